import { useTranslation } from 'react-i18next';
import { ToastList } from '~/components/ui/toast-list';
import { useNotificationsStore } from './store';

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
      <ToastList toasts={toasts} onDismiss={dismiss} dismissLabel={t('notifications.dismiss')} />
    </section>
  );
}
