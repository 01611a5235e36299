import {
  type Cart,
  type GuestCustomerInfo,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_TOKEN_HEADER,
  PlaceOrderResponse,
} from '@atelier/contracts';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutbox, orders, products } from '../../db/schema';
import { Browser } from '../cart/cart.test-support';

/** Test support of the orders and payments tests: checkout bodies built from the cart a browser sees. */

export const GUEST_INFO = {
  name: 'Anna',
  surname: 'Kowalska',
  email: 'anna.kowalska@example.pl',
  phone: '+48 600 100 200',
  country: 'PL',
  city: 'Wrocław',
  street: 'Rynek',
  house: '12',
  apartment: '3',
  postal_code: '50-101',
} satisfies GuestCustomerInfo;

/** A demo parcel locker (modules/shipping/inpost-demo-points.ts). */
export const DEMO_POINT = 'WRO01M';

/** What our checkout sends for the cart it shows: items, the cart's totals, delivery, terms. */
export function checkoutFields(cart: Cart, extra: Record<string, unknown> = {}) {
  return {
    items: cart.items.map((i) => ({
      product_id: i.product_id,
      quantity: i.quantity,
      price: i.price,
      size: i.size,
      variant_id: null,
      product_name: i.name,
      product_image: i.image,
    })),
    delivery_method: 'inpost',
    inpost_point: DEMO_POINT,
    payment_method: 'przelew24',
    notes: null,
    terms_accepted: true,
    coupon_code: cart.coupon?.code ?? null,
    subtotal: cart.totals.subtotal,
    discount_amount: cart.totals.discount,
    shipping: cart.totals.shipping,
    total: cart.totals.total,
    ...extra,
  };
}

export function guestBody(cart: Cart, extra: Record<string, unknown> = {}, info: Partial<typeof GUEST_INFO> = {}) {
  return { customer_info: { ...GUEST_INFO, ...info }, ...checkoutFields(cart, extra) };
}

export function customerBody(cart: Cart, email: string, extra: Record<string, unknown> = {}) {
  return {
    shipping_address: {
      first_name: 'Jan',
      last_name: 'Nowak',
      email,
      phone: '+48 601 200 300',
      address_line_1: 'ul. Świdnicka 8',
      address_line_2: '4',
      city: 'Wrocław',
      country: 'Polska',
      postal_code: '50-067',
      delivery_method: 'inpost',
      inpost_point: DEMO_POINT,
    },
    ...checkoutFields(cart, extra),
  };
}

/** POST an order as the browser (guest route unless it carries a bearer token), with an optional key. */
export function postOrder(
  browser: Browser,
  body: unknown,
  options: { idempotencyKey?: string; route?: 'guest' | 'customer' } = {},
): Promise<LightMyRequestResponse> {
  const route = options.route ?? (browser.token ? 'customer' : 'guest');
  return browser.send('POST', route === 'guest' ? '/api/orders/guest' : '/api/orders', body, {
    headers: options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : {},
  });
}

export type Placed = PlaceOrderResponse['data'];

/** Adds the products to a guest browser's cart and places the order; it must succeed. */
export async function placeGuestOrder(
  browser: Browser,
  lines: { productId: number; quantity?: number }[],
  extra: Record<string, unknown> = {},
  info: Partial<typeof GUEST_INFO> = {},
): Promise<Placed> {
  for (const line of lines) await browser.add(line.productId, line.quantity ?? 1);
  const res = await postOrder(browser, guestBody(await browser.cart(), extra, info));
  if (res.statusCode !== 201) throw new Error(`guest order: ${res.statusCode} ${res.body}`);
  return PlaceOrderResponse.parse(res.json()).data;
}

/** GET/POST about one order as the browser, with the guest token when given. */
export function orderRequest(
  browser: Browser,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string | null; payload?: unknown } = {},
) {
  return browser.send(method, url, options.payload, {
    headers: options.token ? { [ORDER_TOKEN_HEADER]: options.token } : {},
  });
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row.stock;
}

export async function orderRow(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export function emailsTo(db: Db, address: string) {
  return db
    .select({
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      locale: emailOutbox.locale,
      text: emailOutbox.text,
      html: emailOutbox.html,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(asc(emailOutbox.id));
}

export { Browser };
