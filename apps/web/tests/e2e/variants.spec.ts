import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, isPhone, seriousAccessibilityViolations, test, unexpectedConsoleErrors } from './playwright-utils';

/**
 * Product variants on the storefront (docs/product-rules.md#variants): colour swatches choose the variant,
 * the address keeps it (`?variant=`, rendered by the server), price, photos and SKU follow it, the cart gets
 * that variant, and a sold-out colour that is not made to order is shown but cannot be bought. Desktop runs in
 * Polish, the phone in English. SHOTS_DIR=<folder> also saves screenshots of the pages on the way.
 */

type Locale = 'pl' | 'en';

const COPY = {
  pl: {
    unavailable: (name: string) => `${name} — niedostępny`,
    addToCart: 'Dodaj do koszyka',
    goToCart: 'Przejdź do koszyka',
    outOfStock: 'Brak w magazynie',
    cannotAdd: /Nie dodasz go do koszyka/,
    soldOut: /Ten wariant jest wyprzedany i nie szyjemy/,
    hanka: 'Torebka Hanka',
    colourLine: (name: string) => `Kolor: ${name}`,
    remove: (name: string) => `Usuń z koszyka: ${name}`,
    chooseSize: /Wybierz rozmiar/,
  },
  en: {
    unavailable: (name: string) => `${name} — unavailable`,
    addToCart: 'Add to cart',
    goToCart: 'Go to your cart',
    outOfStock: 'Out of stock',
    cannotAdd: /cannot be added to the cart/,
    soldOut: /This variant is sold out and we do not make it/,
    hanka: 'Hanka Tote',
    colourLine: (name: string) => `Colour: ${name}`,
    remove: (name: string) => `Remove from cart: ${name}`,
    chooseSize: /Choose a size/,
  },
} as const;

interface ApiVariant {
  id: number;
  sku: string;
  color: { code: string; name: string } | null;
  size: string;
  price: number;
  images: string[];
  orderable: boolean;
}

const localeOf = (page: Page): Locale => (isPhone(page) ? 'en' : 'pl');
const main = (page: Page) => page.getByRole('main');

async function variantsOf(page: Page, slug: string, locale: Locale): Promise<ApiVariant[]> {
  const response = await page.request.get(`/api/products/slug/${slug}?locale=${locale}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { variants: ApiVariant[] } }).data.variants;
}

/** A variant of a colour, with the colour's name in the page's language as the API gives it. */
const byColour = (variants: ApiVariant[], code: string) => {
  const variant = variants.find((item) => item.color?.code === code);
  if (!variant?.color) throw new Error(`no ${code} variant`);
  return { ...variant, colour: variant.color.name };
};

/** The swatch is a visually hidden radio inside its label: a person clicks the label. */
const swatch = (page: Page, name: string) =>
  main(page)
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) });

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `${localeOf(page)}-${page.viewportSize()?.width}-${name}.png`) });
  await page.screenshot({
    path: path.join(dir, `${localeOf(page)}-${page.viewportSize()?.width}-${name}-full.png`),
    fullPage: true,
  });
}

test.describe('product variants', () => {
  test('choosing a colour updates the address, price, photo and SKU; the cart gets that colour', async ({
    page,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const variants = await variantsOf(page, 'torebka-hanka-kawa', locale);
    const coffee = byColour(variants, 'coffee');
    const black = byColour(variants, 'black');

    await page.goto(`/${locale}/products/torebka-hanka-kawa?utm_source=newsletter`);
    const coffeeRadio = main(page).getByRole('radio', { name: coffee.colour, exact: true });
    const blackRadio = main(page).getByRole('radio', { name: black.colour, exact: true });
    await expect(coffeeRadio).toBeChecked();
    await expect(blackRadio).not.toBeChecked();
    await expect(main(page).getByTestId('variant-sku')).toHaveText(coffee.sku);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shot(page, 'hanka-coffee');

    await swatch(page, black.colour).click();
    await expect(blackRadio).toBeChecked();
    // Replaced in place, keeping the other parameters.
    await expect(page).toHaveURL(new RegExp(`\\?utm_source=newsletter&variant=${black.id}$`));
    await expect(main(page).getByTestId('chosen-colour')).toHaveText(black.colour);
    await expect(main(page).locator('[data-price]').first()).toHaveAttribute('data-price', String(black.price));
    await expect(main(page).getByTestId('variant-sku')).toHaveText(black.sku);
    const photo = new URL(black.images[0]).pathname;
    await expect(main(page).getByTestId('gallery-main').locator('img').first()).toHaveAttribute(
      'src',
      new RegExp(`${photo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    await shot(page, 'hanka-black');

    // The arrow keys move within the swatches, and the address follows.
    await blackRadio.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(coffeeRadio).toBeChecked();
    await expect(coffeeRadio).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`variant=${coffee.id}$`));
    await page.keyboard.press('ArrowRight');
    await expect(blackRadio).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`variant=${black.id}$`));

    // The server renders the variant the address names; an unknown id falls back to the default one.
    const rendered = await (
      await page.request.get(`/${locale}/products/torebka-hanka-kawa?variant=${black.id}`)
    ).text();
    expect(rendered).toContain(black.sku);
    expect(rendered).toMatch(/"@type":"ProductGroup"/);
    const unknown = await page.request.get(`/${locale}/products/torebka-hanka-kawa?variant=999999`);
    expect(unknown.status()).toBe(200);
    expect(await unknown.text()).toContain(coffee.sku);
    await page.reload();
    await expect(blackRadio).toBeChecked();

    await main(page).getByRole('button', { name: copy.addToCart }).click();
    await main(page).getByRole('link', { name: copy.goToCart }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
    const lines = main(page)
      .locator('li')
      .filter({ has: page.getByRole('link', { name: copy.hanka }) });
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(copy.colourLine(black.colour));
    await shot(page, 'cart-black');

    // The other colour of the same bag is a line of its own.
    await page.goto(`/${locale}/products/torebka-hanka-kawa?variant=${coffee.id}`);
    await expect(coffeeRadio).toBeChecked();
    await main(page).getByRole('button', { name: copy.addToCart }).click();
    await main(page).getByRole('link', { name: copy.goToCart }).click();
    await expect(lines).toHaveCount(2);
    await expect(main(page)).toContainText(copy.colourLine(coffee.colour));
    await expect(main(page)).toContainText(copy.colourLine(black.colour));
    // The two lines' buttons are told apart by their colour.
    await expect(
      main(page).getByRole('button', { name: copy.remove(`${copy.hanka} (${black.colour})`) }),
    ).toBeVisible();
    await expect(
      main(page).getByRole('button', { name: copy.remove(`${copy.hanka} (${coffee.colour})`) }),
    ).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shot(page, 'cart-two-colours');
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  });

  test('a sold-out colour that is not made to order is shown but cannot be added', async ({ page, consoleErrors }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const odra = await variantsOf(page, 'torba-odra-koniak', locale);
    const brown = byColour(odra, 'brown');
    const bordo = byColour(odra, 'bordo');
    expect(bordo.orderable).toBe(false);

    await page.goto(`/${locale}/products/torba-odra-koniak`);
    await expect(main(page).getByRole('radio', { name: brown.colour, exact: true })).toBeChecked();
    await expect(main(page).getByRole('button', { name: copy.addToCart })).toBeEnabled();
    const bordoRadio = main(page).getByRole('radio', { name: copy.unavailable(bordo.colour) });
    await swatch(page, copy.unavailable(bordo.colour)).click();
    await expect(bordoRadio).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`variant=${bordo.id}$`));
    const button = main(page).getByRole('button', { name: copy.outOfStock });
    await expect(button).toBeDisabled();
    await expect(main(page).getByRole('button', { name: copy.addToCart })).toHaveCount(0);
    await expect(main(page).getByText(copy.cannotAdd)).toBeVisible();
    await expect(main(page).getByText(copy.soldOut)).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shot(page, 'odra-bordo');
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  });

  test('a product in several sizes waits for the size before it goes into the cart', async ({
    page,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    await page.goto(`/${locale}/products/torebka-zofia-kremowa`);
    const add = main(page).getByRole('button', { name: copy.addToCart });
    await expect(add).toBeDisabled();
    await expect(main(page).getByText(copy.chooseSize)).toBeVisible();
    await main(page)
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'M', exact: true }) })
      .click();
    await expect(main(page).getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    await expect(page).toHaveURL(/variant=\d+$/);
    await expect(add).toBeEnabled();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shot(page, 'zofia-size');
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  });
});
