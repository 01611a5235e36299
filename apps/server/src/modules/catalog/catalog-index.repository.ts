import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { type ProductRow, selectProducts } from './catalog.repository';

/**
 * What the catalogue index (catalog-index.ts) knows of one active product: everything a list query filters,
 * counts or sorts by. Each sort is read as the product's position in that order as the database sorts it
 * (`row_number() over (order by …, id)`), so names, timestamps and averages compare exactly as in SQL.
 */
export type IndexRow = {
  id: number;
  categoryId: number;
  currentPrice: number;
  onSale: boolean;
  inStock: boolean;
  featured: boolean;
  attributeCodes: string[] | null;
  variantCodes: string[] | null;
  searchName: string;
  searchText: string;
  createdRank: number;
  priceRank: number;
  popularityRank: number;
  namePlRank: number;
  nameEnRank: number;
};

/** Approved ratings of one product: the rating sort's average is sum / count. */
export type RatingTotal = { productId: number; sum: number; count: number };

/**
 * Approved review totals per reviewed product, read per rating-sorted query rather than kept in the index:
 * reviews are few, and the sort then follows them exactly as the SQL path does.
 */
export async function findRatingTotals(db: Db): Promise<RatingTotal[]> {
  const result = await db.execute(sql`
    select product_id as "productId", sum(rating)::int as sum, count(*)::int as count
    from reviews where is_approved group by product_id
  `);
  return (result as { rows: RatingTotal[] }).rows;
}

/** Every active product's index row, in one statement. */
export async function loadIndexRows(db: Db): Promise<IndexRow[]> {
  const result = await db.execute(sql`
    select p.id, p.category_id as "categoryId", p.current_price as "currentPrice",
      p.sale_price is not null as "onSale", p.stock > 0 as "inStock", p.featured,
      p.attribute_codes as "attributeCodes", p.variant_codes as "variantCodes",
      p.search_name as "searchName", p.search_text as "searchText",
      (row_number() over (order by p.created_at, p.id))::int as "createdRank",
      (row_number() over (order by p.current_price, p.id))::int as "priceRank",
      (row_number() over (order by p.popularity, p.id))::int as "popularityRank",
      (row_number() over (order by lower(immutable_unaccent(p.name_pl)) collate "C", p.id))::int as "namePlRank",
      (row_number() over (order by lower(immutable_unaccent(p.name_en)) collate "C", p.id))::int as "nameEnRank"
    from products p
    join categories c on c.id = p.category_id
    where p.is_active
  `);
  return (result as { rows: IndexRow[] }).rows;
}

/**
 * Words folded as the search documents are (`lower(immutable_unaccent(…))`), for query words with letters
 * outside ASCII ('skóra', 'wisła'); one statement for all of them.
 */
export async function foldWords(db: Db, words: string[]): Promise<string[]> {
  const result = await db.execute(
    sql`select lower(immutable_unaccent(w)) as folded, n from unnest(${sql`array[${sql.join(
      words.map((w) => sql`${w}::text`),
      sql`, `,
    )}]`}) with ordinality as t(w, n) order by n`,
  );
  return (result as { rows: { folded: string }[] }).rows.map((r) => r.folded);
}

/** The presented columns of the given products, in the order of `ids` (one page the index chose). */
export async function findProductsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const rows = await selectProducts(db).where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ProductRow => r !== undefined);
}
