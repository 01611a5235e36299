import { Heart, Package, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumb, type Crumb } from '~/components/ui/breadcrumb';
import { Container } from '~/components/ui/container';
import { WorkshopTile } from '~/components/ui/workshop-art';
import { useLocalePath } from '~/i18n/hooks';

/**
 * The frame of the login, registration and password pages: breadcrumb, the form in a card on the left
 * and, on wide screens, what an account gives on the right.
 */
export function AuthLayout({
  title,
  intro,
  parents = [],
  tabs,
  children,
}: {
  title: string;
  intro?: string;
  parents?: Crumb[];
  tabs?: 'login' | 'register';
  children: ReactNode;
}) {
  return (
    <Container className="pb-16 pt-6 sm:pb-24 sm:pt-8">
      <Breadcrumb items={[...parents, { label: title }]} />
      <div className="mt-8 grid gap-12 sm:mt-10 lg:grid-cols-12 lg:gap-16">
        <div className="mx-auto w-full max-w-lg lg:col-span-6 lg:mx-0 xl:col-span-5">
          {tabs && <AuthTabs current={tabs} />}
          <h1 className="text-4xl sm:text-[2.75rem]">{title}</h1>
          {intro && <p className="mt-3 text-[17px] text-taupe">{intro}</p>}
          <div className="mt-8">{children}</div>
        </div>
        <AccountBenefits />
      </div>
    </Container>
  );
}

/** docs/product-rules.md#addresses-and-languages: login and registration link to each other as two tabs. */
function AuthTabs({ current }: { current: 'login' | 'register' }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  // Switching between the two keeps where the person wanted to go afterwards.
  const redirect = useSearchParams()[0].get('redirect');
  const suffix = redirect ? `?${new URLSearchParams({ redirect })}` : '';
  const tabs = [
    { key: 'login', label: t('auth.tabs.login'), path: '/login' },
    { key: 'register', label: t('auth.tabs.register'), path: '/register' },
  ] as const;
  return (
    <nav aria-label={t('auth.tabs.label')} className="mb-8">
      <ul className="grid grid-cols-2 border-b border-hairline">
        {tabs.map((tab) => {
          const active = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                to={`${to(tab.path)}${suffix}`}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px flex min-h-12 items-center justify-center border-b-2 px-2 text-sm font-medium uppercase tracking-[0.14em] transition-colors ${
                  active ? 'border-cognac text-cognac' : 'border-transparent text-taupe hover:text-ink'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function AccountBenefits() {
  const { t } = useTranslation();
  const items = [
    { icon: Package, text: t('auth.benefits.orders') },
    { icon: Heart, text: t('auth.benefits.wishlist') },
    { icon: Truck, text: t('auth.benefits.checkout') },
  ];
  return (
    <aside
      aria-labelledby="account-benefits"
      className="relative hidden overflow-hidden rounded-sm lg:col-span-6 lg:block xl:col-span-6 xl:col-start-7"
    >
      <div className="absolute inset-0">
        <WorkshopTile scene="stitching" className="size-full" />
      </div>
      <div className="relative flex h-full min-h-[520px] flex-col justify-end bg-gradient-to-t from-ink/85 via-ink/30 to-transparent p-10 text-cream">
        <h2 id="account-benefits" className="max-w-sm text-3xl text-cream">
          {t('auth.benefits.title')}
        </h2>
        <ul className="mt-6 grid gap-3">
          {items.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-[15px] text-cream/90">
              <Icon aria-hidden="true" className="size-5 shrink-0" strokeWidth={1.5} />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
