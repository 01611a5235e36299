import type { Locale, OrderReturnView, ReturnReasonCode, ReturnWindow } from '@atelier/contracts';
import { RETURN_REASON_CODES } from '@atelier/contracts';
import type { Order, OrderLine, Return, ReturnLine } from '../../db/schema';
import { type MessageKey, translate } from '../../i18n/messages';
import { toPln } from '../../shared/money';
import { returnAddress } from '../pages/shop-facts';
import { returnPeriods } from './order-returns';

/** An order's returns and what it may still return, as the order JSON shows them (docs/product-rules.md#after-sale). */

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const label = (locale: Locale, key: string) => translate(locale, key as MessageKey);

export const returnKindLabel = (locale: Locale, kind: string) => label(locale, `returns.kind.${kind}`);
export const returnStatusLabel = (locale: Locale, status: string) => label(locale, `returns.status.${status}`);
export const isReturnReason = (reason: string | null): reason is ReturnReasonCode =>
  reason !== null && (RETURN_REASON_CODES as readonly string[]).includes(reason);
export const returnReasonLabel = (locale: Locale, reason: string | null) =>
  isReturnReason(reason) ? label(locale, `returns.reason.${reason}`) : null;

/** Until settled, the settlement a return will get: money up to day 30 after delivery (and every withdrawal), else a card. */
function expectedSettlement(order: Order, ret: Return): 'refund' | 'gift_card' {
  const periods = returnPeriods(order);
  if (ret.kind === 'withdrawal' || !periods) return 'refund';
  return ret.registeredAt <= periods.moneyBackUntil ? 'refund' : 'gift_card';
}

export function presentReturns(
  order: Order,
  lines: OrderLine[],
  returns: { ret: Return; lines: ReturnLine[] }[],
  locale: Locale,
): OrderReturnView[] {
  return returns.map(({ ret, lines: returned }) => ({
    id: ret.id,
    return_number: ret.returnNumber,
    kind: ret.kind,
    kind_label: returnKindLabel(locale, ret.kind),
    status: ret.status,
    status_label: returnStatusLabel(locale, ret.status),
    method: ret.method,
    inpost_code: ret.inpostCode,
    reason: isReturnReason(ret.reason) ? ret.reason : null,
    reason_label: returnReasonLabel(locale, ret.reason),
    settlement: ret.settlement ?? expectedSettlement(order, ret),
    settled_amount: ret.settledAmount === null ? null : toPln(ret.settledAmount),
    registered_at: ret.registeredAt.toISOString(),
    received_at: iso(ret.receivedAt),
    settled_at: iso(ret.settledAt),
    lines: returned.map((l) => ({
      order_item_id: l.orderLineId,
      product_name: lines.find((o) => o.id === l.orderLineId)?.productName ?? '',
      quantity: l.quantity,
      outcome: l.outcome,
      outcome_label: l.outcome ? label(locale, `returns.outcome.${l.outcome}`) : null,
      rejection_reason: l.rejectionReason,
    })),
  }));
}

export function returnWindow(
  order: Order,
  lines: OrderLine[],
  returns: { ret: Return; lines: ReturnLine[] }[],
  now: Date,
): ReturnWindow {
  const periods = order.status === 'delivered' ? returnPeriods(order) : null;
  const returned = new Map<number, number>();
  for (const l of returns.flatMap((r) => r.lines)) {
    returned.set(l.orderLineId, (returned.get(l.orderLineId) ?? 0) + l.quantity);
  }
  const returnable = lines
    .map((l) => ({ order_item_id: l.id, quantity: Math.max(l.quantity - (returned.get(l.id) ?? 0), 0) }))
    .filter((l) => l.quantity > 0);
  const open = periods !== null && now.getTime() <= periods.returnUntil.getTime() && returnable.length > 0;
  const withinWithdrawal = periods !== null && now.getTime() <= periods.withdrawalUntil.getTime();
  const moneyBack = periods !== null && now.getTime() <= periods.moneyBackUntil.getTime();
  return {
    available: open,
    kind_now: open ? (withinWithdrawal ? 'withdrawal' : 'voluntary') : null,
    settlement_now: open ? (moneyBack ? 'refund' : 'gift_card') : null,
    withdrawal_until: iso(periods?.withdrawalUntil ?? null),
    money_back_until: iso(periods?.moneyBackUntil ?? null),
    return_until: iso(periods?.returnUntil ?? null),
    returnable: open ? returnable : [],
    return_address: returnAddress(),
  };
}
