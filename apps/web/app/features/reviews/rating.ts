import type {
  REVIEW_BODY_MAX as ContractBodyMax,
  REVIEW_BODY_MIN as ContractBodyMin,
  REVIEW_TITLE_MAX as ContractTitleMax,
} from '@atelier/contracts';
import type { Locale } from '~/i18n/locale';

// The contract's limits, repeated so that the product page's bundle does not pull zod in with them.
export const REVIEW_BODY_MIN = 10 satisfies typeof ContractBodyMin;
export const REVIEW_BODY_MAX = 2000 satisfies typeof ContractBodyMax;
export const REVIEW_TITLE_MAX = 120 satisfies typeof ContractTitleMax;
export const RATING_MAX = 5;

/** "4", "4,5" (pl) or "4.5" (en): one decimal at most, none for whole numbers. */
export function formatRating(value: number, locale: Locale): string {
  const rounded = Math.round(value * 10) / 10;
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
  return locale === 'pl' ? text.replace('.', ',') : text;
}

/** How much of the star at `index` (0-4) is filled for a rating, from 0 to 1, in quarter steps. */
export function starFill(rating: number, index: number): number {
  const clamped = Math.min(RATING_MAX, Math.max(0, rating));
  return Math.round(Math.min(1, Math.max(0, clamped - index)) * 4) / 4;
}

export type ReviewBodyProblem = 'required' | 'too_short' | 'too_long' | null;

/** The review text's length rule (10-2000 characters after trimming), checked before sending. */
export function reviewBodyProblem(body: string): ReviewBodyProblem {
  const length = body.trim().length;
  if (length === 0) return 'required';
  if (length < REVIEW_BODY_MIN) return 'too_short';
  if (length > REVIEW_BODY_MAX) return 'too_long';
  return null;
}

export function isValidRating(value: number | null): value is number {
  return value !== null && Number.isInteger(value) && value >= 1 && value <= RATING_MAX;
}
