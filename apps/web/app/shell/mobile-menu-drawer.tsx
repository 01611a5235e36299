import * as Dialog from '@radix-ui/react-dialog';
import { Heart, Menu, ShoppingBag, User, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useIsLoggedIn } from '../features/auth/store';
import { useCartCount } from '../features/cart/store';
import { categoryPath } from '../features/catalog/category-paths';
import { useLocale, useLocalePath } from '../i18n/hooks';
import { LOCALES, switchLocalePath } from '../i18n/locale';
import { iconButtonClass } from './header-actions';
import { menuButtonClass } from './mobile-menu';
import { MAIN_LINKS, SHOP_CONTACT } from './navigation';
import { useMenuCategories } from './shop-categories';

/** The phone menu: a drawer (Radix Dialog: focus trapped, Escape and the overlay close it). Loaded on first use. */
export default function MobileMenuDrawer({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const loggedIn = useIsLoggedIn();
  const count = useCartCount();
  const [open, setOpen] = useState(initiallyOpen);
  const categories = useMenuCategories();

  // Following a link inside the drawer changes the location; the drawer then has done its job.
  const [shownAt, setShownAt] = useState(`${pathname}${search}`);
  if (shownAt !== `${pathname}${search}`) {
    setShownAt(`${pathname}${search}`);
    setOpen(false);
  }

  const rowClass = 'flex min-h-12 items-center gap-3 border-b border-hairline text-base';

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={menuButtonClass} aria-label={t('nav.openMenu')}>
        <Menu aria-hidden="true" className="size-6" strokeWidth={1.5} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-fade-in lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(88vw,380px)] flex-col overflow-y-auto bg-cream shadow-2xl outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in lg:hidden">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-hairline pl-6 pr-3">
            <Dialog.Title className="font-serif text-[26px] leading-none tracking-tight">
              {t('common.brand')}
            </Dialog.Title>
            <Dialog.Close className={iconButtonClass} aria-label={t('nav.closeMenu')}>
              <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('nav.menuDescription')}</Dialog.Description>

          <nav aria-label={t('nav.label')} className="px-6 pt-4">
            <ul>
              {MAIN_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={to(link.to)}
                    end={link.end}
                    className={({ isActive }) =>
                      `flex min-h-14 items-center border-b border-hairline font-serif text-2xl ${isActive ? 'text-cognac' : 'text-ink'}`
                    }
                  >
                    {t(link.label)}
                  </NavLink>
                  {link.to === '/products' && categories.length > 0 && (
                    <ul aria-label={t('nav.categories')} className="border-b border-hairline py-1 pl-4">
                      {categories.map((category) => (
                        <li key={category.id}>
                          <NavLink
                            to={to(categoryPath(category, locale))}
                            className={({ isActive }) =>
                              `flex min-h-11 items-center text-base ${isActive ? 'text-cognac' : 'text-ink'}`
                            }
                          >
                            {category.name}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
              <li>
                <NavLink
                  to={to('/about')}
                  className="flex min-h-14 items-center border-b border-hairline font-serif text-2xl"
                >
                  {t('nav.about')}
                </NavLink>
              </li>
            </ul>
          </nav>

          <section aria-labelledby="drawer-account" className="px-6 pt-8">
            <h2 id="drawer-account" className="font-sans text-xs font-medium uppercase tracking-[0.18em] text-taupe">
              {t('nav.account')}
            </h2>
            <ul className="mt-2">
              <li>
                <Link to={to(loggedIn ? '/profile' : '/login')} className={rowClass}>
                  <User aria-hidden="true" className="size-5" strokeWidth={1.5} />
                  {loggedIn ? t('nav.profile') : t('nav.login')}
                </Link>
              </li>
              <li>
                <Link to={to('/wishlist')} className={rowClass}>
                  <Heart aria-hidden="true" className="size-5" strokeWidth={1.5} />
                  {t('nav.wishlist')}
                </Link>
              </li>
              <li>
                <Link to={to('/cart')} className={rowClass}>
                  <ShoppingBag aria-hidden="true" className="size-5" strokeWidth={1.5} />
                  {count > 0 ? t('nav.cartWithCount', { count }) : t('nav.cart')}
                </Link>
              </li>
            </ul>
          </section>

          <section aria-labelledby="drawer-language" className="px-6 pt-8">
            <h2 id="drawer-language" className="font-sans text-xs font-medium uppercase tracking-[0.18em] text-taupe">
              {t('nav.language')}
            </h2>
            <ul className="mt-3 flex gap-2">
              {LOCALES.map((option) => (
                <li key={option}>
                  <Link
                    to={switchLocalePath(pathname, search, hash, option)}
                    preventScrollReset
                    lang={option}
                    hrefLang={option}
                    aria-current={option === locale ? 'true' : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full border px-5 text-sm ${
                      option === locale ? 'border-ink bg-ink text-cream' : 'border-hairline text-ink hover:border-ink'
                    }`}
                  >
                    {t(`languages.${option}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <div className="mt-auto px-6 pb-8 pt-10 text-sm text-taupe">
            <p>{t('footer.hoursWeekdays')}</p>
            <p>{t('footer.hoursWeekend')}</p>
            <a
              href={`mailto:${SHOP_CONTACT.email}`}
              className="mt-2 inline-flex min-h-11 items-center text-ink underline underline-offset-4"
            >
              {SHOP_CONTACT.email}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
