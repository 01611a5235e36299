import type { Page } from '@playwright/test';
import {
  expect,
  holdBackMainScript,
  isPhone,
  seriousAccessibilityViolations,
  test,
  unexpectedConsoleErrors,
} from './playwright-utils';

/**
 * The cart and the wishlist: a guest fills a cart, applies a promo code and keeps both through logging
 * in; quantities, removal with a question, a refused code, the heart that survives a reload, and the
 * offline copy. Desktop runs in Polish, the phone in English, each with its own products, so the two
 * projects never share a line (they do share the demo customer, whose cart is emptied at the end).
 */

type Locale = 'pl' | 'en';

const PRODUCTS = {
  pl: {
    first: { slug: 'portfel-odra-koniak', name: 'Portfel Odra koniakowy' },
    second: { slug: 'etui-na-klucze-rynek-koniak', name: 'Etui na klucze Rynek koniakowe' },
    belt: { slug: 'pasek-dab-koniak', name: 'Pasek Dąb koniakowy', size: '95 cm' },
    other: { slug: 'portfel-zorza-bordo', name: 'Portfel Zorza bordowy' },
    saved: { slug: 'torba-odra-koniak', name: 'Torba Odra' },
  },
  en: {
    first: { slug: 'wizytownik-kamienica-bordo', name: 'Kamienica Business Card Case, Burgundy' },
    second: { slug: 'etui-na-karty-bartek-karmelowe', name: 'Bartek Card Holder, Tan' },
    belt: { slug: 'pasek-mazur-czarny', name: 'Mazur Belt, Black', size: '100 cm' },
    other: { slug: 'okladka-na-paszport-szlak-karmelowa', name: 'Szlak Passport Cover, Tan' },
    saved: { slug: 'torba-sowa-czarna', name: 'Sowa Shoulder Bag, Black' },
  },
} as const;

const COPY = {
  pl: {
    addToCart: 'Dodaj do koszyka',
    stickyAdd: 'Do koszyka',
    noticeTitle: 'Dodano do koszyka',
    noticeCheckout: 'Do kasy',
    noticeClose: 'Zamknij podgląd koszyka',
    quantityOf: (name: string) => `Ilość: ${name}`,
    reviewsTitle: 'Opinie klientów',
    goToCart: 'Przejdź do koszyka',
    cartBadge: (count: number) => `Koszyk, ${count} ${count === 1 ? 'produkt' : count < 5 ? 'produkty' : 'produktów'}`,
    cart: 'Koszyk',
    code: 'Kod rabatowy',
    apply: 'Zastosuj',
    applied: 'Kod WITAJ10 został zastosowany.',
    discount: 'Rabat (kod WITAJ10)',
    appliedCode: /Zastosowany kod:\s*WITAJ10/,
    expired: /Kod „LATO2026” wygasł/,
    email: 'E-mail',
    password: 'Hasło',
    login: 'Zaloguj się',
    increase: (name: string) => `Zwiększ ilość: ${name}`,
    decrease: (name: string) => `Zmniejsz ilość: ${name}`,
    remove: (name: string) => `Usuń z koszyka: ${name}`,
    removeConfirm: 'Tak, usuń',
    cancel: 'Anuluj',
    quantityUpdated: 'Zmieniono ilość.',
    empty: 'Twój koszyk jest pusty.',
    continueShopping: 'Kontynuuj zakupy',
    clearAll: 'Opróżnij koszyk',
    clearConfirm: 'Tak, opróżnij',
    heart: (name: string) => `Zapisz w ulubionych: ${name}`,
    wishlistEmpty: 'Nie masz jeszcze ulubionych produktów.',
    removeSaved: (name: string) => `Usuń z ulubionych: ${name}`,
    offline: 'Nie możemy teraz połączyć się ze sklepem',
    addedLocally: /zapisaliśmy w koszyku na tym urządzeniu/,
    retry: 'Spróbuj ponownie',
    synced: /Połączenie wróciło/,
  },
  en: {
    addToCart: 'Add to cart',
    stickyAdd: 'To cart',
    noticeTitle: 'Added to your cart',
    noticeCheckout: 'Checkout',
    noticeClose: 'Close the cart preview',
    quantityOf: (name: string) => `Quantity: ${name}`,
    reviewsTitle: 'Customer reviews',
    goToCart: 'Go to your cart',
    cartBadge: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
    cart: 'Cart',
    code: 'Promo code',
    apply: 'Apply',
    applied: 'Code WITAJ10 has been applied.',
    discount: 'Discount (code WITAJ10)',
    appliedCode: /Code applied:\s*WITAJ10/,
    expired: /Code "LATO2026" expired/,
    email: 'E-mail',
    password: 'Password',
    login: 'Log in',
    increase: (name: string) => `Increase quantity: ${name}`,
    decrease: (name: string) => `Decrease quantity: ${name}`,
    remove: (name: string) => `Remove from cart: ${name}`,
    removeConfirm: 'Yes, remove',
    cancel: 'Cancel',
    quantityUpdated: 'Quantity updated.',
    empty: 'Your cart is empty.',
    continueShopping: 'Continue shopping',
    clearAll: 'Empty the cart',
    clearConfirm: 'Yes, empty it',
    heart: (name: string) => `Save to wishlist: ${name}`,
    wishlistEmpty: 'You have no saved products yet.',
    removeSaved: (name: string) => `Remove from wishlist: ${name}`,
    offline: 'We cannot reach the shop right now',
    addedLocally: /has been saved in the cart on this device/,
    retry: 'Try again',
    synced: /The connection is back/,
  },
} as const;

const localeOf = (page: Page): Locale => (isPhone(page) ? 'en' : 'pl');
const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');
const toasts = (page: Page) => page.getByRole('region', { name: /Powiadomienia|Notifications/ });
/** A refused token, password or code (4xx) is expected here; a server error never is (playwright-utils.ts). */
const unexpectedErrors = unexpectedConsoleErrors;

test.beforeEach(async ({ page }) => {
  // The cookie banner is the consent journeys' subject; here the visitor has already answered it.
  await page.addInitScript(() => {
    const choice = { analytics: false, marketing: false, version: '2025-10-25', decidedAt: new Date().toISOString() };
    window.localStorage.setItem('cookie_consent', JSON.stringify({ ...choice, id: null, synced: true }));
  });
});

async function addFromProductPage(page: Page, locale: Locale, slug: string, size?: string) {
  const copy = COPY[locale];
  await page.goto(`/${locale}/products/${slug}`);
  if (size) {
    await main(page)
      .locator('label')
      .filter({ hasText: new RegExp(`^${size}$`) })
      .click();
    await expect(main(page).getByRole('radio', { name: size })).toBeChecked();
  }
  await main(page).getByRole('button', { name: copy.addToCart }).click();
  await expect(main(page).getByRole('link', { name: copy.goToCart })).toBeVisible();
  // The mini cart confirms it, with the way to the cart and the checkout; it does not block the page.
  const notice = page.getByTestId('cart-notice');
  await expect(notice).toContainText(copy.noticeTitle);
  await expect(notice.getByRole('link', { name: copy.noticeCheckout })).toBeVisible();
  await notice.getByRole('button', { name: copy.noticeClose }).click();
  await expect(notice).toHaveCount(0);
}

async function openCart(page: Page, locale: Locale) {
  await header(page)
    .getByRole('link', { name: new RegExp(`^${COPY[locale].cart}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
}

test.describe('cart and wishlist', () => {
  test('a guest fills a cart, applies WITAJ10 and finds the same cart after logging in', async ({
    page,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const { first, second } = PRODUCTS[locale];

    await addFromProductPage(page, locale, first.slug);
    await expect(header(page).getByRole('link', { name: copy.cartBadge(1) })).toBeVisible();
    // A saved product joins the account's wishlist at login too.
    await main(page)
      .getByRole('button', { name: copy.heart(first.name) })
      .click();
    await addFromProductPage(page, locale, second.slug);
    await expect(header(page).getByRole('link', { name: copy.cartBadge(2) })).toBeVisible();

    await openCart(page, locale);
    await expect(main(page).getByRole('link', { name: first.name })).toBeVisible();
    await expect(main(page).getByRole('link', { name: second.name })).toBeVisible();
    const total = page.getByTestId('cart-total');
    const before = await total.textContent();

    const code = main(page).getByRole('textbox', { name: copy.code });
    await expect(main(page).getByRole('button', { name: copy.apply })).toBeDisabled();
    await code.fill('witaj10');
    await main(page).getByRole('button', { name: copy.apply }).click();
    await expect(toasts(page)).toContainText(copy.applied);
    await expect(main(page).getByText(copy.discount)).toBeVisible();
    await expect(main(page).getByText(copy.appliedCode)).toBeVisible();
    await expect(code).toBeDisabled();
    await expect(total).not.toHaveText(before ?? '');

    await page.goto(`/${locale}/login?redirect=${encodeURIComponent(`/${locale}/cart`)}`);
    await main(page).getByLabel(copy.email, { exact: true }).fill('klient@atelier.pl');
    await main(page).getByLabel(copy.password, { exact: true }).fill('Klient123!');
    await main(page).getByRole('button', { name: copy.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
    await expect(main(page).getByRole('link', { name: first.name })).toBeVisible();
    await expect(main(page).getByRole('link', { name: second.name })).toBeVisible();
    await expect(main(page).getByText(copy.appliedCode)).toBeVisible();
    await expect(main(page).getByText(copy.discount)).toBeVisible();

    await page.goto(`/${locale}/wishlist`);
    await expect(main(page).getByRole('link', { name: first.name })).toBeVisible();

    // The demo customer's cart is shared with the other project and later runs: leave it empty.
    await page.goto(`/${locale}/cart`);
    await main(page).getByRole('button', { name: copy.clearAll }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: copy.clearConfirm }).click();
    await expect(main(page).getByText(copy.empty)).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('quantity goes up and down; removal asks first; the cart page passes axe', async ({ page, consoleErrors }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const { belt } = PRODUCTS[locale];

    await page.goto(`/${locale}/products/${belt.slug}`);
    // A belt needs its length before it can go into the cart.
    await expect(main(page).getByRole('button', { name: copy.addToCart })).toBeDisabled();
    await addFromProductPage(page, locale, belt.slug, belt.size);
    await openCart(page, locale);

    const decrease = main(page).getByRole('button', { name: copy.decrease(belt.name) });
    const increase = main(page).getByRole('button', { name: copy.increase(belt.name) });
    const quantity = main(page).getByRole('spinbutton', { name: copy.quantityOf(belt.name) });
    await expect(quantity).toHaveValue('1');
    await expect(decrease).toBeDisabled();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await increase.click();
    await expect(quantity).toHaveValue('2');
    await expect(toasts(page)).toContainText(copy.quantityUpdated);
    await expect(header(page).getByRole('link', { name: copy.cartBadge(2) })).toBeVisible();
    await expect(decrease).toBeEnabled();
    await decrease.click();
    await expect(quantity).toHaveValue('1');
    await expect(decrease).toBeDisabled();
    // Typed, too: the number is sent on Enter; nonsense puts the quantity back.
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(header(page).getByRole('link', { name: copy.cartBadge(3) })).toBeVisible();
    await expect(quantity).toHaveValue('3');
    await quantity.fill('0');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('3');
    await quantity.fill('1');
    await quantity.press('Enter');
    await expect(header(page).getByRole('link', { name: copy.cartBadge(1) })).toBeVisible();
    await expect(decrease).toBeDisabled();

    const remove = main(page).getByRole('button', { name: copy.remove(belt.name) });
    await remove.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(belt.name);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: copy.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await page.getByRole('alertdialog').getByRole('button', { name: copy.removeConfirm }).click();
    await expect(main(page).getByText(copy.empty)).toBeVisible();
    await expect(main(page).getByRole('link', { name: copy.continueShopping })).toBeVisible();
    await expect(header(page).getByRole('link', { name: copy.cart, exact: true })).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('an expired code is refused with its own message', async ({ page, consoleErrors }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    await addFromProductPage(page, locale, PRODUCTS[locale].other.slug);
    await openCart(page, locale);

    const code = main(page).getByRole('textbox', { name: copy.code });
    await code.fill('  ');
    await expect(main(page).getByRole('button', { name: copy.apply })).toBeDisabled();
    await code.fill('LATO2026');
    await main(page).getByRole('button', { name: copy.apply }).click();
    await expect(main(page).getByText(copy.expired)).toBeVisible();
    await expect(toasts(page)).toContainText(copy.expired);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toBeEnabled();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('the heart keeps a product through a reload; the wishlist page passes axe', async ({ page, consoleErrors }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const { saved } = PRODUCTS[locale];

    await page.goto(`/${locale}/products/${saved.slug}`);
    const heart = main(page)
      .getByRole('button', { name: copy.heart(saved.name) })
      .first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(
      main(page)
        .getByRole('button', { name: copy.heart(saved.name) })
        .first(),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`/${locale}/wishlist`);
    await expect(main(page).getByRole('link', { name: saved.name })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await main(page)
      .getByRole('button', { name: copy.removeSaved(saved.name) })
      .click();
    await expect(main(page).getByText(copy.wishlistEmpty)).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('offline, a product goes into the copy on this device and reaches the cart once the shop answers', async ({
    page,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const { first } = PRODUCTS[locale];

    await page.goto(`/${locale}/products/${first.slug}`);
    await page.route('**/api/cart**', (route) => route.abort('internetdisconnected'));
    await main(page).getByRole('button', { name: copy.addToCart }).click();
    await expect(toasts(page)).toContainText(copy.addedLocally);
    await expect(header(page).getByRole('link', { name: copy.cartBadge(1) })).toBeVisible();

    await openCart(page, locale);
    await expect(main(page).getByText(copy.offline)).toBeVisible();
    await expect(main(page).getByRole('link', { name: first.name })).toBeVisible();

    await page.unroute('**/api/cart**');
    await main(page).getByRole('button', { name: copy.retry }).click();
    await expect(toasts(page)).toContainText(copy.synced);
    await expect(main(page).getByText(copy.offline)).toBeHidden();
    await expect(main(page).getByRole('link', { name: first.name })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});

test.describe('the purchase within reach', () => {
  test('on a phone a bar keeps the price and "to cart" at hand further down the page; a laptop needs none', async ({
    page,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const { other } = PRODUCTS[locale];
    await page.goto(`/${locale}/products/${other.slug}`);
    const bar = page.getByTestId('sticky-purchase');
    await expect(bar).toHaveCount(0);
    // Down to the reviews: the purchase box is out of sight.
    await page.getByRole('heading', { name: copy.reviewsTitle }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    if (!isPhone(page)) {
      await expect(bar).toHaveCount(0);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
      return;
    }
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(other.name);
    await bar.getByRole('button', { name: copy.stickyAdd }).click();
    await expect(header(page).getByRole('link', { name: copy.cartBadge(1) })).toBeVisible();
    await bar.getByRole('link', { name: copy.cart }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
    await expect(main(page).getByRole('link', { name: other.name })).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});

test.describe('before the page is interactive', () => {
  // About the moment between the first paint and hydration, so `goto` must not wait it out.
  test.use({ waitForHydration: false });

  test('"add to cart" tapped before the scripts start still adds the product, once', async ({
    page,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const { other } = PRODUCTS[locale];
    await holdBackMainScript(page);
    await page.goto(`/${locale}/products/${other.slug}`);
    await main(page).getByRole('button', { name: copy.addToCart }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    await expect(main(page).getByRole('link', { name: copy.goToCart })).toBeVisible();
    await expect(header(page).getByRole('link', { name: copy.cartBadge(1) })).toBeVisible();
    await main(page).getByRole('link', { name: copy.goToCart }).click();
    await expect(main(page).getByRole('link', { name: other.name })).toBeVisible();
    // One piece: the early tap was replayed once, not also heard by React.
    await expect(header(page).getByRole('link', { name: copy.cartBadge(1) })).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
