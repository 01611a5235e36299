import type {
  Locale,
  OrderDetails,
  OrderStatusCode,
  OrderSummary,
  ParcelPoint,
  PaymentOutcome,
  PaymentStatusCode,
} from '@atelier/contracts';
import { WITHDRAWAL_DAYS } from '@atelier/contracts';
import type { InpostPointSnapshot, Order, OrderLine, Return, ReturnLine, Withdrawal } from '../../db/schema';
import { isMessageKey, translate } from '../../i18n/messages';
import { toPln } from '../../shared/money';
import { invoiceRequestInfo, presentOrderInvoice } from '../invoices/invoice-presenter';
import type { InvoiceRow } from '../invoices/invoices.repository';
import { endOfPeriod } from './business-days';
import { presentReturns, returnWindow } from './order-return-view';

/** Orders as the API shows them (contracts orders.ts): PLN numbers, ISO times, labels in the request's language. */

export const statusLabel = (locale: Locale, status: string) => {
  const key = `orders.status.${status}`;
  return isMessageKey(key) ? translate(locale, key) : status;
};

export const paymentStatusLabel = (locale: Locale, status: string) => {
  const key = `orders.payment_status.${status}`;
  return isMessageKey(key) ? translate(locale, key) : status;
};

/** History entries are order statuses, payment events ('payment:paid') or 'withdrawal'. */
export function historyLabel(locale: Locale, status: string): string {
  if (status === 'payment:refund_failed') return translate(locale, 'orders.history.refund_failed');
  if (status.startsWith('payment:')) return paymentStatusLabel(locale, status.slice('payment:'.length));
  if (status === 'placed') return translate(locale, 'orders.history.placed');
  if (status === 'withdrawal') return translate(locale, 'orders.history.withdrawal');
  if (status.startsWith('return:')) {
    const key = `orders.history.return_${status.slice('return:'.length)}`;
    if (isMessageKey(key)) return translate(locale, key);
  }
  return statusLabel(locale, status);
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The customer may cancel while the order is in preparation (docs/product-rules.md#orders). */
export const canCancel = (order: Order) => order.status === 'in_preparation';

/** Payment can be started (again) while the order waits in preparation and is not paid. */
export const canPay = (order: Order) =>
  order.status === 'in_preparation' && ['pending', 'failed', 'cancelled'].includes(order.paymentStatus);

/** docs/product-rules.md#legal: delivered orders may be withdrawn from until the end of the 14th day after delivery. */
export function withdrawalDeadline(order: Order): Date | null {
  return order.deliveredAt ? endOfPeriod(order.deliveredAt, WITHDRAWAL_DAYS) : null;
}

export function withdrawalInfo(order: Order, withdrawal: Withdrawal | undefined, now: Date) {
  const deadline = withdrawalDeadline(order);
  return {
    available: order.status === 'delivered' && !withdrawal && deadline !== null && now.getTime() <= deadline.getTime(),
    deadline: iso(deadline),
    submitted_at: iso(withdrawal?.submittedAt),
  };
}

export function paymentOutcome(order: Order): PaymentOutcome {
  if (order.paymentStatus === 'paid') return 'success';
  if (order.paymentStatus === 'failed') return 'failed';
  if (order.paymentStatus === 'cancelled' || order.status === 'cancelled' || order.paymentStatus === 'refunded') {
    return 'cancelled';
  }
  return 'processing';
}

const imageUrl = (publicUrl: string, path: string | null) => {
  if (!path) return null;
  return /^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
};

export function presentSummary(order: Order, lines: OrderLine[], locale: Locale, publicUrl: string): OrderSummary {
  return {
    id: order.id,
    order_number: order.orderNumber,
    date: order.createdAt.toISOString(),
    created_at: order.createdAt.toISOString(),
    status: order.status as OrderStatusCode,
    status_label: statusLabel(locale, order.status),
    payment_status: order.paymentStatus as PaymentStatusCode,
    payment_status_label: paymentStatusLabel(locale, order.paymentStatus),
    total: toPln(order.total),
    total_amount: toPln(order.total),
    items_count: lines.reduce((sum, l) => sum + l.quantity, 0),
    items: lines.map((l) => ({
      product_name: l.productName,
      quantity: l.quantity,
      image: imageUrl(publicUrl, l.imagePath),
    })),
    can_cancel: canCancel(order),
    can_pay: canPay(order),
  };
}

export function presentPoint(snapshot: InpostPointSnapshot | null, id: string | null): ParcelPoint | null {
  if (!snapshot && !id) return null;
  const pointId = snapshot?.id ?? id ?? '';
  const city = snapshot?.address?.city ?? null;
  const postCode = snapshot?.address?.postCode ?? null;
  const line2 = [postCode, city].filter(Boolean).join(' ');
  return {
    id: pointId,
    name: snapshot?.name ?? pointId,
    status: null,
    location_type: null,
    location_description: snapshot?.locationDescription ?? null,
    opening_hours: null,
    address: { line1: snapshot?.address?.line1 ?? null, line2: line2 || null, city, post_code: postCode },
    location: null,
    location_247: false,
  };
}

type AddressPrefix = 'billing' | 'shipping';

function presentAddress(order: Order, prefix: AddressPrefix): OrderDetails['shipping_address'] {
  const f = (name: string) => (order as unknown as Record<string, string | null>)[`${prefix}${name}`];
  const street = f('Street') ?? '';
  const house = f('House') ?? '';
  return {
    first_name: f('FirstName') ?? '',
    last_name: f('LastName') ?? '',
    company_name: f('Company'),
    nip: f('Nip'),
    street,
    house,
    apartment: f('Apartment'),
    address_line_1: `${street} ${house}`.trim(),
    address_line_2: f('Apartment'),
    city: f('City') ?? '',
    postal_code: f('PostalCode') ?? '',
    country: f('Country') ?? 'PL',
  };
}

export function presentDetails(
  input: {
    order: Order;
    lines: OrderLine[];
    history: { status: string; createdAt: Date }[];
    withdrawal: Withdrawal | undefined;
    deliveryName: string;
    /** Colour code → name in the request's language. */
    colourNames: ReadonlyMap<string, string>;
    /** The order's invoices and corrections, oldest first. */
    invoices: InvoiceRow[];
    returns: { ret: Return; lines: ReturnLine[] }[];
  },
  ctx: { locale: Locale; publicUrl: string; now: Date },
): OrderDetails {
  const { order, lines } = input;
  const { locale, publicUrl } = ctx;
  return {
    ...presentSummary(order, lines, locale, publicUrl),
    email: order.email,
    phone: order.phone,
    lines: lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      product_name: l.productName,
      product_slug: l.productSlug,
      sku: l.sku,
      variant_id: l.variantId,
      image: imageUrl(publicUrl, l.imagePath),
      size: l.size || null,
      color: l.colourCode || null,
      color_name: l.colourCode ? (input.colourNames.get(l.colourCode) ?? l.colourCode) : null,
      quantity: l.quantity,
      price: toPln(l.unitPrice),
      original_price: toPln(l.originalUnitPrice),
      total: toPln(l.lineTotal),
      made_to_order: l.madeToOrder,
    })),
    totals: {
      subtotal: toPln(order.subtotal),
      discount: toPln(order.discount),
      shipping: toPln(order.shipping),
      tax: toPln(order.tax),
      total: toPln(order.total),
    },
    coupon_code: order.couponCode,
    delivery: {
      method: order.deliveryMethodCode,
      name: input.deliveryName,
      price: toPln(order.deliveryPrice),
      cost: toPln(order.shipping),
      inpost_point:
        order.deliveryMethodCode === 'inpost' ? presentPoint(order.inpostPointData ?? null, order.inpostPoint) : null,
    },
    shipping_address: presentAddress(order, 'shipping'),
    billing_address: presentAddress(order, 'billing'),
    notes: order.notes,
    payment_method: order.paymentMethod,
    payment_due_at: iso(order.paymentDueAt),
    paid_at: iso(order.paidAt),
    cancelled_at: iso(order.cancelledAt),
    shipped_at: iso(order.shippedAt),
    delivered_at: iso(order.deliveredAt),
    terms_version: order.termsVersion,
    terms_accepted_at: order.termsAcceptedAt.toISOString(),
    withdrawal: withdrawalInfo(order, input.withdrawal, ctx.now),
    invoices: input.invoices.map((invoice) => presentOrderInvoice(invoice, publicUrl)),
    invoice_request: invoiceRequestInfo(order, input.invoices, ctx.now),
    returns: presentReturns(order, lines, input.returns, locale),
    return_window: returnWindow(order, lines, input.returns, ctx.now),
    history: input.history.map((h) => ({
      status: h.status,
      label: historyLabel(locale, h.status),
      at: h.createdAt.toISOString(),
    })),
  };
}
