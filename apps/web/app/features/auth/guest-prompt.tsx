import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { useLocalePath } from '~/i18n/hooks';

/** docs/product-rules.md#staff: account screens tell a guest to log in; login returns here through its redirect query. */
export function GuestPrompt({ message }: { message: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { pathname } = useLocation();
  return (
    <EmptyState icon={<LogIn aria-hidden="true" className="size-5" strokeWidth={1.5} />} title={message}>
      <Link to={`${to('/login')}?redirect=${encodeURIComponent(pathname)}`} className={buttonClass('primary')}>
        {t('common.loginCta')}
      </Link>
      <Link to={to('/register')} className={buttonClass('secondary')}>
        {t('common.registerCta')}
      </Link>
    </EmptyState>
  );
}
