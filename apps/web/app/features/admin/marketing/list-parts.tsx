import type { TFunction } from 'i18next';
import { Loader2 } from 'lucide-react';
import { type ButtonHTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { describeApiError, isSessionExpired } from '~/lib/api-errors';
import { ConfirmDialog } from '../dialogs';
import { smallButtonClass } from '../ui';

/*
 * Pieces the marketing, moderation and inbox screens share: a status filter, icon buttons that keep a 44 px target, a page number in the
 * address (so a reload or the back button keeps the place) and a question before a hard-to-undo action.
 */

/** A row of toggle buttons choosing one status (pending / approved / all …). */
export function StatusFilter<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="inline-flex max-w-full flex-wrap gap-1 rounded-3xl border border-hairline bg-paper p-1">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium transition-colors ${
              active ? 'bg-ink text-cream' : 'text-ink hover:bg-sand'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}

/** A small action button; on phones only its icon shows, its name stays for assistive technology. */
export function RowButton({
  icon,
  label,
  busy = false,
  tone = 'neutral',
  compact = true,
  iconOnly = false,
  className = '',
  ...button
}: {
  icon: ReactNode;
  label: string;
  busy?: boolean;
  tone?: 'neutral' | 'danger' | 'accent';
  /** Hide the text on small screens. */
  compact?: boolean;
  /** Hide the text everywhere (a tooltip shows it); for rows with several actions. */
  iconOnly?: boolean;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  const tones = {
    neutral: '',
    danger: 'text-bordo! hover:border-bordo/50',
    accent: 'border-success/40 text-success! hover:border-success',
  } as const;
  return (
    <button
      type="button"
      className={`${smallButtonClass} ${iconOnly ? 'w-11 px-0!' : compact ? 'max-sm:w-11 max-sm:px-0' : ''} ${tones[tone]} ${className}`}
      title={iconOnly || compact ? label : undefined}
      aria-busy={busy || undefined}
      disabled={busy || button.disabled}
      {...button}
    >
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} /> : icon}
      <span className={iconOnly ? 'sr-only' : compact ? 'max-sm:sr-only' : undefined}>{label}</span>
    </button>
  );
}

/** The list's page and filters kept in the address; any filter change goes back to page 1. */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const update = (change: Partial<Record<K, string>> & { page?: number }) => {
    const next = new URLSearchParams();
    for (const key of keys) {
      const value = (key in change ? change[key] : values[key]) ?? '';
      if (value.trim()) next.set(key, value.trim());
    }
    const nextPage = change.page ?? 1;
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return { page, values, update };
}

/** After the last row of the last page was handled or deleted, shows the page that now is the last. */
export function useClampPage(
  meta: { current_page: number; last_page: number } | undefined,
  rows: number | undefined,
  onPage: (page: number) => void,
) {
  const beyond = meta !== undefined && rows === 0 && meta.current_page > meta.last_page;
  const lastPage = meta?.last_page ?? 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a page beyond the end triggers this
  useEffect(() => {
    if (beyond) onPage(lastPage);
  }, [beyond, lastPage]);
}

/** A question before an action; the dialog stays open (busy) until the action is done. */
export interface PendingQuestion {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'neutral';
  action: () => Promise<void>;
}

export function QuestionDialog({
  question,
  busy,
  cancelLabel,
  onClose,
  onConfirm,
}: {
  question: PendingQuestion | null;
  busy: boolean;
  cancelLabel: string;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={question !== null}
      onOpenChange={(open) => !open && onClose()}
      busy={busy}
      tone={question?.tone ?? 'danger'}
      title={question?.title ?? ''}
      confirmLabel={question?.confirmLabel ?? ''}
      cancelLabel={cancelLabel}
      onConfirm={onConfirm}
    >
      {question?.body}
    </ConfirmDialog>
  );
}

/** The question being asked and its busy state; `confirm` runs the action, then closes the question. */
export function useQuestion() {
  const [question, setQuestion] = useState<PendingQuestion | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!question) return;
    setBusy(true);
    try {
      // Actions report their own success or failure (toasts); the question closes either way.
      await question.action();
    } finally {
      setBusy(false);
      setQuestion(null);
    }
  };
  return { question, busy, ask: setQuestion, close: () => setQuestion(null), confirm };
}

/**
 * A failed action as a toast in the panel's language; an expired session goes to the global handler
 * (message, then the login page).
 */
export function reportFailure(error: unknown, t: TFunction): void {
  if (isSessionExpired(error)) {
    handleApiError(error);
    return;
  }
  notify(describeApiError(error, t).message, 'error');
}

/**
 * Moves focus to the first field (in form order) that has a message, so a long dialog scrolls to it and a
 * screen reader reads it; runs after React has drawn the messages.
 */
export function focusFirstError(prefix: string, order: readonly string[], errors: Record<string, string>): void {
  const first = order.find((name) => errors[name]);
  if (!first || typeof document === 'undefined') return;
  setTimeout(() => document.getElementById(`${prefix}-${first}`)?.focus(), 0);
}
