import { AccountNewsletterResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, newsletterSubscribers, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/helper';
import { Browser } from '../cart/cart.test-support';

describe("the profile's newsletter switch (GET/PUT /api/newsletter/me)", () => {
  let t: TestApp;
  const now = new Date('2026-11-20T10:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
  });
  afterAll(() => t.close());

  const state = async (browser: Browser) => {
    const res = await browser.send('GET', '/api/newsletter/me');
    expect(res.statusCode, res.body).toBe(200);
    return AccountNewsletterResponse.parse(res.json()).data.state;
  };
  const set = async (browser: Browser, subscribed: boolean) => {
    const res = await browser.send('PUT', '/api/newsletter/me', { subscribed });
    expect(res.statusCode, res.body).toBe(200);
    return AccountNewsletterResponse.parse(res.json());
  };

  it('subscribes a verified address at once and unsubscribes it, in the request language', async () => {
    const browser = new Browser(t, 'en');
    const { email, userId } = await browser.register();
    await t.database.db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId));
    expect(await state(browser)).toBe('none');
    const on = await set(browser, true);
    expect(on).toEqual({ data: { state: 'confirmed' }, message: 'You are subscribed to the newsletter.' });
    expect(await state(browser)).toBe('confirmed');
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row).toMatchObject({ source: 'account', unsubscribedAt: null });
    expect(row.confirmedAt?.toISOString()).toBe(now.toISOString());

    expect((await set(browser, false)).data.state).toBe('none');
    expect(await state(browser)).toBe('none');
  });

  it('sends an address not verified yet the confirmation link, as any sign-up', async () => {
    const browser = new Browser(t);
    const { email } = await browser.register();
    const on = await set(browser, true);
    expect(on).toEqual({
      data: { state: 'pending' },
      message: 'Wysłaliśmy link — potwierdź zapis do newslettera w e-mailu.',
    });
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mails.map((m) => m.template)).toContain('newsletter-confirmation');
  });

  it('needs a signed-in customer and a boolean', async () => {
    const guest = new Browser(t);
    expect((await guest.send('GET', '/api/newsletter/me')).statusCode).toBe(401);
    expect((await guest.send('PUT', '/api/newsletter/me', { subscribed: true })).statusCode).toBe(401);
    const customer = new Browser(t);
    await customer.register();
    expect((await customer.send('PUT', '/api/newsletter/me', { subscribed: 'yes' })).statusCode).toBe(422);
  });
});
