import type { APIRequestContext, Page } from '@playwright/test';
import { e2eProject } from './e2e-env';
import { mailsTo } from './mail-support';
import { placePaidOrder } from './orders-support';
import { expect, isPhone, seriousAccessibilityViolations, test, waitForHydrationOnLoad } from './playwright-utils';

/**
 * Returns (docs/product-rules.md#after-sale, ADR 022): a customer returns a delivered bag on day 40 after delivery
 * and gets a gift card. The order is made "delivered 40 days ago" the way the shop really allows it — the manager
 * records the day the parcel actually arrived when marking it delivered — against the production server, with no
 * test switch. Desktop only, in Polish.
 */

const CUSTOMER = { email: 'klient@atelier.pl', password: 'Klient123!' };
const MANAGER = { email: 'manager@atelier.pl', password: 'Manager123!' };
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
/** Made to order: always orderable, so reruns never run out. */
const BAG = 'torebka-zofia-kremowa';
/** What the customer buys with the card: another made-to-order piece. */
const NEXT_BAG = 'torba-warta-szara';

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: /Powiadomienia|Notifications/ });

type Session = { token: string; user: unknown };
const sessions = new Map<string, Promise<Session>>();

function sessionOf(request: APIRequestContext, who: { email: string; password: string }): Promise<Session> {
  let session = sessions.get(who.email);
  if (!session) {
    session = request.post('/api/auth/login', { data: who, headers: XHR }).then(async (response) => {
      expect(response.ok(), `login ${who.email}`).toBe(true);
      return (await response.json()).data as Session;
    });
    sessions.set(who.email, session);
  }
  return session;
}

async function useSession(page: Page, session: Session) {
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('auth_user', user);
    },
    [session.token, JSON.stringify(session.user)],
  );
}

/** The Warsaw calendar day `days` before today, `YYYY-MM-DD`. */
function warsawDayBefore(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(Date.now() - days * 864e5));
}

/** The newest e-mail of a template to an address in this project's mail folder. */
async function newestMail(address: string, subject: RegExp): Promise<string | null> {
  const [newest] = await mailsTo(e2eProject(test.info().project.name).mailDir, address, subject);
  return newest ?? null;
}

test.describe('returns', () => {
  test.beforeEach(({ page }) => {
    test.skip(isPhone(page), 'The returns journey runs on the desktop project only.');
  });
  test.describe.configure({ timeout: 90_000 });

  test('a customer returns a delivered bag on day 40 and receives a gift card', async ({
    page,
    request,
    browser,
    consoleErrors,
  }) => {
    const order = await placePaidOrder(request, CUSTOMER, BAG);
    const manager = await sessionOf(request, MANAGER);
    const staffHeaders = { ...XHR, authorization: `Bearer ${manager.token}` };
    const shipped = await request.post(`/api/admin/orders/${order.id}/status`, {
      headers: staffHeaders,
      data: { status: 'shipped', tracking_number: '680000000000000000000040' },
    });
    expect(shipped.ok(), 'the order shipped').toBe(true);

    // The manager learns from the carrier that the parcel arrived 40 days ago and records that day.
    await useSession(page, manager);
    await page.goto(`/pl/admin/orders/${order.id}`);
    await main(page).getByRole('button', { name: 'Oznacz jako doręczone' }).click();
    const deliver = page.getByRole('dialog', { name: `Oznaczyć zamówienie ${order.number} jako doręczone?` });
    await deliver.getByLabel('Dzień doręczenia').fill(warsawDayBefore(40));
    await deliver.getByRole('button', { name: 'Tak, doręczone' }).click();
    await expect(deliver).toHaveCount(0);
    await expect(main(page).getByRole('region', { name: 'Status' })).toContainText('Doręczone');

    // The customer, in a browser of their own, returns the bag from the order page.
    const baseURL = test.info().project.use.baseURL;
    const customerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const customer = waitForHydrationOnLoad(await customerContext.newPage());
    await customer.addInitScript(() => {
      const decidedAt = new Date().toISOString();
      const choice = { analytics: false, marketing: false, version: '2025-10-25', decidedAt, id: null, synced: true };
      localStorage.setItem('cookie_consent', JSON.stringify(choice));
    });
    await useSession(customer, await sessionOf(request, CUSTOMER));
    await customer.goto(`/pl/orders/${order.id}`);
    const returns = main(customer).getByRole('region', { name: 'Zwroty' });
    await expect(returns).toContainText('rozliczamy kartą podarunkową ważną 12 miesięcy');
    await returns.getByLabel(/Liczba sztuk do zwrotu: Torebka Zofia/).selectOption('1');
    await returns.getByLabel('Powód zwrotu').selectOption({ label: 'Nieodpowiedni rozmiar' });
    await returns.getByRole('radio', { name: /Kodem zwrotu w Paczkomacie InPost/ }).check();
    expect(await seriousAccessibilityViolations(customer)).toEqual([]);
    await returns.getByRole('button', { name: 'Zgłoś zwrot' }).click();
    await expect(returns.getByRole('status').first()).toContainText(/Zwrot ZW-\d{4}-\d{6} zarejestrowany/);
    await expect(returns).toContainText(/Kod zwrotu InPost: \d{10}/);
    const returnNumber = /ZW-\d{4}-\d{6}/.exec((await returns.textContent()) ?? '')?.[0] ?? '';
    expect(returnNumber).not.toBe('');
    await expect(returns).toContainText(`Zwrot ${returnNumber} · zgłoszony`);
    await expect
      .poll(() => newestMail(CUSTOMER.email, new RegExp(`Zwrot ${returnNumber} zarejestrowany`)), { timeout: 20_000 })
      .toContain('ul. Ruska 46, 50-079 Wrocław');

    // The manager receives the parcel, accepts the bag and settles the return: a gift card, as the terms say.
    await page.goto('/pl/admin/returns');
    await expect(main(page).getByRole('heading', { name: 'Zwroty', level: 1 })).toBeVisible();
    await main(page).getByLabel('Szukaj').fill(order.number);
    const row = main(page).getByRole('row').filter({ hasText: returnNumber });
    await expect(row).toContainText('Zwrot do 90 dni');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await row.getByRole('link', { name: returnNumber }).click();
    await expect(main(page).getByRole('heading', { name: `Zwrot ${returnNumber}`, level: 1 })).toBeVisible();
    await main(page).getByRole('button', { name: 'Paczka otrzymana' }).click();
    await expect(toasts(page)).toContainText(`Zwrot ${returnNumber} oznaczony jako otrzymany`);
    await expect(main(page).getByRole('radio', { name: 'Przyjęty' })).toBeChecked();
    await main(page).getByRole('button', { name: 'Zapisz ocenę pozycji' }).click();
    await expect(toasts(page)).toContainText(`Zapisano ocenę pozycji zwrotu ${returnNumber}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await main(page).getByRole('button', { name: 'Rozlicz zwrot' }).click();
    await expect(toasts(page)).toContainText(`Zwrot ${returnNumber} rozliczony kartą podarunkową`);
    await expect(main(page)).toContainText('Karta podarunkowa');

    // The gift card's code reaches the customer, and the order page says how the return was settled.
    let cardMail = '';
    await expect
      .poll(
        async () => {
          cardMail = (await newestMail(CUSTOMER.email, /karta podarunkowa/i)) ?? '';
          return cardMail;
        },
        { timeout: 20_000 },
      )
      .toMatch(/Kod karty: [A-Z0-9-]{8,}/);
    await customer.reload();
    await expect(main(customer).getByRole('region', { name: 'Zwroty' })).toContainText('Rozliczony kartą podarunkową');

    // The customer spends the card on a new order, together with a promo code: the code first, then the card.
    const code = /[2-9A-HJKMNP-Z]{4}(?:-[2-9A-HJKMNP-Z]{4}){4}/.exec(cardMail)?.[0] ?? '';
    expect(code, 'the card code in the e-mail').not.toBe('');
    await customer.goto(`/pl/products/${NEXT_BAG}`);
    await main(customer).getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await expect(main(customer).getByRole('link', { name: 'Przejdź do koszyka' })).toBeVisible();
    await customer.goto('/pl/cart');
    await main(customer).getByLabel('Kod rabatowy', { exact: true }).fill('WITAJ10');
    await main(customer).getByRole('button', { name: 'Zastosuj', exact: true }).click();
    await expect(main(customer).getByText(/Zastosowany kod:\s*WITAJ10/)).toBeVisible();
    await main(customer).getByLabel('Karta podarunkowa', { exact: true }).fill(code);
    await main(customer).getByRole('button', { name: 'Użyj karty' }).click();
    await expect(
      main(customer)
        .getByText(`…${code.slice(-4)}`)
        .first(),
    ).toBeVisible();
    const toPay = customer.getByTestId('cart-to-pay');
    await expect(toPay).toBeVisible();
    const total = await customer.getByTestId('cart-total').textContent();
    expect(await toPay.textContent()).not.toBe(total);
    expect(await seriousAccessibilityViolations(customer)).toEqual([]);

    // The order: the card pays its part, the rest goes to the payment as usual.
    await customer.goto('/pl/checkout');
    const form = main(customer);
    for (const [label, value] of [
      ['Imię', 'Anna'],
      ['Nazwisko', 'Kowalska'],
      ['Telefon', '600 100 200'],
      ['Ulica', 'Ruska'],
      ['Nr domu', '12'],
      ['Kod pocztowy', '50-079'],
      ['Miejscowość', 'Wrocław'],
    ] as const) {
      const field = form.getByLabel(label, { exact: true });
      if (await field.isEditable()) await field.fill(value);
    }
    await form.getByRole('radio', { name: /Kurier/ }).check();
    await form.getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ }).check();
    await form.getByRole('button', { name: 'Zamawiam i płacę' }).click();
    // Desktop pays through the fake Przelewy24, whose page takes over; the demo gateway stays on our pages.
    await expect(customer).toHaveURL(/\/pl\/payment\/|trnRequest/);
    await customerContext.close();
    expect(consoleErrors).toEqual([]);
  });
});
