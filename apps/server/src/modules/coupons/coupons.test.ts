import { CART_COOKIE, CartChangeResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, coupons, couponUses } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { Browser, makeCoupon, makeOrder, makeProduct } from '../cart/cart.test-support';
import { countCouponUses, recordCouponUse } from './coupons.service';

const DAY = 24 * 60 * 60 * 1000;

describe('promo codes', () => {
  let t: TestApp;
  const now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;
  const apply = (browser: Browser, code: unknown) =>
    browser.send('POST', '/api/cart/promo-codes/apply', code === undefined ? {} : { code });

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  describe('discounts', () => {
    it('applies a percentage code typed in any case with spaces, and recomputes the totals', async () => {
      const product = await makeProduct(db(), { price: 15_000 });
      const browser = new Browser(t);
      await browser.add(product.id);
      const res = await apply(browser, '  witaj10 ');
      expect(res.statusCode).toBe(200);
      const body = CartChangeResponse.parse(res.json());
      expect(body.message).toBe('Kod „WITAJ10” został zastosowany.');
      expect(body.data.coupon).toEqual({
        code: 'WITAJ10',
        type: 'percent',
        value: 10,
        description: 'Rabat powitalny: 10% na zakupy w Atelier.',
        applicable: true,
        discount: 15,
      });
      expect(body.data.totals).toEqual({
        subtotal: 150,
        discount: 15,
        shipping: 15,
        total: 150,
        tax: 28.05,
        gift_cards: [],
        gift_cards_total: 0,
        to_pay: 150,
      });
      expect(body.data.warnings).toEqual([]);
      // The same code again changes nothing and is not an error.
      expect((await apply(browser, 'WITAJ10')).statusCode).toBe(200);
    });

    it('rounds a percentage to the grosz and measures free delivery after the discount', async () => {
      const product = await makeProduct(db(), { price: 4_999 });
      const browser = new Browser(t, 'en');
      await browser.add(product.id);
      let cart = await browser.change('POST', '/api/cart/promo-codes/apply', { code: 'WITAJ10' });
      expect(cart.totals).toMatchObject({ subtotal: 49.99, discount: 5, total: 59.99 });

      // 210 zł of goods is 189 zł after 10 %: below 200 zł, so delivery is charged.
      const dear = await makeProduct(db(), { price: 16_001 });
      cart = await browser.add(dear.id);
      expect(cart.totals).toMatchObject({ subtotal: 210, discount: 21, shipping: 15, total: 204 });
      expect(cart.missing_for_free_shipping).toBe(11);
      expect(cart.shipping_method).toMatchObject({ cost: 15, free: false });
    });

    it('takes a fixed amount off from the minimum, saying how much is missing below it', async () => {
      const product = await makeProduct(db(), { price: 12_500, stock: 10 });
      for (const [locale, message] of [
        ['pl', 'Kod „JESIEN50” działa przy zakupach od 300,00\u00a0zł. Brakuje 50,00\u00a0zł.'],
        ['en', 'Code "JESIEN50" applies to purchases of PLN\u00a0300.00 or more. Add PLN\u00a050.00 more.'],
      ] as const) {
        const browser = new Browser(t, locale);
        await browser.add(product.id, 2);
        const res = await apply(browser, 'jesien50');
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message, code: 'coupon_min_not_reached' });
        expect((await browser.cart()).coupon).toBeNull();

        await browser.add(product.id, 1);
        const cart = await browser.change('POST', '/api/cart/promo-codes/apply', { code: 'JESIEN50' });
        expect(cart.coupon).toMatchObject({
          code: 'JESIEN50',
          type: 'fixed',
          value: 50,
          applicable: true,
          discount: 50,
        });
        expect(cart.totals).toEqual({
          subtotal: 375,
          discount: 50,
          shipping: 0,
          total: 325,
          tax: 60.77,
          gift_cards: [],
          gift_cards_total: 0,
          to_pay: 325,
        });
      }
    });

    it('waives delivery with a free-delivery code, whichever method is chosen', async () => {
      const code = await makeCoupon(db(), {
        type: 'free_shipping',
        value: 0,
        descriptionPl: 'Darmowa dostawa',
        descriptionEn: 'Free delivery',
      });
      const product = await makeProduct(db(), { price: 8_000 });
      const browser = new Browser(t, 'en');
      await browser.add(product.id);
      let cart = await browser.change('POST', '/api/cart/promo-codes/apply', { code: code.code.toLowerCase() });
      expect(cart.coupon).toEqual({
        code: code.code,
        type: 'free_shipping',
        value: 0,
        description: 'Free delivery',
        applicable: true,
        discount: 15,
      });
      expect(cart.totals).toEqual({
        subtotal: 80,
        discount: 0,
        shipping: 0,
        total: 80,
        tax: 14.96,
        gift_cards: [],
        gift_cards_total: 0,
        to_pay: 80,
      });
      cart = await browser.change('POST', '/api/cart/select-shipping', { method_code: 'courier' });
      expect(cart.totals.shipping).toBe(0);
      expect(cart.coupon?.discount).toBe(25);
      expect(cart.shipping_method).toMatchObject({ code: 'courier', price: 25, cost: 0, free: true });

      // The demo shop's first-order code.
      const newcomer = new Browser(t);
      await newcomer.add(product.id);
      cart = await newcomer.change('POST', '/api/cart/promo-codes/apply', { code: 'dostawa0' });
      expect(cart.coupon).toMatchObject({ code: 'DOSTAWA0', type: 'free_shipping', applicable: true, discount: 15 });
      expect(cart.totals).toMatchObject({ subtotal: 80, shipping: 0, total: 80 });
    });

    it('limits a code to categories or products: the discount covers only their lines', async () => {
      const [first, second] = await db().select().from(categories).orderBy(categories.position).limit(2);
      const covered = await makeProduct(db(), { price: 10_000, categorySlug: first.slug });
      const other = await makeProduct(db(), { price: 30_000, categorySlug: second.slug });
      const byCategory = await makeCoupon(db(), { type: 'percent', value: 20, categoryIds: [first.id] });
      const byProduct = await makeCoupon(db(), {
        type: 'fixed',
        value: 5_000,
        productIds: [covered.id],
        minOrderTotal: 15_000,
      });

      const browser = new Browser(t, 'en');
      await browser.add(other.id);
      let res = await apply(browser, byCategory.code);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: `Code "${byCategory.code}" does not cover the products in your cart.`,
        code: 'coupon_not_for_products',
      });
      await browser.add(covered.id);
      let cart = await browser.change('POST', '/api/cart/promo-codes/apply', { code: byCategory.code });
      expect(cart.totals).toMatchObject({ subtotal: 400, discount: 20, total: 380 });

      // The minimum counts the covered goods only: 100 zł of 150 zł.
      await browser.change('POST', '/api/cart/promo-codes/remove');
      res = await apply(browser, byProduct.code);
      expect(res.json()).toEqual({
        message: `Code "${byProduct.code}" applies to purchases of PLN\u00a0150.00 or more. Add PLN\u00a050.00 more.`,
        code: 'coupon_min_not_reached',
      });
      cart = await browser.add(covered.id);
      cart = await browser.change('POST', '/api/cart/promo-codes/apply', { code: byProduct.code });
      expect(cart.totals).toMatchObject({ subtotal: 500, discount: 50, total: 450 });
    });
  });

  describe('refusals', () => {
    it('says why a code cannot be used, each reason in its own words (pl and en)', async () => {
      const product = await makeProduct(db(), { price: 10_000 });
      const notYet = await makeCoupon(db(), { type: 'percent', value: 5, startsAt: new Date(now.getTime() + 3 * DAY) });
      const inactive = await makeCoupon(db(), { type: 'percent', value: 5, isActive: false });
      const cases: [string, number, string, string, string][] = [
        [
          'NIEMA',
          422,
          'coupon_unknown',
          'Kod „NIEMA” nie istnieje. Sprawdź, czy został wpisany poprawnie.',
          'Code "NIEMA" does not exist. Check that it is spelled correctly.',
        ],
        [
          inactive.code,
          422,
          'coupon_unknown',
          `Kod „${inactive.code}” nie istnieje. Sprawdź, czy został wpisany poprawnie.`,
          `Code "${inactive.code}" does not exist. Check that it is spelled correctly.`,
        ],
        [
          'lato2026',
          422,
          'coupon_expired',
          'Kod „LATO2026” wygasł 3 października 2026.',
          'Code "LATO2026" expired on 3 October 2026.',
        ],
        [
          notYet.code,
          422,
          'coupon_not_yet_valid',
          `Kod „${notYet.code}” będzie ważny od 5 listopada 2026.`,
          `Code "${notYet.code}" is valid from 5 November 2026.`,
        ],
      ];
      for (const [code, status, errorCode, pl, en] of cases) {
        for (const [locale, message] of [
          ['pl', pl],
          ['en', en],
        ] as const) {
          const browser = new Browser(t, locale);
          await browser.add(product.id);
          const res = await apply(browser, code);
          expect(res.statusCode, code).toBe(status);
          expect(res.json()).toEqual({ message, code: errorCode });
        }
      }
    });

    it('refuses a blank code and an empty cart', async () => {
      for (const [locale, required, empty] of [
        ['pl', 'Wpisz kod rabatowy.', 'Dodaj produkty do koszyka, zanim użyjesz kodu rabatowego.'],
        ['en', 'Enter a promo code.', 'Add products to your cart before using a promo code.'],
      ] as const) {
        const browser = new Browser(t, locale);
        for (const code of ['   ', undefined, 5]) {
          const res = await apply(browser, code);
          expect(res.statusCode).toBe(422);
          expect(res.json()).toEqual({ message: required, code: 'validation_failed', errors: { code: [required] } });
        }
        const res = await apply(browser, 'WITAJ10');
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message: empty, code: 'coupon_cart_empty' });
        expect(res.cookies.find((c) => c.name === CART_COOKIE)).toBeUndefined();
      }
    });

    it('refuses a code whose uses are used up, and one the customer has already used', async () => {
      const product = await makeProduct(db(), { price: 10_000 });
      const once = await makeCoupon(db(), { type: 'percent', value: 5, usageLimit: 1 });
      const perCustomer = await makeCoupon(db(), { type: 'percent', value: 5, perCustomerLimit: 1 });

      const buyer = new Browser(t);
      const { userId, email } = await buyer.register();
      await buyer.add(product.id);
      const orderId = await makeOrder(db(), { userId, email, now });
      await db().transaction((tx) =>
        recordCouponUse(tx, { couponId: once.id, orderId, userId, email, now, locale: 'pl' }),
      );
      await db().transaction((tx) =>
        recordCouponUse(tx, { couponId: perCustomer.id, orderId, userId, email, now, locale: 'pl' }),
      );
      expect(await countCouponUses(db(), once.id, { userId })).toEqual({ total: 1, byCustomer: 1 });

      let res = await apply(buyer, once.code);
      expect(res.json()).toEqual({
        message: `Limit użyć kodu „${once.code}” został wyczerpany.`,
        code: 'coupon_used_up',
      });
      res = await apply(buyer, perCustomer.code);
      expect(res.json()).toEqual({
        message: `Kod „${perCustomer.code}” został już przez Ciebie wykorzystany.`,
        code: 'coupon_already_used',
      });

      // Somebody else may still use the per-customer code, but nobody the used-up one.
      const other = new Browser(t, 'en');
      await other.register();
      await other.add(product.id);
      expect((await apply(other, perCustomer.code)).statusCode).toBe(200);
      await other.change('POST', '/api/cart/promo-codes/remove');
      res = await apply(other, once.code);
      expect(res.json()).toEqual({
        message: `Code "${once.code}" has reached its usage limit.`,
        code: 'coupon_used_up',
      });
    });

    it('keeps a first-order code for customers without an order (a cancelled one does not count)', async () => {
      const product = await makeProduct(db(), { price: 10_000 });
      const firstOrder = await makeCoupon(db(), { type: 'percent', value: 15, firstOrderOnly: true });
      const returning = new Browser(t, 'en');
      const { userId, email } = await returning.register();
      await returning.add(product.id);
      await makeOrder(db(), { userId, email, now, status: 'cancelled' });
      expect((await apply(returning, firstOrder.code)).statusCode).toBe(200);
      await returning.change('POST', '/api/cart/promo-codes/remove');

      await makeOrder(db(), { userId: null, email, now });
      const res = await apply(returning, firstOrder.code);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: `Code "${firstOrder.code}" is valid for a first order only.`,
        code: 'coupon_first_order_only',
      });
    });
  });

  describe('one code per cart, removal and re-validation', () => {
    it('refuses a second code until the first is removed', async () => {
      const product = await makeProduct(db(), { price: 40_000 });
      const browser = new Browser(t);
      await browser.add(product.id);
      await browser.change('POST', '/api/cart/promo-codes/apply', { code: 'WITAJ10' });
      const res = await apply(browser, 'JESIEN50');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'W koszyku jest już kod „WITAJ10”. Usuń go, aby użyć innego — kody się nie łączą.',
        code: 'coupon_already_applied',
      });

      let change = await browser.send('POST', '/api/cart/promo-codes/remove');
      expect(change.statusCode).toBe(200);
      expect(change.json()).toMatchObject({ success: true, message: 'Kod rabatowy został usunięty.' });
      expect(change.json().data.coupon).toBeNull();
      const cart = await browser.change('POST', '/api/cart/promo-codes/apply', { code: 'JESIEN50' });
      expect(cart.coupon?.code).toBe('JESIEN50');

      await browser.change('POST', '/api/cart/promo-codes/remove');
      change = await browser.send('POST', '/api/cart/promo-codes/remove');
      expect(change.statusCode).toBe(422);
      expect(change.json()).toEqual({ message: 'Do koszyka nie dodano kodu rabatowego.', code: 'coupon_none' });
      // The forced removal never fails, with or without a cart.
      expect((await browser.send('POST', '/api/cart/promo-codes/force-remove')).statusCode).toBe(200);
      expect((await new Browser(t).send('POST', '/api/cart/promo-codes/force-remove')).statusCode).toBe(200);
    });

    it('keeps the code attached when the cart no longer meets it, gives nothing and says why', async () => {
      const product = await makeProduct(db(), { price: 20_000, stock: 10 });
      const browser = new Browser(t, 'en');
      const [line] = (await browser.add(product.id, 2)).items;
      await browser.change('POST', '/api/cart/promo-codes/apply', { code: 'JESIEN50' });
      let cart = await browser.change('PUT', `/api/cart/${line.id}`, { quantity: 1 });
      expect(cart.coupon).toMatchObject({ code: 'JESIEN50', applicable: false, discount: 0 });
      expect(cart.totals).toEqual({
        subtotal: 200,
        discount: 0,
        shipping: 0,
        total: 200,
        tax: 37.4,
        gift_cards: [],
        gift_cards_total: 0,
        to_pay: 200,
      });
      expect(cart.warnings).toEqual([
        {
          code: 'coupon_min_not_reached',
          message: 'Code "JESIEN50" applies to purchases of PLN\u00a0300.00 or more. Add PLN\u00a0100.00 more.',
          item_id: null,
        },
      ]);
      cart = await browser.change('PUT', `/api/cart/${line.id}`, { quantity: 2 });
      expect(cart.coupon).toMatchObject({ applicable: true, discount: 50 });
      expect(cart.warnings).toEqual([]);

      // The code ends while it sits in the cart.
      const [jesien] = await db().select().from(coupons).where(eq(coupons.code, 'JESIEN50'));
      const ended = new Date(now.getTime() - DAY);
      await db()
        .update(coupons)
        .set({ expiresAt: ended, startsAt: new Date(ended.getTime() - DAY) })
        .where(eq(coupons.id, jesien.id));
      try {
        cart = await browser.cart();
        expect(cart.coupon).toMatchObject({ applicable: false, discount: 0 });
        expect(cart.warnings.map((w) => [w.code, w.message])).toEqual([
          ['coupon_expired', 'Code "JESIEN50" expired on 1 November 2026.'],
        ]);
        expect(cart.totals.total).toBe(400);
      } finally {
        await db()
          .update(coupons)
          .set({ expiresAt: jesien.expiresAt, startsAt: jesien.startsAt })
          .where(eq(coupons.id, jesien.id));
      }
    });
  });

  describe('recording uses at order placement', () => {
    it('counts uses by account or e-mail and refuses a use beyond the limits, rolling the order back', async () => {
      const limited = await makeCoupon(db(), { type: 'fixed', value: 1_000, usageLimit: 2, perCustomerLimit: 1 });
      const first = await makeOrder(db(), { email: 'Ala@Example.pl', now });
      await db().transaction((tx) =>
        recordCouponUse(tx, {
          couponId: limited.id,
          orderId: first,
          userId: null,
          email: 'Ala@Example.pl',
          now,
          locale: 'pl',
        }),
      );
      expect(await countCouponUses(db(), limited.id, { email: 'ala@example.pl' })).toEqual({ total: 1, byCustomer: 1 });
      expect(await countCouponUses(db(), limited.id, { email: 'ola@example.pl' })).toEqual({ total: 1, byCustomer: 0 });

      const again = await makeOrder(db(), { email: 'ala@example.pl', now });
      await expect(
        db().transaction((tx) =>
          recordCouponUse(tx, {
            couponId: limited.id,
            orderId: again,
            userId: null,
            email: 'ala@example.pl',
            now,
            locale: 'en',
          }),
        ),
      ).rejects.toMatchObject({ status: 422, code: 'coupon_already_used' });

      const second = await makeOrder(db(), { email: 'ola@example.pl', now });
      await db().transaction((tx) =>
        recordCouponUse(tx, {
          couponId: limited.id,
          orderId: second,
          userId: null,
          email: 'ola@example.pl',
          now,
          locale: 'pl',
        }),
      );
      const third = await makeOrder(db(), { email: 'ela@example.pl', now });
      await expect(
        db().transaction((tx) =>
          recordCouponUse(tx, {
            couponId: limited.id,
            orderId: third,
            userId: null,
            email: 'ela@example.pl',
            now,
            locale: 'pl',
          }),
        ),
      ).rejects.toMatchObject({ status: 422, code: 'coupon_used_up' });
      expect(await db().select().from(couponUses).where(eq(couponUses.couponId, limited.id))).toHaveLength(2);
    });

    it('does not count the order being placed against a first-order code', async () => {
      const firstOrder = await makeCoupon(db(), { type: 'percent', value: 10, firstOrderOnly: true });
      const orderId = await makeOrder(db(), { email: 'nowa@example.pl', now });
      await db().transaction((tx) =>
        recordCouponUse(tx, {
          couponId: firstOrder.id,
          orderId,
          userId: null,
          email: 'nowa@example.pl',
          now,
          locale: 'pl',
        }),
      );
      const next = await makeOrder(db(), { email: 'nowa@example.pl', now });
      await expect(
        db().transaction((tx) =>
          recordCouponUse(tx, {
            couponId: firstOrder.id,
            orderId: next,
            userId: null,
            email: 'nowa@example.pl',
            now,
            locale: 'pl',
          }),
        ),
      ).rejects.toMatchObject({ code: 'coupon_first_order_only' });
    });
  });
});
