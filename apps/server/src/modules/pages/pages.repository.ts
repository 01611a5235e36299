import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqEntries, infoPages } from '../../db/schema';

export async function findInfoPage(db: Db, slug: string) {
  const [row] = await db.select().from(infoPages).where(eq(infoPages.slug, slug)).limit(1);
  return row;
}

export function listFaqEntries(db: Db) {
  return db.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id));
}
