import type { AdminOrderDetails } from '@atelier/contracts';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { photoSrc } from '~/lib/photo-url';
import { cardClass } from '../ui';
import { orderTimeline } from './order-timeline';
import { RefundStatusBadge } from './status-badges';

/* The read-only parts of the order screen: lines and totals, customer, delivery, addresses, history. */

type Order = AdminOrderDetails;
type Address = Order['shipping_address'];

export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = (amount: number) => formatPrice(amount, locale);
  const totals = order.totals;
  return (
    <section aria-labelledby="order-lines-title" className={`${cardClass} p-5`}>
      <h2 id="order-lines-title" className="text-xl">
        {t('admin.orders.linesTitle', { count: order.items_count })}
      </h2>
      <ul className="mt-3 divide-y divide-hairline">
        {order.lines.map((line) => (
          <li key={line.id} className="flex gap-3 py-3">
            {line.image ? (
              <img
                src={photoSrc(line.image)}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-sm object-cover"
              />
            ) : (
              <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-sm bg-sand text-taupe">
                <ImageOff aria-hidden="true" className="size-5" strokeWidth={1.5} />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.product_name}</p>
              <p className="text-sm text-taupe">
                {[
                  line.sku,
                  line.size && line.size !== 'one_size' ? t('admin.orders.size', { size: line.size }) : null,
                  // The colour's name in the panel's language; the code only for a colour deleted since.
                  line.color_name ?? line.color,
                  line.made_to_order ? t('admin.orders.madeToOrder') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="text-sm tabular-nums">
                {line.quantity} × {price(line.price)}
                {line.original_price > line.price && (
                  <>
                    {' '}
                    <span className="sr-only">{t('admin.orders.regularPrice')}</span>
                    <s className="text-taupe">{price(line.original_price)}</s>
                  </>
                )}
              </p>
            </div>
            <p className="shrink-0 font-medium tabular-nums">{price(line.total)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 border-t border-hairline pt-3 text-[15px]">
        <dt className="text-taupe">{t('orders.detail.subtotal')}</dt>
        <dd className="text-right tabular-nums">{price(totals.subtotal)}</dd>
        {totals.discount > 0 && (
          <>
            <dt className="text-taupe">
              {order.coupon_code
                ? t('orders.detail.discountCode', { code: order.coupon_code })
                : t('orders.detail.discount')}
            </dt>
            <dd className="text-right tabular-nums text-bordo">−{price(totals.discount)}</dd>
          </>
        )}
        <dt className="text-taupe">{t('orders.detail.shipping')}</dt>
        <dd className="text-right tabular-nums">
          {totals.shipping > 0 ? price(totals.shipping) : t('orders.detail.free')}
        </dd>
        <dt className="mt-1 font-medium">{t('orders.detail.total')}</dt>
        <dd className="mt-1 text-right font-serif text-xl tabular-nums">{price(totals.total)}</dd>
        <dt className="text-xs text-taupe">{t('orders.detail.vatIncluded')}</dt>
        <dd className="text-right text-xs tabular-nums text-taupe">{price(totals.tax)}</dd>
      </dl>
    </section>
  );
}

function AddressLines({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        {address.first_name} {address.last_name}
      </p>
      {address.company_name && <p>{address.company_name}</p>}
      {address.nip && <p>{t('orders.detail.nip', { nip: address.nip })}</p>}
      <p>
        {address.address_line_1}
        {address.address_line_2 ? `/${address.address_line_2}` : ''}
      </p>
      <p>
        {address.postal_code} {address.city}
      </p>
    </>
  );
}

const sameAddress = (a: Address, b: Address) =>
  JSON.stringify({ ...a, company_name: null, nip: null }) === JSON.stringify({ ...b, company_name: null, nip: null });

export function OrderCustomer({ order }: { order: Order }) {
  const { t } = useTranslation();
  const billing = order.billing_address;
  return (
    <section aria-labelledby="order-customer-title" className={`${cardClass} p-5 text-[15px]`}>
      <h2 id="order-customer-title" className="text-xl">
        {t('admin.orders.customerTitle')}
      </h2>
      <p className="mt-3 font-medium">
        {billing.first_name} {billing.last_name}
      </p>
      <p>
        <a href={`mailto:${order.email}`} className="break-all text-cognac underline-offset-4 hover:underline">
          {order.email}
        </a>
      </p>
      {order.phone && (
        <p>
          <a href={`tel:${order.phone.replace(/\s+/g, '')}`} className="text-cognac underline-offset-4 hover:underline">
            {order.phone}
          </a>
        </p>
      )}
      <p className="mt-2 text-sm text-taupe">
        {order.user_id === null ? t('admin.orders.guest') : t('admin.orders.account', { id: order.user_id })} ·{' '}
        {t('admin.orders.orderLanguage', {
          language: t(`admin.orders.languages.${order.locale === 'en' ? 'en' : 'pl'}`),
        })}
      </p>
      {(billing.company_name || billing.nip || !sameAddress(billing, order.shipping_address)) && (
        <div className="mt-4">
          <h3 className="font-sans text-xs font-medium uppercase tracking-[0.08em] text-taupe">
            {t('admin.orders.billingTitle')}
          </h3>
          <div className="mt-1">
            <AddressLines address={billing} />
          </div>
        </div>
      )}
      {order.notes && (
        <div className="mt-4">
          <h3 className="font-sans text-xs font-medium uppercase tracking-[0.08em] text-taupe">
            {t('admin.orders.customerNotes')}
          </h3>
          <p className="mt-1 whitespace-pre-line break-words rounded-sm bg-cream px-3 py-2">{order.notes}</p>
        </div>
      )}
    </section>
  );
}

export function OrderDelivery({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const point = order.delivery.inpost_point;
  return (
    <section aria-labelledby="order-delivery-title" className={`${cardClass} p-5 text-[15px]`}>
      <h2 id="order-delivery-title" className="text-xl">
        {t('admin.orders.deliveryTitle')}
      </h2>
      <p className="mt-3 font-medium">
        {order.delivery.name} ·{' '}
        <span className="tabular-nums">
          {order.delivery.cost > 0 ? formatPrice(order.delivery.cost, locale) : t('orders.detail.free')}
        </span>
      </p>
      {point && (
        <div className="mt-2 rounded-sm bg-cream px-3 py-2">
          <p className="font-medium">
            {t('admin.orders.locker')} {point.id}
          </p>
          {point.address.line1 && <p>{point.address.line1}</p>}
          {point.address.line2 && <p>{point.address.line2}</p>}
          {point.location_description && <p className="text-sm text-taupe">{point.location_description}</p>}
        </div>
      )}
      <h3 className="mt-4 font-sans text-xs font-medium uppercase tracking-[0.08em] text-taupe">
        {point ? t('admin.orders.recipientTitle') : t('admin.orders.shippingAddressTitle')}
      </h3>
      <div className="mt-1">
        <AddressLines address={order.shipping_address} />
      </div>
    </section>
  );
}

export function OrderHistory({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const entries = orderTimeline(order, (refund) =>
    t('admin.orders.refundEntry', { amount: formatPrice(refund.amount, locale) }),
  );
  return (
    <section aria-labelledby="order-history-title" className={`${cardClass} p-5`}>
      <h2 id="order-history-title" className="text-xl">
        {t('admin.orders.historyTitle')}
      </h2>
      <ol className="mt-3 grid gap-0">
        {entries.map((entry) => (
          <li key={entry.key} className="relative border-l border-hairline pb-4 pl-5 last:pb-0">
            <span
              aria-hidden="true"
              className={`absolute -left-[5px] top-1.5 size-2.5 rounded-full ${entry.refund ? 'bg-bordo' : 'bg-cognac'}`}
            />
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <span className="first-letter:uppercase">{entry.title}</span>
              {entry.refund && <RefundStatusBadge status={entry.refund} />}
            </p>
            <p className="text-sm text-taupe">
              {formatDate(entry.at, locale, 'dateTime')}
              {entry.by && ` · ${entry.by.name || entry.by.email}`}
            </p>
            {entry.note && (
              <p className="mt-1 whitespace-pre-line break-words text-sm">
                {entry.refund && entry.note === 'withdrawal' ? t('admin.payments.withdrawalReason') : entry.note}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
