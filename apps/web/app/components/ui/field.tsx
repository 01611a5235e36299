import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/*
 * The parts of a form field (form.tsx builds its fields from them), on their own so that a page with one field
 * (the product page's back-in-stock form, the add-to-cart refusal) does not download every field form.tsx offers.
 */

export const inputClass =
  'block h-12 w-full min-w-0 rounded-sm border border-hairline bg-paper px-4 text-base text-ink placeholder:text-taupe/70 transition-colors focus:border-cognac aria-[invalid=true]:border-bordo disabled:cursor-not-allowed disabled:opacity-60';

export const labelClass = 'mb-2 block text-sm font-medium text-ink';

/** Ids of the hint and error paragraphs that describe a field, joined for aria-describedby. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string | null }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-2 flex items-start gap-1.5 text-sm text-bordo">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={1.5} />
      <span>{error}</span>
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-2 text-sm text-taupe">
      {hint}
    </p>
  );
}
