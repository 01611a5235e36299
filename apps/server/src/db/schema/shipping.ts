import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, grosze, id, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

/** What the shop remembers of a chosen parcel locker, enough to print it on the order and in e-mails. */
export type InpostPointSnapshot = {
  id: string;
  name?: string;
  locationDescription?: string;
  address?: { line1?: string; city?: string; postCode?: string };
};

export const DELIVERY_METHOD_CODES = ['inpost', 'courier'] as const;
export type DeliveryMethodCode = (typeof DELIVERY_METHOD_CODES)[number];

/** Staff-editable delivery options (docs/product-rules.md#delivery). */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: id(),
    code: text('code').notNull(),
    namePl: text('name_pl').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionPl: text('description_pl').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    price: grosze('price').notNull(),
    /** Business days. */
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('delivery_methods_code_unique').on(t.code),
    check('delivery_methods_price_not_negative', sql`${t.price} >= 0`),
    check('delivery_methods_days_valid', sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`),
  ],
);

export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number'),
    status: text('status').notNull().default('created'),
    /** Carrier's raw answer, kept for support questions. */
    raw: jsonb('raw'),
    /** Where the number came from: typed by staff ('manual'), InPost ShipX ('shipx') or its demo set ('demo'). */
    source: text('source').$type<ShipmentSource>().notNull().default('manual'),
    /** ShipX's id of the parcel, for its label (docs/decisions/023-tracking-shipx-back-in-stock.md). */
    providerShipmentId: text('provider_shipment_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipments_order_id_idx').on(t.orderId),
    index('shipments_tracking_number_idx').on(t.trackingNumber),
    check('shipments_source_known', sql`${t.source} in ('manual', 'shipx', 'demo')`),
  ],
);

export type ShipmentSource = 'manual' | 'shipx' | 'demo';

/**
 * Shop-wide settings staff may change without a deploy. Keys the code reads are listed in
 * SHOP_SETTING_DEFAULTS (seed), e.g. 'free_shipping_threshold' = 20000.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export type DeliveryMethod = typeof deliveryMethods.$inferSelect;
export type Shipment = typeof shipments.$inferSelect;
export type ShopSetting = typeof shopSettings.$inferSelect;
