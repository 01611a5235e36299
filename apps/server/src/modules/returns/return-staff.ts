import type { AdminReturnInspectInput, Locale } from '@atelier/contracts';
import type { Tx } from '../../db/client';
import type { Order, OrderLine } from '../../db/schema';
import { Conflict, DomainError, NotFound } from '../../errors';
import { type MessageKey, translate } from '../../i18n/messages';
import { formatPrice } from '../../shared/money';
import { catalogueVersion } from '../catalog/catalog-cache';
import { issueGiftCard } from '../gift-cards/gift-card-issuing';
import { issueCorrectionForReturn } from '../invoices/invoice-corrections';
import { mailCorrection } from '../orders/order-invoicing';
import { orderMailData, queueOrderEmail } from '../orders/order-notifications';
import {
  lockOrderForReturn,
  putBackReturnedPieces,
  recordReturnSettled,
  recordReturnStep,
  refundReturn,
  returnPeriods,
} from '../orders/order-returns';
import type { StaffActor } from '../orders/order-staff';
import { sendRefunds } from '../payments/payment-refunds';
import { returnReceivedEmail, returnSettledEmail, type Settlement } from './return-mail';
import {
  findLinesOfReturns,
  findReturnsOfOrder,
  lockReturn,
  type Return,
  type ReturnLine,
  setLineOutcome,
  updateReturn,
} from './returns.repository';
import type { ReturnsContext } from './returns-context';

/**
 * What staff do with a return (docs/product-rules.md#after-sale): mark the parcel received, inspect each line
 * (accepted, or rejected with a reason) and settle — money back through the order's payments for returns announced
 * up to day 30 after delivery (and every statutory withdrawal), a gift card for later ones; accepted pieces go back
 * on stock. Each step locks the return row, so two staff members cannot settle one return twice.
 */

const mailInput = (ctx: ReturnsContext) => ({ publicUrl: ctx.config.publicUrl, now: ctx.now });

async function lockedReturn(tx: Tx, returnId: number): Promise<{ ret: Return; order: Order; orderLines: OrderLine[] }> {
  const ret = await lockReturn(tx, returnId);
  if (!ret) throw new NotFound('returns.not_found');
  const locked = await lockOrderForReturn(tx, ret.orderId);
  if (!locked) throw new NotFound('orders.not_found');
  return { ret, order: locked.order, orderLines: locked.lines };
}

function refuseStep(ret: Return, wanted: 'receive' | 'inspect' | 'settle'): never {
  if (ret.status === 'settled') throw new Conflict('returns.already_settled', {}, 'return_settled');
  const key: Record<typeof wanted, MessageKey> = {
    receive: 'returns.already_received',
    inspect: 'returns.not_received',
    settle: 'returns.not_inspected',
  };
  throw new Conflict(key[wanted], {}, 'return_step_not_allowed');
}

/** The parcel has reached the workshop. */
export async function receiveReturn(ctx: ReturnsContext, actor: StaffActor, returnId: number): Promise<string> {
  const number = await ctx.db.transaction(async (tx) => {
    const { ret, order } = await lockedReturn(tx, returnId);
    if (ret.status !== 'registered') refuseStep(ret, 'receive');
    await updateReturn(tx, ret.id, { status: 'received', receivedAt: ctx.now, updatedAt: ctx.now });
    await recordReturnStep(tx, order, 'received', { returnNumber: ret.returnNumber, by: actor.id, now: ctx.now });
    const data = await orderMailData(tx, order, mailInput(ctx));
    await queueOrderEmail(tx, order, 'return-received', (l) => returnReceivedEmail(l, data, ret), ctx.now);
    await actor.record(tx, 'return.received', { return_number: ret.returnNumber });
    return ret.returnNumber;
  });
  return translate(ctx.locale, 'returns.staff_received', { number });
}

function inspectionError(field: string, key: MessageKey): DomainError {
  return new DomainError(422, 'validation_failed', key, {}, { [field]: [key] });
}

/** Each line of the return, accepted or rejected with a reason; may be repeated until the return is settled. */
export async function inspectReturn(
  ctx: ReturnsContext,
  actor: StaffActor,
  returnId: number,
  input: AdminReturnInspectInput,
): Promise<string> {
  const number = await ctx.db.transaction(async (tx) => {
    const { ret, order } = await lockedReturn(tx, returnId);
    if (ret.status !== 'received' && ret.status !== 'inspected') refuseStep(ret, 'inspect');
    const lines = await findLinesOfReturns(tx, [ret.id]);
    const given = new Map(input.lines.map((l, i) => [l.id, { ...l, index: i }]));
    input.lines.forEach((l, i) => {
      if (!lines.some((line) => line.id === l.id)) throw inspectionError(`lines.${i}.id`, 'returns.line_not_in_return');
      if (l.outcome === 'rejected' && !l.rejection_reason) {
        throw inspectionError(`lines.${i}.rejection_reason`, 'returns.rejection_reason_required');
      }
    });
    if (lines.some((line) => !given.has(line.id))) throw inspectionError('lines', 'returns.inspect_every_line');
    for (const line of lines) {
      const verdict = given.get(line.id);
      if (!verdict) continue;
      await setLineOutcome(
        tx,
        line.id,
        verdict.outcome,
        verdict.outcome === 'rejected' ? (verdict.rejection_reason ?? null) : null,
      );
    }
    await updateReturn(tx, ret.id, { status: 'inspected', inspectedAt: ctx.now, updatedAt: ctx.now });
    await recordReturnStep(tx, order, 'inspected', { returnNumber: ret.returnNumber, by: actor.id, now: ctx.now });
    await actor.record(tx, 'return.inspected', {
      return_number: ret.returnNumber,
      lines: input.lines.map((l) => ({ id: l.id, outcome: l.outcome })),
    });
    return ret.returnNumber;
  });
  return translate(ctx.locale, 'returns.staff_inspected', { number });
}

/**
 * What the accepted pieces are worth as paid: their price less their share of the order's promo discount (gift
 * cards are not a discount). A statutory withdrawal that brings back the whole order also returns the delivery paid.
 */
export function acceptedValue(
  order: Order,
  orderLines: OrderLine[],
  accepted: { orderLineId: number; quantity: number }[],
) {
  let value = 0;
  for (const piece of accepted) {
    const line = orderLines.find((l) => l.id === piece.orderLineId);
    if (!line || order.subtotal <= 0) continue;
    const gross = line.unitPrice * piece.quantity;
    value += Math.round((gross * (order.subtotal - order.discount)) / order.subtotal);
  }
  return value;
}

/** Every piece of the order is in an accepted line of a settled return (this one counted as settled). */
function wholeOrderBack(orderLines: OrderLine[], acceptedLines: ReturnLine[]): boolean {
  return orderLines.every(
    (line) =>
      acceptedLines.filter((a) => a.orderLineId === line.id).reduce((sum, a) => sum + a.quantity, 0) >= line.quantity,
  );
}

type SettleResult = { number: string; settlement: Settlement; refundIds: number[]; restocked: boolean };

async function settleIn(ctx: ReturnsContext, actor: StaffActor, tx: Tx, returnId: number): Promise<SettleResult> {
  const { ret, order, orderLines } = await lockedReturn(tx, returnId);
  if (ret.status !== 'inspected') refuseStep(ret, 'settle');
  const lines = await findLinesOfReturns(tx, [ret.id]);
  const accepted = lines.filter((l) => l.outcome === 'accepted');
  const others = (await findReturnsOfOrder(tx, order.id)).filter((r) => r.status === 'settled' && r.id !== ret.id);
  const acceptedBefore = (
    await findLinesOfReturns(
      tx,
      others.map((r) => r.id),
    )
  ).filter((l) => l.outcome === 'accepted');
  const whole = accepted.length > 0 && wholeOrderBack(orderLines, [...acceptedBefore, ...accepted]);
  let value = acceptedValue(order, orderLines, accepted);
  if (value > 0 && whole && ret.kind === 'withdrawal') value += order.shipping;
  const periods = returnPeriods(order);
  const moneyBack = ret.kind === 'withdrawal' || (periods !== null && ret.registeredAt <= periods.moneyBackUntil);
  let settlement: Settlement = { kind: 'none', amount: 0 };
  let refundIds: number[] = [];
  let giftCardId: number | null = null;
  let cardAmount = 0;
  if (value > 0 && moneyBack) {
    const refund = await refundReturn(tx, order, value, { returnNumber: ret.returnNumber, by: actor.id, now: ctx.now });
    refundIds = refund.refundIds;
    settlement = { kind: 'refund', amount: refund.amount };
    value -= refund.amount;
  }
  // After day 30 — or for what the payments cannot give back (paid with gift cards) — a gift card.
  if (value > 0) {
    const card = await issueGiftCard(
      tx,
      {
        amountGrosze: value,
        email: order.email,
        lang: order.locale as Locale,
        kind: 'return',
        orderId: order.id,
        returnId: ret.id,
        issuedByUserId: actor.id ?? undefined,
      },
      ctx.now,
    );
    giftCardId = card.id;
    cardAmount = value;
    settlement =
      settlement.kind === 'refund'
        ? settlement
        : { kind: 'gift_card', amount: value, codeLast4: card.codeLast4, expiresAt: card.expiresAt };
  }
  const pieces = accepted.flatMap((a) => {
    const line = orderLines.find((l) => l.id === a.orderLineId);
    return line ? [{ line, quantity: a.quantity }] : [];
  });
  if (pieces.length) await putBackReturnedPieces(tx, pieces);
  // The buyer's invoice (if any) is corrected by what came back and what was given back (docs/product-rules.md#invoices).
  const correction = await issueCorrectionForReturn(tx, {
    orderId: order.id,
    pieces: pieces.map((p) => ({ sku: p.line.sku, quantity: p.quantity })),
    refundGrosze: (settlement.kind === 'refund' ? settlement.amount : 0) + cardAmount,
    now: ctx.now,
    by: actor.id,
  });
  await mailCorrection(tx, order, correction, mailInput(ctx));
  await recordReturnSettled(tx, order, {
    returnNumber: ret.returnNumber,
    withdrawalId: ret.withdrawalId,
    wholeOrderBack: whole,
    by: actor.id,
    now: ctx.now,
  });
  await updateReturn(tx, ret.id, {
    status: 'settled',
    settlement: settlement.kind,
    settledAmount: (settlement.kind === 'refund' ? settlement.amount : 0) + cardAmount,
    giftCardId,
    refundIds,
    settledAt: ctx.now,
    updatedAt: ctx.now,
  });
  const rejected = lines
    .filter((l) => l.outcome === 'rejected')
    .map((l) => ({
      name: orderLines.find((o) => o.id === l.orderLineId)?.productName ?? '',
      quantity: l.quantity,
      reason: l.rejectionReason ?? '',
    }));
  const data = await orderMailData(tx, order, mailInput(ctx));
  await queueOrderEmail(
    tx,
    order,
    'return-settled',
    (l) => returnSettledEmail(l, data, { ret, settlement, rejected }),
    ctx.now,
  );
  await actor.record(tx, 'return.settled', {
    return_number: ret.returnNumber,
    settlement: settlement.kind,
    amount: settlement.amount / 100,
    gift_card_id: giftCardId,
    refund_ids: refundIds,
  });
  return { number: ret.returnNumber, settlement, refundIds, restocked: pieces.length > 0 };
}

/** Settles an inspected return; the refund request leaves for the provider after the commit. */
export async function settleReturn(ctx: ReturnsContext, actor: StaffActor, returnId: number): Promise<string> {
  const result = await ctx.db.transaction((tx) => settleIn(ctx, actor, tx, returnId));
  if (result.restocked) catalogueVersion.bump();
  if (result.refundIds.length) await sendRefunds(ctx, result.refundIds);
  const amount = formatPrice(result.settlement.amount, ctx.locale);
  const key: Record<Settlement['kind'], MessageKey> = {
    refund: 'returns.staff_settled_refund',
    gift_card: 'returns.staff_settled_gift_card',
    none: 'returns.staff_settled_nothing',
  };
  return translate(ctx.locale, key[result.settlement.kind], { number: result.number, amount });
}
