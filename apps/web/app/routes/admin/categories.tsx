import type { AdminCategory } from '@atelier/contracts';
import { Loader2, Pencil, Plus, Ruler } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/form';
import { useAdminAccess } from '~/features/admin/access';
import { adminApi } from '~/features/admin/admin-api';
import { adminMeta } from '~/features/admin/admin-meta';
import { SizeGuideEditor } from '~/features/admin/catalogue/size-guide-editor';
import { FormDialog } from '~/features/admin/dialogs';
import { CheckField, InputField, TextAreaField } from '~/features/admin/fields';
import { ListFrame } from '~/features/admin/list-frame';
import { slugPreview } from '~/features/admin/product-form-values';
import { AdminPageHeader, Badge, cardClass, NoAccess, smallButtonClass, tdClass, thClass } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { useLocale } from '~/i18n/hooks';
import { formFailure } from '~/lib/form-errors';
import type { Route } from './+types/categories';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'categories');

export default function AdminCategories() {
  const access = useAdminAccess('catalogue');
  if (!access.read) return <NoAccess scope="area" />;
  return <CategoriesPage canWrite={access.write} />;
}

/** Which category the dialog edits: a new one, an existing one, or none (closed). */
type Editing = { category: AdminCategory | null } | null;

function CategoriesPage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useAdminData('categories', (signal) => adminApi.categories(signal));
  const [editing, setEditing] = useState<Editing>(null);
  const [guideOf, setGuideOf] = useState<AdminCategory | null>(null);

  return (
    <>
      <AdminPageHeader
        title={t('admin.categories.title')}
        description={t('admin.categories.intro')}
        actions={
          canWrite && (
            <button type="button" className={buttonClass('primary')} onClick={() => setEditing({ category: null })}>
              <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('admin.categories.new')}
            </button>
          )
        }
      />
      <section aria-labelledby="categories-title" className={cardClass}>
        <h2 id="categories-title" className="sr-only">
          {t('admin.categories.title')}
        </h2>
        <ListFrame
          list={list}
          rows={6}
          dim={false}
          isEmpty={(data) => data.data.length === 0}
          empty={<p className="px-5 py-10 text-taupe">{t('admin.categories.empty')}</p>}
        >
          {(data) => (
            <div className="overflow-x-auto">
              <table className="w-full text-[15px]">
                <thead className="border-b border-hairline">
                  <tr>
                    <th scope="col" className={thClass}>
                      {t('admin.categories.name')}
                    </th>
                    <th scope="col" className={`${thClass} max-md:hidden`}>
                      {t('admin.categories.slug')}
                    </th>
                    <th scope="col" className={`${thClass} text-right`}>
                      {t('admin.categories.products')}
                    </th>
                    <th scope="col" className={`${thClass} max-sm:hidden`}>
                      {t('admin.categories.status')}
                    </th>
                    {canWrite && (
                      <th scope="col" className={thClass}>
                        <span className="sr-only">{t('admin.categories.actions')}</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((category) => {
                    const name = locale === 'en' ? category.name_en : category.name_pl;
                    return (
                      <tr key={category.id} className="border-b border-hairline last:border-0">
                        <td className={tdClass}>
                          <p className="font-medium">{name}</p>
                          <p className="text-xs text-taupe">{locale === 'en' ? category.name_pl : category.name_en}</p>
                        </td>
                        <td className={`${tdClass} text-sm text-taupe max-md:hidden`}>{category.slug}</td>
                        <td className={`${tdClass} text-right tabular-nums`}>{category.product_count}</td>
                        <td className={`${tdClass} max-sm:hidden`}>
                          <div className="flex flex-wrap gap-1.5">
                            <Badge tone={category.is_active ? 'success' : 'neutral'}>
                              {category.is_active ? t('admin.categories.visible') : t('admin.categories.hidden')}
                            </Badge>
                            {category.has_size_guide && <Badge tone="neutral">{t('admin.sizeGuide.badge')}</Badge>}
                          </div>
                        </td>
                        {canWrite && (
                          <td className={`${tdClass} whitespace-nowrap text-right`}>
                            <button
                              type="button"
                              className={`${smallButtonClass} mr-2`}
                              onClick={() => setGuideOf(category)}
                              aria-label={t('admin.sizeGuide.editNamed', { name })}
                            >
                              <Ruler aria-hidden="true" className="size-4" strokeWidth={1.5} />
                              <span className="max-lg:sr-only">{t('admin.sizeGuide.button')}</span>
                            </button>
                            <button
                              type="button"
                              className={smallButtonClass}
                              onClick={() => setEditing({ category })}
                              aria-label={t('admin.categories.editNamed', { name })}
                            >
                              <Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />
                              <span className="max-sm:sr-only">{t('admin.categories.edit')}</span>
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
        </ListFrame>
      </section>
      {guideOf && (
        <SizeGuideEditor
          category={guideOf}
          onClose={() => setGuideOf(null)}
          onSaved={() => {
            setGuideOf(null);
            list.reload();
          }}
        />
      )}
      {editing && (
        <CategoryDialog
          category={editing.category}
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

const CATEGORY_FIELDS = ['name_pl', 'name_en', 'slug', 'description_pl', 'description_en', 'position', 'is_active'];

function CategoryDialog({
  category,
  onClose,
  onSaved,
}: {
  category: AdminCategory | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    name_pl: category?.name_pl ?? '',
    name_en: category?.name_en ?? '',
    slug: category?.slug ?? '',
    description_pl: category?.description_pl ?? '',
    description_en: category?.description_en ?? '',
    position: String(category?.position ?? 0),
    is_active: category?.is_active ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: 'name_pl' | 'name_en' | 'slug' | 'description_pl' | 'description_en' | 'position') => ({
    id: `cat-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!values.name_pl.trim()) problems.name_pl = t('admin.form.problems.required');
    if (!values.name_en.trim()) problems.name_en = t('admin.form.problems.required');
    const position = Number(values.position || '0');
    if (!Number.isInteger(position) || position < 0) problems.position = t('admin.form.problems.wholeNumber');
    if (Object.keys(problems).length) {
      setErrors(problems);
      setMessage(t('forms.fixFields', { count: Object.keys(problems).length }));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const saved = await adminApi.saveCategory(
        {
          name_pl: values.name_pl.trim(),
          name_en: values.name_en.trim(),
          ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
          description_pl: values.description_pl.trim(),
          description_en: values.description_en.trim(),
          position,
          is_active: values.is_active,
        },
        category?.id,
      );
      notify(saved.message || t('admin.form.saved'), 'success');
      onSaved();
    } catch (failure) {
      const outcome = formFailure(failure, t, t('admin.common.saveFailed'), CATEGORY_FIELDS);
      if (outcome.sessionExpired) handleApiError(failure);
      setErrors(outcome.fields);
      setMessage(outcome.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={busy}
      title={category ? t('admin.categories.editTitle') : t('admin.categories.newTitle')}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label={t('admin.form.namePl')} lang="pl" required maxLength={120} {...field('name_pl')} />
          <InputField label={t('admin.form.nameEn')} lang="en" required maxLength={120} {...field('name_en')} />
        </div>
        <InputField
          label={t('admin.form.slug')}
          autoCapitalize="none"
          spellCheck={false}
          hint={t('admin.categories.slugHint', { slug: slugPreview(values.name_pl) })}
          {...field('slug')}
        />
        <TextAreaField label={t('admin.categories.descriptionPl')} lang="pl" rows={3} {...field('description_pl')} />
        <TextAreaField label={t('admin.categories.descriptionEn')} lang="en" rows={3} {...field('description_en')} />
        <InputField
          label={t('admin.categories.position')}
          type="number"
          min={0}
          inputMode="numeric"
          hint={t('admin.categories.positionHint')}
          {...field('position')}
        />
        <CheckField
          id="cat-is_active"
          label={t('admin.categories.visibleInShop')}
          checked={values.is_active}
          onChange={(checked) => setValues((v) => ({ ...v, is_active: checked }))}
        />
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={onClose} disabled={busy}>
            {t('admin.common.cancel')}
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
            {busy ? t('admin.form.saving') : t('admin.form.save')}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
