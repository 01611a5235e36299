import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isPhone, seriousAccessibilityViolations, test } from './playwright-utils';

/**
 * The panel's content screens (docs/product-rules.md#content, #staff): a manager writes a blog post in Polish and English, publishes it
 * and finds it at once on /pl/blog and /en/blog (the shop's page cache is dropped by the change), then
 * deletes it; and edits a banner's title, which the home page's carousel then shows. Desktop only, in
 * Polish (admin journeys stay off the phone project). Titles are unique per run and everything is put
 * back afterwards, since the e2e database lives on between runs. The manager logs in through the API once.
 */

const COPY = {
  blog: 'Blog',
  newPost: 'Nowy wpis',
  titlePl: 'Tytuł (polski)',
  titleEn: 'Tytuł (angielski)',
  excerptPl: 'Zajawka (polski)',
  excerptEn: 'Zajawka (angielski)',
  bodyPl: 'Treść wpisu (polski)',
  bodyEn: 'Treść wpisu (angielski)',
  category: 'Kategoria',
  published: 'Opublikowany',
  publish: 'Opublikuj wpis',
  bodyMissing: 'Aby opublikować wpis, napisz jego treść w obu językach.',
  created: 'Wpis został zapisany.',
  deletePost: 'Usuń wpis',
  deleted: 'Wpis został usunięty.',
  banners: 'Banery',
  editBanner: /^Edytuj baner/,
  bannerTitlePl: 'Tytuł (polski)',
  save: 'Zapisz zmiany',
  saved: 'Zmiany zostały zapisane.',
  discardTitle: 'Odrzucić zmiany?',
  keepEditing: 'Wróć do edycji',
  carousel: 'Polecamy',
  toasts: /Powiadomienia|Notifications/,
} as const;

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: COPY.toasts });

type Session = { token: string; user: unknown };
let managerSession: Promise<Session> | undefined;

function manager(request: APIRequestContext): Promise<Session> {
  managerSession ??= request
    .post('/api/auth/login', { data: { email: 'manager@atelier.pl', password: 'Manager123!' }, headers: XHR })
    .then(async (response) => {
      expect(response.ok(), 'manager login').toBe(true);
      return (await response.json()).data;
    });
  return managerSession;
}

/** Puts the manager's session where the app keeps it, before any page script runs. */
async function useManager(page: Page, request: APIRequestContext) {
  const { token, user } = await manager(request);
  await page.addInitScript(
    ([value, account]) => {
      localStorage.setItem('auth_token', value);
      localStorage.setItem('auth_user', account);
    },
    [token, JSON.stringify(user)],
  );
}

async function adminHeaders(request: APIRequestContext) {
  return { ...XHR, Authorization: `Bearer ${(await manager(request)).token}`, 'Accept-Language': 'pl' };
}

test.describe('admin: blog posts and banners', () => {
  test.beforeEach(({ page }) => {
    test.skip(isPhone(page), 'Admin journeys run on the desktop project only.');
  });

  test('a manager publishes a post written in Polish and English, and the blog shows it in both languages at once', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const titlePl = `Wpis próbny ${run}`;
    const titleEn = `Trial post ${run}`;
    await useManager(page, request);

    // The blog as visitors see it before: cached pages must not keep it from showing the new post later.
    await page.goto('/pl/blog');
    await expect(main(page).getByRole('link', { name: titlePl })).toHaveCount(0);

    await page.goto('/pl/admin/blog');
    await expect(main(page).getByRole('heading', { name: COPY.blog, level: 1 })).toBeVisible();
    await expect(main(page).getByRole('table')).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await main(page).getByRole('link', { name: COPY.newPost }).click();
    await expect(page).toHaveURL(/\/pl\/admin\/blog\/new$/);
    await main(page).getByLabel(COPY.titlePl, { exact: true }).fill(titlePl);
    await main(page).getByLabel(COPY.titleEn, { exact: true }).fill(titleEn);
    await main(page).getByLabel(COPY.excerptPl).fill('Krótko o tym, jak szyjemy.');
    await main(page).getByLabel(COPY.excerptEn).fill('A short note on how we stitch.');
    await main(page).getByRole('textbox', { name: COPY.bodyPl }).fill('Każdy szew kładziemy ręcznie, igłą i nicią.');
    await main(page).getByLabel(COPY.category, { exact: true }).selectOption({ index: 1 });
    await main(page).getByRole('radio', { name: COPY.published }).check();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Publishing needs the text in both languages: the form says so next to the empty editor.
    await main(page).getByRole('button', { name: COPY.publish }).click();
    await expect(main(page).getByRole('textbox', { name: COPY.bodyEn })).toHaveAccessibleDescription(COPY.bodyMissing);
    await main(page)
      .getByRole('textbox', { name: COPY.bodyEn })
      .fill('Every seam is stitched by hand, with needle and thread.');
    await main(page).getByRole('button', { name: COPY.publish }).click();
    await expect(toasts(page)).toContainText(COPY.created);
    await expect(page).toHaveURL(/\/pl\/admin\/blog\/\d+$/);
    await expect(main(page).getByRole('heading', { name: titlePl, level: 1 })).toBeVisible();
    const postId = Number(new URL(page.url()).pathname.split('/').pop());

    try {
      await page.goto('/pl/blog');
      await expect(main(page).getByRole('link', { name: titlePl })).toBeVisible();
      await page.goto('/en/blog');
      await expect(main(page).getByRole('link', { name: titleEn })).toBeVisible();
      await main(page).getByRole('link', { name: titleEn }).click();
      await expect(main(page).getByRole('heading', { name: titleEn, level: 1 })).toBeVisible();
      await expect(main(page)).toContainText('Every seam is stitched by hand');

      // Deleting asks first, and the post leaves the blog at once.
      await page.goto(`/pl/admin/blog/${postId}`);
      await main(page).getByRole('button', { name: COPY.deletePost }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: COPY.deletePost }).click();
      await expect(toasts(page)).toContainText(COPY.deleted);
      await expect(page).toHaveURL(/\/pl\/admin\/blog$/);
      await page.goto('/pl/blog');
      await expect(main(page).getByRole('heading', { name: COPY.blog, level: 1 })).toBeVisible();
      await expect(main(page).getByRole('link', { name: titlePl })).toHaveCount(0);
    } finally {
      // A failed run must not leave its post on the shared e2e blog.
      await request.delete(`/api/admin/blog-posts/${postId}`, { headers: await adminHeaders(request) });
    }
    expect(consoleErrors).toEqual([]);
  });

  test('a manager changes a banner’s title and the home page’s carousel shows it', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const headers = await adminHeaders(request);
    const banners = (await (await request.get('/api/admin/banners', { headers })).json()).data as {
      id: number;
      is_active: boolean;
      [field: string]: unknown;
    }[];
    const banner = banners.find((b) => b.is_active);
    expect(banner, 'an active banner').toBeTruthy();
    const { id, position: _p, image: _i, updated_at: _u, ...original } = banner as Record<string, unknown>;
    const newTitle = `Nowa kolekcja ${run}`;
    await useManager(page, request);

    try {
      await page.goto('/pl/admin/banners');
      await expect(main(page).getByRole('heading', { name: COPY.banners, level: 1 })).toBeVisible();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await main(page)
        .getByRole('button', { name: COPY.editBanner })
        .nth(banners.indexOf(banner as (typeof banners)[number]))
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(COPY.bannerTitlePl, { exact: true }).fill(newTitle);
      // Closing with unsaved changes asks first.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('alertdialog', { name: COPY.discardTitle })).toBeVisible();
      await page.getByRole('alertdialog').getByRole('button', { name: COPY.keepEditing }).click();
      await expect(dialog.getByLabel(COPY.bannerTitlePl, { exact: true })).toHaveValue(newTitle);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: COPY.save }).click();
      await expect(toasts(page)).toContainText(COPY.saved);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(main(page).getByText(newTitle, { exact: true })).toBeVisible();

      await page.goto('/pl');
      await expect(page.getByRole('region', { name: COPY.carousel })).toContainText(newTitle);
    } finally {
      await request.put(`/api/admin/banners/${id}`, { headers, data: original });
    }
    expect(consoleErrors).toEqual([]);
  });
});
