import type { APIRequestContext } from '@playwright/test';
import { mailsTo } from './mail-support';
import { expect, seriousAccessibilityViolations, test } from './playwright-utils';

/**
 * Back in stock (docs/product-rules.md#after-sale): a guest asks to be told when the sold-out Odra bag in burgundy
 * returns, confirms the e-mailed link, staff restock the variant and exactly one e-mail arrives. The variant is sold
 * out again at the end, so the journey can run again on the same data.
 */

const PRODUCT = 'torba-odra-koniak';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const main = (page: import('@playwright/test').Page) => page.getByRole('main');

async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'manager@atelier.pl', password: 'Manager123!' },
    headers: XHR,
  });
  expect(login.ok()).toBe(true);
  return (await login.json()).data.token;
}

/** Sets the burgundy variant's stock the way the variants editor saves it. */
async function setStock(
  request: APIRequestContext,
  token: string,
  productId: number,
  variantId: number,
  stock: number,
) {
  const headers = { ...XHR, authorization: `Bearer ${token}` };
  const product = (await (await request.get(`/api/admin/products/${productId}`, { headers })).json()).data;
  const variant = product.variants.find((v: { id: number }) => v.id === variantId);
  const saved = await request.put(`/api/admin/products/${productId}/variants/${variantId}`, {
    headers,
    data: {
      sku: variant.sku,
      color: variant.color?.code ?? variant.color ?? null,
      size: variant.size,
      base_price: variant.base_price,
      sale_price: variant.sale_price ?? null,
      stock,
      made_to_order: false,
      loaded_stock: variant.stock,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test('a guest asks about a sold-out colour, confirms, and gets one e-mail when staff restock it', async ({
  page,
  request,
  e2e,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const product = (await (await request.get(`/api/products/slug/${PRODUCT}`, { headers: XHR })).json()).data;
  const burgundy = product.variants.find((v: { color: { code: string } | null }) => v.color?.code === 'bordo');
  expect(burgundy.in_stock).toBe(false);
  const email = `czekam.${e2e.name}.${Date.now()}@example.pl`;

  await page.goto(`/pl/products/${PRODUCT}?variant=${burgundy.id}`);
  const notify = main(page).getByRole('region', { name: 'Powiadom o dostępności' });
  await notify.getByLabel('Twój e-mail').fill(email);
  await notify.getByRole('button', { name: 'Powiadom mnie' }).click();
  await expect(notify.getByRole('status').first()).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Double opt-in: the link in the e-mail confirms the alert.
  let confirmation = '';
  await expect
    .poll(
      async () => {
        [confirmation = ''] = await mailsTo(e2e.mailDir, email, /Potwierdź powiadomienie o dostępności/);
        return confirmation;
      },
      { timeout: 20_000 },
    )
    .toContain('back-in-stock/confirm');
  const link = /href="([^"]*back-in-stock\/confirm[^"]*)"/.exec(confirmation)?.[1]?.replaceAll('&amp;', '&') ?? '';
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Powiadomienie potwierdzone' })).toBeVisible();

  // Staff restock the colour: one e-mail, once, and the alert ends.
  const token = await staffToken(request);
  await setStock(request, token, product.id, burgundy.id, 2);
  await expect
    .poll(async () => (await mailsTo(e2e.mailDir, email, /znów jest dostępn/)).length, { timeout: 20_000 })
    .toBe(1);
  await setStock(request, token, product.id, burgundy.id, 0);
  await setStock(request, token, product.id, burgundy.id, 1);
  await page.waitForTimeout(1500);
  expect((await mailsTo(e2e.mailDir, email, /znów jest dostępn/)).length).toBe(1);
  await setStock(request, token, product.id, burgundy.id, 0);
  expect(consoleErrors).toEqual([]);
});
