import type { PaymentStatusResponse } from '@atelier/contracts';

export type PaymentStatus = PaymentStatusResponse['data'];

/**
 * What the payment screen shows (docs/product-rules.md#addresses-and-languages/docs/product-rules.md#orders payment screen: select method, pay now, processing, success,
 * failed, cancelled), derived from the order's payment status and whether this tab has just sent the
 * customer to pay. Pure, so every combination is tested without a browser.
 */
export type PaymentScreen =
  | 'select'
  | 'processing'
  | 'success'
  | 'failed'
  | 'cancelled'
  | 'orderCancelled'
  | 'refunded';

export function paymentScreen(status: PaymentStatus, justPaid: boolean): PaymentScreen {
  if (status.payment_status === 'refunded') return 'refunded';
  if (status.outcome === 'success') return 'success';
  if (status.status === 'cancelled') return 'orderCancelled';
  if (status.outcome === 'failed') return 'failed';
  if (status.outcome === 'cancelled') return 'cancelled';
  // Pending: waiting for the gateway's confirmation after a payment was started, else still to pay.
  return justPaid ? 'processing' : 'select';
}

/** Screens after which the status will not change by itself: polling stops. */
export function isSettled(screen: PaymentScreen): boolean {
  return screen !== 'processing';
}

/** How often the processing screen asks again, and for how long before it offers "check again". */
export const POLL_INTERVAL_MS = 2000;
export const POLL_ATTEMPTS = 45;
