import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isPhone, seriousAccessibilityViolations, test } from './playwright-utils';

/**
 * Size guides (docs/product-rules.md#size-guides): a shopper opens the belts' guide from a belt's page beside the
 * size choice, reads the rows, closes it with Escape and is back on the button; a manager writes a guide for the
 * wallets in the panel and the wallet's page shows it at once, beside its dimensions. Both languages, both widths.
 */

const BELT = 'pasek-dab-koniak';
const WALLET = 'portfel-odra-koniak';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

const words = {
  pl: {
    open: 'Tabela rozmiarów',
    title: 'Jak dobrać rozmiar paska',
    waist: 'Obwód w pasie (cm)',
    close: 'Zamknij tabelę rozmiarów',
  },
  en: { open: 'Size guide', title: 'Finding your belt size', waist: 'Waist (cm)', close: 'Close the size guide' },
} as const;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-${isPhone(page) ? 390 : 1280}.png`) });
}

for (const locale of ['pl', 'en'] as const) {
  test(`a shopper opens the belts' size guide and closes it with Escape (${locale})`, async ({
    page,
    consoleErrors,
  }) => {
    const w = words[locale];
    await page.goto(`/${locale}/products/${BELT}`);
    const button = page.getByRole('main').getByRole('button', { name: w.open });
    // Beside the size choice: one button, in the server's HTML.
    await expect(button).toHaveCount(1);
    await button.click();

    const dialog = page.getByRole('dialog', { name: w.title });
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole('table');
    await expect(table.getByRole('columnheader', { name: w.waist })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(9);
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('rowheader')).toHaveText('85');
    await expect(first.getByRole('cell').first()).toHaveText('83–87');
    await expect(table.getByRole('rowheader', { name: '120', exact: true })).toBeVisible();
    await shot(page, `size-guide-belt-${locale}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('button', { name: w.open })).toBeFocused();

    // Opens again, and the close button closes it too.
    await page.getByRole('main').getByRole('button', { name: w.open }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.close }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
}

async function managerSession(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: 'manager@atelier.pl', password: 'Manager123!' },
    headers: XHR,
  });
  expect(login.ok()).toBe(true);
  return (await login.json()).data as { token: string; user: unknown };
}

test('a manager writes the wallets’ size guide and the wallet’s page shows it at once', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // Desktop writes in Polish, the phone in English: both languages of the panel and the shop.
  const locale = isPhone(page) ? 'en' : 'pl';
  const { token, user } = await managerSession(request);
  const auth = { ...XHR, Authorization: `Bearer ${token}` };
  const categories = (await (await request.get('/api/admin/categories', { headers: auth })).json()).data;
  const wallets = categories.find((c: { slug: string }) => c.slug === 'portfele');
  // A guide left by an earlier run would be edited instead of written afresh.
  await request.delete(`/api/admin/categories/${wallets.id}/size-guide`, { headers: auth });

  await page.goto(`/${locale}/products/${WALLET}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: locale === 'pl' ? 'Tabela rozmiarów' : 'Size guide' })).toHaveCount(0);

  await page.addInitScript(
    ([value, account]) => {
      localStorage.setItem('auth_token', value);
      localStorage.setItem('auth_user', account);
    },
    [token, JSON.stringify(user)],
  );
  await page.goto(`/${locale}/admin/categories`);
  const name = locale === 'pl' ? 'Portfele' : 'Wallets';
  await page
    .getByRole('button', { name: locale === 'pl' ? `Tabela rozmiarów: ${name}` : `Size guide: ${name}` })
    .click();
  const editor = page.getByRole('dialog', {
    name: locale === 'pl' ? `Tabela rozmiarów: ${name}` : `Size guide: ${name}`,
  });
  const run = Date.now().toString(36);
  const title = locale === 'pl' ? `Który portfel ${run}` : `Which wallet ${run}`;
  await editor.getByLabel(locale === 'pl' ? 'Tytuł (polski)' : 'Title (Polish)').fill(`Który portfel ${run}`);
  await editor.getByLabel(locale === 'pl' ? 'Tytuł (angielski)' : 'Title (English)').fill(`Which wallet ${run}`);
  const labels =
    locale === 'pl'
      ? {
          hPl: 'Kolumna 1, nagłówek po polsku',
          hEn: 'Kolumna 1, nagłówek po angielsku',
          h2Pl: 'Kolumna 2, nagłówek po polsku',
          h2En: 'Kolumna 2, nagłówek po angielsku',
          c1: 'Wiersz 1, kolumna 1, po polsku',
          c2: 'Wiersz 1, kolumna 2, po polsku',
          c2en: 'Wiersz 1, kolumna 2, po angielsku',
          removeThird: 'Usuń kolumnę 3',
          save: 'Zapisz tabelę',
        }
      : {
          hPl: 'Column 1, Polish heading',
          hEn: 'Column 1, English heading',
          h2Pl: 'Column 2, Polish heading',
          h2En: 'Column 2, English heading',
          c1: 'Row 1, column 1, Polish',
          c2: 'Row 1, column 2, Polish',
          c2en: 'Row 1, column 2, English',
          removeThird: 'Remove column 3',
          save: 'Save the guide',
        };
  await editor.getByRole('button', { name: labels.removeThird }).click();
  await editor.getByLabel(labels.hPl).fill('Model');
  await editor.getByLabel(labels.hEn).fill('Model');
  await editor.getByLabel(labels.h2Pl).fill('Mieści');
  await editor.getByLabel(labels.h2En).fill('Holds');
  await editor.getByLabel(labels.c1).fill('Odra');
  await editor.getByLabel(labels.c2).fill('8 kart i banknoty');
  await editor.getByLabel(labels.c2en).fill('8 cards and notes');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await shot(page, `size-guide-admin-${locale}`);
  await editor.getByRole('button', { name: labels.save }).click();
  await expect(editor).toBeHidden();
  const listed = (await (await request.get('/api/admin/categories', { headers: auth })).json()).data;
  expect(listed.find((c: { slug: string }) => c.slug === 'portfele').has_size_guide).toBe(true);

  // The shop, at once: the wallet has no size to choose, so the button sits with its dimensions.
  await page.goto(`/${locale}/products/${WALLET}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: locale === 'pl' ? 'Tabela rozmiarów' : 'Size guide' })
    .click();
  const guide = page.getByRole('dialog', { name: title });
  await expect(guide).toBeVisible();
  await expect(guide.getByRole('rowheader', { name: 'Odra' })).toBeVisible();
  await expect(
    guide.getByRole('cell', { name: locale === 'pl' ? '8 kart i banknoty' : '8 cards and notes' }),
  ).toBeVisible();
  await shot(page, `size-guide-wallet-${locale}`);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();

  await request.delete(`/api/admin/categories/${wallets.id}/size-guide`, { headers: auth });
  expect(consoleErrors).toEqual([]);
});
