import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { describeVnuErrors, vnuErrors } from '../../../../scripts/vnu.mjs';
import { DELIVERY_ADDRESS } from './orders-support';
import { expect, isPhone, test, unexpectedConsoleErrors, waitForHydrationOnLoad } from './playwright-utils';

/**
 * Every kind of page the shop serves is valid HTML by the Nu HTML Checker (the W3C validator's engine, vnu.jar
 * from the pinned vnu-jar package, on the machine's Java): the HTML a browser gets from the server, and — for
 * the pages whose content only the browser renders, because the session and the cart live there — the page a
 * customer, a guest with an order and the demo admin see once it has loaded. Desktop checks the Polish pages,
 * the phone the English ones. The pages are saved in the test's output folder and checked in one run of the
 * checker; a failure lists each error with its page, line and the markup around it.
 */

type Locale = 'pl' | 'en';
const localeOf = (page: Page): Locale => (isPhone(page) ? 'en' : 'pl');
const main = (page: Page) => page.getByRole('main');
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** Sold in several colours: its page has the variant swatches. */
const WITH_VARIANTS = 'torebka-hanka-kawa';
const GIFT_CARD = 'karta-podarunkowa';
/** Made to order (docs/product-rules.md#stock): always orderable, however many runs ordered it. */
const ORDERABLE = 'portfel-wisla-granatowy';

const COPY = {
  pl: { category: '/pl/kategoria/torebki', search: 'torba', regulations: '/pl/regulamin' },
  en: { category: '/en/category/handbags', search: 'bag', regulations: '/en/store-regulations' },
} as const;

/** The pages to check, saved one file each; `pageOf` names a file's page in the report. */
class CheckedPages {
  readonly files: string[] = [];
  private readonly pages = new Map<string, string>();
  constructor(private readonly folder: string) {}

  private async save(html: string, page: string) {
    const file = path.join(this.folder, `${String(this.files.length + 1).padStart(2, '0')}.html`);
    await writeFile(file, html);
    this.files.push(file);
    this.pages.set(file, page);
  }

  /** The page as the server sends it to a browser that asks for HTML (before any script runs). */
  async served(request: APIRequestContext, url: string, status = 200) {
    const response = await request.get(url, { headers: { accept: 'text/html' } });
    expect(response.status(), url).toBe(status);
    expect(response.headers()['content-type'], url).toMatch(/^text\/html/);
    await this.save(await response.text(), `${url} as served`);
  }

  /** The page as the browser shows it, once `ready` (its content, fetched by the page's script) is visible. */
  async rendered(page: Page, url: string, ready: (page: Page) => Locator) {
    await page.goto(url);
    await expect(ready(page)).toBeVisible();
    await this.save(await page.content(), `${url} in the browser`);
  }

  pageOf = (file: string) => this.pages.get(file) ?? file;
}

async function product(request: APIRequestContext, slug: string, locale: Locale) {
  const response = await request.get(`/api/products/slug/${slug}?locale=${locale}`, { headers: XHR });
  expect(response.ok(), slug).toBe(true);
  return (await response.json()).data as { id: number; name: string; variants: { id: number }[] };
}

async function login(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password }, headers: XHR });
  expect(response.status(), `logging ${email} in`).toBe(200);
  return (await response.json()).data as { token: string; user: unknown };
}

/** Puts a session where the app keeps it, for the page's next loads. */
async function signIn(page: Page, session: { token: string; user: unknown }) {
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('auth_user', user);
    },
    [session.token, JSON.stringify(session.user)],
  );
}

/** Fills a cart (the customer's with a bearer token, else the guest cart of the request's cookie) with a product. */
async function addToCart(request: APIRequestContext, productId: number, headers: Record<string, string>) {
  const added = await request.post('/api/cart/add', { data: { product_id: productId, quantity: 1 }, headers });
  expect(added.ok(), 'added to the cart').toBe(true);
  const cart = await request.get('/api/cart', { headers });
  return (await cart.json()).data.totals.total as number;
}

test.describe('HTML validity', () => {
  test('every page is valid HTML, as the server sends it and as a customer, a guest and the admin see it', async ({
    page,
    request,
    browser,
    e2e,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const locale = localeOf(page);
    const copy = COPY[locale];
    const run = `${test.info().project.name}.${Date.now().toString(36)}`;
    const pages = new CheckedPages(test.info().outputPath());

    // What the pages show: a new customer with an order (unpaid) and a bag in the cart and the wishlist.
    const email = `html.${run}@example.pl`;
    const registered = await request.post('/api/auth/register', {
      data: { email, phone: DELIVERY_ADDRESS.phone, password: 'Skorzana123' },
      headers: XHR,
    });
    expect(registered.status(), 'registered').toBe(201);
    const customer = (await registered.json()).data as { token: string; user: unknown };
    const asCustomer = { ...XHR, authorization: `Bearer ${customer.token}` };
    const wallet = await product(request, ORDERABLE, locale);
    const placed = await request.post('/api/orders', {
      headers: asCustomer,
      data: {
        shipping_address: { first_name: 'Ala', last_name: 'Testowa', email, ...DELIVERY_ADDRESS },
        delivery_method: 'courier',
        terms_accepted: true,
        total: await addToCart(request, wallet.id, asCustomer),
      },
    });
    expect(placed.status(), 'the order placed').toBe(201);
    const order = (await placed.json()).data as { id: number; order_number: string };
    const bag = await product(request, WITH_VARIANTS, locale);
    const added = await request.post('/api/cart/add', {
      data: { product_id: bag.id, variant_id: bag.variants[0].id, quantity: 1 },
      headers: asCustomer,
    });
    expect(added.ok(), 'the bag in the cart').toBe(true);
    const wished = await request.post('/api/user/wishlist/toggle', {
      data: { product_id: bag.id },
      headers: asCustomer,
    });
    expect(wished.ok(), 'the bag on the wishlist').toBe(true);

    const posts = await request.get(`/api/blog/posts?locale=${locale}`, { headers: XHR });
    const post = ((await posts.json()).data as { slug: string }[])[0];
    expect(post, 'a blog post').toBeTruthy();

    // The pages as served: the storefront, the forms, the content, what is not found, and the pages a browser
    // fills in for a signed-in person (served the same to everyone, the session being in the browser).
    const served: [string, number?][] = [
      [`/${locale}`],
      [`/${locale}/products`],
      [`${copy.category}?colors=black`],
      [`/${locale}/products?search=${copy.search}&sort_by=base_price&sort_order=asc`],
      [`/${locale}/products/${WITH_VARIANTS}`],
      [`/${locale}/products/${WITH_VARIANTS}?variant=${bag.variants[0].id}`],
      [`/${locale}/products/${GIFT_CARD}`],
      [`/${locale}/gift-cards`],
      [`/${locale}/cart`],
      [`/${locale}/checkout`],
      [`/${locale}/login`],
      [`/${locale}/register`],
      [`/${locale}/forgot-password`],
      [`/${locale}/reset-password?token=${'a'.repeat(43)}&email=${encodeURIComponent(email)}`],
      [`/${locale}/blog`],
      [`/${locale}/blog/${post.slug}`],
      [copy.regulations],
      [`/${locale}/privacy-policy`],
      [`/${locale}/delivery-costs`],
      [`/${locale}/faq`],
      [`/${locale}/about`],
      [`/${locale}/contacts`],
      [`/${locale}/gallery`],
      [`/${locale}/no-such-page`, 404],
      [`/${locale}/products/no-such-product`, 404],
      [`/${locale}/back-in-stock/confirm?token=${'b'.repeat(43)}`],
      [`/${locale}/newsletter/unsubscribe?token=${'c'.repeat(43)}`],
      [`/${locale}/profile`],
      [`/${locale}/orders`],
      [`/${locale}/orders/${order.id}`],
      [`/${locale}/wishlist`],
      [`/${locale}/admin`],
      [`/${locale}/admin/orders/${order.id}`],
    ];
    for (const [url, status] of served) await pages.served(request, url, status);

    // A guest's order, opened from the link of its e-mail.
    const total = await addToCart(page.request, wallet.id, XHR);
    const guestPlaced = await page.request.post('/api/orders/guest', {
      headers: XHR,
      data: {
        customer_info: { name: 'Ola', surname: 'Gościnna', email: `guest.${run}@example.pl`, ...DELIVERY_ADDRESS },
        delivery_method: 'courier',
        terms_accepted: true,
        total,
      },
    });
    expect(guestPlaced.status(), 'the guest order placed').toBe(201);
    const guestOrder = (await guestPlaced.json()).data as { order_number: string; guest_token: string };
    const guestUrl = `/${locale}/orders/guest/${encodeURIComponent(guestOrder.guest_token)}`;
    await pages.served(request, guestUrl);
    await pages.rendered(page, guestUrl, (p) => main(p).getByText(guestOrder.order_number).first());
    await page.context().clearCookies();

    // The customer's pages, drawn in the browser from the session.
    await signIn(page, customer);
    const bagShown = (p: Page) => main(p).getByText(bag.name).first();
    await pages.rendered(page, `/${locale}/cart`, bagShown);
    await pages.rendered(page, `/${locale}/checkout`, bagShown);
    await pages.rendered(page, `/${locale}/wishlist`, bagShown);
    await pages.rendered(page, `/${locale}/profile`, (p) => main(p).getByText(email).first());
    await pages.rendered(page, `/${locale}/orders`, (p) => main(p).getByText(order.order_number).first());
    await pages.rendered(page, `/${locale}/orders/${order.id}`, (p) => main(p).getByText(order.order_number).first());

    // The demo admin's panel: an order, and a product's form with its on/off switches.
    const adminContext = await browser.newContext({ baseURL: e2e.baseURL, viewport: page.viewportSize() });
    try {
      const admin = waitForHydrationOnLoad(await adminContext.newPage());
      await signIn(admin, await login(request, 'admin@atelier.pl', 'Admin123!'));
      await pages.rendered(admin, `/${locale}/admin/orders/${order.id}`, (p) =>
        main(p).getByText(order.order_number).first(),
      );
      await pages.rendered(admin, `/${locale}/admin/products/${bag.id}`, (p) => main(p).getByRole('switch').first());
    } finally {
      await adminContext.close();
    }

    const errors = await vnuErrors(pages.files);
    expect(errors.length, `the Nu HTML Checker's errors:\n\n${describeVnuErrors(errors, pages.pageOf)}\n`).toBe(0);
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  });
});
