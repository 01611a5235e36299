import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { E2EProject } from './e2e-env';
import { DELIVERY_ADDRESS } from './orders-support';
import { expect, isPhone, seriousAccessibilityViolations, test } from './playwright-utils';

/**
 * Checkout, payment and orders: a guest orders to a parcel locker found by city, pays and gets the
 * confirmation e-mail; the demo customer's payment fails, is retried and succeeds, the order shows in the
 * list, and another order is cancelled after the confirmation question. Desktop runs in Polish and pays on
 * the fake Przelewy24's page (fake-p24.mjs: the shop registers the transaction, the browser is sent to
 * {P24}/trnRequest/{token}, P24 notifies the shop, which verifies); the phone runs in English on the demo
 * gateway — so both gateways are crossed in the browser. Each project has its own server and database;
 * reruns on the same data pass, as every journey puts its own made-to-order product in the cart (never
 * sold out) and guests use unique e-mails.
 */

const COPY = {
  pl: {
    checkout: 'Zamówienie',
    name: 'Imię',
    surname: 'Nazwisko',
    email: 'E-mail',
    phone: 'Telefon',
    street: 'Ulica',
    house: 'Nr domu',
    postalCode: 'Kod pocztowy',
    city: 'Miejscowość',
    required: 'To pole jest wymagane.',
    fixFields: /Popraw \d+ zaznaczon/,
    postalCodeError: 'Podaj kod pocztowy w formacie 00-000.',
    terms: /Akceptuję regulamin sklepu/,
    termsError: 'Zaakceptuj regulamin, aby złożyć zamówienie.',
    pointError: 'Wybierz paczkomat, do którego mamy wysłać paczkę.',
    pointSearch: 'Miasto lub kod pocztowy',
    search: 'Szukaj',
    choose: /^Wybierz /,
    chosenPoint: 'Twój paczkomat',
    courier: /Kurier/,
    submit: 'Zamawiam i płacę',
    simulation: 'Symulacja',
    pay: 'Zapłać',
    fail: 'Symuluj odrzucenie',
    p24Title: 'Przelewy24 — płatność (symulacja testowa)',
    p24Decline: 'Odrzuć płatność',
    p24Declined: 'Bank odrzucił płatność. Możesz spróbować ponownie.',
    processing: 'Czekamy na potwierdzenie płatności',
    success: 'Płatność przyjęta — dziękujemy!',
    thanks: 'Dziękujemy za zamówienie',
    nextSteps: 'Co dalej?',
    paidLabel: /^Zapłacono:/,
    amountDue: /Kwota do zapłaty/,
    toLocker: /Wyślemy do Paczkomatu [A-Z0-9]+\./,
    failed: 'Płatność nie powiodła się',
    tryAgain: 'Spróbuj ponownie',
    orderNumber: /Zamówienie (LB-\d{4}-\d+)/,
    orders: 'Twoje zamówienia',
    paid: 'Opłacone',
    inPreparation: 'W przygotowaniu',
    cancel: 'Anuluj',
    cancelConfirm: 'Tak, anuluj zamówienie',
    cancelled: 'Anulowane',
    details: (number: string) => `Szczegóły zamówienia ${number}`,
    items: 'Zamówione produkty',
    promoCode: 'Kod rabatowy',
    applyCode: 'Zastosuj',
    firstOrderOnly: 'Kod „DOSTAWA0” obowiązuje tylko przy pierwszym zamówieniu.',
    freeDelivery: 'Gratis',
    nowDue: /Do zapłaty jest teraz 214,00\szł/,
    total: (amount: string) => `${amount.replace('.', ',')}\u00a0zł`,
  },
  en: {
    checkout: 'Checkout',
    name: 'First name',
    surname: 'Surname',
    email: 'E-mail',
    phone: 'Phone',
    street: 'Street',
    house: 'House number',
    postalCode: 'Postcode',
    city: 'Town or city',
    required: 'This field is required.',
    fixFields: /Please correct the \d+ highlighted fields/,
    postalCodeError: 'Enter the postcode in the format 00-000.',
    terms: /I accept the terms and conditions/,
    termsError: 'Please accept the terms and conditions to place your order.',
    pointError: 'Choose the parcel locker we should send your parcel to.',
    pointSearch: 'Town or postcode',
    search: 'Search',
    choose: /^Choose /,
    chosenPoint: 'Your parcel locker',
    courier: /courier/i,
    submit: 'Order with obligation to pay',
    simulation: 'Simulation',
    pay: 'Pay',
    fail: 'Simulate a decline',
    p24Title: 'Przelewy24 — payment (test simulation)',
    p24Decline: 'Decline the payment',
    p24Declined: 'The bank declined the payment. You may try again.',
    processing: 'Waiting for the payment to be confirmed',
    success: 'Payment received — thank you!',
    thanks: 'Thank you for your order',
    nextSteps: 'What happens next?',
    paidLabel: /^Paid:/,
    amountDue: /Amount to pay/,
    toLocker: /We will send it to the parcel locker [A-Z0-9]+\./,
    failed: 'The payment did not go through',
    tryAgain: 'Try again',
    orderNumber: /Order (LB-\d{4}-\d+)/,
    orders: 'Your orders',
    paid: 'Paid',
    inPreparation: 'In preparation',
    cancel: 'Cancel',
    cancelConfirm: 'Yes, cancel the order',
    cancelled: 'Cancelled',
    details: (number: string) => `Details of order ${number}`,
    items: 'Products ordered',
    promoCode: 'Promo code',
    applyCode: 'Apply',
    firstOrderOnly: 'Code "DOSTAWA0" is valid for a first order only.',
    freeDelivery: 'Free',
    nowDue: /The total is now PLN\s214\.00/,
    total: (amount: string) => `PLN\u00a0${amount}`,
  },
} as const;

type Locale = keyof typeof COPY;
const localeOf = (page: Page): Locale => (isPhone(page) ? 'en' : 'pl');
const unique = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.pl`;
/** Made to order (docs/product-rules.md#stock): always orderable, so repeated runs never exhaust its stock. */
const PRODUCT = 'portfel-wisla-granatowy';
/** Made to order too, and under the 200 zł of free delivery: 199 zł + 15 zł for the parcel locker. */
const SMALL_PRODUCT = 'etui-na-okulary-kruk-czarne';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: /Powiadomienia|Notifications/ });

async function productId(request: APIRequestContext, slug = PRODUCT): Promise<number> {
  const response = await request.get(`/api/products/slug/${slug}`, { headers: XHR });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.id;
}

/** The order number the payment screen shows. */
async function shownOrderNumber(page: Page, locale: Locale): Promise<string> {
  const text = await main(page).getByText(COPY[locale].orderNumber).first().textContent();
  const number = COPY[locale].orderNumber.exec(text ?? '')?.[1];
  expect(number).toBeTruthy();
  return number as string;
}

/** The newest e-mail this project's server wrote for an address (DATA_DIR/mail/<id>.eml beside <id>.html). */
async function newestMailHtml(mailDir: string, address: string): Promise<string | null> {
  const dir = mailDir;
  const files = await readdir(dir).catch(() => [] as string[]);
  const ids = files
    .filter((name) => name.endsWith('.eml'))
    .map((name) => Number.parseInt(name, 10))
    .filter(Number.isFinite)
    .sort((a, b) => b - a);
  for (const id of ids) {
    const eml = await readFile(path.join(dir, `${id}.eml`), 'utf8');
    const to = /^To: (.+)$/im.exec(eml)?.[1] ?? '';
    if (to.toLowerCase().includes(address.toLowerCase())) {
      return readFile(path.join(dir, `${id}.html`), 'utf8').catch(() => null);
    }
  }
  return null;
}

/**
 * The demo customer, logged in through the API once per worker (the server allows 5 logins a minute)
 * and handed to the page as the web client keeps it; `fillCart` leaves exactly one made-to-order product.
 */
let customerSession: Promise<{ token: string; user: unknown }> | null = null;

function customerSignIn(request: APIRequestContext) {
  customerSession ??= request
    .post('/api/auth/login', { data: { email: 'klient@atelier.pl', password: 'Klient123!' }, headers: XHR })
    .then(async (login) => {
      expect(login.ok()).toBe(true);
      return (await login.json()).data;
    });
  return customerSession;
}

async function logInCustomer(page: Page, request: APIRequestContext) {
  const { token, user } = await customerSignIn(request);
  const headers = { ...XHR, authorization: `Bearer ${token}` };
  const id = await productId(request);
  await page.addInitScript(
    ([value, account]) => {
      localStorage.setItem('auth_token', value);
      localStorage.setItem('auth_user', account);
    },
    [token, JSON.stringify(user)],
  );
  return {
    headers,
    async fillCart() {
      await request.delete('/api/cart/clear', { headers });
      const added = await request.post('/api/cart/add', { data: { product_id: id, quantity: 1 }, headers });
      expect(added.ok()).toBe(true);
    },
  };
}

/** What the fake Przelewy24 knows of an order's transaction (its session ids start with the order number). */
async function p24Transaction(request: APIRequestContext, p24: string, orderNumber: string) {
  const response = await request.get(`${p24}/__fake/transactions`);
  expect(response.ok()).toBe(true);
  const found = ((await response.json()).data as { sessionId: string }[]).filter((t) =>
    t.sessionId.startsWith(`${orderNumber}-`),
  );
  expect(found, `one Przelewy24 transaction of ${orderNumber}`).toHaveLength(1);
  return found[0] as {
    sessionId: string;
    amount: number;
    status: number;
    declines: number;
    verified: boolean;
    register: Record<string, unknown> & { additional?: { shipping?: { type?: number } } };
  };
}

/** The fake Przelewy24's page for a transaction the shop has just registered (a full navigation to it). */
async function expectP24Page(page: Page, e2e: E2EProject, locale: Locale) {
  await expect(page).toHaveURL(new RegExp(`^${e2e.p24}/trnRequest/`));
  await expect(page.getByRole('heading', { level: 1, name: COPY[locale].p24Title })).toBeVisible();
}

/**
 * An e-mail that has ordered before: an order of the small product placed for it through the API (by the
 * demo customer, with this address in the shipping data — promo codes count earlier orders by e-mail).
 */
async function returningEmail(request: APIRequestContext): Promise<string> {
  const email = unique('returning');
  const headers = { ...XHR, authorization: `Bearer ${(await customerSignIn(request)).token}` };
  await request.delete('/api/cart/clear', { headers });
  const added = await request.post('/api/cart/add', {
    data: { product_id: await productId(request, SMALL_PRODUCT), quantity: 1 },
    headers,
  });
  expect(added.ok()).toBe(true);
  const cart = (await (await request.get('/api/cart', { headers })).json()).data;
  const placed = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': `e2e-returning-${Date.now()}-${Math.random()}` },
    data: {
      shipping_address: {
        first_name: 'Ala',
        last_name: 'Testowa',
        email,
        ...DELIVERY_ADDRESS,
      },
      delivery_method: 'courier',
      terms_accepted: true,
      total: cart.totals.total,
    },
  });
  expect(placed.status(), 'the earlier order').toBe(201);
  return email;
}

/** A guest's cart with the small product and DOSTAWA0 applied on the cart page, as a visitor does it. */
async function cartWithFreeDeliveryCode(page: Page, locale: Locale) {
  const copy = COPY[locale];
  const added = await page.request.post('/api/cart/add', {
    data: { product_id: await productId(page.request, SMALL_PRODUCT), quantity: 1 },
    headers: XHR,
  });
  expect(added.ok()).toBe(true);
  await page.goto(`/${locale}/cart`);
  await main(page).getByLabel(copy.promoCode).fill('DOSTAWA0');
  await main(page).getByRole('button', { name: copy.applyCode, exact: true }).click();
  await expect(toasts(page)).toContainText('DOSTAWA0');
}

/** The toast with this text shows a warning's triangle, not a success tick. */
async function expectWarningToast(page: Page, text: string | RegExp) {
  const toast = toasts(page).getByRole('listitem').filter({ hasText: text }).last();
  await expect(toast.locator('svg.lucide-triangle-alert')).toHaveCount(1);
  await expect(toast.locator('svg.lucide-circle-check')).toHaveCount(0);
}

async function chooseFirstLocker(page: Page, locale: Locale) {
  const copy = COPY[locale];
  const search = main(page).getByLabel(copy.pointSearch);
  await search.fill('Wrocław');
  await search.press('Enter');
  await main(page).getByRole('button', { name: copy.choose }).first().click();
  await expect(main(page).getByText(copy.chosenPoint)).toBeVisible();
}

/** The gateway of this project shows 214,00 zł: the order was placed at the total the summary showed. */
async function expectGatewayAmount(page: Page, e2e: E2EProject, locale: Locale) {
  if (e2e.p24) {
    await expectP24Page(page, e2e, locale);
    await expect(page.getByTestId('p24-amount')).toHaveText(/214[.,]00/);
  } else {
    await expect(page).toHaveURL(new RegExp(`/${locale}/payment/demo/`));
    await expect(main(page).getByTestId('demo-amount')).toHaveText(COPY[locale].total('214.00'));
  }
}

async function fillAddress(page: Page, locale: Locale, email: string | null) {
  const copy = COPY[locale];
  const form = main(page);
  await form.getByLabel(copy.name, { exact: true }).fill('Ala');
  await form.getByLabel(copy.surname, { exact: true }).fill('Testowa');
  if (email !== null) await form.getByLabel(copy.email, { exact: true }).fill(email);
  await form.getByLabel(copy.phone, { exact: true }).fill('600 100 200');
  await form.getByLabel(copy.street, { exact: true }).fill('Ruska');
  await form.getByLabel(copy.house, { exact: true }).fill('12');
  await form.getByLabel(copy.city, { exact: true }).fill('Wrocław');
}

test.describe('checkout and payment', () => {
  // Each journey crosses the checkout, the gateway and the outcome page with axe on the way: the longest
  // journeys of the suite, so they get twice the default budget on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a guest orders to a parcel locker found by city, pays and gets the e-mail', async ({
    page,
    request,
    e2e,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const email = unique('guest-order');
    // The browser's own request context: the guest cart cookie it sets belongs to this visitor.
    const added = await page.request.post('/api/cart/add', {
      data: { product_id: await productId(page.request), quantity: 1 },
      headers: XHR,
    });
    expect(added.ok()).toBe(true);

    await page.goto(`/${locale}/checkout`);
    await expect(page.getByRole('heading', { level: 1, name: copy.checkout })).toBeVisible();
    const submit = main(page).getByRole('button', { name: copy.submit });
    await expect(submit).toBeEnabled();

    // Nothing filled in: every required field says so next to itself, and a toast sums it up.
    await submit.click();
    const nameField = main(page).getByLabel(copy.name, { exact: true });
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toBeFocused();
    await expect(main(page).getByText(copy.required).first()).toBeVisible();
    await expect(main(page).getByText(copy.termsError)).toBeVisible();
    await expect(main(page).getByText(copy.pointError).first()).toBeVisible();
    await expect(toasts(page)).toContainText(copy.fixFields);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await fillAddress(page, locale, email);
    const postalCode = main(page).getByLabel(copy.postalCode, { exact: true });
    await postalCode.fill('50-79');
    await submit.click();
    await expect(main(page).getByText(copy.postalCodeError)).toBeVisible();
    // Five digits get their hyphen when the field is left.
    await postalCode.fill('50079');
    await postalCode.blur();
    await expect(postalCode).toHaveValue('50-079');

    const search = main(page).getByLabel(copy.pointSearch);
    await search.fill('Wrocław');
    await search.press('Enter');
    const firstPoint = main(page).getByRole('button', { name: copy.choose }).first();
    await expect(firstPoint).toBeVisible();
    const pointName = ((await firstPoint.textContent()) ?? '').replace(copy.choose, '').trim();
    await firstPoint.click();
    await expect(main(page).getByText(copy.chosenPoint)).toBeVisible();
    await expect(main(page).getByText(pointName, { exact: true }).first()).toBeVisible();

    await main(page).getByRole('checkbox', { name: copy.terms }).check();
    await submit.click();

    if (e2e.p24) {
      // Przelewy24: the shop registered the transaction and sent the browser to P24's page (a navigation the
      // CSP does not stand in the way of); paying there brings the customer back while P24 notifies the shop.
      await expectP24Page(page, e2e, locale);
      await page.getByRole('button', { name: copy.pay, exact: true }).click();
    } else {
      await expect(page).toHaveURL(new RegExp(`/${locale}/payment/demo/`));
      await expect(main(page).getByText(copy.simulation, { exact: true })).toBeVisible();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await main(page).getByRole('button', { name: copy.pay, exact: true }).click();
    }

    await expect(page).toHaveURL(new RegExp(`^${e2e.baseURL}/${locale}/payment/\\d+\\?token=`));
    await expect(main(page).getByRole('heading', { name: copy.success })).toBeVisible();
    // The paid page thanks, says what was paid and where it goes, and what happens next — no "amount to pay".
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(copy.thanks);
    await expect(main(page).getByRole('heading', { name: copy.nextSteps })).toBeVisible();
    await expect(main(page).getByText(copy.paidLabel)).toBeVisible();
    await expect(main(page).getByText(copy.amountDue)).toHaveCount(0);
    await expect(main(page).getByText(copy.toLocker)).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const orderNumber = await shownOrderNumber(page, locale);

    if (e2e.p24) {
      // Registered for a parcel locker (shipping type 2) in the customer's language, and verified by the shop.
      const transaction = await p24Transaction(request, e2e.p24, orderNumber);
      expect(transaction.register.language).toBe(locale);
      expect(transaction.register.email).toBe(email);
      expect(transaction.register.additional?.shipping?.type).toBe(2);
      expect(transaction.verified).toBe(true);
    }

    // The confirmation e-mail names the order and the locker.
    await expect
      .poll(async () => (await newestMailHtml(e2e.mailDir, email)) ?? '', { timeout: 10_000 })
      .toContain(orderNumber);
    expect(consoleErrors).toEqual([]);
  });

  test('a customer’s payment fails, the retry succeeds and the paid order is listed', async ({
    page,
    request,
    e2e,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const customer = await logInCustomer(page, request);
    await customer.fillCart();

    await page.goto(`/${locale}/checkout`);
    await expect(main(page).getByLabel(copy.email, { exact: true })).toHaveValue('klient@atelier.pl');
    await fillAddress(page, locale, null);
    await main(page).getByLabel(copy.postalCode, { exact: true }).fill('50-079');
    await main(page).getByRole('radio', { name: copy.courier }).check();
    await main(page).getByRole('checkbox', { name: copy.terms }).check();
    await main(page).getByRole('button', { name: copy.submit }).click();

    let orderNumber: string;
    if (e2e.p24) {
      // Przelewy24 tells the shop only of money received: a declined payment keeps the payer on P24's page,
      // where paying again is offered.
      await expectP24Page(page, e2e, locale);
      await page.getByRole('button', { name: copy.p24Decline }).click();
      await expect(page.getByRole('alert')).toHaveText(copy.p24Declined);
      // The retry goes through, but P24's notification comes after the customer is back (held by the fake
      // until released): the payment page waits for it, polling, then shows the success by itself.
      expect((await request.post(`${e2e.p24}/__fake/hold`, { data: { hold: true } })).ok()).toBe(true);
      try {
        await page.getByRole('button', { name: copy.pay, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`^${e2e.baseURL}/${locale}/payment/\\d+$`));
        await expect(main(page).getByRole('heading', { name: copy.processing })).toBeVisible();
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        orderNumber = await shownOrderNumber(page, locale);
      } finally {
        const released = await request.post(`${e2e.p24}/__fake/release`);
        expect(released.ok()).toBe(true);
        expect((await released.json()).data).toEqual([200]);
      }
      await expect(main(page).getByRole('heading', { name: copy.success })).toBeVisible({ timeout: 10_000 });
      const transaction = await p24Transaction(request, e2e.p24, orderNumber);
      expect(transaction).toMatchObject({ declines: 1, verified: true });
    } else {
      await expect(page).toHaveURL(new RegExp(`/${locale}/payment/demo/`));
      await main(page).getByRole('button', { name: copy.fail }).click();
      await expect(main(page).getByRole('heading', { name: copy.failed })).toBeVisible();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      orderNumber = await shownOrderNumber(page, locale);

      await main(page).getByRole('button', { name: copy.tryAgain }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/payment/demo/`));
      await main(page).getByRole('button', { name: copy.pay, exact: true }).click();
      await expect(main(page).getByRole('heading', { name: copy.success })).toBeVisible();
    }

    await page.goto(`/${locale}/orders`);
    await expect(page.getByRole('heading', { level: 1, name: copy.orders })).toBeVisible();
    await expect(main(page).getByRole('listitem').filter({ hasText: orderNumber })).toContainText(copy.paid);
    await main(page)
      .getByRole('link', { name: copy.details(orderNumber) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: copy.items })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a customer cancels an order in preparation after the confirmation question', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const customer = await logInCustomer(page, request);
    await customer.fillCart();
    const cart = (await (await request.get('/api/cart', { headers: customer.headers })).json()).data;
    const placed = await request.post('/api/orders', {
      headers: { ...customer.headers, 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
      data: {
        shipping_address: {
          first_name: 'Ala',
          last_name: 'Testowa',
          email: 'klient@atelier.pl',
          phone: '600100200',
          street: 'Ruska',
          house: '12',
          city: 'Wrocław',
          country: 'PL',
          postal_code: '50-079',
        },
        delivery_method: 'courier',
        terms_accepted: true,
        total: cart.totals.total,
      },
    });
    expect(placed.status()).toBe(201);
    const orderNumber: string = (await placed.json()).data.order_number;

    await page.goto(`/${locale}/orders`);
    const row = main(page).getByRole('listitem').filter({ hasText: orderNumber });
    await expect(row).toContainText(copy.inPreparation);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await row.getByRole('button', { name: new RegExp(`^${copy.cancel}`) }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(orderNumber);
    await dialog.getByRole('button', { name: copy.cancelConfirm }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText(copy.cancelled);
    await expect(row.getByRole('button', { name: new RegExp(`^${copy.cancel}`) })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
  test('a returning guest with DOSTAWA0 is told, as soon as the e-mail is typed, that it does not apply', async ({
    page,
    request,
    e2e,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const email = await returningEmail(request);
    await cartWithFreeDeliveryCode(page, locale);

    await page.goto(`/${locale}/checkout`);
    const total = main(page).getByTestId('checkout-total');
    await expect(total).toHaveText(copy.total('199.00'));
    await expect(main(page).getByText(copy.freeDelivery, { exact: true })).toBeVisible();

    // The e-mail of someone who has ordered before: the summary drops the free delivery at once and says why.
    await fillAddress(page, locale, email);
    await main(page).getByLabel(copy.postalCode, { exact: true }).fill('50-079');
    await expect(total).toHaveText(copy.total('214.00'));
    await expect(main(page).getByTestId('checkout-coupon-not-applied')).toHaveText(copy.firstOrderOnly);
    await expect(main(page).getByRole('status').filter({ hasText: copy.nowDue })).toBeVisible();
    await expectWarningToast(page, copy.firstOrderOnly);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Ordering goes through at the total shown, without the code.
    await chooseFirstLocker(page, locale);
    await main(page).getByRole('checkbox', { name: copy.terms }).check();
    await main(page).getByRole('button', { name: copy.submit }).click();
    await expectGatewayAmount(page, e2e, locale);
    expect(consoleErrors).toEqual([]);
  });

  test('an order refused because the figures changed shows the new ones and why, and the next try goes through', async ({
    page,
    request,
    e2e,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const email = await returningEmail(request);
    await cartWithFreeDeliveryCode(page, locale);
    // The cart does not hear of the e-mail before the order (as with a client of the first version): the
    // server refuses the free delivery only when the order arrives.
    await page.route('**/api/cart/checkout-email', (route) => route.abort());

    await page.goto(`/${locale}/checkout`);
    const total = main(page).getByTestId('checkout-total');
    await fillAddress(page, locale, email);
    await main(page).getByLabel(copy.postalCode, { exact: true }).fill('50-079');
    await chooseFirstLocker(page, locale);
    await main(page).getByRole('checkbox', { name: copy.terms }).check();
    await expect(total).toHaveText(copy.total('199.00'));
    const submit = main(page).getByRole('button', { name: copy.submit });
    await submit.click();

    // 409: the message says what changed and what is due now; the summary shows it; the toast warns.
    const message = main(page).getByRole('status').filter({ hasText: copy.firstOrderOnly });
    await expect(message).toContainText(copy.nowDue);
    await expect(total).toHaveText(copy.total('214.00'));
    await expect(main(page).getByTestId('checkout-coupon-not-applied')).toHaveText(copy.firstOrderOnly);
    await expectWarningToast(page, copy.firstOrderOnly);
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));

    // No loop: the next click orders at the new total.
    await submit.click();
    await expectGatewayAmount(page, e2e, locale);
  });
});
