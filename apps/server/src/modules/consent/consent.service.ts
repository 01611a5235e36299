import type { CookieConsent, CookieConsentBody } from '@atelier/contracts';
import type { Db } from '../../db/client';
import type { CookieConsent as ConsentRow } from '../../db/schema';
import { findConsent, insertConsent, updateConsent } from './consent.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function present(row: ConsentRow): CookieConsent {
  return {
    id: row.id,
    necessary: true,
    analytics: row.analytics,
    marketing: row.marketing,
    version: row.version,
    decided_at: row.updatedAt.toISOString(),
  };
}

/**
 * Records a visitor's cookie choice with its time (docs/product-rules.md#legal). A change updates the visitor's earlier record
 * (known from the cookie or the body); an id the server never issued starts a new record, so a client
 * cannot choose ids.
 */
export async function recordConsent(
  db: Db,
  input: CookieConsentBody & { cookieId?: string; now: Date },
): Promise<CookieConsent> {
  const choice = { analytics: input.analytics, marketing: input.marketing, version: input.version, at: input.now };
  const earlierId = [input.id, input.cookieId].find((id): id is string => !!id && UUID.test(id));
  const earlier = earlierId ? await findConsent(db, earlierId) : undefined;
  const row = earlier ? await updateConsent(db, earlier.id, choice) : await insertConsent(db, choice);
  return present(row);
}

export async function currentConsent(db: Db, cookieId: string | undefined): Promise<CookieConsent | null> {
  if (!cookieId || !UUID.test(cookieId)) return null;
  const row = await findConsent(db, cookieId);
  return row ? present(row) : null;
}

/** The consent cookie's value (contracts: CONSENT_COOKIE). */
export function consentCookieValue(consent: CookieConsent): string {
  return `${consent.id}.${consent.analytics ? 1 : 0}${consent.marketing ? 1 : 0}.${consent.version}`;
}
