import { randomInt } from 'node:crypto';
import { hashToken } from '../../shared/secrets';

/**
 * The code printed on a gift card: 20 characters from an alphabet of 31 without look-alikes (no 0/O, 1/I/L),
 * shown in five groups of four (`K7QM-2XHD-…`). 31^20 ≈ 2^99 codes, drawn by the operating system's CSPRNG,
 * so guessing one is hopeless even before the balance check's rate limit.
 */
export const GIFT_CARD_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 20;
const GROUP = 4;

export function newGiftCardCode(): string {
  let raw = '';
  for (let i = 0; i < CODE_LENGTH; i++) raw += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
  return groupCode(raw);
}

/** `K7QM2XHD…` → `K7QM-2XHD-…`: how the code is printed in e-mails and in the README. */
function groupCode(raw: string): string {
  return raw.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? raw;
}

/**
 * What the customer typed, as the shop compares it: upper case, no spaces or dashes. Null when it cannot be a
 * code at all (wrong length or characters), so a typo is refused without touching the database.
 */
export function normaliseGiftCardCode(typed: string): string | null {
  const raw = typed.toUpperCase().replace(/[\s-]/g, '');
  if (raw.length !== CODE_LENGTH) return null;
  for (const char of raw) if (!GIFT_CARD_CODE_ALPHABET.includes(char)) return null;
  return raw;
}

/** Only this hash is stored (the code is as strong as a token, so a plain SHA-256 suffices). */
export function giftCardCodeHash(normalised: string): string {
  return hashToken(`gift-card:${normalised}`);
}

export function codeLast4(normalised: string): string {
  return normalised.slice(-4);
}
