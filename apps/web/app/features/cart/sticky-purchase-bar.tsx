import { ArrowRight, Loader2, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { formatPrice } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';

/**
 * On a phone, once the purchase box has scrolled away: the product, its price and the one next step at the bottom
 * of the screen (docs/product-rules.md#catalogue) — choosing a size (back to the box), the cart once the variant
 * is in it, or adding it. Its controls are named apart from the box's ("Do koszyka", "Koszyk"), so each name on
 * the page means one control. Loaded on first use by add-to-cart.tsx.
 */
export default function StickyPurchaseBar({
  name,
  price,
  next,
  adding,
  onChooseSize,
  onAdd,
}: {
  name: string;
  price: number;
  next: 'size' | 'cart' | 'add';
  adding: boolean;
  onChooseSize: () => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <section
      aria-label={t('cart.add.stickyLabel')}
      data-testid="sticky-purchase"
      className="fixed inset-x-0 bottom-0 z-40 flex items-center gap-3 border-t border-hairline bg-cream/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur-sm animate-fade-in"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm">{name}</p>
        <p className="font-serif text-lg tabular-nums leading-tight">{formatPrice(price, locale)}</p>
      </div>
      {next === 'size' ? (
        <button type="button" onClick={onChooseSize} className={buttonClass('primary', 'shrink-0')}>
          {t('cart.add.chooseSizeShort')}
        </button>
      ) : next === 'cart' ? (
        <Link to={to('/cart')} className={buttonClass('primary', 'shrink-0')}>
          {t('nav.cart')}
          <ArrowRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
        </Link>
      ) : (
        <button
          type="button"
          onClick={onAdd}
          aria-disabled={adding || undefined}
          className={buttonClass('primary', 'shrink-0')}
        >
          {adding ? (
            <Loader2 aria-hidden="true" className="size-5 animate-spin" strokeWidth={1.5} />
          ) : (
            <ShoppingBag aria-hidden="true" className="size-5" strokeWidth={1.5} />
          )}
          {t('cart.add.addShort')}
        </button>
      )}
    </section>
  );
}
