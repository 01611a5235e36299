import {
  CART_MAX_LINE_QUANTITY,
  CART_MAX_LINES,
  type Cart,
  type CartAddBody,
  type CartLine,
  type Locale,
  type SelectShippingBody,
} from '@atelier/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Coupon, InpostPointSnapshot } from '../../db/schema';
import { DomainError, NotFound, ValidationFailed } from '../../errors';
import { type MessageKey, translate } from '../../i18n/messages';
import { type Grosze, toPln, vatPart } from '../../shared/money';
import { readTogether } from '../../shared/read-together';
import { hashToken, randomToken } from '../../shared/secrets';
import { findCouponByCode, findCouponById } from '../coupons/coupons.repository';
import {
  type CouponCheck,
  type CouponCustomer,
  type CouponLine,
  checkCoupon,
  couponRefused,
  describeRefusal,
  normalisePromoCode,
  presentCouponTerms,
} from '../coupons/coupons.service';
import {
  type DeliveryMethodOption,
  type DeliveryQuote,
  deliveryQuote,
  findMethod,
  loadShippingRules,
  methodName,
  type ShippingRules,
} from '../shipping/shipping.service';
import {
  type CartLineRow,
  type CartOwner,
  type CartRow,
  type ColourRow,
  deleteAllLines,
  deleteCart,
  deleteLine,
  deleteStaleGuestCarts,
  ensureCustomerCart,
  findCart,
  findCartById,
  findColours,
  findLines,
  findProductStock,
  insertGuestCart,
  insertLine,
  lockCart,
  moveLine,
  setCartCheckoutEmail,
  setCartCoupon,
  setCartDelivery,
  setLineQuantity,
  touchCart,
} from './cart.repository';
import { type LoadedProduct, loadProducts } from './cart-products';

/**
 * The server cart of everyone (docs/product-rules.md#carts): a customer's by account, a guest's by an httpOnly cookie token of which
 * only the hash is stored. Every read and every change recomputes the cart from the database: prices from
 * the catalogue, the promo code against its rules, delivery from the shipping rules (docs/product-rules.md#money, #delivery, #stock).
 */

export type { CartOwner } from './cart.repository';

/** Who asks: a signed-in customer, or a guest with (maybe) the cookie token of a cart. */
export type CartIdentity = { customer: { userId: number; email: string } } | { guestToken: string | undefined };

export type CartContext = { db: Db; publicUrl: string; now: Date; locale: Locale };

/** Guest tokens are 256 random bits, base64url. */
const GUEST_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function guestOwner(token: string | undefined): CartOwner | undefined {
  return token && GUEST_TOKEN_SHAPE.test(token) ? { guestTokenHash: hashToken(token) } : undefined;
}

function ownerOf(identity: CartIdentity): CartOwner | undefined {
  return 'customer' in identity ? { userId: identity.customer.userId } : guestOwner(identity.guestToken);
}

/**
 * Who the promo code's customer rules (first order only, per-customer limits) are checked for: the signed-in
 * customer, or a guest by the e-mail typed at checkout, which the cart remembers (setCheckoutEmail).
 */
function couponCustomer(identity: CartIdentity, cart: CartRow | undefined): CouponCustomer {
  return 'customer' in identity ? identity.customer : { email: cart?.checkoutEmail ?? null };
}

// ——— computing a cart ———

export type QuotedLine = {
  row: CartLineRow;
  loaded: LoadedProduct;
  colour: ColourRow | null;
  unitPrice: Grosze;
  lineTotal: Grosze;
  /** Withdrawn, or sold out and not made to order: flagged, kept, left out of the totals. */
  unavailable: boolean;
  /** Pieces beyond the stock that will be made to order. */
  madeToOrderQuantity: number;
  /** Pieces beyond the stock of a product that is not made to order (the customer must lower the quantity). */
  shortage: number;
  notice: string | null;
};

export type CartWarning = { code: string; message: string; itemId: number | null };

/** A cart with every figure in grosze: what the cart shows and what the order placement charges. */
export type CartQuote = {
  cart: CartRow | undefined;
  lines: QuotedLine[];
  subtotal: Grosze;
  discount: Grosze;
  shipping: Grosze;
  total: Grosze;
  tax: Grosze;
  coupon: { row: Coupon; check: CouponCheck; waivedShipping: Grosze } | null;
  delivery: DeliveryQuote;
  rules: ShippingRules;
  warnings: CartWarning[];
};

const pick = (locale: Locale, pl: string, en: string) => (locale === 'en' ? en : pl);

/** Lines priced and checked against stock, in the order they were added; stock goes to earlier lines first. */
async function quoteLines(
  db: DbOrTx,
  rows: CartLineRow[],
  ctx: { locale: Locale; publicUrl: string; now: Date },
  rules: ShippingRules,
): Promise<{ lines: QuotedLine[]; warnings: CartWarning[] }> {
  if (!rows.length) return { lines: [], warnings: [] };
  const [products, colours] = await readTogether(
    db,
    () =>
      loadProducts(
        db,
        rows.map((r) => r.productId),
        ctx,
      ),
    () => (rows.some((r) => r.colourCode) ? findColours(db) : Promise.resolve([] as ColourRow[])),
  );
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(ctx.locale, key, params);
  const stockLeft = new Map<number, number>();
  const lines: QuotedLine[] = [];
  const warnings: CartWarning[] = [];
  for (const row of rows) {
    const loaded = products.get(row.productId);
    // A deleted product takes its lines with it (foreign key), so this is only a race with that delete.
    if (!loaded) continue;
    const { product } = loaded;
    const unavailable = !loaded.active || !product.orderable;
    let madeToOrderQuantity = 0;
    let shortage = 0;
    if (!unavailable) {
      const left = stockLeft.get(product.id) ?? product.stock;
      const fromStock = Math.min(left, row.quantity);
      stockLeft.set(product.id, left - fromStock);
      if (product.made_to_order) madeToOrderQuantity = row.quantity - fromStock;
      else shortage = row.quantity - fromStock;
    }
    let notice: string | null = null;
    if (unavailable) {
      notice = t('cart.notice_unavailable');
      warnings.push({
        code: 'product_unavailable',
        message: t('cart.warning_unavailable', { name: product.name }),
        itemId: row.id,
      });
    } else if (shortage > 0) {
      notice = t('cart.notice_insufficient_stock', { available: product.stock });
    } else if (madeToOrderQuantity > 0) {
      notice = t('cart.notice_made_to_order', {
        min: rules.madeToOrderDays.min,
        max: rules.madeToOrderDays.max,
        quantity: madeToOrderQuantity,
      });
    }
    lines.push({
      row,
      loaded,
      colour: row.colourCode ? (colours.find((c) => c.code === row.colourCode) ?? null) : null,
      unitPrice: loaded.unitPrice,
      lineTotal: loaded.unitPrice * row.quantity,
      unavailable,
      madeToOrderQuantity,
      shortage,
      notice,
    });
  }
  // One warning per product that asks for more pieces than exist.
  for (const [productId, left] of stockLeft) {
    const short = lines.filter((l) => l.loaded.product.id === productId && l.shortage > 0);
    if (left > 0 || !short.length) continue;
    const { product } = short[0].loaded;
    const inCart = lines.filter((l) => l.loaded.product.id === productId).reduce((s, l) => s + l.row.quantity, 0);
    warnings.push({
      code: 'insufficient_stock',
      message: t('cart.warning_insufficient_stock', { name: product.name, available: product.stock, in_cart: inCart }),
      itemId: short[0].row.id,
    });
  }
  return { lines, warnings };
}

function couponLinesOf(lines: QuotedLine[]): CouponLine[] {
  return lines
    .filter((l) => !l.unavailable)
    .map((l) => ({ productId: l.loaded.product.id, categoryId: l.loaded.categoryId, total: l.lineTotal }));
}

/**
 * The whole cart computed from the database: line prices, subtotal of what can be ordered, the promo code
 * checked again (a code whose conditions no longer hold stays attached, gives nothing and says why),
 * delivery (free from the threshold after discount), total and its VAT part.
 * The order placement calls this with the customer's e-mail, so guest limits by address apply too.
 */
export async function quoteCart(
  db: DbOrTx,
  cart: CartRow | undefined,
  ctx: { locale: Locale; publicUrl: string; now: Date; customer: CouponCustomer },
): Promise<CartQuote> {
  const [rows, rules, couponRow] = await readTogether(
    db,
    () => (cart ? findLines(db, cart.id) : Promise.resolve([] as CartLineRow[])),
    () => loadShippingRules(db),
    () => (cart?.couponId ? findCouponById(db, cart.couponId) : Promise.resolve(undefined)),
  );
  const { lines, warnings } = await quoteLines(db, rows, ctx, rules);
  const orderable = couponLinesOf(lines);
  const subtotal = orderable.reduce((sum, l) => sum + l.total, 0);

  let coupon: CartQuote['coupon'] = null;
  let discount = 0;
  let freeShippingCode = false;
  if (couponRow) {
    const check = await checkCoupon(db, couponRow, { now: ctx.now, lines: orderable, customer: ctx.customer });
    if (check.ok) {
      discount = check.discount;
      freeShippingCode = check.freeShipping;
    } else if (orderable.length) {
      // An empty cart needs no explanation of why its code gives nothing.
      warnings.push({
        code: `coupon_${check.refusal.reason}`,
        message: describeRefusal(check.refusal, ctx.locale),
        itemId: null,
      });
    }
    coupon = { row: couponRow, check, waivedShipping: 0 };
  }

  const goodsAfterDiscount = subtotal - discount;
  const hasGoods = orderable.length > 0;
  const delivery = deliveryQuote(rules, {
    methodCode: cart?.deliveryMethodCode,
    goodsAfterDiscount,
    freeShippingCode,
    hasGoods,
  });
  if (coupon && freeShippingCode && hasGoods && goodsAfterDiscount < rules.freeShippingThreshold) {
    coupon.waivedShipping = delivery.listPrice;
  }
  const total = goodsAfterDiscount + delivery.cost;
  return {
    cart,
    lines,
    subtotal,
    discount,
    shipping: delivery.cost,
    total,
    tax: vatPart(total),
    coupon,
    delivery,
    rules,
    warnings,
  };
}

function presentLine(line: QuotedLine, locale: Locale): CartLine {
  const { product } = line.loaded;
  const colour = line.colour;
  return {
    id: line.row.id,
    product: {
      id: product.id,
      name: product.name,
      slug: product.slug,
      image: product.image,
      images: product.images,
      price: product.price,
    },
    product_id: product.id,
    name: product.name,
    slug: product.slug,
    image: product.image,
    price: toPln(line.unitPrice),
    quantity: line.row.quantity,
    total: toPln(line.lineTotal),
    color: colour
      ? { id: colour.id, code: colour.code, name: pick(locale, colour.labelPl, colour.labelEn), hex: colour.hex ?? '' }
      : null,
    discount_info: {
      has_discount: product.discount_info.has_discount,
      original_price: product.discount_info.original_price,
      discount_percentage: product.discount_info.discount_percentage,
    },
    variant_id: null,
    size: line.row.size || null,
    selected_variant_id: null,
    made_to_order: product.made_to_order,
    made_to_order_quantity: line.madeToOrderQuantity,
    available_stock: product.stock,
    orderable: !line.unavailable,
    unavailable: line.unavailable,
    notice: line.notice,
  };
}

function presentShippingMethod(quote: CartQuote, locale: Locale): Cart['shipping_method'] {
  const method = quote.delivery.method;
  if (!method) return null;
  const point = method.code === 'inpost' ? quote.cart?.inpostPointData : null;
  return {
    code: method.code,
    name: methodName(method, locale),
    price: toPln(quote.delivery.listPrice),
    cost: toPln(quote.delivery.cost),
    free: quote.delivery.free,
    min_days: method.minDays,
    max_days: method.maxDays,
    inpost_point: point
      ? {
          id: point.id,
          name: point.name ?? null,
          location_description: point.locationDescription ?? null,
          address: {
            line1: point.address?.line1 ?? null,
            city: point.address?.city ?? null,
            post_code: point.address?.postCode ?? null,
          },
        }
      : null,
  };
}

/** The cart as the API shows it (contracts Cart): PLN numbers, texts in the request's language. */
export function presentCart(quote: CartQuote, locale: Locale): Cart {
  const coupon = quote.coupon;
  return {
    items: quote.lines.map((line) => presentLine(line, locale)),
    totals: {
      subtotal: toPln(quote.subtotal),
      shipping: toPln(quote.shipping),
      tax: toPln(quote.tax),
      discount: toPln(quote.discount),
      total: toPln(quote.total),
    },
    coupon: coupon
      ? {
          ...presentCouponTerms(coupon.row, locale),
          applicable: coupon.check.ok,
          discount: toPln(coupon.check.ok ? quote.discount || coupon.waivedShipping : 0),
        }
      : null,
    shipping_method: presentShippingMethod(quote, locale),
    free_shipping_threshold: toPln(quote.delivery.freeShippingThreshold),
    missing_for_free_shipping: toPln(quote.delivery.missingForFreeShipping),
    items_count: quote.lines.reduce((sum, l) => sum + l.row.quantity, 0),
    warnings: quote.warnings.map((w) => ({ code: w.code, message: w.message, item_id: w.itemId })),
  };
}

/** GET /api/cart: the cart of the customer or of the guest's cookie; an empty cart when there is none. */
export async function viewCart(ctx: CartContext, identity: CartIdentity): Promise<{ cart: Cart; found: boolean }> {
  const owner = ownerOf(identity);
  const row = owner ? await findCart(ctx.db, owner) : undefined;
  const quote = await quoteCart(ctx.db, row, { ...ctx, customer: couponCustomer(identity, row) });
  return { cart: presentCart(quote, ctx.locale), found: row !== undefined };
}

async function cartById(ctx: CartContext, cartId: number | null, identity: CartIdentity): Promise<Cart> {
  const row = cartId === null ? undefined : await findCartById(ctx.db, cartId);
  const quote = await quoteCart(ctx.db, row, { ...ctx, customer: couponCustomer(identity, row) });
  return presentCart(quote, ctx.locale);
}

// ——— changing a cart ———

export type CartChange = {
  cart: Cart;
  /** A new guest cart was created: the route sets this token as the cookie. */
  newGuestToken?: string;
  message: string;
};

/**
 * Runs a change of the identity's cart in one transaction with the cart row locked. `create` makes a cart
 * when there is none (a guest's gets a fresh cookie token); otherwise `change` receives undefined.
 */
async function changeCart<T>(
  ctx: CartContext,
  identity: CartIdentity,
  create: boolean,
  change: (tx: Tx, cart: CartRow | undefined) => Promise<T>,
): Promise<{ cartId: number | null; newGuestToken?: string; result: T }> {
  return ctx.db.transaction(async (tx) => {
    let cart: CartRow | undefined;
    let newGuestToken: string | undefined;
    if ('customer' in identity) {
      const userId = identity.customer.userId;
      cart = create ? await ensureCustomerCart(tx, userId, ctx.now) : await lockCart(tx, { userId });
    } else {
      const owner = guestOwner(identity.guestToken);
      cart = owner ? await lockCart(tx, owner) : undefined;
      if (!cart && create) {
        newGuestToken = randomToken();
        cart = await insertGuestCart(tx, hashToken(newGuestToken), ctx.now);
      }
    }
    const result = await change(tx, cart);
    if (cart) await touchCart(tx, cart.id, ctx.now);
    return { cartId: cart?.id ?? null, newGuestToken, result };
  });
}

const invalidItem = () => new NotFound('cart.invalid_item_id');

function resolveSize(sizes: string[], wanted: string | null | undefined): string {
  const given = wanted?.trim();
  if (!given) {
    if (sizes.length <= 1) return sizes[0] ?? '';
    throw new ValidationFailed({ size: ['cart.size_required'] }, 'cart.size_required');
  }
  const match = sizes.find((s) => s.toLowerCase() === given.toLowerCase());
  if (!match) throw new ValidationFailed({ size: ['cart.size_invalid'] }, 'cart.size_invalid');
  return match;
}

async function resolveColour(tx: Tx, loaded: LoadedProduct, wanted: number | string): Promise<string> {
  const colours = await findColours(tx);
  const colour =
    typeof wanted === 'number'
      ? colours.find((c) => c.id === wanted)
      : colours.find((c) => c.code === wanted.trim().toLowerCase());
  if (!colour || !loaded.product.colors.some((c) => c.code === colour.code)) {
    throw new ValidationFailed({ color_id: ['cart.colour_invalid'] }, 'cart.colour_invalid');
  }
  return colour.code;
}

/** A product that is withdrawn, or sold out and not made to order, cannot be added (docs/product-rules.md#stock). */
function assertOrderable(loaded: LoadedProduct): void {
  if (!loaded.active) {
    throw new DomainError(422, 'product_unavailable', 'cart.product_unavailable', { name: loaded.product.name });
  }
  if (!loaded.product.orderable) {
    throw new DomainError(422, 'out_of_stock', 'cart.out_of_stock', { name: loaded.product.name, available: 0 });
  }
}

/** Not made to order: all lines of the product together may not exceed its stock. */
function assertStock(loaded: LoadedProduct, otherLinesQuantity: number, wanted: number): void {
  const { product } = loaded;
  if (product.made_to_order || otherLinesQuantity + wanted <= product.stock) return;
  const available = product.stock;
  throw new DomainError(
    422,
    'insufficient_stock',
    otherLinesQuantity > 0 ? 'cart.insufficient_stock_in_cart' : 'cart.insufficient_stock',
    { name: product.name, available, in_cart: otherLinesQuantity },
  );
}

const sameItem = (line: CartLineRow, productId: number, size: string, colourCode: string) =>
  line.productId === productId && line.size === size && line.colourCode === colourCode;

/** POST /api/cart/add: the same product, size and colour adds to its line; otherwise a new line. */
export async function addToCart(ctx: CartContext, identity: CartIdentity, body: CartAddBody): Promise<CartChange> {
  const { cartId, newGuestToken, result } = await changeCart(ctx, identity, true, async (tx, cart) => {
    if (!cart) throw new Error('cart expected');
    const loaded = (await loadProducts(tx, [body.product_id], ctx)).get(body.product_id);
    if (!loaded?.active) throw new NotFound('catalog.product_not_found');
    const size = resolveSize(loaded.product.sizes, body.size);
    const colourCode = body.color_id == null ? '' : await resolveColour(tx, loaded, body.color_id);
    assertOrderable(loaded);
    const lines = await findLines(tx, cart.id);
    const same = lines.find((l) => sameItem(l, body.product_id, size, colourCode));
    const inLine = same?.quantity ?? 0;
    if (inLine + body.quantity > CART_MAX_LINE_QUANTITY) {
      throw new DomainError(422, 'line_quantity_limit', 'cart.line_quantity_limit', {
        max: CART_MAX_LINE_QUANTITY,
        in_cart: inLine,
      });
    }
    if (!same && lines.length >= CART_MAX_LINES) {
      throw new DomainError(422, 'too_many_lines', 'cart.too_many_lines', { max: CART_MAX_LINES });
    }
    const ofProduct = lines.filter((l) => l.productId === body.product_id).reduce((s, l) => s + l.quantity, 0);
    assertStock(loaded, ofProduct, body.quantity);
    if (same) await setLineQuantity(tx, same.id, inLine + body.quantity, ctx.now);
    else
      await insertLine(tx, {
        cartId: cart.id,
        productId: body.product_id,
        size,
        colourCode,
        quantity: body.quantity,
        now: ctx.now,
      });
    return loaded.product.name;
  });
  return {
    cart: await cartById(ctx, cartId, identity),
    newGuestToken,
    message: translate(ctx.locale, 'cart.item_added', { name: result }),
  };
}

/** PUT /api/cart/{id}: a new quantity; 0 removes the line. Lowering a quantity is always allowed. */
export async function updateCartLine(
  ctx: CartContext,
  identity: CartIdentity,
  lineId: number,
  quantity: number,
): Promise<CartChange> {
  const { cartId, result } = await changeCart(ctx, identity, false, async (tx, cart) => {
    if (!cart) throw invalidItem();
    const lines = await findLines(tx, cart.id);
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw invalidItem();
    if (quantity === 0) {
      await deleteLine(tx, cart.id, line.id);
      return 'cart.item_removed' as const;
    }
    if (quantity > line.quantity) {
      const loaded = (await loadProducts(tx, [line.productId], ctx)).get(line.productId);
      if (!loaded) throw invalidItem();
      assertOrderable(loaded);
      const others = lines
        .filter((l) => l.productId === line.productId && l.id !== line.id)
        .reduce((s, l) => s + l.quantity, 0);
      assertStock(loaded, others, quantity);
    }
    await setLineQuantity(tx, line.id, quantity, ctx.now);
    return 'cart.quantity_updated' as const;
  });
  return { cart: await cartById(ctx, cartId, identity), message: translate(ctx.locale, result) };
}

/** DELETE /api/cart/{id}. */
export async function removeCartLine(ctx: CartContext, identity: CartIdentity, lineId: number): Promise<CartChange> {
  const { cartId } = await changeCart(ctx, identity, false, async (tx, cart) => {
    if (!cart || !(await deleteLine(tx, cart.id, lineId))) throw invalidItem();
  });
  return { cart: await cartById(ctx, cartId, identity), message: translate(ctx.locale, 'cart.item_removed') };
}

/** DELETE /api/cart/clear: no lines and no promo code (the delivery choice stays). */
export async function clearCart(ctx: CartContext, identity: CartIdentity): Promise<CartChange> {
  const { cartId } = await changeCart(ctx, identity, false, async (tx, cart) => {
    if (!cart) return;
    await deleteAllLines(tx, cart.id);
    await setCartCoupon(tx, cart.id, null, ctx.now);
  });
  return { cart: await cartById(ctx, cartId, identity), message: translate(ctx.locale, 'cart.cleared') };
}

/**
 * Empties a cart inside the order placement's transaction (the orders issue calls it after the order is
 * written). The delivery choice is kept for the next order.
 */
export async function emptyCartInTransaction(tx: Tx, cartId: number, now: Date): Promise<void> {
  await deleteAllLines(tx, cartId);
  await setCartCoupon(tx, cartId, null, now);
}

// ——— promo codes ———

/**
 * POST /api/cart/promo-codes/apply. One code per cart: another code is refused until the current one is
 * removed (codes do not combine, and silently replacing a better code would cost the customer).
 */
export async function applyPromoCode(ctx: CartContext, identity: CartIdentity, rawCode: string): Promise<CartChange> {
  const code = normalisePromoCode(rawCode);
  if (!code) throw new ValidationFailed({ code: ['coupon.code_required'] }, 'coupon.code_required');
  const { cartId } = await changeCart(ctx, identity, false, async (tx, cart) => {
    const coupon = await findCouponByCode(tx, code);
    if (!coupon?.isActive) throw couponRefused({ reason: 'unknown', code }, ctx.locale);
    if (cart?.couponId === coupon.id) return;
    if (cart?.couponId) {
      const current = await findCouponById(tx, cart.couponId);
      throw new DomainError(422, 'coupon_already_applied', 'coupon.already_applied', { current: current?.code ?? '' });
    }
    const rules = await loadShippingRules(tx);
    const { lines } = await quoteLines(tx, cart ? await findLines(tx, cart.id) : [], ctx, rules);
    const check = await checkCoupon(tx, coupon, {
      now: ctx.now,
      lines: couponLinesOf(lines),
      customer: couponCustomer(identity, cart),
    });
    if (!check.ok) throw couponRefused(check.refusal, ctx.locale);
    // A passing check implies goods in the cart, hence a cart.
    if (cart) await setCartCoupon(tx, cart.id, coupon.id, ctx.now);
  });
  return { cart: await cartById(ctx, cartId, identity), message: translate(ctx.locale, 'coupon.applied', { code }) };
}

/**
 * POST /api/cart/promo-codes/remove (422 when no code is applied) and …/force-remove (always succeeds,
 * the client's fallback when the normal removal reports a failure).
 */
export async function removePromoCode(
  ctx: CartContext,
  identity: CartIdentity,
  options: { force: boolean },
): Promise<CartChange> {
  const { cartId } = await changeCart(ctx, identity, false, async (tx, cart) => {
    if (!cart?.couponId) {
      if (options.force) return;
      throw new DomainError(422, 'coupon_none', 'coupon.none');
    }
    await setCartCoupon(tx, cart.id, null, ctx.now);
  });
  return { cart: await cartById(ctx, cartId, identity), message: translate(ctx.locale, 'coupon.removed') };
}

// ——— delivery ———

const POINT_ID = /^[A-Za-z0-9_-]{2,64}$/;

function pointSnapshot(point: SelectShippingBody['inpost_point']): InpostPointSnapshot | null {
  if (point === null || point === undefined || point === '') return null;
  const invalid = () =>
    new ValidationFailed({ inpost_point: ['cart.inpost_point_invalid'] }, 'cart.inpost_point_invalid');
  if (typeof point === 'string') {
    if (!POINT_ID.test(point)) throw invalid();
    return { id: point };
  }
  const id = point.id ?? point.name;
  if (!id || !POINT_ID.test(id)) throw invalid();
  const address = point.address ?? undefined;
  return {
    id,
    name: point.name ?? id,
    locationDescription: point.location_description ?? undefined,
    address: address
      ? { line1: address.line1 ?? undefined, city: address.city ?? undefined, postCode: address.post_code ?? undefined }
      : undefined,
  };
}

/**
 * POST /api/cart/select-shipping: remembers the method (and the parcel locker for InPost). The price sent
 * by the client is ignored; the cart prices delivery itself. Without a cart nothing is stored.
 */
export async function selectShipping(
  ctx: CartContext,
  identity: CartIdentity,
  body: SelectShippingBody,
): Promise<CartChange> {
  const rules = await loadShippingRules(ctx.db);
  const method: DeliveryMethodOption | undefined = findMethod(rules, body.method_code);
  if (!method) {
    throw new ValidationFailed({ method_code: ['cart.shipping_method_unknown'] }, 'cart.shipping_method_unknown');
  }
  const point = method.code === 'inpost' ? pointSnapshot(body.inpost_point) : null;
  const { cartId } = await changeCart(ctx, identity, false, async (tx, cart) => {
    if (!cart) return;
    // Choosing the locker method again without naming a point keeps the point already chosen.
    const keepPoint =
      method.code === 'inpost' && body.inpost_point === undefined && cart.deliveryMethodCode === 'inpost';
    await setCartDelivery(
      tx,
      cart.id,
      keepPoint
        ? { code: method.code, inpostPoint: cart.inpostPoint, inpostPointData: cart.inpostPointData }
        : { code: method.code, inpostPoint: point?.id ?? null, inpostPointData: point },
      ctx.now,
    );
  });
  return {
    cart: await cartById(ctx, cartId, identity),
    message: translate(ctx.locale, 'cart.shipping_selected', { name: methodName(method, ctx.locale) }),
  };
}

/**
 * POST /api/cart/checkout-email: the guest's e-mail as typed at checkout, so the cart checks the promo code's
 * customer rules for it at once and answers, with the new totals, when the code does not apply (e.g. a first
 * order code for an address that has ordered before) — rather than the order being refused at the end. An
 * empty address forgets it. A customer's cart answers as it is (their account decides); without a cart nothing
 * is stored.
 */
export async function setCheckoutEmail(
  ctx: CartContext,
  identity: CartIdentity,
  email: string | null,
): Promise<CartChange> {
  const { cartId } = await changeCart(ctx, identity, false, async (tx, cart) => {
    if (!cart || 'customer' in identity) return;
    if (cart.checkoutEmail !== email) await setCartCheckoutEmail(tx, cart.id, email, ctx.now);
  });
  const cart = await cartById(ctx, cartId, identity);
  const refused = cart.coupon && !cart.coupon.applicable;
  const warning = cart.warnings.find((w) => w.code.startsWith('coupon_'));
  return {
    cart,
    message: refused && warning ? warning.message : translate(ctx.locale, 'cart.checkout_email_saved'),
  };
}

/** The placement of a guest order remembers the e-mail it was placed with (see setCheckoutEmail). */
export async function rememberCheckoutEmail(db: Db, cart: CartRow, email: string, now: Date): Promise<void> {
  if (cart.userId !== null || cart.checkoutEmail === email) return;
  await setCartCheckoutEmail(db, cart.id, email, now);
}

// ——— merging a guest cart at login ———

/**
 * Moves a guest's cart into the customer's, inside the caller's transaction (login, registration):
 * the same product, size and colour adds up (capped at 99 and, for products not made to order, at the
 * stock), the promo code and delivery choice carry over when the customer has none, and the guest cart
 * is deleted. The guest cart row is locked first (SELECT … FOR UPDATE), so two logins with one cookie
 * merge it once: the second finds it gone. Returns whether there was a guest cart.
 */
export async function mergeGuestCart(
  tx: Tx,
  input: { guestToken: string | undefined; userId: number; now: Date },
): Promise<boolean> {
  const owner = guestOwner(input.guestToken);
  if (!owner) return false;
  const guest = await lockCart(tx, owner);
  if (!guest || guest.userId !== null) return false;
  const target = await ensureCustomerCart(tx, input.userId, input.now);
  const guestLines = await findLines(tx, guest.id);
  const targetLines = await findLines(tx, target.id);
  if (guestLines.length) {
    const stock = new Map(
      (await findProductStock(tx, [...new Set(guestLines.map((l) => l.productId))])).map((p) => [p.id, p]),
    );
    const inCart = new Map<number, number>();
    for (const l of targetLines) inCart.set(l.productId, (inCart.get(l.productId) ?? 0) + l.quantity);
    let lineCount = targetLines.length;
    for (const line of guestLines) {
      const same = targetLines.find((l) => sameItem(l, line.productId, line.size, line.colourCode));
      const had = same?.quantity ?? 0;
      let wanted = Math.min(CART_MAX_LINE_QUANTITY, had + line.quantity);
      const product = stock.get(line.productId);
      const others = (inCart.get(line.productId) ?? 0) - had;
      // Capped by stock only while the product is sold from stock; unavailable lines carry over to be flagged.
      if (product?.isActive && !product.madeToOrder && product.stock > 0) {
        wanted = Math.min(wanted, Math.max(had, product.stock - others));
      }
      if (same) {
        if (wanted !== had) await setLineQuantity(tx, same.id, wanted, input.now);
        same.quantity = wanted;
      } else {
        if (wanted < 1 || lineCount >= CART_MAX_LINES) continue;
        await moveLine(tx, line.id, target.id, wanted, input.now);
        targetLines.push({ ...line, cartId: target.id, quantity: wanted });
        lineCount += 1;
      }
      inCart.set(line.productId, others + wanted);
    }
  }
  if (!target.couponId && guest.couponId) await setCartCoupon(tx, target.id, guest.couponId, input.now);
  if (!target.deliveryMethodCode && guest.deliveryMethodCode) {
    await setCartDelivery(
      tx,
      target.id,
      { code: guest.deliveryMethodCode, inpostPoint: guest.inpostPoint, inpostPointData: guest.inpostPointData },
      input.now,
    );
  }
  await deleteCart(tx, guest.id);
  await touchCart(tx, target.id, input.now);
  return true;
}

/** Runs mergeGuestCart in its own transaction (a signed-in request that still carries the guest cookie). */
export function mergeGuestCartNow(
  db: Db,
  input: { guestToken: string | undefined; userId: number; now: Date },
): Promise<boolean> {
  return db.transaction((tx) => mergeGuestCart(tx, input));
}

/** Guest carts untouched for this long are deleted by sweepGuestCarts (the cookie lives as long). */
export const GUEST_CART_DAYS = 30;

/**
 * Deletes guest carts not changed for GUEST_CART_DAYS (index carts_updated_at_idx); returns how many.
 * Meant for a periodic job of the server process.
 */
export function sweepGuestCarts(db: Db, now: Date): Promise<number> {
  return deleteStaleGuestCarts(db, new Date(now.getTime() - GUEST_CART_DAYS * 24 * 60 * 60 * 1000));
}

/** The customer's or guest's cart row (for the order placement). */
export function findCartOf(db: DbOrTx, identity: CartIdentity): Promise<CartRow | undefined> {
  const owner = ownerOf(identity);
  return owner ? findCart(db, owner) : Promise.resolve(undefined);
}
