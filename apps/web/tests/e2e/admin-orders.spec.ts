import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_P24_URL } from './e2e-env';
import { fakeP24Refunds, placePaidOrder } from './orders-support';
import { expect, isPhone, seriousAccessibilityViolations, test, waitForHydrationOnLoad } from './playwright-utils';

/**
 * Orders and payments in the admin panel (issue 8, docs/product-rules.md#orders, #staff, decision 011): a manager ships a paid order with
 * a tracking number and the customer sees it shipped; an accountant refunds part of an order with a reason,
 * sees the refund in the order's history and gets the catalogue read-only. Desktop only, in Polish (the
 * phone layouts are checked by hand; CI time is short). Staff and the customer log in through the API once
 * per run: the server allows 5 logins a minute per account.
 */

const CUSTOMER = { email: 'klient@atelier.pl', password: 'Klient123!' };
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
/** The wallet placePaidOrder orders; its edit screen is where the accountant finds the catalogue read-only. */
const PRODUCT = 'portfel-wisla-granatowy';
/** An InPost tracking number: 24 digits. */
const TRACKING = '680012345678901234567890';

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: /Powiadomienia|Notifications/ });

type Session = { token: string; user: unknown };
const sessions = new Map<string, Promise<Session>>();

function sessionOf(request: APIRequestContext, email: string, password: string): Promise<Session> {
  let session = sessions.get(email);
  if (!session) {
    session = request.post('/api/auth/login', { data: { email, password }, headers: XHR }).then(async (response) => {
      expect(response.ok(), `login ${email}`).toBe(true);
      return (await response.json()).data as Session;
    });
    sessions.set(email, session);
  }
  return session;
}

/** Puts a session where the web app keeps it, before any page script runs. */
async function useSession(page: Page, session: Session) {
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('auth_user', user);
    },
    [session.token, JSON.stringify(session.user)],
  );
}

test.describe('admin: orders and payments', () => {
  test.beforeEach(({ page }) => {
    test.skip(isPhone(page), 'Admin journeys run on the desktop project only.');
  });
  test.describe.configure({ timeout: 60_000 });

  test('a manager ships a paid order with its tracking number and the customer sees it shipped', async ({
    page,
    request,
    browser,
    consoleErrors,
  }) => {
    const order = await placePaidOrder(request, CUSTOMER);
    await useSession(page, await sessionOf(request, 'manager@atelier.pl', 'Manager123!'));

    await page.goto('/pl/admin/orders');
    await expect(main(page).getByRole('heading', { name: 'Zamówienia', level: 1 })).toBeVisible();
    await main(page).getByLabel('Szukaj').fill(order.number);
    await expect(page).toHaveURL(new RegExp(`search=${order.number}`));
    const row = main(page).getByRole('row').filter({ hasText: order.number });
    await expect(row).toContainText('W przygotowaniu');
    await expect(row).toContainText('Opłacone');
    await expect(main(page).getByRole('button', { name: 'Eksportuj do CSV' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await row.getByRole('link', { name: order.number }).click();
    await expect(main(page).getByRole('heading', { name: `Zamówienie ${order.number}`, level: 1 })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Klient' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The packing slip opens in the panel (the API's HTML in a frame) with its own print button.
    await main(page).getByRole('button', { name: 'List przesyłki' }).click();
    const slip = page.getByRole('dialog', { name: 'List przesyłki' });
    await expect(slip.frameLocator('iframe').getByText(order.number)).toBeVisible();
    await expect(slip.getByRole('button', { name: 'Drukuj' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(slip).toHaveCount(0);

    await main(page).getByRole('button', { name: 'Wyślij' }).click();
    const dialog = page.getByRole('dialog', { name: `Wysłać zamówienie ${order.number}?` });
    await dialog.getByRole('button', { name: 'Tak, wyślij' }).click();
    await expect(dialog.getByText('Podaj numer przesyłki, aby oznaczyć zamówienie jako wysłane.')).toBeVisible();
    // An InPost number is 24 digits without spaces; the dialog says so before anything is sent.
    await dialog.getByLabel('Numer przesyłki').fill('6800 1234 5678 9012');
    await dialog.getByRole('button', { name: 'Tak, wyślij' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Numer przesyłki').fill(TRACKING);
    await dialog.getByRole('button', { name: 'Tak, wyślij' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toasts(page)).toContainText(`Zamówienie ${order.number} wysłane.`);
    const status = main(page).getByRole('region', { name: 'Status' });
    await expect(status).toContainText('Wysłane');
    await expect(status).toContainText(TRACKING);
    await expect(status.getByRole('button', { name: 'Oznacz jako doręczone' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Zwróć pieniądze' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);

    // The customer, in a browser of their own, sees the order shipped.
    const baseURL = test.info().project.use.baseURL;
    const customerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const customerPage = waitForHydrationOnLoad(await customerContext.newPage());
    // The cookie choice made, as the `page` fixture does (its banner must not cover the order).
    await customerPage.addInitScript(() => {
      const decidedAt = new Date().toISOString();
      const choice = { analytics: false, marketing: false, version: '2025-10-25', decidedAt, id: null, synced: true };
      localStorage.setItem('cookie_consent', JSON.stringify(choice));
    });
    await useSession(customerPage, await sessionOf(request, CUSTOMER.email, CUSTOMER.password));
    await customerPage.goto(`/pl/orders/${order.id}`);
    await expect(customerPage.getByRole('heading', { level: 1, name: new RegExp(order.number) })).toBeVisible();
    await expect(main(customerPage).getByText('Wysłane', { exact: true }).first()).toBeVisible();
    // …and follows the parcel: the carrier, the number, a link to InPost's tracking and the order's timeline.
    const parcel = main(customerPage).getByRole('region', { name: 'Przesyłka i przebieg zamówienia' });
    await expect(parcel).toContainText(TRACKING);
    await expect(parcel).toContainText('InPost');
    const track = parcel.getByRole('link', { name: /Śledź przesyłkę na stronie InPost/ });
    await expect(track).toHaveAttribute('href', new RegExp(TRACKING));
    for (const event of ['Zamówienie złożone', 'Płatność przyjęta', 'Wysłane']) {
      await expect(parcel.getByText(event, { exact: true }).first()).toBeVisible();
    }
    expect(await seriousAccessibilityViolations(customerPage)).toEqual([]);
    await customerContext.close();
  });

  test('an accountant refunds part of an order with a reason and gets the catalogue read-only', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const order = await placePaidOrder(request, CUSTOMER);
    await useSession(page, await sessionOf(request, 'ksiegowa@atelier.pl', 'Ksiegowa123!'));

    await page.goto(`/pl/admin/orders/${order.id}`);
    await expect(main(page).getByRole('heading', { name: `Zamówienie ${order.number}`, level: 1 })).toBeVisible();
    // Orders are read-only for the accountant: no status steps, no notes.
    await expect(main(page).getByText('Status zamówienia zmienia manager lub administrator.')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Wyślij' })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Dodaj notatkę' })).toHaveCount(0);

    await main(page).getByRole('button', { name: 'Zwróć pieniądze' }).click();
    const dialog = page.getByRole('dialog', { name: `Zwrot za zamówienie ${order.number}` });
    await dialog.getByLabel('Kwota zwrotu').fill('10,50');
    await dialog.getByRole('button', { name: 'Zwróć 10,50\u00a0zł' }).click();
    await expect(dialog.getByText('Podaj powód zwrotu.')).toBeVisible();
    await dialog.getByLabel('Powód zwrotu').fill('Rysa na klapie — rabat uzgodniony z klientką');
    await dialog.getByRole('button', { name: 'Zwróć 10,50\u00a0zł' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toasts(page)).toContainText('10,50\u00a0zł');

    const payments = main(page).getByRole('region', { name: 'Płatności i zwroty' });
    await expect(payments).toContainText('Rysa na klapie — rabat uzgodniony z klientką');
    await expect(payments).toContainText('Ewa Wiśniewska');
    await expect(payments.getByRole('definition').nth(1)).toHaveText('10,50\u00a0zł');
    // Where the server pays through the fake Przelewy24 (desktop), the refund reached it: 10.50 zł of this payment.
    const accountant = await sessionOf(request, 'ksiegowa@atelier.pl', 'Ksiegowa123!');
    const listed = await request.get(`/api/admin/payments?search=${order.number}`, {
      headers: { ...XHR, authorization: `Bearer ${accountant.token}` },
    });
    const [payment] = (await listed.json()).data as { provider: string; session_id: string }[];
    if (payment.provider === 'przelewy24') {
      await expect
        .poll(async () =>
          (await fakeP24Refunds(request, E2E_P24_URL))
            .filter((r) => r.sessionId === payment.session_id)
            .map((r) => r.amount),
        )
        .toEqual([1050]);
    }

    const history = main(page).getByRole('region', { name: 'Historia' });
    await expect(history.getByRole('listitem').first()).toContainText('Zwrot 10,50\u00a0zł');
    await expect(history.getByRole('listitem').first()).toContainText('Rysa na klapie');
    // Partly refunded, the order stays paid and can be refunded further.
    await expect(main(page).getByRole('region', { name: 'Status' })).toContainText('Opłacone');
    await expect(payments.getByRole('button', { name: 'Zwróć pieniądze' })).toBeVisible();

    // The payments list shows the refund under its payment.
    await page.goto(`/pl/admin/payments?search=${order.number}`);
    const paymentRow = main(page).getByRole('row').filter({ hasText: order.number });
    await expect(paymentRow).toContainText('zwrócono 10,50\u00a0zł');
    await expect(paymentRow).toContainText('Rysa na klapie');

    // The catalogue is read-only for her: the edit screen shows the product without a way to change it.
    const product = await request.get(`/api/products/slug/${PRODUCT}`, { headers: XHR });
    await page.goto(`/pl/admin/products/${(await product.json()).data.id}`);
    await expect(main(page).getByText(/Masz dostęp tylko do odczytu/)).toBeVisible();
    await expect(main(page).getByLabel('Nazwa (polski)')).toBeDisabled();
    await expect(main(page).getByRole('button', { name: /Zapisz zmiany/ })).toHaveCount(0);
    await page.goto('/pl/admin/products/new');
    await expect(
      main(page).getByRole('heading', { name: 'Ta część panelu nie jest dostępna dla Twojej roli' }),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
