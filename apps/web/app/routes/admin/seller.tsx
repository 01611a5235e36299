import type { AdminSellerInput, SellerIdentityView, SellerResponse } from '@atelier/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FormMessage, SubmitButton, TextField } from '~/components/ui/form';
import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { SelectField } from '~/features/admin/fields';
import { AdminPageHeader, cardClass, NoAccess } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { notify } from '~/features/notifications/store';
import { api } from '~/lib/api';
import { formFailure } from '~/lib/form-errors';
import type { Route } from './+types/seller';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'seller');

/** The seller's legal identity (docs/product-rules.md#seller-identity), editable by super_admin. */
export default function AdminSeller() {
  const access = useAdminAccess('settings');
  if (!access.read) return <NoAccess scope="area" />;
  return <SellerPage canEdit={access.write} />;
}

const TEXT_FIELDS = [
  'name',
  'street',
  'postal_code',
  'city',
  'nip',
  'regon',
  'register_entry',
  'bank_account',
  'email',
  'phone',
] as const;
type TextKey = (typeof TEXT_FIELDS)[number];

function SellerPage({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const loaded = useAdminData('seller', (signal) => api.get<SellerResponse>('/api/admin/settings/seller', { signal }));
  const [values, setValues] = useState<SellerIdentityView | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (loaded.state === 'ready') setValues(loaded.data.data);
  }, [loaded.state, loaded.data]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values) return;
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const body: AdminSellerInput = {
        name: values.name,
        street: values.street,
        postal_code: values.postal_code,
        city: values.city,
        country: values.country,
        nip: values.nip,
        regon: values.regon,
        register_entry: values.register_entry,
        bank_account: values.bank_account,
        email: values.email,
        phone: values.phone,
        vat_status: values.vat_status,
        demo: values.demo,
      };
      const saved = await api.put<SellerResponse & { message?: string }>('/api/admin/settings/seller', body);
      setValues(saved.data);
      notify(saved.message ?? t('admin.seller.saved'), 'success');
    } catch (error) {
      const failure = formFailure(error, t, t('admin.common.saveFailed'), TEXT_FIELDS);
      setErrors(failure.fields);
      setMessage(failure.message);
    } finally {
      setBusy(false);
    }
  }

  const set = (key: TextKey, value: string) => setValues((v) => (v ? { ...v, [key]: value } : v));

  return (
    <>
      <AdminPageHeader title={t('admin.seller.title')} description={t('admin.seller.intro')} />
      <section className={`${cardClass} p-5 sm:p-6`}>
        {!values ? (
          <p role="status">{t('admin.common.loading')}</p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
            <p className="text-sm text-taupe sm:col-span-2">
              {t('admin.seller.termsVersion', { version: values.terms_version })}
            </p>
            {TEXT_FIELDS.map((key) => (
              <TextField
                key={key}
                id={`seller-${key}`}
                className={key === 'name' || key === 'register_entry' ? 'sm:col-span-2' : ''}
                label={t(`admin.seller.fields.${key}`)}
                value={values[key]}
                error={errors[key]}
                disabled={busy || !canEdit}
                onChange={(e) => set(key, e.target.value)}
              />
            ))}
            <SelectField
              id="seller-vat"
              label={t('admin.seller.fields.vat_status')}
              value={values.vat_status}
              disabled={busy || !canEdit}
              onChange={(e) => setValues({ ...values, vat_status: e.target.value as 'active' | 'exempt' })}
            >
              <option value="active">{t('admin.seller.vat.active')}</option>
              <option value="exempt">{t('admin.seller.vat.exempt')}</option>
            </SelectField>
            <div className="sm:col-span-2">
              <CheckboxField
                id="seller-demo"
                label={t('admin.seller.fields.demo')}
                checked={values.demo}
                disabled={busy || !canEdit}
                onChange={(demo) => setValues({ ...values, demo })}
              />
            </div>
            {message && (
              <div className="sm:col-span-2">
                <FormMessage tone="error">{message}</FormMessage>
              </div>
            )}
            {canEdit && (
              <div className="sm:col-span-2">
                <SubmitButton busy={busy} label={t('admin.seller.save')} busyLabel={t('admin.seller.saving')} />
              </div>
            )}
          </form>
        )}
      </section>
    </>
  );
}
