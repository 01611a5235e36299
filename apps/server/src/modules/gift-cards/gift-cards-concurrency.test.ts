import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, giftCardUses, orders } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { makeProduct } from '../cart/cart.test-support';
import { Browser, guestBody, postOrder } from '../orders/orders.test-support';
import { issueGiftCard } from './gift-card-issuing';
import { spendGiftCards } from './gift-card-redemption';

/**
 * One gift card spent by orders placed at the same moment. Meant for PostgreSQL, where the transactions really
 * run side by side (CI runs this file there with DATABASE_URL); on PGlite they are serialised and the same rules
 * must hold. Each test names the guard it proves and fails when that guard is removed:
 * - the card rows locked in id order before the placement quotes the cart (`lockCartGiftCards`);
 * - the conditional balance decrement (`takeFromGiftCard`: `… where balance_grosze >= n`), with the table's
 *   `balance_grosze >= 0` check behind it.
 */
describe('one gift card, many orders at once', () => {
  let t: TestApp;
  const now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  const issue = (amount: number) =>
    db().transaction((tx) =>
      issueGiftCard(tx, { amountGrosze: amount, email: 'wspolna@example.pl', lang: 'pl', kind: 'staff' }, now),
    );

  it('[guard: gift card rows locked before the quote] ten orders spending one 150 zł card take exactly 150 zł: each order sees what the one before left', async () => {
    const card = await issue(15_000);
    const buyers: Browser[] = [];
    const bodies: ReturnType<typeof guestBody>[] = [];
    for (let i = 0; i < 10; i++) {
      // A product of their own each: the product locks must not be what makes the orders wait for each other.
      const product = await makeProduct(db(), { price: 10_000, stock: 2 });
      const buyer = new Browser(t);
      await buyer.add(product.id);
      await buyer.change('POST', '/api/cart/gift-cards/apply', { code: card.code });
      const cart = await buyer.cart();
      // Every cart sees the whole balance: 100 zł + 15 zł delivery, all of it covered by the card.
      expect(cart.totals.gift_cards[0].applied).toBe(115);
      buyers.push(buyer);
      bodies.push(guestBody(cart));
    }
    const answers = await Promise.all(buyers.map((buyer, i) => postOrder(buyer, bodies[i])));

    // Nobody is refused: a later order simply finds less on the card and pays the rest.
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row.balanceGrosze).toBe(0);
    const ledger = await db().select().from(giftCardUses).where(eq(giftCardUses.giftCardId, card.id));
    expect(ledger.reduce((sum, u) => sum + u.amountGrosze, 0)).toBe(15_000);
    const placed = await Promise.all(
      answers.map(async (a) => {
        const [order] = await db().select().from(orders).where(eq(orders.id, a.json().data.id));
        return order.giftCardsTotal;
      }),
    );
    expect(placed.sort((a, b) => b - a)).toEqual([11_500, 3_500, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('[guard: conditional balance decrement] a spend computed from a stale balance is refused with 409, never taken below zero', async () => {
    const product = await makeProduct(db(), { price: 10_000, stock: 5 });
    const card = await issue(15_000);
    const [stale] = await db().select().from(giftCards).where(eq(giftCards.id, card.id));
    const buyers = [new Browser(t), new Browser(t)];
    const orderIds: number[] = [];
    for (const buyer of buyers) {
      await buyer.add(product.id);
      const placed = await postOrder(buyer, guestBody(await buyer.cart()));
      orderIds.push(placed.json().data.id);
    }
    // Two spends of 100 zł each, both computed from the 150 zł read before either (no lock taken here).
    const spend = (orderId: number, cartId: number) =>
      db().transaction((tx) =>
        spendGiftCards(tx, {
          cartId,
          orderId,
          covers: [{ card: stale, applied: 10_000, balanceAfter: 5_000 }],
          now,
          locale: 'pl',
        }),
      );
    const results = await Promise.allSettled([spend(orderIds[0], -1), spend(orderIds[1], -1)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, code: 'gift_card_changed' });
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row.balanceGrosze).toBe(5_000);
  });
});
