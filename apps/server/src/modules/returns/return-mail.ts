import type { Locale } from '@atelier/contracts';
import { emailText } from '../../i18n/emails';
import { formatPrice } from '../../shared/money';
import { greeting, plainEmail, type RenderedEmail } from '../mail/mail.templates';
import { formatDateTime } from '../orders/business-days';
import { type OrderMailData, viewButton } from '../orders/order-mail';
import { returnAddress, SHOP_POLICY } from '../pages/shop-facts';
import type { Return } from './returns.repository';

/**
 * The customer's e-mails about a return (docs/product-rules.md#after-sale), in the order's language: registered
 * (number, how to send the parcel, where to, what happens next), received, settled (refund or gift card).
 * The words are in i18n/emails.ts.
 */

type ReturnedLine = { name: string; quantity: number };

const linesText = (lines: ReturnedLine[]) => lines.map((l) => `${l.name} × ${l.quantity}`).join(', ');

function howToSend(locale: Locale, ret: Return): string[] {
  const address = returnAddress();
  if (ret.method === 'inpost_code' && ret.inpostCode) {
    return [
      emailText(locale, 'return_registered.inpost_code', { code: ret.inpostCode }),
      emailText(locale, 'return_registered.inpost_how'),
      emailText(locale, 'return_registered.address_for_reference', { address }),
    ];
  }
  return [emailText(locale, 'return_registered.own', { address, number: ret.returnNumber })];
}

export function returnRegisteredEmail(
  locale: Locale,
  data: OrderMailData,
  input: { ret: Return; lines: ReturnedLine[]; moneyBack: boolean },
): RenderedEmail {
  const { order } = data;
  const { ret } = input;
  const number = ret.returnNumber;
  const paragraphs = [greeting(locale, order.billingFirstName)];
  if (ret.kind === 'withdrawal') {
    paragraphs.push(
      emailText(locale, 'return_registered.withdrawal', {
        when: formatDateTime(ret.registeredAt, locale),
        order: order.orderNumber,
      }),
    );
  }
  paragraphs.push(
    emailText(locale, 'return_registered.body', { number, order: order.orderNumber }),
    emailText(locale, 'return_registered.lines', { lines: linesText(input.lines) }),
    ...howToSend(locale, ret),
    emailText(locale, 'return_registered.unused'),
    input.moneyBack
      ? emailText(locale, 'return_registered.next_refund', { days: SHOP_POLICY.refundDays })
      : emailText(locale, 'return_registered.next_gift_card', { months: SHOP_POLICY.giftCardValidMonths }),
  );
  return plainEmail(locale, {
    subject: emailText(locale, 'return_registered.subject', { number, order: order.orderNumber }),
    title: emailText(locale, 'return_registered.title'),
    paragraphs,
    button: viewButton(locale, data),
  });
}

export function returnReceivedEmail(locale: Locale, data: OrderMailData, ret: Return): RenderedEmail {
  const number = ret.returnNumber;
  return plainEmail(locale, {
    subject: emailText(locale, 'return_received.subject', { number }),
    title: emailText(locale, 'return_received.title'),
    paragraphs: [
      greeting(locale, data.order.billingFirstName),
      emailText(locale, 'return_received.body', { number, order: data.order.orderNumber }),
      emailText(locale, 'return_received.next', { days: SHOP_POLICY.refundDays }),
    ],
    button: viewButton(locale, data),
  });
}

export type Settlement =
  | { kind: 'refund'; amount: number }
  | { kind: 'gift_card'; amount: number; codeLast4: string; expiresAt: Date }
  | { kind: 'none'; amount: 0 };

export function returnSettledEmail(
  locale: Locale,
  data: OrderMailData,
  input: { ret: Return; settlement: Settlement; rejected: { name: string; quantity: number; reason: string }[] },
): RenderedEmail {
  const number = input.ret.returnNumber;
  const { settlement } = input;
  const paragraphs = [greeting(locale, data.order.billingFirstName)];
  const amount = formatPrice(settlement.amount, locale);
  if (settlement.kind === 'refund') {
    paragraphs.push(emailText(locale, 'return_settled.refund', { number, amount, days: SHOP_POLICY.refundDays }));
  } else if (settlement.kind === 'gift_card') {
    paragraphs.push(
      emailText(locale, 'return_settled.gift_card', {
        number,
        amount,
        last4: settlement.codeLast4,
        until: formatDateTime(settlement.expiresAt, locale),
      }),
    );
  } else {
    paragraphs.push(emailText(locale, 'return_settled.nothing', { number }));
  }
  for (const line of input.rejected) {
    paragraphs.push(
      emailText(locale, 'return_settled.rejected_line', {
        name: line.name,
        quantity: line.quantity,
        reason: line.reason,
      }),
    );
  }
  if (input.rejected.length) paragraphs.push(emailText(locale, 'return_settled.rejected_next'));
  return plainEmail(locale, {
    subject: emailText(locale, 'return_settled.subject', { number }),
    title: emailText(locale, 'return_settled.title'),
    paragraphs,
    button: viewButton(locale, data),
  });
}
