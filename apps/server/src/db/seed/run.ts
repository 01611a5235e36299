import path from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDatabase } from './index';

/** `npm run seed`: migrates the configured database and writes (or refreshes) the demo shop and its images. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  const started = Date.now();
  try {
    await database.migrate();
    const where = database.engine === 'postgres' ? 'PostgreSQL' : `PGlite at ${path.join(config.dataDir, 'db')}`;
    console.log(`[seed] database: ${where}`);
    const { created } = await seedDatabase(database.db, {
      dataDir: config.dataDir,
      giftCards: true,
      log: (msg) => console.log(`[seed] ${msg}`),
    });
    console.log(
      `[seed] ${created ? 'demo shop created' : 'demo shop refreshed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('[seed] failed:', error);
  process.exitCode = 1;
});
