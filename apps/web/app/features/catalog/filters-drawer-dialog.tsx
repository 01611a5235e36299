import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { FilterBadge, FiltersButtonContent, type FiltersDrawerProps, filtersButtonClass } from './filters-drawer';

/** The filters drawer itself (Radix Dialog: focus trapped, Escape and the overlay close it). Loaded on first use. */
export default function FiltersDrawerDialog({
  activeCount,
  total,
  onClear,
  children,
  initiallyOpen = false,
}: FiltersDrawerProps & { initiallyOpen?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={filtersButtonClass}
        aria-label={activeCount > 0 ? t('productList.filtersActive', { count: activeCount }) : undefined}
      >
        <FiltersButtonContent count={activeCount} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(92vw,400px)] flex-col bg-cream shadow-2xl outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-hairline pl-6 pr-3">
            <Dialog.Title className="flex items-center gap-2 font-serif text-2xl">
              {t('productList.filters')}
              {activeCount > 0 && <FilterBadge count={activeCount} />}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('productList.closeFilters')}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
            >
              <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-6 pt-4 text-sm text-taupe">
            {t('productList.filtersDescription')}
          </Dialog.Description>
          <div className="flex-1 overflow-y-auto px-6 pt-2">{children}</div>
          <div className="flex shrink-0 items-center gap-3 border-t border-hairline bg-paper px-6 py-4">
            {activeCount > 0 && (
              <button type="button" onClick={onClear} className={buttonClass('ghost', 'shrink-0')}>
                {t('productList.clearFilters')}
              </button>
            )}
            <Dialog.Close className={buttonClass('primary', 'flex-1')}>
              {t('productList.showResults', { count: total })}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
