import { index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { id, timestamptz } from './columns';
import { users } from './users';

/** Customers' wishlists; guests keep theirs in the browser until they sign in (docs/product-rules.md#carts). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    unique('wishlist_items_user_product_unique').on(t.userId, t.productId),
    index('wishlist_items_product_id_idx').on(t.productId),
  ],
);

export type WishlistItem = typeof wishlistItems.$inferSelect;
