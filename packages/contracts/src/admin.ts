import { z } from 'zod';
import { STAFF_ROLES } from './admin-access';
import { Id, IdParam, ShopDateTime, ShopDay } from './common';

// The role table lives in a module without zod, so the shop's header can ask "is this staff?" without
// shipping the schema library to every visitor.
export * from './admin-access';

// ——— shared shapes ———

const Pagination = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const perPage = z.coerce.number().int().min(1).max(100).default(20);

/** Amounts in the admin API are PLN numbers with two decimals, as in the shop's API. */
const Money = z.number();

// ——— dashboard ———

export const AdminDashboardResponse = z.object({
  data: z.object({
    revenue: z.object({ today: Money, last_7_days: Money, last_30_days: Money }),
    orders: z.object({ today: z.number().int(), last_7_days: z.number().int(), last_30_days: z.number().int() }),
    /** Paid revenue per day for the last 30 days, oldest first (dates in Europe/Warsaw). */
    revenue_by_day: z.array(z.object({ date: z.string(), revenue: Money, orders: z.number().int() })),
    awaiting_shipment: z.number().int(),
    unpaid: z.number().int(),
    pending_reviews: z.number().int(),
    /** Variants running out (not made to order), lowest stock first; `id` and `slug` are the product's. */
    low_stock: z.array(
      z.object({
        id: z.number().int(),
        variant_id: z.number().int(),
        name: z.string(),
        /** The variant's colour in the panel's language; null without a colour. */
        colour: z.string().nullable(),
        /** Null for 'one_size'. */
        size: z.string().nullable(),
        sku: z.string(),
        stock: z.number().int(),
        slug: z.string(),
      }),
    ),
  }),
});
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponse>;

// ——— products ———

export const ADMIN_PRODUCT_SORTS = ['created_at', 'name', 'price', 'stock', 'sku'] as const;

export const AdminProductListQuery = z.object({
  page,
  per_page: perPage,
  search: z.string().trim().max(100).optional(),
  category_id: IdParam.optional(),
  active: z.enum(['true', 'false']).optional(),
  low_stock: z.enum(['true', 'false']).optional(),
  sort_by: z.enum(ADMIN_PRODUCT_SORTS).default('created_at'),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>;

export const AdminProductSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  sku: z.string(),
  name_pl: z.string(),
  name_en: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  base_price: Money,
  sale_price: Money.nullable(),
  stock: z.number().int(),
  made_to_order: z.boolean(),
  featured: z.boolean(),
  is_active: z.boolean(),
  image: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminProductSummary = z.infer<typeof AdminProductSummary>;

export const AdminProductListResponse = z.object({ data: z.array(AdminProductSummary), meta: Pagination });
export type AdminProductListResponse = z.infer<typeof AdminProductListResponse>;

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** Everything staff edit on a product, in both languages. Prices in PLN (two decimals). */
export const AdminProductInput = z.object({
  name_pl: requiredText(200),
  name_en: requiredText(200),
  /** Generated from the Polish name when left out; must be unique. */
  slug: z
    .string()
    .trim()
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .optional(),
  sku: requiredText(64),
  category_id: Id,
  kind: z.string().trim().min(1).max(40),
  description_pl: text(50_000).default(''),
  description_en: text(50_000).default(''),
  base_price: z.number().positive().max(1_000_000),
  sale_price: z.number().positive().max(1_000_000).nullable().default(null),
  stock: z.number().int().min(0).max(100_000),
  made_to_order: z.boolean().default(false),
  featured: z.boolean().default(false),
  is_active: z.boolean().default(true),
  labels: z.array(text(40)).max(10).default([]),
  /**
   * Sizes and colours belong to the variants (docs/product-rules.md#variants). On create the first size
   * (else 'one_size') and `color` make the product's first variant; on update both are ignored — staff edit
   * the variants. Read back, `sizes` are the active variants' sizes and `color` the first variant's colour.
   */
  sizes: z.array(text(40)).max(20).default([]),
  /** A catalogue colour code (`GET /api/admin/attributes`, kind colour), or null. */
  color: z.string().trim().max(40).nullable().default(null),
  features_pl: z.array(text(200)).max(20).default([]),
  features_en: z.array(text(200)).max(20).default([]),
  material_pl: text(500).default(''),
  material_en: text(500).default(''),
  dimensions_pl: text(500).default(''),
  dimensions_en: text(500).default(''),
  compartments_pl: text(500).default(''),
  compartments_en: text(500).default(''),
  straps_pl: text(500).default(''),
  straps_en: text(500).default(''),
  care_pl: text(5000).default(''),
  care_en: text(5000).default(''),
  /** Filter values (styles, gender, status) from `GET /api/admin/attributes`; colours are the variants' (422 here). */
  attribute_ids: z.array(Id).max(40).default([]),
});
export type AdminProductInput = z.infer<typeof AdminProductInput>;

/** One colour and size of a product as staff edit it (docs/product-rules.md#variants). Prices in PLN. */
export const AdminVariant = z.object({
  id: z.number().int(),
  sku: z.string(),
  /** A catalogue colour code, or null. */
  color: z.string().nullable(),
  /** 'one_size' when the product has one size. */
  size: z.string(),
  base_price: Money,
  sale_price: Money.nullable(),
  stock: z.number().int(),
  made_to_order: z.boolean(),
  position: z.number().int(),
  /** A retired variant is kept for the orders that name it, but no longer shown or sold. */
  is_active: z.boolean(),
});
export type AdminVariant = z.infer<typeof AdminVariant>;

export const AdminProduct = AdminProductInput.extend({
  id: z.number().int(),
  slug: z.string(),
  /** Active variants first, each group in its order; retired ones after them. */
  variants: z.array(AdminVariant),
  images: z.array(
    z.object({
      id: z.number().int(),
      /** The variant the photograph shows; null for the product's own (shown by variants without photographs). */
      variant_id: z.number().int().nullable(),
      url: z.string(),
      widths: z.array(z.number().int()),
      alt_pl: z.string(),
      alt_en: z.string(),
    }),
  ),
  price_history: z.array(z.object({ price: Money, effective_from: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductResponse = z.object({ data: AdminProduct, message: z.string().optional() });
export type AdminProductResponse = z.infer<typeof AdminProductResponse>;

/**
 * `PUT /api/admin/products/{id}/images`: every photograph of one set — the product's own (no `variant_id`) or
 * one variant's — in the wanted order, with alt texts.
 */
export const AdminImageOrderInput = z.object({
  variant_id: Id.nullable().default(null),
  images: z.array(z.object({ id: Id, alt_pl: text(300).default(''), alt_en: text(300).default('') })).max(50),
});
export type AdminImageOrderInput = z.infer<typeof AdminImageOrderInput>;

/** The stock of a product with one variant, or of the variant named. */
export const AdminStockInput = z.object({ stock: z.number().int().min(0).max(100_000), variant_id: Id.optional() });
export type AdminStockInput = z.infer<typeof AdminStockInput>;

export const AdminAttribute = z.object({
  id: z.number().int(),
  kind: z.string(),
  code: z.string(),
  label_pl: z.string(),
  label_en: z.string(),
  hex: z.string().nullable(),
  position: z.number().int(),
  /** Products carrying this value (the attributes screen shows it before a rename). */
  product_count: z.number().int(),
});
export const AdminAttributeListResponse = z.object({
  data: z.array(AdminAttribute),
  product_kinds: z.array(z.string()),
});

/** `PUT /api/admin/products/{id}`: the product and the `updated_at` the editor loaded (optimistic concurrency). */
export const AdminProductUpdateInput = AdminProductInput.extend({
  /**
   * Prices, stock and made to order edit the product's only variant. A product with several variants has
   * them per variant: leave them out (a value other than the current summary is refused with 422 on its field).
   */
  base_price: AdminProductInput.shape.base_price.optional(),
  sale_price: z.number().positive().max(1_000_000).nullable().optional(),
  stock: AdminProductInput.shape.stock.optional(),
  made_to_order: z.boolean().optional(),
  /** When given and the product changed since, the save is refused with 409 `product_changed`. */
  updated_at: z.string().trim().max(40).optional(),
  /**
   * The stock the editor loaded. Sales and restocks do not make a new version, so when the editor left the
   * stock as loaded the current stock is kept; when both changed it the save is refused (409) as well.
   */
  loaded_stock: z.number().int().min(0).max(100_000).optional(),
});
export type AdminProductUpdateInput = z.infer<typeof AdminProductUpdateInput>;

/** 409 `product_changed`: someone saved the product after the editor loaded it; `data` is the newer version. */
export const AdminProductConflictResponse = z.object({ message: z.string(), code: z.string(), data: AdminProduct });
export type AdminProductConflictResponse = z.infer<typeof AdminProductConflictResponse>;

/** `POST /api/admin/products/{id}/variants`: a new variant; without prices it starts from the product's current ones. */
export const AdminVariantInput = z.object({
  sku: requiredText(64),
  color: z.string().trim().max(40).nullable().default(null),
  size: requiredText(40).default('one_size'),
  base_price: z.number().positive().max(1_000_000).optional(),
  sale_price: z.number().positive().max(1_000_000).nullable().optional(),
  stock: z.number().int().min(0).max(100_000).default(0),
  made_to_order: z.boolean().default(false),
});
export type AdminVariantInput = z.infer<typeof AdminVariantInput>;

/** `PUT /api/admin/products/{id}/variants/{variantId}`: the whole variant as edited. */
export const AdminVariantUpdateInput = z.object({
  sku: requiredText(64),
  color: z.string().trim().max(40).nullable().default(null),
  size: requiredText(40).default('one_size'),
  base_price: z.number().positive().max(1_000_000),
  sale_price: z.number().positive().max(1_000_000).nullable().default(null),
  stock: z.number().int().min(0).max(100_000),
  made_to_order: z.boolean().default(false),
  /**
   * The stock the editor loaded: orders move stock meanwhile, so when the editor left it as loaded the current
   * stock is kept; when both changed it the save is refused (422 on `stock`).
   */
  loaded_stock: z.number().int().min(0).max(100_000).optional(),
});
export type AdminVariantUpdateInput = z.infer<typeof AdminVariantUpdateInput>;

/** `PUT /api/admin/products/{id}/variants/order`: the ids of the product's active variants in the new order. */
export const AdminVariantOrderInput = z.object({ ids: z.array(Id).min(1).max(200) });
export type AdminVariantOrderInput = z.infer<typeof AdminVariantOrderInput>;

export const AdminVariantParams = z.object({ id: IdParam, variantId: IdParam });

/** The kinds of filter values (attribute_values.kind). */
export const ADMIN_ATTRIBUTE_KINDS = ['colour', 'style', 'gender', 'status'] as const;
/** Kinds staff may add values to; gender and status are the shop's own fixed sets (renamed, never added to). */
export const ADMIN_ATTRIBUTE_NEW_KINDS = ['colour', 'style'] as const;

/** Editing a filter value: its names, swatch and place. Kind and code stay as created (codes are in shop links). */
export const AdminAttributeUpdateInput = z.object({
  label_pl: requiredText(80),
  label_en: requiredText(80),
  /** Swatch of a colour, `#RRGGBB`; required for colours, ignored for other kinds. */
  hex: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable()
    .default(null),
  position: z.number().int().min(0).max(10_000).default(0),
});
export type AdminAttributeUpdateInput = z.infer<typeof AdminAttributeUpdateInput>;
export const AdminAttributeInput = AdminAttributeUpdateInput.extend({
  kind: z.enum(ADMIN_ATTRIBUTE_NEW_KINDS),
  /** Part of shop filter addresses (`?colors=black`): lowercase letters, digits and hyphens, unique per kind. */
  code: z
    .string()
    .trim()
    .min(2)
    .max(40)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
});
export type AdminAttributeInput = z.infer<typeof AdminAttributeInput>;
export const AdminAttributeResponse = z.object({ data: AdminAttribute, message: z.string().optional() });

// ——— categories ———

export const AdminCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_pl: z.string(),
  name_en: z.string(),
  description_pl: z.string(),
  description_en: z.string(),
  position: z.number().int(),
  is_active: z.boolean(),
  product_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

export const AdminCategoryInput = z.object({
  name_pl: requiredText(120),
  name_en: requiredText(120),
  slug: z
    .string()
    .trim()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .optional(),
  description_pl: text(5000).default(''),
  description_en: text(5000).default(''),
  position: z.number().int().min(0).max(10_000).default(0),
  is_active: z.boolean().default(true),
});
export type AdminCategoryInput = z.infer<typeof AdminCategoryInput>;

export const AdminCategoryListResponse = z.object({ data: z.array(AdminCategory) });
export const AdminCategoryResponse = z.object({ data: AdminCategory, message: z.string().optional() });

// ——— users, roles, audit log ———

export const AdminUserListQuery = z.object({
  page,
  per_page: perPage,
  search: z.string().trim().max(100).optional(),
  role: z.enum(['customer', ...STAFF_ROLES]).optional(),
});

export const AdminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserListResponse = z.object({ data: z.array(AdminUser), meta: Pagination });
export const AdminUserRolesInput = z.object({ roles: z.array(z.enum(STAFF_ROLES)).max(3) });
export const AdminUserResponse = z.object({ data: AdminUser, message: z.string().optional() });

export const AuditLogQuery = z.object({
  page,
  per_page: perPage,
  entity: z.string().trim().max(40).optional(),
  user_id: IdParam.optional(),
});

export const AuditLogItem = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  user: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  data: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export const AuditLogResponse = z.object({ data: z.array(AuditLogItem), meta: Pagination });

export const AdminMessageResponse = z.object({ success: z.boolean(), message: z.string() });

// ——— marketing: promo codes and delivery methods ———

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

// ——— content: review moderation ———

export const AdminReviewListQuery = z.object({
  page,
  per_page: perPage,
  status: z.enum(['pending', 'approved', 'all']).default('pending'),
});
export const AdminReview = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  author: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  approved: z.boolean(),
  created_at: z.string(),
});
export const AdminReviewListResponse = z.object({ data: z.array(AdminReview), meta: Pagination });

// ═══════════════════════════════════════════════════════════════════════════════════════════════════════
// ——— orders, payments and inbox (areas `orders`, `payments`, `inbox`; admin-orders/-payments/-inbox) ———
// Maintained with apps/server/src/modules/admin/admin-orders*.ts, admin-payments*.ts, admin-inbox*.ts.
// ═══════════════════════════════════════════════════════════════════════════════════════════════════════

import { ORDER_STATUS_CODES, OrderDetails, PAYMENT_STATUS_CODES } from './orders';
import { PAYMENT_PROVIDER_CODES } from './payments';

/** A calendar day in Poland, `YYYY-MM-DD` (inclusive bounds of date filters, Europe/Warsaw). */
const day = ShopDay;

/** Filters shared by the order list and its CSV export (`GET /api/admin/orders`, `/api/admin/orders.csv`). */
export const AdminOrderFilters = z.object({
  status: z.enum(ORDER_STATUS_CODES).optional(),
  payment_status: z.enum(PAYMENT_STATUS_CODES).optional(),
  date_from: day.optional(),
  date_to: day.optional(),
  /** Part of the order number (`LB-2026-000123`, `123`) or of the customer's e-mail. */
  search: z.string().trim().max(100).optional(),
  sort_by: z.enum(['created_at', 'total']).default('created_at'),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
});
export const AdminOrderListQuery = AdminOrderFilters.extend({ page, per_page: perPage });
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;
export type AdminOrderFilters = z.infer<typeof AdminOrderFilters>;

const StaffRef = z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable();

export const AdminOrderSummary = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUS_CODES),
  status_label: z.string(),
  payment_status: z.enum(PAYMENT_STATUS_CODES),
  payment_status_label: z.string(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    /** Null for guests (or an account deleted since). */
    user_id: z.number().int().nullable(),
  }),
  total: Money,
  items_count: z.number().int(),
  delivery_method: z.string(),
  tracking_number: z.string().nullable(),
  /** A withdrawal from the contract waits for staff to complete it. */
  withdrawal_pending: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;
export const AdminOrderListResponse = z.object({ data: z.array(AdminOrderSummary), meta: Pagination });
export type AdminOrderListResponse = z.infer<typeof AdminOrderListResponse>;

export const AdminRefund = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  amount: Money,
  /** pending (asked, not yet accepted by the provider), completed, failed (rejected: return by hand). */
  status: z.enum(['pending', 'completed', 'failed']),
  reason: z.string().nullable(),
  requested_by: StaffRef,
  created_at: z.string(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

export const AdminPayment = z.object({
  id: z.number().int(),
  order: z.object({ id: z.number().int(), order_number: z.string(), email: z.string() }),
  provider: z.enum(PAYMENT_PROVIDER_CODES),
  session_id: z.string(),
  /** Przelewy24's transaction id, once paid. */
  provider_order_id: z.number().int().nullable(),
  method_id: z.number().int().nullable(),
  amount: Money,
  status: z.enum(PAYMENT_STATUS_CODES),
  status_label: z.string(),
  /** Sum of its refunds that were not rejected. */
  refunded: Money,
  refunds: z.array(AdminRefund),
  created_at: z.string(),
  verified_at: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

export const AdminOrderHistoryEntry = z.object({
  status: z.string(),
  label: z.string(),
  note: z.string().nullable(),
  at: z.string(),
  /** Staff member or customer who made the change; null for the shop itself (payments, jobs). */
  by: StaffRef,
});

export const AdminShipment = z.object({
  id: z.number().int(),
  carrier: z.string(),
  tracking_number: z.string().nullable(),
  /** The carrier's public tracking page, when it has one. */
  tracking_url: z.string().nullable(),
  created_at: z.string(),
});

export const AdminWithdrawal = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  reason: z.string().nullable(),
  submitted_at: z.string(),
  completed_at: z.string().nullable(),
});

export const AdminOrderNote = z.object({
  id: z.number().int(),
  body: z.string(),
  author: StaffRef,
  created_at: z.string(),
});

/**
 * `GET /api/admin/orders/{id}`: what the customer sees (OrderDetails, with the customer's own `notes`) plus
 * the staff's view. Amounts in PLN.
 */
export const AdminOrderDetails = OrderDetails.extend({
  locale: z.string(),
  user_id: z.number().int().nullable(),
  history: z.array(AdminOrderHistoryEntry),
  money: z.object({
    /** Received through payments. */
    paid: Money,
    /** Refunds asked for or done (not rejected ones). */
    refunded: Money,
    /** What a refund may still return. */
    refundable: Money,
  }),
  payments: z.array(AdminPayment),
  refunds: z.array(AdminRefund),
  shipment: AdminShipment.nullable(),
  withdrawals: z.array(AdminWithdrawal),
  staff_notes: z.array(AdminOrderNote),
  /** Statuses `POST …/status` accepts now (docs/product-rules.md#orders); `returned` comes only from completing a withdrawal. */
  next_statuses: z.array(z.enum(ORDER_STATUS_CODES)),
});
export type AdminOrderDetails = z.infer<typeof AdminOrderDetails>;
export const AdminOrderResponse = z.object({ data: AdminOrderDetails, message: z.string().optional() });
export type AdminOrderResponse = z.infer<typeof AdminOrderResponse>;

/** Tracking numbers: letters, digits and dashes (spaces are dropped), as InPost and couriers print them. */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9-]{4,64}$/;

/**
 * `POST /api/admin/orders/{id}/status`. Allowed (docs/product-rules.md#orders): in_preparation → shipped (paid orders, with a
 * tracking number) | cancelled (restock, refund if paid); shipped → delivered (starts the 14-day
 * withdrawal period). Anything else is 409.
 */
export const AdminOrderStatusInput = z
  .object({
    status: z.enum(ORDER_STATUS_CODES),
    tracking_number: z
      .string()
      .trim()
      .max(80)
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .optional(),
    /** Kept in the status history (staff only). */
    note: z.string().trim().max(1000).optional(),
    /** The customer's e-mail about delivery is optional; the shipment e-mail always goes. */
    notify_customer: z.boolean().default(true),
  })
  .strict();
export type AdminOrderStatusInput = z.infer<typeof AdminOrderStatusInput>;

export const AdminOrderNoteInput = z.object({ body: z.string().trim().min(1).max(2000) }).strict();
export type AdminOrderNoteInput = z.infer<typeof AdminOrderNoteInput>;

/** `POST /api/admin/orders/{id}/withdrawals/{withdrawalId}/complete`: the products are back. */
export const AdminWithdrawalCompleteInput = z
  .object({
    /** PLN to refund; by default everything still refundable. */
    refund_amount: z.number().max(1_000_000).optional(),
    /** Put the returned pieces back on stock. */
    restock: z.boolean().default(false),
  })
  .strict();
export type AdminWithdrawalCompleteInput = z.infer<typeof AdminWithdrawalCompleteInput>;

/** `POST /api/admin/orders/{id}/refunds`: full or partial, at most what is still refundable. */
export const AdminRefundInput = z
  .object({
    /** PLN, more than 0 with at most two decimals (checked by the server, 422 on the field). */
    amount: z.number().max(1_000_000),
    reason: z.string().trim().min(1).max(500),
  })
  .strict();
export type AdminRefundInput = z.infer<typeof AdminRefundInput>;

export const AdminPackingSlipQuery = z.object({ locale: z.enum(['pl', 'en']).optional() });

export const AdminPaymentFilters = z.object({
  status: z.enum(PAYMENT_STATUS_CODES).optional(),
  provider: z.enum(PAYMENT_PROVIDER_CODES).optional(),
  date_from: day.optional(),
  date_to: day.optional(),
  /** Part of the order number, the customer's e-mail or the session id. */
  search: z.string().trim().max(100).optional(),
});
export const AdminPaymentListQuery = AdminPaymentFilters.extend({ page, per_page: perPage });
export type AdminPaymentListQuery = z.infer<typeof AdminPaymentListQuery>;
export type AdminPaymentFilters = z.infer<typeof AdminPaymentFilters>;
export const AdminPaymentListResponse = z.object({ data: z.array(AdminPayment), meta: Pagination });
export type AdminPaymentListResponse = z.infer<typeof AdminPaymentListResponse>;

// ——— inbox: contact messages and newsletter subscribers ———

export const AdminContactMessageQuery = z.object({
  page,
  per_page: perPage,
  status: z.enum(['open', 'handled', 'all']).default('all'),
});
export const AdminContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  message: z.string(),
  locale: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessage>;
export const AdminContactMessageListResponse = z.object({
  data: z.array(AdminContactMessage),
  meta: Pagination.extend({ open: z.number().int() }),
});
export const AdminContactHandledInput = z.object({ handled: z.boolean().default(true) }).strict();
export const AdminContactMessageResponse = z.object({ data: AdminContactMessage, message: z.string() });

export const NEWSLETTER_SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const AdminSubscriberQuery = z.object({
  page,
  per_page: perPage,
  status: z.enum([...NEWSLETTER_SUBSCRIBER_STATUSES, 'all']).default('all'),
  search: z.string().trim().max(100).optional(),
});
export const AdminSubscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  locale: z.string(),
  status: z.enum(NEWSLETTER_SUBSCRIBER_STATUSES),
  source: z.string(),
  consent_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof AdminSubscriber>;
export const AdminSubscriberListResponse = z.object({ data: z.array(AdminSubscriber), meta: Pagination });
export const AdminSubscriberResponse = z.object({ data: AdminSubscriber, message: z.string() });
