import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ToastList } from '~/components/ui/toast-list';
import { useNotificationsStore } from './store';

/**
 * Toasts of the notifications store, announced politely by screen readers as they appear. On a phone they show at
 * the top, under the header, so they never cover the order and checkout buttons at the bottom; an error or a
 * warning stays with the page it was about (a checkout's "correct the marked field" does not follow the customer
 * to the payment page).
 */
export function ToastRegion() {
  const { t } = useTranslation();
  const toasts = useNotificationsStore((state) => state.toasts);
  const dismiss = useNotificationsStore((state) => state.dismiss);
  const dismissProblems = useNotificationsStore((state) => state.dismissProblems);
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    dismissProblems();
  }, [pathname, dismissProblems]);

  return (
    <section
      aria-label={t('notifications.region')}
      className="pointer-events-none fixed inset-x-4 top-[4.5rem] z-[60] sm:top-auto sm:bottom-4 sm:left-auto sm:right-6 sm:w-96"
    >
      <ToastList toasts={toasts} onDismiss={dismiss} dismissLabel={t('notifications.dismiss')} />
    </section>
  );
}
