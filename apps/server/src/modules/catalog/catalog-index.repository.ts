import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { type ProductRow, productColumns } from './catalog.repository';

/**
 * What the catalogue index (catalog-index.ts) knows of one product: everything a list query filters, counts or
 * sorts by. The sort keys are read as the database compares them — the creation time in microseconds, and the
 * names folded by the database (`lower(immutable_unaccent(…))`), which the index compares code point by code
 * point as `collate "C"` does.
 */
export type IndexRow = {
  id: number;
  /** False for a product switched off (only in a read of changes: it leaves the index). */
  isActive: boolean;
  categoryId: number;
  currentPrice: number;
  onSale: boolean;
  inStock: boolean;
  /** Some variant is made to order: orderable without stock (what suggestions need). */
  madeToOrder: boolean;
  featured: boolean;
  attributeCodes: string[] | null;
  variantCodes: string[] | null;
  searchName: string;
  searchText: string;
  createdMicros: number;
  /** The transaction that last wrote the product (products.revised_xact, migration 0021). */
  revision: number;
  popularity: number;
  namePlKey: string;
  nameEnKey: string;
};

/**
 * Rows read for the index, with the oldest transaction still running at the read: every product written
 * after the read was written by that transaction or a later one (migration 0021).
 */
export type IndexRead = {
  /** The products read; a product deleted since the last read comes as its id with `isActive` false. */
  rows: IndexRow[];
  /** pg_snapshot_xmin of the read: the next read of changes asks for rows written from here on. */
  since: number;
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

const indexColumns = sql`
  p.id, p.is_active as "isActive", p.category_id as "categoryId", p.current_price as "currentPrice",
  p.sale_price is not null as "onSale", p.stock > 0 as "inStock", p.made_to_order as "madeToOrder", p.featured,
  p.attribute_codes as "attributeCodes", p.variant_codes as "variantCodes",
  p.search_name as "searchName", p.search_text as "searchText",
  (extract(epoch from p.created_at) * 1000000)::bigint::float8 as "createdMicros", p.popularity,
  p.revised_xact::float8 as "revision",
  lower(immutable_unaccent(p.name_pl)) as "namePlKey", lower(immutable_unaccent(p.name_en)) as "nameEnKey"`;

/**
 * One statement, so the rows and the snapshot's oldest running transaction are of the same moment: every
 * active product (`since` undefined), or every product written or deleted since `since`, active or not.
 */
async function readIndexRows(db: Db, since?: number): Promise<IndexRead> {
  const which = since === undefined ? sql`p.is_active` : sql`p.revised_xact >= ${since}`;
  const removed =
    since === undefined
      ? sql`null::int[]`
      : sql`(select array_agg(product_id) from product_removals where revised_xact >= ${since})`;
  // The moment's figures are computed once (uncorrelated) and repeated on each row; the left join keeps one
  // row (without a product) when nothing changed.
  const result = await db.execute(sql`
    select m.since, m."removedIds", r.*
    from (select pg_snapshot_xmin(pg_current_snapshot())::text::bigint::float8 as since,
      ${removed} as "removedIds") m
    left join lateral (select ${indexColumns} from products p where ${which}) r on true
  `);
  const read = (result as { rows: (IndexRow & { since: number; removedIds: number[] | null })[] }).rows;
  const rows: IndexRow[] = read.filter((r) => r.id !== null);
  for (const row of rows) {
    row.createdMicros = Number(row.createdMicros);
    row.revision = Number(row.revision);
  }
  // Only the id and isActive of a deleted product are read by the index.
  for (const id of read[0].removedIds ?? []) rows.push({ ...REMOVED, id });
  return { rows, since: Number(read[0].since) };
}

const REMOVED: IndexRow = {
  id: 0,
  isActive: false,
  categoryId: 0,
  currentPrice: 0,
  onSale: false,
  inStock: false,
  madeToOrder: false,
  featured: false,
  attributeCodes: null,
  variantCodes: null,
  searchName: '',
  searchText: '',
  createdMicros: 0,
  revision: 0,
  popularity: 0,
  namePlKey: '',
  nameEnKey: '',
};

/** Every active product's index row. */
export const loadIndexRows = (db: Db): Promise<IndexRead> => readIndexRows(db);

/** Every product written since the given read (switched off or deleted ones included as far as visible). */
export const loadChangedIndexRows = (db: Db, since: number): Promise<IndexRead> => readIndexRows(db, since);

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

/**
 * The columns a list shows of the given products, in the order of `ids` (one page the index chose). Lists leave
 * the descriptions out (the presenter adds them only for a product's own page), so they are not read: they are
 * most of a product row's bytes, and the embedded database hands every byte over through JavaScript.
 */
export async function findProductsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ ...productColumns, descriptionPl: sql<string>`''`, descriptionEn: sql<string>`''` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ProductRow => r !== undefined);
}
