import type { Locale } from '@atelier/contracts';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

/** Records a sign-up; a second sign-up of the same address keeps the first consent record untouched. */
export async function insertSubscriber(
  db: Db,
  subscriber: { email: string; locale: Locale; source: string; consentAt: Date },
): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values(subscriber)
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}
