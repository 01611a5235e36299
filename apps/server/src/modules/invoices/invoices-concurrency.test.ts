import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { invoices } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { makeProduct } from '../cart/cart.test-support';
import { lockOrderForPayment, orderPaid } from '../orders/order-payments';
import { Browser, placeGuestOrder } from '../orders/orders.test-support';
import { nextInvoiceNumber } from './invoice-numbering';

const databaseUrl = process.env.DATABASE_URL;

/**
 * Invoice numbers when orders are paid at the same moment on two server processes (two connection pools on one
 * PostgreSQL database). PostgreSQL only: PGlite runs one transaction at a time, which would prove nothing.
 */
describe.skipIf(!databaseUrl)('invoice numbers under concurrent payments', () => {
  let t: TestApp;
  let second: Database;
  const now = new Date('2026-11-20T10:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
    // The second "process": its own pool on the same database.
    const result = await t.database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const name = (result as unknown as { rows: { name: string }[] }).rows[0].name;
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${name}`;
    second = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** Company orders (a NIP, so each payment issues an invoice), placed and waiting for their money. */
  async function companyOrders(count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const product = await makeProduct(t.database.db, { price: 10_000 + i, stock: 5 });
      const placed = await placeGuestOrder(
        new Browser(t),
        [{ productId: product.id }],
        { company_name: `Firma ${i}`, nip: '5260250274' },
        { email: `firma.${i}@example.pl` },
      );
      ids.push(placed.id);
    }
    return ids;
  }

  /** What the payments module does when the provider confirms: lock the order, report the payment to it. */
  const pay = (database: Database, orderId: number) =>
    database.db.transaction(async (tx) => {
      const order = await lockOrderForPayment(tx, orderId);
      if (!order) throw new Error('no order');
      await orderPaid(tx, order, {
        sessionId: `s-${orderId}`,
        now,
        publicUrl: t.config.publicUrl,
        amount: order.total,
      });
    });

  it('[guard: the month counter row, incremented under its lock in the payment’s transaction] numbers 30 payments on two pools 1…30 with no gap and no twin', async () => {
    const ids = await companyOrders(30);
    await Promise.all(ids.map((id, i) => pay(i % 2 === 0 ? t.database : second, id)));
    const rows = await t.database.db.select({ number: invoices.number, orderId: invoices.orderId }).from(invoices);
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.orderId))).toEqual(new Set(ids));
    const sequence = rows.map((r) => r.number).sort();
    expect(sequence).toEqual(ids.map((_, i) => `FV/2026/11/${String(i + 1).padStart(4, '0')}`));
  });

  it('[guard: the counter increment rolls back with its transaction] leaves no gap when a transaction holding a number fails', async () => {
    const before = await t.database.db.$count(invoices);
    let release: () => void = () => undefined;
    let taken: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const numberTaken = new Promise<void>((resolve) => {
      taken = resolve;
    });
    const [id] = await companyOrders(1);
    // Process A takes the next number and then fails; process B, paying at the same moment, waits for the
    // row lock and gets that same number once A has rolled back.
    const failing = t.database.db
      .transaction(async (tx) => {
        await nextInvoiceNumber(tx, '2026-11-20');
        taken();
        await held;
        throw new Error('payment transaction failed');
      })
      .catch((error: Error) => error.message);
    await numberTaken;
    const paying = pay(second, id);
    release();
    expect(await failing).toBe('payment transaction failed');
    await paying;
    const rows = await t.database.db.select({ number: invoices.number }).from(invoices);
    expect(rows).toHaveLength(before + 1);
    expect(
      rows
        .map((r) => r.number)
        .sort()
        .at(-1),
    ).toBe(`FV/2026/11/${String(before + 1).padStart(4, '0')}`);
  });
});
