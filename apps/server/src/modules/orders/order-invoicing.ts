import type { DbOrTx } from '../../db/client';
import type { Order, OrderLine } from '../../db/schema';
import { findColourNames } from '../catalog/catalog.repository';
import { invoiceAttachment } from '../invoices/invoice-files';
import { findMethod, loadShippingRules, methodName } from '../shipping/shipping.service';
import { invoiceIssuedEmail } from './order-mail';
import { orderMailData, queueOrderEmail } from './order-notifications';
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

/**
 * A buyer asked for an invoice after paying: remembered on the order, with the company they named (its NIP
 * checked by the route) as the billing company. Answers the order as it now is.
 */
export async function orderInvoiceRequested(
  db: DbOrTx,
  order: Order,
  input: { now: Date; company: { name: string; nip: string } | null },
): Promise<Order> {
  const changes = {
    invoiceRequested: true,
    ...(input.company ? { billingCompany: input.company.name, billingNip: input.company.nip } : {}),
  };
  await updateOrder(db, order.id, { ...changes, updatedAt: input.now });
  return { ...order, ...changes };
}

/**
 * Sends the buyer a document issued after the payment (an invoice asked for later, or a correction), its PDF
 * attached; queued in the caller's transaction like every order e-mail.
 */
export async function queueInvoiceEmail(
  db: DbOrTx,
  order: Order,
  invoice: { id: number; number: string; kind: 'invoice' | 'correction'; correctsNumber?: string },
  input: { publicUrl: string; now: Date },
): Promise<void> {
  const data = await orderMailData(db, order, input);
  await queueOrderEmail(
    db,
    order,
    invoice.kind === 'invoice' ? 'invoice-issued' : 'correction-issued',
    (l) =>
      invoiceIssuedEmail(l, data, {
        invoiceNumber: invoice.number,
        kind: invoice.kind,
        correctsNumber: invoice.correctsNumber,
      }),
    input.now,
    [invoiceAttachment(invoice)],
  );
}

/** The correction just issued (if any) goes to the buyer. */
export async function mailCorrection(
  db: DbOrTx,
  order: Order,
  correction: { id: number; number: string; document: { corrects?: { number: string } } } | null,
  input: { publicUrl: string; now: Date },
): Promise<void> {
  if (!correction) return;
  await queueInvoiceEmail(
    db,
    order,
    { ...correction, kind: 'correction', correctsNumber: correction.document.corrects?.number },
    input,
  );
}
