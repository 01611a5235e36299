import type { Locale, ReturnCreateBody, ReturnCreateResponse, ReturnKindCode } from '@atelier/contracts';
import type { Tx } from '../../db/client';
import type { Order, OrderLine } from '../../db/schema';
import { Conflict, DomainError, NotFound } from '../../errors';
import { type MessageKey, translate } from '../../i18n/messages';
import { formatDateTime, warsawYear } from '../orders/business-days';
import { orderMailData, queueOrderEmail } from '../orders/order-notifications';
import {
  lockOrderForReturn,
  type ReturnPeriods,
  recordReturnRegistered,
  rememberWithdrawalEmail,
  returnPeriods,
} from '../orders/order-returns';
import { findOrder } from '../orders/orders.repository';
import { returnAddress } from '../pages/shop-facts';
import type { ReturnCodeSource } from './return-codes';
import { returnRegisteredEmail } from './return-mail';
import { insertReturn, nextReturnSequence, type Return, returnedPieces } from './returns.repository';
import type { ReturnsContext } from './returns-context';

/**
 * Registering a return (docs/product-rules.md#after-sale): delivered lines, within 90 days of delivery, at most the
 * pieces not yet returned. The order row is locked while the pieces are counted, so a double click or a second tab
 * registers one return and the other request is told the pieces are already on their way back.
 */

type Picked = { line: OrderLine; quantity: number };

/** 422 with the message in full and, on the field, its short form (field messages take no parameters). */
function fieldError(
  field: string,
  key: MessageKey,
  params: Record<string, string | number> = {},
  fieldKey: MessageKey = key,
): DomainError {
  return new DomainError(422, 'validation_failed', key, params, { [field]: [fieldKey] });
}

function checkPeriod(ctx: ReturnsContext, order: Order): ReturnPeriods {
  const periods = returnPeriods(order);
  if (order.status !== 'delivered' || !periods) {
    if (order.status === 'returned') throw new Conflict('returns.order_returned', {}, 'return_nothing_left');
    throw new Conflict('returns.not_delivered', {}, 'return_not_delivered');
  }
  if (ctx.now.getTime() > periods.returnUntil.getTime()) {
    throw new Conflict(
      'returns.expired',
      { date: formatDateTime(periods.returnUntil, ctx.locale), days: 90 },
      'return_expired',
    );
  }
  return periods;
}

/** The lines the customer picked, each within what is left to return; 422 on the field, 409 when all is back. */
function pickLines(body: Pick<RegisterInput, 'lines'>, lines: OrderLine[], returned: Map<number, number>): Picked[] {
  const seen = new Set<number>();
  const picked: Picked[] = [];
  let alreadyBack = 0;
  body.lines.forEach((wanted, i) => {
    const line = lines.find((l) => l.id === wanted.order_item_id);
    if (!line) throw fieldError(`lines.${i}.order_item_id`, 'returns.line_not_in_order');
    if (seen.has(line.id)) throw fieldError(`lines.${i}.order_item_id`, 'returns.line_twice');
    seen.add(line.id);
    const left = line.quantity - (returned.get(line.id) ?? 0);
    if (left <= 0) {
      alreadyBack += 1;
      return;
    }
    if (wanted.quantity > left) {
      throw fieldError(
        `lines.${i}.quantity`,
        'returns.quantity_over',
        { max: left, product: line.productName },
        'returns.quantity_over_field',
      );
    }
    picked.push({ line, quantity: wanted.quantity });
  });
  if (alreadyBack > 0 || !picked.length) {
    throw new Conflict('returns.already_registered', {}, 'return_already_registered');
  }
  return picked;
}

/** "Nie spełnia oczekiwań: za ciemny" — the reason's label and the customer's words, for the statement. */
function reasonText(locale: Locale, body: Pick<ReturnCreateBody, 'reason' | 'comment'>): string {
  const label = translate(locale, `returns.reason.${body.reason}` as MessageKey);
  return body.comment ? `${label}: ${body.comment}` : label;
}

export type RegisterInput = {
  lines: { order_item_id: number; quantity: number }[];
  reason: ReturnCreateBody['reason'] | null;
  comment?: string | null;
  method: ReturnCreateBody['method'];
  /** Who registers: the signed-in customer, or null for a guest. */
  by: number | null;
  /**
   * The consumer's own name and e-mail for the statement of withdrawal (the older whole-order form gives them), and
   * the confirmation e-mail it sends instead of the return's own, queued in the same transaction.
   */
  statement?: {
    name: string;
    email: string;
    reason: string | null;
    confirm: (tx: Tx, order: Order) => Promise<number>;
  };
};

type Registered = { ret: Return; order: Order; statementAt: Date | null; withdrawalId: number | null };

/**
 * Writes the return, its lines, the order's history (and statement of withdrawal) and the customer's e-mail in
 * one transaction. `codeFor` runs before the lock when the parcel comes back with an InPost code, so a slow ShipX
 * never holds the order row.
 */
export async function registerReturn(
  ctx: ReturnsContext,
  orderId: number,
  input: RegisterInput,
  codeFor: ReturnCodeSource,
): Promise<Registered> {
  const preview = await findOrder(ctx.db, orderId);
  if (!preview) throw new NotFound('orders.not_found');
  checkPeriod(ctx, preview);
  // The number comes first (a sequence: a refused return leaves a gap, as orders do), so the InPost code is
  // asked for with it as the reference — before the lock, so a slow ShipX never holds the order row.
  const returnNumber = `ZW-${warsawYear(ctx.now)}-${String(await nextReturnSequence(ctx.db)).padStart(6, '0')}`;
  const inpostCode = input.method === 'inpost_code' ? await codeFor(returnNumber, preview) : null;
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrderForReturn(tx, orderId);
    if (!locked) throw new NotFound('orders.not_found');
    const { order, lines } = locked;
    const periods = checkPeriod(ctx, order);
    const picked = pickLines(input, lines, await returnedPieces(tx, order.id));
    const kind: ReturnKindCode = ctx.now.getTime() <= periods.withdrawalUntil.getTime() ? 'withdrawal' : 'voluntary';
    const chosenLines = picked.map((p) => ({ orderLineId: p.line.id, quantity: p.quantity }));
    const given = input.statement
      ? { name: input.statement.name, email: input.statement.email, reason: input.statement.reason }
      : null;
    const statement =
      kind === 'withdrawal'
        ? (given ?? {
            name: `${order.billingFirstName} ${order.billingLastName}`.trim(),
            email: order.email,
            reason: input.reason
              ? reasonText(order.locale as Locale, { reason: input.reason, comment: input.comment })
              : null,
          })
        : null;
    const { withdrawalId } = await recordReturnRegistered(tx, order, {
      returnNumber,
      statement: statement ? { ...statement, lines: chosenLines } : null,
      by: input.by,
      now: ctx.now,
    });
    const ret = await insertReturn(
      tx,
      {
        returnNumber,
        orderId: order.id,
        kind,
        method: input.method,
        inpostCode,
        reason: input.reason,
        comment: input.comment ?? null,
        withdrawalId,
        registeredBy: input.by,
        registeredAt: ctx.now,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      },
      chosenLines,
    );
    const emailId = input.statement
      ? await input.statement.confirm(tx, order)
      : await queueRegisteredEmail(ctx, tx, order, ret, picked, periods);
    if (withdrawalId !== null) await rememberWithdrawalEmail(tx, withdrawalId, emailId);
    return { ret, order, statementAt: statement ? ctx.now : null, withdrawalId };
  });
}

async function queueRegisteredEmail(
  ctx: ReturnsContext,
  tx: Tx,
  order: Order,
  ret: Return,
  picked: Picked[],
  periods: ReturnPeriods,
): Promise<number> {
  const data = await orderMailData(tx, order, { publicUrl: ctx.config.publicUrl, now: ctx.now });
  return queueOrderEmail(
    tx,
    order,
    'return-registered',
    (l) =>
      returnRegisteredEmail(l, data, {
        ret,
        lines: picked.map((p) => ({ name: p.line.productName, quantity: p.quantity })),
        moneyBack: ret.registeredAt.getTime() <= periods.moneyBackUntil.getTime(),
      }),
    ctx.now,
  );
}

/** POST /api/orders/{id}/returns (the route checked access to the order). */
export async function startReturn(
  ctx: ReturnsContext,
  order: Order,
  body: ReturnCreateBody,
  by: number | null,
  codeFor: ReturnCodeSource,
): Promise<ReturnCreateResponse> {
  const { ret } = await registerReturn(
    ctx,
    order.id,
    { lines: body.lines, reason: body.reason, comment: body.comment, method: body.method, by },
    codeFor,
  );
  return {
    success: true,
    message: translate(ctx.locale, ret.kind === 'withdrawal' ? 'returns.registered_withdrawal' : 'returns.registered', {
      number: ret.returnNumber,
    }),
    data: {
      id: ret.id,
      return_number: ret.returnNumber,
      status: ret.status,
      kind: ret.kind,
      ...(ret.inpostCode ? { inpost_code: ret.inpostCode } : {}),
      return_address: returnAddress(),
    },
  };
}
