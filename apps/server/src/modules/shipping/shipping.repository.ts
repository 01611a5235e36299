import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveryMethods, shopSettings } from '../../db/schema';

export function findActiveDeliveryMethods(db: DbOrTx) {
  return db
    .select({
      code: deliveryMethods.code,
      namePl: deliveryMethods.namePl,
      nameEn: deliveryMethods.nameEn,
      descriptionPl: deliveryMethods.descriptionPl,
      descriptionEn: deliveryMethods.descriptionEn,
      price: deliveryMethods.price,
      minDays: deliveryMethods.minDays,
      maxDays: deliveryMethods.maxDays,
    })
    .from(deliveryMethods)
    .where(eq(deliveryMethods.isActive, true))
    .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id));
}
export type DeliveryMethodRow = Awaited<ReturnType<typeof findActiveDeliveryMethods>>[number];

export async function findShopSettings(db: DbOrTx, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: shopSettings.key, value: shopSettings.value })
    .from(shopSettings)
    .where(inArray(shopSettings.key, keys));
  return new Map(rows.map((r) => [r.key, r.value]));
}
