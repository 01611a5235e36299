import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, isPhone, seriousAccessibilityViolations, test, waitForHydrationOnLoad } from './playwright-utils';

/**
 * The admin panel (docs/product-rules.md#staff): a manager adds a product on sale and the shop shows it at its generated address
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

/** Logs in through the API once per run (the login limit is 5 a minute per account). */
function login(request: APIRequestContext, email: string, password: string) {
  let session = sessions.get(email);
  if (!session) {
    session = request.post('/api/auth/login', { data: { email, password }, headers: XHR }).then(async (response) => {
      expect(response.ok()).toBe(true);
      return (await response.json()).data;
    });
    sessions.set(email, session);
  }
  return session;
}

/** Logs in through the API once per run and puts the session where the app keeps it. */
async function useSession(page: Page, request: APIRequestContext, email: string, password: string) {
  const { token, user } = await login(request, email, password);
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

  test.describe('catalogue and staff (desktop)', () => {
    test.beforeEach(({ page }) => {
      test.skip(isPhone(page), 'panel journeys with uploads and two tabs run on the desktop project');
    });

    /** A small product photograph drawn here (nothing is downloaded): a leather-coloured square with a shape. */
    const photo = (colour: string, format: 'jpeg' | 'png') =>
      sharp({ create: { width: 640, height: 640, channels: 3, background: '#F2EEE8' } })
        .composite([
          {
            input: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect x="140" y="180" width="360" height="300" rx="36" fill="${colour}"/></svg>`,
            ),
          },
        ])
        [format]()
        .toBuffer();

    test('a manager adds a product with two photographs and the shop shows both, in Polish and in English', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const copy = COPY.pl;
      const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const namePl = `Kuferek zdjęciowy ${run}`;
      const nameEn = `Photo trunk ${run}`;
      await useSession(page, request, 'manager@atelier.pl', 'Manager123!');
      await page.goto('/pl/admin/products/new');
      await main(page).getByLabel(copy.namePl).fill(namePl);
      await main(page).getByLabel(copy.nameEn).fill(nameEn);
      await main(page).getByLabel(copy.sku, { exact: true }).fill(`E2E-PH-${run}`.toUpperCase());
      await main(page).getByLabel(copy.category).selectOption({ index: 1 });
      await main(page).getByLabel(copy.kind).selectOption('tote');
      await main(page).getByLabel(copy.basePrice).fill('590');
      await main(page).getByLabel(copy.stock).fill('2');

      // Two photographs and a file that is not one: the refusal names it, the photographs wait with previews.
      const [front, side] = await Promise.all([photo('#8B4A24', 'jpeg'), photo('#4A3426', 'png')]);
      await main(page)
        .getByLabel('Zdjęcia produktu do dodania')
        .setInputFiles([
          { name: 'przod.jpg', mimeType: 'image/jpeg', buffer: front },
          { name: 'bok.png', mimeType: 'image/png', buffer: side },
          { name: 'animacja.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
        ]);
      await expect(main(page).getByRole('alert').filter({ hasText: 'animacja.gif' })).toContainText(
        'to nie jest plik JPEG, PNG ani WebP',
      );
      const queue = main(page).getByRole('list', { name: 'Zdjęcia do wysłania' }).getByRole('listitem');
      await expect(queue).toHaveCount(2);
      // The side view becomes the main photograph (keyboard-reachable buttons), then each gets its descriptions.
      await main(page).getByRole('button', { name: 'Przesuń zdjęcie 2 wyżej' }).click();
      await expect(queue.first()).toContainText('bok.png');
      await expect(main(page).getByRole('button', { name: 'Przesuń zdjęcie 1 wyżej' })).toBeDisabled();
      await queue.first().getByLabel('Opis zdjęcia (polski)').fill(`Kuferek z boku ${run}`);
      await queue.first().getByLabel('Opis zdjęcia (angielski)').fill(`The trunk from the side ${run}`);
      await queue.nth(1).getByLabel('Opis zdjęcia (polski)').fill(`Kuferek od przodu ${run}`);
      await queue.nth(1).getByLabel('Opis zdjęcia (angielski)').fill(`The trunk from the front ${run}`);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await main(page).getByRole('button', { name: copy.create }).click();
      await expect(page.getByRole('region', { name: /Powiadomienia/ })).toContainText(
        'Produkt został dodany razem ze zdjęciami',
      );
      await expect(page).toHaveURL(/\/pl\/admin\/products\/\d+$/);
      const saved = main(page).getByRole('list', { name: 'Zdjęcia produktu' }).getByRole('listitem');
      await expect(saved).toHaveCount(2);
      await expect(saved.first().getByLabel('Opis zdjęcia (polski)')).toHaveValue(`Kuferek z boku ${run}`);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      const slug = `kuferek-zdjeciowy-${run}`;
      for (const [locale, name, alts, show] of [
        ['pl', namePl, [`Kuferek z boku ${run}`, `Kuferek od przodu ${run}`], 'Pokaż zdjęcie 2 z 2'],
        ['en', nameEn, [`The trunk from the side ${run}`, `The trunk from the front ${run}`], 'Show photo 2 of 2'],
      ] as const) {
        await page.goto(`/${locale}/products/${slug}`);
        await expect(main(page).getByRole('heading', { name, level: 1 })).toBeVisible();
        const first = main(page).getByRole('img', { name: alts[0] });
        await expect(first).toBeVisible();
        expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        await main(page).getByRole('button', { name: show }).click();
        const second = main(page).getByRole('img', { name: alts[1] });
        await expect(second).toBeVisible();
        await expect
          .poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
      expect(consoleErrors).toEqual([]);
    });

    test('a super_admin makes a new customer a manager and the audit log shows who changed what', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const email = `nowy.pracownik.${run}@example.com`;
      const password = 'Pracownik123!';
      const registered = await request.post('/api/auth/register', {
        data: { email, password, phone: '+48 600 100 200', name: 'Nowy Pracownik' },
        headers: XHR,
      });
      expect(registered.status()).toBe(201);
      const customerToken = (await registered.json()).data.token as string;
      const asCustomer = { ...XHR, Authorization: `Bearer ${customerToken}` };
      expect((await request.get('/api/admin/products', { headers: asCustomer })).status()).toBe(403);

      await useSession(page, request, 'admin@atelier.pl', 'Admin123!');
      await page.goto(`/pl/admin/users?search=${encodeURIComponent(email)}`);
      await main(page)
        .getByRole('button', { name: `Zmień role: ${email}` })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Kierownik sklepu').check();
      await dialog.getByRole('button', { name: 'Dalej' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('Nadajesz: Kierownik sklepu.');
      await confirm.getByRole('button', { name: 'Zapisz role' }).click();
      await expect(page.getByRole('region', { name: /Powiadomienia/ })).toContainText('Zmiany zostały zapisane');
      await expect(main(page).getByRole('row').filter({ hasText: email })).toContainText('Kierownik sklepu');
      expect((await request.get('/api/admin/products', { headers: asCustomer })).status()).toBe(200);

      await page.goto('/pl/admin/audit-log?entity=user');
      const entry = main(page).getByRole('row').filter({ hasText: email }).first();
      await expect(entry).toContainText('Zmiana ról');
      await expect(entry).toContainText('admin@atelier.pl');
      await expect(entry).toContainText('Role: Klient → Kierownik sklepu');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test('two tabs edit one product: the second save is refused and shows the newer version to build on', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const copy = COPY.pl;
      const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const { token } = await login(request, 'manager@atelier.pl', 'Manager123!');
      const asManager = { ...XHR, Authorization: `Bearer ${token}` };
      const categories = (await (await request.get('/api/admin/categories', { headers: asManager })).json()).data;
      const created = await request.post('/api/admin/products', {
        headers: asManager,
        data: {
          name_pl: `Saszetka wspólna ${run}`,
          name_en: `Shared pouch ${run}`,
          sku: `E2E-2TAB-${run}`.toUpperCase(),
          category_id: categories[0].id,
          kind: 'wallet',
          base_price: 150,
          stock: 5,
        },
      });
      expect(created.status()).toBe(201);
      const id = (await created.json()).data.id as number;

      await useSession(page, request, 'manager@atelier.pl', 'Manager123!');
      const other = waitForHydrationOnLoad(await page.context().newPage());
      await page.goto(`/pl/admin/products/${id}`);
      await other.goto(`/pl/admin/products/${id}`);
      await expect(main(other).getByLabel(copy.nameEn)).toHaveValue(`Shared pouch ${run}`);

      // The first tab saves a new English name.
      await main(page).getByLabel(copy.nameEn).fill(`Shared pouch, renamed ${run}`);
      await main(page).getByRole('button', { name: 'Zapisz zmiany' }).click();
      await expect(page.getByRole('region', { name: /Powiadomienia/ })).toContainText('Zmiany zostały zapisane');

      // The second tab, still on the old version, changes the price and saves: refused, nothing overwritten.
      await main(other).getByLabel(copy.basePrice).fill('175');
      await main(other).getByRole('button', { name: 'Zapisz zmiany' }).click();
      const notice = main(other).getByRole('alert').filter({ hasText: 'Ktoś inny zapisał ten produkt w międzyczasie' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(`Nazwa (angielski): Shared pouch, renamed ${run}`);
      await expect(notice).toBeFocused();
      expect(await seriousAccessibilityViolations(other)).toEqual([]);
      const stored = async () =>
        (await (await request.get(`/api/admin/products/${id}`, { headers: asManager })).json()).data;
      expect((await stored()).base_price).toBe(150);

      // Building on the newer version keeps both people's changes.
      await notice.getByRole('button', { name: 'Nanieś moje zmiany na nowszą wersję' }).click();
      await expect(main(other).getByLabel(copy.nameEn)).toHaveValue(`Shared pouch, renamed ${run}`);
      await expect(main(other).getByLabel(copy.basePrice)).toHaveValue('175');
      await main(other).getByRole('button', { name: 'Zapisz zmiany' }).click();
      await expect(other.getByRole('region', { name: /Powiadomienia/ })).toContainText('Zmiany zostały zapisane');
      expect(await stored()).toMatchObject({ name_en: `Shared pouch, renamed ${run}`, base_price: 175 });
      await other.close();
      expect(consoleErrors).toEqual([]);
    });
  });
});
