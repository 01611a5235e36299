import type {
  ADMIN_ATTRIBUTE_KINDS as ContractKinds,
  ADMIN_ATTRIBUTE_NEW_KINDS as ContractNewKinds,
} from '@atelier/contracts';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { FieldError, FieldHint, FormMessage } from '~/components/ui/form';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { useLocale } from '~/i18n/hooks';
import { formFailure } from '~/lib/form-errors';
import type { AdminAttributeItem } from '../admin-api';
import { FormDialog } from '../dialogs';
import { InputField, SelectField } from '../fields';
import { adminInputClass } from '../ui';
import { catalogueApi } from './catalogue-api';

// The contract's lists, repeated as literals (the `satisfies` keeps them in step) like catalog/filters.ts.
export const ATTRIBUTE_KINDS = ['colour', 'style', 'gender', 'status'] as const satisfies ReadonlyArray<
  (typeof ContractKinds)[number]
>;
export const NEW_ATTRIBUTE_KINDS = ['colour', 'style'] as const satisfies ReadonlyArray<
  (typeof ContractNewKinds)[number]
>;

const CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX = /^#[0-9a-fA-F]{6}$/;
const FIELDS = ['kind', 'code', 'label_pl', 'label_en', 'hex', 'position'];

type Values = { kind: string; code: string; label_pl: string; label_en: string; hex: string; position: string };

/** Adding a colour or style, or editing any value's names, swatch and order (kind and code stay). */
export function AttributeDialog({
  attribute,
  onClose,
  onSaved,
}: {
  attribute: AdminAttributeItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [values, setValues] = useState<Values>({
    kind: attribute?.kind ?? 'colour',
    code: attribute?.code ?? '',
    label_pl: attribute?.label_pl ?? '',
    label_en: attribute?.label_en ?? '',
    hex: attribute?.hex ?? '',
    position: String(attribute?.position ?? 0),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const colour = values.kind === 'colour';
  const change = (name: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };
  const field = (name: keyof Values) => ({
    id: `attr-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!values.label_pl.trim()) problems.label_pl = t('admin.form.problems.required');
    if (!values.label_en.trim()) problems.label_en = t('admin.form.problems.required');
    if (!attribute && !CODE.test(values.code.trim())) problems.code = t('admin.attributes.problems.code');
    if (colour && !HEX.test(values.hex.trim())) problems.hex = t('admin.attributes.problems.hex');
    const position = Number(values.position || '0');
    if (!Number.isInteger(position) || position < 0) problems.position = t('admin.form.problems.wholeNumber');
    if (Object.keys(problems).length) {
      setErrors(problems);
      setMessage(t('forms.fixFields', { count: Object.keys(problems).length }));
      document.getElementById(`attr-${FIELDS.find((name) => name in problems)}`)?.focus();
      return;
    }
    setBusy(true);
    setMessage(null);
    const common = {
      label_pl: values.label_pl.trim(),
      label_en: values.label_en.trim(),
      hex: colour ? values.hex.trim() : null,
      position,
    };
    try {
      const saved = attribute
        ? await catalogueApi.updateAttribute(attribute.id, common)
        : await catalogueApi.createAttribute({
            ...common,
            kind: values.kind as (typeof NEW_ATTRIBUTE_KINDS)[number],
            code: values.code.trim(),
          });
      notify(saved.message || t('admin.form.saved'), 'success');
      onSaved();
    } catch (failure) {
      const outcome = formFailure(failure, t, t('admin.common.saveFailed'), FIELDS);
      if (outcome.sessionExpired) handleApiError(failure);
      setErrors(outcome.fields);
      setMessage(outcome.message);
    } finally {
      setBusy(false);
    }
  }

  const name = attribute ? (locale === 'en' ? attribute.label_en : attribute.label_pl) : '';
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={busy}
      title={attribute ? t('admin.attributes.editTitle', { name }) : t('admin.attributes.newTitle')}
      description={
        attribute ? t(`admin.attributes.groups.${attribute.kind as (typeof ATTRIBUTE_KINDS)[number]}`) : undefined
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {attribute ? (
          <p className="text-sm text-taupe">{t('admin.attributes.codeFixed', { code: attribute.code })}</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label={t('admin.attributes.kind')} hint={t('admin.attributes.kindHint')} {...field('kind')}>
              {NEW_ATTRIBUTE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`admin.attributeKinds.${kind}`)}
                </option>
              ))}
            </SelectField>
            <InputField
              label={t('admin.attributes.code')}
              required
              maxLength={40}
              autoCapitalize="none"
              spellCheck={false}
              hint={t('admin.attributes.codeHint')}
              {...field('code')}
            />
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label={t('admin.attributes.namePl')} lang="pl" required maxLength={80} {...field('label_pl')} />
          <InputField label={t('admin.attributes.nameEn')} lang="en" required maxLength={80} {...field('label_en')} />
        </div>
        {colour && <SwatchField value={values.hex} error={errors.hex} onChange={(hex) => change('hex', hex)} />}
        <InputField
          label={t('admin.attributes.position')}
          type="number"
          min={0}
          inputMode="numeric"
          hint={t('admin.attributes.positionHint')}
          {...field('position')}
        />
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={onClose} disabled={busy}>
            {t('admin.common.cancel')}
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
            {busy ? t('admin.form.saving') : attribute ? t('admin.form.save') : t('admin.attributes.create')}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}

/** The swatch as #RRGGBB text, with the browser's colour picker beside it for choosing by eye. */
function SwatchField({ value, error, onChange }: { value: string; error?: string; onChange: (hex: string) => void }) {
  const { t } = useTranslation();
  const valid = HEX.test(value.trim());
  const id = 'attr-hex';
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {t('admin.attributes.hex')}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          value={value}
          maxLength={7}
          placeholder="#8B4A24"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.target.value)}
          className={`${adminInputClass} max-w-40 font-mono uppercase`}
        />
        <input
          type="color"
          value={valid ? value.trim().toLowerCase() : '#8b4a24'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          aria-label={t('admin.attributes.hexPicker')}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-sm border border-hairline bg-paper p-1"
        />
      </div>
      <FieldHint id={id} hint={t('admin.attributes.hexHint')} />
      <FieldError id={id} error={error} />
    </div>
  );
}
