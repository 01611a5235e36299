import { AlertCircle, CheckCircle2, Info, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type ToastType, useNotificationsStore } from '../../features/notifications/store';

const STYLES: Record<ToastType, { icon: typeof Info; tone: string }> = {
  success: { icon: CheckCircle2, tone: 'text-success' },
  error: { icon: AlertCircle, tone: 'text-bordo' },
  warning: { icon: TriangleAlert, tone: 'text-warning' },
  info: { icon: Info, tone: 'text-cognac' },
};

/** Toasts of the notifications store, announced politely by screen readers as they appear. */
export function ToastRegion() {
  const { t } = useTranslation();
  const toasts = useNotificationsStore((state) => state.toasts);
  const dismiss = useNotificationsStore((state) => state.dismiss);

  return (
    <section
      aria-label={t('notifications.region')}
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] sm:left-auto sm:right-6 sm:w-96"
    >
      <ol aria-live="polite" aria-relevant="additions" className="flex flex-col gap-3">
        {toasts.map((toast) => {
          const { icon: Icon, tone } = STYLES[toast.type];
          return (
            <li
              key={toast.id}
              className="pointer-events-auto flex animate-pop-in items-start gap-3 rounded-md border border-hairline bg-paper py-3 pl-4 pr-1 shadow-lg shadow-ink/10"
            >
              <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${tone}`} strokeWidth={1.5} />
              <p className="flex-1 py-0.5 text-sm text-ink">{toast.message}</p>
              <button
                type="button"
                onClick={() => dismiss(toast.id)}
                aria-label={t('notifications.dismiss')}
                className="-my-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-taupe hover:bg-sand hover:text-ink"
              >
                <X aria-hidden="true" className="size-4" strokeWidth={1.5} />
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
