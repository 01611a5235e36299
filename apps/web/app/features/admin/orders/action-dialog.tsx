import { Loader2 } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/form';
import { FormDialog } from '../dialogs';

/**
 * A confirmation that asks for a little more (a tracking number, a reason, an amount): the panel's form
 * dialog with the form, its message and the two answers, the safe one first on phones' reading order.
 */
export function ActionDialog({
  title,
  description,
  busy,
  message,
  submitLabel,
  busyLabel,
  cancelLabel,
  tone = 'primary',
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  busy: boolean;
  message: string | null;
  submitLabel: string;
  busyLabel: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <FormDialog open onOpenChange={(open) => !open && onClose()} busy={busy} title={title} description={description}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        {children}
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={onClose} disabled={busy}>
            {cancelLabel ?? t('admin.common.cancel')}
          </button>
          <button
            type="submit"
            className={tone === 'danger' ? buttonClass('danger') : buttonClass('primary')}
            disabled={busy}
            aria-busy={busy}
          >
            {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
