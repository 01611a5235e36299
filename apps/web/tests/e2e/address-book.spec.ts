import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isPhone, seriousAccessibilityViolations, test } from './playwright-utils';

/**
 * The address book (issue 21, docs/product-rules.md#address-book) and the model withdrawal form: a new customer
 * saves two addresses on the account page and changes the default; the checkout fills in the default, picking
 * the other card fills the form, and a new address typed at checkout with "save" ticked appears in the book, from
 * which it is deleted after the confirmation. The returns page's withdrawal form downloads as a PDF. Desktop in
 * Polish, phone in English.
 */

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
/** Made to order (docs/product-rules.md#stock): always orderable. */
const PRODUCT = 'portfel-wisla-granatowy';

const COPY = {
  pl: {
    addresses: 'Adresy',
    add: 'Dodaj adres',
    save: 'Zapisz adres',
    name: 'Imię',
    surname: 'Nazwisko',
    phone: 'Telefon',
    street: 'Ulica',
    house: 'Nr domu',
    postalCode: 'Kod pocztowy',
    city: 'Miejscowość',
    default: 'Domyślny',
    makeDefault: /^Ustaw jako domyślny/,
    delete: /^Usuń adres: /,
    deleteConfirm: 'Usuń adres',
    deleteTitle: 'Usunąć ten adres?',
    newAddress: /^Nowy adres/,
    saveToBook: 'Zapisz ten adres w książce adresowej',
    courier: /Kurier/,
    terms: /Akceptuję regulamin sklepu/,
    submit: 'Zamawiam i płacę',
    withdrawalForm: 'Pobierz wzór formularza odstąpienia od umowy (PDF)',
  },
  en: {
    addresses: 'Addresses',
    add: 'Add an address',
    save: 'Save the address',
    name: 'First name',
    surname: 'Surname',
    phone: 'Phone',
    street: 'Street',
    house: 'House number',
    postalCode: 'Postcode',
    city: 'Town or city',
    default: 'Default',
    makeDefault: /^Make default/,
    delete: /^Delete address: /,
    deleteConfirm: 'Delete the address',
    deleteTitle: 'Delete this address?',
    newAddress: /^New address/,
    saveToBook: 'Save this address to my address book',
    courier: /courier/i,
    terms: /I accept the terms and conditions/,
    submit: 'Order with obligation to pay',
    withdrawalForm: 'Download the model withdrawal form (PDF)',
  },
} as const;

type Locale = keyof typeof COPY;
const localeOf = (page: Page): Locale => (isPhone(page) ? 'en' : 'pl');
const main = (page: Page) => page.getByRole('main');

/** A new account of its own, so each run starts with an empty book; signed in through the page's storage. */
async function newCustomer(page: Page, request: APIRequestContext) {
  const email = `adresy.${test.info().project.name}.${Date.now()}@example.pl`;
  const registered = await request.post('/api/auth/register', {
    data: { email, phone: '600 100 200', password: 'Skorzana123' },
    headers: XHR,
  });
  expect(registered.status(), 'registered').toBe(201);
  const { token, user } = (await registered.json()).data;
  await page.addInitScript(
    ([value, profile]) => {
      localStorage.setItem('auth_token', value);
      localStorage.setItem('auth_user', profile);
    },
    [token, JSON.stringify(user)],
  );
  return { headers: { ...XHR, authorization: `Bearer ${token}` } };
}

async function addAddress(
  page: Page,
  locale: Locale,
  address: { street: string; house: string; postalCode: string; city: string },
) {
  const copy = COPY[locale];
  const book = main(page).getByRole('region', { name: copy.addresses });
  await book.getByRole('button', { name: copy.add }).click();
  const form = book.getByRole('form');
  await form.getByLabel(copy.name, { exact: true }).fill('Zofia');
  await form.getByLabel(copy.surname, { exact: true }).fill('Łęcka');
  await form.getByLabel(copy.street, { exact: true }).fill(address.street);
  await form.getByLabel(copy.house, { exact: true }).fill(address.house);
  await form.getByLabel(copy.postalCode, { exact: true }).fill(address.postalCode);
  await form.getByLabel(copy.city, { exact: true }).fill(address.city);
  await form.getByLabel(copy.phone, { exact: true }).fill('600 100 200');
  await form.getByRole('button', { name: copy.save }).click();
  await expect(form).toBeHidden();
  await expect(book.getByRole('listitem').filter({ hasText: address.street })).toBeVisible();
}

test.describe('address book', () => {
  test.describe.configure({ timeout: 60_000 });

  test('two saved addresses, the default at checkout, the picker, and a new address saved from checkout', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const { headers } = await newCustomer(page, request);

    await page.goto(`/${locale}/profile`);
    const book = main(page).getByRole('region', { name: copy.addresses });
    await addAddress(page, locale, { street: 'ul. Świętojańska', house: '12', postalCode: '81368', city: 'Gdynia' });
    await addAddress(page, locale, { street: 'al. Grunwaldzka', house: '100', postalCode: '80-244', city: 'Gdańsk' });
    const gdynia = book.getByRole('listitem').filter({ hasText: 'Gdynia' });
    const gdansk = book.getByRole('listitem').filter({ hasText: 'Gdańsk' });
    // The first address is the default; the postal code typed as five digits is kept as 81-368.
    await expect(gdynia).toContainText(copy.default);
    await expect(gdynia).toContainText('81-368 Gdynia');
    await gdansk.getByRole('button', { name: copy.makeDefault }).click();
    await expect(gdansk).toContainText(copy.default);
    await expect(gdynia.getByRole('button', { name: copy.makeDefault })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`address-book-${locale}.png`), fullPage: true });

    // A cart for the checkout (made to order, always orderable).
    const product = await request.get(`/api/products/slug/${PRODUCT}`, { headers: XHR });
    const { id: productId } = (await product.json()).data;
    expect((await request.post('/api/cart/add', { data: { product_id: productId, quantity: 1 }, headers })).ok()).toBe(
      true,
    );

    await page.goto(`/${locale}/checkout`);
    const form = main(page);
    const street = form.getByLabel(copy.street, { exact: true });
    await expect(street).toHaveValue('al. Grunwaldzka');
    await expect(form.getByLabel(copy.postalCode, { exact: true })).toHaveValue('80-244');
    const picker = form.getByRole('group', { name: locale === 'pl' ? 'Zapisane adresy' : 'Saved addresses' });
    await picker.getByRole('radio', { name: /Gdynia/ }).check();
    await expect(street).toHaveValue('ul. Świętojańska');
    await expect(form.getByLabel(copy.city, { exact: true })).toHaveValue('Gdynia');
    await expect(form.getByRole('checkbox', { name: copy.saveToBook })).toBeHidden();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`checkout-picker-${locale}.png`), fullPage: true });

    // A new address typed at checkout, kept with "save this address".
    await picker.getByRole('radio', { name: copy.newAddress }).check();
    await expect(street).toHaveValue('');
    // The account was registered without a name: the new address needs one.
    await form.getByLabel(copy.name, { exact: true }).fill('Zofia');
    await form.getByLabel(copy.surname, { exact: true }).fill('Łęcka');
    await form.getByLabel(copy.phone, { exact: true }).fill('600 100 200');
    await street.fill('ul. Ruska');
    await form.getByLabel(copy.house, { exact: true }).fill('46');
    await form.getByLabel(copy.postalCode, { exact: true }).fill('50-079');
    await form.getByLabel(copy.city, { exact: true }).fill('Wrocław');
    await form.getByRole('checkbox', { name: copy.saveToBook }).check();
    await form.getByRole('radio', { name: copy.courier }).check();
    await form.getByRole('checkbox', { name: copy.terms }).check();
    await form.getByRole('button', { name: copy.submit }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/checkout'));

    const saved = await request.get('/api/account/addresses', { headers });
    const cities = ((await saved.json()).data as { city: string }[]).map((address) => address.city);
    expect(cities.sort()).toEqual(['Gdańsk', 'Gdynia', 'Wrocław']);

    // Back in the book: the address from checkout is there, and goes after the confirmation.
    await page.goto(`/${locale}/profile`);
    const wroclaw = book.getByRole('listitem').filter({ hasText: 'Wrocław' });
    await expect(wroclaw).toBeVisible();
    await wroclaw.getByRole('button', { name: copy.delete }).click();
    const dialog = page.getByRole('dialog', { name: copy.deleteTitle });
    await expect(dialog).toContainText('ul. Ruska 46, 50-079 Wrocław');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: copy.deleteConfirm }).click();
    await expect(dialog).toBeHidden();
    await expect(wroclaw).toBeHidden();
    await expect(book.getByRole('listitem')).toHaveCount(2);
    expect(consoleErrors).toEqual([]);
  });

  test('the returns page offers the model withdrawal form as a PDF', async ({ page, request, consoleErrors }) => {
    const locale = localeOf(page);
    await page.goto(`/${locale}/returns`);
    const link = main(page).getByRole('link', { name: COPY[locale].withdrawalForm });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toContain(`lang=${locale}`);
    const pdf = await request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`returns-form-${locale}.png`), fullPage: true });
    expect(consoleErrors).toEqual([]);
  });
});
