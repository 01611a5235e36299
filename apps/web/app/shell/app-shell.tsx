import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CartNotice } from '../features/cart/cart-notice';
import { ApiErrorModal } from '../features/notifications/api-error-modal';
import { LoadingOverlay } from '../features/notifications/loading-overlay';
import { ToastRegion } from '../features/notifications/toast-region';
import { useLocale } from '../i18n/hooks';
import { ClientState } from './client-state';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <a
        href="#main"
        className="sr-only z-[90] rounded-full bg-ink px-5 py-3 text-sm text-cream focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <ToastRegion />
      <CartNotice />
      <ApiErrorModal />
      <LoadingOverlay />
      <ClientState locale={locale} />
    </div>
  );
}
