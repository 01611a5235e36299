import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { backInStockSubscriptions, emailOutbox, productVariants } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { makeProduct } from '../cart/cart.test-support';
import { notifyRestocked } from './back-in-stock.service';

/**
 * Two processes see the same restock at once (docs/decisions/023). Meant for PostgreSQL, where the sweeps
 * really run side by side (CI runs this file there); on PGlite they are serialised and the rule must hold
 * too. Without the row locks (`lockDueAlerts`: FOR UPDATE OF the alert, SKIP LOCKED) both sweeps read the
 * same active alerts and e-mail every subscriber twice — checked by removing the lock.
 */
/** The URL of this test file's own PostgreSQL database (DATABASE_URL names the server's admin database). */
async function scratchUrl(): Promise<string> {
  const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${result.rows[0].name}`;
  return url.toString();
}

let t: TestApp;

describe('back-in-stock alerts swept at the same time', () => {
  const now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  it('[guard: alert row locks with SKIP LOCKED] e-mails each of 40 subscribers exactly once when 6 sweeps run at once', async () => {
    const product = await makeProduct(db(), { price: 25_000, stock: 0 });
    const emails = Array.from({ length: 40 }, (_, i) => `rownolegle.${i}@example.pl`);
    await db()
      .insert(backInStockSubscriptions)
      .values(
        emails.map((email) => ({
          productId: product.id,
          variantId: product.variantId,
          email,
          status: 'active' as const,
          confirmedAt: now,
        })),
      );
    await db().update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, product.variantId));

    // A second connection pool stands for a second server process (PostgreSQL only: PGlite is one process).
    const other = process.env.DATABASE_URL
      ? await openDatabase({ databaseUrl: await scratchUrl(), poolSize: 3 })
      : null;
    const processes = other ? [db(), other.db] : [db()];
    try {
      const counts = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          notifyRestocked({ db: processes[i % processes.length], now, publicUrl: t.config.publicUrl }),
        ),
      );
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(40);
    } finally {
      await other?.close();
    }

    const sent = await db()
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'back-in-stock'), inArray(emailOutbox.toAddress, emails)));
    expect(sent.map((m) => m.to).sort()).toEqual([...emails].sort());
    const rows = await db()
      .select({ status: backInStockSubscriptions.status })
      .from(backInStockSubscriptions)
      .where(eq(backInStockSubscriptions.variantId, product.variantId));
    expect(rows.every((r) => r.status === 'notified')).toBe(true);
  });
});
