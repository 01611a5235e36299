import { AccountDeletedResponse, PlaceOrderResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, newsletterSubscribers, orders, reviews, users, wishlistItems } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { Browser, makeProduct } from '../cart/cart.test-support';
import { DELETED_ACCOUNT_EMAIL } from '../orders/order-account-deletion';
import { customerBody, postOrder } from '../orders/orders.test-support';

describe('deleting one’s account (DELETE /api/auth/account)', () => {
  let t: TestApp;
  const now = new Date('2026-11-20T10:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  /** A customer with an order, a saved product, a review and the newsletter. */
  async function activeCustomer(locale: 'pl' | 'en' = 'pl') {
    const browser = new Browser(t, locale);
    const { email, userId } = await browser.register();
    const product = await makeProduct(t.database.db, { price: 15_900, stock: 5 });
    await browser.add(product.id);
    const placed = await postOrder(browser, customerBody(await browser.cart(), email));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = PlaceOrderResponse.parse(placed.json()).data.id;
    await t.database.db.insert(wishlistItems).values({ userId, productId: product.id });
    await t.database.db.insert(reviews).values({ userId, productId: product.id, rating: 5, body: 'Piękna skóra.' });
    await t.database.db.insert(newsletterSubscribers).values({ email, locale, confirmedAt: now });
    return { browser, email, userId, orderId };
  }

  it('refuses without the password, or with a wrong one, in the request language, and deletes nothing', async () => {
    const { browser, userId } = await activeCustomer('en');
    const none = await browser.send('DELETE', '/api/auth/account', {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.password).toEqual(['Enter your password to confirm deleting the account.']);
    const wrong = await browser.send('DELETE', '/api/auth/account', { password: 'Zgadywane1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['The current password is incorrect.']);
    expect(await t.database.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
  });

  it('deletes the account and its data; the orders stay, without the e-mail and the phone', async () => {
    const { browser, email, userId, orderId } = await activeCustomer();
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));

    const res = await browser.send('DELETE', '/api/auth/account', { password: 'Skorzana123' });
    expect(res.statusCode, res.body).toBe(200);
    expect(AccountDeletedResponse.parse(res.json()).message).toMatch(/Usunęliśmy Twoje konto/);

    // Signed out everywhere, and the address can no longer sign in.
    expect((await browser.send('GET', '/api/auth/me')).statusCode).toBe(401);
    browser.token = undefined;
    expect((await browser.login(email, 'Skorzana123')).statusCode).toBe(401);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId))).toEqual([]);
    expect(await db.select().from(reviews).where(eq(reviews.userId, userId))).toEqual([]);
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toEqual([]);

    // The order is kept for the books: its number, money, names and addresses; nothing that reaches the person.
    const [after] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(after).toMatchObject({
      orderNumber: before.orderNumber,
      total: before.total,
      userId: null,
      email: DELETED_ACCOUNT_EMAIL,
      phone: '',
    });
    expect([after.billingFirstName, after.billingLastName, after.billingStreet, after.shippingCity]).toEqual([
      before.billingFirstName,
      before.billingLastName,
      before.billingStreet,
      before.shippingCity,
    ]);

    // The person is told, at the address the account had and in its language — and nothing else reaches it.
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const confirmation = mails.filter((m) => m.template === 'account-deleted');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]).toMatchObject({ locale: 'pl', subject: 'Twoje konto w Atelier zostało usunięte' });
    expect(confirmation[0].text).toMatch(/bez Twojego adresu e-mail i telefonu/);

    // The address is free again: a new account starts empty.
    const again = await browser.send('POST', '/api/auth/register', {
      phone: '+48 600 700 800',
      email,
      password: 'Skorzana123',
    });
    expect(again.statusCode).toBe(201);
  });

  it('asks an account without a password to confirm, and keeps staff accounts out of reach', async () => {
    const { browser, userId } = await activeCustomer();
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, userId));
    const unconfirmed = await browser.send('DELETE', '/api/auth/account', {});
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors.confirm).toEqual(['Potwierdź, że chcesz usunąć konto.']);
    expect((await browser.send('DELETE', '/api/auth/account', { confirm: true })).statusCode).toBe(200);

    const manager = new Browser(t, 'en');
    expect((await manager.login('manager@atelier.pl', 'Manager123!')).statusCode).toBe(200);
    const staff = await manager.send('DELETE', '/api/auth/account', { password: 'Manager123!' });
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toMatchObject({ code: 'staff_account' });
    expect(staff.json().message).toMatch(/ask an administrator/);
  });

  it('needs a signed-in customer', async () => {
    const guest = new Browser(t);
    expect((await guest.send('DELETE', '/api/auth/account', { password: 'x' })).statusCode).toBe(401);
  });
});
