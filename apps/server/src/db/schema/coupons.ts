import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, grosze, id, intArray, oneOf, timestamptz, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

/** 'free_shipping' waives the delivery price and leaves the goods' prices alone (its value is 0). */
export const COUPON_TYPES = ['percent', 'fixed', 'free_shipping'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Stored upper-cased; customers may type it in any case. */
    code: text('code').notNull(),
    type: text('type').notNull(),
    /** Percent (10 = 10 %) for 'percent', grosze for 'fixed', 0 for 'free_shipping'. */
    value: integer('value').notNull(),
    /** Least value (grosze, gross, before the discount) of the goods the code covers. */
    minOrderTotal: grosze('min_order_total'),
    startsAt: timestamptz('starts_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    /** Only for a customer's first order (no earlier order that was not cancelled, by account or e-mail). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** When either list is non-empty, the code covers only the products in these categories or with these ids. */
    categoryIds: intArray('category_ids'),
    productIds: intArray('product_ids'),
    isActive: boolean('is_active').notNull().default(true),
    descriptionPl: text('description_pl').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check('coupons_code_upper_case', sql`${t.code} = upper(${t.code})`),
    check('coupons_type_valid', sql`${t.type} in (${oneOf(COUPON_TYPES)})`),
    check(
      'coupons_value_valid',
      sql`(${t.type} = 'free_shipping' and ${t.value} = 0) or (${t.type} <> 'free_shipping' and ${t.value} > 0 and (${t.type} <> 'percent' or ${t.value} <= 100))`,
    ),
    check('coupons_min_order_total_not_negative', sql`${t.minOrderTotal} is null or ${t.minOrderTotal} >= 0`),
    check('coupons_usage_limit_positive', sql`${t.usageLimit} is null or ${t.usageLimit} > 0`),
    check('coupons_per_customer_limit_positive', sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0`),
    check('coupons_expiry_after_start', sql`${t.expiresAt} is null or ${t.expiresAt} > ${t.startsAt}`),
  ],
);

/** One row per order that used a coupon; counted for usage and per-customer limits. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: id(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased; limits guests by address as well. */
    email: text('email').notNull(),
    usedAt: timestamptz('used_at').notNull().defaultNow(),
  },
  (t) => [
    unique('coupon_uses_coupon_order_unique').on(t.couponId, t.orderId),
    index('coupon_uses_coupon_email_idx').on(t.couponId, t.email),
    index('coupon_uses_coupon_user_idx').on(t.couponId, t.userId),
    index('coupon_uses_order_id_idx').on(t.orderId),
  ],
);

export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type CouponUse = typeof couponUses.$inferSelect;
