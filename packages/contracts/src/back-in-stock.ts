import { z } from 'zod';
import { IdParam } from './common';

/** Hours a guest's confirmation link of a back-in-stock alert stays valid. */
export const BACK_IN_STOCK_CONFIRM_TTL_HOURS = 72;

/**
 * `POST /api/products/{id}/notify` — "Notify me when available" on a sold-out variant that is not made to
 * order (docs/product-rules.md#back-in-stock). `variant_id` may be left out for a product with one variant.
 * 422 for an in-stock or made-to-order variant, a variant of another product or a bad e-mail; rate limited.
 */
export const BackInStockNotifyBody = z
  .object({
    variant_id: z.number().int().positive().max(2_147_483_647).optional(),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  })
  .strict();
export type BackInStockNotifyBody = z.infer<typeof BackInStockNotifyBody>;

export const BackInStockNotifyResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** `pending`: a confirmation e-mail went out (guests); `active`: subscribed at once (a verified account). */
    status: z.enum(['pending', 'active']),
  }),
});
export type BackInStockNotifyResponse = z.infer<typeof BackInStockNotifyResponse>;

/**
 * `GET /api/back-in-stock/confirm?token=` — the link in the confirmation e-mail opens the page
 * `/{locale}/back-in-stock/confirm?token=…`, which calls this; 404 for an unknown or expired token. A second
 * click answers the same.
 */
export const BackInStockConfirmQuery = z.object({ token: z.string().trim().min(1).max(200) });
export type BackInStockConfirmQuery = z.infer<typeof BackInStockConfirmQuery>;

export const BackInStockConfirmResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ product_name: z.string(), product_slug: z.string(), variant_label: z.string() }),
});
export type BackInStockConfirmResponse = z.infer<typeof BackInStockConfirmResponse>;

export const AdminBackInStockQuery = z.object({ product_id: IdParam.optional() });
export type AdminBackInStockQuery = z.infer<typeof AdminBackInStockQuery>;

/** One variant people wait for, as staff see it (`GET /api/admin/back-in-stock`). */
export const AdminBackInStockRow = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  variant_id: z.number().int(),
  sku: z.string(),
  variant_label: z.string(),
  stock: z.number().int(),
  /** Confirmed subscribers waiting for the e-mail. */
  waiting: z.number().int(),
  /** Guests who have not confirmed their link yet. */
  unconfirmed: z.number().int(),
});
export type AdminBackInStockRow = z.infer<typeof AdminBackInStockRow>;
export const AdminBackInStockResponse = z.object({ data: z.array(AdminBackInStockRow) });
export type AdminBackInStockResponse = z.infer<typeof AdminBackInStockResponse>;
