import { expect, isPhone, seriousAccessibilityViolations, switchLanguage, test } from './playwright-utils';

test.describe('the app shell', () => {
  test('/ lands on /pl with the header, the footer and Polish text', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/pl$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Atelier', exact: false }).first()).toBeVisible();
    await expect(header.getByRole('link', { name: /Koszyk/ })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Zakupy online' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Strefa klienta' })).toBeVisible();
    for (const link of [
      'Metody płatności',
      'Koszty dostawy',
      'Zwroty',
      'Reklamacje',
      'Gwarancja',
      'Regulamin sklepu',
    ]) {
      await expect(footer.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText('Wrocław');
    await expect(footer).toContainText('8:00–20:00');
    // The home page is served from the shared page cache, so it carries no one's CSRF token, and a change
    // from it needs none: the browser marks the call same-origin (ADR 002), as the first version's client
    // sends it — cookies, no X-CSRF-TOKEN.
    await expect(page.locator('meta[name="csrf-token"]')).toHaveAttribute('content', '');
    const added = await page.evaluate(async () => {
      // A product sold in one variant, as the first version's client knew them (the newest may be the gift
      // card, whose amounts are variants to choose).
      const products: { data: { id: number; variants?: unknown[] }[] } = await (
        await fetch('/api/products?per_page=24')
      ).json();
      const single = products.data.find((p) => (p.variants?.length ?? 1) <= 1);
      const res = await fetch('/api/cart/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ product_id: single?.id, quantity: 1 }),
      });
      return res.status;
    });
    expect(added).toBe(200);
    // The token endpoint stays for clients that still send one; it matches the httpOnly cookie.
    const token = await page.evaluate(async () => (await (await fetch('/api/security/csrf')).json()).token);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'atelier_csrf');
    expect(cookie?.httpOnly).toBe(true);
    expect(token).toBe(cookie?.value);
    expect(consoleErrors).toEqual([]);
  });

  test('the language switch keeps the path and the query and shows English', async ({ page, consoleErrors }) => {
    // The first version's category link leads to the category's readable address, keeping the rest of the query.
    await page.goto('/pl/products?category=3&sort_by=base_price');
    await expect(page).toHaveURL(/\/pl\/kategoria\/plecaki\?sort_by=base_price$/);
    // With a category chosen the heading is the category's name; the breadcrumb leads back to all products.
    await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toContainText('Wszystkie produkty');
    await switchLanguage(page, 'pl', 'en');
    await expect(page).toHaveURL(/\/en\/category\/backpacks\?sort_by=base_price$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('All products');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The choice is remembered: a path without a locale now lands in English.
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/en\/cart$/);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown locale falls back to Polish and a path without one gets /pl', async ({ page }) => {
    await page.goto('/de/products');
    await expect(page).toHaveURL(/\/pl\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wszystkie produkty' })).toBeVisible();
    await page.goto('/blog');
    await expect(page).toHaveURL(/\/pl\/blog$/);
  });

  test('an unknown page answers 404 in the page language', async ({ page }) => {
    const pl = await page.goto('/pl/nie-ma-takiej-strony');
    expect(pl?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Nie ma tu takiej strony' })).toBeVisible();
    const en = await page.goto('/en/no-such-page');
    expect(en?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This page does not exist' })).toBeVisible();
  });

  test('the footer newsletter signs up an address and confirms it', async ({ page }) => {
    await page.goto('/en');
    const email = `e2e-${Date.now()}@example.pl`;
    await page.getByLabel('Your e-mail address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    // Double opt-in: the footer asks to confirm through the e-mailed link (content.spec.ts follows it).
    await expect(page.getByRole('contentinfo').getByRole('status')).toContainText(email);
  });

  test('the mobile menu opens, traps focus and closes with Escape', async ({ page }) => {
    test.skip(!isPhone(page), 'the menu button is for narrow screens');
    await page.goto('/pl');
    const toggle = page.getByRole('button', { name: 'Otwórz menu' });
    await toggle.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Wszystkie produkty' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('home has no serious accessibility violations and no horizontal scrolling', async ({ page }) => {
    await page.goto('/pl');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('every route of the spec answers in both languages', () => {
  const paths = [
    '',
    '/products',
    '/products/torebka-aurelia-koniak',
    '/cart',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=x&email=a%40b.pl',
    '/oauth/callback?success=0&error=x',
    '/checkout',
    '/blog',
    '/blog/category/pielegnacja',
    '/blog/tag/prezenty',
    '/blog/jak-dbac-o-skore-garbowana-roslinnie',
    '/about',
    '/contacts',
    '/profile',
    '/wishlist',
    '/orders',
    '/orders/1',
    '/gallery',
    '/payment-methods',
    '/delivery-costs',
    '/returns',
    '/complaints',
    '/warranty',
    '/store-regulations',
    '/privacy-policy',
    '/cookies',
    '/faq',
  ];
  for (const locale of ['pl', 'en'] as const) {
    test(`all routes in ${locale}`, async ({ request }) => {
      test.skip(test.info().project.name !== 'desktop', 'HTTP-level check, once is enough');
      for (const path of [...paths, ...(locale === 'pl' ? ['/regulamin'] : [])]) {
        const response = await request.get(`/${locale}${path}`, { maxRedirects: 0 });
        expect(response.status(), `/${locale}${path}`).toBe(200);
        const html = await response.text();
        expect(html, `/${locale}${path}`).toContain(`<html lang="${locale}"`);
        expect(html, `/${locale}${path}`).toMatch(/<title>[^<]*Atelier[^<]*<\/title>/);
      }
    });
  }
});
