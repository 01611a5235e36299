import type { Locale } from '@atelier/contracts';
import type { InpostPointSnapshot, Order, OrderLine } from '../../db/schema';
import { formatPrice } from '../../shared/money';
import { escapeHtml, firstName, layout, type RenderedEmail, textOf } from '../mail/mail.templates';
import { formatDateTime } from './business-days';

/**
 * The order e-mails (docs/product-rules.md#emails), in the language the customer ordered in: confirmation, payment received,
 * cancellation, withdrawal received, and the refund of a payment that arrived after a cancellation.
 * Each is a plain-text part and an HTML part with the same content.
 */

export type OrderMailData = {
  order: Order;
  lines: OrderLine[];
  /** The delivery method's name in the order's language. */
  deliveryName: string;
  /** Where the customer sees the order: the account page, or the signed link for guests. */
  orderUrl: string;
  /** The payment page of the order (pay now / try again). */
  paymentUrl: string;
  guest: boolean;
};

type Block = { text: string; html: string };

const plain = (value: string): Block => ({ text: value, html: escapeHtml(value) });
const joinLines = (lines: string[]): Block => ({
  text: lines.join('\n'),
  html: lines.map(escapeHtml).join('<br>'),
});

function render(
  locale: Locale,
  subject: string,
  title: string,
  blocks: Block[],
  button?: { label: string; url: string },
): RenderedEmail {
  return {
    subject,
    html: layout(
      locale,
      title,
      blocks.map((b) => b.html),
      button,
    ),
    text: textOf(
      title,
      blocks.map((b) => b.text),
      locale,
      button,
    ),
  };
}

const greeting = (locale: Locale, name: string) => {
  const first = firstName(name);
  if (locale === 'en') return first ? `Hello ${first},` : 'Hello,';
  return first ? `Dzień dobry, ${first}!` : 'Dzień dobry!';
};

function pointText(point: InpostPointSnapshot | null, fallbackId: string | null): string | null {
  if (!point && !fallbackId) return null;
  const id = point?.id ?? fallbackId ?? '';
  const address = [point?.address?.line1, [point?.address?.postCode, point?.address?.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return address ? `${id}, ${address}` : id;
}

function itemLines(locale: Locale, lines: OrderLine[]): string[] {
  return lines.map((line) => {
    const extras = [line.size && line.size !== 'one_size' ? line.size : '', line.colourCode].filter(Boolean).join(', ');
    const made = line.madeToOrder ? (locale === 'en' ? ' (made to order, 3-4 days)' : ' (na zamówienie, 3-4 dni)') : '';
    const name = extras ? `${line.productName} (${extras})` : line.productName;
    return `${line.quantity} × ${name}${made} — ${formatPrice(line.lineTotal, locale)}`;
  });
}

function totalLines(locale: Locale, order: Order): string[] {
  const en = locale === 'en';
  const rows = [`${en ? 'Products' : 'Produkty'}: ${formatPrice(order.subtotal, locale)}`];
  if (order.discount > 0) {
    const code = order.couponCode ? ` (${order.couponCode})` : '';
    rows.push(`${en ? 'Discount' : 'Rabat'}${code}: −${formatPrice(order.discount, locale)}`);
  }
  rows.push(`${en ? 'Delivery' : 'Dostawa'}: ${formatPrice(order.shipping, locale)}`);
  rows.push(`${en ? 'Total' : 'Razem'}: ${formatPrice(order.total, locale)}`);
  rows.push(`${en ? 'including VAT' : 'w tym VAT'}: ${formatPrice(order.tax, locale)}`);
  return rows;
}

function deliveryLines(locale: Locale, data: OrderMailData): string[] {
  const { order } = data;
  const en = locale === 'en';
  const point =
    order.deliveryMethodCode === 'inpost' ? pointText(order.inpostPointData ?? null, order.inpostPoint) : null;
  if (point)
    return [`${en ? 'Delivery' : 'Dostawa'}: ${data.deliveryName}`, `${en ? 'Parcel locker' : 'Paczkomat'}: ${point}`];
  const apartment = order.shippingApartment ? `/${order.shippingApartment}` : '';
  return [
    `${en ? 'Delivery' : 'Dostawa'}: ${data.deliveryName}`,
    `${order.shippingFirstName} ${order.shippingLastName}`,
    `${order.shippingStreet} ${order.shippingHouse}${apartment}`,
    [order.shippingPostalCode, order.shippingCity].filter(Boolean).join(' '),
  ];
}

export function orderConfirmationEmail(locale: Locale, data: OrderMailData): RenderedEmail {
  const { order } = data;
  const en = locale === 'en';
  const due = order.paymentDueAt ? formatDateTime(order.paymentDueAt, locale) : '';
  const blocks: Block[] = [
    plain(greeting(locale, order.billingFirstName)),
    plain(
      en
        ? `Thank you for your order ${order.orderNumber}. Its status: in preparation.`
        : `Dziękujemy za zamówienie ${order.orderNumber}. Jego status: w przygotowaniu.`,
    ),
    joinLines(itemLines(locale, data.lines)),
    joinLines(totalLines(locale, order)),
    joinLines(deliveryLines(locale, data)),
    plain(
      en
        ? `Payment: Przelewy24 (bank transfer, BLIK, card). Please pay ${formatPrice(order.total, locale)} by ${due}; an order not paid within 3 business days is cancelled.`
        : `Płatność: Przelewy24 (przelew, BLIK, karta). Zapłać ${formatPrice(order.total, locale)} do ${due} — zamówienie nieopłacone w ciągu 3 dni roboczych anulujemy.`,
    ),
  ];
  if (order.notes) blocks.push(plain(`${en ? 'Your notes' : 'Twoje uwagi'}: ${order.notes}`));
  blocks.push(
    plain(
      data.guest
        ? en
          ? `You can view your order at any time, and withdraw from the contract within 14 days of delivery, here: ${data.orderUrl}`
          : `Zamówienie możesz w każdej chwili zobaczyć — a w ciągu 14 dni od doręczenia odstąpić od umowy — pod adresem: ${data.orderUrl}`
        : en
          ? `You will find the order in your account: ${data.orderUrl}`
          : `Zamówienie znajdziesz na swoim koncie: ${data.orderUrl}`,
    ),
  );
  return render(
    locale,
    en ? `Order ${order.orderNumber} received` : `Zamówienie ${order.orderNumber} przyjęte`,
    en ? 'Thank you for your order' : 'Dziękujemy za zamówienie',
    blocks,
    { label: en ? 'Pay now' : 'Zapłać teraz', url: data.paymentUrl },
  );
}

export function paymentReceivedEmail(locale: Locale, data: OrderMailData): RenderedEmail {
  const { order } = data;
  const en = locale === 'en';
  const amount = formatPrice(order.total, locale);
  return render(
    locale,
    en ? `Payment for order ${order.orderNumber} received` : `Otrzymaliśmy płatność za zamówienie ${order.orderNumber}`,
    en ? 'Payment received' : 'Płatność otrzymana',
    [
      plain(greeting(locale, order.billingFirstName)),
      plain(
        en
          ? `We have received your payment of ${amount} for order ${order.orderNumber}. We are preparing your parcel and will let you know when it leaves our workshop.`
          : `Otrzymaliśmy Twoją płatność ${amount} za zamówienie ${order.orderNumber}. Przygotowujemy paczkę i damy znać, gdy wyruszy z pracowni.`,
      ),
      joinLines(deliveryLines(locale, data)),
    ],
    { label: en ? 'View your order' : 'Zobacz zamówienie', url: data.orderUrl },
  );
}

/** Who cancelled: the customer (docs/product-rules.md#orders), the unpaid-order job (docs/product-rules.md#payments) or the shop's staff (admin panel). */
export type CancellationReason = 'customer' | 'unpaid' | 'staff';

export function orderCancelledEmail(
  locale: Locale,
  data: OrderMailData,
  input: { reason: CancellationReason; refund: number | null },
): RenderedEmail {
  const { order } = data;
  const en = locale === 'en';
  const why =
    input.reason === 'unpaid'
      ? en
        ? `We have cancelled order ${order.orderNumber} because we did not receive its payment within 3 business days.`
        : `Anulowaliśmy zamówienie ${order.orderNumber}, ponieważ nie otrzymaliśmy płatności w ciągu 3 dni roboczych.`
      : input.reason === 'staff'
        ? en
          ? `We are sorry, but we have had to cancel order ${order.orderNumber}.`
          : `Przykro nam, ale musieliśmy anulować zamówienie ${order.orderNumber}.`
        : en
          ? `As you asked, we have cancelled order ${order.orderNumber}.`
          : `Zgodnie z Twoją prośbą anulowaliśmy zamówienie ${order.orderNumber}.`;
  const blocks = [plain(greeting(locale, order.billingFirstName)), plain(why)];
  if (input.refund !== null) {
    const amount = formatPrice(input.refund, locale);
    blocks.push(
      plain(
        en
          ? `We have ordered a refund of ${amount} to the account you paid from. It usually arrives within a few business days, at the latest within 14 days.`
          : `Zleciliśmy zwrot ${amount} na konto, z którego przyszła płatność. Zwykle dociera w kilka dni roboczych, najpóźniej w ciągu 14 dni.`,
      ),
    );
  }
  blocks.push(
    plain(
      input.reason === 'staff'
        ? en
          ? 'If you have any questions, simply reply to this e-mail — we will gladly explain.'
          : 'Jeśli masz pytania, po prostu odpowiedz na tę wiadomość — chętnie wszystko wyjaśnimy.'
        : en
          ? 'If this is a mistake or you still want the products, simply place a new order or reply to this e-mail.'
          : 'Jeśli to pomyłka albo nadal chcesz te produkty, złóż nowe zamówienie lub odpowiedz na tę wiadomość.',
    ),
  );
  return render(
    locale,
    en ? `Order ${order.orderNumber} cancelled` : `Zamówienie ${order.orderNumber} anulowane`,
    en ? 'Order cancelled' : 'Zamówienie anulowane',
    blocks,
  );
}

export function latePaymentRefundedEmail(locale: Locale, data: OrderMailData, amount: number): RenderedEmail {
  const { order } = data;
  const en = locale === 'en';
  const sum = formatPrice(amount, locale);
  return render(
    locale,
    en ? `Refund for order ${order.orderNumber}` : `Zwrot płatności za zamówienie ${order.orderNumber}`,
    en ? 'We are refunding your payment' : 'Zwracamy Twoją płatność',
    [
      plain(greeting(locale, order.billingFirstName)),
      plain(
        en
          ? `We have received a payment of ${sum} for order ${order.orderNumber}, but the order had already been cancelled (or paid). We have ordered the refund of the whole amount automatically; it usually arrives within a few business days, at the latest within 14 days.`
          : `Otrzymaliśmy płatność ${sum} za zamówienie ${order.orderNumber}, ale zamówienie było już anulowane (lub opłacone). Automatycznie zleciliśmy zwrot całej kwoty — zwykle dociera w kilka dni roboczych, najpóźniej w ciągu 14 dni.`,
      ),
      plain(
        en
          ? 'If you still want the products, please place a new order — we will gladly prepare it.'
          : 'Jeśli nadal chcesz te produkty, złóż nowe zamówienie — chętnie je przygotujemy.',
      ),
    ],
  );
}

export function withdrawalReceivedEmail(
  locale: Locale,
  data: OrderMailData,
  input: { name: string; submittedAt: Date; reason: string | null },
): RenderedEmail {
  const { order } = data;
  const en = locale === 'en';
  const when = formatDateTime(input.submittedAt, locale);
  const blocks = [
    plain(greeting(locale, input.name)),
    plain(
      en
        ? `We confirm that on ${when} we received your statement of withdrawal from the contract for order ${order.orderNumber}, submitted by ${input.name}.`
        : `Potwierdzamy, że ${when} otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy dotyczące zamówienia ${order.orderNumber}, złożone przez: ${input.name}.`,
    ),
  ];
  if (input.reason) blocks.push(plain(`${en ? 'Reason given' : 'Podany powód'}: ${input.reason}`));
  blocks.push(
    plain(
      en
        ? 'Please send the products back within 14 days to: Atelier, pracownia galanterii skórzanej, Wrocław (the exact address is in the shop regulations). We will refund the payment within 14 days of receiving this statement; we may hold the refund until the products reach us.'
        : 'Odeślij produkty w ciągu 14 dni na adres: Atelier, pracownia galanterii skórzanej, Wrocław (dokładny adres znajdziesz w regulaminie sklepu). Zwrócimy płatność w ciągu 14 dni od otrzymania tego oświadczenia; możemy wstrzymać zwrot do chwili otrzymania produktów.',
    ),
  );
  return render(
    locale,
    en
      ? `Withdrawal from the contract received — order ${order.orderNumber}`
      : `Otrzymaliśmy odstąpienie od umowy — zamówienie ${order.orderNumber}`,
    en ? 'Withdrawal received' : 'Odstąpienie od umowy przyjęte',
    blocks,
    { label: en ? 'View your order' : 'Zobacz zamówienie', url: data.orderUrl },
  );
}
