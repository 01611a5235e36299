import * as Dialog from '@radix-ui/react-dialog';
import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { useNotificationsStore } from './store';

/** The modal of the global error handler (docs/product-rules.md#errors), closed by its acknowledge button or Escape. */
export default function ApiErrorDialog() {
  const { t } = useTranslation();
  const apiError = useNotificationsStore((state) => state.apiError);
  const clear = useNotificationsStore((state) => state.clearApiError);

  return (
    <Dialog.Root open={apiError !== null} onOpenChange={(open) => !open && clear()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] animate-fade-in bg-ink/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[80] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-pop-in rounded-lg bg-paper p-6 shadow-2xl outline-none sm:p-8">
          <div className="flex items-start gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-bordo/10 text-bordo">
              <AlertCircle aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="font-serif text-2xl font-medium">{t('errors.modalTitle')}</Dialog.Title>
              <Dialog.Description className="mt-2 whitespace-pre-line break-words text-taupe">
                {apiError?.message}
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-8 flex justify-end">
            <Dialog.Close className={buttonClass('primary')}>{t('errors.acknowledge')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
