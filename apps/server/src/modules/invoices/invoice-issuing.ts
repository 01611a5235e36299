import type { DbOrTx, Tx } from '../../db/client';
import type { Order } from '../../db/schema';
import { DomainError } from '../../errors';
import { giftCardPaymentsOfOrder } from '../gift-cards/gift-card-redemption';
import { orderInvoiceIssued, orderInvoiceSource } from '../orders/order-invoicing';
import { findPaymentsOfOrder } from '../payments/payments.repository';
import { loadSellerIdentity } from '../seller/seller-identity';
import { buildInvoiceDocument, warsawDay } from './invoice-builder';
import type { InvoiceDocument } from './invoice-document';
import { nextInvoiceNumber } from './invoice-numbering';
import { findOrderInvoice, type InvoiceRow, insertInvoice } from './invoices.repository';

/**
 * Issuing VAT invoices (docs/product-rules.md#invoices). An invoice is written in the transaction that makes the
 * order paid (or that takes a consumer's request), with its number from the month's counter; the PDF is rendered
 * after the commit from the stored document. Companies (a buyer NIP) always get one; consumers when they ask.
 */

export class InvoiceAlreadyIssued extends DomainError {
  constructor() {
    super(409, 'invoice_already_issued', 'invoices.already_issued');
  }
}

export class OrderNotPaidForInvoice extends DomainError {
  constructor() {
    super(409, 'order_not_paid', 'invoices.order_not_paid');
  }
}

/** How the invoice names the payment: "Przelewy24 — BLIK", or just the provider when the group is unknown. */
const METHOD_GROUP_NAMES: Record<string, string> = {
  blik: 'BLIK',
  card: 'karta płatnicza',
  wallet: 'portfel elektroniczny',
  transfer: 'przelew online',
  pay_later: 'płatność odroczona',
};

async function paymentOf(db: DbOrTx, order: Order, now: Date): Promise<InvoiceDocument['payment']> {
  const payments = await findPaymentsOfOrder(db, order.id);
  const paid = payments.find((p) => p.status === 'paid');
  const group = paid?.methodGroup ? METHOD_GROUP_NAMES[paid.methodGroup] : undefined;
  const provider = order.paymentMethod === 'przelew24' ? 'Przelewy24' : order.paymentMethod;
  return {
    method: group ? `${provider} — ${group}` : provider,
    paidOn: warsawDay(order.paidAt ?? now),
    // What the payment brought: the cards paid the rest (ADR 021).
    paidGrosze: order.total - order.giftCardsTotal,
  };
}

/** Whether a paid order gets its invoice without being asked: a company buyer, or a consumer who ticked the box. */
export const invoiceIsDue = (order: Order) => order.billingNip !== null || order.invoiceRequested;

/**
 * Issues the order's VAT invoice inside `tx` (the order must be locked by the caller and paid). Throws
 * InvoiceAlreadyIssued when the order has one; the unique index guards the same race across processes.
 */
export async function issueInvoice(
  tx: Tx,
  order: Order,
  input: { now: Date; by?: number | null },
): Promise<InvoiceRow> {
  if (order.paymentStatus !== 'paid') throw new OrderNotPaidForInvoice();
  if (await findOrderInvoice(tx, order.id)) throw new InvoiceAlreadyIssued();
  const source = await orderInvoiceSource(tx, order);
  const seller = await loadSellerIdentity(tx);
  const issuedOn = warsawDay(input.now);
  const number = await nextInvoiceNumber(tx, issuedOn);
  const document = buildInvoiceDocument({
    ...source,
    number,
    issuedOn,
    seller,
    payment: await paymentOf(tx, order, input.now),
    giftCards: (await giftCardPaymentsOfOrder(tx, order.id)).map((card) => ({
      last4: card.codeLast4,
      kind: card.kind,
      paidGrosze: card.amount,
    })),
  });
  const row = await insertInvoice(tx, {
    number,
    orderId: order.id,
    kind: 'invoice',
    issuedOn,
    buyerNip: order.billingNip,
    document,
    ksefStatus: order.billingNip ? 'pending' : 'not_required',
    ksefNextAttemptAt: order.billingNip ? input.now : null,
    createdAt: input.now,
    updatedAt: input.now,
  });
  await orderInvoiceIssued(tx, order, { number, kind: 'invoice', now: input.now, by: input.by });
  return row;
}

/** Called when an order has just become paid: issues its invoice if one is due and none exists yet. */
export async function issueInvoiceIfDue(tx: Tx, order: Order, now: Date): Promise<InvoiceRow | null> {
  if (!invoiceIsDue(order) || order.paymentStatus !== 'paid') return null;
  if (await findOrderInvoice(tx, order.id)) return null;
  return issueInvoice(tx, order, { now });
}
