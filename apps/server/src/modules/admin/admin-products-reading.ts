import type { AdminProduct, AdminProductListQuery, AdminProductListResponse, Locale } from '@atelier/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  priceHistory,
  productAttributeValues,
  productImages,
  products,
  productVariants,
} from '../../db/schema';
import { NotFound } from '../../errors';
import { toPln } from '../../shared/money';
import { waitingByVariant } from '../back-in-stock/back-in-stock.repository';
import { uploadUrl } from '../catalog/product-presenter';
import { LOW_STOCK_THRESHOLD } from './admin-dashboard';

/**
 * Reading products for the panel (docs/product-rules.md#staff): the paged list with its filters and the product
 * with its variants, photographs and price history as the editor loads it. Writes are in admin-products.ts.
 */

const SORTS = {
  created_at: products.createdAt,
  name: products.namePl,
  price: products.currentPrice,
  stock: products.stock,
  sku: products.sku,
} as const;

/** Category names follow the panel's language (the request's locale), as the shop's API does. */
export async function listAdminProducts(
  db: Db,
  query: AdminProductListQuery,
  publicUrl: string,
  locale: Locale = 'pl',
): Promise<AdminProductListResponse> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(
      or(ilike(products.namePl, pattern), ilike(products.nameEn, pattern), ilike(products.sku, pattern)) as SQL,
    );
  }
  if (query.category_id) conditions.push(eq(products.categoryId, query.category_id));
  if (query.active) conditions.push(eq(products.isActive, query.active === 'true'));
  if (query.low_stock === 'true') {
    // Running out is a variant's state: the Hanka bag is low when its coffee variant is, whatever its black one holds.
    conditions.push(sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id}
      and v.is_active and not v.made_to_order and v.stock <= ${LOW_STOCK_THRESHOLD})`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const order = query.sort_order === 'asc' ? asc : desc;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(products).where(where),
    db
      .select({
        id: products.id,
        slug: products.slug,
        sku: products.sku,
        namePl: products.namePl,
        nameEn: products.nameEn,
        categoryId: categories.id,
        categoryName: locale === 'en' ? categories.nameEn : categories.namePl,
        basePrice: products.basePrice,
        salePrice: products.salePrice,
        stock: products.stock,
        madeToOrder: products.madeToOrder,
        featured: products.featured,
        isActive: products.isActive,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(order(SORTS[query.sort_by]), order(products.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  const thumbnails = await mainImages(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      sku: row.sku,
      name_pl: row.namePl,
      name_en: row.nameEn,
      category: { id: row.categoryId, name: row.categoryName },
      base_price: toPln(row.basePrice),
      sale_price: row.salePrice === null ? null : toPln(row.salePrice),
      stock: row.stock,
      made_to_order: row.madeToOrder,
      featured: row.featured,
      is_active: row.isActive,
      image: thumbnailUrl(publicUrl, thumbnails.get(row.id), 320),
      updated_at: row.updatedAt.toISOString(),
    })),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      per_page: query.per_page,
      total,
    },
  };
}

/** The main photograph of each product (position 0 first), in one query for a whole page. */
async function mainImages(db: Db, productIds: number[]) {
  const byProduct = new Map<number, { path: string; widths: number[] }>();
  if (!productIds.length) return byProduct;
  const rows = await db
    .select({ productId: productImages.productId, path: productImages.path, widths: productImages.widths })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const row of rows) if (!byProduct.has(row.productId)) byProduct.set(row.productId, row);
  return byProduct;
}

/** The variant closest to `wanted` among those the image has (uploads of small photos have fewer). */
function thumbnailUrl(publicUrl: string, image: { path: string; widths: number[] } | undefined, wanted: number) {
  if (!image?.widths.length) return null;
  const sorted = [...image.widths].sort((a, b) => a - b);
  const width = sorted.find((w) => w >= wanted) ?? sorted[sorted.length - 1];
  return uploadUrl(publicUrl, image.path, width);
}

export async function getAdminProduct(db: Db, id: number, publicUrl: string): Promise<AdminProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new NotFound('catalog.product_not_found');
  const [images, links, history, variants] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(sql`${productImages.variantId} nulls first`, asc(productImages.position)),
    db
      .select({ id: productAttributeValues.attributeValueId })
      .from(productAttributeValues)
      .where(eq(productAttributeValues.productId, id)),
    db
      .select({ price: priceHistory.price, effectiveFrom: priceHistory.effectiveFrom })
      .from(priceHistory)
      .where(eq(priceHistory.productId, id))
      .orderBy(desc(priceHistory.effectiveFrom))
      .limit(50),
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(desc(productVariants.isActive), asc(productVariants.position), asc(productVariants.id)),
  ]);
  const first = variants.find((v) => v.isActive);
  const waiting = await waitingByVariant(db, id);
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    category_id: row.categoryId,
    kind: row.kind,
    name_pl: row.namePl,
    name_en: row.nameEn,
    description_pl: row.descriptionPl,
    description_en: row.descriptionEn,
    base_price: toPln(row.basePrice),
    sale_price: row.salePrice === null ? null : toPln(row.salePrice),
    stock: row.stock,
    made_to_order: row.madeToOrder,
    featured: row.featured,
    is_active: row.isActive,
    labels: row.labels ?? [],
    sizes: row.sizes ?? [],
    color: first?.colourCode ?? null,
    features_pl: row.featuresPl ?? [],
    features_en: row.featuresEn ?? [],
    material_pl: row.materialPl,
    material_en: row.materialEn,
    dimensions_pl: row.dimensionsPl,
    dimensions_en: row.dimensionsEn,
    compartments_pl: row.compartmentsPl,
    compartments_en: row.compartmentsEn,
    straps_pl: row.strapsPl,
    straps_en: row.strapsEn,
    care_pl: row.carePl,
    care_en: row.careEn,
    attribute_ids: links.map((l) => l.id).sort((a, b) => a - b),
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      color: v.colourCode,
      size: v.size,
      base_price: toPln(v.basePrice),
      sale_price: v.salePrice === null ? null : toPln(v.salePrice),
      stock: v.stock,
      made_to_order: v.madeToOrder,
      position: v.position,
      is_active: v.isActive,
      waiting_for_stock: waiting.get(v.id) ?? 0,
    })),
    images: images.map((image) => ({
      id: image.id,
      variant_id: image.variantId,
      url: thumbnailUrl(publicUrl, image, 640) ?? '',
      widths: image.widths,
      alt_pl: image.altPl,
      alt_en: image.altEn,
    })),
    price_history: history.map((h) => ({ price: toPln(h.price), effective_from: h.effectiveFrom.toISOString() })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
