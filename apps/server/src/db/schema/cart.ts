import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { coupons } from './coupons';
import type { InpostPointSnapshot } from './shipping';
import { users } from './users';

/** Most lines one cart may hold (docs/product-rules.md#carts). */
export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

/**
 * A server cart for everyone (docs/product-rules.md#carts): a customer's is found by user_id (one per customer), a guest's by the
 * hash of the httpOnly cookie token.
 */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    deliveryMethodCode: text('delivery_method_code'),
    /** InPost locker id, e.g. 'WRO01M'. */
    inpostPoint: text('inpost_point'),
    inpostPointData: jsonb('inpost_point_data').$type<InpostPointSnapshot>(),
    /**
     * A guest's e-mail as typed at checkout (or sent with an order attempt): promo-code rules that depend on
     * the customer (first order only, per-customer limits) are checked against it, so the cart shows what the
     * order will cost. Removed with the cart (guest carts live 30 days).
     */
    checkoutEmail: text('checkout_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_user_id_unique').on(t.userId),
    uniqueIndex('carts_guest_token_hash_unique').on(t.guestTokenHash),
    // Stale guest carts are swept by age.
    index('carts_updated_at_idx').on(t.updatedAt),
    check('carts_has_owner', sql`${t.userId} is not null or ${t.guestTokenHash} is not null`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The colour and size bought (docs/product-rules.md#variants); two variants of one product are two lines. */
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cart_lines_item_unique').on(t.cartId, t.variantId),
    index('cart_lines_product_id_idx').on(t.productId),
    check('cart_lines_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);

export type Cart = typeof carts.$inferSelect;
export type CartLine = typeof cartLines.$inferSelect;
export type NewCartLine = typeof cartLines.$inferInsert;
