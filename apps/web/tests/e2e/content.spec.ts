import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { e2eProject } from './e2e-env';
import { expect, isPhone, seriousAccessibilityViolations, test } from './playwright-utils';

/**
 * Content: the blog (search, a post, a tag), the contact form with its acknowledgement e-mail, the
 * newsletter's double opt-in through the e-mailed link, cookie consent (rejecting loads nothing optional),
 * the FAQ search, the gallery's full-screen viewer and the regulations. Desktop runs in Polish, the phone
 * in English. E-mails are read from the files the e2e server writes (DATA_DIR/mail, SMTP_URL unset).
 * Every run uses fresh e-mail addresses; each project sends one contact message (the limit is 5 an hour).
 */

const COPY = {
  pl: {
    blog: 'Blog',
    postCount: /^\d+ (wpis|wpisy|wpisów)$/,
    pageOf: /^Strona 1 z \d+$/,
    search: 'Szukaj na blogu',
    searchSubmit: 'Szukaj',
    query: 'patyna',
    found: /^\d wpis(y|ów)? dla „patyna”$/,
    post: 'Czym jest patyna i dlaczego ją kochamy',
    readingTime: /\d+ min czytania/,
    backToBlog: 'Wróć do bloga',
    postTags: 'Tagi wpisu',
    tag: '#patyna',
    tagTitle: 'Tag: patyna',
    noResults: 'Nic nie znaleźliśmy dla „zzzqqq”',
    rss: '/pl/blog/rss.xml',
    contactTitle: 'Kontakt',
    name: 'Imię',
    surname: 'Nazwisko',
    email: 'E-mail',
    message: 'Wiadomość',
    send: 'Wyślij wiadomość',
    required: 'To pole jest wymagane.',
    tooShort: 'Wiadomość musi mieć co najmniej 10 znaków.',
    sent: 'Dziękujemy za wiadomość',
    hours: ['pon.–pt. 8:00–20:00', 'sob.–niedz. 10:00–18:00'],
    newsletterLabel: 'Twój adres e-mail',
    subscribe: 'Zapisz się',
    checkInbox: 'Sprawdź skrzynkę',
    confirmed: 'Zapis potwierdzony',
    cookies: 'Pliki cookie',
    reject: 'Odrzucam wszystkie',
    accept: 'Akceptuję wszystkie',
    settings: 'Ustawienia',
    analytics: /Analityczne/,
    save: 'Zapisz wybór',
    choiceFrom: /Obecny wybór zapisano/,
    faqSearch: 'Szukaj w pytaniach i odpowiedziach',
    faqQuery: 'reklamację',
    faqMatch: 'Jak złożyć reklamację?',
    faqOther: 'Ile kosztuje dostawa?',
    faqAll: /^\d+ pytań$/,
    faqFound: /^Znaleziono \d+ pytani/,
    gallery: 'Galeria',
    enlarge: /^Powiększ zdjęcie/,
    next: 'Następne zdjęcie',
    regulations: 'Regulamin sklepu',
    inForce: /25 października 2025/,
  },
  en: {
    blog: 'Blog',
    postCount: /^\d+ posts?$/,
    pageOf: /^Page 1 of \d+$/,
    search: 'Search the blog',
    searchSubmit: 'Search',
    query: 'patina',
    found: /^\d posts? for “patina”$/,
    post: 'What patina is and why we love it',
    readingTime: /\d+ min read/,
    backToBlog: 'Back to the blog',
    postTags: 'Post tags',
    tag: '#patina',
    tagTitle: 'Tag: patina',
    noResults: 'Nothing found for “zzzqqq”',
    rss: '/en/blog/rss.xml',
    contactTitle: 'Contact',
    name: 'First name',
    surname: 'Surname',
    email: 'E-mail',
    message: 'Message',
    send: 'Send message',
    required: 'This field is required.',
    tooShort: 'The message must have at least 10 characters.',
    sent: 'Thank you for your message',
    hours: ['Mon–Fri 8:00–20:00', 'Sat–Sun 10:00–18:00'],
    newsletterLabel: 'Your e-mail address',
    subscribe: 'Subscribe',
    checkInbox: 'Check your inbox',
    confirmed: 'Subscription confirmed',
    cookies: 'Cookies',
    reject: 'Reject all',
    accept: 'Accept all',
    settings: 'Settings',
    analytics: /Analytics/,
    save: 'Save my choice',
    choiceFrom: /Current choice saved on/,
    faqSearch: 'Search questions and answers',
    faqQuery: 'complaint',
    faqMatch: 'How do I make a complaint?',
    faqOther: 'How much does delivery cost?',
    faqAll: /^\d+ questions$/,
    faqFound: /^\d+ questions? found$/,
    gallery: 'Gallery',
    enlarge: /^Enlarge photo/,
    next: 'Next photo',
    regulations: 'Store regulations',
    inForce: /25 October 2025/,
  },
} as const;

type Locale = keyof typeof COPY;
const localeOf = (page: Page): Locale => (isPhone(page) ? 'en' : 'pl');
const unique = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.pl`;
const main = (page: Page) => page.getByRole('main');
const banner = (page: Page) => page.getByRole('region', { name: /^(Pliki cookie|Cookies)$/ });

/** The banner appears once the page's script runs; answering it also tells us the page is interactive. */
async function rejectCookies(page: Page, locale: Locale) {
  await banner(page).getByRole('button', { name: COPY[locale].reject }).click();
  await expect(banner(page)).toBeHidden();
}

/** The newest e-mail the e2e server wrote for an address (DATA_DIR/mail/<id>.eml beside <id>.html). */
async function newestMail(address: string): Promise<{ eml: string; html: string } | null> {
  const dir = e2eProject(test.info().project.name).mailDir;
  const files = await readdir(dir).catch(() => [] as string[]);
  const ids = files
    .filter((name) => name.endsWith('.eml'))
    .map((name) => Number.parseInt(name, 10))
    .filter(Number.isFinite)
    .sort((a, b) => b - a);
  for (const id of ids) {
    const eml = await readFile(path.join(dir, `${id}.eml`), 'utf8');
    const to = /^To: (.+)$/im.exec(eml)?.[1] ?? '';
    if (to.toLowerCase().includes(address.toLowerCase())) {
      const html = await readFile(path.join(dir, `${id}.html`), 'utf8').catch(() => '');
      return { eml, html };
    }
  }
  return null;
}

async function waitForMail(address: string) {
  let mail: { eml: string; html: string } | null = null;
  await expect
    .poll(
      async () => {
        mail = await newestMail(address);
        return mail !== null;
      },
      { timeout: 20_000, message: `an e-mail to ${address} in ${e2eProject(test.info().project.name).mailDir}` },
    )
    .toBe(true);
  return mail as unknown as { eml: string; html: string };
}

test.describe('content', () => {
  // These journeys meet the cookie banner as a first-time visitor does.
  test.use({ cookiesDecided: false });

  test('the blog: search, open a post, follow its tag', async ({ page, consoleErrors }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    await page.goto(`/${locale}/blog`);
    await rejectCookies(page, locale);

    await expect(main(page).getByRole('heading', { level: 1, name: copy.blog })).toBeVisible();
    await expect(page.getByTestId('blog-count')).toHaveText(copy.postCount);
    await expect(main(page).getByText(copy.pageOf)).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', copy.rss);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await main(page).getByRole('searchbox', { name: copy.search }).fill(copy.query);
    await main(page).getByRole('button', { name: copy.searchSubmit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/blog\\?search=${copy.query}$`));
    await expect(page.getByTestId('blog-count')).toHaveText(copy.found);
    const results = page.getByTestId('blog-posts').getByRole('listitem');
    expect(await results.count()).toBeLessThan(9);

    await results.getByRole('link', { name: copy.post }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: copy.post })).toBeVisible();
    await expect(main(page).getByText(copy.readingTime).first()).toBeVisible();
    await expect(main(page).getByRole('link', { name: copy.backToBlog })).toHaveAttribute('href', `/${locale}/blog`);
    const posting = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(posting.some((text) => text.includes('"BlogPosting"'))).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await main(page).getByRole('navigation', { name: copy.postTags }).getByRole('link', { name: copy.tag }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: copy.tagTitle })).toBeVisible();
    await expect(page.getByTestId('blog-posts').getByRole('link', { name: copy.post })).toBeVisible();

    // A search without results says so and offers the way back.
    await page.goto(`/${locale}/blog?search=zzzqqq`);
    await expect(main(page).getByText(copy.noResults)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the contact form: errors by the fields, then the message and its acknowledgement e-mail', async ({
    page,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const email = unique('contact');
    await page.goto(`/${locale}/contacts`);
    await rejectCookies(page, locale);
    await expect(page.getByTestId('contact-hours')).toContainText(copy.hours[0]);
    await expect(page.getByTestId('contact-hours')).toContainText(copy.hours[1]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The honeypot is out of reach: no label a person or a screen reader finds, no tab stop.
    await expect(main(page).getByRole('textbox', { name: /Nie wypełniaj|Leave this field/ })).toHaveCount(0);

    await main(page).getByLabel(copy.message).fill('Krótko');
    await main(page).getByRole('button', { name: copy.send }).click();
    await expect(main(page).getByLabel(copy.name)).toHaveAccessibleDescription(copy.required);
    await expect(main(page).getByLabel(copy.message)).toHaveAccessibleDescription(new RegExp(copy.tooShort));

    await main(page).getByLabel(copy.name).fill('Zofia');
    await main(page).getByLabel(copy.surname).fill('Testowa');
    await main(page).getByLabel(copy.email, { exact: true }).fill(email);
    const text = 'Dzień dobry, czy torebka Aurelia jest dostępna w kolorze bordo? Pozdrawiam serdecznie.';
    await main(page).getByLabel(copy.message).fill(text);
    await expect(page.getByTestId('message-counter')).toHaveText(`${text.length} / 5000`);
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await main(page).getByRole('button', { name: copy.send }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByTestId('contact-sent')).toContainText(copy.sent);

    const mail = await waitForMail(email);
    expect(mail.eml).toMatch(/^Subject: .+/im);
    expect(mail.html).toContain('Zofia');
    expect(consoleErrors).toEqual([]);
  });

  test('the newsletter: sign up in the footer and confirm through the e-mailed link', async ({
    page,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const email = unique('newsletter');
    await page.goto(`/${locale}/about`);
    await rejectCookies(page, locale);
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(copy.newsletterLabel).fill(email);
    await footer.getByRole('button', { name: copy.subscribe }).click();
    await expect(footer.getByRole('status')).toContainText(copy.checkInbox);
    await expect(footer.getByRole('status')).toContainText(email);

    const mail = await waitForMail(email);
    const link = /href="([^"]+\/newsletter\/confirm\?token=[^"]+)"/.exec(mail.html)?.[1];
    expect(link, 'a confirmation link in the e-mail').toBeTruthy();
    const confirmUrl = new URL((link as string).replaceAll('&amp;', '&'));
    await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
    await expect(page.getByTestId('newsletter-outcome')).toContainText(copy.confirmed);
    await expect(page.getByTestId('newsletter-outcome')).toContainText(email);
    expect(consoleErrors).toEqual([]);
  });

  test('cookies: rejecting loads nothing optional, and the choice can be changed later', async ({
    page,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(`/${locale}/about`);
    const origin = new URL(page.url()).origin;

    // First visit: the banner, with reject and accept as equal buttons, and nothing optional yet.
    await expect(banner(page)).toBeVisible();
    const reject = banner(page).getByRole('button', { name: copy.reject });
    const accept = banner(page).getByRole('button', { name: copy.accept });
    expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
    await banner(page).getByRole('button', { name: copy.settings }).click();
    await expect(banner(page).getByRole('checkbox', { name: copy.analytics })).not.toBeChecked();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const recorded = page.waitForResponse((response) => response.url().endsWith('/api/cookie-consent'));
    await rejectCookies(page, locale);
    const response = await recorded;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ necessary: true, analytics: false, marketing: false });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent') ?? 'null'));
    expect(stored).toMatchObject({ analytics: false, marketing: false });
    expect(Number.isNaN(Date.parse(stored.decidedAt))).toBe(false);

    // Reloaded, the choice holds: no banner, and still nothing from anywhere but the shop itself.
    await page.reload();
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('script[data-consent-category]')).toHaveCount(0);
    const foreign = requests
      .map((request) => request.url())
      .filter((url) => !url.startsWith(origin) && !url.startsWith('data:'));
    expect(foreign).toEqual([]);
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name).sort();
    for (const name of cookies) expect(['cookie_consent', 'atelier_csrf', 'atelier_cart', 'locale']).toContain(name);
    const consentCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent');
    expect(consentCookie?.value).toMatch(/\.00\./);

    // The cookie page shows the choice with its time and changes it.
    await page.goto(`/${locale}/cookies`);
    await expect(page.getByTestId('consent-status')).toHaveText(copy.choiceFrom);
    await main(page).getByRole('checkbox', { name: copy.analytics }).check();
    const changed = page.waitForResponse((res) => res.url().endsWith('/api/cookie-consent'));
    await main(page).getByRole('button', { name: copy.save }).click();
    expect((await changed).request().postDataJSON()).toMatchObject({ analytics: true, marketing: false });
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent') ?? 'null')?.analytics))
      .toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('the FAQ: the search narrows the answers, also from a link', async ({ page, consoleErrors }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    await page.goto(`/${locale}/faq`);
    await rejectCookies(page, locale);
    const list = page.getByTestId('faq-list');
    await expect(page.getByTestId('faq-count')).toHaveText(copy.faqAll);
    const all = await list.getByRole('listitem').count();
    expect(all).toBeGreaterThan(5);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const faq = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(faq.some((text) => text.includes('"FAQPage"'))).toBe(true);

    await main(page).getByRole('searchbox', { name: copy.faqSearch }).fill(copy.faqQuery);
    await expect(page.getByTestId('faq-count')).toHaveText(copy.faqFound);
    await expect(list.getByText(copy.faqMatch)).toBeVisible();
    await expect(list.getByText(copy.faqOther)).toHaveCount(0);
    expect(await list.getByRole('listitem').count()).toBeLessThan(all);

    // The answer opens in place (details/summary).
    await list.getByText(copy.faqMatch).click();
    await expect(list.locator('details[open]')).toHaveCount(1);

    // A shared link arrives narrowed by the API.
    await page.goto(`/${locale}/faq?search=${encodeURIComponent(copy.faqQuery)}`);
    await expect(page.getByTestId('faq-list').getByText(copy.faqMatch)).toBeVisible();
    await expect(page.getByTestId('faq-list').getByText(copy.faqOther)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the gallery: the full-screen viewer moves with arrows and a swipe, Escape closes it', async ({
    page,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    await page.goto(`/${locale}/gallery`);
    await rejectCookies(page, locale);
    await expect(main(page).getByRole('heading', { level: 1, name: copy.gallery })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const first = main(page).getByRole('button', { name: copy.enlarge }).first();
    await first.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    const caption = page.getByTestId('gallery-caption');
    const firstCaption = await caption.textContent();
    await page.keyboard.press('ArrowRight');
    await expect(caption).not.toHaveText(firstCaption ?? '');
    await page.keyboard.press('ArrowLeft');
    await expect(caption).toHaveText(firstCaption ?? '');

    // A drag of more than 50 px to the left shows the next picture.
    const stage = await page.getByTestId('gallery-stage').boundingBox();
    if (!stage) throw new Error('the viewer has no stage');
    const y = stage.y + stage.height / 2;
    await page.mouse.move(stage.x + stage.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(stage.x + stage.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    await expect(caption).not.toHaveText(firstCaption ?? '');

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(first).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('the regulations, also at /pl/regulamin', async ({ page, consoleErrors }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    await page.goto(`/${locale}/store-regulations`);
    await expect(main(page).getByRole('heading', { level: 1, name: copy.regulations })).toBeVisible();
    await expect(main(page)).toContainText(copy.inForce);
    await page.goto('/pl/regulamin');
    await expect(main(page).getByRole('heading', { level: 1, name: COPY.pl.regulations })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pl\/store-regulations$/);
    expect(consoleErrors).toEqual([]);
  });
});
