import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, Printer, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { isSessionExpired } from '~/lib/api-errors';
import { adminInputClass, LoadFailed, smallButtonClass } from '../ui';
import { fetchPackingSlip } from './orders-api';

/**
 * The packing slip (decision 011: no prices, a box to tick per line). The API serves it as a self-contained
 * HTML page behind the bearer token, which a new tab cannot send; so the panel fetches it and shows it in
 * a `srcdoc` frame. The frame has no scripts of its own (the CSP forbids inline ones anyway); the Print
 * button is the panel's own code calling the frame's `print()`, which prints the slip alone.
 */
export function PackingSlipButton({
  orderId,
  orderNumber,
  orderLocale,
}: {
  orderId: number;
  orderNumber: string;
  orderLocale: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={smallButtonClass} onClick={() => setOpen(true)}>
        <Printer aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {t('admin.orders.slip.open')}
      </button>
      {open && (
        <PackingSlipDialog
          orderId={orderId}
          orderNumber={orderNumber}
          initialLocale={orderLocale === 'en' ? 'en' : 'pl'}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

type Slip = { state: 'loading' } | { state: 'ready'; html: string } | { state: 'failed' };

function PackingSlipDialog({
  orderId,
  orderNumber,
  initialLocale,
  onClose,
}: {
  orderId: number;
  orderNumber: string;
  initialLocale: 'pl' | 'en';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [slipLocale, setSlipLocale] = useState(initialLocale);
  const [slip, setSlip] = useState<Slip>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for the same slip again
  useEffect(() => {
    let current = true;
    setSlip({ state: 'loading' });
    fetchPackingSlip(orderId, slipLocale).then(
      (html) => current && setSlip({ state: 'ready', html }),
      (error: unknown) => {
        if (!current) return;
        if (isSessionExpired(error)) handleApiError(error);
        setSlip({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [orderId, slipLocale, round]);

  const print = () => {
    const view = frame.current?.contentWindow;
    if (!view) return;
    view.focus();
    view.print();
  };

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] animate-fade-in bg-ink/40" />
        <Dialog.Content className="fixed inset-2 z-[80] flex animate-pop-in flex-col overflow-hidden rounded-lg bg-paper shadow-2xl outline-none sm:inset-6 lg:left-1/2 lg:right-auto lg:w-[56rem] lg:-translate-x-1/2">
          <div className="flex flex-wrap items-center gap-3 border-b border-hairline px-4 py-3 sm:px-6">
            <div className="order-1 min-w-0 flex-1">
              <Dialog.Title className="font-serif text-2xl font-medium">{t('admin.orders.slip.title')}</Dialog.Title>
              <Dialog.Description className="text-sm text-taupe">
                {t('admin.orders.slip.text', { number: orderNumber })}
              </Dialog.Description>
            </div>
            <div className="order-3 flex w-full flex-wrap items-center gap-3 sm:order-2 sm:w-auto">
              <label className="flex items-center gap-2 text-sm font-medium">
                {t('admin.orders.slip.language')}
                <select
                  value={slipLocale}
                  onChange={(event) => setSlipLocale(event.target.value === 'en' ? 'en' : 'pl')}
                  className={`${adminInputClass} w-auto`}
                >
                  <option value="pl">{t('admin.orders.languages.pl')}</option>
                  <option value="en">{t('admin.orders.languages.en')}</option>
                </select>
              </label>
              <button
                type="button"
                className={buttonClass('primary')}
                onClick={print}
                disabled={slip.state !== 'ready'}
              >
                <Printer aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('admin.orders.slip.print')}
              </button>
            </div>
            <Dialog.Close
              className="order-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand sm:order-3"
              aria-label={t('admin.common.close')}
            >
              <X aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 bg-sand/60 p-2 sm:p-4">
            {slip.state === 'ready' ? (
              <iframe
                ref={frame}
                srcDoc={slip.html}
                title={t('admin.orders.slip.frameTitle', { number: orderNumber })}
                className="size-full rounded-sm border border-hairline bg-white"
              />
            ) : slip.state === 'failed' ? (
              <LoadFailed onRetry={() => setRound((n) => n + 1)} />
            ) : (
              <p role="status" className="flex items-center gap-3 p-6 text-taupe">
                <Loader2 aria-hidden="true" className="size-5 animate-spin text-cognac" strokeWidth={1.5} />
                {t('admin.common.loading')}
              </p>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
