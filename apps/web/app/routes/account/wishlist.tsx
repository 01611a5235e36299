import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SimplePage } from '../../components/ui/simple-page';
import { useAuthStore } from '../../features/auth/store';
import { useWishlistStore } from '../../features/wishlist/store';
import { useLocalePath } from '../../i18n/hooks';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'wishlist');

export default function Wishlist() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const hydrated = useWishlistStore((state) => state.hydrated);
  const count = useWishlistStore((state) => state.items.length);
  const loggedIn = useAuthStore((state) => state.user !== null);

  if (!hydrated) {
    return (
      <SimplePage page="wishlist">
        <div aria-hidden="true" className="h-48 animate-pulse rounded-lg bg-sand" />
      </SimplePage>
    );
  }
  return (
    <SimplePage page="wishlist">
      {count === 0 ? (
        <EmptyState
          icon={<Heart aria-hidden="true" className="size-5" strokeWidth={1.5} />}
          title={t('wishlist.empty')}
          hint={t('wishlist.emptyHint')}
        >
          <Link to={to('/products')} className={buttonClass('primary')}>
            {t('common.browseProducts')}
          </Link>
        </EmptyState>
      ) : (
        <p className="text-lg">{t('wishlist.itemCount', { count })}</p>
      )}
      {!loggedIn && (
        <p className="mt-6 text-sm text-taupe">
          {t('wishlist.guestHint')}{' '}
          <Link
            to={`${to('/login')}?redirect=${encodeURIComponent(to('/wishlist'))}`}
            className="inline-flex min-h-11 items-center text-cognac underline underline-offset-4"
          >
            {t('common.loginCta')}
          </Link>
        </p>
      )}
    </SimplePage>
  );
}
