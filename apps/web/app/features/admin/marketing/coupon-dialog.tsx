import type { AdminCoupon } from '@atelier/contracts';
import { ChevronDown, Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/form';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { useLocale } from '~/i18n/hooks';
import { formFailure, withoutField } from '~/lib/form-errors';
import { adminApi } from '../admin-api';
import { FormDialog } from '../dialogs';
import { CheckField, InputField, SelectField, SwitchField, TextAreaField } from '../fields';
import { useAdminData } from '../use-admin-data';
import {
  COUPON_FIELDS,
  COUPON_KIND_OPTIONS,
  type CouponField,
  type CouponFormValues,
  couponFormToInput,
  couponToForm,
  emptyCouponForm,
} from './coupon-form';
import { focusFirstError } from './list-parts';
import { marketingApi } from './marketing-api';

type TextField = Exclude<CouponField, 'type' | 'first_order_only' | 'is_active' | 'category_ids'>;

/** A new promo code or an existing one; the server's field messages appear under their fields. */
export function CouponDialog({
  coupon,
  onClose,
  onSaved,
}: {
  coupon: AdminCoupon | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [values, setValues] = useState<CouponFormValues>(() =>
    coupon ? couponToForm(coupon, locale) : emptyCouponForm(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const categories = useAdminData('coupon-categories', (signal) => adminApi.categories(signal));

  const set = <K extends CouponField>(name: K, value: CouponFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutField(current, name));
  };
  const field = (name: TextField) => ({
    id: `coupon-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const outcome = couponFormToInput(values, coupon);
    if (outcome.problems) {
      const problems = Object.fromEntries(
        Object.entries(outcome.problems).map(([name, problem]) => [name, t(`admin.coupons.problems.${problem}`)]),
      );
      setErrors(problems);
      setMessage(t('forms.fixFields', { count: Object.keys(problems).length }));
      focusFirstError('coupon', COUPON_FIELDS, problems);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const saved = await marketingApi.saveCoupon(outcome.input, coupon?.id);
      notify(saved.message || t('admin.form.saved'), 'success');
      onSaved();
    } catch (failure) {
      const result = formFailure(failure, t, t('admin.common.saveFailed'), COUPON_FIELDS);
      if (result.sessionExpired) handleApiError(failure);
      setErrors(result.fields);
      setMessage(result.message);
      focusFirstError('coupon', COUPON_FIELDS, result.fields);
    } finally {
      setBusy(false);
    }
  }

  const valueSuffix = values.type === 'percent' ? '%' : locale === 'pl' ? 'zł' : 'PLN';
  const moneySuffix = locale === 'pl' ? 'zł' : 'PLN';

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={busy}
      title={coupon ? t('admin.coupons.editTitle', { code: coupon.code }) : t('admin.coupons.newTitle')}
      description={t('admin.coupons.dialogIntro')}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('admin.coupons.code')}
            required
            maxLength={40}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            className="[&_input]:uppercase"
            hint={t('admin.coupons.codeHint')}
            {...field('code')}
          />
          <SelectField
            id="coupon-type"
            label={t('admin.coupons.type')}
            value={values.type}
            error={errors.type}
            onChange={(event) => set('type', event.target.value as CouponFormValues['type'])}
          >
            {COUPON_KIND_OPTIONS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.coupons.kinds.${kind}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {values.type !== 'free_shipping' ? (
            <InputField
              label={values.type === 'percent' ? t('admin.coupons.percentValue') : t('admin.coupons.amountValue')}
              required
              inputMode={values.type === 'percent' ? 'numeric' : 'decimal'}
              suffix={valueSuffix}
              hint={values.type === 'percent' ? t('admin.coupons.percentHint') : undefined}
              {...field('value')}
            />
          ) : (
            <p className="self-center text-sm text-taupe sm:pt-6">{t('admin.coupons.freeDeliveryHint')}</p>
          )}
          <InputField
            label={t('admin.coupons.minOrder')}
            inputMode="decimal"
            suffix={moneySuffix}
            hint={t('admin.coupons.minOrderHint')}
            {...field('min_order_total')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('admin.coupons.startsOn')}
            type="date"
            hint={t('admin.coupons.startsHint')}
            {...field('starts_at')}
          />
          <InputField
            label={t('admin.coupons.endsOn')}
            type="date"
            min={values.starts_at || undefined}
            hint={t('admin.coupons.endsHint')}
            {...field('expires_at')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('admin.coupons.usageLimit')}
            inputMode="numeric"
            hint={t('admin.coupons.usageLimitHint')}
            {...field('usage_limit')}
          />
          <InputField
            label={t('admin.coupons.perCustomerLimit')}
            inputMode="numeric"
            hint={t('admin.coupons.perCustomerLimitHint')}
            {...field('per_customer_limit')}
          />
        </div>
        <CheckField
          id="coupon-first_order_only"
          label={t('admin.coupons.firstOrderOnly')}
          hint={t('admin.coupons.firstOrderOnlyHint')}
          checked={values.first_order_only}
          onChange={(checked) => set('first_order_only', checked)}
        />
        {categories.data && categories.data.data.length > 0 && (
          <details className="group rounded-sm border border-hairline px-4 py-1" open={values.category_ids.length > 0}>
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
              {values.category_ids.length > 0
                ? t('admin.coupons.categoriesChosen', { count: values.category_ids.length })
                : t('admin.coupons.categoriesAll')}
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 text-taupe transition-transform group-open:rotate-180"
                strokeWidth={1.5}
              />
            </summary>
            <fieldset className="pb-2">
              <legend className="mb-1 text-sm text-taupe">{t('admin.coupons.categoriesHint')}</legend>
              <div className="grid sm:grid-cols-2">
                {categories.data.data.map((category) => (
                  <CheckField
                    key={category.id}
                    id={`coupon-category-${category.id}`}
                    label={locale === 'en' ? category.name_en : category.name_pl}
                    checked={values.category_ids.includes(category.id)}
                    onChange={(checked) =>
                      set(
                        'category_ids',
                        checked
                          ? [...values.category_ids, category.id]
                          : values.category_ids.filter((id) => id !== category.id),
                      )
                    }
                  />
                ))}
              </div>
            </fieldset>
          </details>
        )}
        {coupon && coupon.product_ids.length > 0 && (
          <p className="text-sm text-taupe">{t('admin.coupons.productsKept', { count: coupon.product_ids.length })}</p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextAreaField
            label={t('admin.coupons.descriptionPl')}
            lang="pl"
            rows={2}
            maxLength={500}
            {...field('description_pl')}
          />
          <TextAreaField
            label={t('admin.coupons.descriptionEn')}
            lang="en"
            rows={2}
            maxLength={500}
            {...field('description_en')}
          />
        </div>
        <SwitchField
          id="coupon-is_active"
          label={t('admin.coupons.activeSwitch')}
          hint={t('admin.coupons.activeHint')}
          checked={values.is_active}
          onChange={(checked) => set('is_active', checked)}
        />
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={onClose} disabled={busy}>
            {t('admin.common.cancel')}
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
            {busy ? t('admin.form.saving') : coupon ? t('admin.form.save') : t('admin.coupons.create')}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
