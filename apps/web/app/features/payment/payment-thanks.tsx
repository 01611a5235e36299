import type { OrderDetails, ShopFactsResponse } from '@atelier/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchGuestOrder, fetchOrder } from '~/features/orders/orders-api';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { api } from '~/lib/api';
import { photoSrc } from '~/lib/photo-url';

type Facts = ShopFactsResponse['data'];

/**
 * What a paid order's page says (docs/product-rules.md#payments): what was bought and where it goes, and what
 * happens next — the e-mail, the making or packing time, the parcel's tracking, the time to change one's mind.
 * The order is read with the customer's session or the guest's order token; if it cannot be read the thanks
 * still stand, only without the summary.
 */
export function PaymentThanks({ orderId, guestToken }: { orderId: number; guestToken: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [order, setOrder] = useState<OrderDetails | null>(null);
  const [facts, setFacts] = useState<Facts | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const read = guestToken ? fetchGuestOrder(guestToken, controller.signal) : fetchOrder(orderId, controller.signal);
    read.then((response) => setOrder(response.data)).catch(() => undefined);
    api
      .get<ShopFactsResponse>('/api/shop-facts', { signal: controller.signal })
      .then((response) => setFacts(response.data))
      .catch(() => undefined);
    return () => controller.abort();
  }, [orderId, guestToken]);

  const price = (amount: number) => formatPrice(amount, locale);
  const madeToOrder = order?.lines.some((line) => line.made_to_order) ?? false;
  const steps = [
    order ? t('payment.thanks.stepEmail', { email: order.email }) : t('payment.thanks.stepEmailPlain'),
    madeToOrder && facts
      ? t('payment.thanks.stepMadeToOrder', { count: facts.delivery.fulfilment_business_days })
      : t('payment.thanks.stepPacking'),
    t('payment.thanks.stepTracking'),
    facts
      ? t('payment.thanks.stepReturns', {
          withdrawal: facts.returns.withdrawal_days,
          returns: facts.returns.free_return_days,
        })
      : null,
  ].filter((step): step is string => step !== null);

  return (
    <div className="grid w-full gap-6">
      <section aria-labelledby="thanks-next" className="rounded-lg bg-sand/60 p-5">
        <h3 id="thanks-next" className="text-xl">
          {t('payment.thanks.nextTitle')}
        </h3>
        <ol className="mt-3 grid list-decimal gap-2 pl-5 text-[15px]">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      {order && (
        <section aria-labelledby="thanks-summary">
          <h3 id="thanks-summary" className="text-xl">
            {t('payment.thanks.summaryTitle')}
          </h3>
          <ul className="mt-3 divide-y divide-hairline border-y border-hairline">
            {order.lines.map((line) => (
              <li key={line.id} className="flex items-center gap-4 py-3">
                {line.image ? (
                  <img
                    src={photoSrc(line.image)}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="size-14 shrink-0 rounded-sm bg-sand object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="size-14 shrink-0 rounded-sm bg-sand" />
                )}
                <div className="min-w-0 flex-1 text-[15px]">
                  <p className="leading-snug">{line.product_name}</p>
                  <p className="text-sm text-taupe">
                    {[
                      t('payment.thanks.quantity', { count: line.quantity }),
                      line.size && line.size !== 'one_size' ? t('checkout.size', { size: line.size }) : null,
                      line.color ? t('checkout.color', { color: line.color_name ?? line.color }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <p className="shrink-0 tabular-nums">{price(line.total)}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-3 grid gap-1 text-[15px]">
            <div className="flex justify-between gap-4">
              <dt className="text-taupe">{t('payment.thanks.delivery', { method: order.delivery.name })}</dt>
              <dd className="tabular-nums">{price(order.delivery.cost)}</dd>
            </div>
            {order.totals.discount > 0 && (
              <div className="flex justify-between gap-4">
                <dt className="text-taupe">{t('payment.thanks.discount')}</dt>
                <dd className="tabular-nums">−{price(order.totals.discount)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4 border-t border-hairline pt-2 font-medium">
              <dt>{t('payment.thanks.total')}</dt>
              <dd className="tabular-nums">{price(order.total)}</dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-taupe">
            {order.delivery.inpost_point
              ? t('payment.thanks.toLocker', { point: order.delivery.inpost_point.name })
              : t('payment.thanks.toAddress', {
                  address: [
                    order.shipping_address.address_line_1,
                    order.shipping_address.address_line_2,
                    `${order.shipping_address.postal_code} ${order.shipping_address.city}`,
                  ]
                    .filter(Boolean)
                    .join(', '),
                })}
          </p>
        </section>
      )}
    </div>
  );
}
