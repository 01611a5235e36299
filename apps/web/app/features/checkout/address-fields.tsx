import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  describedBy,
  FieldError,
  FieldHint,
  inputClass,
  labelClass,
  TextField,
} from '~/components/ui/form';
import {
  type AddressField,
  type CheckoutAddress,
  FIELD_MAX_LENGTH,
  formatPostalCode,
  POSTAL_CODE_INPUT_PATTERN,
} from './address';
import { CheckoutSection } from './checkout-section';

type Errors = Partial<Record<string, string>>;

interface FieldSpec {
  field: AddressField;
  autoComplete: string;
  type?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** Grid columns the field takes on wider screens (of 6). */
  span: string;
  hint?: 'email' | 'phone' | 'postal_code';
  placeholder?: 'phone' | 'postal_code';
}

const CONTACT: FieldSpec[] = [
  { field: 'name', autoComplete: 'given-name', span: 'sm:col-span-3' },
  { field: 'surname', autoComplete: 'family-name', span: 'sm:col-span-3' },
  { field: 'email', autoComplete: 'email', type: 'email', inputMode: 'email', span: 'sm:col-span-3', hint: 'email' },
  {
    field: 'phone',
    autoComplete: 'tel',
    type: 'tel',
    inputMode: 'tel',
    span: 'sm:col-span-3',
    hint: 'phone',
    placeholder: 'phone',
  },
];

const ADDRESS: FieldSpec[] = [
  { field: 'street', autoComplete: 'address-line1', span: 'sm:col-span-6' },
  { field: 'house', autoComplete: 'address-line2', span: 'sm:col-span-3' },
  { field: 'apartment', autoComplete: 'address-line3', span: 'sm:col-span-3' },
  {
    field: 'postal_code',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    span: 'sm:col-span-2',
    hint: 'postal_code',
    placeholder: 'postal_code',
  },
  { field: 'city', autoComplete: 'address-level2', span: 'sm:col-span-4' },
];

/** The address part of the checkout (docs/product-rules.md#api-contract Checkout form): contact, address, and the optional invoice. */
export function AddressFields({
  address,
  invoice,
  errors,
  disabled,
  onChange,
  onFieldBlur,
  onInvoiceChange,
  personalInvoice,
  onPersonalInvoiceChange,
  saveToBook,
}: {
  /** A signed-in customer's "save this address to my address book" (the address section's last control). */
  saveToBook?: ReactNode;
  address: CheckoutAddress;
  invoice: boolean;
  /** A consumer's invoice to the name and address above (no NIP), issued with the payment. */
  personalInvoice: boolean;
  onPersonalInvoiceChange: (wanted: boolean) => void;
  errors: Errors;
  disabled: boolean;
  onChange: (field: AddressField, value: string) => void;
  /** A field the customer leaves (the e-mail is then told to the cart). */
  onFieldBlur?: (field: AddressField, value: string) => void;
  onInvoiceChange: (invoice: boolean) => void;
}) {
  const { t } = useTranslation();

  const field = (spec: FieldSpec) => {
    const id = `checkout-${spec.field}`;
    const required = spec.field !== 'apartment';
    return (
      <TextField
        key={spec.field}
        id={id}
        className={spec.span}
        label={t(`checkout.fields.${spec.field}`)}
        name={spec.field}
        type={spec.type ?? 'text'}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete}
        required={required}
        aria-required={required}
        maxLength={FIELD_MAX_LENGTH[spec.field]}
        pattern={spec.field === 'postal_code' ? POSTAL_CODE_INPUT_PATTERN : undefined}
        placeholder={spec.placeholder ? t(`checkout.placeholders.${spec.placeholder}`) : undefined}
        hint={spec.hint ? t(`checkout.hints.${spec.hint}`) : undefined}
        value={address[spec.field]}
        error={errors[spec.field]}
        disabled={disabled}
        onChange={(event) => onChange(spec.field, event.target.value)}
        onBlur={(event) => {
          if (spec.field === 'postal_code') {
            const formatted = formatPostalCode(event.target.value);
            if (formatted !== event.target.value) onChange('postal_code', formatted);
          }
          onFieldBlur?.(spec.field, event.target.value);
        }}
      />
    );
  };

  return (
    <>
      <CheckoutSection id="checkout-contact" title={t('checkout.contactTitle')}>
        <div className="grid gap-5 sm:grid-cols-6">{CONTACT.map(field)}</div>
      </CheckoutSection>
      <CheckoutSection id="checkout-address" title={t('checkout.addressTitle')} description={t('checkout.addressText')}>
        <div className="grid gap-5 sm:grid-cols-6">
          {ADDRESS.map(field)}
          <CountryField error={errors.country} disabled={disabled} value={address.country} />
        </div>
        <div className="mt-6 space-y-4 border-t border-hairline pt-5">
          {saveToBook}
          {!invoice && (
            <CheckboxField
              id="checkout-personal-invoice"
              label={t('checkout.personalInvoiceToggle')}
              checked={personalInvoice}
              disabled={disabled}
              onChange={onPersonalInvoiceChange}
            />
          )}
          <CheckboxField
            id="checkout-invoice"
            label={t('checkout.invoiceToggle')}
            checked={invoice}
            disabled={disabled}
            onChange={onInvoiceChange}
          />
          {invoice && (
            <fieldset className="mt-4 grid gap-5 sm:grid-cols-6">
              <legend className="sr-only">{t('checkout.invoiceTitle')}</legend>
              <TextField
                id="checkout-company"
                className="sm:col-span-4"
                label={t('checkout.fields.company')}
                name="company"
                autoComplete="organization"
                maxLength={FIELD_MAX_LENGTH.company}
                value={address.company}
                error={errors.company}
                disabled={disabled}
                onChange={(event) => onChange('company', event.target.value)}
              />
              <TextField
                id="checkout-nip"
                className="sm:col-span-2"
                label={t('checkout.fields.nip')}
                name="nip"
                inputMode="numeric"
                autoComplete="off"
                maxLength={FIELD_MAX_LENGTH.nip}
                hint={t('checkout.hints.nip')}
                value={address.nip}
                error={errors.nip}
                disabled={disabled}
                onChange={(event) => onChange('nip', event.target.value)}
              />
            </fieldset>
          )}
        </div>
      </CheckoutSection>
    </>
  );
}

/**
 * Poland is the only destination (docs/product-rules.md#delivery); a select keeps the field honest and ready for more countries.
 * Not `required`: a country is always chosen, and HTML allows `required` on a select only when its first option is an
 * empty placeholder, which a list of one country has no use for.
 */
function CountryField({ value, error, disabled }: { value: string; error?: string; disabled: boolean }) {
  const { t } = useTranslation();
  const id = 'checkout-country';
  const hint = t('checkout.hints.country');
  return (
    <div className="sm:col-span-6">
      <label htmlFor={id} className={labelClass}>
        {t('checkout.fields.country')}
      </label>
      <select
        id={id}
        name="country"
        autoComplete="country"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={inputClass}
        onChange={() => {}}
      >
        <option value="PL">{t('checkout.countries.PL')}</option>
      </select>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}
