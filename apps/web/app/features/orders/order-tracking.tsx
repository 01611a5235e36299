import type { OrderDetails } from '@atelier/contracts';
import { ExternalLink, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';

/** The label of each event type the page knows; anything newer the server sends reads as a generic change. */
const EVENT_LABELS = {
  placed: 'orders.tracking.events.placed',
  paid: 'orders.tracking.events.paid',
  payment_failed: 'orders.tracking.events.payment_failed',
  shipped: 'orders.tracking.events.shipped',
  delivered: 'orders.tracking.events.delivered',
  cancelled: 'orders.tracking.events.cancelled',
  withdrawal_started: 'orders.tracking.events.withdrawal_started',
  return_started: 'orders.tracking.events.return_started',
  returned: 'orders.tracking.events.returned',
  refunded: 'orders.tracking.events.refunded',
} as const;

const eventLabelKey = (type: string) =>
  EVENT_LABELS[type as keyof typeof EVENT_LABELS] ?? 'orders.tracking.events.other';

/**
 * The parcel and the order's progress (docs/product-rules.md#tracking): carrier, tracking number and a link to
 * the carrier's own tracking page, then the timeline of what happened, oldest first, in the page's language.
 */
export function OrderTracking({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const shipments = order.shipments ?? [];
  const events = order.events ?? [];
  const waitingForParcel =
    shipments.length === 0 && order.status === 'in_preparation' && order.payment_status === 'paid';
  return (
    <section aria-labelledby="order-tracking-title" className="rounded-lg border border-hairline bg-paper p-5 sm:p-8">
      <h2 id="order-tracking-title" className="text-2xl">
        {t('orders.tracking.title')}
      </h2>
      {shipments.length > 0 && (
        <ul className="mt-5 grid gap-4">
          {shipments.map((parcel) => (
            <li key={`${parcel.carrier}-${parcel.tracking_number}`} className="flex gap-3 rounded-md bg-sand/40 p-4">
              <Package aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cognac" strokeWidth={1.5} />
              <div className="min-w-0 text-[15px]">
                <dl className="grid gap-1">
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-taupe">{t('orders.tracking.carrier')}:</dt>
                    <dd>{parcel.carrier_name}</dd>
                  </div>
                  {parcel.tracking_number && (
                    <div className="flex flex-wrap gap-x-2">
                      <dt className="text-taupe">{t('orders.tracking.number')}:</dt>
                      <dd className="break-all font-medium tabular-nums" data-testid="tracking-number">
                        {parcel.tracking_number}
                      </dd>
                    </div>
                  )}
                </dl>
                <p className="mt-1 text-sm text-taupe">
                  {t('orders.tracking.shippedOn', { date: formatDate(parcel.shipped_at, locale, 'dateTime') })}
                </p>
                {parcel.tracking_url && (
                  <a
                    href={parcel.tracking_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-2 inline-flex items-center gap-1.5 font-medium text-cognac underline underline-offset-4 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2"
                  >
                    {t('orders.tracking.track', { carrier: parcel.carrier_name })}
                    <ExternalLink aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    <span className="sr-only"> {t('orders.tracking.newTab')}</span>
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {waitingForParcel && <p className="mt-4 text-[15px] text-taupe">{t('orders.tracking.noParcelYet')}</p>}
      {events.length > 0 && (
        <>
          <h3 id="order-timeline-title" className="mt-6 text-xs font-medium uppercase tracking-[0.18em] text-taupe">
            {t('orders.tracking.timeline')}
          </h3>
          <ol className="mt-3 grid" aria-labelledby="order-timeline-title">
            {events.map((event, index) => (
              <li key={`${event.type}-${event.at}`} className="relative flex gap-3 pb-4 last:pb-0">
                <span aria-hidden="true" className="relative flex w-3 justify-center">
                  <span
                    className={`mt-1.5 size-3 rounded-full border-2 ${index === events.length - 1 ? 'border-cognac bg-cognac' : 'border-cognac bg-paper'}`}
                  />
                  {index < events.length - 1 && <span className="absolute top-5 bottom-0 w-px bg-hairline" />}
                </span>
                <div className="text-[15px]">
                  <p className="font-medium">{t(eventLabelKey(event.type))}</p>
                  <p className="text-sm text-taupe">
                    <time dateTime={event.at}>{formatDate(event.at, locale, 'dateTime')}</time>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
