import type { PaymentMethod, PaymentMethodGroup, PaymentStatusResponse } from '@atelier/contracts';

export type PaymentStatus = PaymentStatusResponse['data'];

/**
 * What the payment screen shows (docs/product-rules.md#payments), derived from the order's payment status and
 * its latest attempt (`attempt.status`, docs/decisions/020-blik-and-payment-methods.md) — never from how long
 * ago this tab went to pay, so a customer who abandoned the gateway may pay again at once. `blikStarted` says
 * this page has just sent a BLIK code: a pending attempt then means "confirm in your bank app". Pure, so every
 * combination is tested without a browser.
 */
export type PaymentScreen =
  | 'select'
  | 'processing'
  | 'blikWaiting'
  | 'success'
  | 'failed'
  | 'expired'
  | 'cancelled'
  | 'orderCancelled'
  | 'refunded';

export function paymentScreen(status: PaymentStatus, blikStarted = false): PaymentScreen {
  if (status.payment_status === 'refunded') return 'refunded';
  if (status.outcome === 'success' || status.attempt?.status === 'paid') return 'success';
  if (status.status === 'cancelled') return 'orderCancelled';
  switch (status.attempt?.status) {
    case 'failed':
      return 'failed';
    case 'expired':
      return 'expired';
    case 'cancelled':
      return 'cancelled';
    case 'pending':
      // Pending after a redirect may as well be abandoned at the gateway: the screen waits and offers to pay again.
      return blikStarted ? 'blikWaiting' : 'processing';
  }
  if (status.outcome === 'failed') return 'failed';
  if (status.outcome === 'cancelled') return 'cancelled';
  return blikStarted ? 'blikWaiting' : 'select';
}

/** Screens after which the status will not change by itself: polling stops. */
export function isSettled(screen: PaymentScreen): boolean {
  return screen !== 'processing' && screen !== 'blikWaiting';
}

/** How often the waiting screens ask again, and for how long before they offer "check again". */
export const POLL_INTERVAL_MS = 2000;
export const POLL_ATTEMPTS = 45;
/** BLIK waits longer: the server reports the attempt expired after 3 minutes (ADR 020). */
export const BLIK_POLL_ATTEMPTS = 100;

/** The order the groups are offered in: BLIK first, then card, wallets, bank transfers, pay later. */
const GROUP_ORDER: readonly PaymentMethodGroup[] = ['blik', 'card', 'wallet', 'transfer', 'pay_later'];

export function groupMethods(
  methods: readonly PaymentMethod[],
): { group: PaymentMethodGroup; methods: PaymentMethod[] }[] {
  return GROUP_ORDER.map((group) => ({ group, methods: methods.filter((method) => method.group === group) })).filter(
    (entry) => entry.methods.length > 0,
  );
}

/**
 * A BLIK code as typed or pasted: spaces, dashes and other separators dropped ("777 123", "777-123"), at most
 * six digits kept. Valid when exactly six digits remain.
 */
export function normaliseBlikCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

export function isBlikCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * A method's logo, when the page may show it: our own paths only, since the CSP's img-src is 'self' (a logo on
 * Przelewy24's servers would be refused and logged); the method's name is always the text beside it.
 */
export function logoSource(imageUrl: string | undefined): string | null {
  return imageUrl?.startsWith('/') && !imageUrl.startsWith('//') ? imageUrl : null;
}
