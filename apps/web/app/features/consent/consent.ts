import { CONSENT_COOKIE, COOKIE_POLICY_VERSION, parseConsentCookie } from '@atelier/contracts/consent';

/**
 * The visitor's cookie choice (docs/product-rules.md#legal): necessary cookies are always on; analytics and marketing
 * only with consent. The choice is kept in local storage with the time it was made, and the server keeps
 * its own record (POST /api/cookie-consent) and a readable cookie, so either one restores it.
 */
export type ConsentCategory = 'analytics' | 'marketing';
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['analytics', 'marketing'];

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  /** Version of the cookie policy the visitor saw; a newer policy asks again. */
  version: string;
  /** ISO time of the choice; null when it was restored from the server's cookie alone. */
  decidedAt: string | null;
  /** The server's record of the choice, once it has one. */
  id: string | null;
  /** Whether the server has recorded this choice (a failed request is retried on the next visit). */
  synced: boolean;
}

export const CONSENT_STORAGE_KEY = 'cookie_consent';

export type ConsentSelection = Pick<ConsentChoice, 'analytics' | 'marketing'>;
export const ACCEPT_ALL: ConsentSelection = { analytics: true, marketing: true };
export const REJECT_ALL: ConsentSelection = { analytics: false, marketing: false };

export function isConsentChoice(value: unknown): value is ConsentChoice {
  if (typeof value !== 'object' || value === null) return false;
  const choice = value as Partial<ConsentChoice>;
  return (
    typeof choice.analytics === 'boolean' &&
    typeof choice.marketing === 'boolean' &&
    typeof choice.version === 'string' &&
    (choice.decidedAt === null || typeof choice.decidedAt === 'string') &&
    (choice.id === null || typeof choice.id === 'string') &&
    typeof choice.synced === 'boolean'
  );
}

/**
 * The choice in force: the stored one when it answers the current policy, else the server's cookie
 * (another device's storage was cleared, say), else none — and then the banner asks.
 */
export function currentConsent(
  stored: ConsentChoice | null,
  cookieHeader: string | null,
  version: string = COOKIE_POLICY_VERSION,
): ConsentChoice | null {
  if (stored && stored.version === version) return stored;
  const cookie = parseConsentCookie(readCookieValue(cookieHeader, CONSENT_COOKIE));
  if (cookie && cookie.version === version) {
    return {
      analytics: cookie.analytics,
      marketing: cookie.marketing,
      version: cookie.version,
      decidedAt: null,
      id: cookie.id,
      synced: true,
    };
  }
  return null;
}

/** A new choice made now; it keeps the earlier record's id so the server files it as a change. */
export function makeChoice(selection: ConsentSelection, now: Date, previous: ConsentChoice | null): ConsentChoice {
  return {
    analytics: selection.analytics,
    marketing: selection.marketing,
    version: COOKIE_POLICY_VERSION,
    decidedAt: now.toISOString(),
    id: previous?.id ?? null,
    synced: false,
  };
}

/** Whether a category may run. No choice means no: nothing optional loads before consent. */
export function allows(choice: ConsentChoice | null, category: ConsentCategory): boolean {
  return choice?.[category] === true;
}

/** Categories allowed before but not any more: whatever they loaded has to go (the page reloads). */
export function withdrawnCategories(before: ConsentChoice | null, after: ConsentChoice): ConsentCategory[] {
  return CONSENT_CATEGORIES.filter((category) => allows(before, category) && !allows(after, category));
}

function readCookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
