import type { Product } from '@atelier/contracts';
import { ArrowRight, CheckCircle2, Loader2, Minus, PackageX, Plus, ShoppingBag } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { FieldError } from '~/components/ui/form';
import { useLocalePath } from '~/i18n/hooks';
import { availability, isNumericSize, selectableSizes } from '../catalog/product';
import { cartColourOf, maxOrderQuantity } from './product-choice';
import { useCartStore } from './store';

const stepClass =
  'inline-flex size-11 items-center justify-center rounded-full transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:text-taupe/60 disabled:hover:bg-transparent';

/**
 * The product page's purchase box (docs/product-rules.md#addresses-and-languages Product detail): size picker, quantity and the add-to-cart
 * button with its waiting state. Once the product is in the cart the button gives way to an "in your cart"
 * notice with the way to the cart. `aside` sits beside the button (the wishlist heart).
 */
export function AddToCart({ product, aside }: { product: Product; aside?: ReactNode }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const id = useId();
  const sizes = selectableSizes(product.sizes);
  const [size, setSize] = useState<string | null>(sizes.length === 1 ? sizes[0] : null);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const add = useCartStore((state) => state.add);
  const orderable = availability(product) !== 'out_of_stock';
  const max = maxOrderQuantity(product);
  const needsSize = sizes.length > 0 && size === null;
  const inCart = useCartStore((state) =>
    state.lines
      .filter((line) => line.product_id === product.id && (sizes.length === 0 || line.size === size))
      .reduce((sum, line) => sum + line.quantity, 0),
  );

  async function onAdd() {
    if (adding || needsSize || !orderable) return;
    setAdding(true);
    setError(null);
    const outcome = await add({
      product: { id: product.id, name: product.name, slug: product.slug, image: product.image, price: product.price },
      quantity,
      size,
      colour: cartColourOf(product.colors),
    });
    setAdding(false);
    if (outcome.kind === 'refused') {
      setError(outcome.message);
      return;
    }
    setQuantity(1);
    // The button is replaced by the notice; focus follows so keyboard users hear what happened.
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  const addButton = (label: string) => (
    <button
      type="button"
      onClick={() => void onAdd()}
      disabled={needsSize}
      aria-disabled={adding || undefined}
      aria-describedby={needsSize ? `${id}-size-hint` : error ? `${id}-error` : undefined}
      className={buttonClass('primary', 'flex-1 py-3.5 text-[15px] sm:py-4')}
    >
      {adding ? (
        <>
          <Loader2 aria-hidden="true" className="size-5 animate-spin" strokeWidth={1.5} />
          {t('cart.add.adding')}
        </>
      ) : (
        <>
          <ShoppingBag aria-hidden="true" className="size-5" strokeWidth={1.5} />
          {label}
        </>
      )}
    </button>
  );

  return (
    <div className="mt-7">
      {sizes.length > 0 && (
        <fieldset className="mb-6" aria-describedby={needsSize && orderable ? `${id}-size-hint` : undefined}>
          <legend className="mb-3 text-xs font-medium uppercase tracking-[0.18em]">{t('product.size')}</legend>
          <div className="flex flex-wrap gap-2">
            {sizes.map((value) => (
              <label key={value} className="relative">
                <input
                  type="radio"
                  name={`${id}-size`}
                  value={value}
                  checked={size === value}
                  onChange={() => {
                    setSize(value);
                    setError(null);
                  }}
                  disabled={!orderable}
                  className="peer sr-only"
                />
                <span className="inline-flex h-11 min-w-14 cursor-pointer items-center justify-center rounded-full border border-hairline bg-paper px-4 text-sm tabular-nums transition-colors hover:border-ink peer-checked:border-ink peer-checked:bg-ink peer-checked:text-cream peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cognac peer-disabled:cursor-not-allowed peer-disabled:opacity-60">
                  {isNumericSize(value) ? t('product.sizeCm', { size: value }) : value}
                </span>
              </label>
            ))}
          </div>
          {needsSize && orderable && (
            <p id={`${id}-size-hint`} className="mt-3 text-sm text-taupe">
              {t('cart.add.chooseSize')}
            </p>
          )}
        </fieldset>
      )}

      {orderable && (
        <fieldset className="mb-5 flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="mb-3 text-xs font-medium uppercase tracking-[0.18em]">{t('cart.add.quantity')}</legend>
          <div className="inline-flex items-center rounded-full border border-hairline bg-paper">
            <button
              type="button"
              className={stepClass}
              aria-label={t('cart.add.decrease')}
              disabled={quantity <= 1}
              onClick={() => setQuantity((value) => Math.max(1, value - 1))}
            >
              <Minus aria-hidden="true" className="size-4" strokeWidth={1.5} />
            </button>
            <output aria-live="polite" className="min-w-9 text-center text-base tabular-nums">
              {quantity}
            </output>
            <button
              type="button"
              className={stepClass}
              aria-label={t('cart.add.increase')}
              disabled={quantity >= max}
              onClick={() => setQuantity((value) => Math.min(max, value + 1))}
            >
              <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
            </button>
          </div>
          {!product.made_to_order && quantity >= max && (
            <p className="text-sm text-taupe">{t('cart.add.stockLimit', { count: max })}</p>
          )}
        </fieldset>
      )}

      {orderable && inCart > 0 ? (
        <div ref={noticeRef} tabIndex={-1} className="outline-none">
          <p
            role="status"
            className="mb-3 flex items-center gap-2 rounded-sm border border-success/30 bg-success/5 px-4 py-3 text-sm font-medium text-success"
          >
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" strokeWidth={1.5} />
            {t('cart.add.inCart', { count: inCart })}
          </p>
          <div className="flex gap-3">
            <Link to={to('/cart')} className={buttonClass('primary', 'flex-1 py-3.5 text-[15px] sm:py-4')}>
              {t('cart.add.goToCart')}
              <ArrowRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
            </Link>
            {aside}
          </div>
          <button
            type="button"
            onClick={() => void onAdd()}
            aria-disabled={adding || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-2 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-cognac underline underline-offset-4"
          >
            {adding && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
            {adding ? t('cart.add.adding') : t('cart.add.addMore')}
          </button>
        </div>
      ) : (
        <div className="flex gap-3">
          {orderable ? (
            addButton(t('product.addToCart'))
          ) : (
            <button type="button" disabled className={buttonClass('primary', 'flex-1 py-3.5 text-[15px] sm:py-4')}>
              <PackageX aria-hidden="true" className="size-5" strokeWidth={1.5} />
              {t('catalog.availability.out_of_stock')}
            </button>
          )}
          {aside}
        </div>
      )}
      {!orderable && <p className="sr-only">{t('product.outOfStockText')}</p>}
      <FieldError id={id} error={error} />
    </div>
  );
}
