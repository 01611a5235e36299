import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog';
import { createdAt, grosze, id, LOCALES, oneOf, timestamptz, updatedAt } from './columns';
import type { InpostPointSnapshot } from './shipping';
import { emailOutbox } from './system';
import { users } from './users';

export const ORDER_STATUSES = ['in_preparation', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The NNNNNN part of order numbers LB-YYYY-NNNNNN (docs/product-rules.md#orders). A sequence never hands the same value to two
 * concurrent orders and takes no row lock; numbers keep growing across years, gaps after rollbacks are fine.
 * Use `select nextval('order_number_seq')`.
 */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1, increment: 1, minValue: 1 });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    /** Null for guest orders (and kept when a customer account is deleted). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    status: text('status').notNull().default('in_preparation'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull().default('przelew24'),
    locale: text('locale').notNull().default('pl'),

    billingFirstName: text('billing_first_name').notNull(),
    billingLastName: text('billing_last_name').notNull(),
    billingCompany: text('billing_company'),
    /** Polish tax id, for invoices to companies. */
    billingNip: text('billing_nip'),
    billingStreet: text('billing_street').notNull(),
    billingHouse: text('billing_house').notNull(),
    billingApartment: text('billing_apartment'),
    billingCity: text('billing_city').notNull(),
    /** Null when the customer gave none: a parcel to a locker needs no postal code (first-version guests send none). */
    billingPostalCode: text('billing_postal_code'),
    billingCountry: text('billing_country').notNull().default('PL'),

    shippingFirstName: text('shipping_first_name').notNull(),
    shippingLastName: text('shipping_last_name').notNull(),
    shippingCompany: text('shipping_company'),
    shippingNip: text('shipping_nip'),
    shippingStreet: text('shipping_street').notNull(),
    shippingHouse: text('shipping_house').notNull(),
    shippingApartment: text('shipping_apartment'),
    shippingCity: text('shipping_city').notNull(),
    shippingPostalCode: text('shipping_postal_code'),
    shippingCountry: text('shipping_country').notNull().default('PL'),

    deliveryMethodCode: text('delivery_method_code').notNull(),
    /** The method's list price when the order was placed. */
    deliveryPrice: grosze('delivery_price').notNull(),
    inpostPoint: text('inpost_point'),
    inpostPointData: jsonb('inpost_point_data').$type<InpostPointSnapshot>(),

    /** Sum of line totals, gross. */
    subtotal: grosze('subtotal').notNull(),
    discount: grosze('discount').notNull().default(0),
    /** What the customer pays for delivery: 0 above the free-delivery threshold, else deliveryPrice. */
    shipping: grosze('shipping').notNull(),
    total: grosze('total').notNull(),
    /** VAT part of the gross total. */
    tax: grosze('tax').notNull(),
    /** The part of the total paid with gift cards; the payment covers total - giftCardsTotal (docs/product-rules.md#gift-cards). */
    giftCardsTotal: grosze('gift_cards_total').notNull().default(0),
    currency: text('currency').notNull().default('PLN'),
    couponCode: text('coupon_code'),
    notes: text('notes'),
    /** A consumer ticked "I want an invoice" at checkout: one is issued when the order is paid (companies always get one). */
    invoiceRequested: boolean('invoice_requested').notNull().default(false),

    /** Terms accepted at checkout (docs/product-rules.md#legal). */
    termsVersion: text('terms_version').notNull(),
    termsAcceptedAt: timestamptz('terms_accepted_at').notNull(),
    /** Client's Idempotency-Key: a retried placement finds the first order instead of creating a second. */
    idempotencyKey: text('idempotency_key'),
    /** Hash of who placed the order and what they sent: the same key with another body is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),

    /** Unpaid after this moment, the order is cancelled and restocked (docs/product-rules.md#payments). */
    paymentDueAt: timestamptz('payment_due_at'),
    paidAt: timestamptz('paid_at'),
    cancelledAt: timestamptz('cancelled_at'),
    shippedAt: timestamptz('shipped_at'),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    uniqueIndex('orders_idempotency_key_unique').on(t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_email_idx').on(t.email),
    index('orders_status_idx').on(t.status),
    // The sweeper of overdue bank transfers reads pending orders by due date.
    index('orders_payment_due_idx').on(t.paymentStatus, t.paymentDueAt),
    index('orders_created_at_idx').on(t.createdAt),
    check('orders_status_valid', sql`${t.status} in (${oneOf(ORDER_STATUSES)})`),
    check('orders_payment_status_valid', sql`${t.paymentStatus} in (${oneOf(PAYMENT_STATUSES)})`),
    check('orders_locale_valid', sql`${t.locale} in (${oneOf(LOCALES)})`),
    check(
      'orders_amounts_not_negative',
      sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.shipping} >= 0 and ${t.deliveryPrice} >= 0 and ${t.tax} >= 0`,
    ),
    check('orders_discount_within_subtotal', sql`${t.discount} <= ${t.subtotal}`),
    check('orders_total_adds_up', sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.shipping}`),
    check('orders_tax_within_total', sql`${t.tax} <= ${t.total}`),
    check('orders_gift_cards_within_total', sql`${t.giftCardsTotal} >= 0 and ${t.giftCardsTotal} <= ${t.total}`),
  ],
);

/** A snapshot of what was bought: names and prices stay as they were even when the product changes or goes. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The variant bought; null for lines of orders placed before variants, or when it was deleted since. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** In the order's language. */
    productName: text('product_name').notNull(),
    productSlug: text('product_slug').notNull(),
    sku: text('sku').notNull(),
    size: text('size').notNull().default(''),
    colourCode: text('colour_code').notNull().default(''),
    /** Price paid per unit (reduced if on sale). */
    unitPrice: grosze('unit_price').notNull(),
    /** Regular price per unit at the time, for showing the reduction. */
    originalUnitPrice: grosze('original_unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: grosze('line_total').notNull(),
    /** Image path prefix, e.g. 'products/{slug}/1'. */
    imagePath: text('image_path'),
    /** Bought while out of stock, to be made within the made-to-order time (setting `made_to_order_days`, docs/product-rules.md#stock). */
    madeToOrder: boolean('made_to_order').notNull().default(false),
    /** Pieces taken from stock (the rest is made to order): what a cancellation puts back. */
    fromStock: integer('from_stock').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_id_idx').on(t.orderId),
    index('order_lines_product_id_idx').on(t.productId),
    check('order_lines_quantity_range', sql`${t.quantity} between 1 and 99`),
    check('order_lines_prices_valid', sql`${t.unitPrice} >= 0 and ${t.originalUnitPrice} >= ${t.unitPrice}`),
    check('order_lines_total_adds_up', sql`${t.lineTotal} = ${t.unitPrice} * ${t.quantity}`),
    check('order_lines_from_stock_range', sql`${t.fromStock} between 0 and ${t.quantity}`),
  ],
);

/**
 * Guests' access to one order (the link in the order e-mail, the payment return page): random tokens of
 * which only the SHA-256 hash is kept. An order may have several (an Idempotency-Key replay issues another,
 * since the first cannot be read back).
 */
export const orderAccessTokens = pgTable(
  'order_access_tokens',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_access_tokens_hash_unique').on(t.tokenHash),
    index('order_access_tokens_order_idx').on(t.orderId),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** An order status, or a payment event such as 'payment:paid'. */
    status: text('status').notNull(),
    note: text('note'),
    /** Staff member or customer who made the change; null for the system. */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Statutory withdrawals from the contract within 14 days (docs/product-rules.md#legal). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    reason: text('reason'),
    /** Order line ids and quantities when only part of the order is returned; null = the whole order. */
    lines: jsonb('lines').$type<{ orderLineId: number; quantity: number }[]>(),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    /** The confirmation of receipt the customer must get. */
    confirmedEmailId: integer('confirmed_email_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [index('withdrawals_order_id_idx').on(t.orderId)],
);

/** Staff's internal notes on an order (admin panel); never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLine = typeof orderLines.$inferSelect;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type OrderStatusHistoryEntry = typeof orderStatusHistory.$inferSelect;
export type Withdrawal = typeof withdrawals.$inferSelect;
export type OrderNote = typeof orderNotes.$inferSelect;
