import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WishlistProduct } from './snapshot';
import { useIsInWishlist, useWishlistStore } from './store';

const VARIANTS = {
  /** Over a card's photo, above the card's stretched link. */
  card: 'absolute right-2 top-2 z-10 size-11 bg-cream/90 shadow-sm shadow-ink/10 hover:bg-paper sm:right-2.5 sm:top-2.5',
  /** Beside the add-to-cart button on the product page. */
  page: 'size-[52px] shrink-0 border border-ink/80 hover:bg-sand sm:size-14',
} as const;

/**
 * The heart: a toggle button (aria-pressed) with the same name in both states, as screen readers expect
 * of toggles. Drawn unpressed on the server — pages are shared by every visitor — and filled in once the
 * browser knows this visitor's list.
 */
export function WishlistButton({
  product,
  variant = 'card',
  className = '',
}: {
  product: WishlistProduct;
  variant?: keyof typeof VARIANTS;
  className?: string;
}) {
  const { t } = useTranslation();
  const saved = useIsInWishlist(product.id);
  const busy = useWishlistStore((state) => state.busy.includes(product.id));
  const toggle = useWishlistStore((state) => state.toggle);

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t('wishlist.toggleLabel', { name: product.name })}
      title={t(saved ? 'wishlist.removeHint' : 'wishlist.addHint')}
      aria-busy={busy || undefined}
      onClick={() => void toggle(product)}
      className={`inline-flex items-center justify-center rounded-full text-ink transition-colors ${VARIANTS[variant]} ${className}`}
    >
      <Heart
        aria-hidden="true"
        className={`size-5 transition-colors ${saved ? 'fill-bordo text-bordo' : ''}`}
        strokeWidth={1.5}
      />
    </button>
  );
}
