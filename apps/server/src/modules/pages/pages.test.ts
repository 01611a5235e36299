import { INFO_PAGE_SLUGS, InfoPageResponse, LOCALES, ShopFactsResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryMethods, infoPages, shopSettings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/helper';
import { DEMO_SELLER_IDENTITY, presentSeller } from '../seller/seller-identity';
import { seedShopContent } from './content.test-support';
import { factValues, fillFactsInHtml, formatPln, UnknownFactPlaceholder } from './shop-facts';

describe('information pages', () => {
  let t: TestApp;
  const now = new Date('2026-11-22T10:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now, env: { PUBLIC_URL: 'https://atelier.example' } });
    await seedShopContent(t, now);
  });
  afterAll(() => t.close());

  const page = async (slug: string, locale: 'pl' | 'en' = 'pl', query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/pages/${slug}${query}`,
      headers: { 'accept-language': locale },
    });
    return res;
  };

  it('serves every information page in both languages with every placeholder filled', async () => {
    for (const slug of INFO_PAGE_SLUGS) {
      for (const locale of LOCALES) {
        const res = await page(slug, locale);
        expect(res.statusCode, `${slug} ${locale}`).toBe(200);
        const { data } = InfoPageResponse.parse(res.json());
        expect(data.slug).toBe(slug);
        expect(data.title.length).toBeGreaterThan(2);
        expect(data.description.length).toBeLessThanOrEqual(160);
        expect(data.body_html).not.toMatch(/\{\{|\}\}/);
        expect(data.body_html.length).toBeGreaterThan(100);
      }
    }
  });

  it('quotes the checkout’s own delivery figures in the shop’s money format', async () => {
    const pl = InfoPageResponse.parse((await page('delivery-costs')).json()).data;
    expect(pl.body_html).toContain('200,00\u00a0zł');
    expect(pl.body_html).toContain('<td>Paczkomat InPost</td><td>15,00\u00a0zł</td><td>2–4</td>');
    expect(pl.body_html).toContain('<td>Kurier ekspres</td><td>25,00\u00a0zł</td><td>1–2</td>');
    expect(pl.body_html).toContain('do <strong>7 dni roboczych</strong>');
    const en = InfoPageResponse.parse((await page('delivery-costs', 'en')).json()).data;
    expect(en.body_html).toContain('PLN\u00a0200.00');
    expect(en.body_html).toContain('<td>InPost parcel locker</td><td>PLN\u00a015.00</td><td>2–4</td>');
  });

  it('states the return, refund, complaint, warranty and data periods the shop states', async () => {
    const returns = InfoPageResponse.parse((await page('returns')).json()).data.body_html;
    expect(returns).toContain('<strong>14 dni</strong>');
    expect(returns).toContain('<strong>90 dni</strong>');
    expect(returns).toContain('po 30 dniach');
    expect(returns).toContain('<strong>12 miesięcy</strong>');
    const warranty = InfoPageResponse.parse((await page('warranty', 'en')).json()).data.body_html;
    expect(warranty).toContain('24-month warranty');
    const privacy = InfoPageResponse.parse((await page('privacy-policy')).json()).data.body_html;
    expect(privacy).toContain('<strong>5 lat</strong>');
    expect(privacy).toContain('Przelewy24');
    expect(privacy).toContain('InPost');
    const contactHours = InfoPageResponse.parse((await page('faq')).json()).data.body_html;
    expect(contactHours).toContain('pon.–pt. 8:00–20:00, sob.–niedz. 10:00–18:00');
  });

  it('answers /api/pages/regulamin with the store regulations in force from 25 October 2025', async () => {
    const pl = InfoPageResponse.parse((await page('regulamin')).json()).data;
    expect(pl.slug).toBe('store-regulations');
    expect(pl.body_html).toContain('Regulamin obowiązuje od 25 października 2025');
    expect(pl.facts.regulations).toEqual({ version: '2025-10-25', in_force_from: '2025-10-25' });
    const en = InfoPageResponse.parse((await page('store-regulations', 'en')).json()).data;
    expect(en.body_html).toContain('in force from 25 October 2025');
  });

  it('follows a change of delivery price or free-delivery threshold without editing any page', async () => {
    await t.database.db.update(deliveryMethods).set({ price: 1799 }).where(eq(deliveryMethods.code, 'inpost'));
    await t.database.db
      .update(shopSettings)
      .set({ value: 25000 })
      .where(eq(shopSettings.key, 'free_shipping_threshold'));
    try {
      const body = InfoPageResponse.parse((await page('delivery-costs')).json()).data.body_html;
      expect(body).toContain('<td>Paczkomat InPost</td><td>17,99\u00a0zł</td>');
      expect(body).toContain('250,00\u00a0zł');
      const faq = InfoPageResponse.parse((await page('faq')).json()).data.faq ?? [];
      expect(faq.find((f) => f.id === 'faq-delivery-cost')?.answer_html).toContain('17,99\u00a0zł');
      const methods = (await t.app.inject({ method: 'GET', url: '/api/shipping/methods' })).json();
      expect(methods.free_shipping_threshold).toBe(250);
    } finally {
      await t.database.db.update(deliveryMethods).set({ price: 1500 }).where(eq(deliveryMethods.code, 'inpost'));
      await t.database.db
        .update(shopSettings)
        .set({ value: 20000 })
        .where(eq(shopSettings.key, 'free_shipping_threshold'));
    }
  });

  it('answers an unknown page with a 404 in the request language', async () => {
    const pl = await page('nie-ma-takiej');
    expect(pl.statusCode).toBe(404);
    expect(pl.json()).toMatchObject({ message: 'Nie znaleziono takiej strony.', code: 'not_found' });
    const en = await page('no-such-page', 'en');
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toBe('We could not find that page.');
  });

  it('sanitises stored HTML again when serving it', async () => {
    const [about] = await t.database.db.select().from(infoPages).where(eq(infoPages.slug, 'about'));
    await t.database.db
      .update(infoPages)
      .set({
        bodyPl: `<p onclick="steal()">Historia</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)>`,
      })
      .where(eq(infoPages.slug, 'about'));
    try {
      const body = InfoPageResponse.parse((await page('about')).json()).data.body_html;
      expect(body).toBe('<p>Historia</p><a>x</a>');
    } finally {
      await t.database.db.update(infoPages).set({ bodyPl: about.bodyPl }).where(eq(infoPages.slug, 'about'));
    }
  });

  describe('FAQ', () => {
    it('has at least 12 question/answer pairs with stable anchors and filled figures', async () => {
      const data = InfoPageResponse.parse((await page('faq')).json()).data;
      expect(data.faq?.length).toBeGreaterThanOrEqual(12);
      expect(new Set(data.faq?.map((f) => f.id)).size).toBe(data.faq?.length);
      for (const entry of data.faq ?? []) {
        expect(entry.id).toMatch(/^faq-[a-z0-9-]+$/);
        expect(`${entry.question}${entry.answer_html}`).not.toMatch(/\{\{|\}\}/);
      }
      expect(data.faq?.find((f) => f.id === 'faq-made-to-order')?.question).toBe(
        'Co oznacza „na zamówienie (3–4 dni)”?',
      );
      expect(data.search).toBeUndefined();
    });

    it('narrows the answers by search, ignoring accents and case', async () => {
      const all = InfoPageResponse.parse((await page('faq')).json()).data.faq ?? [];
      const res = await page('faq', 'pl', `?search=${encodeURIComponent('REKLAMACJE')}`);
      const narrowed = InfoPageResponse.parse(res.json()).data;
      expect(narrowed.search).toBe('REKLAMACJE');
      expect(narrowed.faq?.map((f) => f.id)).toEqual(['faq-complaint']);
      expect(narrowed.faq?.length).toBeLessThan(all.length);

      // "karta podarunkowa" finds "kartą podarunkową"; "ZWRÓT" finds "zwrot", "paczkomacie" finds "Paczkomacie".
      const accentless = InfoPageResponse.parse(
        (await page('faq', 'pl', `?search=${encodeURIComponent('karta podarunkowa')}`)).json(),
      ).data;
      expect(accentless.faq?.map((f) => f.id)).toEqual(['faq-free-return', 'faq-gift-cards']);
      const withAccents = InfoPageResponse.parse(
        (await page('faq', 'pl', `?search=${encodeURIComponent('ZWRÓT paczkomacie')}`)).json(),
      ).data;
      expect(withAccents.faq?.map((f) => f.id)).toEqual(['faq-return-cost']);
    });

    it('forgives a typo and Polish endings: "zwort" finds the returns, "reklamacja" the complaints', async () => {
      const ids = async (query: string) =>
        InfoPageResponse.parse((await page('faq', 'pl', `?search=${encodeURIComponent(query)}`)).json()).data.faq?.map(
          (f) => f.id,
        ) ?? [];
      expect(await ids('zwort')).toEqual(expect.arrayContaining(['faq-free-return', 'faq-return-cost']));
      // "zwrot" also finds "zwrócimy" (one letter away from its start).
      expect(await ids('zwrot')).toEqual(expect.arrayContaining(['faq-free-return', 'faq-withdrawal']));
      expect(await ids('reklamacja')).toContain('faq-complaint');
    });

    it('searches in English on the English page and finds nothing for nonsense', async () => {
      const en = InfoPageResponse.parse((await page('faq', 'en', '?search=warranty')).json()).data;
      expect(en.faq?.map((f) => f.id)).toContain('faq-warranty');
      expect(en.faq?.every((f) => /warranty/i.test(f.question + f.answer_html))).toBe(true);
      const none = InfoPageResponse.parse((await page('faq', 'pl', '?search=xyzzy')).json()).data;
      expect(none.faq).toEqual([]);
    });

    it('rejects a search longer than 100 characters with 422', async () => {
      const res = await page('faq', 'en', `?search=${'a'.repeat(101)}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.search).toEqual(['Enter at most 100 characters.']);
    });
  });

  it('serves the shop facts shared with the checkout', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop-facts', headers: { 'accept-language': 'en' } });
    const { data } = ShopFactsResponse.parse(res.json());
    expect(data.delivery.free_shipping_threshold).toBe(200);
    expect(data.delivery.methods.map((m) => [m.code, m.price, m.min_days, m.max_days])).toEqual([
      ['inpost', 15, 2, 4],
      ['courier', 25, 1, 2],
    ]);
    expect(data.delivery.methods[0].name).toBe('InPost parcel locker');
    expect(data.returns).toEqual({
      withdrawal_days: 14,
      free_return_days: 90,
      gift_card_after_days: 30,
      gift_card_valid_months: 12,
      refund_days: 14,
    });
    expect(data.complaints).toEqual({ answer_days: 14, warranty_months: 24 });
    expect(data.data.retention_years).toBe(5);
    expect(data.contact.hours).toEqual([
      { days: 'mon-fri', opens: '08:00', closes: '20:00' },
      { days: 'sat-sun', opens: '10:00', closes: '18:00' },
    ]);
    expect(data.contact.office.city).toBe('Wrocław');
    expect(data.contact.email).toBe('sklep@atelier.pl');
  });
});

describe('shop facts formatting', () => {
  it('writes money as 1 249,00 zł in Polish and PLN 1,249.00 in English', () => {
    expect(formatPln(1249, 'pl')).toBe('1\u00a0249,00\u00a0zł');
    expect(formatPln(15, 'pl')).toBe('15,00\u00a0zł');
    expect(formatPln(1249, 'en')).toBe('PLN\u00a01,249.00');
  });

  it('refuses an unknown placeholder instead of showing braces to a customer', () => {
    const values = { text: { known: 'x' }, html: {} };
    expect(() => fillFactsInHtml('<p>{{unknown_fact}}</p>', values)).toThrow(UnknownFactPlaceholder);
    expect(fillFactsInHtml('<p>{{ known }} & {{known}}</p>', values)).toBe('<p>x & x</p>');
    expect(fillFactsInHtml('{{known}}', { text: { known: '<b>' }, html: {} })).toBe('&lt;b&gt;');
  });

  it('offers every placeholder the stored pages use', () => {
    const facts = {
      shop_name: 'Atelier',
      seller: presentSeller(DEMO_SELLER_IDENTITY, '2025-10-25'),
      delivery: {
        methods: [],
        free_shipping_threshold: 200,
        country: 'PL' as const,
        fulfilment_business_days: 7,
        made_to_order_days: { min: 3, max: 4 },
      },
      payment: { provider: 'Przelewy24', bank_transfer_due_business_days: 3 },
      returns: {
        withdrawal_days: 14,
        free_return_days: 90,
        gift_card_after_days: 30,
        gift_card_valid_months: 12,
        refund_days: 14,
      },
      complaints: { answer_days: 14, warranty_months: 24 },
      data: { retention_years: 5, min_customer_age: 13, adult_age: 18 },
      regulations: { version: '2025-10-25', in_force_from: '2025-10-25' },
      contact: {
        email: 'a@b.pl',
        phone: '1',
        office: { name: 'A', street: 'S', postal_code: '00-000', city: 'C' },
        hours: [],
        social: [],
      },
    };
    expect(Object.keys(factValues(facts, 'pl').text)).toContain('free_shipping_threshold');
    expect(Object.keys(factValues(facts, 'pl').html)).toEqual(['delivery_table']);
  });
});
