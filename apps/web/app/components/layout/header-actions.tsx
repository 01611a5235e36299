import { Heart, LayoutDashboard, ShoppingBag, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLoggedIn, useIsStaff } from '../../features/auth/store';
import { useCartCount } from '../../features/cart/store';
import { useLocalePath } from '../../i18n/hooks';

export const iconButtonClass =
  'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand';

/** Admin (staff only), account, wishlist and cart icons of the header. */
export function HeaderActions() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const loggedIn = useIsLoggedIn();
  const staff = useIsStaff();
  const count = useCartCount();

  return (
    <>
      {staff && (
        <a
          href="/admin"
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
        aria-label={t('nav.wishlist')}
        title={t('nav.wishlist')}
      >
        <Heart aria-hidden="true" className="size-5" strokeWidth={1.5} />
      </Link>
      <Link
        to={to('/cart')}
        className={iconButtonClass}
        aria-label={count > 0 ? t('nav.cartWithCount', { count }) : t('nav.cart')}
        title={t('nav.cart')}
      >
        <ShoppingBag aria-hidden="true" className="size-5" strokeWidth={1.5} />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute right-0.5 top-0.5 inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-cognac px-1 text-[11px] font-semibold leading-none text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Link>
    </>
  );
}
