import type { SizeGuide } from '@atelier/contracts';
import { Ruler } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '~/components/ui/lazy';

const SizeGuideDialog = lazyWithPreload(() => import('./size-guide-dialog'));

export const sizeGuideButtonClass =
  'inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-cognac underline-offset-4 hover:underline';

export function SizeGuideButtonContent() {
  const { t } = useTranslation();
  return (
    <>
      <Ruler aria-hidden="true" className="size-4" strokeWidth={1.5} />
      {t('product.sizeGuide.open')}
    </>
  );
}

/**
 * The product page's "Size guide" button (docs/product-rules.md#size-guides). The guide came with the
 * product, so the button is rendered by the server; the dialog's code comes when a pointer or focus
 * reaches the button, keeping the page's first download as it was.
 */
export function SizeGuideButton({ guide }: { guide: SizeGuide }) {
  const [used, setUsed] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={SizeGuideDialog.preload}
      onPointerDown={SizeGuideDialog.preload}
      onFocus={SizeGuideDialog.preload}
      onClick={() => setUsed(true)}
      className={sizeGuideButtonClass}
    >
      <SizeGuideButtonContent />
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SizeGuideDialog guide={guide} initiallyOpen />
    </Suspense>
  );
}
