import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { useAdminAccess } from '~/features/admin/access';
import { type AdminAttributeItem, adminApi } from '~/features/admin/admin-api';
import { adminMeta } from '~/features/admin/admin-meta';
import { ATTRIBUTE_KINDS, AttributeDialog } from '~/features/admin/catalogue/attribute-dialog';
import { ListFrame } from '~/features/admin/list-frame';
import { AdminPageHeader, cardClass, NoAccess, smallButtonClass, tdClass, thClass } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/attributes';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'attributes');

export default function AdminAttributes() {
  const access = useAdminAccess('catalogue');
  if (!access.read) return <NoAccess scope="area" />;
  return <AttributesPage canWrite={access.write} />;
}

/** Which value the dialog edits: a new one, an existing one, or none (closed). */
type Editing = { attribute: AdminAttributeItem | null } | null;

/** The filter values of the shop (colours, styles, who for, status), grouped by kind, with their use. */
function AttributesPage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const list = useAdminData('attributes', (signal) => adminApi.attributes(signal));
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <>
      <AdminPageHeader
        title={t('admin.titles.attributes')}
        description={canWrite ? t('admin.attributes.intro') : t('admin.attributes.readOnlyIntro')}
        actions={
          canWrite && (
            <button type="button" className={buttonClass('primary')} onClick={() => setEditing({ attribute: null })}>
              <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('admin.attributes.new')}
            </button>
          )
        }
      />
      <ListFrame list={list} rows={8} dim={false} inCard={false}>
        {(data) => (
          <div className="grid gap-6">
            {ATTRIBUTE_KINDS.map((kind) => (
              <AttributeGroup
                key={kind}
                kind={kind}
                items={data.data.filter((attribute) => attribute.kind === kind)}
                canWrite={canWrite}
                onEdit={(attribute) => setEditing({ attribute })}
              />
            ))}
          </div>
        )}
      </ListFrame>
      {editing && (
        <AttributeDialog
          attribute={editing.attribute}
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

function AttributeGroup({
  kind,
  items,
  canWrite,
  onEdit,
}: {
  kind: (typeof ATTRIBUTE_KINDS)[number];
  items: AdminAttributeItem[];
  canWrite: boolean;
  onEdit: (attribute: AdminAttributeItem) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const colour = kind === 'colour';
  return (
    <section aria-labelledby={`attributes-${kind}`} className={cardClass}>
      <h2 id={`attributes-${kind}`} className="px-4 pb-1 pt-4 text-xl sm:px-5">
        {t(`admin.attributes.groups.${kind}`)}
      </h2>
      {items.length === 0 ? (
        <p className="px-4 pb-5 text-taupe sm:px-5">{t('admin.attributes.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          {/* Fixed columns, so the four groups line up under one another. */}
          <table className="w-full table-fixed text-[15px]">
            <thead className="border-b border-hairline">
              <tr>
                <th scope="col" className={thClass}>
                  {t('admin.attributes.name')}
                </th>
                <th scope="col" className={`${thClass} w-52 max-sm:hidden`}>
                  {t('admin.attributes.code')}
                </th>
                <th scope="col" className={`${thClass} w-24 text-right sm:w-28`}>
                  {t('admin.attributes.products')}
                </th>
                {canWrite && (
                  <th scope="col" className={`${thClass} w-20 sm:w-36`}>
                    <span className="sr-only">{t('admin.attributes.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {items.map((attribute) => {
                const name = locale === 'en' ? attribute.label_en : attribute.label_pl;
                const other = locale === 'en' ? attribute.label_pl : attribute.label_en;
                return (
                  <tr key={attribute.id} className="border-b border-hairline last:border-0">
                    <td className={tdClass}>
                      <div className="flex items-center gap-3">
                        {colour && (
                          <span
                            aria-hidden="true"
                            className="inline-block size-7 shrink-0 rounded-full ring-1 ring-ink/20"
                            style={{ backgroundColor: attribute.hex ?? 'transparent' }}
                          />
                        )}
                        <div className="min-w-0">
                          <p className="break-words font-medium">{name}</p>
                          <p className="break-words text-xs text-taupe" lang={locale === 'en' ? 'pl' : 'en'}>
                            {other}
                          </p>
                          <p className="text-xs text-taupe sm:hidden">
                            {attribute.code}
                            {colour && attribute.hex && ` · ${attribute.hex}`}
                          </p>
                        </div>
                      </div>
                    </td>
                    <td className={`${tdClass} text-sm text-taupe max-sm:hidden`}>
                      <code>{attribute.code}</code>
                      {colour && attribute.hex && <span className="ml-2 tabular-nums">{attribute.hex}</span>}
                    </td>
                    <td className={`${tdClass} text-right tabular-nums`}>{attribute.product_count}</td>
                    {canWrite && (
                      <td className={`${tdClass} text-right`}>
                        <button
                          type="button"
                          className={smallButtonClass}
                          onClick={() => onEdit(attribute)}
                          aria-label={t('admin.attributes.editNamed', { name })}
                        >
                          <Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />
                          <span className="max-sm:sr-only">{t('admin.attributes.edit')}</span>
                        </button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
