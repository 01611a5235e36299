import { Eye, EyeOff, Loader2 } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button';
import { describedBy, FieldError, FieldHint, inputClass, labelClass } from './field';
import { TONE_ICON, TONE_ICON_COLOUR, type Tone } from './tone';

/*
 * Form building blocks shared by the account pages and the review form: a label above every field, the
 * field's own error right under it (tied by aria-describedby and aria-invalid), 16 px text so phones do
 * not zoom, and 48 px tall controls.
 */

export { describedBy, FieldError, FieldHint, inputClass, labelClass } from './field';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Content after the input inside its frame (the show-password button). */
  addon?: ReactNode;
};

export function TextField({ id, label, error, hint, addon, className = '', ...input }: InputProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          className={`${inputClass} ${addon ? 'pr-14' : ''}`}
          {...input}
        />
        {addon}
      </div>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A password with its own show/hide toggle (the reset and profile forms); or, with `visible`, one whose
 * visibility a shared "show password" checkbox controls (login and register, as the first version drew them).
 */
export function PasswordField({ visible, ...props }: Omit<InputProps, 'type' | 'addon'> & { visible?: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const ownToggle = visible === undefined;
  const show = ownToggle ? shown : visible;
  return (
    <TextField
      {...props}
      type={show ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      addon={
        ownToggle ? (
          <button
            type="button"
            onClick={() => setShown((value) => !value)}
            aria-pressed={shown}
            aria-label={t('forms.showPasswordFor', { field: props.label })}
            className="absolute inset-y-0 right-0 inline-flex w-12 items-center justify-center rounded-sm text-taupe transition-colors hover:text-ink"
          >
            {shown ? (
              <EyeOff aria-hidden="true" className="size-5" strokeWidth={1.5} />
            ) : (
              <Eye aria-hidden="true" className="size-5" strokeWidth={1.5} />
            )}
          </button>
        ) : undefined
      }
    />
  );
}

export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  error,
  hint,
  disabled,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 py-1.5 text-[15px] leading-snug">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-cognac"
        />
        <span>{label}</span>
      </label>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A message about the whole form: an error (announced at once) or a confirmation. */
/** A form's own message; its icon says its tone (components/ui/tone.ts). Errors are announced at once. */
export function FormMessage({ tone, children }: { tone: Tone; children: ReactNode }) {
  const styles: Record<Tone, string> = {
    error: 'border-bordo/30 bg-bordo/5 text-bordo',
    success: 'border-success/30 bg-success/5 text-success',
    warning: 'border-warning/40 bg-warning/5 text-ink',
    info: 'border-hairline bg-paper text-ink',
  };
  const Icon = TONE_ICON[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-sm border px-4 py-3 text-[15px] ${styles[tone]}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${TONE_ICON_COLOUR[tone]}`} strokeWidth={1.5} />
      <p className="min-w-0 flex-1 whitespace-pre-line">{children}</p>
    </div>
  );
}

/** The submit button: disabled with a spinner and a progress label while the form waits for the server. */
export function SubmitButton({
  busy,
  disabled = false,
  label,
  busyLabel,
  className = '',
}: {
  busy: boolean;
  /** Not usable yet without waiting (e.g. before the page's script has started). */
  disabled?: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" disabled={busy || disabled} className={buttonClass('primary', `h-12 ${className}`)}>
      {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
      {busy ? busyLabel : label}
    </button>
  );
}
