import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNotificationsStore } from './store';

/** Covers the page while calls wrapped in withLoading run; it fades in late so quick calls never flash it. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const busy = useNotificationsStore((state) => state.loading > 0);
  if (!busy) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[70] flex animate-fade-in items-center justify-center bg-cream/70 backdrop-blur-[1px] [animation-delay:150ms]"
    >
      <span className="flex items-center gap-3 rounded-full bg-paper px-5 py-3 text-sm text-ink shadow-lg shadow-ink/10">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-cognac" strokeWidth={1.5} />
        {t('notifications.busy')}
      </span>
    </div>
  );
}
