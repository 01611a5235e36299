import { useTranslation } from 'react-i18next';
import { describedBy, FieldError, FieldHint, inputClass, labelClass } from '~/components/ui/form';
import { NOTES_MAX_LENGTH } from './address';
import { CheckoutSection } from './checkout-section';

/** Notes to the order, at most NOTES_MAX_LENGTH characters. */
export function NotesSection({
  value,
  error,
  disabled,
  onChange,
}: {
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const notesId = 'checkout-notes';
  return (
    <CheckoutSection id="checkout-notes-section" title={t('checkout.notesTitle')}>
      <label htmlFor={notesId} className={labelClass}>
        {t('checkout.fields.notes')}
      </label>
      <textarea
        id={notesId}
        name="notes"
        rows={4}
        maxLength={NOTES_MAX_LENGTH}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(notesId, { hint: t('checkout.hints.notes'), error })}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} h-auto py-3`}
      />
      <FieldHint id={notesId} hint={t('checkout.hints.notes')} />
      <FieldError id={notesId} error={error} />
    </CheckoutSection>
  );
}
