import { expect, seriousAccessibilityViolations, test } from './playwright-utils';

const copy = {
  pl: {
    open: 'Szukaj w sklepie',
    field: 'Szukaj produktów i kategorii',
    category: 'Portfele',
    categoryPath: 'kategoria/portfele',
    productsGroup: 'Produkty',
    query: 'portf',
    typo: 'torbeka',
    typoMatch: /Torebka/,
    all: /Zobacz wszystkie \d+ wynik/,
    heading: 'Wyniki dla „portf”',
    none: /Nic nie znaleźliśmy dla „qxzv”/,
  },
  en: {
    open: 'Search the shop',
    field: 'Search products and categories',
    category: 'Wallets',
    categoryPath: 'category/wallets',
    productsGroup: 'Products',
    query: 'wall',
    typo: 'backpak',
    typoMatch: /Backpack/,
    all: /See all \d+ results/,
    heading: 'Results for “wall”',
    none: /We found nothing for “qxzv”/,
  },
} as const;

for (const locale of ['pl', 'en'] as const) {
  const c = copy[locale];

  test.describe(`header search (${locale})`, () => {
    test('suggests categories and products while typing, by keyboard and by pointer', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`/${locale}/about`);
      const open = page.getByRole('banner').getByRole('button', { name: c.open });
      await open.click();
      const dialog = page.getByRole('dialog', { name: c.open });
      const field = dialog.getByRole('combobox', { name: c.field });
      await expect(field).toBeFocused();

      await field.fill(c.query);
      const list = dialog.getByRole('listbox');
      await expect(list.getByRole('option', { name: c.category, exact: true })).toBeVisible();
      const products = list.getByRole('group').last().getByRole('option');
      await expect(products.first()).toBeVisible();
      await expect(products.first().locator('img')).toHaveAttribute('src', /-320\.webp$/);
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // Down to the first row (the category), Enter opens it; the dialog closes on the way.
      await field.press('ArrowDown');
      const chosen = await field.getAttribute('aria-activedescendant');
      expect(chosen).toMatch(/^suggest-category-/);
      await expect(list.getByRole('option', { name: c.category, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/${c.categoryPath}$`));
      await expect(dialog).toBeHidden();

      // A typo still finds the product; a click opens it.
      await open.click();
      await dialog.getByRole('combobox', { name: c.field }).fill(c.typo);
      const match = dialog
        .getByRole('group', { name: c.productsGroup })
        .getByRole('option', { name: c.typoMatch })
        .first();
      await match.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/[a-z0-9-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(c.typoMatch);
      expect(consoleErrors).toEqual([]);
    });

    test('Enter without a chosen row shows every result; Escape closes and gives the focus back', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`/${locale}`);
      const open = page.getByRole('banner').getByRole('button', { name: c.open });
      await open.click();
      const dialog = page.getByRole('dialog', { name: c.open });
      const field = dialog.getByRole('combobox', { name: c.field });
      await field.fill('qxzv');
      // Said on the page and to screen readers (the status line).
      await expect(dialog.getByRole('status')).toHaveText(c.none);
      await field.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      await field.fill(c.query);
      await expect(dialog.getByRole('option', { name: c.all })).toBeVisible();
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/products\\?search=${c.query}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
      expect(consoleErrors).toEqual([]);
    });
  });
}
