import { z } from 'zod';

/**
 * Gift cards (docs/product-rules.md#gift-cards): sold in fixed amounts, e-mailed with a code, valid 12 months,
 * applied at checkout after the promo code. Codes are five groups of four characters from an alphabet without
 * look-alikes (no 0/O, 1/I/L); customers may type them in any case, with or without the dashes and spaces.
 */

/** The amounts the shop sells, in grosze (100, 200, 300 and 500 zł). */
export const GIFT_CARD_AMOUNTS = [10_000, 20_000, 30_000, 50_000] as const;
/** A card is valid this many months from the day it is issued. */
export const GIFT_CARD_VALID_MONTHS = 12;
/** Most cards one order may use. */
export const GIFT_CARDS_PER_ORDER = 5;
/** A staff-issued card: at least 1 zł, at most 5 000 zł. */
export const GIFT_CARD_STAFF_MIN_GROSZE = 100;
export const GIFT_CARD_STAFF_MAX_GROSZE = 500_000;

/** Long enough for the code with separators typed in; the service normalises and checks the shape. */
export const GiftCardCodeBody = z.object({ code: z.string().trim().min(1).max(40) }).strict();
export type GiftCardCodeBody = z.infer<typeof GiftCardCodeBody>;

/** One card applied to the cart: what it covers of this cart and what stays on it afterwards (PLN). */
export const AppliedGiftCard = z.object({
  code_last4: z.string(),
  applied: z.number(),
  balance_after: z.number(),
  expires_at: z.string(),
});
export type AppliedGiftCard = z.infer<typeof AppliedGiftCard>;

export const GiftCardBalance = z.object({
  code_last4: z.string(),
  balance: z.number(),
  expires_at: z.string(),
  /** 'active', 'expired', 'spent' or 'blocked'. */
  status: z.enum(['active', 'expired', 'spent', 'blocked']),
});
export type GiftCardBalance = z.infer<typeof GiftCardBalance>;
