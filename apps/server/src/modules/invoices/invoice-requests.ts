import type { InvoiceRequestBody, OrderInvoiceView } from '@atelier/contracts';
import type { Db } from '../../db/client';
import { Conflict } from '../../errors';
import { translate } from '../../i18n/messages';
import {
  lockOrderForInvoice,
  mailCorrection,
  orderInvoiceRequested,
  queueInvoiceEmail,
} from '../orders/order-invoicing';
import { accessibleOrder } from '../orders/order-reading';
import type { OrderViewer } from '../orders/orders-context';
import { refundableOfOrder } from '../payments/payment-refunds';
import { warsawDay } from './invoice-builder';
import { issueCorrectionForRefund } from './invoice-corrections';
import { InvoiceAlreadyIssued, issueInvoice, OrderNotPaidForInvoice } from './invoice-issuing';
import { invoiceRequestDeadline, presentOrderInvoice } from './invoice-presenter';
import { findOrderInvoice, type InvoiceRow } from './invoices.repository';

/**
 * A buyer asks for an invoice after paying (POST /api/orders/{id}/invoice): within three months from the end
 * of the month of payment (VAT act art. 106b ust. 3), once per order. Issued at once, e-mailed with its PDF.
 */

export type InvoiceRequestContext = {
  db: Db;
  now: Date;
  locale: 'pl' | 'en';
  publicUrl: string;
};

export async function requestInvoice(
  ctx: InvoiceRequestContext,
  orderId: number,
  viewer: OrderViewer,
  body: InvoiceRequestBody,
): Promise<{ message: string; data: OrderInvoiceView; invoice: InvoiceRow }> {
  await accessibleOrder(ctx.db, orderId, viewer);
  const invoice = await ctx.db.transaction(async (tx) => {
    const order = await lockOrderForInvoice(tx, orderId);
    if (!order) throw new OrderNotPaidForInvoice();
    if (await findOrderInvoice(tx, order.id)) throw new InvoiceAlreadyIssued();
    if (order.paymentStatus !== 'paid' || !order.paidAt) throw new OrderNotPaidForInvoice();
    const deadline = invoiceRequestDeadline(order.paidAt);
    if (warsawDay(ctx.now) > deadline) {
      throw new Conflict('invoices.window_closed', { deadline }, 'invoice_window_closed');
    }
    const company = body.nip ? { name: body.company_name?.trim() ?? '', nip: body.nip } : null;
    const buyerOrder = await orderInvoiceRequested(tx, order, { now: ctx.now, company });
    const issued = await issueInvoice(tx, buyerOrder, { now: ctx.now, by: viewer.userId });
    await queueInvoiceEmail(
      tx,
      buyerOrder,
      { id: issued.id, number: issued.number, kind: 'invoice' },
      { publicUrl: ctx.publicUrl, now: ctx.now },
    );
    // Part of the money already went back (a staff refund before the request): the invoice shows the sale, a
    // correction at once shows the refund, as if the invoice had existed then.
    const refunded = order.total - (await refundableOfOrder(tx, order.id));
    if (refunded > 0) {
      const correction = await issueCorrectionForRefund(tx, buyerOrder, {
        amount: refunded,
        whole: false,
        now: ctx.now,
      });
      await mailCorrection(tx, buyerOrder, correction, { publicUrl: ctx.publicUrl, now: ctx.now });
    }
    return issued;
  });
  return {
    message: translate(ctx.locale, 'invoices.issued', { number: invoice.number }),
    data: presentOrderInvoice(invoice, ctx.publicUrl),
    invoice,
  };
}
