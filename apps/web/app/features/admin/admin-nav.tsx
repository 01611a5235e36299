import * as Dialog from '@radix-ui/react-dialog';
import { LogOut, Menu, Store, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useLocale } from '~/i18n/hooks';
import { LOCALES, switchLocalePath } from '~/i18n/locale';
import { logOut } from '../auth/session';
import { useAuthStore } from '../auth/store';
import { adminPath, staffRolesOf, useRoleNames, visibleSections } from './access';

/** Everything the sidebar holds: the areas this person may open, who they are, language, shop, logout. */
function NavigationContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const roles = useRoleNames();
  const email = useAuthStore((state) => state.user?.email ?? '');
  const { pathname, search, hash } = useLocation();
  const [leaving, setLeaving] = useState(false);

  async function onLogOut() {
    setLeaving(true);
    await logOut();
    // A full load of the shop: the panel's guard would otherwise send the now-logged-out page to login.
    window.location.assign(`/${locale}`);
  }

  return (
    <div className="flex min-h-full flex-col">
      <nav aria-label={t('admin.layout.navLabel')} className="px-3 py-3">
        <ul className="grid gap-0.5">
          {visibleSections(roles).map((section) => (
            <li key={section.path}>
              <NavLink
                to={adminPath(locale, section.path)}
                end={section.path === ''}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex min-h-11 items-center gap-3 rounded-md px-3 text-[15px] transition-colors ${
                    isActive ? 'bg-cognac/10 font-medium text-cognac-dark' : 'text-ink hover:bg-sand'
                  }`
                }
              >
                <section.icon aria-hidden="true" className="size-[18px] shrink-0" strokeWidth={1.5} />
                {t(`admin.nav.${section.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-auto grid gap-3 border-t border-hairline px-6 py-4 text-sm">
        <div className="min-w-0">
          <p className="text-xs uppercase tracking-[0.08em] text-taupe">{t('admin.layout.signedInAs')}</p>
          <p className="mt-1 truncate font-medium" title={email}>
            {email}
          </p>
          <p className="text-taupe">
            {staffRolesOf(roles)
              .map((role) => t(`admin.roles.${role}`))
              .join(', ')}
          </p>
        </div>

        <nav aria-label={t('nav.language')} className="flex gap-1">
          {LOCALES.map((option) => (
            <Link
              key={option}
              to={switchLocalePath(pathname, search, hash, option)}
              lang={option}
              hrefLang={option}
              aria-current={option === locale ? 'true' : undefined}
              aria-label={t('nav.languageOption', { code: option.toUpperCase(), language: t(`languages.${option}`) })}
              onClick={onNavigate}
              className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-medium ${
                option === locale ? 'bg-ink text-cream' : 'text-ink hover:bg-sand'
              }`}
            >
              {option.toUpperCase()}
            </Link>
          ))}
        </nav>

        <div className="grid gap-1">
          <Link
            to={`/${locale}`}
            className="-mx-3 flex min-h-11 items-center gap-3 rounded-md px-3 text-ink hover:bg-sand"
          >
            <Store aria-hidden="true" className="size-[18px]" strokeWidth={1.5} />
            {t('admin.layout.backToShop')}
          </Link>
          <button
            type="button"
            onClick={onLogOut}
            disabled={leaving}
            className="-mx-3 flex min-h-11 items-center gap-3 rounded-md px-3 text-left text-ink hover:bg-sand disabled:opacity-60"
          >
            <LogOut aria-hidden="true" className="size-[18px]" strokeWidth={1.5} />
            {t('admin.layout.logOut')}
          </button>
        </div>
      </div>
    </div>
  );
}

function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Link to={adminPath(locale)} onClick={onNavigate} className="flex items-baseline gap-2 rounded-sm">
      <span className="font-serif text-[24px] leading-none tracking-tight">{t('common.brand')}</span>
      <span className="text-xs uppercase tracking-[0.14em] text-taupe">{t('admin.layout.panel')}</span>
    </Link>
  );
}

/** The desktop sidebar (from 1024 px). */
export function AdminSidebar() {
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col overflow-y-auto border-r border-hairline bg-paper lg:flex">
      <div className="flex h-16 shrink-0 items-center border-b border-hairline px-6">
        <Brand />
      </div>
      <NavigationContent />
    </aside>
  );
}

/** Phones and tablets: a top bar with a menu button opening the same navigation in a drawer. */
export function AdminTopBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-hairline bg-paper/95 px-2 backdrop-blur-sm lg:hidden">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
          aria-label={t('admin.layout.openMenu')}
        >
          <Menu aria-hidden="true" className="size-6" strokeWidth={1.5} />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-fade-in" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(86vw,320px)] flex-col overflow-y-auto bg-paper shadow-2xl outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in">
            <div className="flex h-14 shrink-0 items-center justify-between border-b border-hairline pl-5 pr-2">
              <Dialog.Title asChild>
                <div>
                  <Brand onNavigate={() => setOpen(false)} />
                </div>
              </Dialog.Title>
              <Dialog.Close
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
                aria-label={t('admin.layout.closeMenu')}
              >
                <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">{t('admin.layout.menuDescription')}</Dialog.Description>
            <NavigationContent onNavigate={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Brand />
    </header>
  );
}
