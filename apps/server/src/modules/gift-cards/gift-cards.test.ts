import { CartChangeResponse, GiftCardBalanceResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, giftCardUses, products, productVariants } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { DEMO_GIFT_CARD } from '../../db/seed/gift-cards';
import { buildTestApp, type TestApp } from '../../test/helper';
import { Browser, makeCoupon, makeProduct } from '../cart/cart.test-support';
import { emailsTo, guestBody, orderRequest, orderRow, postOrder } from '../orders/orders.test-support';
import { issueGiftCard } from './gift-card-issuing';

/** Gift cards at the checkout (docs/product-rules.md#gift-cards), through the HTTP API on a real database. */
describe('gift cards', () => {
  let t: TestApp;
  const now = new Date('2026-06-10T10:00:00Z');
  const db = () => t.database.db;
  let counter = 0;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now, env: { DEMO_PAYMENTS: 'true' } });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now, giftCards: true });
  });
  afterAll(() => t.close());

  async function card(amount: number, changes: Partial<typeof giftCards.$inferInsert> = {}) {
    const issued = await db().transaction((tx) =>
      issueGiftCard(
        tx,
        { amountGrosze: amount, email: `obdarowana${++counter}@example.pl`, lang: 'pl', kind: 'staff' },
        now,
      ),
    );
    if (Object.keys(changes).length) await db().update(giftCards).set(changes).where(eq(giftCards.id, issued.id));
    return issued;
  }

  async function giftCardVariant(amountZl: number) {
    const [row] = await db()
      .select({ productId: products.id, variantId: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.sku, `AT-GC-${amountZl}`));
    return row;
  }

  const apply = (browser: Browser, code: string) => browser.send('POST', '/api/cart/gift-cards/apply', { code });

  it('applies a card after the promo code: totals show what it covers, what stays on it and what is left to pay', async () => {
    const product = await makeProduct(db(), { price: 30_000, stock: 5 });
    await makeCoupon(db(), { code: 'KARTA10', type: 'percent', value: 10 });
    const gift = await card(10_000);
    const browser = new Browser(t);
    await browser.add(product.id);
    await browser.change('POST', '/api/cart/promo-codes/apply', { code: 'karta10' });
    const res = await apply(browser, gift.code.toLowerCase());
    expect(res.statusCode).toBe(200);
    const body = CartChangeResponse.parse(res.json());
    expect(body.message).toBe(`Karta podarunkowa …${gift.codeLast4} została dodana do zamówienia.`);
    // 300 zł − 10 % = 270 zł, free delivery from 200 zł; the card pays 100 zł of it.
    expect(body.data.totals).toMatchObject({
      subtotal: 300,
      discount: 30,
      shipping: 0,
      total: 270,
      gift_cards: [{ code_last4: gift.codeLast4, applied: 100, balance_after: 0 }],
      gift_cards_total: 100,
      to_pay: 170,
    });

    // A second card pays the rest and keeps what is left on it.
    const second = await card(20_000);
    const both = CartChangeResponse.parse((await apply(browser, second.code)).json()).data;
    expect(both.totals.gift_cards.map((c) => [c.code_last4, c.applied, c.balance_after])).toEqual([
      [gift.codeLast4, 100, 0],
      [second.codeLast4, 170, 30],
    ]);
    expect(both.totals.to_pay).toBe(0);

    const removed = await browser.send('POST', '/api/cart/gift-cards/remove', { code: gift.codeLast4 });
    expect(removed.statusCode).toBe(200);
    const after = CartChangeResponse.parse(removed.json()).data;
    expect(after.totals.gift_cards).toEqual([expect.objectContaining({ code_last4: second.codeLast4, applied: 200 })]);
    expect(after.totals.to_pay).toBe(70);
  });

  it('places an order paid partly by a card: the card is spent, the payment asks only for the rest', async () => {
    const product = await makeProduct(db(), { price: 25_000, stock: 5 });
    const gift = await card(5_000);
    const browser = new Browser(t);
    await browser.add(product.id);
    await apply(browser, gift.code);
    const cart = await browser.cart();
    const res = await postOrder(browser, guestBody(cart));
    expect(res.statusCode).toBe(201);
    const placed = res.json().data;
    expect(placed).toMatchObject({ payment_status: 'pending', gift_cards_total: 50, to_pay: 200, total_amount: 200 });
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, gift.id));
    expect(row.balanceGrosze).toBe(0);
    expect((await browser.cart()).totals.gift_cards).toEqual([]);

    const initiate = await browser.send('POST', '/api/payment/initiate', {
      order_id: placed.id,
      amount: placed.total_amount,
      locale: 'pl',
      guest_token: placed.guest_token,
    });
    expect(initiate.statusCode).toBe(200);
    expect(initiate.json().data.amount).toBe(200);
  });

  it('places an order paid wholly by cards: paid at once, no payment step, and the e-mail says nothing is left to pay', async () => {
    const product = await makeProduct(db(), { price: 8_000, stock: 5 });
    const gift = await card(20_000);
    const browser = new Browser(t);
    await browser.add(product.id);
    await apply(browser, gift.code);
    const cart = await browser.cart();
    // 80 zł + 15 zł delivery, all paid by the card.
    expect(cart.totals).toMatchObject({ total: 95, to_pay: 0 });
    const buyer = `cala-karta-${++counter}@example.pl`;
    const res = await postOrder(browser, guestBody(cart, {}, { email: buyer }));
    expect(res.statusCode).toBe(201);
    const placed = res.json().data;
    expect(placed).toMatchObject({ payment_status: 'paid', to_pay: 0, payment_due_at: null });
    const order = await orderRow(db(), placed.id);
    expect(order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'gift_card', giftCardsTotal: 9_500 });
    const [mail] = await emailsTo(db(), buyer);
    expect(mail.text).toContain('Zamówienie zostało w całości opłacone kartami podarunkowymi');
    const pay = await browser.send('POST', '/api/payment/initiate', {
      order_id: placed.id,
      locale: 'pl',
      guest_token: placed.guest_token,
    });
    expect(pay.statusCode).toBe(409);
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, gift.id));
    expect(row.balanceGrosze).toBe(10_500);
  });

  it('gives the used amount back to the card when the order is cancelled', async () => {
    const product = await makeProduct(db(), { price: 12_000, stock: 5 });
    const gift = await card(30_000);
    const browser = new Browser(t);
    await browser.add(product.id);
    await apply(browser, gift.code);
    const cart = await browser.cart();
    const buyer = `anulujaca-${++counter}@example.pl`;
    const placed = (await postOrder(browser, guestBody(cart, {}, { email: buyer }))).json().data;
    expect(placed.payment_status).toBe('paid');
    const cancel = await orderRequest(browser, 'POST', `/api/orders/${placed.id}/cancel`, {
      token: placed.guest_token,
    });
    expect(cancel.statusCode).toBe(200);
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, gift.id));
    expect(row.balanceGrosze).toBe(30_000);
    const ledger = await db().select().from(giftCardUses).where(eq(giftCardUses.orderId, placed.id));
    expect(ledger.map((u) => [u.kind, u.amountGrosze])).toEqual([
      ['spend', 13_500],
      ['release', 13_500],
    ]);
    expect((await orderRow(db(), placed.id)).paymentStatus).toBe('refunded');
    const mails = await emailsTo(db(), buyer);
    expect(mails.at(-1)?.text).toContain('Na karty podarunkowe użyte w tym zamówieniu wróciło 135,00');
  });

  it('sells gift cards at face value: no promo discount, no free delivery from them, not payable by a card, issued when paid', async () => {
    await makeCoupon(db(), { code: 'MINUS20', type: 'percent', value: 20 });
    const { productId, variantId } = await giftCardVariant(300);
    const browser = new Browser(t);
    await browser.add(productId, 1, { variant_id: variantId });
    const cart = await browser.cart();
    // 300 zł of cards: no parcel, no delivery cost, nothing for a promo code to take off.
    expect(cart.totals).toMatchObject({ subtotal: 300, shipping: 0, total: 300 });
    expect(cart.needs_parcel).toBe(false);
    const promo = await browser.send('POST', '/api/cart/promo-codes/apply', { code: 'MINUS20' });
    expect(promo.statusCode).toBe(422);
    const gift = await card(10_000);
    const byCard = await apply(browser, gift.code);
    expect(byCard.statusCode).toBe(422);
    expect(byCard.json().code).toBe('gift_card_nothing_to_cover');

    const buyer = `kupujaca-karte-${++counter}@example.pl`;
    const placed = (await postOrder(browser, guestBody(cart, {}, { email: buyer }))).json().data;
    expect(placed.to_pay).toBe(300);
    const initiated = await browser.send('POST', '/api/payment/initiate', {
      order_id: placed.id,
      amount: placed.total_amount,
      locale: 'pl',
      guest_token: placed.guest_token,
    });
    const session = initiated.json().data.session_id;
    expect((await browser.send('POST', `/api/payment/demo/${session}/pay`)).statusCode).toBe(200);
    const bought = await db().select().from(giftCards).where(eq(giftCards.orderId, placed.id));
    expect(bought).toEqual([expect.objectContaining({ kind: 'sold', initialGrosze: 30_000, email: buyer })]);
    const mails = await emailsTo(db(), buyer);
    const cardMail = mails.find((m) => m.template === 'gift-card');
    expect(cardMail?.subject).toBe('Twoja karta podarunkowa Atelier na 300,00\u00a0zł');
    // Only cards: nothing to ship, the order is delivered by the e-mail.
    expect((await orderRow(db(), placed.id)).status).toBe('delivered');
  });

  it('refuses expired, spent, blocked and unknown cards with a clear 422 in the request language', async () => {
    const product = await makeProduct(db(), { price: 10_000, stock: 5 });
    const expired = await card(10_000, { expiresAt: new Date('2026-06-01T00:00:00Z') });
    const spent = await card(10_000, { balanceGrosze: 0 });
    const blocked = await card(10_000, { blockedAt: now });
    const pl = new Browser(t, 'pl');
    const en = new Browser(t, 'en');
    await pl.add(product.id);
    await en.add(product.id);
    const cases: [string, string, string, string][] = [
      [
        expired.code,
        'gift_card_expired',
        `Karta podarunkowa …${expired.codeLast4} straciła ważność 1 czerwca 2026.`,
        `Gift card …${expired.codeLast4} expired on 1 June 2026.`,
      ],
      [
        spent.code,
        'gift_card_spent',
        `Karta podarunkowa …${spent.codeLast4} została już w całości wykorzystana.`,
        `Gift card …${spent.codeLast4} has been used up.`,
      ],
      [
        blocked.code,
        'gift_card_blocked',
        `Karta podarunkowa …${blocked.codeLast4} jest zablokowana. Napisz do nas, jeśli to pomyłka.`,
        `Gift card …${blocked.codeLast4} is blocked. Please write to us if you think this is a mistake.`,
      ],
      [
        'ABCD-EFGH-JKMN-PQRS-TUVW',
        'gift_card_unknown',
        'Nie znamy karty podarunkowej o tym kodzie. Sprawdź, czy został wpisany poprawnie.',
        'We do not know a gift card with this code. Please check it was typed correctly.',
      ],
      [
        'nie-kod',
        'gift_card_code_invalid',
        'To nie wygląda na kod karty podarunkowej: kod ma 20 znaków (litery i cyfry, np. ABCD-EFGH-JKMN-PQRS-TUVW).',
        'That does not look like a gift card code: a code has 20 characters (letters and digits, e.g. ABCD-EFGH-JKMN-PQRS-TUVW).',
      ],
    ];
    for (const [code, errorCode, polish, english] of cases) {
      const inPolish = await apply(pl, code);
      expect([inPolish.statusCode, inPolish.json().code, inPolish.json().message]).toEqual([422, errorCode, polish]);
      const inEnglish = await apply(en, code);
      expect([inEnglish.statusCode, inEnglish.json().code, inEnglish.json().message]).toEqual([
        422,
        errorCode,
        english,
      ]);
    }
  });

  it('tells the balance of a card by its code, and stops a client that keeps guessing codes (429)', async () => {
    const gift = await card(20_000);
    const browser = new Browser(t, 'en');
    const res = await browser.send('POST', '/api/gift-cards/balance', { code: gift.code });
    expect(res.statusCode).toBe(200);
    expect(GiftCardBalanceResponse.parse(res.json())).toEqual({
      data: { code_last4: gift.codeLast4, balance: 200, expires_at: '2027-06-10T10:00:00.000Z', status: 'active' },
      message: `Card …${gift.codeLast4} holds PLN\u00a0200.00, valid until 10 June 2027.`,
    });
    const demo = await browser.send('POST', '/api/gift-cards/balance', { code: DEMO_GIFT_CARD.code });
    expect(demo.json().data).toMatchObject({ balance: 300, status: 'active' });

    const guesser = new Browser(t, 'pl');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const guess = await guesser.send('POST', '/api/gift-cards/balance', {
        code: `ABCD-EFGH-JKMN-PQRS-${'23456789ABCDEFGHJKMN'.slice(i, i + 1)}XYZ`,
      });
      statuses.push(guess.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
    const stopped = await guesser.send('POST', '/api/gift-cards/balance', { code: gift.code });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toMatch(/^Zbyt wiele prób/);
    // The same client cannot try codes at the checkout either.
    expect((await apply(guesser, gift.code)).statusCode).toBe(429);
  });

  it('lets managers issue and block cards, lets the accountant only read them, and never shows a code', async () => {
    const manager = new Browser(t, 'pl');
    expect((await manager.login('manager@atelier.pl', 'Manager123!')).statusCode).toBe(200);
    const issued = await manager.send('POST', '/api/admin/gift-cards', {
      amount: 150,
      email: 'Zwyciezca@Example.pl',
      lang: 'en',
    });
    expect(issued.statusCode).toBe(201);
    const data = issued.json().data;
    expect(data).toMatchObject({
      kind: 'staff',
      initial: 150,
      balance: 150,
      status: 'active',
      email: 'zwyciezca@example.pl',
    });
    expect(JSON.stringify(issued.json())).not.toMatch(/[23456789A-Z]{4}-[23456789A-Z]{4}-/);
    const [mail] = await emailsTo(db(), 'zwyciezca@example.pl');
    expect(mail.subject).toBe('Your Atelier gift card for PLN\u00a0150.00');

    const list = await manager.send('GET', `/api/admin/gift-cards?last4=${data.code_last4}`);
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(data.id);

    const accountant = new Browser(t, 'pl');
    await accountant.login('ksiegowa@atelier.pl', 'Ksiegowa123!');
    expect((await accountant.send('GET', '/api/admin/gift-cards')).statusCode).toBe(200);
    expect((await accountant.send('POST', `/api/admin/gift-cards/${data.id}/block`)).statusCode).toBe(403);

    const block = await manager.send('POST', `/api/admin/gift-cards/${data.id}/block`);
    expect(block.statusCode).toBe(200);
    expect(block.json().data.status).toBe('blocked');
    expect((await manager.send('POST', `/api/admin/gift-cards/${data.id}/block`)).statusCode).toBe(409);
  });
});
