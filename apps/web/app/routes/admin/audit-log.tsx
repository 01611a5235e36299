import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { adminPath, useAdminAccess } from '~/features/admin/access';
import { type AuditLogEntry, adminApi } from '~/features/admin/admin-api';
import { adminMeta } from '~/features/admin/admin-meta';
import { auditValue, summariseAuditData } from '~/features/admin/audit-summary';
import { PagedListFrame } from '~/features/admin/list-frame';
import { AdminPageHeader, adminInputClass, cardClass, NoAccess, tdClass, thClass } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { formatDate, formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/audit-log';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'auditLog');

const ENTITIES = [
  'order',
  'product',
  'category',
  'attribute',
  'coupon',
  'delivery_method',
  'shop_setting',
  'banner',
  'blog_post',
  'blog_tag',
  'page',
  'gallery_image',
  'review',
  'contact_message',
  'newsletter_subscriber',
  'user',
] as const;
const MONEY_FIELDS = new Set(['base_price', 'sale_price']);

export default function AdminAuditLog() {
  const access = useAdminAccess('users');
  if (!access.read) return <NoAccess scope="area" />;
  return <AuditLogPage />;
}

function AuditLogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const entity = params.get('entity') ?? '';
  const query = { page, per_page: 25, entity: entity || undefined };
  const list = useAdminData(JSON.stringify(query), (signal) => adminApi.auditLog(query, signal));
  const go = (change: { page?: number; entity?: string }) => {
    const next = new URLSearchParams();
    const nextEntity = change.entity ?? entity;
    if (nextEntity) next.set('entity', nextEntity);
    if ((change.page ?? 1) > 1) next.set('page', String(change.page));
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <AdminPageHeader title={t('admin.audit.title')} description={t('admin.audit.intro')} />
      <div className={`${cardClass} mb-4 p-4 sm:max-w-xs`}>
        <label htmlFor="audit-entity" className="mb-1.5 block text-sm font-medium">
          {t('admin.audit.entity')}
        </label>
        <select
          id="audit-entity"
          value={entity}
          onChange={(event) => go({ entity: event.target.value })}
          className={adminInputClass}
        >
          <option value="">{t('admin.audit.allEntities')}</option>
          {ENTITIES.map((name) => (
            <option key={name} value={name}>
              {t(`admin.audit.entities.${name}`)}
            </option>
          ))}
        </select>
      </div>
      <section aria-labelledby="audit-title" className={cardClass}>
        <h2 id="audit-title" className="sr-only">
          {t('admin.audit.title')}
        </h2>
        <PagedListFrame
          list={list}
          rows={10}
          isEmpty={(data) => data.data.length === 0}
          empty={<p className="px-5 py-10 text-taupe">{t('admin.audit.empty')}</p>}
          found={(count) => t('admin.audit.found', { count })}
          onPage={(next) => go({ page: next })}
        >
          {(data) => (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="border-b border-hairline">
                  <tr>
                    <th scope="col" className={thClass}>
                      {t('admin.audit.when')}
                    </th>
                    <th scope="col" className={thClass}>
                      {t('admin.audit.what')}
                    </th>
                    <th scope="col" className={`${thClass} max-md:hidden`}>
                      {t('admin.audit.changes')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </PagedListFrame>
      </section>
    </>
  );
}

function AuditRow({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const changes = summariseAuditData(entry.data, (value, field) => {
    if (typeof value === 'number' && field && MONEY_FIELDS.has(field)) return formatPrice(value, locale);
    // Staff roles by their names; no staff role at all is a customer account (as the users list shows it).
    if (field === 'roles' && Array.isArray(value)) {
      const roles = value.filter((role): role is string => typeof role === 'string');
      return roles.length
        ? roles.map((role) => t(`admin.roles.${role}`, { defaultValue: role })).join(', ')
        : t('admin.roles.customer');
    }
    if (field === 'kind' && entry.entity === 'attribute' && typeof value === 'string') {
      return t(`admin.attributeKinds.${value}`, { defaultValue: value });
    }
    return auditValue(value, (yes) => (yes ? t('admin.audit.yes') : t('admin.audit.no')));
  });
  const entityName = t(`admin.audit.entities.${entry.entity}`, { defaultValue: entry.entity });
  const changeList =
    changes.length === 0 ? (
      <span className="text-taupe">—</span>
    ) : (
      <ul className="grid gap-0.5">
        {changes.map((change) => (
          <li key={`${change.field ?? ''}${change.text}`} className="break-words">
            {change.field && (
              <span className="text-taupe">
                {t(`admin.audit.fields.${change.field}`, { defaultValue: change.field })}:{' '}
              </span>
            )}
            {change.text}
          </li>
        ))}
      </ul>
    );
  return (
    <tr className="border-b border-hairline align-top last:border-0">
      <td className={`${tdClass} whitespace-nowrap align-top`}>
        <p>{formatDate(entry.created_at, locale, 'dateTime')}</p>
        <p className="max-w-48 truncate text-xs text-taupe" title={entry.user?.email}>
          {entry.user?.email ?? t('admin.audit.system')}
        </p>
      </td>
      <td className={`${tdClass} align-top`}>
        <p className="font-medium">
          {t(`admin.audit.actions.${entry.action.replaceAll('.', '_')}`, { defaultValue: entry.action })}
        </p>
        <p className="text-xs text-taupe">
          {entry.entity === 'product' && entry.entity_id && entry.action !== 'product.delete' ? (
            <Link
              to={adminPath(locale, `/products/${entry.entity_id}`)}
              className="text-cognac underline-offset-4 hover:underline"
            >
              {entityName} #{entry.entity_id}
            </Link>
          ) : entry.entity === 'attribute' ? (
            <Link to={adminPath(locale, '/attributes')} className="text-cognac underline-offset-4 hover:underline">
              {entityName} #{entry.entity_id}
            </Link>
          ) : (
            `${entityName}${entry.entity_id ? ` #${entry.entity_id}` : ''}`
          )}
        </p>
        <div className="mt-1 md:hidden">{changeList}</div>
      </td>
      <td className={`${tdClass} align-top max-md:hidden`}>{changeList}</td>
    </tr>
  );
}
