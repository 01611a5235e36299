import type { Locale } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client';
import type { EmailAttachmentRef, Order } from '../../db/schema';
import { hashToken, randomToken } from '../../shared/secrets';
import { findColourNames } from '../catalog/catalog.repository';
import { queueEmail } from '../mail/mail.service';
import type { RenderedEmail } from '../mail/mail.templates';
import { findMethod, loadShippingRules, methodName } from '../shipping/shipping.service';
import type { OrderMailData } from './order-mail';
import { findOrderLines, insertAccessToken } from './orders.repository';

/**
 * Links to an order and the e-mails about it, shared by the orders and payments modules. A guest's links
 * carry an order access token (random, stored as a hash): each e-mail gets its own, so none depends on a
 * token the server can no longer read.
 */

/** Issues a new access token to one order for a guest; answers the token itself (only its hash is kept). */
export async function issueOrderToken(db: DbOrTx, orderId: number, now: Date): Promise<string> {
  const token = randomToken();
  await insertAccessToken(db, orderId, hashToken(token), now);
  return token;
}

export type OrderLinks = { orderUrl: string; paymentUrl: string; guestToken: string | null };

/** Guests' orders are those without an account (placed as a guest, or the account was deleted since). */
export const isGuestOrder = (order: Order) => order.userId === null;

export async function orderLinks(
  db: DbOrTx,
  order: Order,
  input: { publicUrl: string; now: Date; guestToken?: string | null },
): Promise<OrderLinks> {
  const locale = order.locale as Locale;
  const base = `${input.publicUrl}/${locale}`;
  if (!isGuestOrder(order)) {
    return { orderUrl: `${base}/orders/${order.id}`, paymentUrl: `${base}/payment/${order.id}`, guestToken: null };
  }
  const token = input.guestToken ?? (await issueOrderToken(db, order.id, input.now));
  return {
    orderUrl: `${base}/orders/guest/${token}`,
    paymentUrl: `${base}/payment/${order.id}?token=${token}`,
    guestToken: token,
  };
}

export async function orderMailData(
  db: DbOrTx,
  order: Order,
  input: { publicUrl: string; now: Date; guestToken?: string | null },
): Promise<OrderMailData> {
  const locale = order.locale as Locale;
  const lines = await findOrderLines(db, [order.id]);
  const rules = await loadShippingRules(db);
  const colourNames = await findColourNames(db, locale);
  const method = findMethod(rules, order.deliveryMethodCode);
  const links = await orderLinks(db, order, input);
  return {
    order,
    lines,
    deliveryName: method ? methodName(method, locale) : order.deliveryMethodCode,
    orderUrl: links.orderUrl,
    paymentUrl: links.paymentUrl,
    guest: isGuestOrder(order),
    colourNames,
    madeToOrderDays: rules.madeToOrderDays,
  };
}

/** Puts an e-mail about the order into the outbox, in the caller's transaction and the order's language. */
export async function queueOrderEmail(
  db: DbOrTx,
  order: Order,
  template: string,
  render: (locale: Locale) => RenderedEmail,
  now: Date,
  attachments: EmailAttachmentRef[] = [],
): Promise<number> {
  const locale = order.locale as Locale;
  const email = render(locale);
  return queueEmail(db, { to: order.email, ...email, template, locale, attachments }, { now });
}
