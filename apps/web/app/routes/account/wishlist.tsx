import { Heart, Loader2, ShoppingBag, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { SimplePage } from '~/components/ui/simple-page';
import { useAuthStore } from '~/features/auth/store';
import { Confirm, preloadConfirm } from '~/features/cart/confirm';
import { cartColourOf } from '~/features/cart/product-choice';
import { useCartStore } from '~/features/cart/store';
import { AvailabilityNote } from '~/features/catalog/availability-note';
import { PriceTag } from '~/features/catalog/price-tag';
import { selectableSizes } from '~/features/catalog/product';
import { useWishlistStore, type WishlistEntry } from '~/features/wishlist/store';
import { formatDate } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'wishlist');

/**
 * The wishlist (docs/product-rules.md#addresses-and-languages Other screens): saved products with move-to-cart and remove, and clear-all after a
 * question. A customer's list lives on the server; a guest keeps theirs on this device (docs/product-rules.md#staff, #carts) and is
 * told that logging in keeps it on every device. Drawn by the browser only: the page is shared by everyone.
 */
export default function Wishlist() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const hydrated = useWishlistStore((state) => state.hydrated);
  const items = useWishlistStore((state) => state.items);
  const clearAll = useWishlistStore((state) => state.clearAll);
  const loggedIn = useAuthStore((state) => state.user !== null);
  const [clearing, setClearing] = useState(false);
  const [clearBusy, setClearBusy] = useState(false);
  const cleared = useRef(false);

  if (!hydrated) {
    return (
      <SimplePage page="wishlist">
        <div aria-busy="true" className="grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 lg:grid-cols-4">
          <span className="sr-only">{t('common.loading')}</span>
          {[0, 1, 2, 3].map((key) => (
            <div key={key} aria-hidden="true" className="aspect-[3/4] animate-pulse rounded-sm bg-sand" />
          ))}
        </div>
      </SimplePage>
    );
  }

  async function confirmClear() {
    setClearBusy(true);
    const done = await clearAll();
    setClearBusy(false);
    cleared.current = done;
    if (done) setClearing(false);
  }

  return (
    <SimplePage page="wishlist">
      {!loggedIn && (
        <p className="mb-8 rounded-sm border border-hairline bg-paper px-4 py-3 text-sm text-taupe">
          {t('wishlist.guestHint')}{' '}
          <Link
            to={`${to('/login')}?redirect=${encodeURIComponent(to('/wishlist'))}`}
            className="inline-flex min-h-11 items-center font-medium text-cognac underline underline-offset-4"
          >
            {t('common.loginCta')}
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <EmptyState
          icon={<Heart aria-hidden="true" className="size-5" strokeWidth={1.5} />}
          title={t('wishlist.empty')}
          hint={t('wishlist.emptyHint')}
        >
          <Link to={to('/products')} className={buttonClass('primary')}>
            {t('common.browseProducts')}
          </Link>
        </EmptyState>
      ) : (
        <section aria-labelledby="wishlist-title">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-hairline pb-4">
            <h2 id="wishlist-title" tabIndex={-1} className="text-2xl outline-none sm:text-[1.7rem]">
              {t('wishlist.listTitle')}
            </h2>
            <p className="text-sm text-taupe">{t('wishlist.itemCount', { count: items.length })}</p>
          </div>
          <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-12 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4">
            {items.map((entry) => (
              <WishlistCard key={entry.product_id} entry={entry} />
            ))}
          </ul>
          <div className="mt-10 flex justify-end border-t border-hairline pt-6">
            <button
              type="button"
              onClick={() => setClearing(true)}
              onPointerEnter={preloadConfirm}
              onFocus={preloadConfirm}
              className="inline-flex min-h-11 items-center text-sm text-taupe underline underline-offset-4 hover:text-bordo"
            >
              {t('wishlist.clearAll')}
            </button>
          </div>
        </section>
      )}
      <Confirm
        open={clearing}
        onOpenChange={setClearing}
        title={t('wishlist.clearConfirm.title')}
        description={t('wishlist.clearConfirm.text')}
        confirmLabel={t('wishlist.clearConfirm.confirm')}
        cancelLabel={t('wishlist.clearConfirm.cancel')}
        busy={clearBusy}
        onConfirm={() => void confirmClear()}
        returnFocus={() => {
          if (!cleared.current) return false;
          cleared.current = false;
          document.getElementById('main')?.focus();
          return true;
        }}
      />
    </SimplePage>
  );
}

/** One saved product: photo and name leading to it, price, availability, move-to-cart and remove. */
function WishlistCard({ entry }: { entry: WishlistEntry }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const toggle = useWishlistStore((state) => state.toggle);
  const addToCart = useCartStore((state) => state.add);
  const [moving, setMoving] = useState(false);
  const { product } = entry;
  const href = to(`/products/${product.slug || product.id}`);
  const photo = product.gallery?.[0];
  const src = photo?.url ?? product.image ?? undefined;
  const sizes = selectableSizes(product.sizes ?? []);
  const orderable = product.orderable ?? true;
  const stock = {
    in_stock: product.in_stock ?? true,
    orderable,
    made_to_order: product.made_to_order ?? false,
  };

  async function moveToCart() {
    if (moving) return;
    setMoving(true);
    const outcome = await addToCart({
      product: {
        id: product.id,
        name: product.name,
        slug: product.slug ?? null,
        image: product.image ?? null,
        price: product.price ?? 0,
      },
      quantity: 1,
      variantId: product.default_variant_id ?? null,
      size: sizes.length === 1 ? sizes[0] : null,
      colour: cartColourOf(product.colors),
    });
    setMoving(false);
    // Moved means it leaves the wishlist; a refusal leaves it where it was.
    if (outcome.kind !== 'refused') await toggle(product);
  }

  return (
    <li className="flex flex-col">
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="studio-backdrop block overflow-hidden rounded-sm">
          {src ? (
            <img
              src={src}
              srcSet={photo?.srcset || undefined}
              sizes="(min-width: 1024px) 290px, (min-width: 640px) 32vw, 48vw"
              width={1024}
              height={1024}
              alt=""
              loading="lazy"
              decoding="async"
              className="aspect-square w-full object-cover"
            />
          ) : (
            <span className="block aspect-square w-full" />
          )}
        </Link>
        <button
          type="button"
          onClick={() => void toggle(product)}
          aria-label={t('wishlist.removeLabel', { name: product.name })}
          title={t('wishlist.remove')}
          className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-full bg-cream/90 text-ink shadow-sm shadow-ink/10 transition-colors hover:bg-paper hover:text-bordo"
        >
          <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
        </button>
      </div>
      <div className="mt-3.5 flex flex-1 flex-col">
        {product.category && (
          <p className="text-[11px] font-medium uppercase tracking-[0.18em] text-taupe">{product.category.name}</p>
        )}
        <h3 className="mt-1 font-sans text-[15px] font-medium leading-snug tracking-normal sm:text-base">
          <Link to={href} className="rounded-sm hover:text-cognac">
            {product.name}
          </Link>
        </h3>
        {product.price !== undefined && (
          <PriceTag
            product={{
              price: product.price,
              base_price: product.base_price ?? product.price,
              discount_info: product.discount_info ?? {
                has_discount: false,
                discount_percentage: 0,
                original_price: product.price,
                discounted_price: product.price,
              },
              lowest_price_30d: product.lowest_price_30d ?? null,
            }}
          />
        )}
        <AvailabilityNote product={stock} className="mt-1.5" />
        <p className="mt-1.5 text-xs text-taupe">
          {t('wishlist.addedOn', { date: formatDate(entry.added_at, locale) })}
        </p>
        <div className="mt-auto pt-4">
          {!orderable ? null : sizes.length > 1 ? (
            <Link
              to={href}
              aria-label={t('wishlist.chooseSizeLabel', { name: product.name })}
              className={buttonClass('secondary', 'w-full px-3')}
            >
              {t('wishlist.chooseSize')}
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => void moveToCart()}
              aria-disabled={moving || undefined}
              // While moving, the name is what the button shows (Label in Name, WCAG 2.5.3).
              aria-label={moving ? undefined : t('wishlist.moveToCartLabel', { name: product.name })}
              className={buttonClass('primary', 'w-full px-3')}
            >
              {moving ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />
              ) : (
                <ShoppingBag aria-hidden="true" className="size-4 shrink-0 max-sm:hidden" strokeWidth={1.5} />
              )}
              {moving ? t('wishlist.moving') : t('wishlist.moveToCart')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
