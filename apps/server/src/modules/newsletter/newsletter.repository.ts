import type { Locale } from '@atelier/contracts';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { newsletterSubscribers, shopSettings } from '../../db/schema';

/**
 * Records a sign-up waiting for confirmation, with the hash of a fresh confirmation token. A pending
 * address gets a new token (the old link stops working); an address that unsubscribed starts a new consent.
 * An address already confirmed and subscribed is left untouched: the result is `undefined`, and no e-mail
 * needs to go out. One statement, so two sign-ups at the same moment cannot both insert.
 */
export async function upsertPendingSubscriber(
  db: DbOrTx,
  input: { email: string; locale: Locale; source: string; now: Date; tokenHash: string; expiresAt: Date },
): Promise<{ id: number } | undefined> {
  const s = newsletterSubscribers;
  const [row] = await db
    .insert(s)
    .values({
      email: input.email,
      locale: input.locale,
      source: input.source,
      consentAt: input.now,
      confirmTokenHash: input.tokenHash,
      confirmTokenExpiresAt: input.expiresAt,
    })
    .onConflictDoUpdate({
      target: s.email,
      set: {
        locale: input.locale,
        confirmTokenHash: input.tokenHash,
        confirmTokenExpiresAt: input.expiresAt,
        // A new sign-up after unsubscribing is a new consent; a repeated pending one keeps the first time.
        consentAt: sql`case when ${s.unsubscribedAt} is not null then excluded.consent_at else ${s.consentAt} end`,
        source: sql`case when ${s.unsubscribedAt} is not null then excluded.source else ${s.source} end`,
      },
      setWhere: or(isNull(s.confirmedAt), isNotNull(s.unsubscribedAt)),
    })
    .returning({ id: s.id });
  return row;
}

/** Pending sign-ups without a token (recorded by the registration form): sign-up time and source stay. */
export async function insertSubscriberWithoutToken(
  db: DbOrTx,
  input: { email: string; locale: Locale; source: string; now: Date },
): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, locale: input.locale, source: input.source, consentAt: input.now })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}

export async function findSubscriberByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Confirms a pending (or re-subscribing) address; the token stays so a second click answers the same. */
export async function markConfirmed(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now, unsubscribedAt: null })
    .where(eq(newsletterSubscribers.id, id));
}

/** Unsubscribes; the row stays as proof of the consent history, the confirmation link stops working. */
export async function markUnsubscribed(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)));
}

const SECRET_KEY = 'newsletter_signing_secret';

/** The signing key kept in shop_settings: the first caller's candidate wins, everyone reads the same one. */
export async function storedSigningSecret(db: Db, candidate: string): Promise<string> {
  await db.insert(shopSettings).values({ key: SECRET_KEY, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, SECRET_KEY));
  return String(row?.value ?? candidate);
}

/** Forgets a subscriber altogether (an account deleted at its owner's request), not only marks them gone. */
export async function deleteSubscriber(db: DbOrTx, email: string): Promise<void> {
  await db.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
}

/** A subscriber's state by address: 'confirmed', 'pending' (waiting for the link) or 'none'. */
export async function subscriberState(db: DbOrTx, email: string): Promise<'confirmed' | 'pending' | 'none'> {
  const [row] = await db
    .select({ confirmedAt: newsletterSubscribers.confirmedAt, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()))
    .limit(1);
  if (!row || row.unsubscribedAt !== null) return 'none';
  return row.confirmedAt !== null ? 'confirmed' : 'pending';
}

/**
 * A signed-in customer whose address is verified subscribes from the account: the consent and the confirmation
 * are the same act, so the row is confirmed at once (a new consent time when it had unsubscribed).
 */
export async function upsertConfirmedSubscriber(
  db: DbOrTx,
  input: { email: string; locale: Locale; source: string; now: Date },
): Promise<void> {
  const s = newsletterSubscribers;
  await db
    .insert(s)
    .values({
      email: input.email,
      locale: input.locale,
      source: input.source,
      consentAt: input.now,
      confirmedAt: input.now,
    })
    .onConflictDoUpdate({
      target: s.email,
      set: {
        confirmedAt: sql`coalesce(case when ${s.unsubscribedAt} is null then ${s.confirmedAt} end, excluded.confirmed_at)`,
        consentAt: sql`case when ${s.unsubscribedAt} is not null then excluded.consent_at else ${s.consentAt} end`,
        unsubscribedAt: null,
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
      },
    });
}
