import {
  ADDRESS_BOOK_MAX,
  AddressBookResponse,
  AddressDeletedResponse,
  type AddressInput,
  AddressSavedResponse,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { Browser } from '../cart/cart.test-support';

const home: AddressInput = {
  first_name: 'Zofia',
  last_name: 'Łęcka',
  phone: '+48 600 100 200',
  street: 'ul. Świętojańska',
  house: '12',
  apartment: '3',
  postal_code: '81368',
  city: 'Gdynia',
};

const office: AddressInput = {
  first_name: 'Zofia',
  last_name: 'Łęcka',
  phone: '600 100 200',
  street: 'al. Grunwaldzka',
  house: '100',
  postal_code: '80-244',
  city: 'Gdańsk',
  company_name: 'Pracownia Łęcka sp. z o.o.',
  nip: 'PL 526-025-02-74',
};

describe('the address book (/api/account/addresses)', () => {
  let t: TestApp;
  const now = new Date('2026-11-26T10:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  async function customer(locale: 'pl' | 'en' = 'pl') {
    const browser = new Browser(t, locale);
    const { userId, email } = await browser.register();
    return { browser, userId, email };
  }

  const book = async (browser: Browser) => {
    const res = await browser.send('GET', '/api/account/addresses');
    expect(res.statusCode, res.body).toBe(200);
    return AddressBookResponse.parse(res.json());
  };

  const save = async (browser: Browser, address: AddressInput) => {
    const res = await browser.send('POST', '/api/account/addresses', address);
    expect([200, 201], res.body).toContain(res.statusCode);
    return AddressSavedResponse.parse(res.json());
  };

  it('is for signed-in customers only, and changes need the CSRF header like the rest of the API', async () => {
    const guest = new Browser(t, 'en');
    const res = await guest.send('GET', '/api/account/addresses');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please log in again.');
    expect((await guest.send('POST', '/api/account/addresses', home)).statusCode).toBe(401);

    const { browser } = await customer();
    const foreign = await browser.send('POST', '/api/account/addresses', home, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(foreign.statusCode).toBe(403);
    const stale = await browser.send('POST', '/api/account/addresses', home, {
      headers: { 'x-csrf-token': 'z-innej-strony' },
    });
    expect(stale.statusCode).toBe(403);
    expect((await book(browser)).data).toEqual([]);
  });

  it('saves addresses in the checkout’s shapes; the first is the default, the default is listed first', async () => {
    const { browser } = await customer();
    const first = await save(browser, home);
    expect(first).toMatchObject({ created: true, message: 'Zapisano adres w książce adresowej.' });
    expect(first.data).toMatchObject({ postal_code: '81-368', apartment: '3', country: 'PL', is_default: true });

    const second = await save(browser, office);
    expect(second.data).toMatchObject({ nip: '5260250274', company_name: 'Pracownia Łęcka sp. z o.o.' });
    expect(second.data.is_default).toBe(false);

    const listed = await book(browser);
    expect(listed.meta.max).toBe(ADDRESS_BOOK_MAX);
    expect(listed.data.map((a) => [a.city, a.is_default])).toEqual([
      ['Gdynia', true],
      ['Gdańsk', false],
    ]);

    // Setting the default moves it; exactly one stays the default.
    const made = await browser.send('POST', `/api/account/addresses/${second.data.id}/default`);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().message).toBe('To jest teraz Twój domyślny adres.');
    expect((await book(browser)).data.map((a) => [a.city, a.is_default])).toEqual([
      ['Gdańsk', true],
      ['Gdynia', false],
    ]);
  });

  it('answers the address already saved instead of a copy (200, created: false)', async () => {
    const { browser } = await customer();
    await save(browser, home);
    const again = await browser.send('POST', '/api/account/addresses', { ...home, postal_code: '81-368' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, message: 'Ten adres jest już w książce adresowej.' });
    expect((await book(browser)).data).toHaveLength(1);
  });

  it('refuses bad input per field, in the request’s language', async () => {
    const { browser } = await customer('en');
    const res = await browser.send('POST', '/api/account/addresses', {
      ...home,
      postal_code: '8-1368',
      phone: 'call me',
      nip: '1234567890',
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.postal_code).toEqual(['Enter the postal code as 00-000.']);
    expect(errors.nip).toEqual(['Enter a valid Polish tax number (NIP, 10 digits).']);
    expect(errors.phone).toHaveLength(1);

    const noCompany = await browser.send('POST', '/api/account/addresses', { ...office, company_name: '' });
    expect(noCompany.statusCode).toBe(422);
    expect(noCompany.json().errors.company_name).toEqual(['Enter the company name together with the NIP.']);

    const polish = new Browser(t, 'pl');
    polish.token = browser.token;
    const missing = await polish.send('POST', '/api/account/addresses', { ...home, city: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.city).toEqual(['To pole jest wymagane.']);

    const unknown = await browser.send('POST', '/api/account/addresses', { ...home, label: 'Dom' });
    expect(unknown.statusCode).toBe(422);
  });

  it('changes only the fields sent, and keeps a NIP with its company', async () => {
    const { browser } = await customer();
    const saved = await save(browser, office);
    const res = await browser.send('PATCH', `/api/account/addresses/${saved.data.id}`, {
      house: '101',
      apartment: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(AddressSavedResponse.parse(res.json()).data).toMatchObject({
      house: '101',
      apartment: null,
      street: 'al. Grunwaldzka',
      nip: '5260250274',
    });
    const orphan = await browser.send('PATCH', `/api/account/addresses/${saved.data.id}`, { company_name: null });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().errors.company_name).toEqual(['Podaj nazwę firmy razem z numerem NIP.']);
  });

  it('answers 404 for another customer’s address, and changes nothing of it', async () => {
    const owner = await customer();
    const saved = await save(owner.browser, home);
    const { browser: stranger } = await customer('en');
    const id = saved.data.id;
    for (const [method, url, payload] of [
      ['PATCH', `/api/account/addresses/${id}`, { city: 'Sopot' }],
      ['POST', `/api/account/addresses/${id}/default`, undefined],
      ['DELETE', `/api/account/addresses/${id}`, undefined],
    ] as const) {
      const res = await stranger.send(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('There is no such address in your address book.');
    }
    expect((await book(owner.browser)).data).toMatchObject([{ id, city: 'Gdynia', is_default: true }]);
    expect((await stranger.send('PATCH', '/api/account/addresses/abc', { city: 'Sopot' })).statusCode).toBe(422);
  });

  it('deletes an address; when it was the default, the newest other one takes over', async () => {
    const { browser } = await customer();
    const first = await save(browser, home);
    await save(browser, office);
    const res = await browser.send('DELETE', `/api/account/addresses/${first.data.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rest = AddressDeletedResponse.parse(res.json());
    expect(rest.message).toBe('Usunięto adres z książki adresowej.');
    expect(rest.data.map((a) => [a.city, a.is_default])).toEqual([['Gdańsk', true]]);
    expect((await browser.send('DELETE', `/api/account/addresses/${first.data.id}`)).statusCode).toBe(404);
  });

  it(`holds at most ${ADDRESS_BOOK_MAX} addresses, even when they are sent at once`, async () => {
    const { browser, userId } = await customer('en');
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_BOOK_MAX + 3 }, (_, i) =>
        browser.send('POST', '/api/account/addresses', { ...home, house: String(i + 1), is_default: true }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(ADDRESS_BOOK_MAX);
    const refused = answers.filter((res) => res.statusCode === 422);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json()).toMatchObject({
      code: 'address_book_full',
      message: `An address book can hold at most ${ADDRESS_BOOK_MAX} addresses. Delete one of them to add another.`,
    });
    const rows = await t.database.db.select().from(customerAddresses).where(eq(customerAddresses.userId, userId));
    expect(rows).toHaveLength(ADDRESS_BOOK_MAX);
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it('goes with the account when the customer deletes it', async () => {
    const { browser, userId } = await customer();
    await save(browser, home);
    await save(browser, office);
    const res = await browser.send('DELETE', '/api/auth/account', { password: 'Skorzana123' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.select().from(customerAddresses).where(eq(customerAddresses.userId, userId));
    expect(rows).toEqual([]);
  });
});
