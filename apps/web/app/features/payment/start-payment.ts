import type { InitiatePaymentResponse } from '@atelier/contracts';
import type { Locale } from '~/i18n/locale';
import { localePath } from '~/i18n/locale';
import { api } from '~/lib/api';

/**
 * Starting a payment (POST /api/payment/initiate) and remembering, for this tab, that the customer went
 * to pay: back on the payment page, a still-pending order then means "waiting for confirmation" rather
 * than "not paid yet, choose how to pay".
 */

const STARTED_KEY = (orderId: number) => `payment_started:${orderId}`;
/** A payment started longer ago than this is no longer awaited; the page offers to pay again. */
const AWAIT_CONFIRMATION_MS = 30 * 60 * 1000;

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function markPaymentStarted(orderId: number, now = Date.now()): void {
  try {
    session()?.setItem(STARTED_KEY(orderId), String(now));
  } catch {
    // Without storage the page simply offers to pay again instead of waiting.
  }
}

export function forgetPaymentStarted(orderId: number): void {
  try {
    session()?.removeItem(STARTED_KEY(orderId));
  } catch {
    // Nothing to forget.
  }
}

export function paymentRecentlyStarted(orderId: number, now = Date.now()): boolean {
  const started = Number(session()?.getItem(STARTED_KEY(orderId)));
  return Number.isFinite(started) && started > 0 && now - started < AWAIT_CONFIRMATION_MS;
}

/** `/pl/payment/12?token=…`: the payment page of an order (guests carry their order token). */
export function paymentPagePath(locale: Locale, orderId: number, guestToken?: string | null): string {
  const path = localePath(locale, `/payment/${orderId}`);
  return guestToken ? `${path}?token=${encodeURIComponent(guestToken)}` : path;
}

/** The order's details page: a customer's under /orders, a guest's through the signed link. */
export function orderPagePath(locale: Locale, orderId: number, guestToken?: string | null): string {
  return guestToken
    ? localePath(locale, `/orders/guest/${encodeURIComponent(guestToken)}`)
    : localePath(locale, `/orders/${orderId}`);
}

export async function initiatePayment(input: {
  orderId: number;
  amount: number;
  orderNumber: string;
  locale: Locale;
  guestToken?: string | null;
}): Promise<InitiatePaymentResponse> {
  const response = await api.post<InitiatePaymentResponse>('/api/payment/initiate', {
    order_id: input.orderId,
    amount: input.amount,
    description: input.orderNumber,
    method: 0,
    shipping: 0,
    locale: input.locale,
    ...(input.guestToken ? { guest_token: input.guestToken } : {}),
  });
  markPaymentStarted(input.orderId);
  return response;
}

/**
 * Sends the browser to the gateway: our own demo page through the router (a path on this site), or
 * Przelewy24's page by a full navigation.
 */
export function goToGateway(redirectUrl: string, navigate: (to: string) => void): void {
  if (redirectUrl.startsWith('/') && !redirectUrl.startsWith('//')) {
    navigate(redirectUrl);
    return;
  }
  try {
    const target = new URL(redirectUrl);
    if (target.origin === window.location.origin) {
      navigate(`${target.pathname}${target.search}${target.hash}`);
      return;
    }
  } catch {
    // Not a URL the browser can parse: let it try anyway.
  }
  window.location.assign(redirectUrl);
}
