import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { type BackInStockSubscription, backInStockSubscriptions, products, productVariants } from '../../db/schema';

/** Queries of back-in-stock alerts (docs/product-rules.md#back-in-stock). */

export type VariantToWatch = {
  productId: number;
  productSlug: string;
  namePl: string;
  nameEn: string;
  variantId: number;
  sku: string;
  colourCode: string | null;
  size: string;
  stock: number;
  madeToOrder: boolean;
};

const variantColumns = {
  productId: products.id,
  productSlug: products.slug,
  namePl: products.namePl,
  nameEn: products.nameEn,
  variantId: productVariants.id,
  sku: productVariants.sku,
  colourCode: productVariants.colourCode,
  size: productVariants.size,
  stock: productVariants.stock,
  madeToOrder: productVariants.madeToOrder,
};

/** The active variants of an active product, in the page's order. */
export function findActiveVariants(db: DbOrTx, productId: number): Promise<VariantToWatch[]> {
  return db
    .select(variantColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.id, productId), eq(products.isActive, true), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

/** The waiting (pending or active) subscription of an address for a variant, locked for the change. */
export async function lockWaiting(
  tx: Tx,
  variantId: number,
  email: string,
): Promise<BackInStockSubscription | undefined> {
  const [row] = await tx
    .select()
    .from(backInStockSubscriptions)
    .where(
      and(
        eq(backInStockSubscriptions.variantId, variantId),
        sql`lower(${backInStockSubscriptions.email}) = ${email.toLowerCase()}`,
        inArray(backInStockSubscriptions.status, ['pending', 'active']),
      ),
    )
    .for('update');
  return row;
}

export async function insertSubscription(
  tx: Tx,
  values: typeof backInStockSubscriptions.$inferInsert,
): Promise<BackInStockSubscription> {
  const [row] = await tx.insert(backInStockSubscriptions).values(values).returning();
  return row;
}

export async function updateSubscription(
  db: DbOrTx,
  id: number,
  changes: Partial<typeof backInStockSubscriptions.$inferInsert>,
): Promise<void> {
  await db.update(backInStockSubscriptions).set(changes).where(eq(backInStockSubscriptions.id, id));
}

export async function findByTokenHash(db: Db, tokenHash: string): Promise<BackInStockSubscription | undefined> {
  const [row] = await db
    .select()
    .from(backInStockSubscriptions)
    .where(eq(backInStockSubscriptions.confirmTokenHash, tokenHash))
    .limit(1);
  return row;
}

export type DueAlert = BackInStockSubscription & { variant: VariantToWatch };

/**
 * Active subscriptions whose variant has stock again, locked for this transaction. `SKIP LOCKED`: a second
 * process running the same sweep passes over the rows the first holds, and once the first commits they are
 * `notified` and no longer match — so each subscriber is e-mailed once (docs/decisions/023).
 */
export async function lockDueAlerts(tx: Tx, limit: number, variantIds?: number[]): Promise<DueAlert[]> {
  const rows = await tx
    .select({ subscription: backInStockSubscriptions, variant: variantColumns })
    .from(backInStockSubscriptions)
    .innerJoin(productVariants, eq(productVariants.id, backInStockSubscriptions.variantId))
    .innerJoin(products, eq(products.id, backInStockSubscriptions.productId))
    .where(
      and(
        eq(backInStockSubscriptions.status, 'active'),
        sql`${productVariants.stock} > 0`,
        eq(productVariants.isActive, true),
        eq(products.isActive, true),
        variantIds?.length ? inArray(backInStockSubscriptions.variantId, variantIds) : undefined,
      ),
    )
    .orderBy(asc(backInStockSubscriptions.id))
    .limit(limit)
    .for('update', { of: backInStockSubscriptions, skipLocked: true });
  return rows.map((r) => ({ ...r.subscription, variant: r.variant }));
}

/** Staff's view: per variant, how many confirmed subscribers wait and how many guests have not confirmed yet. */
export function countWaiting(db: Db, productId?: number) {
  return db
    .select({
      ...variantColumns,
      waiting: sql<number>`count(*) filter (where ${backInStockSubscriptions.status} = 'active')`.mapWith(Number),
      unconfirmed: sql<number>`count(*) filter (where ${backInStockSubscriptions.status} = 'pending')`.mapWith(Number),
    })
    .from(backInStockSubscriptions)
    .innerJoin(productVariants, eq(productVariants.id, backInStockSubscriptions.variantId))
    .innerJoin(products, eq(products.id, backInStockSubscriptions.productId))
    .where(
      and(
        inArray(backInStockSubscriptions.status, ['pending', 'active']),
        productId ? eq(products.id, productId) : undefined,
      ),
    )
    .groupBy(...Object.values(variantColumns))
    .orderBy(sql`count(*) filter (where ${backInStockSubscriptions.status} = 'active') desc`, asc(productVariants.id));
}

/** Confirmed alerts waiting per variant of one product (the admin variants editor shows the count). */
export async function waitingByVariant(db: Db, productId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ variantId: backInStockSubscriptions.variantId, waiting: sql<number>`count(*)`.mapWith(Number) })
    .from(backInStockSubscriptions)
    .where(and(eq(backInStockSubscriptions.productId, productId), eq(backInStockSubscriptions.status, 'active')))
    .groupBy(backInStockSubscriptions.variantId);
  return new Map(rows.map((r) => [r.variantId, r.waiting]));
}
