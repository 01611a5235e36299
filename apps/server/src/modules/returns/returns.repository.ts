import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  type NewReturn,
  orderLines,
  orders,
  type Return,
  type ReturnLine,
  returnLines,
  returns,
} from '../../db/schema';

export type { Return, ReturnLine };

/** The next NNNNNN of ZW-YYYY-NNNNNN (a sequence: no lock, no duplicates). */
export async function nextReturnSequence(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ n: string | number }>(sql`select nextval('return_number_seq') as n`);
  return Number((result as unknown as { rows: { n: string | number }[] }).rows[0].n);
}

export async function insertReturn(
  tx: Tx,
  values: NewReturn,
  lines: { orderLineId: number; quantity: number }[],
): Promise<Return> {
  const [row] = await tx.insert(returns).values(values).returning();
  await tx.insert(returnLines).values(lines.map((l) => ({ returnId: row.id, ...l })));
  return row;
}

/** Pieces of each order line already in a return (any state): a piece is returned once. */
export async function returnedPieces(db: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ orderLineId: returnLines.orderLineId, pieces: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(eq(returns.orderId, orderId))
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((r) => [r.orderLineId, Number(r.pieces)]));
}

export async function findReturn(db: DbOrTx, id: number): Promise<Return | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.id, id));
  return row;
}

export async function lockReturn(tx: Tx, id: number): Promise<Return | undefined> {
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
  return row;
}

export async function updateReturn(tx: Tx, id: number, changes: Partial<NewReturn>): Promise<void> {
  await tx.update(returns).set(changes).where(eq(returns.id, id));
}

export function findLinesOfReturns(db: DbOrTx, returnIds: number[]): Promise<ReturnLine[]> {
  if (!returnIds.length) return Promise.resolve([]);
  return db.select().from(returnLines).where(inArray(returnLines.returnId, returnIds)).orderBy(asc(returnLines.id));
}

export async function setLineOutcome(
  tx: Tx,
  lineId: number,
  outcome: 'accepted' | 'rejected',
  rejectionReason: string | null,
): Promise<void> {
  await tx.update(returnLines).set({ outcome, rejectionReason }).where(eq(returnLines.id, lineId));
}

/** Returns whose statement of withdrawal staff completed on the order page (the older withdrawal flow). */
export function findReturnsOfWithdrawal(db: DbOrTx, withdrawalId: number): Promise<Return[]> {
  return db.select().from(returns).where(eq(returns.withdrawalId, withdrawalId));
}

export type ReturnListFilters = {
  status?: string;
  kind?: string;
  /** More conditions on returns (the registration day range of the staff list). */
  extra?: SQL[];
  search?: string;
};

function listConditions(filters: ReturnListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(returns.status, filters.status as Return['status']));
  if (filters.kind) conditions.push(eq(returns.kind, filters.kind as Return['kind']));
  conditions.push(...(filters.extra ?? []));
  if (filters.search) {
    const like = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const found = or(ilike(returns.returnNumber, like), ilike(orders.orderNumber, like), ilike(orders.email, like));
    if (found) conditions.push(found);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Staff's list: newest first, with the order's number and e-mail and the returned pieces' paid value. */
export async function listReturns(db: DbOrTx, filters: ReturnListFilters, page: number, perPage: number) {
  const where = listConditions(filters);
  const [{ total }] = await db
    .select({ total: count() })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where);
  const rows = await db
    .select({
      ret: returns,
      orderNumber: orders.orderNumber,
      email: orders.email,
      pieces: sql<number>`(select coalesce(sum(rl.quantity), 0)::int from return_lines rl where rl.return_id = ${returns.id})`,
      value: sql<number>`(select coalesce(sum(rl.quantity * ol.unit_price), 0)::int from return_lines rl join ${orderLines} ol on ol.id = rl.order_line_id where rl.return_id = ${returns.id})`,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where)
    .orderBy(desc(returns.registeredAt), desc(returns.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows, total: Number(total) };
}

export function findReturnsOfOrder(db: DbOrTx, orderId: number): Promise<Return[]> {
  return db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.id));
}
