import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cookieConsents } from '../../db/schema';

export async function findConsent(db: Db, id: string) {
  const [row] = await db.select().from(cookieConsents).where(eq(cookieConsents.id, id)).limit(1);
  return row;
}

type Choice = { analytics: boolean; marketing: boolean; version: string; at: Date };

export async function insertConsent(db: Db, choice: Choice) {
  const [row] = await db
    .insert(cookieConsents)
    .values({
      necessary: true,
      analytics: choice.analytics,
      marketing: choice.marketing,
      version: choice.version,
      createdAt: choice.at,
      updatedAt: choice.at,
    })
    .returning();
  return row;
}

export async function updateConsent(db: Db, id: string, choice: Choice) {
  const [row] = await db
    .update(cookieConsents)
    .set({ analytics: choice.analytics, marketing: choice.marketing, version: choice.version, updatedAt: choice.at })
    .where(eq(cookieConsents.id, id))
    .returning();
  return row;
}
