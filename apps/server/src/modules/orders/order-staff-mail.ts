import type { Locale } from '@atelier/contracts';
import { formatPrice } from '../../shared/money';
import { escapeHtml, firstName, layout, type RenderedEmail, textOf } from '../mail/mail.templates';
import { formatDateTime } from './business-days';
import type { OrderMailData } from './order-mail';

/**
 * The e-mails staff actions send to the customer (docs/product-rules.md#emails), in the language the customer ordered in: the
 * parcel is on its way (with the tracking number), delivered (with the 14-day withdrawal right, docs/product-rules.md#legal),
 * the withdrawal completed, and a refund ordered by staff.
 */

function render(
  locale: Locale,
  subject: string,
  title: string,
  paragraphs: string[],
  button?: { label: string; url: string },
): RenderedEmail {
  return {
    subject,
    html: layout(locale, title, paragraphs.map(escapeHtml), button),
    text: textOf(title, paragraphs, locale, button),
  };
}

const greeting = (locale: Locale, name: string) => {
  const first = firstName(name);
  if (locale === 'en') return first ? `Hello ${first},` : 'Hello,';
  return first ? `Dzień dobry, ${first}!` : 'Dzień dobry!';
};

const orderButton = (locale: Locale, data: OrderMailData) => ({
  label: locale === 'en' ? 'View your order' : 'Zobacz zamówienie',
  url: data.orderUrl,
});

/** Where the parcel goes: the parcel locker, or the address for the courier. */
function destination(locale: Locale, data: OrderMailData): string {
  const { order } = data;
  const en = locale === 'en';
  if (order.deliveryMethodCode === 'inpost') {
    const point = order.inpostPointData;
    const address = [point?.address?.line1, [point?.address?.postCode, point?.address?.city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    const id = point?.id ?? order.inpostPoint ?? '';
    return `${en ? 'Parcel locker' : 'Paczkomat'}: ${address ? `${id}, ${address}` : id}`;
  }
  const apartment = order.shippingApartment ? `/${order.shippingApartment}` : '';
  return `${en ? 'Address' : 'Adres'}: ${order.shippingStreet} ${order.shippingHouse}${apartment}, ${[order.shippingPostalCode, order.shippingCity].filter(Boolean).join(' ')}`;
}

export function orderShippedEmail(
  locale: Locale,
  data: OrderMailData,
  shipment: { trackingNumber: string; trackingUrl: string | null },
): RenderedEmail {
  const { order } = data;
  const en = locale === 'en';
  const paragraphs = [
    greeting(locale, order.billingFirstName),
    en
      ? `Good news: order ${order.orderNumber} has left our workshop and is on its way to you (${data.deliveryName}).`
      : `Dobra wiadomość: zamówienie ${order.orderNumber} wyruszyło z naszej pracowni i jest w drodze do Ciebie (${data.deliveryName}).`,
    `${en ? 'Tracking number' : 'Numer przesyłki'}: ${shipment.trackingNumber}`,
    destination(locale, data),
  ];
  if (shipment.trackingUrl) {
    paragraphs.push(
      en
        ? `You can follow the parcel here: ${shipment.trackingUrl}`
        : `Przesyłkę możesz śledzić tutaj: ${shipment.trackingUrl}`,
    );
  }
  return render(
    locale,
    en ? `Order ${order.orderNumber} is on its way` : `Zamówienie ${order.orderNumber} jest w drodze`,
    en ? 'Your parcel is on its way' : 'Twoja paczka jest w drodze',
    paragraphs,
    orderButton(locale, data),
  );
}

export function orderDeliveredEmail(locale: Locale, data: OrderMailData, withdrawUntil: Date): RenderedEmail {
  const { order } = data;
  const en = locale === 'en';
  const until = formatDateTime(withdrawUntil, locale);
  return render(
    locale,
    en ? `Order ${order.orderNumber} delivered` : `Zamówienie ${order.orderNumber} doręczone`,
    en ? 'Your order has been delivered' : 'Zamówienie doręczone',
    [
      greeting(locale, order.billingFirstName),
      en
        ? `Order ${order.orderNumber} has been delivered. We hope the leather will serve you for years — thank you for choosing handmade work.`
        : `Zamówienie ${order.orderNumber} zostało doręczone. Mamy nadzieję, że skóra posłuży Ci przez lata — dziękujemy za wybór rękodzieła.`,
      en
        ? `You may withdraw from the contract without giving a reason until ${until}, using "Withdraw from contract" in the order details.`
        : `Do ${until} możesz odstąpić od umowy bez podania przyczyny — przyciskiem „Odstąp od umowy” w szczegółach zamówienia.`,
    ],
    orderButton(locale, data),
  );
}

export function withdrawalCompletedEmail(locale: Locale, data: OrderMailData, refund: number): RenderedEmail {
  const { order } = data;
  const en = locale === 'en';
  const paragraphs = [
    greeting(locale, order.billingFirstName),
    en
      ? `The products of order ${order.orderNumber} have come back to us and your withdrawal from the contract is complete.`
      : `Produkty z zamówienia ${order.orderNumber} wróciły do nas, a Twoje odstąpienie od umowy zostało zakończone.`,
  ];
  if (refund > 0) {
    const amount = formatPrice(refund, locale);
    paragraphs.push(
      en
        ? `We have ordered a refund of ${amount} to the account you paid from. It usually arrives within a few business days.`
        : `Zleciliśmy zwrot ${amount} na konto, z którego przyszła płatność. Zwykle dociera w kilka dni roboczych.`,
    );
  }
  return render(
    locale,
    en
      ? `Withdrawal completed — order ${order.orderNumber}`
      : `Odstąpienie od umowy zakończone — zamówienie ${order.orderNumber}`,
    en ? 'Withdrawal completed' : 'Odstąpienie zakończone',
    paragraphs,
    orderButton(locale, data),
  );
}

export function orderRefundedEmail(locale: Locale, data: OrderMailData, refund: number): RenderedEmail {
  const { order } = data;
  const en = locale === 'en';
  const amount = formatPrice(refund, locale);
  return render(
    locale,
    en ? `Refund for order ${order.orderNumber}` : `Zwrot za zamówienie ${order.orderNumber}`,
    en ? 'We are refunding you' : 'Zwracamy pieniądze',
    [
      greeting(locale, order.billingFirstName),
      en
        ? `We have ordered a refund of ${amount} for order ${order.orderNumber} to the account you paid from. It usually arrives within a few business days.`
        : `Zleciliśmy zwrot ${amount} za zamówienie ${order.orderNumber} na konto, z którego przyszła płatność. Zwykle dociera w kilka dni roboczych.`,
      en
        ? 'If you have any questions, simply reply to this e-mail.'
        : 'Jeśli masz pytania, po prostu odpowiedz na tę wiadomość.',
    ],
    orderButton(locale, data),
  );
}
