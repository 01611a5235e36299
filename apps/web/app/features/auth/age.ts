import type { ADULT_AGE as ContractAdultAge, MINIMUM_CUSTOMER_AGE as ContractMinimumAge } from '@atelier/contracts';

// The contract's values, repeated so that the browser bundle does not pull zod in with them.
export const MINIMUM_CUSTOMER_AGE = 13 satisfies typeof ContractMinimumAge;
export const ADULT_AGE = 18 satisfies typeof ContractAdultAge;

/**
 * docs/product-rules.md: a customer is at least 13; from 13 to 17 only with a legal representative's consent. The same
 * rule as the server's (auth.service), checked in the form first so the person learns it before saving.
 */
export type AgeCheck = 'empty' | 'invalid' | 'future' | 'too_young' | 'needs_consent' | 'ok';

/** Today's calendar date in Poland (YYYY-MM-DD): a birthday starts at midnight Warsaw time. */
export function todayInPoland(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Full years between a date of birth and a day, both YYYY-MM-DD. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Whether someone born on that day is 13-17 today, so needs the representative's consent. */
export function isMinor(dateOfBirth: string, today: string): boolean {
  if (!isRealDate(dateOfBirth) || dateOfBirth > today) return false;
  const age = ageOn(dateOfBirth, today);
  return age >= MINIMUM_CUSTOMER_AGE && age < ADULT_AGE;
}

export function checkAge(dateOfBirth: string, representativeConsent: boolean, today: string): AgeCheck {
  if (dateOfBirth === '') return 'empty';
  if (!isRealDate(dateOfBirth) || dateOfBirth < '1900-01-01') return 'invalid';
  if (dateOfBirth > today) return 'future';
  const age = ageOn(dateOfBirth, today);
  if (age < MINIMUM_CUSTOMER_AGE) return 'too_young';
  if (age < ADULT_AGE && !representativeConsent) return 'needs_consent';
  return 'ok';
}
