import { type Locale, PAYMENT_DUE_BUSINESS_DAYS, WITHDRAWAL_DAYS } from '@atelier/contracts';
import type { InpostPointSnapshot, Order, OrderLine } from '../../db/schema';
import { emailText } from '../../i18n/emails';
import { formatPrice } from '../../shared/money';
import { escapeHtml, greeting, layout, type RenderedEmail, textOf } from '../mail/mail.templates';
import { returnAddress } from '../pages/shop-facts';
import { formatDateTime } from './business-days';

/**
 * The order e-mails (docs/product-rules.md#emails), in the language the customer ordered in: confirmation, payment received,
 * cancellation, withdrawal received, and the refund of a payment that arrived after a cancellation.
 * Each is a plain-text part and an HTML part with the same content; the words are in i18n/emails.ts.
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
  /** Colour code → the colour's name in the order's language (the catalogue's colour values). */
  colourNames: ReadonlyMap<string, string>;
  /** How long a made-to-order piece takes (the shop's setting, docs/product-rules.md#stock). */
  madeToOrderDays: { min: number; max: number };
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

function pointText(point: InpostPointSnapshot | null, fallbackId: string | null): string | null {
  if (!point && !fallbackId) return null;
  const id = point?.id ?? fallbackId ?? '';
  const address = [point?.address?.line1, [point?.address?.postCode, point?.address?.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return address ? `${id}, ${address}` : id;
}

/** "3-4", or "3" when the setting names a single day count. */
/** "3–4" with an en dash, as the shop's pages write ranges; "3" when both ends agree. */
const dayRange = ({ min, max }: { min: number; max: number }) => (min === max ? `${min}` : `${min}\u2013${max}`);

function itemLines(locale: Locale, data: OrderMailData): string[] {
  const made = emailText(locale, 'order.line_made_to_order', { days: dayRange(data.madeToOrderDays) });
  return data.lines.map((line) => {
    const colour = line.colourCode ? (data.colourNames.get(line.colourCode) ?? line.colourCode) : '';
    const extras = [line.size && line.size !== 'one_size' ? line.size : '', colour].filter(Boolean).join(', ');
    const name = extras ? `${line.productName} (${extras})` : line.productName;
    return `${line.quantity} × ${name}${line.madeToOrder ? made : ''} — ${formatPrice(line.lineTotal, locale)}`;
  });
}

function totalLines(locale: Locale, order: Order): string[] {
  const amount = (value: number) => ({ amount: formatPrice(value, locale) });
  const rows = [emailText(locale, 'order.products', amount(order.subtotal))];
  if (order.discount > 0) {
    rows.push(
      order.couponCode
        ? emailText(locale, 'order.discount_code', { code: order.couponCode, ...amount(order.discount) })
        : emailText(locale, 'order.discount', amount(order.discount)),
    );
  }
  rows.push(emailText(locale, 'order.delivery_cost', amount(order.shipping)));
  rows.push(emailText(locale, 'order.total', amount(order.total)));
  rows.push(emailText(locale, 'order.vat', amount(order.tax)));
  return rows;
}

function deliveryLines(locale: Locale, data: OrderMailData): string[] {
  const { order } = data;
  const method = emailText(locale, 'order.delivery_method', { method: data.deliveryName });
  const point =
    order.deliveryMethodCode === 'inpost' ? pointText(order.inpostPointData ?? null, order.inpostPoint) : null;
  if (point) return [method, emailText(locale, 'order.parcel_locker', { point })];
  const apartment = order.shippingApartment ? `/${order.shippingApartment}` : '';
  return [
    method,
    `${order.shippingFirstName} ${order.shippingLastName}`,
    `${order.shippingStreet} ${order.shippingHouse}${apartment}`,
    [order.shippingPostalCode, order.shippingCity].filter(Boolean).join(' '),
  ];
}

export const viewButton = (locale: Locale, data: OrderMailData) => ({
  label: emailText(locale, 'order.view_button'),
  url: data.orderUrl,
});

export function orderConfirmationEmail(locale: Locale, data: OrderMailData): RenderedEmail {
  const { order } = data;
  const number = order.orderNumber;
  const due = order.paymentDueAt ? formatDateTime(order.paymentDueAt, locale) : '';
  const blocks: Block[] = [
    plain(greeting(locale, order.billingFirstName)),
    plain(emailText(locale, 'order_confirmation.thanks', { number })),
    joinLines(itemLines(locale, data)),
    joinLines(totalLines(locale, order)),
    joinLines(deliveryLines(locale, data)),
    plain(
      emailText(locale, 'order_confirmation.payment', {
        amount: formatPrice(order.total, locale),
        due,
        days: PAYMENT_DUE_BUSINESS_DAYS,
      }),
    ),
  ];
  if (order.notes) blocks.push(plain(emailText(locale, 'order_confirmation.notes', { notes: order.notes })));
  blocks.push(
    plain(
      data.guest
        ? emailText(locale, 'order_confirmation.guest_link', { withdrawalDays: WITHDRAWAL_DAYS, url: data.orderUrl })
        : emailText(locale, 'order_confirmation.account_link', { url: data.orderUrl }),
    ),
  );
  return render(
    locale,
    emailText(locale, 'order_confirmation.subject', { number }),
    emailText(locale, 'order_confirmation.title'),
    blocks,
    { label: emailText(locale, 'order_confirmation.button'), url: data.paymentUrl },
  );
}

/** `invoiceNumber`: the VAT invoice issued with the payment, attached to this e-mail (docs/product-rules.md#invoices). */
export function paymentReceivedEmail(
  locale: Locale,
  data: OrderMailData,
  invoiceNumber: string | null = null,
): RenderedEmail {
  const { order } = data;
  const number = order.orderNumber;
  const blocks = [
    plain(greeting(locale, order.billingFirstName)),
    plain(emailText(locale, 'payment_received.body', { amount: formatPrice(order.total, locale), number })),
  ];
  if (invoiceNumber)
    blocks.push(plain(emailText(locale, 'payment_received.invoice_attached', { invoice: invoiceNumber })));
  blocks.push(joinLines(deliveryLines(locale, data)));
  return render(
    locale,
    emailText(locale, 'payment_received.subject', { number }),
    emailText(locale, 'payment_received.title'),
    blocks,
    viewButton(locale, data),
  );
}

/** A document issued after the payment: an invoice a consumer asked for later, or a correction. PDF attached. */
export function invoiceIssuedEmail(
  locale: Locale,
  data: OrderMailData,
  input: { invoiceNumber: string; kind: 'invoice' | 'correction'; correctsNumber?: string },
): RenderedEmail {
  const { order } = data;
  const number = order.orderNumber;
  const key = input.kind === 'invoice' ? 'invoice_issued' : 'correction_issued';
  const params = { number, invoice: input.invoiceNumber, corrects: input.correctsNumber ?? '' };
  return render(
    locale,
    emailText(locale, `${key}.subject`, params),
    emailText(locale, `${key}.title`),
    [plain(greeting(locale, order.billingFirstName)), plain(emailText(locale, `${key}.body`, params))],
    viewButton(locale, data),
  );
}

/** Who cancelled: the customer (docs/product-rules.md#orders), the unpaid-order job (docs/product-rules.md#payments) or the shop's staff (admin panel). */
export type CancellationReason = 'customer' | 'unpaid' | 'staff';

const CANCELLATION_TEXT = {
  customer: 'order_cancelled.reason_customer',
  unpaid: 'order_cancelled.reason_unpaid',
  staff: 'order_cancelled.reason_staff',
} as const;

export function orderCancelledEmail(
  locale: Locale,
  data: OrderMailData,
  input: { reason: CancellationReason; refund: number | null },
): RenderedEmail {
  const { order } = data;
  const number = order.orderNumber;
  const why = emailText(locale, CANCELLATION_TEXT[input.reason], { number, days: PAYMENT_DUE_BUSINESS_DAYS });
  const blocks = [plain(greeting(locale, order.billingFirstName)), plain(why)];
  if (input.refund !== null) {
    blocks.push(plain(emailText(locale, 'order_cancelled.refund', { amount: formatPrice(input.refund, locale) })));
  }
  blocks.push(
    plain(
      emailText(locale, input.reason === 'staff' ? 'order_cancelled.questions_staff' : 'order_cancelled.questions'),
    ),
  );
  return render(
    locale,
    emailText(locale, 'order_cancelled.subject', { number }),
    emailText(locale, 'order_cancelled.title'),
    blocks,
  );
}

export function latePaymentRefundedEmail(locale: Locale, data: OrderMailData, amount: number): RenderedEmail {
  const { order } = data;
  const number = order.orderNumber;
  return render(
    locale,
    emailText(locale, 'late_payment_refunded.subject', { number }),
    emailText(locale, 'late_payment_refunded.title'),
    [
      plain(greeting(locale, order.billingFirstName)),
      plain(emailText(locale, 'late_payment_refunded.body', { amount: formatPrice(amount, locale), number })),
      plain(emailText(locale, 'late_payment_refunded.reorder')),
    ],
  );
}

export function withdrawalReceivedEmail(
  locale: Locale,
  data: OrderMailData,
  input: { name: string; submittedAt: Date; reason: string | null },
): RenderedEmail {
  const { order } = data;
  const number = order.orderNumber;
  const when = formatDateTime(input.submittedAt, locale);
  const blocks = [
    plain(greeting(locale, input.name)),
    plain(emailText(locale, 'withdrawal_received.confirmation', { when, number, name: input.name })),
  ];
  if (input.reason) blocks.push(plain(emailText(locale, 'withdrawal_received.reason', { reason: input.reason })));
  blocks.push(plain(emailText(locale, 'withdrawal_received.send_back', { address: returnAddress() })));
  return render(
    locale,
    emailText(locale, 'withdrawal_received.subject', { number }),
    emailText(locale, 'withdrawal_received.title'),
    blocks,
    viewButton(locale, data),
  );
}
