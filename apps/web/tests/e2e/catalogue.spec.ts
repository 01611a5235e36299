import type { Locator, Page } from '@playwright/test';
import { expect, isPhone, seriousAccessibilityViolations, switchLanguage, test } from './playwright-utils';

/**
 * The catalogue journeys in both languages: home blocks and carousel, search, filters and sort kept in
 * the URL, the product page's gallery (swipe, arrows, full-screen view), structured data and 404.
 */

const COPY = {
  pl: {
    products: 'Wszystkie produkty',
    search: 'Szukaj produktów',
    query: 'portfel',
    queryMatch: /portfel/i,
    filters: /^Filtry/,
    closeFilters: 'Zamknij filtry',
    black: 'Czarny',
    colourFacet: 'Kolor',
    removeBlack: 'Usuń filtr: Czarny',
    clearAll: 'Wyczyść wszystko',
    sortLabel: 'Sortowanie',
    pagination: 'Strony wyników',
    lastPageLink: 'Strona 4',
    sortNewest: 'Najnowsze',
    sortAscending: 'Cena: od najniższej',
    sortDescending: 'Cena: od najwyższej',
    sortRelevance: 'Trafność',
    searchHeading: 'Wyniki dla „portfel”',
    pageOf: /Strona 1 z \d+/,
    showing: /Wyświetlono \d+ z \d+ produkt/,
    newArrivals: 'Nowości',
    bestsellers: 'Bestsellery',
    carousel: 'Polecamy',
    zoom: 'Powiększenie',
    nextSlide: 'Następny slajd',
    previousSlide: 'Poprzedni slajd',
    nextPhoto: 'Następne zdjęcie',
    previousPhoto: 'Poprzednie zdjęcie',
    enlarge: /Powiększ zdjęcie/,
    photo: (index: number, count: number) => `Zdjęcie ${index} z ${count}`,
    addToCart: 'Dodaj do koszyka',
    back: 'Wróć',
    notFound: 'Nie znaleźliśmy tego produktu',
    omnibus: /Najniższa cena z 30 dni przed obniżką: 849,00\s?zł/,
    madeToOrder: /Na zamówienie \(3-4 dni\)/,
    outOfStock: /Brak w magazynie/,
    forHer: 'Dla niej',
  },
  en: {
    products: 'All products',
    search: 'Search products',
    query: 'wallet',
    queryMatch: /wallet/i,
    filters: /^Filters/,
    closeFilters: 'Close filters',
    black: 'Black',
    colourFacet: 'Colour',
    removeBlack: 'Remove filter: Black',
    clearAll: 'Clear all',
    sortLabel: 'Sort',
    pagination: 'Result pages',
    lastPageLink: 'Page 4',
    sortNewest: 'Newest',
    sortAscending: 'Price: low to high',
    sortDescending: 'Price: high to low',
    sortRelevance: 'Relevance',
    searchHeading: 'Results for “wallet”',
    pageOf: /Page 1 of \d+/,
    showing: /Showing \d+ of \d+ product/,
    newArrivals: 'New arrivals',
    bestsellers: 'Bestsellers',
    carousel: 'Featured',
    zoom: 'Zoom',
    nextSlide: 'Next slide',
    previousSlide: 'Previous slide',
    nextPhoto: 'Next photo',
    previousPhoto: 'Previous photo',
    enlarge: /Enlarge photo/,
    photo: (index: number, count: number) => `Photo ${index} of ${count}`,
    addToCart: 'Add to cart',
    back: 'Back',
    notFound: 'We could not find this product',
    omnibus: /Lowest price in the 30 days before the reduction: PLN\s?849\.00/,
    madeToOrder: /To order \(3-4 days\)/,
    outOfStock: /Out of stock/,
    forHer: 'For her',
  },
} as const;

type Locale = keyof typeof COPY;

const results = (page: Page) => page.getByRole('region', { name: /Wszystkie produkty|All products/ });
const cards = (page: Page) => results(page).getByRole('article');

/** The browser's URL changes a moment before the new list is on screen; wait until it is. */
async function settled(page: Page) {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
}

async function prices(page: Page): Promise<number[]> {
  const values = await results(page)
    .locator('[data-price]')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-price'))));
  expect(values.length).toBeGreaterThan(1);
  return values;
}

/** The filters: the side panel on desktop, the drawer on phones. */
async function filtersPanel(page: Page, copy: (typeof COPY)[Locale]): Promise<Locator> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: copy.filters }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    return drawer;
  }
  return page.getByRole('complementary');
}

/** A horizontal swipe: a finger on phones (touch events through the DevTools protocol), the mouse on desktop. */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const y = box.y + box.height / 3;
  const x0 = box.x + box.width / 2 - dx / 2;
  const steps = 8;
  if (isPhone(page)) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
    for (let step = 1; step <= steps; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x0 + (dx * step) / steps, y }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    return;
  }
  await page.mouse.move(x0, y);
  await page.mouse.down();
  await page.mouse.move(x0 + dx, y, { steps });
  await page.mouse.up();
}

for (const locale of ['pl', 'en'] as const) {
  const copy = COPY[locale];

  test.describe(`catalogue (${locale})`, () => {
    test('home shows the carousel, new arrivals and bestsellers', async ({ page, consoleErrors }) => {
      await page.goto(`/${locale}`);
      const carousel = page.getByRole('region', { name: copy.carousel });
      await expect(carousel).toBeVisible();
      const slides = carousel.locator('[aria-roledescription="slide"]');
      expect(await slides.count()).toBeGreaterThan(1);
      const visibleSlide = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
      await expect(visibleSlide).toHaveCount(1);
      const first = await visibleSlide.getAttribute('aria-label');
      await carousel.getByRole('button', { name: copy.nextSlide }).click();
      await expect(visibleSlide).not.toHaveAttribute('aria-label', first ?? '');
      await carousel.getByRole('button', { name: copy.previousSlide }).click();
      await expect(visibleSlide).toHaveAttribute('aria-label', first ?? '');
      // A swipe to the left shows the next banner, to the right the previous, without opening the banner's link.
      // (The picture goes to the top of the screen first: on a phone the cookie banner covers the bottom.)
      await visibleSlide.locator('img').evaluate((img) => img.scrollIntoView({ block: 'start' }));
      await swipe(page, visibleSlide.locator('img'), -140);
      await expect(visibleSlide).not.toHaveAttribute('aria-label', first ?? '');
      await swipe(page, visibleSlide.locator('img'), 140);
      await expect(visibleSlide).toHaveAttribute('aria-label', first ?? '');
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
      // The first banner is the page's largest picture: loaded at once, with high priority.
      await expect(slides.first().locator('img')).toHaveAttribute('fetchpriority', 'high');

      for (const block of [copy.newArrivals, copy.bestsellers]) {
        const section = page.getByRole('region', { name: block });
        await expect(section.getByRole('article')).toHaveCount(4);
        await expect(section.getByRole('article').first().locator('[data-price]')).toBeVisible();
      }
      expect(consoleErrors).toEqual([]);
    });

    test('search finds wallets and keeps the query in the URL', async ({ page, consoleErrors }) => {
      await page.goto(`/${locale}/products`);
      await expect(page.getByRole('heading', { level: 1, name: copy.products })).toBeVisible();
      await expect(cards(page)).toHaveCount(12);
      await expect(page.getByText(copy.pageOf)).toBeVisible();
      await expect(page.getByText(copy.showing)).toBeVisible();
      // Numbered pages with the last one, the current one marked.
      const pages = page.getByRole('navigation', { name: copy.pagination });
      await expect(pages.locator('[aria-current="page"]:visible')).toHaveText(/1/);
      await expect(pages.getByRole('link', { name: copy.lastPageLink })).toBeVisible();

      await page.getByRole('searchbox', { name: copy.search }).fill(`  ${copy.query} `);
      await expect(page).toHaveURL(new RegExp(`search=${copy.query}(&|$)`));
      await settled(page);
      await expect(cards(page).first().getByRole('heading')).toHaveText(copy.queryMatch);
      // The heading names the search, and the best matches come first unless another order is chosen.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.searchHeading);
      const sort = page.getByRole('combobox', { name: copy.sortLabel });
      await expect(sort).toHaveValue('relevance');
      await expect(sort.getByRole('option', { name: copy.sortRelevance })).toHaveCount(1);
      await expect(page).not.toHaveURL(/sort_by/);
      await page.reload();
      await expect(page.getByRole('searchbox', { name: copy.search })).toHaveValue(copy.query);
      await expect(cards(page).first().getByRole('heading')).toHaveText(copy.queryMatch);
      expect(consoleErrors).toEqual([]);
    });

    test('colour filter and price sort live in the URL, survive reload and back', async ({ page, consoleErrors }) => {
      await page.goto(`/${locale}/products`);
      const panel = await filtersPanel(page, copy);
      // The swatch is what a person clicks; the checkbox itself is visually hidden.
      const colours = panel.getByRole('group', { name: copy.colourFacet });
      await colours.getByText(copy.black, { exact: true }).click();
      await expect(page).toHaveURL(/colors=black/);
      await expect(colours.getByLabel(new RegExp(`^${copy.black}`))).toBeChecked();
      // The drawer hides the page from assistive technology while it is open.
      if (isPhone(page)) await page.getByRole('button', { name: copy.closeFilters }).click();
      await settled(page);
      await expect(page.getByRole('button', { name: copy.removeBlack })).toBeVisible();
      const total = await cards(page).count();
      expect(total).toBeGreaterThan(0);
      for (const card of await cards(page).all()) await expect(card).toContainText(copy.black);

      // Newest first → price low to high (docs/product-rules.md#orders); the page returns to 1.
      const sort = page.getByRole('combobox', { name: copy.sortLabel });
      await expect(sort).toHaveValue('newest');
      await sort.selectOption({ label: copy.sortAscending });
      await expect(page).toHaveURL(/sort_by=base_price&sort_order=asc/);
      await settled(page);
      await expect(sort).toHaveValue('priceAsc');
      const ascending = await prices(page);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

      await page.reload();
      await expect(page).toHaveURL(/colors=black.*sort_by=base_price/);
      await expect(page.getByRole('button', { name: copy.removeBlack })).toBeVisible();
      expect(await prices(page)).toEqual(ascending);

      await expect(sort).toHaveValue('priceAsc');
      await sort.selectOption({ label: copy.sortDescending });
      await expect(page).toHaveURL(/sort_order=desc/);
      await settled(page);
      await expect(sort).toHaveValue('priceDesc');
      const descending = await prices(page);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));

      await page.goBack();
      await expect(page).toHaveURL(/sort_order=asc/);
      await settled(page);
      await expect(sort).toHaveValue('priceAsc');
      expect(await prices(page)).toEqual(ascending);
      await page.goBack();
      await expect(page).not.toHaveURL(/sort_by/);
      await expect(page).toHaveURL(/colors=black/);
      await settled(page);
      await expect(sort).toHaveValue('newest');

      await page.getByRole('button', { name: copy.clearAll }).click();
      await expect(page).not.toHaveURL(/colors=/);
      await settled(page);
      await expect(page.getByRole('button', { name: copy.removeBlack })).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    test('sort by price shows ascending prices across pages', async ({ page }) => {
      await page.goto(`/${locale}/products?sort_by=base_price&sort_order=asc`);
      const first = await prices(page);
      expect(first).toEqual([...first].sort((a, b) => a - b));
      await page.getByRole('link', { name: /Następna strona|Next page/ }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText(/Strona 2 z|Page 2 of/)).toBeVisible();
      const second = await prices(page);
      expect(second).toEqual([...second].sort((a, b) => a - b));
      expect(second[0]).toBeGreaterThanOrEqual(first[first.length - 1]);
    });

    test('a product opens; its gallery swipes, steps with arrows and goes full screen', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`/${locale}/products?search=${locale === 'pl' ? 'Aurelia' : 'Aurelia'}`);
      await cards(page).first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/torebka-aurelia-koniak$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Aurelia');
      await expect(page.getByRole('button', { name: copy.addToCart })).toBeDisabled();
      await expect(page.getByText(copy.forHer, { exact: true })).toBeVisible();

      const gallery = page.getByTestId('gallery-main');
      const counter = gallery.getByText(/^\d+ \/ \d+$/);
      await expect(counter).toHaveText(/^1 \/ (\d+)$/);
      const count = Number((await counter.textContent())?.split('/')[1]);
      expect(count).toBeGreaterThanOrEqual(3);

      // A short drag is not a swipe (docs/product-rules.md#constants: more than 50 px).
      await swipe(page, gallery, -30);
      await expect(counter).toHaveText(`1 / ${count}`);
      await swipe(page, gallery, -140);
      await expect(counter).toHaveText(`2 / ${count}`);
      await swipe(page, gallery, 140);
      await expect(counter).toHaveText(`1 / ${count}`);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: copy.nextPhoto }).click();
      await expect(counter).toHaveText(`2 / ${count}`);
      await page.getByRole('button', { name: copy.previousPhoto }).click();
      await page.getByRole('button', { name: copy.previousPhoto }).click();
      await expect(counter).toHaveText(`${count} / ${count}`);
      await page.getByRole('button', { name: copy.nextPhoto }).click();
      await expect(counter).toHaveText(`1 / ${count}`);

      const enlarge = page.getByRole('button', { name: copy.enlarge });
      await enlarge.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(copy.photo(1, count));
      await page.keyboard.press('ArrowRight');
      await expect(dialog).toContainText(copy.photo(2, count));
      await page.keyboard.press('ArrowRight');
      await expect(dialog).toContainText(copy.photo(3, count));
      await page.keyboard.press('ArrowLeft');
      await expect(dialog).toContainText(copy.photo(2, count));
      // A click (a double tap on a phone) zooms into the 1600 px file; the zoom button puts it back.
      const photo = dialog.getByRole('img');
      if (isPhone(page)) {
        await photo.tap();
        await photo.tap();
      } else {
        await photo.click();
      }
      await expect(photo).toHaveAttribute('data-zoomed', 'true');
      await expect
        .poll(() => photo.evaluate((img) => (img as HTMLImageElement).currentSrc), { timeout: 10_000 })
        .toMatch(/-1600\.webp$/);
      const zoom = dialog.getByRole('button', { name: copy.zoom });
      await expect(zoom).toHaveAttribute('aria-pressed', 'true');
      await zoom.click();
      await expect(photo).toHaveAttribute('data-zoomed', 'false');
      await expect(dialog).toContainText(copy.photo(2, count));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(enlarge).toBeFocused();
      await expect(counter).toHaveText(`2 / ${count}`);

      await page.getByRole('button', { name: copy.back, exact: true }).click();
      await expect(page).toHaveURL(/search=Aurelia/);
      expect(consoleErrors).toEqual([]);
    });

    test('a reduced product shows the Omnibus price; availability is worded as the stock rules say', async ({
      page,
    }) => {
      await page.goto(`/${locale}/products/torebka-hanka-kawa`);
      await expect(page.getByText(copy.omnibus)).toBeVisible();
      await expect(page.locator('main s').first()).toBeVisible();
      await page.goto(`/${locale}/products/torba-warta-szara`);
      await expect(page.getByText(copy.madeToOrder).first()).toBeVisible();
      await page.goto(`/${locale}/products/torebka-jadwiga-czerwona`);
      await expect(page.getByRole('button', { name: copy.outOfStock })).toBeDisabled();
    });

    test('the product page carries SEO tags and structured data; an unknown one is a 404', async ({ page }) => {
      await page.goto(`/${locale}/products/torebka-aurelia-koniak`);
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${origin}/${locale}/products/torebka-aurelia-koniak`,
      );
      for (const hreflang of ['pl', 'en', 'x-default']) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
      }
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\.webp$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')));
      // Aurelia comes in three sizes: one ProductGroup with a Product for each (docs/product-rules.md#variants).
      const product = blocks.find((block) => block['@type'] === 'ProductGroup');
      expect(product).toMatchObject({
        productGroupID: 'AT-HB-001',
        brand: { name: 'Atelier' },
        variesBy: ['https://schema.org/size'],
      });
      expect(product.hasVariant).toHaveLength(3);
      expect(product.hasVariant[0]).toMatchObject({
        '@type': 'Product',
        sku: 'AT-HB-001',
        size: 'S',
        offers: {
          priceCurrency: 'PLN',
          availability: 'https://schema.org/InStock',
          url: expect.stringMatching(/\/products\/torebka-aurelia-koniak\?variant=\d+$/),
        },
      });
      expect(product.description).not.toContain('<');
      expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(4);

      const missing = await page.goto(`/${locale}/products/nie-ma-takiego-produktu`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: copy.notFound })).toBeVisible();
    });

    test('list and product pages have no serious accessibility violations nor horizontal scrolling', async ({
      page,
    }) => {
      for (const path of ['/products?colors=black', '/products/torebka-aurelia-koniak']) {
        await page.goto(`/${locale}${path}`);
        expect(await seriousAccessibilityViolations(page), path).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });
}

test('switching the language on a product page keeps the product and the filters', async ({ page, consoleErrors }) => {
  await page.goto('/pl/products/portfel-odra-koniak');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portfel Odra koniakowy');
  await switchLanguage(page, 'pl', 'en');
  await expect(page).toHaveURL(/\/en\/products\/portfel-odra-koniak$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Odra Wallet, Cognac');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();

  await page.goto('/en/products?colors=brown&sort_by=base_price&sort_order=asc');
  await switchLanguage(page, 'en', 'pl');
  await expect(page).toHaveURL(/\/pl\/products\?colors=brown&sort_by=base_price&sort_order=asc$/);
  await expect(page.getByRole('button', { name: 'Usuń filtr: Brązowy' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
