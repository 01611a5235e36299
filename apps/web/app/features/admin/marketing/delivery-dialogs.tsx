import type { AdminDeliveryMethod } from '@atelier/contracts';
import { Loader2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/form';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { useLocale } from '~/i18n/hooks';
import { formFailure, withoutField } from '~/lib/form-errors';
import { FormDialog } from '../dialogs';
import { InputField, SwitchField, TextAreaField } from '../fields';
import { priceText } from '../product-form-values';
import {
  DELIVERY_FIELDS,
  type DeliveryField,
  type DeliveryFormValues,
  methodFormToInput,
  methodToForm,
  parseThreshold,
} from './delivery-form';
import { focusFirstError } from './list-parts';
import { marketingApi } from './marketing-api';

function DialogButtons({ busy, onClose, children }: { busy: boolean; onClose: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button type="button" className={buttonClass('secondary')} onClick={onClose} disabled={busy}>
        {t('admin.common.cancel')}
      </button>
      <button type="submit" className={buttonClass('primary')} disabled={busy}>
        {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
        {busy ? t('admin.form.saving') : (children ?? t('admin.form.save'))}
      </button>
    </div>
  );
}

/** Names, descriptions, price, delivery time, order and availability of one delivery method. */
export function DeliveryMethodDialog({
  method,
  onClose,
  onSaved,
}: {
  method: AdminDeliveryMethod;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [values, setValues] = useState<DeliveryFormValues>(() => methodToForm(method, locale));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: Exclude<DeliveryField, 'is_active'>) => ({
    id: `delivery-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => withoutField(current, name));
    },
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const outcome = methodFormToInput(values);
    if (outcome.problems) {
      const problems = Object.fromEntries(
        Object.entries(outcome.problems).map(([name, problem]) => [
          name,
          t(`admin.deliveryMethods.problems.${problem}`),
        ]),
      );
      setErrors(problems);
      setMessage(t('forms.fixFields', { count: Object.keys(problems).length }));
      focusFirstError('delivery', DELIVERY_FIELDS, problems);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const saved = await marketingApi.saveDeliveryMethod(method.code, outcome.input);
      notify(saved.message || t('admin.form.saved'), 'success');
      onSaved();
    } catch (failure) {
      const result = formFailure(failure, t, t('admin.common.saveFailed'), DELIVERY_FIELDS);
      if (result.sessionExpired) handleApiError(failure);
      setErrors(result.fields);
      setMessage(result.message);
      focusFirstError('delivery', DELIVERY_FIELDS, result.fields);
    } finally {
      setBusy(false);
    }
  }

  const name = locale === 'en' ? method.name_en : method.name_pl;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={busy}
      title={t('admin.deliveryMethods.editTitle', { name })}
      description={t('admin.deliveryMethods.dialogIntro')}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('admin.deliveryMethods.namePl')}
            lang="pl"
            required
            maxLength={120}
            {...field('name_pl')}
          />
          <InputField
            label={t('admin.deliveryMethods.nameEn')}
            lang="en"
            required
            maxLength={120}
            {...field('name_en')}
          />
        </div>
        <TextAreaField
          label={t('admin.deliveryMethods.descriptionPl')}
          lang="pl"
          rows={2}
          maxLength={500}
          {...field('description_pl')}
        />
        <TextAreaField
          label={t('admin.deliveryMethods.descriptionEn')}
          lang="en"
          rows={2}
          maxLength={500}
          {...field('description_en')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField
            label={t('admin.deliveryMethods.price')}
            required
            inputMode="decimal"
            suffix={locale === 'pl' ? 'zł' : 'PLN'}
            {...field('price')}
          />
          <InputField label={t('admin.deliveryMethods.minDays')} required inputMode="numeric" {...field('min_days')} />
          <InputField label={t('admin.deliveryMethods.maxDays')} required inputMode="numeric" {...field('max_days')} />
        </div>
        <InputField
          label={t('admin.deliveryMethods.position')}
          inputMode="numeric"
          hint={t('admin.deliveryMethods.positionHint')}
          {...field('position')}
        />
        <SwitchField
          id="delivery-is_active"
          label={t('admin.deliveryMethods.activeSwitch')}
          hint={t('admin.deliveryMethods.activeHint')}
          checked={values.is_active}
          onChange={(checked) => setValues((current) => ({ ...current, is_active: checked }))}
        />
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <DialogButtons busy={busy} onClose={onClose} />
      </form>
    </FormDialog>
  );
}

/** The shop-wide free-delivery threshold (docs/product-rules.md#delivery). */
export function ThresholdDialog({
  threshold,
  onClose,
  onSaved,
}: {
  threshold: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [text, setText] = useState(() => priceText(threshold, locale));
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const amount = parseThreshold(text);
    if (amount === null) {
      setError(t('admin.deliveryMethods.problems.price'));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const saved = await marketingApi.saveDeliverySettings({ free_shipping_threshold: amount });
      notify(saved.message || t('admin.form.saved'), 'success');
      onSaved();
    } catch (failure) {
      const result = formFailure(failure, t, t('admin.common.saveFailed'), ['free_shipping_threshold']);
      if (result.sessionExpired) handleApiError(failure);
      setError(result.fields.free_shipping_threshold ?? null);
      setMessage(result.fields.free_shipping_threshold ? null : result.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={busy}
      title={t('admin.deliveryMethods.thresholdTitle')}
      description={t('admin.deliveryMethods.thresholdIntro')}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <InputField
          id="delivery-threshold"
          label={t('admin.deliveryMethods.threshold')}
          inputMode="decimal"
          required
          suffix={locale === 'pl' ? 'zł' : 'PLN'}
          hint={t('admin.deliveryMethods.thresholdHint')}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <DialogButtons busy={busy} onClose={onClose} />
      </form>
    </FormDialog>
  );
}
