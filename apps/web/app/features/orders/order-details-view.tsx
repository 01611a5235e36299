import type { OrderDetails, PaymentStatusResponse } from '@atelier/contracts';
import { CreditCard, MapPin, RotateCcw, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { formatDate, formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { api } from '~/lib/api';
import { photoSrc } from '~/lib/photo-url';
import { paymentPagePath } from '../payment/start-payment';
import { CancelOrderDialog } from './cancel-order-dialog';
import { InvoicesSection } from './invoices-section';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status';
import { ReturnSection } from './return-section';
import { useCancelOrder } from './use-cancel-order';
import { WithdrawControl } from './withdraw-control';

/**
 * One order, for its customer or (through the e-mail link) its guest: number, date, both statuses, the
 * products, totals, address, parcel locker, a way to pay while unpaid, cancellation while in
 * preparation and the withdrawal control while the 14 days last (docs/product-rules.md#orders, #legal).
 */
export function OrderDetailsView({
  order,
  guestToken,
  onChange,
}: {
  order: OrderDetails;
  guestToken?: string | null;
  onChange: (order: OrderDetails) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelOrder(onChange, guestToken);
  const price = (amount: number) => formatPrice(amount, locale);
  const tried = useEarlierAttempt(order, guestToken);

  return (
    <div className="grid gap-6 pb-16 lg:grid-cols-12 lg:items-start lg:gap-10">
      <div className="grid gap-6 lg:col-span-8">
        <div className="rounded-lg border border-hairline bg-paper p-5 sm:p-8">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <p className="text-[15px] text-taupe">
              {t('orders.detail.placedOn', { date: formatDate(order.created_at, locale, 'dateTime') })}
            </p>
            <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <div className="flex items-center gap-2">
                <dt className="text-taupe">{t('orders.status')}:</dt>
                <dd>
                  <OrderStatusBadge status={order.status} />
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <dt className="text-taupe">{t('orders.paymentStatus')}:</dt>
                <dd>
                  <PaymentStatusBadge status={order.payment_status} />
                </dd>
              </div>
            </dl>
          </div>
          {order.cancelled_at && (
            <p className="mt-3 text-sm text-taupe">
              {t('orders.detail.cancelledOn', { date: formatDate(order.cancelled_at, locale, 'dateTime') })}
            </p>
          )}
          {(order.can_pay || order.can_cancel) && (
            <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-hairline pt-5">
              {order.can_pay && (
                <>
                  <p className="w-full text-[15px] sm:w-auto">{t('orders.detail.unpaidNotice')}</p>
                  <Link
                    to={paymentPagePath(locale, order.id, guestToken, null, tried)}
                    className={buttonClass('primary')}
                  >
                    {tried ? (
                      <RotateCcw aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    ) : (
                      <CreditCard aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    )}
                    {tried ? t('payment.payAgain') : t('orders.detail.payNow')}
                  </Link>
                </>
              )}
              {order.can_cancel && (
                <button type="button" onClick={() => cancel.ask(order)} className={buttonClass('secondary')}>
                  <XCircle aria-hidden="true" className="size-4" strokeWidth={1.5} />
                  {t('orders.cancelOrder')}
                </button>
              )}
            </div>
          )}
        </div>

        <section aria-labelledby="order-items-title" className="rounded-lg border border-hairline bg-paper p-5 sm:p-8">
          <h2 id="order-items-title" className="text-2xl">
            {t('orders.detail.items')}
          </h2>
          <ul className="mt-5 divide-y divide-hairline border-y border-hairline">
            {order.lines.map((line) => (
              <li key={line.id} className="flex gap-4 py-4">
                {line.image ? (
                  <img
                    src={photoSrc(line.image)}
                    alt=""
                    width={72}
                    height={72}
                    loading="lazy"
                    className="size-18 shrink-0 rounded-sm bg-sand object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="size-18 shrink-0 rounded-sm bg-sand" />
                )}
                <div className="min-w-0 flex-1 text-[15px]">
                  <p className="font-medium leading-snug">{line.product_name}</p>
                  <p className="text-sm text-taupe">
                    {[
                      `${t('orders.detail.quantity')}: ${line.quantity}`,
                      `${t('orders.detail.unitPrice')}: ${price(line.price)}`,
                      line.size && line.size !== 'one_size' ? t('checkout.size', { size: line.size }) : null,
                      line.color ? t('checkout.color', { color: line.color_name ?? line.color }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {line.made_to_order && <p className="text-sm text-warning">{t('checkout.madeToOrder')}</p>}
                </div>
                <p className="shrink-0 font-serif text-lg">{price(line.total)}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-4 grid gap-2 text-[15px] sm:ml-auto sm:max-w-sm">
            <Row label={t('orders.detail.subtotal')} value={price(order.totals.subtotal)} />
            {order.totals.discount > 0 && (
              <Row
                label={
                  order.coupon_code
                    ? t('orders.detail.discountCode', { code: order.coupon_code })
                    : t('orders.detail.discount')
                }
                value={`−${price(order.totals.discount)}`}
              />
            )}
            <Row
              label={`${t('orders.detail.shipping')} (${order.delivery.name})`}
              value={order.totals.shipping === 0 ? t('orders.detail.free') : price(order.totals.shipping)}
            />
            <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-hairline pt-3">
              <dt className="font-medium">{t('orders.detail.total')}</dt>
              <dd className="font-serif text-2xl">{price(order.totals.total)}</dd>
            </div>
            <Row label={t('orders.detail.vatIncluded')} value={price(order.totals.tax)} muted />
          </dl>
        </section>

        <InvoicesSection
          order={order}
          guestToken={guestToken}
          onIssued={(invoice) =>
            onChange({
              ...order,
              invoices: [...order.invoices, invoice],
              invoice_request: { ...order.invoice_request, available: false },
            })
          }
        />

        <WithdrawControl
          order={order}
          guestToken={guestToken}
          onWithdrawn={(submittedAt) =>
            onChange({ ...order, withdrawal: { ...order.withdrawal, available: false, submitted_at: submittedAt } })
          }
        />
        <ReturnSection order={order} guestToken={guestToken} onChange={onChange} />
      </div>

      <aside className="grid gap-6 lg:col-span-4">
        <InfoCard title={t('orders.detail.address')}>
          <AddressBlock order={order} />
        </InfoCard>
        <InfoCard title={t('orders.detail.delivery')}>
          <p>{order.delivery.name}</p>
          {order.delivery.inpost_point && (
            <div className="mt-3 flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cognac" strokeWidth={1.5} />
              <div>
                <p className="font-medium">
                  {t('orders.detail.point')} {order.delivery.inpost_point.name}
                </p>
                {order.delivery.inpost_point.address.line1 && <p>{order.delivery.inpost_point.address.line1}</p>}
                {order.delivery.inpost_point.address.line2 && <p>{order.delivery.inpost_point.address.line2}</p>}
                {order.delivery.inpost_point.location_description && (
                  <p className="text-sm text-taupe">{order.delivery.inpost_point.location_description}</p>
                )}
              </div>
            </div>
          )}
        </InfoCard>
        <InfoCard title={t('orders.detail.payment')}>
          <p>{t('orders.detail.paymentMethod')}</p>
          <p className="mt-2">
            <PaymentStatusBadge status={order.payment_status} />
          </p>
        </InfoCard>
        {order.notes && (
          <InfoCard title={t('orders.detail.notes')}>
            <p className="whitespace-pre-line break-words">{order.notes}</p>
          </InfoCard>
        )}
      </aside>

      <CancelOrderDialog
        orderNumber={cancel.target?.number ?? order.order_number}
        open={cancel.target !== null}
        busy={cancel.busy}
        onOpenChange={(open) => !open && cancel.close()}
        onConfirm={() => void cancel.confirm()}
      />
    </div>
  );
}

function AddressBlock({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const address = order.billing_address;
  return (
    <address className="not-italic leading-relaxed">
      <p>
        {address.first_name} {address.last_name}
      </p>
      <p>
        {address.street} {address.house}
        {address.apartment ? `/${address.apartment}` : ''}
      </p>
      <p>
        {address.postal_code} {address.city}
      </p>
      <p className="mt-2 break-all">{order.email}</p>
      <p>{order.phone}</p>
      {address.company_name && (
        <div className="mt-3 border-t border-hairline pt-3">
          <p className="text-sm text-taupe">{t('orders.detail.invoice')}</p>
          <p>{address.company_name}</p>
          {address.nip && <p>{t('orders.detail.nip', { nip: address.nip })}</p>}
        </div>
      )}
    </address>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-hairline bg-paper p-5 text-[15px] sm:p-6">
      <h2 className="text-xs font-medium uppercase tracking-[0.18em] text-taupe">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Row({ label, value, muted = false }: { label: string; value: string; muted?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${muted ? 'text-sm text-taupe' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Whether an unpaid order already had a payment attempt (failed, expired, cancelled or abandoned at the
 * gateway): the order page then offers "pay again", which opens the choice of method at once
 * (docs/decisions/020-blik-and-payment-methods.md). A paid order never asks.
 */
function useEarlierAttempt(order: OrderDetails, guestToken?: string | null): boolean {
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!order.can_pay) {
      setTried(false);
      return;
    }
    let live = true;
    api
      .get<PaymentStatusResponse>(`/api/orders/${order.id}/payment-status`, { query: { token: guestToken ?? null } })
      .then(
        (response) => {
          const attempt = response.data.attempt;
          if (live) setTried(response.data.can_retry && !!attempt && attempt.status !== 'paid');
        },
        // Without the answer the page offers to pay, as before.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [order.id, order.can_pay, guestToken]);
  return tried;
}
