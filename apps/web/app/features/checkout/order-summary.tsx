import type { Cart } from '@atelier/contracts';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { photoSrc } from '~/lib/photo-url';
import { GiftCardRows, PaidInFullNote } from '../cart/cart-summary';

/** docs/product-rules.md#api-contract: a single size is stored as `one_size` and not worth mentioning. */
export const ONE_SIZE = 'one_size';

/**
 * What the customer is about to pay, exactly as the server computed it (GET /api/cart, docs/product-rules.md#money): the lines,
 * subtotal, discount, delivery, the VAT included and the total.
 */
export function OrderSummary({ cart, children }: { cart: Cart; children?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const { totals } = cart;
  const price = (amount: number) => formatPrice(amount, locale);

  return (
    <section aria-labelledby="checkout-summary-title" className="rounded-lg border border-hairline bg-paper p-5 sm:p-8">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="checkout-summary-title" className="text-2xl">
          {t('checkout.summaryTitle')}
        </h2>
        <p className="text-sm text-taupe">{t('checkout.summaryItems', { count: cart.items_count })}</p>
      </div>
      <ul className="mt-5 divide-y divide-hairline border-y border-hairline">
        {cart.items.map((line) => (
          <li key={line.id} className={`flex gap-4 py-4 ${line.unavailable ? 'opacity-70' : ''}`}>
            {line.image ? (
              <img
                src={photoSrc(line.image)}
                alt=""
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-sm bg-sand object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-16 shrink-0 rounded-sm bg-sand" />
            )}
            <div className="min-w-0 flex-1 text-[15px]">
              <p className="font-medium leading-snug">{line.name}</p>
              <p className="text-sm text-taupe">
                {[
                  t('checkout.quantity', { count: line.quantity }),
                  line.size && line.size !== ONE_SIZE ? t('checkout.size', { size: line.size }) : null,
                  line.color ? t('checkout.color', { color: line.color.name }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {line.unavailable ? (
                <p className="text-sm text-bordo">{line.notice ?? t('checkout.unavailable')}</p>
              ) : line.made_to_order_quantity > 0 ? (
                <p className="text-sm text-warning">{t('checkout.madeToOrder')}</p>
              ) : null}
            </div>
            <p className="shrink-0 font-serif text-lg">{price(line.total)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        <Link
          to={to('/cart')}
          className="inline-flex min-h-11 items-center text-sm text-cognac underline underline-offset-4"
        >
          {t('checkout.editCart')}
        </Link>
      </p>
      <dl className="mt-2 grid gap-2 text-[15px]">
        <SummaryRow label={t('checkout.subtotal')} value={price(totals.subtotal)} />
        {totals.discount > 0 && (
          <SummaryRow
            label={cart.coupon ? t('checkout.discountCode', { code: cart.coupon.code }) : t('checkout.discount')}
            value={`−${price(totals.discount)}`}
          />
        )}
        <SummaryRow
          label={t('checkout.shipping')}
          value={totals.shipping === 0 && cart.items_count > 0 ? t('checkout.free') : price(totals.shipping)}
        />
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-hairline pt-4">
          <dt className="font-medium">{t('checkout.total')}</dt>
          <dd className="font-serif text-2xl" data-testid="checkout-total">
            {price(totals.total)}
          </dd>
        </div>
        <SummaryRow label={t('checkout.vatIncluded')} value={price(totals.tax)} muted />
        {totals.gift_cards_total > 0 && <GiftCardRows cart={cart} />}
      </dl>
      <PaidInFullNote cart={cart} />
      {cart.coupon && !cart.coupon.applicable && <CouponNotApplied cart={cart} />}
      {children && <div className="mt-6 grid gap-4 border-t border-hairline pt-6">{children}</div>}
    </section>
  );
}

/** A code the cart keeps but which gives nothing now, and why (e.g. first order only, for a returning customer). */
function CouponNotApplied({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const why = cart.warnings.find((warning) => warning.code.startsWith('coupon_'))?.message;
  return (
    <div className="mt-4 flex items-start gap-2 text-sm text-warning" data-testid="checkout-coupon-not-applied">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={1.5} />
      <p>{why ?? t('checkout.couponNotApplied', { code: cart.coupon?.code ?? '' })}</p>
    </div>
  );
}

function SummaryRow({ label, value, muted = false }: { label: string; value: string; muted?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${muted ? 'text-sm text-taupe' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
