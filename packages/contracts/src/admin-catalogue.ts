import { z } from 'zod';
import { Money, Pagination, page, perPage, requiredText, text } from './admin-shapes';
import { Id, IdParam } from './common';

/** Admin API of the catalogue (area `catalogue`): products, their photographs and stock, filter values, categories. */

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
  /** Customers waiting for a back-in-stock e-mail about this variant (confirmed alerts; docs/product-rules.md#back-in-stock). */
  waiting_for_stock: z.number().int(),
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

/** `PUT /api/admin/products/{id}/images`: every photograph of the product, in the wanted order, with alt texts. */
export const AdminImageOrderInput = z.object({
  /** The set arranged: one variant's photographs, or (null) the product's own. */
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
  /** The category has a size guide (docs/product-rules.md#size-guides). */
  has_size_guide: z.boolean(),
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
