import { z } from 'zod';
import { Money, requiredText, text } from './admin-shapes';
import { Id, ShopDateTime } from './common';

/** Admin API of marketing (area `marketing`): promo codes and delivery methods. */

export const COUPON_KINDS = ['percent', 'fixed', 'free_shipping'] as const;

export const AdminCouponInput = z.object({
  code: z
    .string()
    .trim()
    .min(3)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/),
  type: z.enum(COUPON_KINDS),
  /** Percent for 'percent', PLN for 'fixed', 0 for 'free_shipping'. */
  value: z.number().min(0).max(100_000),
  min_order_total: z.number().min(0).max(1_000_000).nullable().default(null),
  starts_at: ShopDateTime.nullable().default(null),
  expires_at: ShopDateTime.nullable().default(null),
  usage_limit: z.number().int().positive().max(1_000_000).nullable().default(null),
  per_customer_limit: z.number().int().positive().max(1000).nullable().default(null),
  first_order_only: z.boolean().default(false),
  category_ids: z.array(Id).max(50).default([]),
  product_ids: z.array(Id).max(200).default([]),
  is_active: z.boolean().default(true),
  description_pl: text(500).default(''),
  description_en: text(500).default(''),
});
export type AdminCouponInput = z.infer<typeof AdminCouponInput>;

export const AdminCoupon = AdminCouponInput.extend({
  id: z.number().int(),
  starts_at: z.string(),
  used: z.number().int(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;
export const AdminCouponListResponse = z.object({ data: z.array(AdminCoupon) });
export const AdminCouponResponse = z.object({ data: AdminCoupon, message: z.string().optional() });

export const AdminDeliveryMethod = z.object({
  code: z.string(),
  name_pl: z.string(),
  name_en: z.string(),
  description_pl: z.string(),
  description_en: z.string(),
  price: Money,
  min_days: z.number().int(),
  max_days: z.number().int(),
  is_active: z.boolean(),
  position: z.number().int(),
});
export type AdminDeliveryMethod = z.infer<typeof AdminDeliveryMethod>;
export const AdminDeliveryMethodInput = AdminDeliveryMethod.omit({ code: true }).extend({
  name_pl: requiredText(120),
  name_en: requiredText(120),
  description_pl: text(500),
  description_en: text(500),
  price: z.number().min(0).max(10_000),
  min_days: z.number().int().min(0).max(60),
  max_days: z.number().int().min(0).max(60),
  position: z.number().int().min(0).max(1000),
});
export const AdminDeliveryMethodListResponse = z.object({ data: z.array(AdminDeliveryMethod) });
export const AdminDeliveryMethodResponse = z.object({ data: AdminDeliveryMethod, message: z.string().optional() });
/** Shop-wide delivery rules: delivery is free from this total of goods after discount (PLN, docs/product-rules.md#delivery). */
export const AdminDeliverySettings = z.object({ free_shipping_threshold: Money });
export type AdminDeliverySettings = z.infer<typeof AdminDeliverySettings>;
export const AdminDeliverySettingsInput = z
  .object({ free_shipping_threshold: z.number().min(0).max(100_000) })
  .strict();
export type AdminDeliverySettingsInput = z.infer<typeof AdminDeliverySettingsInput>;
export const AdminDeliverySettingsResponse = z.object({ data: AdminDeliverySettings, message: z.string().optional() });
