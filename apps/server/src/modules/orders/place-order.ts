import { PAYMENT_DUE_BUSINESS_DAYS } from '@atelier/contracts';
import type { Tx } from '../../db/client';
import type { NewOrderLine, Order } from '../../db/schema';
import { DomainError, ValidationFailed } from '../../errors';
import { vatPart } from '../../shared/money';
import { type CartIdentity, findCartOf } from '../cart/cart-identity';
import { emptyCartInTransaction } from '../cart/cart-lines';
import { rememberCheckoutEmail } from '../cart/cart-promo-codes';
import { quoteCart } from '../cart/cart-quote';
import { catalogueVersion } from '../catalog/catalog-cache';
import { recordCouponUse } from '../coupons/coupons.service';
import { loadTermsVersion } from '../seller/seller-identity';
import {
  chosenMethod,
  type DeliveryMethodOption,
  deliveryQuote,
  findMethod,
  loadShippingRules,
} from '../shipping/shipping.service';
import { addBusinessDays, warsawYear } from './business-days';
import { orderConfirmationEmail } from './order-mail';
import { issueOrderToken, orderMailData, queueOrderEmail } from './order-notifications';
import type { Placement, Placer } from './order-placement';
import {
  assertAvailable,
  assertClientAgrees,
  assertPostalCodeWhereNeeded,
  OrderConflict,
  pointSnapshotOf,
  resolveInpostPoint,
} from './order-placement-checks';
import {
  addPopularity,
  findCartProductIds,
  findOrderByIdempotencyKey,
  insertHistory,
  insertOrder,
  insertOrderLines,
  lockCartById,
  lockProducts,
  nextOrderSequence,
  takeVariantStock,
} from './orders.repository';
import type { OrdersContext } from './orders-context';

/**
 * Orders (docs/product-rules.md#money, #stock, #orders, #payments, #legal). The placement rebuilds the order from the server cart inside one
 * transaction: the cart row is locked (a double submit waits, then finds the first order by its
 * Idempotency-Key or an empty cart), the products are locked in id order and their stock taken with a
 * conditional decrement, the promo code's limits are checked again under its lock, the cart is emptied
 * and the confirmation e-mail is queued — all or nothing.
 */

export type PlacedOrderResult = { order: Order; guestToken: string | null; replayed: boolean };

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
        invoiceRequested: input.invoiceRequested,
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
        // The version in force (shop setting): it moves on when the seller's identity changes.
        termsVersion: await loadTermsVersion(tx),
        termsAcceptedAt: ctx.now,
        idempotencyKey: idempotency?.key ?? null,
        idempotencyFingerprint: idempotency?.fingerprint ?? null,
        paymentDueAt: addBusinessDays(ctx.now, PAYMENT_DUE_BUSINESS_DAYS),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });

      const lines: NewOrderLine[] = quote.lines.map((l) => {
        const { product } = l.loaded;
        // assertAvailable refused lines whose variant is gone, so every line has one here.
        const variant = l.variant as NonNullable<typeof l.variant>;
        return {
          orderId: order.id,
          productId: product.id,
          variantId: variant.id,
          productName: product.name,
          productSlug: product.slug,
          sku: variant.sku,
          size: variant.size,
          colourCode: variant.color?.code ?? '',
          unitPrice: l.unitPrice,
          originalUnitPrice: Math.max(l.unitPrice, Math.round(variant.base_price * 100)),
          quantity: l.row.quantity,
          lineTotal: l.lineTotal,
          imagePath: imagePathOf(variant.images[0] ?? product.image, ctx.config.publicUrl),
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

/**
 * Stock of every variant of the order (its product rows are locked, in id order), and the units sold towards
 * each product's popularity.
 */
async function takeStockFor(tx: Tx, lines: NewOrderLine[]): Promise<void> {
  const sold = new Map<number, number>();
  for (const line of lines) {
    if (line.productId == null || line.variantId == null) continue;
    if (!(await takeVariantStock(tx, line.variantId, line.fromStock ?? 0))) {
      throw new OrderConflict('out_of_stock', 'orders.out_of_stock', { name: line.productName });
    }
    sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
  }
  for (const [productId, units] of sold) await addPopularity(tx, productId, units);
}
