import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { buttonClass } from '~/components/ui/button';
import type { ConfirmProps } from './confirm';

/**
 * A question before something is removed (docs/product-rules.md#errors: removal asks for confirmation). Radix traps focus,
 * starts on the safe answer and closes on Escape; focus then goes where the caller says, since the
 * button that opened it may be gone with the removed line.
 */
export default function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  returnFocus,
}: ConfirmProps) {
  // Radix returns focus to a Dialog.Trigger; this dialog has none, so it remembers what opened it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] animate-fade-in bg-ink/40" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-cancel]')?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!returnFocus?.()) opener.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-[80] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-pop-in rounded-lg bg-paper p-6 shadow-2xl outline-none sm:p-8"
        >
          <div className="flex items-start gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-bordo/10 text-bordo">
              <TriangleAlert aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="font-serif text-2xl font-medium">{title}</Dialog.Title>
              <Dialog.Description className="mt-2 break-words text-taupe">{description}</Dialog.Description>
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
              className={buttonClass('primary')}
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
