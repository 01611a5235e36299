import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { users } from './users';

export const BACK_IN_STOCK_STATUSES = ['pending', 'active', 'notified', 'expired'] as const;
export type BackInStockStatus = (typeof BACK_IN_STOCK_STATUSES)[number];

/**
 * "Notify me when available" on a sold-out variant (docs/product-rules.md#back-in-stock): `pending` until a
 * guest confirms the link in the e-mail, `active` while waiting, `notified` once the one e-mail about the
 * restock is queued (the subscription ends there), `expired` for an unconfirmed one past its link.
 */
export const backInStockSubscriptions = pgTable(
  'back_in_stock_subscriptions',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: text('locale').notNull().default('pl'),
    status: text('status').$type<BackInStockStatus>().notNull().default('pending'),
    /** SHA-256 of the confirmation link's token; the token itself exists only in the e-mail. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmTokenExpiresAt: timestamptz('confirm_token_expires_at'),
    confirmedAt: timestamptz('confirmed_at'),
    notifiedAt: timestamptz('notified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('back_in_stock_waiting_unique')
      .on(t.variantId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('pending', 'active')`),
    index('back_in_stock_active_variant_idx').on(t.variantId).where(sql`${t.status} = 'active'`),
    uniqueIndex('back_in_stock_token_unique').on(t.confirmTokenHash),
    check('back_in_stock_status_known', sql`${t.status} in ('pending', 'active', 'notified', 'expired')`),
  ],
);

export type BackInStockSubscription = typeof backInStockSubscriptions.$inferSelect;
