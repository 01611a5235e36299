import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';

/**
 * A question before something that is hard to undo (delete, roles, leaving unsaved changes). Radix traps
 * focus, starts on the safe answer and closes on Escape.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  tone = 'danger',
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  tone?: 'danger' | 'neutral';
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] animate-fade-in bg-ink/40" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-cancel]')?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-[80] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 animate-pop-in overflow-y-auto rounded-lg bg-paper p-6 shadow-2xl outline-none sm:p-8"
        >
          <div className="flex items-start gap-4">
            <span
              className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full ${
                tone === 'danger' ? 'bg-bordo/10 text-bordo' : 'bg-cognac/10 text-cognac'
              }`}
            >
              <TriangleAlert aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="font-serif text-2xl font-medium">{title}</Dialog.Title>
              <Dialog.Description asChild>
                <div className="mt-2 grid gap-2 break-words text-taupe">{children}</div>
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close data-cancel className={buttonClass('secondary')} disabled={busy}>
              {cancelLabel}
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy}
              className={tone === 'danger' ? buttonClass('danger') : buttonClass('primary')}
            >
              {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A form in a dialog (a category, a user's roles). */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  busy = false,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  busy?: boolean;
  /** Room for a table (a size guide) instead of a column of fields. */
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] animate-fade-in bg-ink/40" />
        <Dialog.Content
          className={`fixed left-1/2 top-1/2 z-[80] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${wide ? 'max-w-4xl' : 'max-w-xl'} -translate-x-1/2 -translate-y-1/2 animate-pop-in overflow-y-auto rounded-lg bg-paper p-6 shadow-2xl outline-none sm:p-8`}
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-serif text-2xl font-medium">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-taupe">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              className="-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand"
              aria-label={t('admin.common.close')}
              disabled={busy}
            >
              <X aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
