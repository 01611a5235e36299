import type { InitiateAnyPaymentResponse, PaymentMethod, PaymentMethodsResponse } from '@atelier/contracts';
import type { Locale } from '~/i18n/locale';
import { localePath } from '~/i18n/locale';
import { api } from '~/lib/api';

/**
 * Starting a payment (POST /api/payment/initiate) with the method the customer chose, and the methods offered
 * (GET /api/payment/methods). Whether to wait or offer to pay again is read from the order's latest attempt
 * (payment-state.ts), not remembered in the tab: an abandoned payment may be retried at once
 * (docs/decisions/020-blik-and-payment-methods.md).
 */

export async function loadPaymentMethods(amount: number): Promise<PaymentMethod[]> {
  const response = await api.get<PaymentMethodsResponse>('/api/payment/methods', { query: { amount } });
  return response.data;
}

/** `/pl/payment/12?token=…`: the payment page of an order (guests carry their order token). */
export function paymentPagePath(
  locale: Locale,
  orderId: number,
  guestToken?: string | null,
  methodCode?: string | null,
  payAgain = false,
): string {
  const query = new URLSearchParams();
  if (guestToken) query.set('token', guestToken);
  // The method chosen at the checkout (BLIK takes its code on the payment page, once the order exists).
  if (methodCode) query.set('method', methodCode);
  // From the order page after an earlier attempt: the choice of method at once, not the wait for that attempt.
  if (payAgain) query.set('again', '1');
  const path = localePath(locale, `/payment/${orderId}`);
  return query.size > 0 ? `${path}?${query.toString()}` : path;
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
  /** A `code` of GET /api/payment/methods; without it Przelewy24 shows its own picker. */
  methodCode?: string | null;
  /** Six digits, for a BLIK method: the answer then has no redirect and the page waits for the bank app. */
  blikCode?: string | null;
}): Promise<InitiateAnyPaymentResponse> {
  return api.post<InitiateAnyPaymentResponse>('/api/payment/initiate', {
    order_id: input.orderId,
    amount: input.amount,
    description: input.orderNumber,
    method: 0,
    shipping: 0,
    locale: input.locale,
    ...(input.guestToken ? { guest_token: input.guestToken } : {}),
    ...(input.methodCode ? { method_code: input.methodCode } : {}),
    ...(input.blikCode ? { blik_code: input.blikCode } : {}),
  });
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
