import type { Locale } from '@atelier/contracts';
import type { Db } from '../../db/client';
import type { Order } from '../../db/schema';
import { type Pdf, startPdf } from '../../shared/pdf';
import type { SellerIdentity } from '../invoices/invoice-document';
import { findOrderLines } from '../orders/orders.repository';

/**
 * The statutory model withdrawal form (docs/product-rules.md#legal): Annex 2 to the Polish Consumer Rights Act
 * (Załącznik nr 2 do ustawy o prawach konsumenta), in English the model form of Directive 2011/83/EU Annex I(B).
 * The addressee is the seller identity in force (name, postal address, e-mail); for an order its reader may see,
 * the order's number, dates, goods and the consumer's name and address are filled in, the rest left to write.
 */

/** What an order fills in; every field may stay blank for the consumer to write. */
export type WithdrawalFormOrder = {
  orderNumber: string;
  orderedAt: Date;
  deliveredAt: Date | null;
  consumerName: string;
  consumerAddress: string;
  goods: string[];
};

type Wording = {
  title: string;
  instruction: string;
  source: string;
  demo: string;
  addressee: string;
  statement: string;
  orderNumber: string;
  dates: string;
  ordered: string;
  received: string;
  consumerName: string;
  consumerAddress: string;
  signature: string;
  date: string;
  strike: string;
  footer: string;
};

const WORDING: Record<Locale, Wording> = {
  pl: {
    title: 'Wzór formularza odstąpienia od umowy',
    instruction: '(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)',
    source: 'Załącznik nr 2 do ustawy z dnia 30 maja 2014 r. o prawach konsumenta',
    demo: 'DANE PRZYKŁADOWE — sklep demonstracyjny, dane sprzedawcy nie są prawdziwe',
    addressee: 'Adresat',
    statement:
      'Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy(*) umowy dostawy następujących rzeczy(*) umowy o dzieło polegającej na wykonaniu następujących rzeczy(*)/o świadczenie następującej usługi(*)',
    orderNumber: 'Numer zamówienia',
    dates: 'Data zawarcia umowy(*)/odbioru(*)',
    ordered: 'zawarcie umowy',
    received: 'odbiór',
    consumerName: 'Imię i nazwisko konsumenta(-ów)',
    consumerAddress: 'Adres konsumenta(-ów)',
    signature: 'Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej)',
    date: 'Data',
    strike: '(*) Niepotrzebne skreślić.',
    footer:
      'Formularz można odesłać pocztą lub e-mailem na adres powyżej. Od umowy można też odstąpić bez formularza, na stronie zamówienia w sklepie.',
  },
  en: {
    title: 'Model withdrawal form',
    instruction: '(complete and return this form only if you wish to withdraw from the contract)',
    source:
      'Directive 2011/83/EU, Annex I(B); in Polish law Annex 2 to the Consumer Rights Act of 30 May 2014 (Polish version available in the shop)',
    demo: 'DEMO DATA — a demonstration shop, the seller details are not real',
    addressee: 'To',
    statement:
      'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)',
    orderNumber: 'Order number',
    dates: 'Ordered on (*)/received on (*)',
    ordered: 'ordered on',
    received: 'received on',
    consumerName: 'Name of consumer(s)',
    consumerAddress: 'Address of consumer(s)',
    signature: 'Signature of consumer(s) (only if this form is notified on paper)',
    date: 'Date',
    strike: '(*) Delete as appropriate.',
    footer:
      'Send the form by post or e-mail to the address above. You may also withdraw without the form, on the order’s page in the shop.',
  },
};

const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN;
const INK = '#1f1a17';
const MUTED = '#6b625b';
const RULE = '#9c918a';

function day(instant: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Warsaw',
  }).format(instant);
}

/** A dash-led item of the form: its label, then the filled value or lines to write on. */
function item(pdf: Pdf, label: string, value: string | string[] | null, blankLines = 1) {
  pdf.moveDown(0.9);
  pdf.font('bold').fontSize(10.5).fillColor(INK).text(`– ${label}:`, MARGIN, pdf.y, { width: WIDTH });
  const values = Array.isArray(value) ? value : value ? [value] : [];
  if (values.length > 0) {
    pdf.moveDown(0.3);
    pdf
      .font('regular')
      .fontSize(10.5)
      .text(values.join('\n'), MARGIN + 12, pdf.y, { width: WIDTH - 12 });
    return;
  }
  for (let line = 0; line < blankLines; line += 1) {
    const y = pdf.y + 22;
    pdf
      .moveTo(MARGIN + 12, y)
      .lineTo(MARGIN + WIDTH, y)
      .dash(1.5, { space: 2.5 })
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke()
      .undash();
    pdf.y = y + 2;
  }
}

function sellerLines(seller: SellerIdentity): string[] {
  return [seller.name, seller.street, `${seller.postalCode} ${seller.city}`.trim(), `e-mail: ${seller.email}`];
}

/** The model withdrawal form's PDF bytes, in the language asked for. */
export function renderWithdrawalForm(
  seller: SellerIdentity,
  locale: Locale,
  order: WithdrawalFormOrder | null,
): Promise<Buffer> {
  const words = WORDING[locale];
  const { pdf, bytes } = startPdf({
    margin: MARGIN,
    info: {
      Title: order ? `${words.title} — ${order.orderNumber}` : words.title,
      Author: seller.name,
      Subject: order?.orderNumber ?? words.source,
    },
    lang: locale === 'pl' ? 'pl-PL' : 'en-GB',
  });
  pdf.font('bold').fontSize(17).fillColor(INK).text(words.title, MARGIN, MARGIN, { width: WIDTH });
  pdf.moveDown(0.2).font('regular').fontSize(10).fillColor(INK).text(words.instruction, { width: WIDTH });
  pdf.moveDown(0.3).fontSize(8.5).fillColor(MUTED).text(words.source, { width: WIDTH });
  if (seller.demo) pdf.moveDown(0.4).font('bold').fontSize(8.5).fillColor('#a3341f').text(words.demo);
  pdf.fillColor(INK);

  item(pdf, words.addressee, sellerLines(seller));
  item(pdf, words.statement, order?.goods ?? null, 3);
  item(pdf, words.orderNumber, order?.orderNumber ?? null);
  const dates = order
    ? [
        `${words.ordered}: ${day(order.orderedAt, locale)}`,
        ...(order.deliveredAt ? [`${words.received}: ${day(order.deliveredAt, locale)}`] : []),
      ]
    : null;
  item(pdf, words.dates, dates);
  item(pdf, words.consumerName, order?.consumerName ?? null);
  item(pdf, words.consumerAddress, order?.consumerAddress ?? null, 2);
  item(pdf, words.signature, null);
  item(pdf, words.date, null);

  pdf.moveDown(1.4).font('regular').fontSize(9).fillColor(INK).text(words.strike, MARGIN, pdf.y, { width: WIDTH });
  pdf.moveDown(0.8).fontSize(8.5).fillColor(MUTED).text(words.footer, { width: WIDTH });
  pdf.end();
  return bytes;
}

/** The order as the form prints it: the buyer's name and address, the goods with their quantities. */
export async function withdrawalFormOrder(db: Db, order: Order): Promise<WithdrawalFormOrder> {
  const lines = await findOrderLines(db, [order.id]);
  const house = [order.billingHouse, order.billingApartment].filter(Boolean).join('/');
  const postal = [order.billingPostalCode, order.billingCity].filter(Boolean).join(' ');
  return {
    orderNumber: order.orderNumber,
    orderedAt: order.createdAt,
    deliveredAt: order.deliveredAt,
    consumerName: `${order.billingFirstName} ${order.billingLastName}`.trim(),
    consumerAddress: [`${order.billingStreet} ${house}`.trim(), postal].filter(Boolean).join(', '),
    goods: lines.map((line) => {
      const size = line.size ? ` (${line.size})` : '';
      return `${line.productName}${size} × ${line.quantity}`;
    }),
  };
}
