import type {
  AdminCoupon,
  AdminCouponInput,
  AdminDeliveryMethod,
  AdminDeliveryMethodInput,
  AdminDeliverySettings,
  AdminDeliverySettingsInput,
} from '@atelier/contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { coupons, deliveryMethods, shopSettings } from '../../db/schema';
import { NotFound, ValidationFailed } from '../../errors';
import type { MessageKey } from '../../i18n/messages';
import { toPln } from '../../shared/money';
import { catalogueVersion } from '../catalog/catalog-cache';
import { FREE_SHIPPING_THRESHOLD, loadShippingRules } from '../shipping/shipping.service';
import { audit } from './admin-audit';

const toGrosze = (pln: number) => Math.round(pln * 100);
type CouponRow = typeof coupons.$inferSelect;

function presentCoupon(row: CouponRow, used: number): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    type: row.type as AdminCoupon['type'],
    value: row.type === 'fixed' ? toPln(row.value) : row.value,
    min_order_total: row.minOrderTotal === null ? null : toPln(row.minOrderTotal),
    starts_at: row.startsAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    first_order_only: row.firstOrderOnly,
    category_ids: row.categoryIds ?? [],
    product_ids: row.productIds ?? [],
    is_active: row.isActive,
    description_pl: row.descriptionPl,
    description_en: row.descriptionEn,
    used,
    created_at: row.createdAt.toISOString(),
  };
}

const usedCount = sql<number>`(select count(*) from coupon_uses u where u.coupon_id = "coupons"."id")`.mapWith(Number);

export async function listAdminCoupons(db: Db): Promise<AdminCoupon[]> {
  const rows = await db
    .select({ coupon: coupons, used: usedCount })
    .from(coupons)
    // Newest first; the id keeps codes created together (the seed) in one order after an edit.
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map((row) => presentCoupon(row.coupon, row.used));
}

/** Rules across fields; each broken one is a 422 on its field in the staff member's language. */
function checkCoupon(input: AdminCouponInput, now: Date) {
  const errors: Record<string, MessageKey[]> = {};
  if (input.type === 'percent' && (input.value <= 0 || input.value > 100 || !Number.isInteger(input.value))) {
    errors.value = ['admin.coupon_percent'];
  }
  if (input.type === 'fixed' && input.value <= 0) errors.value = ['admin.coupon_amount'];
  const starts = input.starts_at ? new Date(input.starts_at) : now;
  if (input.expires_at && new Date(input.expires_at) <= starts) errors.expires_at = ['admin.coupon_expiry'];
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}

function couponValues(input: AdminCouponInput, now: Date) {
  return {
    code: input.code.toUpperCase(),
    type: input.type,
    // 'free_shipping' carries no value; fixed amounts are kept in grosze like every price.
    value: input.type === 'free_shipping' ? 0 : input.type === 'fixed' ? toGrosze(input.value) : input.value,
    minOrderTotal: input.min_order_total === null ? null : toGrosze(input.min_order_total),
    startsAt: input.starts_at ? new Date(input.starts_at) : now,
    expiresAt: input.expires_at ? new Date(input.expires_at) : null,
    usageLimit: input.usage_limit,
    perCustomerLimit: input.per_customer_limit,
    firstOrderOnly: input.first_order_only,
    categoryIds: input.category_ids,
    productIds: input.product_ids,
    isActive: input.is_active,
    descriptionPl: input.description_pl,
    descriptionEn: input.description_en,
  };
}

export async function saveAdminCoupon(
  db: Db,
  request: FastifyRequest,
  input: AdminCouponInput,
  now: Date,
  id?: number,
): Promise<AdminCoupon> {
  checkCoupon(input, now);
  const values = couponValues(input, now);
  const savedId = await db.transaction(async (tx) => {
    const [clash] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, values.code));
    if (clash && clash.id !== id) throw new ValidationFailed({ code: ['admin.coupon_code_taken'] });
    if (id === undefined) {
      const [row] = await tx.insert(coupons).values(values).returning({ id: coupons.id });
      await audit(tx, request, 'coupon.create', 'coupon', row.id, { code: values.code });
      return row.id;
    }
    const rows = await tx
      .update(coupons)
      .set({ ...values, updatedAt: now })
      .where(eq(coupons.id, id))
      .returning({ id: coupons.id });
    if (!rows.length) throw new NotFound();
    await audit(tx, request, 'coupon.update', 'coupon', id, { code: values.code, is_active: values.isActive });
    return id;
  });
  const [row] = await db.select({ coupon: coupons, used: usedCount }).from(coupons).where(eq(coupons.id, savedId));
  return presentCoupon(row.coupon, row.used);
}

/** A code that was used stays (orders point at it) and is switched off; an unused one is deleted. */
export async function removeAdminCoupon(db: Db, request: FastifyRequest, id: number): Promise<'disabled' | 'deleted'> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ coupon: coupons, used: usedCount }).from(coupons).where(eq(coupons.id, id));
    if (!row) throw new NotFound();
    if (row.used > 0) {
      await tx.update(coupons).set({ isActive: false }).where(eq(coupons.id, id));
      await audit(tx, request, 'coupon.disable', 'coupon', id, { code: row.coupon.code });
      return 'disabled' as const;
    }
    await tx.delete(coupons).where(eq(coupons.id, id));
    await audit(tx, request, 'coupon.delete', 'coupon', id, { code: row.coupon.code });
    return 'deleted' as const;
  });
}

function presentMethod(row: typeof deliveryMethods.$inferSelect): AdminDeliveryMethod {
  return {
    code: row.code,
    name_pl: row.namePl,
    name_en: row.nameEn,
    description_pl: row.descriptionPl,
    description_en: row.descriptionEn,
    price: toPln(row.price),
    min_days: row.minDays,
    max_days: row.maxDays,
    is_active: row.isActive,
    position: row.position,
  };
}

export async function listAdminDeliveryMethods(db: Db): Promise<AdminDeliveryMethod[]> {
  const rows = await db.select().from(deliveryMethods).orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id));
  return rows.map(presentMethod);
}

/**
 * Changes a delivery method. Its price is what the checkout charges and what the information pages quote
 * (shop facts), so every cached page is dropped at once.
 */
export async function updateAdminDeliveryMethod(
  db: Db,
  request: FastifyRequest,
  code: string,
  input: z.infer<typeof AdminDeliveryMethodInput>,
  now: Date,
): Promise<AdminDeliveryMethod> {
  if (input.max_days < input.min_days) throw new ValidationFailed({ max_days: ['admin.delivery_days'] });
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(deliveryMethods).where(eq(deliveryMethods.code, code)).for('update');
    if (!before) throw new NotFound();
    const [after] = await tx
      .update(deliveryMethods)
      .set({
        namePl: input.name_pl,
        nameEn: input.name_en,
        descriptionPl: input.description_pl,
        descriptionEn: input.description_en,
        price: toGrosze(input.price),
        minDays: input.min_days,
        maxDays: input.max_days,
        isActive: input.is_active,
        position: input.position,
        updatedAt: now,
      })
      .where(eq(deliveryMethods.code, code))
      .returning();
    await audit(tx, request, 'delivery.update', 'delivery_method', code, {
      price: { from: toPln(before.price), to: input.price },
      is_active: { from: before.isActive, to: input.is_active },
    });
    return after;
  });
  catalogueVersion.bump();
  return presentMethod(row);
}

/** The shop-wide delivery rules as the checkout applies them (the default when the setting is missing). */
export async function getAdminDeliverySettings(db: Db): Promise<AdminDeliverySettings> {
  const rules = await loadShippingRules(db);
  return { free_shipping_threshold: toPln(rules.freeShippingThreshold) };
}

/**
 * Changes the free-delivery threshold (docs/product-rules.md#delivery). The cart, the checkout and the information pages that quote it
 * read the setting, so cached renderings are dropped as after a price change.
 */
export async function updateAdminDeliverySettings(
  db: Db,
  request: FastifyRequest,
  input: AdminDeliverySettingsInput,
  now: Date,
): Promise<AdminDeliverySettings> {
  const threshold = toGrosze(input.free_shipping_threshold);
  await db.transaction(async (tx) => {
    // The row lock makes two staff saving at once record their changes one after the other.
    const [row] = await tx
      .select({ value: shopSettings.value })
      .from(shopSettings)
      .where(eq(shopSettings.key, 'free_shipping_threshold'))
      .for('update');
    const before = typeof row?.value === 'number' ? row.value : FREE_SHIPPING_THRESHOLD;
    await tx
      .insert(shopSettings)
      .values({ key: 'free_shipping_threshold', value: threshold, updatedAt: now })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: threshold, updatedAt: now } });
    await audit(tx, request, 'delivery.settings', 'shop_setting', 'free_shipping_threshold', {
      free_shipping_threshold: { from: toPln(before), to: toPln(threshold) },
    });
  });
  catalogueVersion.bump();
  return { free_shipping_threshold: toPln(threshold) };
}
