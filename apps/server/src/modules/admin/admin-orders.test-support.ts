import { type AdminOrderDetails, AdminOrderResponse, InitiatePaymentResponse } from '@atelier/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog } from '../../db/schema';
import type { TestApp } from '../../test/helper';
import { makeProduct } from '../cart/cart.test-support';
import { Browser, type GUEST_INFO, type Placed, placeGuestOrder } from '../orders/orders.test-support';

/** Test support of the admin orders, payments and inbox tests: staff sign-ins, paid orders, API calls. */

export const STAFF = {
  super_admin: ['admin@atelier.pl', 'Admin123!'],
  manager: ['manager@atelier.pl', 'Manager123!'],
  accountant: ['ksiegowa@atelier.pl', 'Ksiegowa123!'],
  customer: ['klient@atelier.pl', 'Klient123!'],
} as const;
export type Who = keyof typeof STAFF;

/** Bearer tokens of the seeded staff accounts (and the seeded customer). */
export async function staffTokens(t: TestApp): Promise<Record<Who, string>> {
  const tokens = {} as Record<Who, string>;
  for (const [who, [email, password]] of Object.entries(STAFF)) {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    tokens[who as Who] = res.json().data.token;
  }
  return tokens;
}

/** An admin API caller in one language. */
export function staffCaller(t: TestApp, tokens: Record<Who, string>) {
  return (
    who: Who,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    locale: 'pl' | 'en' = 'en',
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': locale },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** The order details of an admin answer, checked against the contract. */
export const detailsOf = (res: LightMyRequestResponse): AdminOrderDetails => {
  if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
  return AdminOrderResponse.parse(res.json()).data;
};

export type GuestOrder = { browser: Browser; placed: Placed; productId: number; buyer: string };

/** A guest order of one new product (stock 5) at `price` grosze, placed in `locale`. */
export async function guestOrder(
  t: TestApp,
  input: { price: number; buyer: string; locale?: 'pl' | 'en'; quantity?: number; info?: Partial<typeof GUEST_INFO> },
  extra: Record<string, unknown> = {},
): Promise<GuestOrder> {
  const product = await makeProduct(t.database.db, { price: input.price, stock: 5 });
  const browser = new Browser(t, input.locale ?? 'pl');
  const placed = await placeGuestOrder(browser, [{ productId: product.id, quantity: input.quantity ?? 1 }], extra, {
    email: input.buyer,
    ...input.info,
  });
  return { browser, placed, productId: product.id, buyer: input.buyer };
}

/** Starts the payment of a guest order; answers the session id the gateway knows. */
export async function initiatePayment(order: GuestOrder): Promise<string> {
  const res = await order.browser.send('POST', '/api/payment/initiate', {
    order_id: order.placed.id,
    amount: order.placed.total_amount,
    locale: 'pl',
    guest_token: order.placed.guest_token,
  });
  if (res.statusCode !== 200) throw new Error(`initiate: ${res.statusCode} ${res.body}`);
  return InitiatePaymentResponse.parse(res.json()).data.session_id;
}

/** Pays a guest order with the demo gateway's Pay button (the shop without Przelewy24, docs/product-rules.md#payments). */
export async function payWithDemo(order: GuestOrder): Promise<void> {
  const session = await initiatePayment(order);
  const res = await order.browser.send('POST', `/api/payment/demo/${session}/pay`);
  if (res.statusCode !== 200) throw new Error(`demo pay: ${res.statusCode} ${res.body}`);
}

/** The newest audit entries about one order. */
export function auditOf(t: TestApp, orderId: number) {
  return t.database.db
    .select({ action: auditLog.action, userId: auditLog.userId, data: auditLog.data })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))))
    .orderBy(desc(auditLog.id));
}
