import { Heart, LayoutDashboard, ShoppingBag, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLoggedIn, useIsStaff } from '../features/auth/store';
import { useCartCount } from '../features/cart/store';
import { useCartSync } from '../features/cart/use-cart-sync';
import { useWishlistCount } from '../features/wishlist/store';
import { useWishlistSync } from '../features/wishlist/use-wishlist-sync';
import { useLocalePath } from '../i18n/hooks';

const badgeClass =
  'absolute right-0.5 top-0.5 inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-cognac px-1 text-[11px] font-medium leading-none text-white';

/** A count over a header icon, shown only above 0; the link's own name carries it for screen readers. */
function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span aria-hidden="true" data-testid="count-badge" className={badgeClass}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

export const iconButtonClass =
  'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand';

/** Admin (staff only), account, wishlist and cart icons of the header. */
export function HeaderActions() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const loggedIn = useIsLoggedIn();
  const staff = useIsStaff();
  // Counts are this visitor's own: empty in the shared server-rendered page, filled in by the browser.
  const count = useCartCount();
  const saved = useWishlistCount();
  useCartSync();
  useWishlistSync();

  return (
    <>
      {staff && (
        <a
          href={to('/admin')}
          target="_blank"
          rel="noopener"
          className={iconButtonClass}
          aria-label={t('nav.admin')}
          title={t('nav.admin')}
        >
          <LayoutDashboard aria-hidden="true" className="size-5" strokeWidth={1.5} />
        </a>
      )}
      <Link
        to={to(loggedIn ? '/profile' : '/login')}
        className={iconButtonClass}
        aria-label={loggedIn ? t('nav.profile') : t('nav.login')}
        title={loggedIn ? t('nav.profile') : t('nav.login')}
      >
        <User aria-hidden="true" className="size-5" strokeWidth={1.5} />
      </Link>
      <Link
        to={to('/wishlist')}
        className={`${iconButtonClass} max-sm:hidden`}
        aria-label={saved > 0 ? t('wishlist.navWithCount', { count: saved }) : t('nav.wishlist')}
        title={t('nav.wishlist')}
      >
        <Heart aria-hidden="true" className="size-5" strokeWidth={1.5} />
        <CountBadge count={saved} />
      </Link>
      <Link
        to={to('/cart')}
        className={iconButtonClass}
        aria-label={count > 0 ? t('nav.cartWithCount', { count }) : t('nav.cart')}
        title={t('nav.cart')}
      >
        <ShoppingBag aria-hidden="true" className="size-5" strokeWidth={1.5} />
        <CountBadge count={count} />
      </Link>
    </>
  );
}
