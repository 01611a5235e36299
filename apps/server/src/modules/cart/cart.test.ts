import { CART_COOKIE, CartChangeResponse, CartResponse, DeliveryMethodsResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts, products } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { formatPrice, vatPart } from '../../shared/money';
import { hashToken } from '../../shared/secrets';
import { buildTestApp, type TestApp } from '../../test/helper';
import { Browser, colourId, makeProduct, setProduct } from './cart.test-support';
import { sweepGuestCarts } from './guest-carts';

describe('cart', () => {
  let t: TestApp;
  const now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  describe('guests', () => {
    it('answers an empty cart without creating one or setting a cookie', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/cart' });
      expect(res.statusCode).toBe(200);
      expect(res.cookies).toEqual([]);
      const cart = CartResponse.parse(res.json()).data;
      expect(cart).toMatchObject({
        items: [],
        totals: { subtotal: 0, shipping: 0, tax: 0, discount: 0, total: 0 },
        coupon: null,
        free_shipping_threshold: 200,
        missing_for_free_shipping: 200,
        items_count: 0,
        warnings: [],
      });
      expect(cart.shipping_method).toMatchObject({ code: 'inpost', price: 15, cost: 0 });
      expect(await db().select().from(carts)).toEqual([]);
    });

    it('creates a server cart at the first change, named by an httpOnly SameSite=Lax cookie stored only as a hash', async () => {
      const product = await makeProduct(db(), { price: 12_900, stock: 5, colours: ['black', 'brown'] });
      const browser = new Browser(t);
      const res = await browser.send('POST', '/api/cart/add', {
        product_id: product.id,
        quantity: 2,
        color_id: 'brown',
      });
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === CART_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);

      const body = CartChangeResponse.parse(res.json());
      expect(body.success).toBe(true);
      // The message names the colour chosen: the product comes in two.
      expect(body.message).toBe(`Dodano do koszyka: ${product.name} (Brązowy).`);
      const [line] = body.data.items;
      expect(line).toMatchObject({
        product: { id: product.id, name: product.name, slug: expect.any(String), image: null, images: [], price: 129 },
        product_id: product.id,
        name: product.name,
        image: null,
        price: 129,
        quantity: 2,
        total: 258,
        color: { id: expect.any(Number), code: 'brown', name: 'Brązowy', hex: '#7B4A2A' },
        discount_info: { has_discount: false, original_price: 129, discount_percentage: 0 },
        variant_id: product.variants[1].id,
        size: 'one_size',
        selected_variant_id: product.variants[1].id,
        sku: expect.stringMatching(/^TEST-/),
        made_to_order: false,
        made_to_order_quantity: 0,
        available_stock: 5,
        orderable: true,
        unavailable: false,
        notice: null,
      });

      const stored = await db()
        .select()
        .from(carts)
        .where(eq(carts.guestTokenHash, hashToken(browser.cartToken!)));
      expect(stored).toHaveLength(1);
      expect(stored[0].userId).toBeNull();
      const all = await db().select({ hash: carts.guestTokenHash }).from(carts);
      expect(all.some((c) => c.hash === browser.cartToken)).toBe(false);

      // The same cookie finds the same cart; another browser has its own.
      expect((await browser.cart()).items.map((i) => i.id)).toEqual([line.id]);
      const other = new Browser(t);
      expect((await other.cart()).items).toEqual([]);
    });

    it('refuses a cookie-carrying change sent from another site (403), and a token that is not the visitor’s', async () => {
      const product = await makeProduct(db(), { price: 5_000 });
      const browser = new Browser(t, 'en');
      await browser.add(product.id);
      const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://zly.example' };
      const forged = await browser.send('POST', '/api/cart/add', { product_id: product.id }, { headers: crossSite });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({
        code: 'cross_site_request',
        message: "A request sent from another website was refused. Open the shop's page and try again.",
      });
      const stale = await browser.send(
        'POST',
        '/api/cart/add',
        { product_id: product.id },
        {
          headers: { 'x-csrf-token': 'a-token-of-a-page-whose-cookie-is-gone-01234' },
        },
      );
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toMatchObject({
        code: 'csrf_token_mismatch',
        message: 'The page session has expired. Refresh the page and try again.',
      });
      expect((await browser.cart()).items[0].quantity).toBe(1);
      // From the shop's own page no token is needed (pages served from the shared cache carry none).
      const ownPage = { 'sec-fetch-site': 'same-origin', origin: t.config.publicUrl };
      const genuine = await browser.send(
        'POST',
        '/api/cart/add',
        { product_id: product.id },
        { csrf: false, headers: ownPage },
      );
      expect(genuine.statusCode).toBe(200);
      expect((await browser.cart()).items[0].quantity).toBe(2);
    });

    it('drops a cookie that names no cart', async () => {
      const browser = new Browser(t);
      browser.cartToken = 'x'.repeat(43);
      const res = await browser.send('GET', '/api/cart');
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === CART_COOKIE)?.value).toBe('');
      expect(browser.cartToken).toBeUndefined();
    });
  });

  describe('lines', () => {
    it('adds quantities for the same product, size and colour, and makes a new line otherwise', async () => {
      const bag = await makeProduct(db(), {
        price: 30_000,
        stock: 20,
        sizes: ['S', 'M', 'L'],
        colours: ['black', 'bordo'],
      });
      const browser = new Browser(t);
      await browser.add(bag.id, 1, { size: 'M', color_id: 'black' });
      let cart = await browser.add(bag.id, 2, { size: 'm', color_id: 'black' });
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]).toMatchObject({ quantity: 3, size: 'M', total: 900 });
      expect(cart.items[0].color?.id).toBe(await colourId(db(), 'black'));
      cart = await browser.add(bag.id, 1, { size: 'M', color_id: await colourId(db(), 'bordo') });
      expect(cart.items.map((i) => [i.size, i.color?.code, i.quantity])).toEqual([
        ['M', 'black', 3],
        ['M', 'bordo', 1],
      ]);
      cart = await browser.add(bag.id, 1, { size: 'L', color_id: 'black' });
      expect(cart.items).toHaveLength(3);
      expect(cart.items_count).toBe(5);
      expect(cart.totals.subtotal).toBe(1500);
    });

    it('asks for a size of a product with several sizes and refuses sizes and colours it does not have (422, pl and en)', async () => {
      const bag = await makeProduct(db(), { price: 30_000, sizes: ['S', 'M', 'L'], colours: ['black'] });
      const pl = new Browser(t, 'pl');
      const en = new Browser(t, 'en');
      const cases: [Record<string, unknown>, string, string, string][] = [
        [
          {},
          'variant_id',
          'Wybierz wariant: ten produkt ma kilka kolorów lub rozmiarów.',
          'Choose a variant: this product comes in several colours or sizes.',
        ],
        [{ color_id: 'black' }, 'size', 'Wybierz rozmiar.', 'Choose a size.'],
        [
          { size: 'XL' },
          'size',
          'Ten produkt nie jest dostępny w takim rozmiarze.',
          'This product is not available in that size.',
        ],
        [
          { size: 'S', color_id: 'red' },
          'color_id',
          'Ten produkt nie jest dostępny w takim kolorze.',
          'This product is not available in that colour.',
        ],
        [
          { size: 'S', color_id: 999_999 },
          'color_id',
          'Ten produkt nie jest dostępny w takim kolorze.',
          'This product is not available in that colour.',
        ],
      ];
      for (const [extra, field, plMessage, enMessage] of cases) {
        for (const [browser, message] of [
          [pl, plMessage],
          [en, enMessage],
        ] as const) {
          const res = await browser.send('POST', '/api/cart/add', { product_id: bag.id, quantity: 1, ...extra });
          expect(res.statusCode).toBe(422);
          expect(res.json()).toEqual({ message, code: 'validation_failed', errors: { [field]: [message] } });
        }
      }
      // A refused first change creates no cart and sets no cookie.
      expect(pl.cartToken).toBeUndefined();
    });

    it('answers 404 for an unknown or withdrawn product', async () => {
      const withdrawn = await makeProduct(db(), { price: 10_000, isActive: false });
      const browser = new Browser(t, 'en');
      for (const id of [999_999, withdrawn.id]) {
        const res = await browser.send('POST', '/api/cart/add', { product_id: id, quantity: 1 });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Product not found. It may have been withdrawn from sale.');
      }
    });

    it('refuses malformed add requests with field messages (422, pl and en)', async () => {
      const product = await makeProduct(db(), { price: 10_000 });
      const cases: [unknown, string, string, string][] = [
        [{ quantity: 1 }, 'product_id', 'To pole jest wymagane.', 'This field is required.'],
        [
          { product_id: product.id, quantity: 0 },
          'quantity',
          'Wartość musi wynosić co najmniej 1.',
          'The value must be at least 1.',
        ],
        [
          { product_id: product.id, quantity: 100 },
          'quantity',
          'Wartość może wynosić najwyżej 99.',
          'The value must be at most 99.',
        ],
        [{ product_id: product.id, quantity: 1.5 }, 'quantity', 'Podaj liczbę całkowitą.', 'Enter a whole number.'],
        [{ product_id: 'abc', quantity: 1 }, 'product_id', 'Nieprawidłowa wartość.', 'Invalid value.'],
        [{ product_id: product.id, price: 1 }, 'price', 'Nieznane pole.', 'Unknown field.'],
      ];
      for (const [payload, field, plMessage, enMessage] of cases) {
        for (const [locale, message] of [
          ['pl', plMessage],
          ['en', enMessage],
        ] as const) {
          const res = await new Browser(t, locale).send('POST', '/api/cart/add', payload);
          expect(res.statusCode, JSON.stringify(payload)).toBe(422);
          expect(res.json().errors[field]).toEqual([message]);
          expect(res.json().message).toBe(message);
        }
      }
    });

    it('changes a quantity, removes the line at 0 and answers the cart each time', async () => {
      const product = await makeProduct(db(), { price: 4_500, stock: 10 });
      const browser = new Browser(t);
      const [line] = (await browser.add(product.id, 2)).items;
      let res = await browser.send('PUT', `/api/cart/${line.id}`, { quantity: 5 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Zmieniono ilość.' });
      expect(CartChangeResponse.parse(res.json()).data.items[0]).toMatchObject({ quantity: 5, total: 225 });
      res = await browser.send('PUT', `/api/cart/${line.id}`, { quantity: 0 });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Usunięto produkt z koszyka.');
      expect(res.json().data.items).toEqual([]);
    });

    it('answers "Invalid parameters" for a negative or missing quantity or id, and "Invalid item ID" for an unknown line', async () => {
      const product = await makeProduct(db(), { price: 4_500 });
      for (const [locale, invalid, invalidItem, quantityMessage] of [
        ['en', 'Invalid parameters', 'Invalid item ID', 'The quantity must be a whole number from 0 to 99.'],
        [
          'pl',
          'Nieprawidłowe parametry',
          'Nieprawidłowy identyfikator pozycji',
          'Ilość musi być liczbą całkowitą od 0 do 99.',
        ],
      ] as const) {
        const browser = new Browser(t, locale);
        const [line] = (await browser.add(product.id)).items;
        for (const payload of [{ quantity: -1 }, {}, { quantity: 'two' }, { quantity: 100 }]) {
          const res = await browser.send('PUT', `/api/cart/${line.id}`, payload);
          expect(res.statusCode).toBe(422);
          expect(res.json()).toEqual({
            message: invalid,
            code: 'validation_failed',
            errors: { quantity: [quantityMessage] },
          });
        }
        const badId = await browser.send('PUT', '/api/cart/abc', { quantity: 1 });
        expect(badId.statusCode).toBe(422);
        expect(badId.json()).toMatchObject({ message: invalid, errors: { id: [invalidItem] } });

        for (const [method, payload] of [
          ['PUT', { quantity: 1 }],
          ['DELETE', undefined],
        ] as const) {
          const unknown = await browser.send(method, '/api/cart/999999', payload);
          expect(unknown.statusCode).toBe(404);
          expect(unknown.json()).toEqual({ message: invalidItem, code: 'not_found' });
        }
        const badDelete = await browser.send('DELETE', '/api/cart/abc');
        expect(badDelete.statusCode).toBe(422);
        expect(badDelete.json().message).toBe(invalidItem);
        expect((await browser.cart()).items[0].quantity).toBe(1);
      }
    });

    it("never touches another cart's line", async () => {
      const product = await makeProduct(db(), { price: 4_500 });
      const owner = new Browser(t);
      const [line] = (await owner.add(product.id)).items;
      const stranger = new Browser(t, 'en');
      await stranger.add(product.id);
      expect((await stranger.send('PUT', `/api/cart/${line.id}`, { quantity: 3 })).statusCode).toBe(404);
      expect((await stranger.send('DELETE', `/api/cart/${line.id}`)).statusCode).toBe(404);
      // Without any cart at all, too.
      expect((await new Browser(t).send('DELETE', `/api/cart/${line.id}`)).statusCode).toBe(404);
      expect((await owner.cart()).items[0].quantity).toBe(1);
    });

    it('removes a line and clears the cart (lines and promo code)', async () => {
      const a = await makeProduct(db(), { price: 10_000 });
      const b = await makeProduct(db(), { price: 20_000 });
      const browser = new Browser(t);
      await browser.add(a.id);
      const cart = await browser.add(b.id);
      const res = await browser.send('DELETE', `/api/cart/${cart.items[0].id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Usunięto produkt z koszyka.' });
      expect(res.json().data.items.map((i: { product_id: number }) => i.product_id)).toEqual([b.id]);

      await browser.change('POST', '/api/cart/promo-codes/apply', { code: 'WITAJ10' });
      const cleared = await browser.send('DELETE', '/api/cart/clear');
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().message).toBe('Koszyk jest pusty.');
      expect(CartChangeResponse.parse(cleared.json()).data).toMatchObject({
        items: [],
        coupon: null,
        totals: { subtotal: 0, shipping: 0, tax: 0, discount: 0, total: 0 },
      });
      // Clearing without a cart is fine too.
      expect((await new Browser(t).send('DELETE', '/api/cart/clear')).statusCode).toBe(200);
    });
  });

  describe('stock and limits', () => {
    it('keeps each variant sold from stock within its own stock (docs/product-rules.md#variants)', async () => {
      // Sizes S and M with 3 pieces each: S running out says nothing about M.
      const limited = await makeProduct(db(), { price: 50_000, stock: 3, sizes: ['S', 'M'] });
      for (const [locale, first, inCart] of [
        [
          'pl',
          `Dostępnych sztuk produktu „${limited.name} (S)”: 3.`,
          `Dostępnych sztuk produktu „${limited.name} (S)”: 3, a w koszyku masz już 2.`,
        ],
        [
          'en',
          `Pieces of "${limited.nameEn} (S)" available: 3.`,
          `Pieces of "${limited.nameEn} (S)" available: 3, and your cart already holds 2.`,
        ],
      ] as const) {
        const browser = new Browser(t, locale);
        let res = await browser.send('POST', '/api/cart/add', { product_id: limited.id, quantity: 4, size: 'S' });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message: first, code: 'insufficient_stock' });
        const cart = await browser.add(limited.id, 2, { size: 'S' });
        res = await browser.send('POST', '/api/cart/add', { product_id: limited.id, quantity: 2, size: 'S' });
        expect(res.json()).toEqual({ message: inCart, code: 'insufficient_stock' });
        // The other size has its own three pieces: two lines of one product.
        const both = await browser.add(limited.id, 3, { size: 'M' });
        expect(both.items.map((i) => [i.size, i.quantity, i.variant_id])).toEqual([
          ['S', 2, limited.variants[0].id],
          ['M', 3, limited.variants[1].id],
        ]);
        res = await browser.send('PUT', `/api/cart/${cart.items[0].id}`, { quantity: 4 });
        expect(res.statusCode).toBe(422);
        expect(res.json().code).toBe('insufficient_stock');
        // Lowering is always allowed.
        expect((await browser.send('PUT', `/api/cart/${cart.items[0].id}`, { quantity: 1 })).statusCode).toBe(200);
      }
    });

    it('refuses a sold-out limited product, saying none are available', async () => {
      const soldOut = await makeProduct(db(), { price: 50_000, stock: 0 });
      const res = await new Browser(t).send('POST', '/api/cart/add', { product_id: soldOut.id, quantity: 1 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: `Produkt „${soldOut.name}” jest wyprzedany (dostępnych sztuk: 0). To edycja limitowana — nie można go zamówić.`,
        code: 'out_of_stock',
      });
    });

    it('lets made-to-order lines exceed the stock and says how many pieces will be made', async () => {
      const handmade = await makeProduct(db(), { price: 40_000, stock: 1, madeToOrder: true });
      const browser = new Browser(t);
      let cart = await browser.add(handmade.id, 3);
      expect(cart.items[0]).toMatchObject({
        quantity: 3,
        made_to_order: true,
        made_to_order_quantity: 2,
        available_stock: 1,
        orderable: true,
        notice: 'Na zamówienie (3–4 dni): 2 szt.',
      });
      const en = new Browser(t, 'en');
      cart = await en.add(handmade.id, 1);
      expect(cart.items[0]).toMatchObject({ made_to_order_quantity: 0, notice: null });
      await setProduct(db(), handmade.id, { stock: 0 });
      cart = await en.add(handmade.id, 1);
      expect(cart.items[0]).toMatchObject({
        quantity: 2,
        made_to_order_quantity: 2,
        notice: 'Made to order (3–4 days): 2 pcs.',
      });
    });

    it('flags lines of a product that became unavailable, keeps them and leaves them out of the totals', async () => {
      const keeps = await makeProduct(db(), { price: 10_000, stock: 5 });
      const withdrawn = await makeProduct(db(), { price: 20_000, stock: 5 });
      const soldOut = await makeProduct(db(), { price: 30_000, stock: 5 });
      const browser = new Browser(t, 'en');
      await browser.add(keeps.id);
      await browser.add(withdrawn.id);
      const before = await browser.add(soldOut.id);
      expect(before.totals.subtotal).toBe(600);
      await setProduct(db(), withdrawn.id, { isActive: false });
      await setProduct(db(), soldOut.id, { stock: 0 });

      const cart = await browser.cart();
      expect(cart.items.map((i) => [i.product_id, i.unavailable, i.orderable])).toEqual([
        [keeps.id, false, true],
        [withdrawn.id, true, false],
        [soldOut.id, true, false],
      ]);
      expect(cart.items[1].notice).toBe(
        'This product is no longer available — remove it from the cart. It is not counted in the total.',
      );
      expect(cart.totals).toMatchObject({ subtotal: 100, shipping: 15, total: 115 });
      expect(cart.warnings).toEqual([
        {
          code: 'product_unavailable',
          message: `"${withdrawn.nameEn}" is no longer available — remove it from the cart. It is not counted in the total.`,
          item_id: cart.items[1].id,
        },
        {
          code: 'product_unavailable',
          message: `"${soldOut.nameEn}" is no longer available — remove it from the cart. It is not counted in the total.`,
          item_id: cart.items[2].id,
        },
      ]);
      // Raising its quantity is refused, removing it works.
      const raise = await browser.send('PUT', `/api/cart/${cart.items[1].id}`, { quantity: 2 });
      expect(raise.statusCode).toBe(422);
      expect(raise.json().code).toBe('product_unavailable');
      expect((await browser.send('DELETE', `/api/cart/${cart.items[1].id}`)).statusCode).toBe(200);
    });

    it('warns when the stock fell below what the cart holds', async () => {
      const product = await makeProduct(db(), { price: 10_000, stock: 5 });
      const browser = new Browser(t);
      const [line] = (await browser.add(product.id, 4)).items;
      await setProduct(db(), product.id, { stock: 2 });
      const cart = await browser.cart();
      expect(cart.items[0]).toMatchObject({
        unavailable: false,
        available_stock: 2,
        notice: 'Dostępnych sztuk: 2 — zmniejsz ilość, aby złożyć zamówienie.',
      });
      expect(cart.warnings).toEqual([
        {
          code: 'insufficient_stock',
          message: `Dostępnych sztuk produktu „${product.name}”: 2, a w koszyku jest 4 — zmniejsz ilość.`,
          item_id: line.id,
        },
      ]);
    });

    it('holds at most 99 pieces per line and 50 lines per cart', async () => {
      const product = await makeProduct(db(), { price: 1_000, stock: 500 });
      const browser = new Browser(t, 'en');
      await browser.add(product.id, 60);
      const res = await browser.send('POST', '/api/cart/add', { product_id: product.id, quantity: 40 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'You can add at most 99 pieces of one product (your cart already holds 60).',
        code: 'line_quantity_limit',
      });
      await browser.add(product.id, 39);

      const [cart] = await db()
        .select()
        .from(carts)
        .where(eq(carts.guestTokenHash, hashToken(browser.cartToken!)));
      for (let i = 0; i < 49; i++) {
        const other = await makeProduct(db(), { price: 1_000, stock: 5 });
        await db()
          .insert(cartLines)
          .values({ cartId: cart.id, productId: other.id, variantId: other.variantId, quantity: 1 });
      }
      const extra = await makeProduct(db(), { price: 1_000, stock: 5 });
      const full = await browser.send('POST', '/api/cart/add', { product_id: extra.id, quantity: 1 });
      expect(full.statusCode).toBe(422);
      expect(full.json()).toEqual({
        message: 'A cart can hold at most 50 items. Remove one to add a new product.',
        code: 'too_many_lines',
      });
      const pl = new Browser(t);
      pl.cartToken = browser.cartToken;
      expect((await pl.send('POST', '/api/cart/add', { product_id: extra.id })).json().message).toBe(
        'Koszyk może zawierać najwyżej 50 pozycji. Usuń którąś, aby dodać nowy produkt.',
      );
    });
  });

  describe('totals', () => {
    it('prices lines from the database, charges delivery below 200 zł and computes the VAT part', async () => {
      const product = await makeProduct(db(), { price: 4_999, stock: 10 });
      const browser = new Browser(t);
      // A price the client makes up is not even accepted.
      expect((await browser.send('POST', '/api/cart/add', { product_id: product.id, price: 1 })).statusCode).toBe(422);
      let cart = await browser.add(product.id, 3);
      expect(cart.totals).toEqual({
        subtotal: 149.97,
        shipping: 15,
        discount: 0,
        total: 164.97,
        tax: vatPart(16_497) / 100,
        gift_cards: [],
        gift_cards_total: 0,
        to_pay: 164.97,
      });
      expect(cart.totals.tax).toBe(30.85);
      expect(cart.missing_for_free_shipping).toBe(50.03);

      // The price changes in the shop: the cart follows.
      await setProduct(db(), product.id, { basePrice: 7_000 });
      cart = await browser.cart();
      expect(cart.totals).toMatchObject({ subtotal: 210, shipping: 0, total: 210, tax: 39.27 });
      expect(cart.shipping_method).toMatchObject({ code: 'inpost', price: 15, cost: 0, free: true });
      expect(cart.missing_for_free_shipping).toBe(0);
    });

    it('shows the Omnibus discount of a reduced product on its line', async () => {
      const reduced = await makeProduct(db(), { price: 20_000, salePrice: 15_000 });
      const cart = await new Browser(t).add(reduced.id);
      expect(cart.items[0]).toMatchObject({
        price: 150,
        total: 150,
        discount_info: { has_discount: true, original_price: 200, discount_percentage: 25 },
      });
      const [row] = await db().select().from(products).where(eq(products.id, reduced.id));
      expect(row.salePrice).toBe(15_000);
    });

    it('prices the chosen delivery method and ignores the price a client sends', async () => {
      const product = await makeProduct(db(), { price: 5_000, stock: 10 });
      const browser = new Browser(t, 'en');
      await browser.add(product.id);
      let res = await browser.send('POST', '/api/cart/select-shipping', {
        method_code: 'courier',
        price: 0,
        label: 'Courier',
        inpost_point: null,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Delivery selected: Express courier.');
      let cart = CartChangeResponse.parse(res.json()).data;
      expect(cart.shipping_method).toMatchObject({
        code: 'courier',
        name: 'Express courier',
        price: 25,
        cost: 25,
        min_days: 1,
        max_days: 2,
      });
      expect(cart.totals).toMatchObject({ subtotal: 50, shipping: 25, total: 75, tax: 14.02 });

      // The first client's code for the locker, with a point from the widget.
      cart = await browser.change('POST', '/api/cart/select-shipping', {
        method_code: 'inpost_branch',
        price: 0,
        label: 'Paczkomat',
        inpost_point: {
          name: 'WRO01M',
          location_description: 'Przy sklepie',
          address: { line1: 'Rynek 1', city: 'Wrocław', post_code: '50-101' },
          opening_hours: '24/7',
        },
      });
      expect(cart.shipping_method).toEqual({
        code: 'inpost',
        name: 'InPost parcel locker',
        price: 15,
        cost: 15,
        free: false,
        min_days: 2,
        max_days: 4,
        inpost_point: {
          id: 'WRO01M',
          name: 'WRO01M',
          location_description: 'Przy sklepie',
          address: { line1: 'Rynek 1', city: 'Wrocław', post_code: '50-101' },
        },
      });
      expect(cart.totals.total).toBe(65);
      // Choosing the locker method again without a point keeps the point; the courier drops it.
      cart = await browser.change('POST', '/api/cart/select-shipping', { method_code: 'inpost' });
      expect(cart.shipping_method?.inpost_point?.id).toBe('WRO01M');
      cart = await browser.change('POST', '/api/cart/select-shipping', { method_code: 'courier' });
      expect(cart.shipping_method?.inpost_point).toBeNull();
      cart = await browser.change('POST', '/api/cart/select-shipping', { method_code: 'inpost' });
      expect(cart.shipping_method?.inpost_point).toBeNull();

      for (const [payload, field, message] of [
        [{ method_code: 'dhl' }, 'method_code', 'Choose one of the available delivery methods.'],
        [
          { method_code: 'inpost', inpost_point: 'x y' },
          'inpost_point',
          'Invalid parcel locker. Choose a point on the map or from the list.',
        ],
        [{ method_code: 'inpost', cost: 0 }, 'cost', 'Unknown field.'],
      ] as const) {
        res = await browser.send('POST', '/api/cart/select-shipping', payload);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors[field]).toEqual([message]);
      }
      const pl = await new Browser(t).send('POST', '/api/cart/select-shipping', { method_code: 'dhl' });
      expect(pl.json().message).toBe('Wybierz jedną z dostępnych metod dostawy.');
    });

    it('lists the delivery methods with prices and the free-delivery threshold for the delivery-costs page', async () => {
      for (const [locale, inpost] of [
        ['pl', 'Paczkomat InPost'],
        ['en', 'InPost parcel locker'],
      ] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/shipping/methods',
          headers: { 'accept-language': locale },
        });
        expect(res.statusCode).toBe(200);
        const body = DeliveryMethodsResponse.parse(res.json());
        expect(body.free_shipping_threshold).toBe(200);
        expect(body.data.map((m) => [m.code, m.name, m.price, m.min_days, m.max_days, m.default])).toEqual([
          ['inpost', inpost, 15, 2, 4, true],
          ['courier', locale === 'pl' ? 'Kurier ekspres' : 'Express courier', 25, 1, 2, false],
        ]);
      }
    });
  });

  describe('customers', () => {
    it('use their own cart by bearer token, without a cart cookie', async () => {
      const product = await makeProduct(db(), { price: 10_000 });
      const browser = new Browser(t);
      const { userId } = await browser.register();
      const res = await browser.send('POST', '/api/cart/add', { product_id: product.id, quantity: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === CART_COOKIE)).toBeUndefined();
      const [cart] = await db().select().from(carts).where(eq(carts.userId, userId));
      expect(cart.guestTokenHash).toBeNull();

      // Another device of the same customer sees the same cart; a guest does not.
      const phone = new Browser(t);
      phone.token = browser.token;
      expect((await phone.cart()).items.map((i) => i.quantity)).toEqual([2]);
      expect((await new Browser(t).cart()).items).toEqual([]);
    });

    it('get 200 from a bearer request without cookies and no CSRF header', async () => {
      const product = await makeProduct(db(), { price: 10_000 });
      const browser = new Browser(t);
      await browser.register();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { authorization: `Bearer ${browser.token}` },
        payload: { product_id: product.id },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it('sweeps guest carts untouched for 30 days, and only those', async () => {
    const product = await makeProduct(db(), { price: 10_000 });
    const stale = new Browser(t);
    await stale.add(product.id);
    const fresh = new Browser(t);
    await fresh.add(product.id);
    const customer = new Browser(t);
    await customer.register();
    await customer.add(product.id);
    const staleHash = hashToken(stale.cartToken!);
    await db()
      .update(carts)
      .set({ updatedAt: new Date(now.getTime() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(carts.guestTokenHash, staleHash));
    expect(await sweepGuestCarts(db(), now)).toBe(1);
    expect(await db().select().from(carts).where(eq(carts.guestTokenHash, staleHash))).toEqual([]);
    expect((await stale.cart()).items).toEqual([]);
    expect((await fresh.cart()).items).toHaveLength(1);
    expect((await customer.cart()).items).toHaveLength(1);
  });

  it('formats amounts as the shop writes them', () => {
    expect(formatPrice(124_900, 'pl')).toBe('1\u00a0249,00\u00a0zł');
    expect(formatPrice(124_900, 'en')).toBe('PLN\u00a01,249.00');
    expect(formatPrice(5, 'pl')).toBe('0,05\u00a0zł');
    expect(vatPart(12_300)).toBe(2_300);
    expect(vatPart(0)).toBe(0);
  });
});
