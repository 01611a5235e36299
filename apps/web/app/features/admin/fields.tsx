import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint } from '~/components/ui/form';
import { adminInputClass } from './ui';

/*
 * Labelled fields of the panel's forms: label above, hint and the field's own error under it, tied to
 * the control by aria-describedby (the same rules as the shop's forms, in the panel's denser size).
 */

type Common = { id: string; label: string; hint?: ReactNode; error?: string | null; className?: string };

export function InputField({
  id,
  label,
  hint,
  error,
  className = '',
  suffix,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { suffix?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          className={`${adminInputClass} ${suffix ? 'pr-12' : ''}`}
          {...input}
        />
        {suffix && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-taupe"
          >
            {suffix}
          </span>
        )}
      </div>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  className = '',
  ...area
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={`${adminInputClass} h-auto min-h-24 py-2 leading-relaxed`}
        {...area}
      />
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  hint,
  error,
  className = '',
  children,
  ...select
}: Common & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={adminInputClass}
        {...select}
      >
        {children}
      </select>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A list filter: one of a fixed set of codes, or none (the first option, "all …"). */
export function CodeFilterField<Code extends string>({
  id,
  label,
  value,
  allLabel,
  codes,
  labelOf,
  onChange,
}: {
  id: string;
  label: string;
  value: Code | '';
  allLabel: string;
  codes: readonly Code[];
  labelOf: (code: Code) => string;
  onChange: (value: Code | '') => void;
}) {
  return (
    <SelectField id={id} label={label} value={value} onChange={(event) => onChange(event.target.value as Code | '')}>
      <option value="">{allLabel}</option>
      {codes.map((code) => (
        <option key={code} value={code}>
          {labelOf(code)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * An on/off switch (publish): a real checkbox with the switch role, so it is announced as one. Its `checked`
 * is the switch's state; HTML forbids `aria-checked` on a checkbox, which could only contradict it.
 */
export function SwitchField({
  id,
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-[15px] font-medium">
        <span className="relative inline-flex">
          <input
            id={id}
            type="checkbox"
            // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox's own checked state is the switch's; HTML forbids aria-checked on it
            role="switch"
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            aria-describedby={hint ? `${id}-hint` : undefined}
            className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          />
          <span
            aria-hidden="true"
            className="h-6 w-11 rounded-full bg-taupe/40 transition-colors peer-checked:bg-success peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cognac peer-disabled:opacity-60"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute left-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
          />
        </span>
        {label}
      </label>
      <FieldHint id={id} hint={hint} />
    </div>
  );
}

export function CheckField({
  id,
  label,
  checked,
  onChange,
  disabled,
  hint,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-[15px]">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="size-5 shrink-0 cursor-pointer accent-cognac disabled:cursor-not-allowed"
        />
        <span className="flex items-center gap-2">{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 mb-1 pl-8 text-sm text-taupe">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A titled group of fields; its heading names the region for screen-reader navigation. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-hairline bg-paper p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-taupe">{description}</p>}
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}
