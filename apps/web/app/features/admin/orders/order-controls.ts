import {
  type AdminOrderDetails,
  CARRIERS,
  type CarrierCode,
  type OrderStatusCode,
  type PaymentStatusCode,
  TRACKING_NUMBER_PATTERN,
} from '@atelier/contracts';

/*
 * What the order screen offers to whom (docs/product-rules.md#orders transitions, docs/product-rules.md#staff roles). The server decides every action again;
 * these rules only keep controls away from people and moments where they would be refused.
 */

export interface OrderAccess {
  /** Area `orders` write: status, tracking, notes, withdrawals (super_admin, manager). */
  ordersWrite: boolean;
  /** Area `payments` write: refunds (super_admin, accountant). */
  paymentsWrite: boolean;
}

export type Transition = Extract<OrderStatusCode, 'shipped' | 'delivered' | 'cancelled'>;
const TRANSITIONS: readonly Transition[] = ['shipped', 'delivered', 'cancelled'];

export interface OrderControls {
  /** Status buttons, in the order the rules give them (forward first, cancelling last; docs/product-rules.md#orders). */
  transitions: Transition[];
  /** Shipping waits for the payment: a hint instead of the button. */
  shippingWaitsForPayment: boolean;
  canRefund: boolean;
  canAddNote: boolean;
  /** Withdrawals staff can complete now (the order is delivered, the withdrawal still open). */
  withdrawalsToComplete: AdminOrderDetails['withdrawals'];
  /** Nothing to change here for this person (read-only roles, or an order at the end of its road). */
  readOnly: boolean;
}

type ControlInput = Pick<AdminOrderDetails, 'status' | 'payment_status' | 'next_statuses' | 'withdrawals' | 'money'>;

export function orderControls(order: ControlInput, access: OrderAccess): OrderControls {
  const transitions = access.ordersWrite ? TRANSITIONS.filter((status) => order.next_statuses.includes(status)) : [];
  const withdrawalsToComplete =
    access.ordersWrite && order.status === 'delivered' ? order.withdrawals.filter((w) => !w.completed_at) : [];
  const canRefund = access.paymentsWrite && order.money.refundable > 0;
  return {
    transitions,
    shippingWaitsForPayment:
      access.ordersWrite && order.status === 'in_preparation' && !order.next_statuses.includes('shipped'),
    canRefund,
    canAddNote: access.ordersWrite,
    withdrawalsToComplete,
    readOnly: !access.ordersWrite && !access.paymentsWrite,
  };
}

/** Tracking numbers as the server keeps them: spaces dropped, capitals (`6800 1234 5678` → `680012345678`). */
/** The number as staff typed it: the ends trimmed and upper-cased; spaces inside stay, to be refused. */
export function normaliseTrackingNumber(text: string): string {
  return text.trim().toUpperCase();
}

/** What is wrong with a tracking number for this carrier (docs/product-rules.md#tracking), or null. */
export function trackingNumberProblem(
  text: string,
  carrier: CarrierCode = 'inpost',
): 'required' | 'spaces' | 'shape' | 'invalid' | null {
  const value = normaliseTrackingNumber(text);
  if (!value) return 'required';
  if (/\s/.test(value)) return 'spaces';
  if (carrier === 'other') return TRACKING_NUMBER_PATTERN.test(value) ? null : 'invalid';
  return CARRIERS[carrier].pattern.test(value) ? null : 'shape';
}

/**
 * An amount typed by staff in PLN: `49,99`, `49.99`, `1 249,00` → 49.99 / 1249. Null when it is not a
 * positive amount with at most two decimals.
 */
export function parseAmount(text: string): number | null {
  const compact = text
    .replace(/[\s\u00a0]/g, '')
    .replace(/(zł|pln)$/i, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  const grosze = Math.round(Number.parseFloat(compact) * 100);
  return grosze > 0 ? grosze / 100 : null;
}

/** The amount as a form field shows it: `150,01` (pl) or `150.01` (en), no thousands separators. */
export function amountFieldValue(pln: number, locale: 'pl' | 'en'): string {
  const fixed = (Math.round(pln * 100) / 100).toFixed(2);
  return locale === 'pl' ? fixed.replace('.', ',') : fixed;
}

export type RefundProblem = 'amount' | 'over' | null;

/** Checks a refund before it is sent: a valid amount, not more than the refundable rest. */
export function refundAmountProblem(text: string, refundable: number): RefundProblem {
  const amount = parseAmount(text);
  if (amount === null) return 'amount';
  return Math.round(amount * 100) > Math.round(refundable * 100) ? 'over' : null;
}

/** Badge tones of the order statuses (docs/product-rules.md#orders): work waiting is accent, done is green, ended is neutral. */
export const ORDER_STATUS_TONE: Record<OrderStatusCode, 'neutral' | 'success' | 'warning' | 'danger' | 'accent'> = {
  in_preparation: 'accent',
  shipped: 'neutral',
  delivered: 'success',
  cancelled: 'neutral',
  returned: 'neutral',
};

export const PAYMENT_STATUS_TONE: Record<PaymentStatusCode, 'neutral' | 'success' | 'warning' | 'danger' | 'accent'> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  cancelled: 'neutral',
  refunded: 'neutral',
};

export const REFUND_STATUS_TONE = {
  pending: 'warning',
  completed: 'success',
  failed: 'danger',
} as const;
