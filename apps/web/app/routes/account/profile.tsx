import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/ui/simple-page';
import { GuestPrompt } from '../../features/auth/guest-prompt';
import { useAuthStore } from '../../features/auth/store';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'profile');

export default function Profile() {
  const { t } = useTranslation();
  const hydrated = useAuthStore((state) => state.hydrated);
  const user = useAuthStore((state) => state.user);

  return (
    <SimplePage page="profile">
      {!hydrated ? (
        <div aria-hidden="true" className="h-40 animate-pulse rounded-lg bg-sand" />
      ) : user ? (
        <div className="max-w-xl rounded-lg border border-hairline bg-paper p-6 sm:p-8">
          <p className="font-serif text-2xl">{t('account.signedInAs', { name: user.name || user.email })}</p>
          <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-taupe">{t('footer.emailLabel')}</dt>
            <dd className="break-all">{user.email}</dd>
            {user.phone && (
              <>
                <dt className="text-taupe">{t('footer.phoneLabel')}</dt>
                <dd>{user.phone}</dd>
              </>
            )}
          </dl>
        </div>
      ) : (
        <GuestPrompt message={t('account.guestProfile')} />
      )}
    </SimplePage>
  );
}
