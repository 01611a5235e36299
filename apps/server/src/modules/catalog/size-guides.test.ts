import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper';
import { seededApp } from './catalog.test-support';

/**
 * Size guides (docs/product-rules.md#size-guides): the shop reads a category's guide in its language, on its
 * own and with a product's details; staff who may edit the catalogue write and delete it; what they save is
 * what the next shopper sees, the rendered catalogue notwithstanding. Runs on PGlite, and on PostgreSQL with
 * DATABASE_URL.
 */

const ACCOUNTS = {
  manager: ['manager@atelier.pl', 'Manager123!'],
  accountant: ['ksiegowa@atelier.pl', 'Ksiegowa123!'],
  customer: ['klient@atelier.pl', 'Klient123!'],
} as const;
type Who = keyof typeof ACCOUNTS;

const walletGuide = {
  title_pl: 'Jaki portfel wybrać',
  title_en: 'Which wallet to choose',
  intro_pl: 'Zmierz kieszeń, w której nosisz portfel.',
  intro_en: 'Measure the pocket you carry your wallet in.',
  columns: [
    { pl: 'Model', en: 'Model' },
    { pl: 'Wymiary (cm)', en: 'Size (cm)' },
    { pl: 'Kieszeń', en: 'Pocket' },
  ],
  rows: [
    [{ pl: 'Odra' }, { pl: '11 × 9' }, { pl: 'tylna kieszeń spodni', en: 'back trouser pocket' }],
    [{ pl: 'Wisła' }, { pl: '19 × 10' }, { pl: 'torebka', en: 'handbag' }],
  ],
  note_pl: '',
  note_en: '',
};

describe('size guides', () => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  let categoryIds: Map<string, number>;

  const get = (url: string, locale = 'pl') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });
  const call = (who: Who | null, method: string, url: string, payload?: unknown, locale = 'pl') =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload: payload as object,
      headers: { 'accept-language': locale, ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) },
    });
  const category = (slug: string) => {
    const id = categoryIds.get(slug);
    if (id === undefined) throw new Error(`no category ${slug}`);
    return id;
  };

  beforeAll(async () => {
    t = await seededApp();
    for (const [who, [email, password]] of Object.entries(ACCOUNTS)) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      tokens[who as Who] = res.json().data.token;
    }
    const res = await get('/api/categories');
    categoryIds = new Map(res.json().data.map((c: { slug: string; id: number }) => [c.slug, c.id]));
  });
  afterAll(() => t.close());

  it("gives the belts' guide in the request's language, English cells falling back to the Polish ones", async () => {
    const url = `/api/categories/${category('paski')}/size-guide`;
    const pl = await get(url);
    expect(pl.statusCode).toBe(200);
    expect(pl.json().data).toMatchObject({
      category_id: category('paski'),
      title: 'Jak dobrać rozmiar paska',
      columns: ['Rozmiar (cm)', 'Obwód w pasie (cm)', 'Długość całkowita (cm)'],
    });
    expect(pl.json().data.intro).toMatch(/^Rozmiar paska to odległość od klamry/);
    expect(pl.json().data.rows.map((row: string[]) => row[0])).toEqual([
      '85',
      '90',
      '95',
      '100',
      '105',
      '110',
      '115',
      '120',
    ]);
    expect(pl.json().data.rows[0]).toEqual(['85', '83–87', '103']);

    const en = await get(`${url}?locale=en`);
    expect(en.json().data).toMatchObject({
      title: 'Finding your belt size',
      columns: ['Size (cm)', 'Waist (cm)', 'Total length (cm)'],
    });
    expect(en.json().data.rows[0]).toEqual(['85', '83–87', '103']);
    expect(en.json().data.note).toMatch(/five holes 2\.5 cm apart/);
  });

  it("tells what fits each bag size, and carries a category's guide in a product's details only", async () => {
    const bags = await get(`/api/categories/${category('torebki')}/size-guide`, 'en');
    expect(bags.json().data.rows).toContainEqual(['M', '36 × 30 × 13', 'A4 folder, 13″ laptop, make-up bag']);

    const belt = await get('/api/products/slug/pasek-dab-koniak?locale=en');
    expect(belt.json().data.size_guide).toMatchObject({
      title: 'Finding your belt size',
      category_id: category('paski'),
    });
    const wallet = await get('/api/products/slug/portfel-odra-koniak');
    expect(wallet.json().data.size_guide).toBeNull();
    const list = await get('/api/products?per_page=3');
    expect(list.json().data.every((p: object) => !('size_guide' in p))).toBe(true);
  });

  it('answers 404 in the language asked for a category without a guide, an unknown one and a hidden one', async () => {
    const none = await get(`/api/categories/${category('portfele')}/size-guide`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Ta kategoria nie ma tabeli rozmiarów.');
    const unknown = await get('/api/categories/999999/size-guide', 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This category has no size guide.');
    expect((await get('/api/categories/abc/size-guide')).statusCode).toBe(422);
    expect((await get('/api/categories/99999999999/size-guide')).statusCode).toBe(422);
  });

  it('lets staff who edit the catalogue write a guide that the shop shows at once, and delete it', async () => {
    const id = category('portfele');
    const url = `/api/admin/categories/${id}/size-guide`;
    // Rendered and cached as "none" first, so the save has to reach the cache.
    expect((await get(`/api/categories/${id}/size-guide`)).statusCode).toBe(404);
    expect((await get('/api/products/slug/portfel-odra-koniak')).json().data.size_guide).toBeNull();
    expect((await call('manager', 'GET', url)).json()).toEqual({ data: null });

    const saved = await call('manager', 'PUT', url, walletGuide, 'en');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Your changes have been saved.');
    expect(saved.json().data).toMatchObject({
      title_en: 'Which wallet to choose',
      rows: [
        [
          { pl: 'Odra', en: '' },
          { pl: '11 × 9', en: '' },
          { pl: 'tylna kieszeń spodni', en: 'back trouser pocket' },
        ],
        expect.any(Array),
      ],
    });

    const shown = await get(`/api/categories/${id}/size-guide?locale=en`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.rows).toEqual([
      ['Odra', '11 × 9', 'back trouser pocket'],
      ['Wisła', '19 × 10', 'handbag'],
    ]);
    expect((await get('/api/products/slug/portfel-odra-koniak')).json().data.size_guide.title).toBe(
      'Jaki portfel wybrać',
    );
    const listed = (await call('accountant', 'GET', '/api/admin/categories')).json().data;
    expect(listed.find((c: { id: number }) => c.id === id).has_size_guide).toBe(true);

    const deleted = await call('manager', 'DELETE', url);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: null, message: 'Tabela rozmiarów została usunięta.' });
    expect((await get(`/api/categories/${id}/size-guide`)).statusCode).toBe(404);
    expect((await call('manager', 'DELETE', url)).statusCode).toBe(404);
  });

  it('lets the accountant read a guide but not change it; customers and guests are turned away', async () => {
    const url = `/api/admin/categories/${category('paski')}/size-guide`;
    const read = await call('accountant', 'GET', url);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.columns[0]).toEqual({ pl: 'Rozmiar (cm)', en: 'Size (cm)' });
    expect((await call('accountant', 'PUT', url, walletGuide)).statusCode).toBe(403);
    expect((await call('accountant', 'DELETE', url)).statusCode).toBe(403);
    expect((await call('customer', 'GET', url)).statusCode).toBe(403);
    expect((await call(null, 'PUT', url, walletGuide)).statusCode).toBe(401);
    // Nothing changed.
    expect((await get(`/api/categories/${category('paski')}/size-guide`)).json().data.rows).toHaveLength(8);
  });

  it('refuses a guide whose rows do not match its columns, or that lacks a title or a heading, with 422 in the language asked', async () => {
    const url = `/api/admin/categories/${category('plecaki')}/size-guide`;
    const ragged = await call(
      'manager',
      'PUT',
      url,
      { ...walletGuide, rows: [[{ pl: 'Odra' }, { pl: '11 × 9' }]] },
      'en',
    );
    expect(ragged.statusCode).toBe(422);
    expect(ragged.json().errors['rows.0']).toEqual([
      'Every row of the table must have as many cells as there are columns.',
    ]);
    const polish = await call('manager', 'PUT', url, { ...walletGuide, rows: [[{ pl: 'Odra' }]] });
    expect(polish.json().errors['rows.0']).toEqual(['Każdy wiersz tabeli musi mieć tyle komórek, ile jest kolumn.']);

    const blank = await call(
      'manager',
      'PUT',
      url,
      {
        ...walletGuide,
        title_en: '   ',
        columns: [
          { pl: 'A', en: 'A' },
          { pl: ' ', en: 'B' },
        ],
        rows: [[{ pl: '1' }, { pl: '2' }]],
      },
      'en',
    );
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['columns.1.pl', 'title_en']);

    const wide = await call('manager', 'PUT', url, {
      ...walletGuide,
      columns: Array.from({ length: 7 }, (_, i) => ({ pl: `K${i}`, en: `C${i}` })),
      rows: [Array.from({ length: 7 }, () => ({ pl: 'x' }))],
    });
    expect(wide.statusCode).toBe(422);
    expect(wide.json().errors.columns).toBeDefined();
    expect((await call('manager', 'PUT', url, { ...walletGuide, rows: [] })).statusCode).toBe(422);

    const unknown = await call('manager', 'PUT', '/api/admin/categories/999999/size-guide', walletGuide, 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no such category.');
    expect((await call('manager', 'GET', '/api/admin/categories/999999/size-guide')).statusCode).toBe(404);
    expect((await get(`/api/categories/${category('plecaki')}/size-guide`)).statusCode).toBe(404);
  });

  it("hides a hidden category's guide from the shop", async () => {
    const id = category('torby-na-ramie');
    const categories = (await call('manager', 'GET', '/api/admin/categories')).json().data;
    const shoulder = categories.find((c: { id: number }) => c.id === id);
    const { id: _, product_count, has_size_guide, ...input } = shoulder;
    expect(
      (await call('manager', 'PUT', `/api/admin/categories/${id}`, { ...input, is_active: false })).statusCode,
    ).toBe(200);
    expect((await get(`/api/categories/${id}/size-guide`)).statusCode).toBe(404);
    await call('manager', 'PUT', `/api/admin/categories/${id}`, { ...input, is_active: true });
    expect((await get(`/api/categories/${id}/size-guide`)).statusCode).toBe(200);
  });
});
