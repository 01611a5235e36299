import { type AdminUser, STAFF_ROLES, type StaffRole } from '@atelier/contracts';
import { Search, UserCog } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/form';
import { staffRolesOf, useAdminAccess } from '~/features/admin/access';
import { adminApi } from '~/features/admin/admin-api';
import { adminMeta } from '~/features/admin/admin-meta';
import { ConfirmDialog, FormDialog } from '~/features/admin/dialogs';
import { CheckField } from '~/features/admin/fields';
import { PagedListFrame } from '~/features/admin/list-frame';
import {
  AdminPageHeader,
  adminInputClass,
  Badge,
  cardClass,
  NoAccess,
  smallButtonClass,
  tdClass,
  thClass,
} from '~/features/admin/ui';
import { useAdminData, useDebounced } from '~/features/admin/use-admin-data';
import { useAuthStore } from '~/features/auth/store';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { formatDate } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { formFailure } from '~/lib/form-errors';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'users');

export default function AdminUsers() {
  const access = useAdminAccess('users');
  if (!access.read) return <NoAccess scope="area" />;
  return <UsersPage canWrite={access.write} />;
}

function UsersPage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const role = params.get('role') ?? '';
  const [search, setSearch] = useState(params.get('search') ?? '');
  const settled = useDebounced(search, 350);
  const [editing, setEditing] = useState<AdminUser | null>(null);

  const write = (change: { search?: string; role?: string; page?: number }) => {
    const next = new URLSearchParams();
    const nextSearch = (change.search ?? params.get('search') ?? '').trim();
    const nextRole = change.role ?? role;
    const nextPage = change.page ?? 1;
    if (nextSearch) next.set('search', nextSearch);
    if (nextRole) next.set('role', nextRole);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next, { replace: true, preventScrollReset: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search value triggers this
  useEffect(() => {
    if (settled.trim() !== (params.get('search') ?? '')) write({ search: settled });
  }, [settled]);

  const query = { page, per_page: 20, search: params.get('search') ?? undefined, role: role || undefined };
  const list = useAdminData(JSON.stringify(query), (signal) => adminApi.users(query, signal));

  return (
    <>
      <AdminPageHeader title={t('admin.users.title')} description={t('admin.users.intro')} />
      <search
        aria-label={t('admin.users.filters')}
        className={`${cardClass} mb-4 grid gap-3 p-4 sm:grid-cols-[2fr_1fr]`}
      >
        <div>
          <label htmlFor="user-search" className="mb-1.5 block text-sm font-medium">
            {t('admin.users.search')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-taupe"
              strokeWidth={1.5}
            />
            <input
              id="user-search"
              type="search"
              value={search}
              placeholder={t('admin.users.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
              className={`${adminInputClass} pl-9`}
            />
          </div>
        </div>
        <div>
          <label htmlFor="user-role" className="mb-1.5 block text-sm font-medium">
            {t('admin.users.role')}
          </label>
          <select
            id="user-role"
            value={role}
            onChange={(event) => write({ role: event.target.value })}
            className={adminInputClass}
          >
            <option value="">{t('admin.users.allRoles')}</option>
            {(['customer', ...STAFF_ROLES] as const).map((name) => (
              <option key={name} value={name}>
                {t(`admin.roles.${name}`)}
              </option>
            ))}
          </select>
        </div>
      </search>

      <section aria-labelledby="users-title" className={cardClass}>
        <h2 id="users-title" className="sr-only">
          {t('admin.users.title')}
        </h2>
        <PagedListFrame
          list={list}
          rows={8}
          isEmpty={(data) => data.data.length === 0}
          empty={<p className="px-5 py-10 text-taupe">{t('admin.users.empty')}</p>}
          found={(count) => t('admin.users.found', { count })}
          onPage={(next) => write({ page: next })}
        >
          {(data) => (
            <div className="overflow-x-auto">
              <table className="w-full text-[15px]">
                <thead className="border-b border-hairline">
                  <tr>
                    <th scope="col" className={thClass}>
                      {t('admin.users.account')}
                    </th>
                    <th scope="col" className={`${thClass} max-sm:hidden`}>
                      {t('admin.users.roles')}
                    </th>
                    <th scope="col" className={`${thClass} max-md:hidden`}>
                      {t('admin.users.createdAt')}
                    </th>
                    {canWrite && (
                      <th scope="col" className={thClass}>
                        <span className="sr-only">{t('admin.users.actions')}</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((user) => (
                    <tr key={user.id} className="border-b border-hairline last:border-0">
                      <td className={`${tdClass} max-w-56 sm:max-w-64`}>
                        <p className="truncate font-medium" title={user.email}>
                          {user.email}
                        </p>
                        <p className="truncate text-xs text-taupe">
                          {user.name || '—'}
                          {user.disabled && ` · ${t('admin.users.disabled')}`}
                        </p>
                        <div className="mt-1 sm:hidden">
                          <RoleBadges roles={user.roles} />
                        </div>
                      </td>
                      <td className={`${tdClass} max-sm:hidden`}>
                        <RoleBadges roles={user.roles} />
                      </td>
                      <td className={`${tdClass} text-sm text-taupe max-md:hidden`}>
                        {formatDate(user.created_at, locale, 'short')}
                      </td>
                      {canWrite && (
                        <td className={`${tdClass} text-right`}>
                          <button
                            type="button"
                            className={smallButtonClass}
                            onClick={() => setEditing(user)}
                            aria-label={t('admin.users.changeRolesFor', { email: user.email })}
                          >
                            <UserCog aria-hidden="true" className="size-4" strokeWidth={1.5} />
                            <span className="max-sm:sr-only">{t('admin.users.changeRoles')}</span>
                          </button>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </PagedListFrame>
      </section>
      {editing && (
        <RolesDialog
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </>
  );
}

function RoleBadges({ roles }: { roles: string[] }) {
  const { t } = useTranslation();
  const staff = staffRolesOf(roles);
  if (staff.length === 0) return <Badge>{t('admin.roles.customer')}</Badge>;
  return (
    <ul className="flex flex-wrap gap-1">
      {staff.map((role) => (
        <li key={role}>
          <Badge tone={role === 'super_admin' ? 'accent' : 'success'}>{t(`admin.roles.${role}`)}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Staff roles of one user: checkboxes, then a confirmation naming what changes. */
function RolesDialog({ user, onClose, onSaved }: { user: AdminUser; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const me = useAuthStore((state) => state.user);
  const [chosen, setChosen] = useState<StaffRole[]>(staffRolesOf(user.roles));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const before = staffRolesOf(user.roles);
  const granted = chosen.filter((role) => !before.includes(role));
  const revoked = before.filter((role) => !chosen.includes(role));
  const names = (roles: StaffRole[]) => roles.map((role) => t(`admin.roles.${role}`)).join(', ');
  const isMe = me !== null && String(me.id) === String(user.id);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      const saved = await adminApi.setRoles(
        user.id,
        STAFF_ROLES.filter((role) => chosen.includes(role)),
      );
      notify(saved.message || t('admin.form.saved'), 'success');
      onSaved();
    } catch (failure) {
      const outcome = formFailure(failure, t, t('admin.common.saveFailed'), []);
      if (outcome.sessionExpired) handleApiError(failure);
      // The server's own words, e.g. that nobody can take away their own administrator role.
      setError(outcome.message);
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <FormDialog
        open={!confirming}
        onOpenChange={(open) => !open && !confirming && onClose()}
        busy={busy}
        title={t('admin.users.rolesTitle')}
        description={user.email}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (granted.length || revoked.length) setConfirming(true);
            else onClose();
          }}
          className="grid gap-4"
        >
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t('admin.users.staffRoles')}</legend>
            {STAFF_ROLES.map((role) => (
              <CheckField
                key={role}
                id={`role-${role}`}
                label={t(`admin.roles.${role}`)}
                hint={t(`admin.users.roleHints.${role}`)}
                checked={chosen.includes(role)}
                onChange={(checked) =>
                  setChosen((current) => (checked ? [...current, role] : current.filter((r) => r !== role)))
                }
              />
            ))}
          </fieldset>
          <p className="text-sm text-taupe">{t('admin.users.customerStays')}</p>
          {isMe && <p className="text-sm text-warning">{t('admin.users.selfWarning')}</p>}
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass('secondary')} onClick={onClose}>
              {t('admin.common.cancel')}
            </button>
            <button type="submit" className={buttonClass('primary')}>
              {t('admin.users.review')}
            </button>
          </div>
        </form>
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        busy={busy}
        tone="neutral"
        title={t('admin.users.confirmTitle')}
        confirmLabel={t('admin.users.confirm')}
        cancelLabel={t('admin.users.back')}
        onConfirm={save}
      >
        <p>{t('admin.users.confirmFor', { email: user.email })}</p>
        {granted.length > 0 && <p>{t('admin.users.granted', { roles: names(granted) })}</p>}
        {revoked.length > 0 && <p>{t('admin.users.revoked', { roles: names(revoked) })}</p>}
      </ConfirmDialog>
    </>
  );
}
