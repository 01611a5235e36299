import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { emailOutbox } from '../db/schema';
import { type ShopProcess, scratchPostgres, startShopProcess } from './processes';

const databaseUrl = process.env.DATABASE_URL;
const EMAILS = 40;

/**
 * Scheduled work runs once, not once per process (issue "Production"): two processes poll the same e-mail
 * outbox every 100 ms, and each of 40 waiting e-mails is sent exactly once — by one process or the other,
 * never by both (the worker claims messages with `for update skip locked`). PostgreSQL only (DATABASE_URL).
 */
describe.skipIf(!databaseUrl)('the e-mail outbox with two processes', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let database: Database;
  let shops: ShopProcess[] = [];

  beforeAll(async () => {
    scratch = await scratchPostgres(databaseUrl!);
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    await database.migrate();
    shops = await Promise.all(
      [0, 1].map(() => startShopProcess({ DATABASE_URL: scratch.url, MAIL_POLL_MS: '100', SMTP_URL: '' })),
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    await database?.close();
    await scratch?.drop();
  });

  it('sends every waiting e-mail exactly once between them', async () => {
    const rows = await database.db
      .insert(emailOutbox)
      .values(
        Array.from({ length: EMAILS }, (_, index) => ({
          toAddress: `klient${index}@example.pl`,
          subject: `Zamówienie ${index}`,
          html: `<p>Dziękujemy ${index}</p>`,
          text: `Dziękujemy ${index}`,
          template: 'order-confirmation',
        })),
      )
      .returning({ id: emailOutbox.id });
    const ids = rows.map((row) => row.id);

    const deadline = Date.now() + 60_000;
    for (;;) {
      const sent = await database.db
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, ids));
      if (sent.every((row) => row.status === 'sent')) break;
      if (Date.now() > deadline) throw new Error(`not all sent: ${JSON.stringify(sent.map((r) => r.status))}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // Each process writes what it sends to its own DATA_DIR/mail; together they hold each e-mail once.
    const written = shops.flatMap((shop) => {
      const folder = path.join(shop.dataDir, 'mail');
      return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.eml')) : [];
    });
    expect(written.sort()).toEqual(ids.map((id) => `${id}.eml`).sort());
  });
});
