import { CART_COOKIE, type Cart, CartChangeResponse, CartResponse, ORDER_COOKIE_PREFIX } from '@atelier/contracts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client';
import {
  attributeValues,
  categories,
  coupons,
  type NewCoupon,
  type NewProduct,
  orders,
  products,
  productVariants,
} from '../../db/schema';
import { browserSession, type TestApp } from '../../test/helper';

/** Test support of the cart, promo-code and wishlist tests: products with known prices, a browser, a customer. */

let productCounter = 0;

/**
 * A product in the first seeded category with a round price (grosze) and the stock rules wanted. It has a variant
 * for every colour × size (docs/product-rules.md#variants), each with `stock` pieces; `variants` lists them in order.
 */
export async function makeProduct(
  db: Db,
  input: {
    price: number;
    salePrice?: number | null;
    stock?: number;
    madeToOrder?: boolean;
    sizes?: string[];
    colours?: string[];
    categorySlug?: string;
    isActive?: boolean;
  },
): Promise<{
  id: number;
  name: string;
  nameEn: string;
  categoryId: number;
  /** The first variant's id. */
  variantId: number;
  variants: { id: number; colour: string | null; size: string }[];
}> {
  productCounter += 1;
  const [category] = input.categorySlug
    ? await db.select().from(categories).where(eq(categories.slug, input.categorySlug))
    : await db.select().from(categories).orderBy(categories.position).limit(1);
  const values: NewProduct = {
    slug: `testowy-produkt-${productCounter}`,
    sku: `TEST-${productCounter}`,
    categoryId: category.id,
    kind: 'wallet',
    namePl: `Portfel testowy ${productCounter}`,
    nameEn: `Test wallet ${productCounter}`,
    basePrice: input.price,
    salePrice: input.salePrice ?? null,
    stock: input.stock ?? 10,
    madeToOrder: input.madeToOrder ?? false,
    sizes: input.sizes ?? ['one_size'],
    isActive: input.isActive ?? true,
    publishedAt: new Date('2026-01-01T00:00:00Z'),
  };
  const [row] = await db
    .insert(products)
    .values(values)
    .returning({ id: products.id, name: products.namePl, nameEn: products.nameEn });
  const colours: (string | null)[] = input.colours?.length ? input.colours : [null];
  const sizes = input.sizes ?? ['one_size'];
  const variants: { id: number; colour: string | null; size: string }[] = [];
  for (const colour of colours) {
    for (const size of sizes) {
      const [variant] = await db
        .insert(productVariants)
        .values({
          productId: row.id,
          sku: `TEST-${productCounter}-${variants.length + 1}`,
          colourCode: colour,
          size,
          basePrice: input.price,
          salePrice: input.salePrice ?? null,
          stock: input.stock ?? 10,
          madeToOrder: input.madeToOrder ?? false,
          position: variants.length,
        })
        .returning({ id: productVariants.id });
      variants.push({ id: variant.id, colour, size });
    }
  }
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    categoryId: category.id,
    variantId: variants[0].id,
    variants,
  };
}

export async function colourId(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(sql`${attributeValues.kind} = 'colour' and ${attributeValues.code} = ${code}`);
  return row.id;
}

/**
 * Changes a product. Stock, made-to-order and prices are its variants' (the product row only summarises them),
 * so those go to every variant of the product; the rest to the product.
 */
export async function setProduct(db: Db, id: number, changes: Partial<NewProduct>): Promise<void> {
  const { stock, madeToOrder, basePrice, salePrice, ...own } = changes;
  const ofVariants = Object.fromEntries(
    Object.entries({ stock, madeToOrder, basePrice, salePrice }).filter(([, v]) => v !== undefined),
  );
  if (Object.keys(ofVariants).length) {
    await db.update(productVariants).set(ofVariants).where(eq(productVariants.productId, id));
  }
  if (Object.keys(own).length) await db.update(products).set(own).where(eq(products.id, id));
}

let couponCounter = 0;
export async function makeCoupon(db: Db, values: Partial<NewCoupon> & Pick<NewCoupon, 'type' | 'value'>) {
  couponCounter += 1;
  const [row] = await db
    .insert(coupons)
    .values({
      code: `TEST${couponCounter}`,
      startsAt: new Date('2026-01-01T00:00:00Z'),
      descriptionPl: 'Kod testowy',
      descriptionEn: 'Test code',
      ...values,
    })
    .returning();
  return row;
}

let orderCounter = 0;
/** A placed order (the orders issue writes real ones), enough for usage limits and first-order rules. */
export async function makeOrder(
  db: Db,
  input: { userId?: number | null; email: string; status?: string; now: Date },
): Promise<number> {
  orderCounter += 1;
  const address = {
    FirstName: 'Anna',
    LastName: 'Testowa',
    Street: 'Rynek',
    House: '1',
    City: 'Wrocław',
    PostalCode: '50-101',
  };
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `LB-2026-${String(900000 + orderCounter)}`,
      userId: input.userId ?? null,
      email: input.email,
      phone: '+48 600 100 200',
      status: input.status ?? 'in_preparation',
      billingFirstName: address.FirstName,
      billingLastName: address.LastName,
      billingStreet: address.Street,
      billingHouse: address.House,
      billingCity: address.City,
      billingPostalCode: address.PostalCode,
      shippingFirstName: address.FirstName,
      shippingLastName: address.LastName,
      shippingStreet: address.Street,
      shippingHouse: address.House,
      shippingCity: address.City,
      shippingPostalCode: address.PostalCode,
      deliveryMethodCode: 'inpost',
      deliveryPrice: 1500,
      subtotal: 10000,
      shipping: 1500,
      total: 11500,
      tax: 2150,
      termsVersion: '2025-10-25',
      termsAcceptedAt: input.now,
    })
    .returning({ id: orders.id });
  return row.id;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser that loaded one of our pages: it sends the CSRF cookie and header, keeps the cart cookie and the
 * guest order cookies the server sets (and forgets the cart's when the server clears it), and may carry a
 * bearer token.
 */
export class Browser {
  cartToken: string | undefined;
  /** Guest order cookies (`atelier_order_<id>` → token), as the browser that placed the orders keeps them. */
  readonly orderCookies = new Map<string, string>();
  token: string | undefined;
  readonly session = browserSession();
  private static ipCounter = 0;
  readonly ip = `10.9.${Math.floor(Browser.ipCounter / 250)}.${(Browser.ipCounter++ % 250) + 1}`;

  constructor(
    private readonly t: TestApp,
    readonly locale: 'pl' | 'en' = 'pl',
  ) {}

  headers(extra: Record<string, string> = {}, options: { csrf?: boolean } = {}): Record<string, string> {
    const cookies = [
      this.session.cookie,
      ...(this.cartToken ? [`${CART_COOKIE}=${this.cartToken}`] : []),
      ...[...this.orderCookies].map(([name, value]) => `${name}=${value}`),
    ];
    return {
      cookie: cookies.join('; '),
      ...(options.csrf === false ? {} : { 'x-csrf-token': this.session['x-csrf-token'] }),
      'accept-language': this.locale,
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      ...extra,
    };
  }

  async send(
    method: Method,
    url: string,
    payload?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const res = await this.t.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: this.headers(options.headers, options),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    this.remember(res);
    return res;
  }

  remember(res: LightMyRequestResponse): void {
    for (const order of res.cookies.filter((c) => c.name.startsWith(ORDER_COOKIE_PREFIX))) {
      this.orderCookies.set(order.name, order.value);
    }
    const cookie = res.cookies.find((c) => c.name === CART_COOKIE);
    if (!cookie) return;
    const expired = cookie.value === '' || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
    this.cartToken = expired ? undefined : cookie.value;
  }

  async cart(): Promise<Cart> {
    const res = await this.send('GET', '/api/cart');
    if (res.statusCode !== 200) throw new Error(`GET /api/cart: ${res.statusCode} ${res.body}`);
    return CartResponse.parse(res.json()).data;
  }

  /** A change that must succeed; answers the cart it returned. */
  async change(method: Method, url: string, payload?: unknown): Promise<Cart> {
    const res = await this.send(method, url, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return CartChangeResponse.parse(res.json()).data;
  }

  add(productId: number, quantity = 1, extra: Record<string, unknown> = {}) {
    return this.change('POST', '/api/cart/add', { product_id: productId, quantity, ...extra });
  }

  private static accountCounter = 0;

  /** Registers a new customer (a fresh e-mail each time) and keeps the token. */
  async register(): Promise<{ res: LightMyRequestResponse; email: string; userId: number }> {
    Browser.accountCounter += 1;
    const email = `klientka.${Browser.accountCounter}.${Date.now()}@example.pl`;
    const res = await this.send('POST', '/api/auth/register', {
      phone: '+48 600 700 800',
      email,
      password: 'Skorzana123',
    });
    if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
    this.token = res.json().data.token;
    return { res, email, userId: res.json().data.user.id };
  }

  async login(email = 'klient@atelier.pl', password = 'Klient123!'): Promise<LightMyRequestResponse> {
    const res = await this.send('POST', '/api/auth/login', { email, password });
    if (res.statusCode === 200) this.token = res.json().data.token;
    return res;
  }
}
