import { z } from 'zod';
import { Product } from './catalog';
import { Id } from './common';

/** A customer's wishlist (docs/product-rules.md#api-contract Wishlist entry, docs/product-rules.md#api-contract). Guests keep theirs in local storage until they log in. */

export const WISHLIST_MAX_ITEMS = 200;

export const WishlistToggleBody = z.object({ product_id: Id }).strict();
export type WishlistToggleBody = z.infer<typeof WishlistToggleBody>;

/** The guest's local wishlist, sent once after logging in; unknown or withdrawn products are skipped. */
export const WishlistMergeBody = z.object({ product_ids: z.array(Id).max(WISHLIST_MAX_ITEMS) }).strict();
export type WishlistMergeBody = z.infer<typeof WishlistMergeBody>;

export const WishlistItem = z.object({
  id: z.number().int(),
  product: Product,
  added_at: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

/** Newest first. */
export const WishlistResponse = z.object({ data: z.array(WishlistItem) });
export type WishlistResponse = z.infer<typeof WishlistResponse>;

export const WishlistToggleResponse = z.object({
  success: z.literal(true),
  in_wishlist: z.boolean(),
  message: z.string(),
  data: z.array(WishlistItem),
});
export type WishlistToggleResponse = z.infer<typeof WishlistToggleResponse>;

export const WishlistChangeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(WishlistItem),
});
export type WishlistChangeResponse = z.infer<typeof WishlistChangeResponse>;
