import type {
  CancelOrderResponse,
  OrderDetails,
  OrderDetailsResponse,
  OrderListResponse,
  ReturnCreateBody,
  ReturnCreateResponse,
  WithdrawBody,
  WithdrawResponse,
} from '@atelier/contracts';
import { ORDER_TOKEN_HEADER } from '@atelier/contracts/browser-rules';
import { api } from '~/lib/api';

/**
 * The order calls of the account pages. A customer is known by the bearer token; a guest by the order
 * token from the e-mail link (X-Order-Token), which opens that one order only.
 */

const access = (guestToken?: string | null) => (guestToken ? { [ORDER_TOKEN_HEADER]: guestToken } : undefined);

export const ORDERS_PER_PAGE = 10;

export function fetchOrders(page: number, signal?: AbortSignal) {
  return api.get<OrderListResponse>('/api/orders', { query: { page, per_page: ORDERS_PER_PAGE }, signal });
}

export function fetchOrder(id: number, signal?: AbortSignal) {
  return api.get<OrderDetailsResponse>(`/api/orders/${id}`, { signal });
}

export function fetchGuestOrder(token: string, signal?: AbortSignal) {
  return api.get<OrderDetailsResponse>(`/api/orders/guest/${encodeURIComponent(token)}`, { signal });
}

export function cancelOrder(id: number, guestToken?: string | null) {
  return api.post<CancelOrderResponse>(`/api/orders/${id}/cancel`, undefined, { headers: access(guestToken) });
}

export function withdrawFromOrder(id: number, body: WithdrawBody, guestToken?: string | null) {
  return api.post<WithdrawResponse>(`/api/orders/${id}/withdraw`, body, { headers: access(guestToken) });
}

/** One order again after a change, by the customer's session or the guest's order token. */
export async function fetchOrderWith(id: number, guestToken?: string | null): Promise<OrderDetails> {
  return (await api.get<OrderDetailsResponse>(`/api/orders/${id}`, { headers: access(guestToken) })).data;
}

/** A return of delivered lines (docs/product-rules.md#after-sale). */
export function startReturn(id: number, body: ReturnCreateBody, guestToken?: string | null) {
  return api.post<ReturnCreateResponse>(`/api/orders/${id}/returns`, body, { headers: access(guestToken) });
}
