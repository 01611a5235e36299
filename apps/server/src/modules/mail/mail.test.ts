import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { queueEmail } from './mail.service';
import { passwordResetEmail, welcomeEmail } from './mail.templates';
import { parseMail, startSmtpServer } from './mail.test-support';
import { createMailTransport } from './mail.transport';
import { deliverPendingEmails, MAX_ATTEMPTS, retryDelayMs, startMailWorker } from './mail.worker';

const MINUTE = 60 * 1000;
const sample = (to: string, subject = 'Próba — zażółć gęślą jaźń') => ({
  to,
  subject,
  html: '<p>Dzień dobry</p>',
  text: 'Dzień dobry',
  template: 'test',
  locale: 'pl' as const,
});

/** A loopback port with nobody listening. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail outbox and delivery', () => {
  let t: TestApp;
  const now = new Date('2026-11-02T09:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
  });
  afterAll(() => t.close());

  const outboxRow = async (id: number) =>
    (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

  it('stores the e-mail in the caller’s transaction: a rolled-back change sends nothing', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueEmail(tx, sample('wycofane@example.pl'), { now });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'wycofane@example.pl'));
    expect(rows).toHaveLength(0);
  });

  it('sends through SMTP and marks the e-mail sent', async () => {
    const smtp = await startSmtpServer();
    try {
      const id = await queueEmail(t.database.db, sample('smtp@example.pl'), { now });
      const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: t.config.dataDir });
      const result = await deliverPendingEmails({
        db: t.database.db,
        transport,
        from: 'Atelier <sklep@atelier.pl>',
        now,
      });
      transport.close();
      expect(result.sent).toBeGreaterThanOrEqual(1);
      const mail = smtp.received.find((m) => m.to.includes('smtp@example.pl'));
      expect(mail).toBeDefined();
      const parsed = parseMail(mail?.raw ?? '');
      expect(parsed.subject).toBe('Próba — zażółć gęślą jaźń');
      expect(parsed.text.trim()).toBe('Dzień dobry');
      expect(parsed.html.trim()).toBe('<p>Dzień dobry</p>');
      expect(parsed.headers['x-atelier-outbox-id']).toBe(String(id));
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: now });
    } finally {
      await smtp.close();
    }
  });

  it('retries with back-off while the mail server refuses, then delivers', async () => {
    let refuse = true;
    const smtp = await startSmtpServer({ fail: () => refuse });
    try {
      const id = await queueEmail(t.database.db, sample('ponownie@example.pl'), { now });
      const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: t.config.dataDir });
      const deliver = (at: Date) =>
        deliverPendingEmails({ db: t.database.db, transport, from: 'sklep@atelier.pl', now: at });

      await deliver(now);
      let row = await outboxRow(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/Mailbox temporarily unavailable/);
      expect(row.sendAfter.getTime()).toBe(now.getTime() + 1 * MINUTE);

      // Not due yet: nothing happens.
      await deliver(new Date(now.getTime() + 30_000));
      expect((await outboxRow(id)).attempts).toBe(1);

      const second = new Date(now.getTime() + MINUTE);
      await deliver(second);
      row = await outboxRow(id);
      expect(row.attempts).toBe(2);
      expect(row.sendAfter.getTime()).toBe(second.getTime() + 4 * MINUTE);

      refuse = false;
      await deliver(new Date(second.getTime() + 4 * MINUTE));
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
      expect(smtp.received.filter((m) => m.to.includes('ponownie@example.pl'))).toHaveLength(1);
      transport.close();
    } finally {
      await smtp.close();
    }
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts when the mail server cannot be reached`, async () => {
    const port = await closedPort();
    const id = await queueEmail(t.database.db, sample('nieosiagalny@example.pl'), { now });
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: t.config.dataDir });
    let at = now;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverPendingEmails({ db: t.database.db, transport, from: 'sklep@atelier.pl', now: at });
      const row = await outboxRow(id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe('pending');
        at = row.sendAfter;
      } else {
        expect(row.status).toBe('failed');
      }
    }
    transport.close();
    expect(retryDelayMs(1)).toBe(MINUTE);
    expect(retryDelayMs(3)).toBe(16 * MINUTE);
    expect(retryDelayMs(20)).toBe(6 * 60 * MINUTE);
  });

  it('writes e-mails to DATA_DIR/mail/<id>.eml and .html without SMTP_URL', async () => {
    const id = await queueEmail(t.database.db, sample('plik@example.pl', 'Plik'), { now });
    const transport = createMailTransport({ dataDir: t.config.dataDir });
    expect(transport.kind).toBe('file');
    await deliverPendingEmails({ db: t.database.db, transport, from: 'sklep@atelier.pl', now });
    const eml = path.join(t.config.dataDir, 'mail', `${id}.eml`);
    expect(existsSync(eml)).toBe(true);
    const parsed = parseMail(readFileSync(eml, 'utf8'));
    expect(parsed.subject).toBe('Plik');
    expect(parsed.headers.to).toBe('plik@example.pl');
    expect(parsed.text.trim()).toBe('Dzień dobry');
    expect(readFileSync(path.join(t.config.dataDir, 'mail', `${id}.html`), 'utf8')).toBe('<p>Dzień dobry</p>');
    expect((await outboxRow(id)).status).toBe('sent');
  });

  it('runs as a worker that polls the outbox and stops cleanly', async () => {
    const smtp = await startSmtpServer();
    try {
      await queueEmail(t.database.db, sample('worker@example.pl'), { now });
      const worker = startMailWorker({
        db: t.database.db,
        transport: createMailTransport({ smtpUrl: smtp.url, dataDir: t.config.dataDir }),
        from: 'sklep@atelier.pl',
        clock: () => now,
        pollMs: 50,
        log: { warn: () => {}, error: () => {} },
      });
      const deadline = Date.now() + 10_000;
      while (!smtp.received.some((m) => m.to.includes('worker@example.pl')) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 25));
      }
      await worker.stop();
      expect(smtp.received.some((m) => m.to.includes('worker@example.pl'))).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('lists the latest e-mails in the development mailbox and shows each one’s HTML', async () => {
    const id = await queueEmail(
      t.database.db,
      { ...sample('skrzynka@example.pl', 'Skrzynka'), html: '<p>Widok HTML</p>' },
      { now },
    );
    const list = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    const entries = list.json().data as {
      id: number;
      to: string;
      subject: string;
      status: string;
      created_at: string;
    }[];
    expect(entries.length).toBeLessThanOrEqual(50);
    expect(entries[0]).toMatchObject({ id, to: 'skrzynka@example.pl', subject: 'Skrzynka', status: 'pending' });
    expect(entries[0].created_at).toBe(now.toISOString());
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => b - a));

    const html = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${id}` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toBe('<p>Widok HTML</p>');
    const missing = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/999999' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps at most the latest 50 in the list', async () => {
    for (let i = 0; i < 52; i++) await queueEmail(t.database.db, sample(`masowo${i}@example.pl`), { now });
    const list = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(list.json().data).toHaveLength(50);
    expect(list.json().data[0].to).toBe('masowo51@example.pl');
  });
});

describe('development mailbox availability', () => {
  it('does not exist when SMTP_URL is set', async () => {
    const t = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/1' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('in production without SMTP, opens only to a super_admin (the e-mails hold reset links)', async () => {
    const t = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false });
      const token = async (email: string, password: string) =>
        (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json().data
          .token as string;
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(401);
      const customer = await token('klient@atelier.pl', 'Klient123!');
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        headers: { authorization: `Bearer ${customer}` },
      });
      expect(refused.statusCode).toBe(403);
      const admin = await token('admin@atelier.pl', 'Admin123!');
      const allowed = await t.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('e-mail templates', () => {
  it('welcome and password reset exist in Polish and English, with text and HTML parts', () => {
    for (const locale of ['pl', 'en'] as const) {
      const welcome = welcomeEmail(locale, { name: 'Anna Klientka', shopUrl: 'https://atelier.pl' });
      const reset = passwordResetEmail(locale, {
        name: 'Anna Klientka',
        link: 'https://atelier.pl/x?a=1&b=2',
        validMinutes: 60,
      });
      for (const mail of [welcome, reset]) {
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.text).toContain('Anna');
        expect(mail.text).not.toContain('<');
        expect(mail.html).toContain(`<html lang="${locale}">`);
      }
      expect(welcome.text).toContain(`https://atelier.pl/${locale}/products`);
      expect(reset.text).toContain('https://atelier.pl/x?a=1&b=2');
      expect(reset.html).toContain('href="https://atelier.pl/x?a=1&amp;b=2"');
    }
    expect(welcomeEmail('pl', { name: '', shopUrl: 'https://atelier.pl' }).subject).toBe('Witaj w Atelier');
  });

  it('escapes what customers typed', () => {
    const mail = welcomeEmail('pl', { name: '<script>alert(1)</script> Kowalska', shopUrl: 'https://atelier.pl' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
