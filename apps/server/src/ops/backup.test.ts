import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { makeProduct } from '../modules/cart/cart.test-support';
import { Browser, placeGuestOrder } from '../modules/orders/orders.test-support';
import type { TestApp } from '../test/helper';
import { scratchPostgres } from './processes';

const databaseUrl = process.env.DATABASE_URL;
const backupScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../scripts/ops/backup.sh');

/**
 * The backup procedure of the operations guide: `scripts/ops/backup.sh --verify` dumps the shop's database,
 * restores the dump into a scratch database and compares the counts of orders, lines, payments, products and
 * users. Here it runs on a shop with real orders in it. PostgreSQL only (DATABASE_URL).
 */
describe.skipIf(!databaseUrl)('backup and restore of PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let database: Database;
  let shop: TestApp;
  const folder = mkdtempSync(path.join(tmpdir(), 'atelier-backup-'));

  beforeAll(async () => {
    scratch = await scratchPostgres(databaseUrl!);
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    await database.migrate();
    await seedDatabase(database.db, { dataDir: folder, images: false });
    const config = loadConfig({ NODE_ENV: 'test', SEED_ON_START: 'false', DATA_DIR: folder });
    const app = await buildApp({ config, database });
    shop = { app, database, config, close: () => app.close() };
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
    await database?.close();
    await scratch?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes a dump that restores into a scratch database with every order in it', async () => {
    const product = await makeProduct(database.db, { price: 45_000, stock: 5 });
    await placeGuestOrder(new Browser(shop), [{ productId: product.id }], {}, { email: 'kopia1@example.pl' });
    await placeGuestOrder(
      new Browser(shop),
      [{ productId: product.id, quantity: 2 }],
      {},
      { email: 'kopia2@example.pl' },
    );

    const dump = path.join(folder, 'atelier.dump');
    const { stdout } = await promisify(execFile)(backupScript, ['--verify', scratch.url, dump]);
    expect(statSync(dump).size).toBeGreaterThan(0);
    const original = /original: (.*)/.exec(stdout)?.[1];
    expect(original).toMatch(/^orders=2 order_lines=2 payments=0 products=\d+ users=\d+$/);
    expect(stdout).toContain(`restored: ${original}`);
    expect(stdout).toContain('restore check passed');
  });
});
