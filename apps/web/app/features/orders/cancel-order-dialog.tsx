import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';

/**
 * docs/product-rules.md#addresses-and-languages/docs/product-rules.md#orders: an order is cancelled only after a confirmation question. Radix traps the focus, starts on
 * the safe answer and closes on Escape.
 */
export function CancelOrderDialog({
  orderNumber,
  open,
  busy,
  onOpenChange,
  onConfirm,
}: {
  orderNumber: string;
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] animate-fade-in bg-ink/40" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-keep]')?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-[80] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-pop-in rounded-lg bg-paper p-6 shadow-2xl outline-none sm:p-8"
        >
          <div className="flex items-start gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-bordo/10 text-bordo">
              <TriangleAlert aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="font-serif text-2xl font-medium">
                {t('orders.cancelTitle', { number: orderNumber })}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-taupe">{t('orders.cancelText')}</Dialog.Description>
            </div>
          </div>
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close data-keep className={buttonClass('secondary')} disabled={busy}>
              {t('orders.cancelKeep')}
            </Dialog.Close>
            <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass('primary')}>
              {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
              {busy ? t('orders.cancelling') : t('orders.cancelConfirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
