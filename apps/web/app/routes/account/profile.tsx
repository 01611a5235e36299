import { Heart, Loader2, LogOut, MapPin, Package } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { SimplePage } from '~/components/ui/simple-page';
import { AddressBookSection } from '~/features/address-book/address-book-section';
import { DeleteAccount } from '~/features/auth/delete-account';
import { GuestPrompt } from '~/features/auth/guest-prompt';
import { NewsletterSwitch } from '~/features/auth/newsletter-switch';
import { EmailForm, PasswordForm, PersonalDataForm } from '~/features/auth/profile-forms';
import { logOut } from '~/features/auth/session';
import { isStaff, type User, useAuthStore } from '~/features/auth/store';
import { notify } from '~/features/notifications/store';
import { formatDate } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(params.locale, 'profile'),
  { name: 'robots', content: 'noindex' },
];

const STAFF_ROLE_KEYS = {
  super_admin: 'profile.roles.super_admin',
  manager: 'profile.roles.manager',
  accountant: 'profile.roles.accountant',
} as const;
type StaffRole = keyof typeof STAFF_ROLE_KEYS;

export default function Profile() {
  const { t } = useTranslation();
  const hydrated = useAuthStore((state) => state.hydrated);
  const user = useAuthStore((state) => state.user);

  return (
    <SimplePage page="profile">
      {!hydrated ? (
        <div aria-hidden="true" className="grid gap-6 pb-16">
          <div className="h-28 animate-pulse rounded-lg bg-sand" />
          <div className="h-80 animate-pulse rounded-lg bg-sand" />
        </div>
      ) : user ? (
        // A different account (another tab logged in as someone else) starts with its own values.
        <Account key={user.id} user={user} />
      ) : (
        <div className="pb-16">
          <GuestPrompt message={t('account.guestProfile')} />
        </div>
      )}
    </SimplePage>
  );
}

function Account({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function onLogOut() {
    setLeaving(true);
    await logOut();
    notify(t('auth.loggedOut'), 'success');
    navigate(to('/'), { replace: true });
  }

  const roleNames = user.roles.map((role) => role.name).filter((name): name is StaffRole => name in STAFF_ROLE_KEYS);
  return (
    <div className="grid gap-8 pb-16 lg:grid-cols-12 lg:gap-12">
      <aside className="lg:col-span-4">
        <div className="rounded-lg border border-hairline bg-paper p-5 sm:p-8 lg:sticky lg:top-28">
          <p className="text-xs font-medium uppercase tracking-[0.18em] text-taupe">{t('profile.signedInAs')}</p>
          <p className="mt-2 break-words font-serif text-2xl">{user.name || user.email}</p>
          {user.name && <p className="mt-1 break-all text-[15px] text-taupe">{user.email}</p>}
          {user.created_at && (
            <p className="mt-3 text-sm text-taupe">
              {t('profile.memberSince', { date: formatDate(user.created_at, locale) })}
            </p>
          )}
          {isStaff(user) && (
            <p className="mt-3 text-sm text-taupe">
              {t('profile.staffRoles', { roles: roleNames.map((name) => t(STAFF_ROLE_KEYS[name])).join(', ') })}
            </p>
          )}
          <nav aria-label={t('profile.shortcuts')} className="mt-6 border-t border-hairline pt-4">
            <ul>
              <li>
                <Link to={to('/orders')} className="flex min-h-11 items-center gap-3 text-[15px] hover:text-cognac">
                  <Package aria-hidden="true" className="size-5 text-cognac" strokeWidth={1.5} />
                  {t('nav.orders')}
                </Link>
              </li>
              <li>
                <Link to={to('/wishlist')} className="flex min-h-11 items-center gap-3 text-[15px] hover:text-cognac">
                  <Heart aria-hidden="true" className="size-5 text-cognac" strokeWidth={1.5} />
                  {t('nav.wishlist')}
                </Link>
              </li>
              <li>
                <a href="#addresses" className="flex min-h-11 items-center gap-3 text-[15px] hover:text-cognac">
                  <MapPin aria-hidden="true" className="size-5 text-cognac" strokeWidth={1.5} />
                  {t('profile.addresses')}
                </a>
              </li>
            </ul>
          </nav>
          <button
            type="button"
            onClick={onLogOut}
            disabled={leaving}
            className={buttonClass('secondary', 'mt-6 w-full')}
          >
            {leaving ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />
            ) : (
              <LogOut aria-hidden="true" className="size-4" strokeWidth={1.5} />
            )}
            {leaving ? t('auth.loggingOut') : t('auth.logout')}
          </button>
        </div>
      </aside>
      <div className="grid gap-6 lg:col-span-8">
        <PersonalDataForm user={user} />
        <AddressBookSection />
        <EmailForm user={user} />
        <PasswordForm user={user} />
        <NewsletterSwitch />
        {!isStaff(user) && <DeleteAccount user={user} />}
      </div>
    </div>
  );
}
