import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isPhone, seriousAccessibilityViolations, test } from './playwright-utils';

/**
 * The admin panel (D15): a manager adds a product on sale and the shop shows it at its generated address
 * with the reduced price, an accountant sees the catalogue read-only and no users area, a guest is sent
 * to log in and a customer who does gets the "no access" page. Desktop runs in Polish, the phone in
 * English. Names and SKUs are unique per run (both projects share one server); staff log in through the
 * API once per run, the customer through the form once per project (the limit is 5 a minute).
 */

const COPY = {
  pl: {
    email: 'E-mail',
    password: 'Hasło',
    login: 'Zaloguj się',
    dashboard: 'Pulpit',
    toDo: 'Do zrobienia',
    products: 'Produkty',
    users: 'Użytkownicy',
    openMenu: 'Otwórz menu panelu',
    newProduct: 'Nowy produkt',
    namePl: 'Nazwa (polski)',
    nameEn: 'Nazwa (angielski)',
    sku: 'SKU',
    category: 'Kategoria',
    kind: 'Rodzaj produktu',
    basePrice: 'Cena regularna (brutto)',
    salePrice: 'Cena promocyjna (brutto)',
    stock: 'Stan magazynowy (szt.)',
    description: 'Opis (polski)',
    bold: 'Pogrubienie',
    create: 'Dodaj produkt',
    created: /Produkt został dodany/,
    sale: '240,00\u00a0zł',
    regular: '300,00\u00a0zł',
    readOnlyIntro: /Możesz przeglądać produkty/,
    readOnly: /Masz dostęp tylko do odczytu/,
    areaTitle: 'Ta część panelu nie jest dostępna dla Twojej roli',
    panelTitle: 'To konto nie ma dostępu do panelu',
    stockFor: /^Stan magazynowy:/,
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    login: 'Log in',
    dashboard: 'Dashboard',
    toDo: 'To do',
    products: 'Products',
    users: 'Users',
    openMenu: 'Open admin menu',
    newProduct: 'New product',
    namePl: 'Name (Polish)',
    nameEn: 'Name (English)',
    sku: 'SKU',
    category: 'Category',
    kind: 'Product type',
    basePrice: 'Regular price (gross)',
    salePrice: 'Sale price (gross)',
    stock: 'Stock (units)',
    description: 'Description (Polish)',
    bold: 'Bold',
    create: 'Add product',
    created: /The product has been added/,
    sale: 'PLN\u00a0240.00',
    regular: 'PLN\u00a0300.00',
    readOnlyIntro: /You can browse the products/,
    readOnly: /You have read-only access/,
    areaTitle: 'This part of the panel is not available to your role',
    panelTitle: 'This account cannot open the admin panel',
    stockFor: /^Stock:/,
  },
} as const;

type Locale = keyof typeof COPY;
const localeOf = (page: Page): Locale => (isPhone(page) ? 'en' : 'pl');
const main = (page: Page) => page.getByRole('main');
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

const sessions = new Map<string, Promise<{ token: string; user: unknown }>>();

/** Logs in through the API once per run and puts the session where the app keeps it. */
async function useSession(page: Page, request: APIRequestContext, email: string, password: string) {
  let session = sessions.get(email);
  if (!session) {
    session = request.post('/api/auth/login', { data: { email, password }, headers: XHR }).then(async (response) => {
      expect(response.ok()).toBe(true);
      return (await response.json()).data;
    });
    sessions.set(email, session);
  }
  const { token, user } = await session;
  await page.addInitScript(
    ([value, account]) => {
      localStorage.setItem('auth_token', value);
      localStorage.setItem('auth_user', account);
    },
    [token, JSON.stringify(user)],
  );
}

/** Opens an area from the panel's navigation: the sidebar on desktop, the menu drawer on phones. */
async function openArea(page: Page, locale: Locale, name: string) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: COPY[locale].openMenu }).click();
    await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
  } else {
    await page
      .getByRole('navigation', { name: locale === 'pl' ? 'Działy panelu' : 'Admin sections' })
      .getByRole('link', { name, exact: true })
      .click();
  }
}

test.describe('admin panel', () => {
  test('a manager adds a product on sale and the shop shows it at its generated address', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await useSession(page, request, 'manager@atelier.pl', 'Manager123!');

    await page.goto(`/${locale}/admin`);
    await expect(main(page).getByRole('heading', { name: copy.dashboard, level: 1 })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: copy.toDo })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await openArea(page, locale, copy.products);
    await expect(main(page).getByRole('heading', { name: copy.products, level: 1 })).toBeVisible();
    await expect(main(page).getByRole('spinbutton', { name: copy.stockFor }).first()).toBeVisible();

    await main(page).getByRole('link', { name: copy.newProduct }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/products/new$`));
    await expect(main(page).getByRole('button', { name: copy.bold }).first()).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const namePl = `Etui próbne ${run}`;
    await main(page).getByLabel(copy.namePl).fill(namePl);
    await main(page).getByLabel(copy.nameEn).fill(`Trial case ${run}`);
    await main(page).getByLabel(copy.sku, { exact: true }).fill(`E2E-${run}`.toUpperCase());
    await main(page).getByLabel(copy.category).selectOption({ index: 1 });
    await main(page).getByLabel(copy.kind).selectOption('cardholder');
    await main(page).getByLabel(copy.basePrice).fill('300');
    await main(page).getByLabel(copy.salePrice).fill('240');
    await main(page).getByLabel(copy.stock).fill('3');
    await main(page).getByRole('textbox', { name: copy.description }).fill('Szyte ręcznie w pracowni.');
    await main(page).getByRole('button', { name: copy.create }).click();

    await expect(page.getByRole('region', { name: /Powiadomienia|Notifications/ })).toContainText(copy.created);
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/products/\\d+$`));

    await page.goto(`/${locale}/products/etui-probne-${run}`);
    await expect(
      main(page).getByRole('heading', { name: locale === 'pl' ? namePl : `Trial case ${run}`, level: 1 }),
    ).toBeVisible();
    await expect(main(page).getByText(copy.sale, { exact: true }).first()).toBeVisible();
    await expect(main(page).locator('s').filter({ hasText: copy.regular }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an accountant sees the products read-only and no users area', async ({ page, request, consoleErrors }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    await useSession(page, request, 'ksiegowa@atelier.pl', 'Ksiegowa123!');

    await page.goto(`/${locale}/admin/products`);
    await expect(main(page).getByText(copy.readOnlyIntro)).toBeVisible();
    const firstProduct = main(page).getByRole('table').getByRole('link').first();
    await expect(firstProduct).toBeVisible();
    await expect(main(page).getByRole('link', { name: copy.newProduct })).toHaveCount(0);
    await expect(main(page).getByRole('spinbutton')).toHaveCount(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    if (isPhone(page)) await page.getByRole('button', { name: copy.openMenu }).click();
    const navigation = page.getByRole('navigation', { name: locale === 'pl' ? 'Działy panelu' : 'Admin sections' });
    await expect(navigation.getByRole('link', { name: copy.products, exact: true })).toBeVisible();
    await expect(navigation.getByRole('link', { name: copy.users, exact: true })).toHaveCount(0);
    if (isPhone(page)) await page.keyboard.press('Escape');

    await firstProduct.click();
    await expect(main(page).getByText(copy.readOnly)).toBeVisible();
    await expect(main(page).getByLabel(copy.namePl)).toBeDisabled();
    await expect(main(page).getByRole('button', { name: /Zapisz zmiany|Save changes/ })).toHaveCount(0);

    await page.goto(`/${locale}/admin/users`);
    await expect(main(page).getByRole('heading', { name: copy.areaTitle })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a guest is sent to log in, and a customer who logs in there gets the no-access page', async ({
    page,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    // Without a locale the panel opens in the remembered language (Polish for a first visit).
    await page.goto(locale === 'pl' ? '/admin' : '/en/admin');
    await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?redirect=%2F${locale}%2Fadmin$`));
    await main(page).getByLabel(copy.email, { exact: true }).fill('klient@atelier.pl');
    await main(page).getByLabel(copy.password, { exact: true }).fill('Klient123!');
    await main(page).getByRole('button', { name: copy.login, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/admin$`));
    await expect(page.getByRole('heading', { name: copy.panelTitle })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /Działy panelu|Admin sections/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
