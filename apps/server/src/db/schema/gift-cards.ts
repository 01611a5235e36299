import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, grosze, id, LOCALES, oneOf, timestamptz } from './columns';
import { orders } from './orders';
import { users } from './users';

/** Sold in the shop, issued as the refund of a late return, or issued by staff (docs/decisions/021-gift-cards-and-vat.md). */
export const GIFT_CARD_KINDS = ['sold', 'return', 'staff'] as const;
export type GiftCardKind = (typeof GIFT_CARD_KINDS)[number];

/** 'spend' when an order is placed, 'release' when that order is cancelled or refunded. */
export const GIFT_CARD_USE_KINDS = ['spend', 'release'] as const;
export type GiftCardUseKind = (typeof GIFT_CARD_USE_KINDS)[number];

export const giftCards = pgTable(
  'gift_cards',
  {
    id: id(),
    /** SHA-256 of the normalised code; the code itself is only in the customer's e-mail. */
    codeHash: text('code_hash').notNull(),
    /** Shown to the customer and to staff so a card can be told apart without its code. */
    codeLast4: text('code_last4').notNull(),
    initialGrosze: grosze('initial_grosze').notNull(),
    balanceGrosze: grosze('balance_grosze').notNull(),
    kind: text('kind').$type<GiftCardKind>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Where the code was e-mailed. */
    email: text('email').notNull(),
    lang: text('lang').$type<(typeof LOCALES)[number]>().notNull().default('pl'),
    /** The order that bought the card (kind 'sold'). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The return settled with this card (kind 'return'); no foreign key, the returns module owns that table. */
    returnId: integer('return_id'),
    issuedByUserId: integer('issued_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A blocked card cannot be applied any more (e.g. a code that leaked); its balance stays for the records. */
    blockedAt: timestamptz('blocked_at'),
    blockedByUserId: integer('blocked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_hash_unique').on(t.codeHash),
    index('gift_cards_order_idx').on(t.orderId),
    index('gift_cards_created_at_idx').on(t.createdAt),
    check('gift_cards_kind_valid', sql`${t.kind} in (${oneOf(GIFT_CARD_KINDS)})`),
    check('gift_cards_lang_valid', sql`${t.lang} in (${oneOf(LOCALES)})`),
    check('gift_cards_initial_positive', sql`${t.initialGrosze} > 0`),
    check(
      'gift_cards_balance_within_initial',
      sql`${t.balanceGrosze} >= 0 and ${t.balanceGrosze} <= ${t.initialGrosze}`,
    ),
  ],
);

/** The ledger of a card: every amount an order took from it or gave back. */
export const giftCardUses = pgTable(
  'gift_card_uses',
  {
    id: id(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountGrosze: grosze('amount_grosze').notNull(),
    kind: text('kind').$type<GiftCardUseKind>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_card_uses_card_idx').on(t.giftCardId, t.createdAt),
    index('gift_card_uses_order_idx').on(t.orderId),
    check('gift_card_uses_kind_valid', sql`${t.kind} in (${oneOf(GIFT_CARD_USE_KINDS)})`),
    check('gift_card_uses_amount_positive', sql`${t.amountGrosze} > 0`),
  ],
);

export type GiftCard = typeof giftCards.$inferSelect;
export type GiftCardUse = typeof giftCardUses.$inferSelect;
