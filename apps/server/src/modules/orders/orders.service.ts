import { createHash } from 'node:crypto';
import {
  type GuestWithdrawBody,
  type Locale,
  type OrderConflictBody,
  type OrderDetails,
  type OrderListResponse,
  PAYMENT_DUE_BUSINESS_DAYS,
  type PaymentStatusResponse,
  type PlaceGuestOrderBody,
  type PlaceOrderBody,
  TERMS_VERSION,
  WITHDRAWAL_DAYS,
  type WithdrawBody,
} from '@atelier/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { InpostPointSnapshot, NewOrderLine, Order } from '../../db/schema';
import { Conflict, DomainError, NotFound, ValidationFailed } from '../../errors';
import { translate } from '../../i18n/messages';
import { formatPrice, toPln, vatPart } from '../../shared/money';
import { hashToken } from '../../shared/secrets';
import {
  type CartIdentity,
  type CartQuote,
  emptyCartInTransaction,
  findCartOf,
  guestOwner,
  quoteCart,
  rememberCheckoutEmail,
} from '../cart/cart.service';
import { findColourNames } from '../catalog/catalog.repository';
import { catalogueVersion } from '../catalog/catalog-cache';
import { describeRefusal, normalisePromoCode, recordCouponUse } from '../coupons/coupons.service';
import type { Gateways } from '../payments/payment-gateways';
import { checkPendingPayments, refundOrderPayments, sendRefunds } from '../payments/payments.service';
import { findParcelPoint } from '../shipping/inpost';
import {
  chosenMethod,
  type DeliveryMethodOption,
  deliveryQuote,
  findMethod,
  loadShippingRules,
  methodName,
} from '../shipping/shipping.service';
import { addBusinessDays, formatDateTime, warsawYear } from './business-days';
import {
  type CancellationReason,
  orderCancelledEmail,
  orderConfirmationEmail,
  withdrawalReceivedEmail,
} from './order-mail';
import { issueOrderToken, orderMailData, queueOrderEmail } from './order-notifications';
import {
  canCancel,
  canPay,
  paymentOutcome,
  presentDetails,
  presentSummary,
  withdrawalDeadline,
} from './order-presenter';
import {
  findCartProductIds,
  findHistory,
  findOrder,
  findOrderByIdempotencyKey,
  findOrderByNumber,
  findOrderIdByTokenHash,
  findOrderLines,
  findOrdersOfUser,
  findOverdueOrderIds,
  findWithdrawal,
  insertHistory,
  insertOrder,
  insertOrderLines,
  insertWithdrawal,
  lockCartById,
  lockOrder,
  lockProducts,
  nextOrderSequence,
  putBackStock,
  setWithdrawalEmail,
  takeStock,
  updateOrder,
} from './orders.repository';

/**
 * Orders (docs/product-rules.md#money, #stock, #orders, #payments, #legal). The placement rebuilds the order from the server cart inside one
 * transaction: the cart row is locked (a double submit waits, then finds the first order by its
 * Idempotency-Key or an empty cart), the products are locked in id order and their stock taken with a
 * conditional decrement, the promo code's limits are checked again under its lock, the cart is emptied
 * and the confirmation e-mail is queued — all or nothing.
 */

export type OrdersContext = {
  db: Db;
  config: Config;
  gateways: Gateways;
  now: Date;
  locale: Locale;
  log: FastifyBaseLogger;
};

/**
 * Who asks about an order: a signed-in customer and/or the guest order tokens the request carries (header,
 * query, the order's cookie) — any one of them that belongs to this very order opens it.
 */
export type OrderViewer = { userId: number | null; orderTokens?: (string | null | undefined)[] };

// ——— placing an order ———

type Contact = { firstName: string; lastName: string; email: string; phone: string };
type Address = {
  street: string;
  house: string;
  apartment: string | null;
  city: string;
  /** Null when not given: only a parcel to the door (or a company invoice) needs it. */
  postalCode: string | null;
  country: string;
};
type PointInput = PlaceOrderBody['inpost_point'];

export type Placement = {
  contact: Contact;
  address: Address;
  /** Where the address sits in the body, for 422 field names: `customer_info` (guests) or `shipping_address`. */
  addressField: 'customer_info' | 'shipping_address';
  company: string | null;
  nip: string | null;
  deliveryMethod: string | undefined;
  inpostPoint: PointInput;
  notes: string | null;
  items: PlaceOrderBody['items'];
  couponCode: string | null;
  subtotal?: number;
  discount?: number;
  shipping?: number;
  total: number;
};

export type Placer = { customer: { userId: number; email: string } } | { guestToken: string | undefined };

const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** "ul. Rynek 12/3" → street "ul. Rynek", house "12/3" (docs/product-rules.md#api-contract address_line_1 is street plus house). */
function splitAddressLine(line: string): { street: string; house: string } | null {
  const match = /^(.*\S)\s+(\d+[A-Za-z]?(?:\s?[/-]\s?\d*[A-Za-z]?)?)$/.exec(line.trim());
  return match ? { street: match[1], house: match[2].replace(/\s/g, '') } : null;
}

/** POST /api/orders body → one placement shape. */
export function customerPlacement(body: PlaceOrderBody): Placement {
  const a = body.shipping_address;
  let street = blank(a.street);
  let house = blank(a.house);
  if ((!street || !house) && a.address_line_1) {
    const split = splitAddressLine(a.address_line_1);
    street ??= split?.street ?? null;
    house ??= split?.house ?? null;
  }
  if (!street || !house) {
    throw new ValidationFailed(
      { 'shipping_address.address_line_1': ['orders.street_required'] },
      'orders.street_required',
    );
  }
  return {
    contact: { firstName: a.first_name, lastName: a.last_name, email: a.email, phone: a.phone },
    address: {
      street,
      house,
      apartment: blank(a.apartment) ?? blank(a.address_line_2),
      city: a.city,
      postalCode: a.postal_code ?? null,
      country: a.country,
    },
    addressField: 'shipping_address',
    ...commonPlacement(body),
    deliveryMethod: body.delivery_method ?? a.delivery_method,
    inpostPoint: body.inpost_point ?? a.inpost_point,
  };
}

/** POST /api/orders/guest body → one placement shape. */
export function guestPlacement(body: PlaceGuestOrderBody): Placement {
  const c = body.customer_info;
  return {
    contact: { firstName: c.name, lastName: c.surname, email: c.email, phone: c.phone },
    address: {
      street: c.street,
      house: c.house,
      apartment: blank(c.apartment),
      city: c.city,
      postalCode: c.postal_code ?? null,
      country: c.country,
    },
    addressField: 'customer_info',
    ...commonPlacement(body),
    deliveryMethod: body.delivery_method,
    inpostPoint: body.inpost_point,
  };
}

function commonPlacement(body: PlaceOrderBody | PlaceGuestOrderBody) {
  return {
    company: blank(body.company_name),
    nip: blank(body.nip),
    notes: blank(body.notes),
    items: body.items,
    couponCode: blank(body.coupon_code),
    subtotal: body.subtotal,
    discount: body.discount_amount,
    shipping: body.shipping,
    total: body.total,
  };
}

/** Keys sorted at every level, so the same body always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

function placerKey(placer: Placer): string {
  if ('customer' in placer) return `customer:${placer.customer.userId}`;
  return `guest:${guestOwner(placer.guestToken) ? hashToken(placer.guestToken ?? '') : 'none'}`;
}

export function idempotencyFingerprint(placer: Placer, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([placerKey(placer), canonical(body)]))
    .digest('hex');
}

export type PlacedOrderResult = { order: Order; guestToken: string | null; replayed: boolean };

class OrderConflict extends DomainError {
  constructor(
    code: 'prices_changed' | 'cart_changed' | 'out_of_stock',
    key: Parameters<typeof translate>[1],
    params: Record<string, string | number> = {},
    extra?: Pick<OrderConflictBody, 'totals'>,
  ) {
    super(409, code, key, params, undefined, extra);
  }
}

const pointSnapshotOf = (point: PointInput): InpostPointSnapshot | null => {
  if (!point) return null;
  if (typeof point === 'string') return point.trim() ? { id: point.trim() } : null;
  const id = point.id ?? point.name;
  if (!id) return null;
  return {
    id,
    name: point.name ?? id,
    locationDescription: point.location_description ?? undefined,
    address: point.address
      ? {
          line1: point.address.line1 ?? undefined,
          city: point.address.city ?? undefined,
          postCode: point.address.post_code ?? undefined,
        }
      : undefined,
  };
};

/** The locker the order names (or the cart chose), checked against InPost or the demo set (docs/product-rules.md#parcel-lockers). */
async function resolveInpostPoint(ctx: OrdersContext, given: InpostPointSnapshot | null): Promise<InpostPointSnapshot> {
  if (!given)
    throw new ValidationFailed({ inpost_point: ['orders.inpost_point_required'] }, 'orders.inpost_point_required');
  const found = await findParcelPoint(ctx.config.inpost, given.id);
  if (!found)
    throw new ValidationFailed({ inpost_point: ['orders.inpost_point_invalid'] }, 'orders.inpost_point_invalid');
  if (found.unverified) {
    ctx.log.warn({ point: given.id }, 'InPost unreachable: parcel locker kept as the customer gave it');
    return { ...given, id: found.point.id };
  }
  const p = found.point;
  return {
    id: p.id,
    name: p.name,
    locationDescription: p.location_description ?? undefined,
    address: {
      line1: p.address.line1 ?? undefined,
      city: p.address.city ?? undefined,
      postCode: p.address.post_code ?? undefined,
    },
  };
}

/**
 * A parcel to the customer's door needs the postal code, and so does an invoice to a company (its address is
 * printed on it); a parcel-locker order does not — the first version's guests send none.
 */
function assertPostalCodeWhereNeeded(input: Placement, delivery: { toTheDoor: boolean }): void {
  if (input.address.postalCode || (!delivery.toTheDoor && !input.nip)) return;
  const key = delivery.toTheDoor ? 'orders.postal_code_required' : 'orders.postal_code_required_invoice';
  throw new ValidationFailed({ [`${input.addressField}.postal_code`]: [key] }, key);
}

const differs = (pln: number | undefined, grosze: number) => pln !== undefined && Math.round(pln * 100) !== grosze;

/** Lines that cannot be ordered any more refuse the order with 409 naming the product (docs/product-rules.md#stock). */
function assertAvailable(quote: CartQuote): void {
  for (const line of quote.lines) {
    const { product } = line.loaded;
    if (!line.loaded.active)
      throw new OrderConflict('out_of_stock', 'orders.product_unavailable', { name: product.name });
    if (line.unavailable) throw new OrderConflict('out_of_stock', 'orders.out_of_stock', { name: product.name });
    if (line.shortage > 0) {
      throw new OrderConflict('out_of_stock', 'orders.insufficient_stock', {
        name: product.name,
        available: product.stock,
      });
    }
  }
}

/**
 * docs/product-rules.md#money: what the client saw must be what the server charges; otherwise 409 and nothing is written. The message
 * says what changed and the total now due: why the promo code no longer applies when that is the cause (a
 * first-order code for a guest who has ordered before), else that prices or delivery changed.
 */
function assertClientAgrees(
  input: Placement,
  quote: CartQuote,
  figures: { shipping: number; total: number },
  locale: Locale,
): void {
  const changed = (): OrderConflict => {
    const total = formatPrice(figures.total, locale);
    const refusal = quote.coupon && !quote.coupon.check.ok ? quote.coupon.check.refusal : null;
    const now = {
      totals: {
        subtotal: toPln(quote.subtotal),
        discount: toPln(quote.discount),
        shipping: toPln(figures.shipping),
        total: toPln(figures.total),
      },
    };
    return refusal
      ? new OrderConflict(
          'prices_changed',
          'orders.coupon_no_longer_applies',
          { reason: describeRefusal(refusal, locale), total },
          now,
        )
      : new OrderConflict('prices_changed', 'orders.prices_changed', { total }, now);
  };
  if (input.items) {
    const inCart = new Map<number, number>();
    for (const l of quote.lines)
      inCart.set(l.loaded.product.id, (inCart.get(l.loaded.product.id) ?? 0) + l.row.quantity);
    const sent = new Map<number, number>();
    for (const i of input.items) sent.set(i.product_id, (sent.get(i.product_id) ?? 0) + i.quantity);
    const same = inCart.size === sent.size && [...inCart].every(([id, qty]) => sent.get(id) === qty);
    if (!same) throw new OrderConflict('cart_changed', 'orders.cart_changed');
    for (const item of input.items) {
      const line = quote.lines.find((l) => l.loaded.product.id === item.product_id);
      if (line && differs(item.price, line.unitPrice)) throw changed();
    }
  }
  // The code named must be the cart's. Whether it still gives anything shows in the totals: a client that
  // names a code the cart holds but which no longer applies, with the totals without it, has seen the price.
  if (input.couponCode && normalisePromoCode(input.couponCode) !== (quote.coupon?.row.code ?? null)) throw changed();
  if (
    differs(input.subtotal, quote.subtotal) ||
    differs(input.discount, quote.discount) ||
    differs(input.shipping, figures.shipping) ||
    differs(input.total, figures.total)
  ) {
    throw changed();
  }
}

const orderNumberOf = (year: number, sequence: number) => `LB-${year}-${String(sequence).padStart(6, '0')}`;

/** Path of the line's photograph on our site (stored without the origin, so a new PUBLIC_URL keeps working). */
const imagePathOf = (image: string | null, publicUrl: string) =>
  image ? (image.startsWith(publicUrl) ? image.slice(publicUrl.length) : image) : null;

async function replay(
  ctx: OrdersContext,
  order: Order,
  placer: Placer,
  fingerprint: string,
): Promise<PlacedOrderResult> {
  if (order.idempotencyFingerprint !== fingerprint) {
    throw new DomainError(422, 'idempotency_key_reused', 'orders.idempotency_key_reused');
  }
  // The first answer's guest token cannot be read back (only its hash is kept): the retry gets its own.
  const guestToken = 'customer' in placer ? null : await issueOrderToken(ctx.db, order.id, ctx.now);
  return { order, guestToken, replayed: true };
}

const isIdempotencyClash = (error: unknown) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const constraint = e?.constraint ?? e?.cause?.constraint;
  return code === '23505' && constraint === 'orders_idempotency_key_unique';
};

/** POST /api/orders and /api/orders/guest. */
export async function placeOrder(
  ctx: OrdersContext,
  placer: Placer,
  input: Placement,
  idempotency: { key: string; fingerprint: string } | null,
): Promise<PlacedOrderResult> {
  if (idempotency) {
    const earlier = await findOrderByIdempotencyKey(ctx.db, idempotency.key);
    if (earlier) return replay(ctx, earlier, placer, idempotency.fingerprint);
  }
  const identity: CartIdentity =
    'customer' in placer ? { customer: placer.customer } : { guestToken: placer.guestToken };
  const cart = await findCartOf(ctx.db, identity);
  // A guest's cart learns the e-mail the order is placed with: whatever the outcome, the cart the client reads
  // next checks the promo code for this customer, so it shows what the order will really cost.
  if (cart && !('customer' in placer)) await rememberCheckoutEmail(ctx.db, cart, input.contact.email, ctx.now);
  // Delivery and the locker are settled before the transaction: checking a locker may ask InPost, and no
  // lock should wait for the network.
  const rules = await loadShippingRules(ctx.db);
  const wanted = input.deliveryMethod ?? cart?.deliveryMethodCode ?? null;
  const method: DeliveryMethodOption | undefined = wanted ? findMethod(rules, wanted) : chosenMethod(rules, null);
  if (!method) {
    throw new ValidationFailed(
      { delivery_method: ['orders.delivery_method_unknown'] },
      'orders.delivery_method_unknown',
    );
  }
  const givenPoint =
    pointSnapshotOf(input.inpostPoint) ??
    (cart?.deliveryMethodCode === 'inpost'
      ? (cart.inpostPointData ?? (cart.inpostPoint ? { id: cart.inpostPoint } : null))
      : null);
  const point = method.code === 'inpost' ? await resolveInpostPoint(ctx, givenPoint) : null;
  assertPostalCodeWhereNeeded(input, { toTheDoor: point === null });
  const couponCustomer =
    'customer' in placer
      ? { userId: placer.customer.userId, email: placer.customer.email }
      : { email: input.contact.email };

  let result: { order: Order; guestToken: string | null } | { earlier: Order };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const locked = cart ? await lockCartById(tx, cart.id) : undefined;
      if (idempotency) {
        // A double submit waited for the cart lock above; the first order is committed by now.
        const earlier = await findOrderByIdempotencyKey(tx, idempotency.key);
        if (earlier) return { earlier };
      }
      const productIds = locked ? await findCartProductIds(tx, locked.id) : [];
      if (!locked || !productIds.length) {
        throw new DomainError(422, 'cart_empty', 'orders.cart_empty', {}, { items: ['orders.cart_empty'] });
      }
      await lockProducts(tx, productIds);
      const quote = await quoteCart(tx, locked, {
        locale: ctx.locale,
        publicUrl: ctx.config.publicUrl,
        now: ctx.now,
        customer: couponCustomer,
      });
      if (!quote.lines.length) {
        throw new DomainError(422, 'cart_empty', 'orders.cart_empty', {}, { items: ['orders.cart_empty'] });
      }
      assertAvailable(quote);
      const couponOk = quote.coupon?.check.ok === true;
      const goods = quote.subtotal - quote.discount;
      const delivery = deliveryQuote(quote.rules, {
        methodCode: method.code,
        goodsAfterDiscount: goods,
        freeShippingCode: couponOk && quote.coupon?.check.ok === true && quote.coupon.check.freeShipping,
        hasGoods: true,
      });
      const total = goods + delivery.cost;
      assertClientAgrees(input, quote, { shipping: delivery.cost, total }, ctx.locale);

      const orderNumber = orderNumberOf(warsawYear(ctx.now), await nextOrderSequence(tx));
      const person = input.contact;
      const addr = input.address;
      const order = await insertOrder(tx, {
        orderNumber,
        userId: 'customer' in placer ? placer.customer.userId : null,
        email: person.email,
        phone: person.phone,
        status: 'in_preparation',
        paymentStatus: 'pending',
        paymentMethod: 'przelew24',
        locale: ctx.locale,
        billingFirstName: person.firstName,
        billingLastName: person.lastName,
        billingCompany: input.company,
        billingNip: input.nip,
        billingStreet: addr.street,
        billingHouse: addr.house,
        billingApartment: addr.apartment,
        billingCity: addr.city,
        billingPostalCode: addr.postalCode,
        billingCountry: addr.country,
        shippingFirstName: person.firstName,
        shippingLastName: person.lastName,
        shippingCompany: input.company,
        shippingStreet: addr.street,
        shippingHouse: addr.house,
        shippingApartment: addr.apartment,
        shippingCity: addr.city,
        shippingPostalCode: addr.postalCode,
        shippingCountry: addr.country,
        deliveryMethodCode: method.code,
        deliveryPrice: method.price,
        inpostPoint: point?.id ?? null,
        inpostPointData: point,
        subtotal: quote.subtotal,
        discount: quote.discount,
        shipping: delivery.cost,
        total,
        tax: vatPart(total),
        couponCode: couponOk ? (quote.coupon?.row.code ?? null) : null,
        notes: input.notes,
        termsVersion: TERMS_VERSION,
        termsAcceptedAt: ctx.now,
        idempotencyKey: idempotency?.key ?? null,
        idempotencyFingerprint: idempotency?.fingerprint ?? null,
        paymentDueAt: addBusinessDays(ctx.now, PAYMENT_DUE_BUSINESS_DAYS),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });

      const lines: NewOrderLine[] = quote.lines.map((l) => {
        const { product } = l.loaded;
        return {
          orderId: order.id,
          productId: product.id,
          productName: product.name,
          productSlug: product.slug,
          sku: product.sku,
          size: l.row.size,
          colourCode: l.row.colourCode,
          unitPrice: l.unitPrice,
          originalUnitPrice: Math.max(l.unitPrice, Math.round(product.base_price * 100)),
          quantity: l.row.quantity,
          lineTotal: l.lineTotal,
          imagePath: imagePathOf(product.image, ctx.config.publicUrl),
          madeToOrder: l.madeToOrderQuantity > 0,
          fromStock: l.row.quantity - l.madeToOrderQuantity,
        };
      });
      await insertOrderLines(tx, lines);
      await takeStockFor(tx, lines);
      if (couponOk && quote.coupon) {
        await recordCouponUse(tx, {
          couponId: quote.coupon.row.id,
          orderId: order.id,
          userId: couponCustomer.userId ?? null,
          email: couponCustomer.email,
          now: ctx.now,
          locale: ctx.locale,
        });
      }
      await emptyCartInTransaction(tx, locked.id, ctx.now);
      await insertHistory(tx, { orderId: order.id, status: 'placed', at: ctx.now });
      const guestToken = order.userId === null ? await issueOrderToken(tx, order.id, ctx.now) : null;
      const data = await orderMailData(tx, order, { publicUrl: ctx.config.publicUrl, now: ctx.now, guestToken });
      await queueOrderEmail(tx, order, 'order-confirmation', (l) => orderConfirmationEmail(l, data), ctx.now);
      return { order, guestToken };
    });
  } catch (error) {
    // Two requests with one key and two different carts: the loser of the unique index answers as a retry.
    if (idempotency && isIdempotencyClash(error)) {
      const earlier = await findOrderByIdempotencyKey(ctx.db, idempotency.key);
      if (earlier) return replay(ctx, earlier, placer, idempotency.fingerprint);
    }
    throw error;
  }
  if ('earlier' in result) {
    if (!idempotency) throw new Error('replay without a key');
    return replay(ctx, result.earlier, placer, idempotency.fingerprint);
  }
  catalogueVersion.bump();
  return { ...result, replayed: false };
}

/** Stock of every product of the order, taken once per product (the rows are locked). */
async function takeStockFor(tx: Tx, lines: NewOrderLine[]): Promise<void> {
  const perProduct = new Map<number, { fromStock: number; sold: number; name: string }>();
  for (const line of lines) {
    if (line.productId == null) continue;
    const entry = perProduct.get(line.productId) ?? { fromStock: 0, sold: 0, name: line.productName };
    entry.fromStock += line.fromStock ?? 0;
    entry.sold += line.quantity;
    perProduct.set(line.productId, entry);
  }
  for (const [productId, { fromStock, sold, name }] of perProduct) {
    if (!(await takeStock(tx, productId, fromStock, sold))) {
      throw new OrderConflict('out_of_stock', 'orders.out_of_stock', { name });
    }
  }
}

// ——— reading orders ———

/**
 * The order if the viewer may see it — their own, or the one a guest token opens — with that token (null for
 * a customer's own order); else 404, never 403. A token opens only its own order, whatever it is sent with.
 */
export async function openOrder(
  db: Db,
  orderId: number,
  viewer: OrderViewer,
): Promise<{ order: Order; guestToken: string | null }> {
  const order = await findOrder(db, orderId);
  if (order) {
    if (viewer.userId !== null && order.userId === viewer.userId) return { order, guestToken: null };
    for (const token of new Set(viewer.orderTokens ?? [])) {
      if (token && (await orderIdOfToken(db, token)) === order.id) return { order, guestToken: token };
    }
  }
  throw new NotFound('orders.not_found');
}

export async function accessibleOrder(db: Db, orderId: number, viewer: OrderViewer): Promise<Order> {
  return (await openOrder(db, orderId, viewer)).order;
}

async function orderIdOfToken(db: Db, token: string): Promise<number | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  return findOrderIdByTokenHash(db, hashToken(token));
}

/** The delivery method's name in this language, or its code when the method is gone. */
export async function deliveryNameOf(db: Db, order: Order, locale: Locale): Promise<string> {
  const method = findMethod(await loadShippingRules(db), order.deliveryMethodCode);
  return method ? methodName(method, locale) : order.deliveryMethodCode;
}

export async function orderDetails(ctx: OrdersContext, order: Order): Promise<OrderDetails> {
  const [lines, history, withdrawal, deliveryName, colourNames] = await Promise.all([
    findOrderLines(ctx.db, [order.id]),
    findHistory(ctx.db, order.id),
    findWithdrawal(ctx.db, order.id),
    deliveryNameOf(ctx.db, order, ctx.locale),
    findColourNames(ctx.db, ctx.locale),
  ]);
  return presentDetails(
    { order, lines, history, withdrawal, deliveryName, colourNames },
    { locale: ctx.locale, publicUrl: ctx.config.publicUrl, now: ctx.now },
  );
}

/** GET /api/orders/guest/{token}: the order a guest's link opens. */
export async function guestOrderDetails(ctx: OrdersContext, token: string): Promise<OrderDetails> {
  const id = await orderIdOfToken(ctx.db, token);
  const order = id ? await findOrder(ctx.db, id) : undefined;
  if (!order) throw new NotFound('orders.not_found');
  return orderDetails(ctx, order);
}

/** GET /api/orders: the customer's own orders, newest first. */
export async function listOrders(
  ctx: OrdersContext,
  userId: number,
  page: number,
  perPage: number,
): Promise<OrderListResponse> {
  const { rows, total } = await findOrdersOfUser(ctx.db, userId, page, perPage);
  const lines = await findOrderLines(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((order) =>
      presentSummary(
        order,
        lines.filter((l) => l.orderId === order.id),
        ctx.locale,
        ctx.config.publicUrl,
      ),
    ),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}

/**
 * GET /api/orders/{id}/payment-status: while the order waits for money, Przelewy24 is asked about its
 * sessions first (the customer's return may beat the notification), through the same settle path.
 */
export async function paymentStatus(ctx: OrdersContext, order: Order): Promise<PaymentStatusResponse> {
  let current = order;
  if (order.paymentStatus === 'pending' && order.status === 'in_preparation') {
    await checkPendingPayments(ctx, order.id);
    current = (await findOrder(ctx.db, order.id)) ?? order;
  }
  return {
    data: {
      order_id: current.id,
      order_number: current.orderNumber,
      status: current.status as PaymentStatusResponse['data']['status'],
      payment_status: current.paymentStatus as PaymentStatusResponse['data']['payment_status'],
      outcome: paymentOutcome(current),
      total_amount: current.total / 100,
      can_retry: canPay(current),
    },
  };
}

// ——— cancelling ———

/**
 * Cancels an order in preparation: puts back what was taken from stock, starts a refund of what was paid,
 * queues the e-mail. `reason` says who: the customer (docs/product-rules.md#orders) or the unpaid-order job (docs/product-rules.md#payments). Answers false when
 * the order is no longer in preparation (the job's race with a payment or a shipment is then lost, safely).
 */
async function cancelInTransaction(
  ctx: OrdersContext,
  orderId: number,
  input: {
    reason: CancellationReason;
    changedBy: number | null;
    requireUnpaid: boolean;
    /** Shown in the status history instead of the reason (a staff member's note). */
    note?: string | null;
    /** More writes that must commit with the cancellation (the admin panel's audit entry). */
    within?: (tx: Tx, order: Order) => Promise<void>;
  },
): Promise<{ cancelled: boolean; refundIds: number[]; refunded: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !canCancel(order)) return { cancelled: false, refundIds: [], refunded: false };
    if (input.requireUnpaid && !['pending', 'failed', 'cancelled'].includes(order.paymentStatus)) {
      return { cancelled: false, refundIds: [], refunded: false };
    }
    const lines = await findOrderLines(tx, [order.id]);
    const productIds = [...new Set(lines.map((l) => l.productId).filter((id): id is number => id !== null))];
    await lockProducts(tx, productIds);
    for (const id of productIds) {
      const ofProduct = lines.filter((l) => l.productId === id);
      await putBackStock(
        tx,
        id,
        ofProduct.reduce((s, l) => s + l.fromStock, 0),
        ofProduct.reduce((s, l) => s + l.quantity, 0),
      );
    }
    const refunds = await refundOrderPayments(tx, order.id, `order_cancelled_${input.reason}`, ctx.now);
    const refunded = refunds.refundIds.length > 0;
    const paymentStatus = refunded ? 'refunded' : order.paymentStatus === 'pending' ? 'cancelled' : order.paymentStatus;
    await updateOrder(tx, order.id, { status: 'cancelled', paymentStatus, cancelledAt: ctx.now, updatedAt: ctx.now });
    await insertHistory(tx, {
      orderId: order.id,
      status: 'cancelled',
      note: input.note ?? input.reason,
      changedBy: input.changedBy,
      at: ctx.now,
    });
    if (refunded) await insertHistory(tx, { orderId: order.id, status: 'payment:refunded', at: ctx.now });
    const cancelled = { ...order, status: 'cancelled', paymentStatus, cancelledAt: ctx.now };
    const data = await orderMailData(tx, cancelled, { publicUrl: ctx.config.publicUrl, now: ctx.now });
    await queueOrderEmail(
      tx,
      cancelled,
      'order-cancelled',
      (l) => orderCancelledEmail(l, data, { reason: input.reason, refund: refunded ? refunds.amount : null }),
      ctx.now,
    );
    await input.within?.(tx, cancelled);
    return { cancelled: true, refundIds: refunds.refundIds, refunded };
  });
}

/** POST /api/orders/{id}/cancel (the route checked the viewer may see the order). */
export async function cancelOrder(
  ctx: OrdersContext,
  order: Order,
  changedBy: number | null,
): Promise<{ details: OrderDetails; message: string }> {
  const result = await cancelInTransaction(ctx, order.id, { reason: 'customer', changedBy, requireUnpaid: false });
  if (!result.cancelled) throw new Conflict('orders.cancel_not_allowed', {}, 'cancel_not_allowed');
  catalogueVersion.bump();
  if (result.refundIds.length) await sendRefunds(ctx, result.refundIds);
  const fresh = (await findOrder(ctx.db, order.id)) ?? order;
  return {
    details: await orderDetails(ctx, fresh),
    message: translate(ctx.locale, result.refunded ? 'orders.cancelled_refund' : 'orders.cancelled', {
      number: order.orderNumber,
    }),
  };
}

/**
 * Staff cancel an order in preparation from the admin panel: the same restock, refund and e-mail as the
 * customer's cancellation (docs/product-rules.md#orders). `within` runs in the cancellation's transaction. Answers cancelled: false
 * when the order is not in preparation (any more).
 */
export async function cancelOrderAsStaff(
  ctx: OrdersContext,
  orderId: number,
  input: { changedBy: number | null; note?: string | null; within?: (tx: Tx, order: Order) => Promise<void> },
): Promise<{ cancelled: boolean; refunded: boolean }> {
  const result = await cancelInTransaction(ctx, orderId, { reason: 'staff', requireUnpaid: false, ...input });
  if (!result.cancelled) return { cancelled: false, refunded: false };
  catalogueVersion.bump();
  if (result.refundIds.length) await sendRefunds(ctx, result.refundIds);
  return { cancelled: true, refunded: result.refunded };
}

/**
 * The scheduled job of docs/product-rules.md#payments: orders still unpaid when their due moment (PAYMENT_DUE_BUSINESS_DAYS business days after placement)
 * has passed are cancelled and restocked. Driven only by the database, so it survives restarts and several
 * processes may run it (each order is re-checked under its lock). Answers how many it cancelled.
 */
export async function cancelOverdueOrders(ctx: OrdersContext, batch = 50): Promise<number> {
  let cancelled = 0;
  for (const id of await findOverdueOrderIds(ctx.db, ctx.now, batch)) {
    try {
      const result = await cancelInTransaction(ctx, id, { reason: 'unpaid', changedBy: null, requireUnpaid: true });
      if (result.cancelled) cancelled += 1;
    } catch (error) {
      ctx.log.error({ err: error, orderId: id }, 'cancelling an unpaid order failed');
    }
  }
  if (cancelled) catalogueVersion.bump();
  return cancelled;
}

// ——— withdrawing (docs/product-rules.md#legal) ———

async function withdraw(
  ctx: OrdersContext,
  orderId: number,
  body: { name: string; email: string; reason?: string | null },
): Promise<{ withdrawalId: number; order: Order; submittedAt: Date }> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound('orders.not_found');
    if (await findWithdrawal(tx, order.id)) throw new Conflict('orders.withdraw_already', {}, 'withdrawal_exists');
    const deadline = withdrawalDeadline(order);
    if (order.status !== 'delivered' || !deadline) {
      throw new Conflict('orders.withdraw_not_delivered', {}, 'withdrawal_not_available');
    }
    if (ctx.now.getTime() > deadline.getTime()) {
      throw new Conflict(
        'orders.withdraw_expired',
        { date: formatDateTime(deadline, ctx.locale), days: WITHDRAWAL_DAYS },
        'withdrawal_expired',
      );
    }
    const withdrawal = await insertWithdrawal(tx, {
      orderId: order.id,
      name: body.name,
      email: body.email,
      reason: blank(body.reason),
      submittedAt: ctx.now,
    });
    await insertHistory(tx, { orderId: order.id, status: 'withdrawal', note: body.name, at: ctx.now });
    const data = await orderMailData(tx, order, { publicUrl: ctx.config.publicUrl, now: ctx.now });
    const render = (l: Locale) =>
      withdrawalReceivedEmail(l, data, { name: body.name, submittedAt: ctx.now, reason: blank(body.reason) });
    const emailId = await queueOrderEmail(tx, order, 'order-withdrawal-received', render, ctx.now);
    // The confirmation also goes to the address the consumer gave, when it is another one.
    if (body.email.toLowerCase() !== order.email.toLowerCase()) {
      await queueOrderEmail(tx, { ...order, email: body.email }, 'order-withdrawal-received', render, ctx.now);
    }
    await setWithdrawalEmail(tx, withdrawal.id, emailId);
    return { withdrawalId: withdrawal.id, order, submittedAt: ctx.now };
  });
}

function withdrawalAnswer(ctx: OrdersContext, result: Awaited<ReturnType<typeof withdraw>>) {
  return {
    success: true as const,
    message: translate(ctx.locale, 'orders.withdrawal_received', {
      date: formatDateTime(result.submittedAt, ctx.locale),
    }),
    data: {
      withdrawal_id: result.withdrawalId,
      order_id: result.order.id,
      order_number: result.order.orderNumber,
      submitted_at: result.submittedAt.toISOString(),
    },
  };
}

/** POST /api/orders/{id}/withdraw (the route checked access). */
export async function withdrawFromOrder(ctx: OrdersContext, order: Order, body: WithdrawBody) {
  return withdrawalAnswer(ctx, await withdraw(ctx, order.id, body));
}

/** POST /api/orders/withdraw: a guest names the order by number and its e-mail (404 when they do not match). */
export async function withdrawByOrderNumber(ctx: OrdersContext, body: GuestWithdrawBody) {
  const order = await findOrderByNumber(ctx.db, body.order_number.trim().toUpperCase());
  if (!order || order.email.toLowerCase() !== body.email.toLowerCase()) {
    throw new NotFound('orders.guest_order_not_found');
  }
  return withdrawalAnswer(ctx, await withdraw(ctx, order.id, body));
}
