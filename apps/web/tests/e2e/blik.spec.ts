import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isPhone, seriousAccessibilityViolations, test } from './playwright-utils';

/**
 * Choosing how to pay (docs/product-rules.md#payments, docs/decisions/020-blik-and-payment-methods.md): a guest
 * pays by BLIK on our own page at phone width, a refused or declined code is retried at once with a new one, and
 * a payment abandoned at the gateway is paid again from the order page. Desktop runs in Polish against the fake
 * Przelewy24 (777xxx confirmed with a signed notification, other codes refused with BLIK error 28); the phone
 * in English against the demo gateway (777xxx confirmed, 000000 declined in the bank app).
 */

const COPY = {
  pl: {
    name: 'Imię',
    surname: 'Nazwisko',
    email: 'E-mail',
    phone: 'Telefon',
    street: 'Ulica',
    house: 'Nr domu',
    postalCode: 'Kod pocztowy',
    city: 'Miejscowość',
    terms: /Akceptuję regulamin sklepu/,
    courier: /Kurier/,
    submit: 'Zamawiam i płacę',
    blik: /^BLIK/,
    card: /^Karta płatnicza/,
    blikCode: 'Kod BLIK',
    blikPay: 'Zapłać BLIKIEM',
    confirm: 'Potwierdź płatność w aplikacji banku',
    success: 'Płatność przyjęta — dziękujemy!',
    failed: 'Płatność nie powiodła się',
    invalidCode: 'Ten kod BLIK jest nieprawidłowy.',
    tryAgain: 'Spróbuj ponownie',
    payNow: 'Zapłać teraz',
    payAgain: 'Zapłać ponownie',
    processing: 'Czekamy na potwierdzenie płatności',
    pay: 'Zapłać',
    p24Title: 'Przelewy24 — płatność (symulacja testowa)',
  },
  en: {
    name: 'First name',
    surname: 'Surname',
    email: 'E-mail',
    phone: 'Phone',
    street: 'Street',
    house: 'House number',
    postalCode: 'Postcode',
    city: 'Town or city',
    terms: /I accept the terms and conditions/,
    courier: /courier/i,
    submit: 'Order with obligation to pay',
    blik: /^BLIK/,
    card: /^Payment card/,
    blikCode: 'BLIK code',
    blikPay: 'Pay with BLIK',
    confirm: 'Confirm the payment in your bank app',
    success: 'Payment received — thank you!',
    failed: 'The payment did not go through',
    invalidCode: 'This BLIK code is not valid.',
    tryAgain: 'Try again',
    payNow: 'Pay now',
    payAgain: 'Pay again',
    processing: 'Waiting for the payment to be confirmed',
    pay: 'Pay',
    p24Title: 'Przelewy24 — payment (test simulation)',
  },
} as const;

type Locale = keyof typeof COPY;
const localeOf = (page: Page): Locale => (isPhone(page) ? 'en' : 'pl');
const unique = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.pl`;
/** Made to order (docs/product-rules.md#stock): always orderable, so repeated runs never exhaust its stock. */
const PRODUCT = 'portfel-wisla-granatowy';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const main = (page: Page) => page.getByRole('main');

async function addToCart(request: APIRequestContext) {
  const product = await request.get(`/api/products/slug/${PRODUCT}`, { headers: XHR });
  expect(product.ok()).toBe(true);
  const added = await request.post('/api/cart/add', {
    data: { product_id: (await product.json()).data.id, quantity: 1 },
    headers: XHR,
  });
  expect(added.ok()).toBe(true);
}

/** A guest's order by courier, paid with the method chosen; answers the order's id and guest token. */
async function placeOrder(page: Page, method: RegExp): Promise<{ id: number; token: string }> {
  const locale = localeOf(page);
  const copy = COPY[locale];
  // The browser's own request context: the guest cart cookie it sets belongs to this visitor.
  await addToCart(page.request);
  await page.goto(`/${locale}/checkout`);
  const form = main(page);
  await form.getByLabel(copy.name, { exact: true }).fill('Ala');
  await form.getByLabel(copy.surname, { exact: true }).fill('Testowa');
  await form.getByLabel(copy.email, { exact: true }).fill(unique('blik'));
  await form.getByLabel(copy.phone, { exact: true }).fill('600 100 200');
  await form.getByLabel(copy.street, { exact: true }).fill('Ruska');
  await form.getByLabel(copy.house, { exact: true }).fill('12');
  await form.getByLabel(copy.city, { exact: true }).fill('Wrocław');
  await form.getByLabel(copy.postalCode, { exact: true }).fill('50-079');
  await form.getByRole('radio', { name: copy.courier }).check();
  await form.getByRole('radio', { name: method }).check();
  await form.getByRole('checkbox', { name: copy.terms }).check();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  // The order's answer is read as it passes through: the page goes on to the payment gateway at once, and a
  // browser that has navigated away no longer keeps the body of a response it had (waiting for the response
  // and reading it afterwards failed now and then).
  let answered: (body: { data: { id: number; guest_token: string } }) => void = () => {};
  const placed = new Promise<{ data: { id: number; guest_token: string } }>((resolve) => {
    answered = resolve;
  });
  await page.route(
    '**/api/orders/guest',
    async (route) => {
      const response = await route.fetch();
      answered(await response.json());
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await form.getByRole('button', { name: copy.submit }).click();
  const order = (await placed).data;
  return { id: order.id, token: order.guest_token };
}

async function payByBlik(page: Page, code: string) {
  const copy = COPY[localeOf(page)];
  const field = main(page).getByLabel(copy.blikCode);
  await field.fill(code);
  await main(page).getByRole('button', { name: copy.blikPay }).click();
}

test.describe('BLIK and the choice of payment methods', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a guest on a phone pays by BLIK without leaving the shop', async ({ page, e2e, consoleErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const locale = localeOf(page);
    const copy = COPY[locale];
    const order = await placeOrder(page, copy.blik);

    // The order exists; the code is asked for on our payment page, the field ready for the bank app's code.
    await expect(page).toHaveURL(new RegExp(`^${e2e.baseURL}/${locale}/payment/${order.id}\\?`));
    const field = main(page).getByLabel(copy.blikCode);
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    // Pasted with a space, as bank apps show it.
    await field.fill('777 123');
    await expect(field).toHaveValue('777123');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await main(page).getByRole('button', { name: copy.blikPay }).click();

    await expect(main(page).getByRole('heading', { name: copy.confirm })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await expect(main(page).getByRole('heading', { name: copy.success })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`^${e2e.baseURL}/${locale}/payment/${order.id}\\?`));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors.filter((line) => !/status of 4\d\d/.test(line))).toEqual([]);
  });

  test('a refused or declined BLIK code is retried at once with a new one', async ({ page, e2e, consoleErrors }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const order = await placeOrder(page, copy.blik);
    const field = main(page).getByLabel(copy.blikCode);

    if (e2e.p24) {
      // Przelewy24 refuses a code that is not a valid one (BLIK error 28): said beside the field, which takes the focus.
      await payByBlik(page, '123456');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      await expect(main(page).locator('#blik-code-error')).toContainText(copy.invalidCode);
    } else {
      // The demo's 000000: accepted, then declined in the bank app.
      await payByBlik(page, '000000');
      await expect(main(page).getByRole('heading', { name: copy.confirm })).toBeVisible();
      await expect(main(page).getByRole('heading', { name: copy.failed })).toBeVisible({ timeout: 15_000 });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await main(page).getByRole('button', { name: copy.tryAgain }).click();
      await expect(field).toBeFocused();
    }
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await payByBlik(page, '777456');
    await expect(main(page).getByRole('heading', { name: copy.success })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/${locale}/payment/${order.id}\\?`));
    expect(consoleErrors.filter((line) => !/status of 4\d\d/.test(line))).toEqual([]);
  });

  test('a payment abandoned at the gateway is paid again from the order page', async ({ page, e2e, consoleErrors }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const order = await placeOrder(page, copy.card);
    if (e2e.p24) {
      await expect(page).toHaveURL(new RegExp(`^${e2e.p24}/trnRequest/`));
      await expect(page.getByRole('heading', { level: 1, name: copy.p24Title })).toBeVisible();
    } else {
      await expect(page).toHaveURL(new RegExp(`/${locale}/payment/demo/`));
    }
    // The customer leaves without paying, and later opens the order (the e-mail links to it).
    await page.goBack();
    await page.goto(`/${locale}/orders/guest/${encodeURIComponent(order.token)}`);
    // The attempt is still open at the gateway, yet paying again is offered at once, not after a wait.
    await main(page).getByRole('link', { name: copy.payAgain }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/payment/${order.id}\\?`));
    await expect(main(page).getByRole('radio', { name: copy.card })).toBeChecked();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await main(page).getByRole('button', { name: copy.payNow }).click();

    if (e2e.p24) {
      await expect(page).toHaveURL(new RegExp(`^${e2e.p24}/trnRequest/`));
      await page.getByRole('button', { name: copy.pay, exact: true }).click();
    } else {
      await expect(page).toHaveURL(new RegExp(`/${locale}/payment/demo/`));
      await main(page).getByRole('button', { name: copy.pay, exact: true }).click();
    }
    await expect(main(page).getByRole('heading', { name: copy.success })).toBeVisible({ timeout: 15_000 });
    expect(consoleErrors.filter((line) => !/status of 4\d\d/.test(line))).toEqual([]);
  });
});
