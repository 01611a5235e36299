import { WITHDRAWAL_FORM_PATH } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { Browser, makeProduct } from '../cart/cart.test-support';
import { placeGuestOrder } from '../orders/orders.test-support';
import { DEMO_SELLER_IDENTITY, SELLER_SETTING_KEY } from '../seller/seller-identity';

/**
 * pdfkit compresses the page text and writes it as glyph ids, so the test reads what a PDF reader shows in the
 * document's properties instead: its title, author (the seller) and subject (the order number).
 */
function pdfInfo(pdf: Buffer, key: 'Title' | 'Author' | 'Subject'): string | null {
  const text = pdf.toString('latin1');
  // The information dictionary refers to each value as an object of its own: `/Title 15 0 R` … `15 0 obj (…)`.
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(text);
  const start = ref ? text.indexOf(`\n${ref[1]} 0 obj\n(`) : -1;
  if (start < 0) return null;
  const bytes: number[] = [];
  for (let i = text.indexOf('(', start) + 1; i < text.length; i += 1) {
    const char = text[i];
    if (char === ')') break;
    if (char === '\\') {
      i += 1;
      const escaped = text[i];
      const named: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
      if (/[0-7]/.test(escaped)) {
        const octal = /^[0-7]{1,3}/.exec(text.slice(i))![0];
        bytes.push(Number.parseInt(octal, 8));
        i += octal.length - 1;
      } else bytes.push(named[escaped] ?? escaped.charCodeAt(0));
      continue;
    }
    bytes.push(char.charCodeAt(0));
  }
  const raw = Buffer.from(bytes);
  if (raw[0] === 0xfe && raw[1] === 0xff) return raw.subarray(2).swap16().toString('utf16le');
  return raw.toString('latin1');
}

describe('the model withdrawal form (GET /api/returns/withdrawal-form.pdf)', () => {
  let t: TestApp;
  const now = new Date('2026-11-26T10:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  function expectPdf(res: LightMyRequestResponse, filename: string) {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('DejaVuSans');
    return res.rawPayload;
  }

  it('is the statutory Polish form addressed to the seller, for anyone', async () => {
    const res = await new Browser(t, 'en').send('GET', `${WITHDRAWAL_FORM_PATH}?lang=pl`);
    const pdf = expectPdf(res, 'formularz-odstapienia.pdf');
    expect(pdfInfo(pdf, 'Title')).toBe('Wzór formularza odstąpienia od umowy');
    expect(pdfInfo(pdf, 'Author')).toBe(DEMO_SELLER_IDENTITY.name);
  });

  it('speaks the request’s language unless `lang` says otherwise', async () => {
    const english = await new Browser(t, 'en').send('GET', WITHDRAWAL_FORM_PATH);
    expect(pdfInfo(expectPdf(english, 'withdrawal-form.pdf'), 'Title')).toBe('Model withdrawal form');
    const polish = await new Browser(t, 'pl').send('GET', WITHDRAWAL_FORM_PATH);
    expect(pdfInfo(expectPdf(polish, 'formularz-odstapienia.pdf'), 'Title')).toMatch(/^Wzór formularza/);
    const unknown = await new Browser(t, 'en').send('GET', `${WITHDRAWAL_FORM_PATH}?lang=de`);
    expect(unknown.statusCode).toBe(422);
  });

  it('names the seller identity in force, as the admin panel saved it', async () => {
    const name = 'Pracownia Rymarska Łucja Żak';
    await t.database.db
      .insert(shopSettings)
      .values({ key: SELLER_SETTING_KEY, value: { ...DEMO_SELLER_IDENTITY, name, demo: false }, updatedAt: now })
      .onConflictDoUpdate({
        target: shopSettings.key,
        set: { value: { ...DEMO_SELLER_IDENTITY, name, demo: false } },
      });
    try {
      const res = await new Browser(t, 'pl').send('GET', WITHDRAWAL_FORM_PATH);
      expect(pdfInfo(expectPdf(res, 'formularz-odstapienia.pdf'), 'Author')).toBe(name);
    } finally {
      await t.database.db.delete(shopSettings).where(eq(shopSettings.key, SELLER_SETTING_KEY));
    }
  });

  it('fills in an order for the guest’s link or the browser that placed it; another order is 404', async () => {
    const product = await makeProduct(t.database.db, { price: 15_900, stock: 5 });
    const guest = new Browser(t, 'pl');
    const placed = await placeGuestOrder(guest, [{ productId: product.id }]);

    // The browser that placed it carries the order's cookie; the e-mail's link carries the token.
    const own = await guest.send('GET', `${WITHDRAWAL_FORM_PATH}?order=${placed.id}`);
    const pdf = expectPdf(own, `formularz-odstapienia-${placed.order_number}.pdf`);
    expect(pdfInfo(pdf, 'Subject')).toBe(placed.order_number);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const link = await new Browser(t, 'en').send(
      'GET',
      `${WITHDRAWAL_FORM_PATH}?order=${placed.id}&token=${placed.guest_token}&lang=en`,
    );
    expect(pdfInfo(expectPdf(link, `withdrawal-form-${placed.order_number}.pdf`), 'Title')).toBe(
      `Model withdrawal form — ${placed.order_number}`,
    );

    const stranger = await new Browser(t, 'en').send('GET', `${WITHDRAWAL_FORM_PATH}?order=${placed.id}`);
    expect(stranger.statusCode).toBe(404);
    const customer = new Browser(t, 'en');
    await customer.register();
    expect((await customer.send('GET', `${WITHDRAWAL_FORM_PATH}?order=${placed.id}`)).statusCode).toBe(404);
  });
});
