import { type Locale, WITHDRAWAL_DAYS } from '@atelier/contracts';
import type { Db } from '../../db/client';
import type { Order, OrderLine } from '../../db/schema';
import { NotFound } from '../../errors';
import { findColourNames } from '../catalog/catalog.repository';
import { escapeHtml } from '../mail/mail.templates';
import { findOrder, findOrderLines } from '../orders/orders.repository';
import { SHOP_CONTACT } from '../pages/shop-facts';
import { findMethod, loadShippingRules, methodName } from '../shipping/shipping.service';
import { warsawDateTime } from './admin-orders-query';

/**
 * The packing slip staff print and put into the parcel: who it goes to, what is inside (with a box to tick
 * while packing), the customer's notes and the return information. No prices: a parcel may be a gift.
 * A self-contained A4 page in Polish or English (`?locale=`), readable on screen and clean on paper.
 */

const WORDS = {
  pl: {
    title: 'List przesyłki',
    order: 'Zamówienie',
    placed: 'Data złożenia',
    delivery: 'Dostawa',
    locker: 'Paczkomat',
    recipient: 'Odbiorca',
    contact: 'Kontakt',
    items: 'Zawartość paczki',
    sku: 'SKU',
    product: 'Produkt',
    size: 'Rozmiar',
    colour: 'Kolor',
    quantity: 'Ilość',
    packed: 'Spakowano',
    madeToOrder: 'na zamówienie',
    pieces: 'Razem sztuk',
    notes: 'Uwagi klienta',
    returns: `Masz ${WITHDRAWAL_DAYS} dni od doręczenia na odstąpienie od umowy bez podania przyczyny — skorzystaj z przycisku „Odstąp od umowy” w szczegółach zamówienia. Nieużywane produkty możesz też zwrócić do 90 dni.`,
    thanks: 'Dziękujemy za zakupy w Atelier — każdy produkt uszyliśmy ręcznie we Wrocławiu.',
  },
  en: {
    title: 'Packing slip',
    order: 'Order',
    placed: 'Placed',
    delivery: 'Delivery',
    locker: 'Parcel locker',
    recipient: 'Recipient',
    contact: 'Contact',
    items: 'In this parcel',
    sku: 'SKU',
    product: 'Product',
    size: 'Size',
    colour: 'Colour',
    quantity: 'Qty',
    packed: 'Packed',
    madeToOrder: 'made to order',
    pieces: 'Pieces in total',
    notes: 'Customer notes',
    returns: `You may withdraw from the contract within ${WITHDRAWAL_DAYS} days of delivery without giving a reason — use "Withdraw from contract" in the order details. Unused products can also be returned within 90 days.`,
    thanks: 'Thank you for shopping at Atelier — every piece was stitched by hand in Wrocław.',
  },
} satisfies Record<Locale, Record<string, string>>;

const STYLE = `
  @page { size: A4; margin: 15mm; }
  * { box-sizing: border-box; }
  body { margin: 0 auto; max-width: 190mm; padding: 16px; font: 11pt/1.45 Helvetica, Arial, sans-serif; color: #000; background: #fff; }
  header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #000; padding-bottom: 8px; margin-bottom: 16px; }
  .brand { font: 20pt Georgia, 'Times New Roman', serif; letter-spacing: 2px; margin: 0; }
  .shop { margin: 4px 0 0; font-size: 9pt; }
  h1 { font-size: 14pt; margin: 0; text-align: right; }
  .number { font-size: 16pt; font-weight: bold; text-align: right; margin: 4px 0 0; }
  .columns { display: flex; gap: 24px; margin-bottom: 16px; }
  .columns section { flex: 1; border: 1px solid #000; padding: 8px 12px; }
  h2 { font-size: 10pt; text-transform: uppercase; letter-spacing: 1px; margin: 0 0 6px; }
  p { margin: 0 0 4px; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 12px; }
  th, td { border: 1px solid #000; padding: 6px 8px; text-align: left; vertical-align: top; }
  th { background: #eee; font-size: 9pt; text-transform: uppercase; }
  td.qty, th.qty { text-align: right; width: 12%; }
  td.tick, th.tick { text-align: center; width: 12%; }
  .tick span { display: inline-block; width: 14px; height: 14px; border: 1.5px solid #000; }
  .mto { font-size: 9pt; font-style: italic; }
  .notes { border: 1px dashed #000; padding: 8px 12px; margin-bottom: 16px; white-space: pre-wrap; }
  footer { border-top: 1px solid #000; padding-top: 8px; font-size: 9pt; }
  @media print { body { padding: 0; } th { -webkit-print-color-adjust: exact; print-color-adjust: exact; } }
`;

type SlipInput = {
  order: Order;
  lines: OrderLine[];
  deliveryName: string;
  colours: Map<string, string>;
};

const e = (value: string | null | undefined) => escapeHtml(value ?? '');

function recipientBlock(order: Order): string[] {
  const apartment = order.shippingApartment ? `/${order.shippingApartment}` : '';
  return [
    `${order.shippingFirstName} ${order.shippingLastName}`,
    order.shippingCompany ?? '',
    `${order.shippingStreet} ${order.shippingHouse}${apartment}`,
    [order.shippingPostalCode, order.shippingCity].filter(Boolean).join(' '),
  ].filter(Boolean);
}

function deliveryBlock(order: Order, deliveryName: string, w: (typeof WORDS)[Locale]): string[] {
  if (order.deliveryMethodCode !== 'inpost') return [deliveryName];
  const point = order.inpostPointData;
  const address = [point?.address?.line1, [point?.address?.postCode, point?.address?.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    deliveryName,
    `${w.locker}: <strong>${e(point?.id ?? order.inpostPoint)}</strong>`,
    ...(address ? [e(address)] : []),
    ...(point?.locationDescription ? [e(point.locationDescription)] : []),
  ];
}

function lineRow(line: OrderLine, input: SlipInput, w: (typeof WORDS)[Locale]): string {
  const size = line.size && line.size !== 'one_size' ? line.size : '—';
  const colour = line.colourCode ? (input.colours.get(line.colourCode) ?? line.colourCode) : '—';
  const made = line.madeToOrder ? `<br><span class="mto">${e(w.madeToOrder)}</span>` : '';
  return `<tr><td>${e(line.sku)}</td><td>${e(line.productName)}${made}</td><td>${e(size)}</td><td>${e(colour)}</td><td class="qty">${line.quantity}</td><td class="tick"><span aria-hidden="true"></span></td></tr>`;
}

export function renderPackingSlip(input: SlipInput, locale: Locale): string {
  const w = WORDS[locale];
  const { order, lines } = input;
  const office = SHOP_CONTACT.office;
  const pieces = lines.reduce((sum, l) => sum + l.quantity, 0);
  // Delivery lines are built from escaped parts (the locker line carries <strong>).
  const delivery = deliveryBlock(order, e(input.deliveryName), w);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(w.title)} — ${e(order.orderNumber)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <div>
    <p class="brand">ATELIER</p>
    <p class="shop">${e(office.name)}, ${e(office.street)}, ${e(office.postal_code)} ${e(office.city)} · ${e(SHOP_CONTACT.phone)}</p>
  </div>
  <div>
    <h1>${e(w.title)}</h1>
    <p class="number">${e(order.orderNumber)}</p>
    <p>${e(w.placed)}: ${e(warsawDateTime(order.createdAt))}</p>
  </div>
</header>
<div class="columns">
  <section aria-labelledby="slip-recipient">
    <h2 id="slip-recipient">${e(w.recipient)}</h2>
    ${recipientBlock(order)
      .map((line) => `<p>${e(line)}</p>`)
      .join('\n    ')}
    <p>${e(w.contact)}: ${e(order.phone)} · ${e(order.email)}</p>
  </section>
  <section aria-labelledby="slip-delivery">
    <h2 id="slip-delivery">${e(w.delivery)}</h2>
    ${delivery.map((line) => `<p>${line}</p>`).join('\n    ')}
  </section>
</div>
<h2 id="slip-items">${e(w.items)}</h2>
<table aria-labelledby="slip-items">
<thead><tr><th scope="col">${e(w.sku)}</th><th scope="col">${e(w.product)}</th><th scope="col">${e(w.size)}</th><th scope="col">${e(w.colour)}</th><th scope="col" class="qty">${e(w.quantity)}</th><th scope="col" class="tick">${e(w.packed)}</th></tr></thead>
<tbody>
${lines.map((line) => lineRow(line, input, w)).join('\n')}
</tbody>
<tfoot><tr><th scope="row" colspan="4">${e(w.pieces)}</th><td class="qty"><strong>${pieces}</strong></td><td></td></tr></tfoot>
</table>
${order.notes ? `<h2>${e(w.notes)}</h2>\n<div class="notes">${e(order.notes)}</div>` : ''}
<footer>
  <p>${e(w.returns)}</p>
  <p>${e(w.thanks)}</p>
</footer>
</body>
</html>
`;
}

/** `GET /api/admin/orders/{id}/packing-slip`: the slip of one order in the asked language. */
export async function packingSlip(db: Db, orderId: number, locale: Locale): Promise<string> {
  const order = await findOrder(db, orderId);
  if (!order) throw new NotFound('orders.not_found');
  const [lines, rules, colours] = await Promise.all([
    findOrderLines(db, [order.id]),
    loadShippingRules(db),
    findColourNames(db, locale),
  ]);
  const method = findMethod(rules, order.deliveryMethodCode);
  return renderPackingSlip(
    {
      order,
      lines,
      deliveryName: method ? methodName(method, locale) : order.deliveryMethodCode,
      colours,
    },
    locale,
  );
}
