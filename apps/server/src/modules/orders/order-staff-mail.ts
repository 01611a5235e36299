import type { Locale } from '@atelier/contracts';
import { emailText } from '../../i18n/emails';
import { formatPrice } from '../../shared/money';
import { greeting, plainEmail, type RenderedEmail } from '../mail/mail.templates';
import { formatDateTime } from './business-days';
import { type OrderMailData, viewButton } from './order-mail';

/**
 * The e-mails staff actions send to the customer (docs/product-rules.md#emails), in the language the customer ordered in: the
 * parcel is on its way (with the tracking number), delivered (with the 14-day withdrawal right, docs/product-rules.md#legal),
 * the withdrawal completed, and a refund ordered by staff. The words are in i18n/emails.ts.
 */

/** Where the parcel goes: the parcel locker, or the address for the courier. */
function destination(locale: Locale, data: OrderMailData): string {
  const { order } = data;
  if (order.deliveryMethodCode === 'inpost') {
    const point = order.inpostPointData;
    const address = [point?.address?.line1, [point?.address?.postCode, point?.address?.city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    const id = point?.id ?? order.inpostPoint ?? '';
    return emailText(locale, 'order.parcel_locker', { point: address ? `${id}, ${address}` : id });
  }
  const apartment = order.shippingApartment ? `/${order.shippingApartment}` : '';
  const town = [order.shippingPostalCode, order.shippingCity].filter(Boolean).join(' ');
  return emailText(locale, 'order.address', {
    address: `${order.shippingStreet} ${order.shippingHouse}${apartment}, ${town}`,
  });
}

export function orderShippedEmail(
  locale: Locale,
  data: OrderMailData,
  shipment: { trackingNumber: string; trackingUrl: string | null },
): RenderedEmail {
  const { order } = data;
  const number = order.orderNumber;
  const paragraphs = [
    greeting(locale, order.billingFirstName),
    emailText(locale, 'order_shipped.body', { number, method: data.deliveryName }),
    emailText(locale, 'order_shipped.tracking_number', { trackingNumber: shipment.trackingNumber }),
    destination(locale, data),
  ];
  if (shipment.trackingUrl) {
    paragraphs.push(emailText(locale, 'order_shipped.tracking_link', { url: shipment.trackingUrl }));
  }
  return plainEmail(locale, {
    subject: emailText(locale, 'order_shipped.subject', { number }),
    title: emailText(locale, 'order_shipped.title'),
    paragraphs,
    button: viewButton(locale, data),
  });
}

export function orderDeliveredEmail(locale: Locale, data: OrderMailData, withdrawUntil: Date): RenderedEmail {
  const { order } = data;
  const number = order.orderNumber;
  return plainEmail(locale, {
    subject: emailText(locale, 'order_delivered.subject', { number }),
    title: emailText(locale, 'order_delivered.title'),
    paragraphs: [
      greeting(locale, order.billingFirstName),
      emailText(locale, 'order_delivered.body', { number }),
      emailText(locale, 'order_delivered.withdrawal', { until: formatDateTime(withdrawUntil, locale) }),
    ],
    button: viewButton(locale, data),
  });
}

export function withdrawalCompletedEmail(locale: Locale, data: OrderMailData, refund: number): RenderedEmail {
  const { order } = data;
  const number = order.orderNumber;
  const paragraphs = [
    greeting(locale, order.billingFirstName),
    emailText(locale, 'withdrawal_completed.body', { number }),
  ];
  if (refund > 0) {
    paragraphs.push(emailText(locale, 'withdrawal_completed.refund', { amount: formatPrice(refund, locale) }));
  }
  return plainEmail(locale, {
    subject: emailText(locale, 'withdrawal_completed.subject', { number }),
    title: emailText(locale, 'withdrawal_completed.title'),
    paragraphs,
    button: viewButton(locale, data),
  });
}

export function orderRefundedEmail(locale: Locale, data: OrderMailData, refund: number): RenderedEmail {
  const { order } = data;
  const number = order.orderNumber;
  return plainEmail(locale, {
    subject: emailText(locale, 'order_refunded.subject', { number }),
    title: emailText(locale, 'order_refunded.title'),
    paragraphs: [
      greeting(locale, order.billingFirstName),
      emailText(locale, 'order_refunded.body', { amount: formatPrice(refund, locale), number }),
      emailText(locale, 'order_refunded.questions'),
    ],
    button: viewButton(locale, data),
  });
}
