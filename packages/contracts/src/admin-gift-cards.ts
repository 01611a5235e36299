import { z } from 'zod';
import { Money, Pagination, page, perPage } from './admin-shapes';
import { EmailField } from './auth';
import { GIFT_CARD_STAFF_MAX_GROSZE, GIFT_CARD_STAFF_MIN_GROSZE } from './gift-cards';

/** Admin: gift cards (area `gift_cards`; docs/product-rules.md#gift-cards). Codes are never shown, only their last four. */

export const GIFT_CARD_KIND_CODES = ['sold', 'return', 'staff'] as const;

export const AdminGiftCardListQuery = z
  .object({
    page,
    per_page: perPage,
    /** The last four characters of a code, to find one card a customer asks about. */
    last4: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4}$/)
      .transform((v) => v.toUpperCase())
      .optional(),
  })
  .strict();
export type AdminGiftCardListQuery = z.infer<typeof AdminGiftCardListQuery>;

export const AdminGiftCardUse = z.object({
  order_id: z.number().int(),
  kind: z.enum(['spend', 'release']),
  amount: Money,
  at: z.string(),
});

export const AdminGiftCard = z.object({
  id: z.number().int(),
  code_last4: z.string(),
  kind: z.enum(GIFT_CARD_KIND_CODES),
  initial: Money,
  balance: Money,
  expires_at: z.string(),
  /** 'active', 'expired', 'spent' or 'blocked'. */
  status: z.enum(['active', 'expired', 'spent', 'blocked']),
  email: z.string(),
  order_id: z.number().int().nullable(),
  return_id: z.number().int().nullable(),
  issued_by_user_id: z.number().int().nullable(),
  blocked_at: z.string().nullable(),
  created_at: z.string(),
  /** Orders that took money from the card (releases included in `history`). */
  uses: z.number().int(),
  history: z.array(AdminGiftCardUse),
});
export type AdminGiftCard = z.infer<typeof AdminGiftCard>;

export const AdminGiftCardListResponse = z.object({ data: z.array(AdminGiftCard), meta: Pagination });
export type AdminGiftCardListResponse = z.infer<typeof AdminGiftCardListResponse>;

/** A card staff issue (a goodwill gesture, a competition prize): e-mailed to the address given. */
export const AdminGiftCardIssueInput = z
  .object({
    /** PLN, from 1 to 5 000 zł, whole grosze. */
    amount: z
      .number()
      .min(GIFT_CARD_STAFF_MIN_GROSZE / 100)
      .max(GIFT_CARD_STAFF_MAX_GROSZE / 100)
      .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
        message: 'gift_card.amount_invalid',
      }),
    email: EmailField,
    lang: z.enum(['pl', 'en']).default('pl'),
  })
  .strict();
export type AdminGiftCardIssueInput = z.infer<typeof AdminGiftCardIssueInput>;

export const AdminGiftCardResponse = z.object({ data: AdminGiftCard, message: z.string() });
