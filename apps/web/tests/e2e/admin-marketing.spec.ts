import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isPhone, seriousAccessibilityViolations, test, waitForHydrationOnLoad } from './playwright-utils';

/**
 * The panel's marketing and moderation screens (docs/product-rules.md#staff): a manager creates a promo code, which a shopper in a
 * fresh browser applies in the cart, and approves a customer's review, which then shows on the product
 * page. Desktop only, in Polish (admin journeys stay off the phone project to keep CI short); the code and
 * the review text are unique per run. Staff and the customer log in through the API once per run (the
 * login limit is 5 a minute per account).
 */

const COPY = {
  newCode: 'Nowy kod',
  code: 'Kod',
  percent: 'Rabat (%)',
  create: 'Dodaj kod',
  codeTaken: 'Kod o tej nazwie już istnieje.',
  percentRange: 'Rabat procentowy to liczba całkowita od 1 do 100.',
  saved: 'Zmiany zostały zapisane.',
  addToCart: 'Dodaj do koszyka',
  goToCart: 'Przejdź do koszyka',
  promoCode: 'Kod rabatowy',
  apply: 'Zastosuj',
  approve: 'Zatwierdź',
  reviewsRegion: 'Opinie klientów',
  toasts: /Powiadomienia|Notifications/,
} as const;

/** A product every run can put in the cart (the same the cart journeys use). */
const CART_PRODUCT = 'wizytownik-kamienica-bordo';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: COPY.toasts });

type Session = { token: string; user: unknown };
const sessions = new Map<string, Promise<Session>>();

function login(request: APIRequestContext, email: string, password: string): Promise<Session> {
  let session = sessions.get(email);
  if (!session) {
    session = request.post('/api/auth/login', { data: { email, password }, headers: XHR }).then(async (response) => {
      expect(response.ok(), `login of ${email}`).toBe(true);
      return (await response.json()).data;
    });
    sessions.set(email, session);
  }
  return session;
}

/** Puts a staff session where the app keeps it, before any page script runs. */
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

/**
 * A pending review written by the demo customer through the API, on the first product they have not
 * reviewed yet (one review per customer and product; the e2e database lives on between runs).
 */
async function writePendingReview(request: APIRequestContext, title: string, body: string) {
  const { token } = await login(request, 'klient@atelier.pl', 'Klient123!');
  const products = (await (await request.get('/api/products?per_page=48&sort_by=name')).json()).data as {
    id: number;
    slug: string;
  }[];
  for (const product of products) {
    const response = await request.post(`/api/products/${product.id}/reviews`, {
      data: { rating: 5, title, body },
      headers: { ...XHR, Authorization: `Bearer ${token}`, 'Accept-Language': 'pl' },
    });
    if (response.status() === 201) return product;
    expect(response.status(), `review of product ${product.id}`).toBe(409);
  }
  throw new Error('The demo customer has reviewed every product already');
}

test.describe('admin: promo codes and review moderation', () => {
  test.beforeEach(({ page }) => {
    test.skip(isPhone(page), 'Admin journeys run on the desktop project only.');
  });

  test('a manager creates a promo code and a shopper in another browser gets its discount in the cart', async ({
    page,
    request,
    browser,
    consoleErrors,
  }) => {
    const code = `E2E${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
    await useSession(page, request, 'manager@atelier.pl', 'Manager123!');

    await page.goto('/pl/admin/coupons');
    await expect(main(page).getByRole('heading', { name: 'Kody rabatowe', level: 1 })).toBeVisible();
    await expect(main(page).getByText('WITAJ10', { exact: true })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await main(page).getByRole('button', { name: COPY.newCode }).click();
    const dialog = page.getByRole('dialog');
    // The field's own message, first from the form (out of range), then from the server (taken).
    await dialog.getByLabel(COPY.code, { exact: true }).fill('witaj10');
    await dialog.getByLabel(COPY.percent).fill('150');
    await dialog.getByRole('button', { name: COPY.create }).click();
    await expect(dialog.getByLabel(COPY.percent)).toHaveAccessibleDescription(new RegExp(COPY.percentRange));
    await dialog.getByLabel(COPY.percent).fill('20');
    await dialog.getByRole('button', { name: COPY.create }).click();
    await expect(dialog.getByLabel(COPY.code, { exact: true })).toHaveAccessibleDescription(new RegExp(COPY.codeTaken));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await dialog.getByLabel(COPY.code, { exact: true }).fill(code.toLowerCase());
    await dialog.getByRole('button', { name: COPY.create }).click();
    await expect(toasts(page)).toContainText(COPY.saved);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const row = main(page).getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('−20\u00a0%');
    await expect(row).toContainText('Aktywny');

    // A shopper who has never seen the panel: a fresh browser context, no session.
    const shopper = await browser.newContext({ baseURL: new URL(page.url()).origin });
    await shopper.addInitScript(() => {
      const choice = { analytics: false, marketing: false, version: '2025-10-25', decidedAt: new Date().toISOString() };
      localStorage.setItem('cookie_consent', JSON.stringify({ ...choice, id: null, synced: true }));
    });
    const shop = waitForHydrationOnLoad(await shopper.newPage());
    const shopErrors: string[] = [];
    shop.on('pageerror', (error) => shopErrors.push(error.message));
    await shop.goto(`/pl/products/${CART_PRODUCT}`);
    await main(shop).getByRole('button', { name: COPY.addToCart }).click();
    await main(shop).getByRole('link', { name: COPY.goToCart }).click();
    await expect(shop).toHaveURL(/\/pl\/cart$/);
    const total = shop.getByTestId('cart-total');
    const before = await total.textContent();
    await main(shop).getByRole('textbox', { name: COPY.promoCode }).fill(code.toLowerCase());
    await main(shop).getByRole('button', { name: COPY.apply }).click();
    await expect(toasts(shop)).toContainText(`Kod ${code} został zastosowany.`);
    await expect(main(shop).getByText(`Rabat (kod ${code})`)).toBeVisible();
    await expect(total).not.toHaveText(before ?? '');
    expect(shopErrors).toEqual([]);
    await shopper.close();
    // The refused code (422) shows up as the browser's "Failed to load resource" line: expected.
    expect(consoleErrors.filter((line) => !/Failed to load resource: .* 422/.test(line))).toEqual([]);
  });

  test('a manager approves a pending review and it appears on the product page', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const title = `Opinia próbna ${run}`;
    const body = `Równe szwy i miękka skóra — sprawdzone w teście ${run}.`;
    const product = await writePendingReview(request, title, body);
    await useSession(page, request, 'manager@atelier.pl', 'Manager123!');

    await page.goto('/pl/admin/reviews');
    await expect(main(page).getByRole('heading', { name: 'Opinie', level: 1 })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Oczekujące', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const item = main(page).getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText(body);
    await expect(item).toContainText('klient@atelier.pl');
    await expect(item.getByRole('img', { name: '5 z 5' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await item.getByRole('button', { name: COPY.approve }).click();
    await expect(toasts(page)).toContainText('jest już widoczna w sklepie');
    await expect(main(page).getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

    await main(page).getByRole('button', { name: 'Opublikowane', exact: true }).click();
    await expect(main(page).getByRole('listitem').filter({ hasText: title })).toContainText('Opublikowana');

    await page.goto(`/pl/products/${product.slug}`);
    const reviews = page.getByRole('region', { name: COPY.reviewsRegion });
    await expect(reviews).toContainText(title);
    await expect(reviews).toContainText(body);
    expect(consoleErrors).toEqual([]);
  });
});
