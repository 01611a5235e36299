import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitcher } from '../components/layout/language-switcher';
import { Container } from '../components/ui/container';
import { useLocalePath } from '../i18n/hooks';
import { CategoriesMenu } from './categories-menu';
import { HeaderActions } from './header-actions';
import { HeaderSearch } from './header-search';
import { MobileMenu } from './mobile-menu';
import { MAIN_LINKS } from './navigation';

const NAV_LINK =
  'relative inline-flex h-11 items-center px-3 text-[13px] font-medium uppercase tracking-[0.14em] transition-colors hover:text-cognac';

export function SiteHeader() {
  const { t } = useTranslation();
  const to = useLocalePath();

  return (
    <>
      <p className="bg-espresso px-4 py-2 text-center text-xs tracking-wide text-cream/90">
        {t('header.announcement')}
      </p>
      <header className="sticky top-0 z-40 border-b border-hairline bg-cream/95 backdrop-blur-sm">
        <Container className="flex h-16 items-center gap-1 lg:h-20">
          <MobileMenu />
          <Link
            to={to('/')}
            className="ml-1 rounded-sm px-1 font-serif text-[26px] font-medium leading-none tracking-tight lg:ml-0 lg:px-0 lg:text-[30px]"
          >
            {t('common.brand')}
          </Link>
          <nav aria-label={t('nav.label')} className="ml-14 hidden lg:block">
            <ul className="flex items-center gap-1">
              {MAIN_LINKS.map((link) => (
                <Fragment key={link.to}>
                  <li>
                    <NavLink
                      to={to(link.to)}
                      end={link.end}
                      className={({ isActive }) =>
                        `${NAV_LINK} ${
                          isActive
                            ? 'text-cognac after:absolute after:inset-x-3 after:bottom-1.5 after:h-px after:bg-cognac'
                            : 'text-ink'
                        }`
                      }
                    >
                      {t(link.label)}
                    </NavLink>
                  </li>
                  {link.to === '/products' && <CategoriesMenu linkClass={NAV_LINK} />}
                </Fragment>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center">
            <LanguageSwitcher className="max-sm:hidden" />
            <HeaderSearch />
            <HeaderActions />
          </div>
        </Container>
      </header>
    </>
  );
}
