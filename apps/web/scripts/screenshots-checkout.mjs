// Screenshots of the checkout (empty cart, blank, errors, filled), the demo gateway, every payment screen,
// and the orders list and details, at phone and desktop sizes in both languages.
// Usage: start the production server with the demo gateway (`npm start` sets DEMO_PAYMENTS=true), then
//   node apps/web/scripts/screenshots-checkout.mjs [baseUrl] [outDir]
// It places real orders on that server (as a guest and as the demo customer) and reports horizontal
// overflow, console errors and axe violations per page.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? '/tmp/shots-checkout';
const product = process.env.SHOT_PRODUCT ?? 'portfel-wisla-granatowy';
mkdirSync(outDir, { recursive: true });
// SHOTS=orders,payment limits the run to those groups (checkout, payment, orders).
const groups = (process.env.SHOTS ?? 'checkout,payment,orders').split(',');
const wanted = (group) => groups.includes(group);

const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const COPY = {
  pl: { submit: 'Zamawiam i płacę', search: 'Miasto lub kod pocztowy', choose: /^Wybierz /, terms: /Akceptuję/ },
  en: {
    submit: 'Order with obligation to pay',
    search: 'Town or postcode',
    choose: /^Choose /,
    terms: /I accept/,
  },
};
const LABELS = {
  pl: ['Imię', 'Nazwisko', 'E-mail', 'Telefon', 'Ulica', 'Nr domu', 'Kod pocztowy', 'Miejscowość'],
  en: ['First name', 'Surname', 'E-mail', 'Phone', 'Street', 'House number', 'Postcode', 'Town or city'],
};
const VALUES = ['Ala', 'Kowalska', 'ala.zrzuty@example.pl', '600 100 200', 'Ruska', '12', '50-079', 'Wrocław'];

const problems = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function json(response) {
  if (!response.ok()) throw new Error(`${response.url()} → ${response.status()}: ${await response.text()}`);
  return response.json();
}

const productId = (await (await fetch(`${baseUrl}/api/products/slug/${product}`, { headers: XHR })).json()).data.id;
const customer = await (
  await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...XHR },
    body: JSON.stringify({ email: 'klient@atelier.pl', password: 'Klient123!' }),
  })
).json();

/** Two orders of the demo customer, so the list and details have something to show: one paid, one not. */
async function customerOrders() {
  const headers = { ...XHR, authorization: `Bearer ${customer.data.token}` };
  const call = async (method, url, body, extra = {}) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}), ...extra },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${url} → ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const points = (await call('GET', '/api/shipping/inpost/points?city=Wroc%C5%82aw')).data;
  const placed = [];
  for (let index = 0; index < 2; index++) {
    await call('DELETE', '/api/cart/clear');
    await call('POST', '/api/cart/add', { product_id: productId, quantity: 1 });
    const cart = (await call('GET', '/api/cart')).data;
    const order = await call(
      'POST',
      '/api/orders',
      {
        shipping_address: {
          first_name: 'Jan',
          last_name: 'Klient',
          email: 'klient@atelier.pl',
          phone: '600100200',
          street: 'Ruska',
          house: '46',
          apartment: '3',
          city: 'Wrocław',
          country: 'PL',
          postal_code: '50-079',
        },
        delivery_method: 'inpost',
        inpost_point: points[0].id,
        company_name: 'Pracownia Jan Klient',
        nip: '5260250274',
        notes: 'Proszę o zapakowanie na prezent.',
        terms_accepted: true,
        total: cart.totals.total,
      },
      { 'idempotency-key': `shot-${Date.now()}-${index}` },
    );
    placed.push(order.data);
  }
  const payment = await call('POST', '/api/payment/initiate', { order_id: placed[0].id, locale: 'pl' });
  await call('POST', `/api/payment/demo/${encodeURIComponent(payment.data.session_id)}/pay`);
}
if (wanted('orders')) await customerOrders();

async function newContext(viewport, { login = false, init } = {}) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    reducedMotion: 'reduce',
    baseURL: baseUrl,
  });
  if (login) {
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('auth_token', token);
        localStorage.setItem('auth_user', user);
      },
      [customer.data.token, JSON.stringify(customer.data.user)],
    );
  }
  if (init) await context.addInitScript(init.script, init.arg);
  return context;
}

async function shoot(page, name, viewport) {
  // The cookie banner (answered once per context) and passing toasts would hide the page under them.
  const reject = page.getByRole('button', { name: /^(Odrzucam wszystkie|Reject all)$/ });
  if (await reject.isVisible()) await reject.click();
  await page.addStyleTag({
    content: '[aria-label="Powiadomienia"],[aria-label="Notifications"]{display:none!important}',
  });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const file = path.join(outDir, `${name}-${viewport.name}.png`);
  const bottom = await page.locator('main').evaluate((main) => main.getBoundingClientRect().bottom + window.scrollY);
  await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: 0, width: viewport.width, height: bottom } });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 0) problems.push(`${name} @${viewport.width}: ${overflow}px horizontal overflow`);
  if (viewport.name === 'desktop') {
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const v of axe.violations) problems.push(`${name}: axe ${v.id} (${v.nodes.length}): ${v.help}`);
  }
  console.log(`${name} @${viewport.width} → ${file}`);
}

function watch(page, name) {
  page.on('console', (m) => m.type() === 'error' && problems.push(`${name}: console: ${m.text().slice(0, 200)}`));
  page.on('pageerror', (e) => problems.push(`${name}: page error: ${e.message}`));
}

/** A pending guest order placed through the API; answers its id and token. */
async function guestOrder(context) {
  // Cookie-carrying calls need the CSRF token a page visit sets.
  const visit = await context.newPage();
  await visit.goto('/pl/cart');
  await visit.close();
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'atelier_csrf')?.value ?? '';
  const headers = { ...XHR, 'x-csrf-token': csrf };
  await json(await context.request.post('/api/cart/add', { data: { product_id: productId, quantity: 1 }, headers }));
  const cart = (await json(await context.request.get('/api/cart', { headers }))).data;
  const points = (await json(await context.request.get('/api/shipping/inpost/points?city=Wrocław', { headers }))).data;
  const placed = await json(
    await context.request.post('/api/orders/guest', {
      headers: { ...headers, 'idempotency-key': `shot-${Date.now()}-${Math.random()}` },
      data: {
        customer_info: {
          name: 'Ala',
          surname: 'Kowalska',
          email: 'ala.zrzuty@example.pl',
          phone: '600100200',
          country: 'PL',
          city: 'Wrocław',
          street: 'Ruska',
          house: '12',
          postal_code: '50-079',
        },
        delivery_method: 'inpost',
        inpost_point: points[0].id,
        terms_accepted: true,
        total: cart.totals.total,
      },
    }),
  );
  return placed.data;
}

for (const viewport of viewports) {
  for (const locale of ['pl', 'en']) {
    const copy = COPY[locale];
    // Empty cart.
    if (wanted('checkout')) {
      const context = await newContext(viewport);
      const page = await context.newPage();
      watch(page, `checkout-empty-${locale}`);
      await page.goto(`/${locale}/checkout`, { waitUntil: 'networkidle' });
      await shoot(page, `checkout-empty-${locale}`, viewport);
      await context.close();
    }
    // Blank, errors, filled, then through the gateway to every outcome.
    if (wanted('checkout')) {
      const context = await newContext(viewport);
      await json(
        await context.request.post('/api/cart/add', { data: { product_id: productId, quantity: 2 }, headers: XHR }),
      );
      const page = await context.newPage();
      watch(page, `checkout-${locale}`);
      await page.goto(`/${locale}/checkout`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: copy.submit }).waitFor();
      await shoot(page, `checkout-blank-${locale}`, viewport);
      await page.getByRole('button', { name: copy.submit }).click();
      await page.waitForTimeout(400);
      await shoot(page, `checkout-errors-${locale}`, viewport);
      for (const [index, label] of LABELS[locale].entries()) {
        await page.getByRole('main').getByLabel(label, { exact: true }).fill(VALUES[index]);
      }
      await page.getByRole('main').getByLabel(copy.search).fill('Wrocław');
      await page.getByRole('main').getByLabel(copy.search).press('Enter');
      await page.getByRole('button', { name: copy.choose }).first().click();
      await page.getByRole('checkbox', { name: copy.terms }).check();
      await shoot(page, `checkout-filled-${locale}`, viewport);
      await page.getByRole('button', { name: copy.submit }).click();
      await page.waitForURL(/\/payment\/demo\//);
      await page
        .getByRole('button')
        .filter({ hasText: locale === 'pl' ? 'Zapłać' : 'Pay' })
        .first()
        .waitFor();
      await shoot(page, `demo-gateway-${locale}`, viewport);
      await page.getByRole('button', { name: locale === 'pl' ? 'Symuluj odrzucenie' : 'Simulate a decline' }).click();
      await page.waitForURL(/\/payment\/\d+/);
      await page.getByTestId('payment-outcome').waitFor();
      await shoot(page, `payment-failed-${locale}`, viewport);
      await page.getByRole('button', { name: locale === 'pl' ? 'Spróbuj ponownie' : 'Try again' }).click();
      await page.waitForURL(/\/payment\/demo\//);
      await page.getByRole('button', { name: locale === 'pl' ? 'Anuluj płatność' : 'Cancel payment' }).click();
      await page.waitForURL(/\/payment\/\d+/);
      await page.getByTestId('payment-outcome').waitFor();
      await shoot(page, `payment-cancelled-${locale}`, viewport);
      await page.getByRole('button', { name: locale === 'pl' ? 'Zapłać teraz' : 'Pay now' }).click();
      await page.waitForURL(/\/payment\/demo\//);
      await page.getByRole('button', { name: locale === 'pl' ? 'Zapłać' : 'Pay', exact: true }).click();
      await page.waitForURL(/\/payment\/\d+/);
      await page.getByRole('heading', { name: locale === 'pl' ? /Płatność przyjęta/ : /Payment received/ }).waitFor();
      await shoot(page, `payment-success-${locale}`, viewport);
      const guestLink = await page.getByRole('link', { name: locale === 'pl' ? 'Zobacz zamówienie' : 'View order' });
      await guestLink.click();
      await page.getByRole('main').locator('h2').first().waitFor();
      await shoot(page, `guest-order-${locale}`, viewport);
      await context.close();
    }
    // Select method (pending, not just paid) and processing (pending, just sent to pay).
    if (wanted('payment')) {
      const context = await newContext(viewport);
      const order = await guestOrder(context);
      const page = await context.newPage();
      watch(page, `payment-select-${locale}`);
      await page.goto(`/${locale}/payment/${order.id}?token=${order.guest_token}`, { waitUntil: 'networkidle' });
      await shoot(page, `payment-select-${locale}`, viewport);
      await page.evaluate((id) => sessionStorage.setItem(`payment_started:${id}`, String(Date.now())), order.id);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.getByTestId('payment-outcome').waitFor();
      await shoot(page, `payment-processing-${locale}`, viewport);
      await context.close();
    }
    // The customer's orders and one order's details.
    if (wanted('orders')) {
      const context = await newContext(viewport, { login: true });
      const page = await context.newPage();
      watch(page, `orders-${locale}`);
      await page.goto(`/${locale}/orders`, { waitUntil: 'networkidle' });
      await shoot(page, `orders-${locale}`, viewport);
      const first = page
        .getByRole('main')
        .getByRole('link', { name: locale === 'pl' ? /^Szczegóły zamówienia/ : /^Details of order/ })
        .nth(1);
      if (await first.count()) {
        await first.click();
        await page.getByRole('main').locator('h2').first().waitFor();
        await shoot(page, `order-details-${locale}`, viewport);
      }
      await context.close();
    }
  }
}
await browser.close();
if (problems.length > 0) {
  console.log('\nProblems:');
  for (const problem of problems) console.log(`- ${problem}`);
  process.exitCode = 1;
}
