import type { Product, ProductVariant } from '@atelier/contracts';
import { ArrowRight, CheckCircle2, Loader2, Minus, PackageX, Plus, ShoppingBag } from 'lucide-react';
import { type ReactNode, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { FieldError } from '~/components/ui/field';
import { lazyWithPreload } from '~/components/ui/lazy';
import { useLocalePath } from '~/i18n/hooks';
import { useMediaQuery } from '~/lib/use-media';
import { availability } from '../catalog/product';
import { useCartNotice } from './cart-notice-store';
import { maxOrderQuantity } from './product-choice';
import { useCartStore } from './store';

// A phone's sticky purchase bar shows only once the box has scrolled away: its code is fetched after hydration, on
// phones only (docs/decisions/028-javascript-budget.md).
const StickyPurchaseBar = lazyWithPreload(() => import('./sticky-purchase-bar'));

const stepClass =
  'inline-flex size-11 items-center justify-center rounded-full transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:text-taupe/60 disabled:hover:bg-transparent';

/**
 * The product page's purchase box (docs/product-rules.md#addresses-and-languages Product detail): quantity and
 * the add-to-cart button with its waiting state, for the variant chosen above it (docs/product-rules.md#variants).
 * Once that variant is in the cart the button gives way to an "in your cart" notice with the way to the cart. A
 * variant that cannot be ordered keeps a disabled button and says why. `aside` sits beside the button (the
 * wishlist heart).
 */
export function AddToCart({
  product,
  variant,
  needsSize = false,
  aside,
}: {
  product: Pick<Product, 'id' | 'name' | 'slug' | 'image' | 'variants'> & Partial<Pick<Product, 'gift_card'>>;
  variant: ProductVariant;
  /** A size is still to be chosen: the button waits and says so. */
  needsSize?: boolean;
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const id = useId();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const passed = useScrolledPast(box);
  const phone = useMediaQuery('(max-width: 639px)');
  const add = useCartStore((state) => state.add);
  const showAdded = useCartNotice((state) => state.show);
  const orderable = availability(variant) !== 'out_of_stock';
  const max = maxOrderQuantity(variant);
  const otherOrderable = product.variants.some((other) => other.id !== variant.id && other.orderable);
  const inCart = useCartStore((state) =>
    state.lines
      .filter(
        (line) =>
          line.product_id === product.id &&
          (line.variant_id != null ? line.variant_id === variant.id : product.variants.length === 1),
      )
      .reduce((sum, line) => sum + line.quantity, 0),
  );

  useEffect(() => {
    if (phone && orderable) StickyPurchaseBar.preload();
  }, [phone, orderable]);

  // Another variant starts again from one piece and without the last refusal.
  const [shownVariant, setShownVariant] = useState(variant.id);
  if (shownVariant !== variant.id) {
    setShownVariant(variant.id);
    setQuantity(1);
    setError(null);
  }

  /** `from`: the purchase box, or the phone's sticky bar (which keeps the page where it is). */
  async function onAdd(from: 'box' | 'bar' = 'box') {
    if (adding || needsSize || !orderable) return;
    setAdding(true);
    setError(null);
    const outcome = await add({
      product: {
        id: product.id,
        name: product.name,
        slug: product.slug,
        image: variant.images[0] ?? product.image,
        price: variant.price,
      },
      quantity,
      variantId: variant.id,
      size: variant.size === 'one_size' ? null : variant.size,
      colour: variant.color,
      quiet: true,
    });
    setAdding(false);
    if (outcome.kind === 'refused') {
      setError(outcome.message);
      return;
    }
    if (outcome.kind === 'added') {
      // The mini cart says it (and shows the way to the cart and the checkout) instead of a toast.
      showAdded({
        name: product.name,
        image: variant.images[0] ?? product.image,
        options: [variant.color?.name, variant.size === 'one_size' ? null : variant.size].filter(Boolean).join(' · '),
        quantity,
      });
    }
    setQuantity(1);
    // The button is replaced by the notice; focus follows so keyboard users hear what happened. From the sticky
    // bar the page stays put (focusing the box would scroll back up to it); the mini cart says it there.
    if (from === 'box') requestAnimationFrame(() => noticeRef.current?.focus());
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
    <div ref={box} className="mt-7">
      {phone && passed && orderable && (
        <Suspense fallback={null}>
          <StickyPurchaseBar
            name={product.name}
            price={variant.price}
            next={needsSize ? 'size' : inCart > 0 ? 'cart' : 'add'}
            adding={adding}
            onChooseSize={() => box.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })}
            onAdd={() => void onAdd('bar')}
          />
        </Suspense>
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
          {!variant.made_to_order && quantity >= max && (
            <p className="text-sm text-taupe">{t('cart.add.stockLimit', { count: max })}</p>
          )}
        </fieldset>
      )}

      {needsSize && orderable && (
        <p id={`${id}-size-hint`} className="mb-3 text-sm text-taupe">
          {product.gift_card ? t('cart.add.chooseAmount') : t('cart.add.chooseSize')}
        </p>
      )}
      {orderable && !needsSize && inCart > 0 ? (
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
            <button
              type="button"
              disabled
              aria-describedby={`${id}-unavailable`}
              className={buttonClass('primary', 'flex-1 py-3.5 text-[15px] sm:py-4')}
            >
              <PackageX aria-hidden="true" className="size-5" strokeWidth={1.5} />
              {t('catalog.availability.out_of_stock')}
            </button>
          )}
          {aside}
        </div>
      )}
      {!orderable && (
        <p
          id={`${id}-unavailable`}
          className={otherOrderable ? 'mt-3 text-sm text-bordo' : 'sr-only'}
          data-testid="variant-unavailable"
        >
          {otherOrderable ? t('product.variant.cannotAdd') : t('product.outOfStockText')}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * Whether the page has scrolled past an element (it is above the viewport): a phone's purchase button has gone
 * out of reach and the sticky bar takes its place. Read on scroll (once a frame) rather than by an
 * IntersectionObserver, which says nothing when a jump (a link to the reviews) takes the element from below the
 * screen to above it without crossing it.
 */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = target.current;
      if (element) setPassed(element.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [target]);
  return passed;
}
