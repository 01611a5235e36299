import type { Tx } from '../../db/client';
import type { Order } from '../../db/schema';
import type { Grosze } from '../../shared/money';
import { issueGiftCard } from '../gift-cards/gift-card-issuing';
import { findGiftCardsBoughtBy } from '../gift-cards/gift-cards.repository';
import { findOrderLines, insertHistory, updateOrder } from './orders.repository';

/**
 * What gift cards mean to an order (docs/product-rules.md#gift-cards). The gift-cards module keeps the cards and
 * their ledger; an order's states change only here.
 */

/** What the payment must bring: the total less what gift cards paid. */
export function amountToPay(order: Pick<Order, 'total' | 'giftCardsTotal'>): Grosze {
  return order.total - order.giftCardsTotal;
}

/**
 * The order is paid: every gift card it bought is issued and e-mailed (one card per piece), in the payment's
 * transaction. An order of gift cards only has nothing to ship: it is delivered by those e-mails at once.
 * Safe to call twice — cards already issued for the order are not issued again.
 */
export async function issueGiftCardsBoughtBy(tx: Tx, order: Order, now: Date): Promise<void> {
  const lines = await findOrderLines(tx, [order.id]);
  const cardLines = lines.filter((l) => l.isGiftCard);
  if (!cardLines.length) return;
  if ((await findGiftCardsBoughtBy(tx, order.id)).length) return;
  for (const line of cardLines) {
    for (let piece = 0; piece < line.quantity; piece++) {
      await issueGiftCard(
        tx,
        {
          amountGrosze: line.unitPrice,
          email: order.email,
          lang: order.locale === 'en' ? 'en' : 'pl',
          kind: 'sold',
          orderId: order.id,
        },
        now,
      );
    }
  }
  if (cardLines.length === lines.length && order.status === 'in_preparation') {
    await updateOrder(tx, order.id, { status: 'delivered', shippedAt: now, deliveredAt: now, updatedAt: now });
    await insertHistory(tx, { orderId: order.id, status: 'delivered', note: 'gift_cards_emailed', at: now });
  }
}
