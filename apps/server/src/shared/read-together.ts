import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/**
 * Independent reads: at once on the pool, one after another inside a transaction, which holds a single
 * connection (node-postgres would queue them anyway, and warns about it).
 */
export async function readTogether<T extends unknown[]>(
  db: DbOrTx,
  ...reads: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (db instanceof PgTransaction) {
    const results: unknown[] = [];
    for (const read of reads) results.push(await read());
    return results as T;
  }
  return (await Promise.all(reads.map((read) => read()))) as T;
}
