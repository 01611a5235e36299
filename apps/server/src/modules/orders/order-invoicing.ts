import type { DbOrTx } from '../../db/client';
import type { Order, OrderLine } from '../../db/schema';
import { findColourNames } from '../catalog/catalog.repository';
import { findMethod, loadShippingRules, methodName } from '../shipping/shipping.service';
import { findOrder, findOrderLines, insertHistory, lockOrder, updateOrder } from './orders.repository';

/**
 * What the invoices module reads of an order and tells it (docs/product-rules.md#invoices). Invoices never
 * change an order's state; they only leave a line in its history and remember a consumer's request.
 */

export type OrderForInvoice = {
  order: Order;
  lines: OrderLine[];
  /** In Polish, the invoice's obligatory language. */
  deliveryName: string;
  colourNames: ReadonlyMap<string, string>;
};

export const findOrderForInvoice = (db: DbOrTx, orderId: number) => findOrder(db, orderId);

/** Locks the order row: two requests for the same order's invoice queue up instead of both issuing one. */
export const lockOrderForInvoice = lockOrder;

export async function orderInvoiceSource(db: DbOrTx, order: Order): Promise<OrderForInvoice> {
  const lines = await findOrderLines(db, [order.id]);
  const rules = await loadShippingRules(db);
  const method = findMethod(rules, order.deliveryMethodCode);
  return {
    order,
    lines,
    deliveryName: method ? methodName(method, 'pl') : order.deliveryMethodCode,
    colourNames: await findColourNames(db, 'pl'),
  };
}

/** An invoice or a correction was issued for the order: its history says which. */
export async function orderInvoiceIssued(
  db: DbOrTx,
  order: Order,
  input: { number: string; kind: 'invoice' | 'correction'; now: Date; by?: number | null },
): Promise<void> {
  await insertHistory(db, {
    orderId: order.id,
    status: input.kind === 'invoice' ? 'invoice:issued' : 'invoice:corrected',
    note: input.number,
    at: input.now,
    changedBy: input.by ?? null,
  });
}

/** A consumer asked for an invoice (at checkout or later): remembered on the order. */
export async function orderInvoiceRequested(db: DbOrTx, order: Order, now: Date): Promise<void> {
  if (!order.invoiceRequested) await updateOrder(db, order.id, { invoiceRequested: true, updatedAt: now });
}
