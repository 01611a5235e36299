import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Container } from '~/components/ui/container';
import { useLocalePath } from '~/i18n/hooks';
import { CUSTOMER_ZONE_LINKS, SHOPPING_LINKS } from '~/shell/navigation';

/** Information pages share a side menu of their siblings, grouped as in the footer. */
export default function InfoLayout() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { pathname } = useLocation();
  // The Polish address of the regulations (/pl/regulamin) shows the same page as its menu entry.
  const onRegulamin = pathname.endsWith('/regulamin');
  const groups = [
    { id: 'info-shopping', title: t('footer.shopping'), links: SHOPPING_LINKS },
    { id: 'info-customer', title: t('footer.customerZone'), links: CUSTOMER_ZONE_LINKS },
  ];
  return (
    <Container className="lg:grid lg:grid-cols-12 lg:gap-12">
      <div className="min-w-0 lg:col-span-9 lg:col-start-4 lg:row-start-1">
        <Outlet />
      </div>
      <aside className="mt-16 lg:col-span-3 lg:col-start-1 lg:row-start-1 lg:mt-0 lg:pt-[7.25rem]">
        <div className="grid gap-8 border-t border-hairline pt-10 sm:grid-cols-2 lg:sticky lg:top-28 lg:grid-cols-1 lg:border-t-0 lg:pt-0">
          {groups.map((group) => (
            <nav key={group.id} aria-labelledby={group.id}>
              <h2 id={group.id} className="font-sans text-xs font-medium uppercase tracking-[0.18em] text-taupe">
                {group.title}
              </h2>
              <ul className="mt-3 border-l border-hairline">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={to(link.to)}
                      className={({ isActive }) =>
                        `-ml-px flex min-h-11 items-center border-l pl-4 text-[15px] transition-colors ${
                          isActive || (onRegulamin && link.to === '/store-regulations')
                            ? 'border-cognac font-medium text-cognac'
                            : 'border-transparent text-ink hover:border-ink/40'
                        }`
                      }
                    >
                      {t(`pages.${link.page}.title`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </aside>
    </Container>
  );
}
