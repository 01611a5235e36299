import type {
  AdminReturnDetails,
  AdminReturnListQuery,
  AdminReturnListResponse,
  AdminReturnSummary,
  Locale,
} from '@atelier/contracts';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Order, OrderLine } from '../../db/schema';
import { NotFound } from '../../errors';
import { toPln } from '../../shared/money';
import { isReturnReason, returnKindLabel, returnReasonLabel, returnStatusLabel } from '../orders/order-return-view';
import { findOrder, findOrderLines } from '../orders/orders.repository';
import { findLinesOfReturns, findReturn, listReturns, type Return } from './returns.repository';

/** Returns as the staff panel reads them (area `orders`): the list with filters and one return to act on. */

function summary(
  ret: Return,
  order: { id: number; orderNumber: string; email: string },
  figures: { pieces: number; value: number },
  locale: Locale,
): AdminReturnSummary {
  return {
    id: ret.id,
    return_number: ret.returnNumber,
    order: { id: order.id, order_number: order.orderNumber, email: order.email },
    kind: ret.kind,
    kind_label: returnKindLabel(locale, ret.kind),
    status: ret.status,
    status_label: returnStatusLabel(locale, ret.status),
    method: ret.method,
    items_count: figures.pieces,
    value: toPln(figures.value),
    settlement: ret.settlement ?? 'none',
    registered_at: ret.registeredAt.toISOString(),
  };
}

export async function listAdminReturns(
  db: DbOrTx,
  query: AdminReturnListQuery,
  dayRange: SQL[],
  locale: Locale,
): Promise<AdminReturnListResponse> {
  const { rows, total } = await listReturns(
    db,
    { status: query.status, kind: query.kind, search: query.search, extra: dayRange },
    query.page,
    query.per_page,
  );
  return {
    data: rows.map((r) =>
      summary(
        r.ret,
        { id: r.ret.orderId, orderNumber: r.orderNumber, email: r.email },
        { pieces: Number(r.pieces), value: Number(r.value) },
        locale,
      ),
    ),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      per_page: query.per_page,
      total,
    },
  };
}

function presentDetails(
  ret: Return,
  order: Order,
  orderLines: OrderLine[],
  lines: Awaited<ReturnType<typeof findLinesOfReturns>>,
  locale: Locale,
): AdminReturnDetails {
  const lineOf = (id: number) => orderLines.find((l) => l.id === id);
  const value = lines.reduce((sum, l) => sum + (lineOf(l.orderLineId)?.unitPrice ?? 0) * l.quantity, 0);
  const pieces = lines.reduce((sum, l) => sum + l.quantity, 0);
  return {
    ...summary(ret, order, { pieces, value }, locale),
    inpost_code: ret.inpostCode,
    reason: isReturnReason(ret.reason) ? ret.reason : null,
    reason_label: returnReasonLabel(locale, ret.reason),
    comment: ret.comment,
    settled_amount: ret.settledAmount === null ? null : toPln(ret.settledAmount),
    gift_card_id: ret.giftCardId,
    received_at: ret.receivedAt?.toISOString() ?? null,
    inspected_at: ret.inspectedAt?.toISOString() ?? null,
    settled_at: ret.settledAt?.toISOString() ?? null,
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    lines: lines.map((l) => ({
      id: l.id,
      order_item_id: l.orderLineId,
      product_name: lineOf(l.orderLineId)?.productName ?? '',
      sku: lineOf(l.orderLineId)?.sku ?? '',
      quantity: l.quantity,
      unit_price: toPln(lineOf(l.orderLineId)?.unitPrice ?? 0),
      outcome: l.outcome,
      rejection_reason: l.rejectionReason,
    })),
    can_receive: ret.status === 'registered',
    can_inspect: ret.status === 'received' || ret.status === 'inspected',
    can_settle: ret.status === 'inspected',
  };
}

export async function adminReturnDetails(db: DbOrTx, returnId: number, locale: Locale): Promise<AdminReturnDetails> {
  const ret = await findReturn(db, returnId);
  const order = ret ? await findOrder(db, ret.orderId) : undefined;
  if (!ret || !order) throw new NotFound('returns.not_found');
  const [orderLines, lines] = await Promise.all([findOrderLines(db, [order.id]), findLinesOfReturns(db, [ret.id])]);
  return presentDetails(ret, order, orderLines, lines, locale);
}
