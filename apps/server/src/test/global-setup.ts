import { migratedPgliteSnapshot, migratedPostgresTemplate } from './db-template';

/**
 * Vitest global setup of the server project: makes the migrated database the test apps copy (the PGlite
 * dump, or the PostgreSQL template when DATABASE_URL is set) once, before the workers start, instead of
 * letting the first file of each worker race to make it.
 */
export default async function setup() {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) await migratedPostgresTemplate(adminUrl);
  else await migratedPgliteSnapshot();
}
