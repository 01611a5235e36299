import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, newsletterSubscribers } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { staffCaller, staffTokens } from './admin-orders.test-support';
import { CSV_BOM } from './admin-orders-csv';

/** The inbox area of the admin panel: contact messages and the newsletter list (super_admin and manager). */
describe('admin: inbox', () => {
  let t: TestApp;
  let call: ReturnType<typeof staffCaller>;
  const now = new Date('2026-11-04T08:30:00Z');
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
    call = staffCaller(t, await staffTokens(t));
  });
  afterAll(() => t.close());

  const writeToShop = (name: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: ip,
      headers: { 'accept-language': 'pl' },
      payload: {
        name,
        surname: 'Nowak',
        email: `${name.toLowerCase()}@example.pl`,
        message: `Pytanie od ${name} o pasek.`,
      },
    });

  it('lists contact messages, waiting ones first and newest first, and marks them handled or waiting again', async () => {
    expect((await writeToShop('Basia', '10.40.0.1')).statusCode).toBe(200);
    expect((await writeToShop('Celina', '10.40.0.2')).statusCode).toBe(200);
    const all = await call('manager', 'GET', '/api/admin/contact-messages');
    expect(all.statusCode).toBe(200);
    const names = all.json().data.map((m: { name: string }) => m.name);
    expect(names.slice(0, 2).sort()).toEqual(['Basia', 'Celina']);
    const basia = all.json().data.find((m: { name: string }) => m.name === 'Basia');
    expect(basia).toMatchObject({
      surname: 'Nowak',
      email: 'basia@example.pl',
      message: 'Pytanie od Basia o pasek.',
      locale: 'pl',
      handled_at: null,
    });
    const openBefore = all.json().meta.open;

    const handled = await call('manager', 'POST', `/api/admin/contact-messages/${basia.id}/handled`);
    expect(handled.json()).toMatchObject({
      message: 'The message is marked as handled.',
      data: { id: basia.id, handled_at: now.toISOString() },
    });
    const open = (await call('super_admin', 'GET', '/api/admin/contact-messages?status=open&per_page=100')).json();
    expect(open.meta.open).toBe(openBefore - 1);
    expect(open.data.map((m: { id: number }) => m.id)).not.toContain(basia.id);
    // In the whole inbox the messages still waiting come first, the handled one after them.
    const inbox = (await call('manager', 'GET', '/api/admin/contact-messages?per_page=100')).json().data;
    const handledAt = inbox.map((m: { handled_at: string | null }) => m.handled_at !== null);
    expect(handledAt).toEqual([...handledAt].sort((a, b) => Number(a) - Number(b)));
    expect(inbox.at(-1).id).toBe(basia.id);
    const done = (await call('manager', 'GET', '/api/admin/contact-messages?status=handled')).json();
    expect(done.data.map((m: { id: number }) => m.id)).toEqual([basia.id]);

    const reopened = await call(
      'manager',
      'POST',
      `/api/admin/contact-messages/${basia.id}/handled`,
      {
        handled: false,
      },
      'pl',
    );
    expect(reopened.json()).toMatchObject({
      message: 'Wiadomość znów czeka na odpowiedź.',
      data: { handled_at: null },
    });
    const trail = await db().select().from(auditLog).where(eq(auditLog.entity, 'contact_message'));
    expect(trail.map((e) => e.action)).toEqual(['contact.handled', 'contact.reopened']);

    expect((await call('manager', 'POST', '/api/admin/contact-messages/999999/handled', {})).statusCode).toBe(404);
    expect((await call('accountant', 'GET', '/api/admin/contact-messages')).statusCode).toBe(403);
  });

  it('lists newsletter sign-ups by status, exports confirmed ones and unsubscribes on request', async () => {
    const confirmedAt = new Date('2026-10-01T12:00:00Z');
    await db()
      .insert(newsletterSubscribers)
      .values([
        { email: 'potwierdzona@example.pl', locale: 'pl', confirmedAt, consentAt: confirmedAt, source: 'footer' },
        { email: '=cmd@example.pl', locale: 'en', confirmedAt, consentAt: confirmedAt, source: 'checkout' },
        { email: 'czeka@example.pl', locale: 'pl', consentAt: confirmedAt },
        { email: 'odeszla@example.pl', locale: 'pl', confirmedAt, consentAt: confirmedAt, unsubscribedAt: now },
      ]);
    const list = async (query: string) =>
      (await call('manager', 'GET', `/api/admin/newsletter-subscribers?${query}`)).json();
    const emails = (answer: { data: { email: string }[] }) => answer.data.map((s) => s.email).sort();

    expect(emails(await list('status=confirmed'))).toEqual(['=cmd@example.pl', 'potwierdzona@example.pl']);
    expect(emails(await list('status=pending'))).toEqual(['czeka@example.pl']);
    expect((await list('status=unsubscribed')).data).toEqual([
      expect.objectContaining({
        email: 'odeszla@example.pl',
        status: 'unsubscribed',
        unsubscribed_at: now.toISOString(),
      }),
    ]);
    expect(emails(await list('search=POTWIERDZ'))).toEqual(['potwierdzona@example.pl']);
    expect((await list('per_page=2')).meta).toMatchObject({ total: 4, last_page: 2 });

    const csv = await call('manager', 'GET', '/api/admin/newsletter-subscribers.csv', undefined, 'pl');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="newsletter-2026-11-04.csv"');
    expect(csv.body.startsWith(CSV_BOM)).toBe(true);
    expect(csv.body.slice(1).split('\r\n')).toEqual([
      'E-mail;Język;Źródło zapisu;Zgoda wyrażona;Potwierdzono',
      'potwierdzona@example.pl;pl;footer;2026-10-01 14:00;2026-10-01 14:00',
      "'=cmd@example.pl;en;checkout;2026-10-01 14:00;2026-10-01 14:00",
      '',
    ]);

    const [row] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'potwierdzona@example.pl'));
    const out = await call('manager', 'POST', `/api/admin/newsletter-subscribers/${row.id}/unsubscribe`);
    expect(out.json()).toMatchObject({
      message: 'potwierdzona@example.pl has been unsubscribed from the newsletter.',
      data: { status: 'unsubscribed', unsubscribed_at: now.toISOString(), confirmed_at: confirmedAt.toISOString() },
    });
    const again = await call('manager', 'POST', `/api/admin/newsletter-subscribers/${row.id}/unsubscribe`);
    expect(again.statusCode).toBe(200);
    const after = await call('super_admin', 'GET', '/api/admin/newsletter-subscribers.csv');
    expect(after.body).not.toContain('potwierdzona@example.pl');
    expect(after.body.slice(1).split('\r\n')[0]).toBe('E-mail;Language;Signed up via;Consent given;Confirmed');
    const trail = await db().select().from(auditLog).where(eq(auditLog.entity, 'newsletter_subscriber'));
    expect(trail).toEqual([expect.objectContaining({ action: 'newsletter.unsubscribe', entityId: String(row.id) })]);

    expect((await call('manager', 'POST', '/api/admin/newsletter-subscribers/999999/unsubscribe')).statusCode).toBe(
      404,
    );
    expect((await call('accountant', 'GET', '/api/admin/newsletter-subscribers.csv')).statusCode).toBe(403);
  });
});
