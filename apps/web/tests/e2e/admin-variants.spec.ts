import type { Page } from '@playwright/test';
import { expect, isPhone, seriousAccessibilityViolations, test } from './playwright-utils';

/**
 * Variants in the admin panel (docs/product-rules.md#variants): a manager adds a brown variant with its own stock
 * to a product on its edit page, and the shop's product JSON shows it beside the first one, with the product's
 * stock summing both; the product's own price and stock fields then point to the variants table. Desktop,
 * Polish. The product is made through the API, named and numbered per run (both projects share one server).
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const main = (page: Page) => page.getByRole('main');

type ShopVariant = { sku: string; stock: number; color: { code: string; name: string } | null; price: number };

test.describe('admin: product variants (desktop)', () => {
  test.beforeEach(({ page }) => {
    test.skip(isPhone(page), 'the variants table is a desktop journey');
  });

  test('a manager adds a variant with its stock, and the shop’s product shows it', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
    const login = await request.post('/api/auth/login', {
      data: { email: 'manager@atelier.pl', password: 'Manager123!' },
      headers: XHR,
    });
    expect(login.ok()).toBe(true);
    const { token, user } = (await login.json()).data;
    const auth = { ...XHR, Authorization: `Bearer ${token}` };
    const categories = (await (await request.get('/api/admin/categories', { headers: auth })).json()).data;
    const created = await request.post('/api/admin/products', {
      headers: auth,
      data: {
        name_pl: `Torba wariantowa ${run}`,
        name_en: `Variant bag ${run}`,
        sku: `E2E-VAR-${run}`,
        category_id: categories[0].id,
        kind: 'tote',
        base_price: 450,
        stock: 2,
        color: 'black',
      },
    });
    expect(created.status()).toBe(201);
    const product = (await created.json()).data as { id: number; slug: string };

    await page.addInitScript(
      ([value, account]) => {
        localStorage.setItem('auth_token', value);
        localStorage.setItem('auth_user', account);
      },
      [token, JSON.stringify(user)],
    );
    await page.goto(`/pl/admin/products/${product.id}`);
    const variants = main(page).getByRole('region', { name: 'Warianty' });
    await expect(variants.getByRole('table')).toBeVisible();
    // One variant: the product's own price field is there, and so is the variant's row.
    await expect(main(page).getByLabel('Cena regularna (brutto)')).toBeVisible();
    await expect(variants.getByRole('textbox', { name: 'SKU Wariant 1' })).toHaveValue(`E2E-VAR-${run}`);

    // The new row: every field named by its column and the row.
    await variants.getByRole('textbox', { name: 'SKU Nowy wariant' }).fill(`E2E-VAR-${run}-BRN`);
    await variants.getByRole('combobox', { name: 'Kolor Nowy wariant' }).selectOption({ label: 'Brązowy' });
    await variants.getByRole('spinbutton', { name: 'Stan (szt.) Nowy wariant' }).fill('4');
    await variants.getByRole('button', { name: 'Dodaj wariant' }).click();

    await expect(page.getByRole('region', { name: /Powiadomienia/ })).toContainText('Wariant został dodany.');
    await expect(variants.getByRole('textbox', { name: 'SKU Wariant 2' })).toHaveValue(`E2E-VAR-${run}-BRN`);
    await expect(variants.getByRole('spinbutton', { name: 'Stan (szt.) Wariant 2' })).toHaveValue('4');
    // Two variants: prices and stock are theirs; the product's fields give way to a note.
    await expect(main(page).getByLabel('Cena regularna (brutto)')).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Przejdź do wariantów' }).first()).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // A taken SKU is refused beside the field.
    await variants.getByRole('textbox', { name: 'SKU Nowy wariant' }).fill(`E2E-VAR-${run}-BRN`);
    await variants.getByRole('combobox', { name: 'Kolor Nowy wariant' }).selectOption({ label: 'Zielony' });
    await variants.getByRole('button', { name: 'Dodaj wariant' }).click();
    await expect(variants.getByRole('textbox', { name: 'SKU Nowy wariant' })).toHaveAccessibleDescription(
      'Produkt o tym SKU już istnieje.',
    );

    const shop = await request.get(`/api/products/slug/${product.slug}`, { headers: { 'Accept-Language': 'pl' } });
    expect(shop.ok()).toBe(true);
    const data = (await shop.json()).data as { stock: number; variants: ShopVariant[] };
    expect(data.variants.map((v) => [v.sku, v.color?.code, v.stock, v.price])).toEqual([
      [`E2E-VAR-${run}`, 'black', 2, 450],
      [`E2E-VAR-${run}-BRN`, 'brown', 4, 450],
    ]);
    expect(data.stock).toBe(6);

    // The product page offers the new colour.
    await page.goto(`/pl/products/${product.slug}`);
    await expect(main(page).getByRole('heading', { name: `Torba wariantowa ${run}`, level: 1 })).toBeVisible();
    await expect(main(page).getByText('Brązowy').first()).toBeAttached();
    // The refused SKU above is the one 4xx expected.
    expect(consoleErrors.filter((line) => !/Failed to load resource: .* 422/.test(line))).toEqual([]);
  });
});
