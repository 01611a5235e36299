import type { Cart } from '@atelier/contracts';
import { ArrowRight, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { formatPrice } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { CouponForm } from './coupon-form';
import { freeDeliveryProgress } from './free-delivery';
import { GiftCardForm } from './gift-card-form';

function Row({ label, children, tone = '' }: { label: ReactNode; children: ReactNode; tone?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 py-1.5 ${tone}`}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/** The free-delivery bar (docs/product-rules.md#delivery): how much is missing, or that delivery is free. */
function FreeDelivery({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const progress = freeDeliveryProgress(cart);
  if (!progress) return null;
  const text = progress.reached
    ? t('cart.summary.freeDeliveryReached')
    : t('cart.summary.freeDeliveryMissing', { amount: formatPrice(progress.missing, locale) });
  return (
    <div className="mt-3 rounded-sm bg-sand/70 px-4 py-3">
      <p className={`flex items-center gap-2 text-sm ${progress.reached ? 'font-medium text-success' : 'text-ink'}`}>
        <Truck aria-hidden="true" className="size-4 shrink-0" strokeWidth={1.5} />
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t('cart.summary.freeDeliveryProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={text}
        className="mt-2.5 h-1.5 overflow-hidden rounded-full bg-hairline"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-200 ${progress.reached ? 'bg-success' : 'bg-cognac'}`}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </div>
  );
}

/** What the gift cards pay (each card) and what is left to pay (docs/product-rules.md#gift-cards). */
export function GiftCardRows({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { totals } = cart;
  return (
    <>
      {totals.gift_cards
        .filter((card) => card.applied > 0)
        .map((card) => (
          <Row key={card.code_last4} label={t('cart.giftCard.row', { last4: card.code_last4 })} tone="text-bordo">
            −{formatPrice(card.applied, locale)}
          </Row>
        ))}
      <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-hairline pt-3">
        <dt className="font-medium">{t('cart.giftCard.toPay')}</dt>
        <dd className="font-serif text-[1.4rem] font-medium leading-none tabular-nums" data-testid="cart-to-pay">
          {formatPrice(totals.to_pay, locale)}
        </dd>
      </div>
    </>
  );
}

/** Said under the summary (outside its list of figures) when gift cards pay for everything. */
export function PaidInFullNote({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  if (cart.totals.gift_cards_total <= 0 || cart.totals.to_pay > 0) return null;
  return <p className="mt-2 text-sm font-medium text-success">{t('cart.giftCard.paidInFull')}</p>;
}

/**
 * The order summary (docs/product-rules.md#addresses-and-languages Cart): subtotal, delivery with the free-delivery progress, the discount line
 * when there is one, the total with its VAT part, the promo code and the way to checkout.
 */
export function CartSummary({ cart, checkoutBlocked }: { cart: Cart; checkoutBlocked: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const { totals, coupon, shipping_method: method } = cart;

  return (
    <section aria-labelledby="cart-summary-title" className="rounded-lg border border-hairline bg-paper p-5 sm:p-7">
      <h2 id="cart-summary-title" className="text-2xl sm:text-[1.7rem]">
        {t('cart.summary.title')}
      </h2>
      <dl className="mt-5 text-[15px]">
        <Row label={t('cart.summary.subtotal')}>{formatPrice(totals.subtotal, locale)}</Row>
        <Row
          label={
            <>
              {t('cart.summary.shipping')}
              {method && <span className="block text-sm text-taupe">{method.name}</span>}
            </>
          }
        >
          {totals.shipping === 0 ? (
            <span className="font-medium text-success">{t('cart.summary.free')}</span>
          ) : (
            formatPrice(totals.shipping, locale)
          )}
        </Row>
        {totals.discount > 0 && (
          <Row
            label={coupon ? t('cart.summary.discountWithCode', { code: coupon.code }) : t('cart.summary.discount')}
            tone="text-bordo"
          >
            {/* A typographic minus before the amount, in both price formats. */}−{formatPrice(totals.discount, locale)}
          </Row>
        )}
        <div className="mt-3 flex items-baseline justify-between gap-4 border-t border-hairline pt-4">
          <dt className="font-medium">{t('cart.summary.total')}</dt>
          <dd className="font-serif text-[1.7rem] font-medium leading-none tabular-nums" data-testid="cart-total">
            {formatPrice(totals.total, locale)}
          </dd>
        </div>
        <div className="mt-1.5 flex justify-between gap-4 text-sm text-taupe">
          <dt>{t('cart.summary.vat')}</dt>
          <dd className="tabular-nums">{formatPrice(totals.tax, locale)}</dd>
        </div>
        {totals.gift_cards_total > 0 && <GiftCardRows cart={cart} />}
      </dl>
      <PaidInFullNote cart={cart} />

      <FreeDelivery cart={cart} />

      <div className="mt-6">
        <CouponForm coupon={coupon} warnings={cart.warnings} />
      </div>
      <div className="mt-6">
        <GiftCardForm cart={cart} />
      </div>

      <Link
        to={to('/checkout')}
        aria-disabled={checkoutBlocked || undefined}
        onClick={(event) => {
          if (checkoutBlocked) event.preventDefault();
        }}
        className={buttonClass(
          'primary',
          `mt-6 w-full py-3.5 text-[15px] ${checkoutBlocked ? 'pointer-events-none opacity-60' : ''}`,
        )}
      >
        {t('cart.summary.checkout')}
        <ArrowRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
      </Link>
      {checkoutBlocked && <p className="mt-3 text-sm text-bordo">{t('cart.summary.checkoutBlocked')}</p>}
    </section>
  );
}

/** While the server cannot be reached: the local copy's sum, and what will be added once it answers. */
export function OfflineSummary({ subtotal }: { subtotal: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="cart-summary-title" className="rounded-lg border border-hairline bg-paper p-5 sm:p-7">
      <h2 id="cart-summary-title" className="text-2xl sm:text-[1.7rem]">
        {t('cart.summary.title')}
      </h2>
      <dl className="mt-5 text-[15px]">
        <Row label={t('cart.summary.subtotal')}>{formatPrice(subtotal, locale)}</Row>
      </dl>
      <p className="mt-3 text-sm text-taupe">{t('cart.summary.offline')}</p>
    </section>
  );
}
