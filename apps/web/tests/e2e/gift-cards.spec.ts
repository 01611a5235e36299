import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isPhone, seriousAccessibilityViolations, test } from './playwright-utils';

/**
 * Gift cards at the checkout (docs/product-rules.md#gift-cards): a card applied with a promo code pays part of
 * an order and the rest is paid at the gateway; a card that covers everything skips the payment step and lands
 * on the confirmation. Desktop in Polish (fake Przelewy24), phone in English (demo gateway). Every run issues
 * fresh cards through the admin API (a manager) and reads their codes from the e-mails, so reruns pass.
 */

const COPY = {
  pl: {
    promoCode: 'Kod rabatowy',
    applyCode: 'Zastosuj',
    giftCard: 'Karta podarunkowa',
    useCard: 'Użyj karty',
    toPay: 'Do zapłaty',
    paidInFull: 'Karty podarunkowe pokrywają całe zamówienie — nie trzeba nic dopłacać.',
    checkout: 'Przejdź do zamówienia',
    name: 'Imię',
    surname: 'Nazwisko',
    email: 'E-mail',
    phone: 'Telefon',
    street: 'Ulica',
    house: 'Nr domu',
    postalCode: 'Kod pocztowy',
    city: 'Miejscowość',
    courier: /Kurier/,
    terms: /Akceptuję regulamin sklepu/,
    submit: 'Zamawiam i płacę',
    pay: 'Zapłać',
    success: 'Płatność przyjęta — dziękujemy!',
    paymentChoice: 'Płatność',
  },
  en: {
    promoCode: 'Promo code',
    applyCode: 'Apply',
    giftCard: 'Gift card',
    useCard: 'Use card',
    toPay: 'To pay',
    paidInFull: 'Your gift cards cover the whole order — there is nothing left to pay.',
    checkout: 'Proceed to checkout',
    name: 'First name',
    surname: 'Surname',
    email: 'E-mail',
    phone: 'Phone',
    street: 'Street',
    house: 'House number',
    postalCode: 'Postcode',
    city: 'Town or city',
    courier: /courier/i,
    terms: /I accept the terms and conditions/,
    submit: 'Order with obligation to pay',
    pay: 'Pay',
    success: 'Payment received — thank you!',
    paymentChoice: 'Payment',
  },
} as const;

type Locale = keyof typeof COPY;
const localeOf = (page: Page): Locale => (isPhone(page) ? 'en' : 'pl');
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const unique = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.pl`;
/** Made to order: never sold out, 259 zł. */
const PRODUCT = 'portfel-wisla-granatowy';
const main = (page: Page) => page.getByRole('main');

/** The newest e-mail's plain text to an address (DATA_DIR/mail/<id>.eml), or null. */
async function newestMailText(mailDir: string, address: string): Promise<string | null> {
  const files = await readdir(mailDir).catch(() => [] as string[]);
  const ids = files
    .filter((name) => name.endsWith('.eml'))
    .map((name) => Number.parseInt(name, 10))
    .filter(Number.isFinite)
    .sort((a, b) => b - a);
  for (const id of ids) {
    const eml = await readFile(path.join(mailDir, `${id}.eml`), 'utf8');
    const to = /^To: (.+)$/im.exec(eml)?.[1] ?? '';
    if (to.toLowerCase().includes(address.toLowerCase())) return eml;
  }
  return null;
}

/** A manager issues a card through the admin API; its code is read from the e-mail, as a customer would. */
async function issueCard(request: APIRequestContext, mailDir: string, amount: number): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'manager@atelier.pl', password: 'Manager123!' },
    headers: XHR,
  });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).data.token;
  const email = unique('card');
  const issued = await request.post('/api/admin/gift-cards', {
    data: { amount, email, lang: 'pl' },
    headers: { ...XHR, authorization: `Bearer ${token}` },
  });
  expect(issued.status()).toBe(201);
  let code = '';
  await expect
    .poll(
      async () => {
        const mail = (await newestMailText(mailDir, email)) ?? '';
        code = /[2-9A-HJKMNP-Z]{4}(?:-[2-9A-HJKMNP-Z]{4}){4}/.exec(mail)?.[0] ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return code;
}

async function addProduct(page: Page) {
  const product = await page.request.get(`/api/products/slug/${PRODUCT}`, { headers: XHR });
  const added = await page.request.post('/api/cart/add', {
    data: { product_id: (await product.json()).data.id, quantity: 1 },
    headers: XHR,
  });
  expect(added.ok()).toBe(true);
}

async function applyCard(page: Page, locale: Locale, code: string) {
  const copy = COPY[locale];
  await main(page).getByLabel(copy.giftCard, { exact: true }).fill(code);
  await main(page).getByRole('button', { name: copy.useCard }).click();
  await expect(
    main(page)
      .getByText(`…${code.slice(-4)}`)
      .first(),
  ).toBeVisible();
}

async function fillCheckout(page: Page, locale: Locale) {
  const copy = COPY[locale];
  const form = main(page);
  await form.getByLabel(copy.name, { exact: true }).fill('Ala');
  await form.getByLabel(copy.surname, { exact: true }).fill('Testowa');
  await form.getByLabel(copy.email, { exact: true }).fill(unique('gift-order'));
  await form.getByLabel(copy.phone, { exact: true }).fill('600 100 200');
  await form.getByLabel(copy.street, { exact: true }).fill('Ruska');
  await form.getByLabel(copy.house, { exact: true }).fill('12');
  await form.getByLabel(copy.postalCode, { exact: true }).fill('50-079');
  await form.getByLabel(copy.city, { exact: true }).fill('Wrocław');
  await form.getByRole('radio', { name: copy.courier }).check();
  await form.getByRole('checkbox', { name: copy.terms }).check();
}

test.describe('the gift card in the shop', () => {
  test('its amounts are chosen as money, not as sizes, and the cart names the amount', async ({
    page,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    await page.goto(`/${locale}/products/karta-podarunkowa`);
    const amounts = main(page).getByRole('group', { name: locale === 'pl' ? 'Kwota' : 'Amount' });
    await expect(amounts).toBeVisible();
    await expect(amounts.getByRole('radio')).toHaveCount(4);
    await expect(amounts).toContainText(/200/);
    await expect(amounts).not.toContainText(/cm/);
    await expect(main(page).getByRole('group', { name: locale === 'pl' ? 'Rozmiar' : 'Size' })).toHaveCount(0);
    await expect(main(page)).toContainText(
      locale === 'pl' ? 'Wybierz kwotę, aby dodać kartę do koszyka.' : 'Choose an amount to add the card to your cart.',
    );

    await amounts.getByText(/200/).click();
    await main(page)
      .getByRole('button', { name: locale === 'pl' ? /Dodaj do koszyka/ : /Add to cart/ })
      .first()
      .click();
    await page.goto(`/${locale}/cart`);
    await expect(main(page)).toContainText(locale === 'pl' ? /Kwota: 200,00/ : /Amount: .*200\.00/);
    await expect(main(page)).not.toContainText(/200 cm/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('gift cards at the checkout', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a card applied with a promo code pays part of the order; the rest is paid at the gateway', async ({
    page,
    request,
    e2e,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const code = await issueCard(request, e2e.mailDir, 100);
    await addProduct(page);
    await page.goto(`/${locale}/cart`);
    await main(page).getByLabel(copy.promoCode, { exact: true }).fill('WITAJ10');
    await main(page).getByRole('button', { name: copy.applyCode, exact: true }).click();
    await applyCard(page, locale, code);
    // 259 zł − 10 % = 233,10 zł (free delivery from 200 zł), of which the card pays 100 zł.
    await expect(page.getByTestId('cart-to-pay')).toHaveText(locale === 'pl' ? '133,10\u00a0zł' : 'PLN\u00a0133.10');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.goto(`/${locale}/checkout`);
    await fillCheckout(page, locale);
    await main(page).getByRole('button', { name: copy.submit }).click();
    if (e2e.p24) {
      await expect(page).toHaveURL(/trnRequest/);
      await page.getByRole('button', { name: copy.pay, exact: true }).click();
    } else {
      await expect(page).toHaveURL(new RegExp(`/${locale}/payment/demo/`));
      await main(page).getByRole('button', { name: copy.pay, exact: true }).click();
    }
    await expect(main(page).getByRole('heading', { name: copy.success })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an order the cards pay in full has no payment step and lands on the confirmation', async ({
    page,
    request,
    e2e,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const code = await issueCard(request, e2e.mailDir, 500);
    await addProduct(page);
    await page.goto(`/${locale}/cart`);
    await applyCard(page, locale, code);
    await expect(page.getByTestId('cart-to-pay')).toHaveText(locale === 'pl' ? '0,00\u00a0zł' : 'PLN\u00a00.00');
    await expect(main(page).getByText(copy.paidInFull).first()).toBeVisible();

    await page.goto(`/${locale}/checkout`);
    await expect(main(page).getByText(copy.paidInFull).first()).toBeVisible();
    await fillCheckout(page, locale);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await main(page).getByRole('button', { name: copy.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/payment/\\d+`));
    await expect(main(page).getByRole('heading', { name: copy.success })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
