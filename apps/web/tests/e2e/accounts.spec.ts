import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eProject } from './e2e-env';
import { type FakeGoogle, startFakeGoogle } from './fake-google';
import { expect, holdBackMainScript, isPhone, test, unexpectedConsoleErrors } from './playwright-utils';

/**
 * Accounts: registration, logging in and out, the profile, a forgotten password (through the e-mail the
 * server writes to disk), social sign-in through a fake Google, the admin icon for staff, an expired
 * session and product reviews. Desktop runs in Polish, the phone in English. Every journey makes its own
 * e-mail addresses, so reruns on the same data pass; nobody logs in with one address more than the
 * server's 5 a minute (the demo accounts log in once per project).
 */

const COPY = {
  pl: {
    registerTitle: 'Załóż konto',
    register: 'Załóż konto',
    login: 'Zaloguj się',
    deleteTitle: 'Usuń konto',
    newsletterSwitch: 'Chcę dostawać newsletter',
    newsletterPending: /Czekamy na potwierdzenie/,
    deleteStart: 'Chcę usunąć konto',
    deletePassword: 'Hasło do konta',
    deleteSubmit: 'Usuń konto na zawsze',
    wrongPassword: 'Obecne hasło jest nieprawidłowe.',
    deleted: 'Usunęliśmy Twoje konto',
    phone: 'Telefon',
    email: 'E-mail',
    password: 'Hasło',
    showPassword: 'Pokaż hasło',
    profileIcon: 'Twoje konto',
    loginIcon: 'Zaloguj się',
    admin: 'Panel administracyjny (otwiera się w nowej karcie)',
    logout: 'Wyloguj się',
    loggedOut: 'Wylogowano. Do zobaczenia!',
    registered: /Witamy w Atelier/,
    loggedIn: /Zalogowano/,
    loginFailed: 'Nieprawidłowy e-mail lub hasło.',
    requiredFields: 'Wszystkie pola są wymagane.',
    name: 'Imię i nazwisko',
    dateOfBirth: 'Data urodzenia',
    save: 'Zapisz zmiany',
    consentNeeded: 'Osoba niepełnoletnia potrzebuje zgody przedstawiciela ustawowego.',
    consent: /Mam zgodę rodzica/,
    badPhone: /Podaj poprawny numer telefonu/,
    profileSaved: 'Zapisaliśmy zmiany w profilu.',
    forgotLink: 'Nie pamiętasz hasła?',
    sendLink: 'Wyślij link',
    linkSent: /Jeśli konto z tym adresem istnieje/,
    newPassword: 'Nowe hasło',
    confirmation: 'Powtórz nowe hasło',
    setPassword: 'Ustaw nowe hasło',
    mismatch: 'Hasła nie są zgodne.',
    resetDone: 'Hasło zostało zmienione. Zaloguj się nowym hasłem.',
    google: 'Kontynuuj przez Google',
    facebook: 'Kontynuuj przez Facebook',
    oauthSuccess: 'Zalogowano pomyślnie',
    authenticated: 'Uwierzytelniono',
    sessionExpired: 'Twoja sesja wygasła. Zaloguj się ponownie.',
    guestProfile: 'Zaloguj się, aby zobaczyć swój profil.',
    reviews: 'Opinie klientów',
    writeReview: 'Napisz opinię',
    ownPending: 'Twoja opinia czeka na moderację',
    loginToWrite: 'Zaloguj się, aby napisać opinię o tym produkcie.',
    rating: (count: number) => `${count} ${count === 1 ? 'gwiazdka' : count < 5 ? 'gwiazdki' : 'gwiazdek'} z 5`,
    reviewBody: 'Treść opinii',
    sendReview: 'Wyślij opinię',
    awaiting: 'Dziękujemy za opinię! Pojawi się na stronie, gdy ją sprawdzimy.',
    stars: (value: string) => `${value} z 5`,
    reviewCount: '2 opinie',
  },
  en: {
    registerTitle: 'Create an account',
    register: 'Create account',
    login: 'Log in',
    deleteTitle: 'Delete the account',
    newsletterSwitch: 'I want the newsletter',
    newsletterPending: /Waiting for your confirmation/,
    deleteStart: 'I want to delete my account',
    deletePassword: 'Account password',
    deleteSubmit: 'Delete the account for good',
    wrongPassword: 'The current password is incorrect.',
    deleted: 'We have deleted your account',
    phone: 'Phone',
    email: 'E-mail',
    password: 'Password',
    showPassword: 'Show password',
    profileIcon: 'Your account',
    loginIcon: 'Log in',
    admin: 'Admin panel (opens in a new tab)',
    logout: 'Log out',
    loggedOut: 'You have been logged out. See you soon!',
    registered: /Welcome to Atelier/,
    loggedIn: /logged in/i,
    loginFailed: 'Incorrect e-mail or password.',
    requiredFields: 'All fields are required.',
    name: 'Full name',
    dateOfBirth: 'Date of birth',
    save: 'Save changes',
    consentNeeded: 'A minor needs the consent of a legal representative.',
    consent: /I have the consent of a parent/,
    badPhone: /Enter a valid phone number/,
    profileSaved: 'Your profile has been saved.',
    forgotLink: 'Forgotten your password?',
    sendLink: 'Send link',
    linkSent: /If an account with this address exists/,
    newPassword: 'New password',
    confirmation: 'Repeat the new password',
    setPassword: 'Set new password',
    mismatch: 'Passwords do not match.',
    resetDone: 'Password reset successfully! Please log in with your new password.',
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
    oauthSuccess: 'Signed in successfully',
    authenticated: 'Authenticated',
    sessionExpired: 'Your session has expired. Please log in again.',
    guestProfile: 'Log in to see your profile.',
    reviews: 'Customer reviews',
    writeReview: 'Write a review',
    ownPending: 'Your review awaits moderation',
    loginToWrite: 'Log in to write a review of this product.',
    rating: (count: number) => `${count} ${count === 1 ? 'star' : 'stars'} out of 5`,
    reviewBody: 'Review text',
    sendReview: 'Send review',
    awaiting: 'Thank you for your review! It will appear once we have checked it.',
    stars: (value: string) => `${value} out of 5`,
    reviewCount: '2 reviews',
  },
} as const;

type Locale = keyof typeof COPY;
const localeOf = (page: Page): Locale => (isPhone(page) ? 'en' : 'pl');
const unique = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.pl`;
const PRODUCT = 'torebka-aurelia-koniak';

/** A refused token, password or code (4xx) is expected here; a server error never is (playwright-utils.ts). */
const unexpectedErrors = unexpectedConsoleErrors;

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: /Powiadomienia|Notifications/ });
const header = (page: Page) => page.getByRole('banner');

async function registerThroughApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/register', {
    data: { phone: '+48 600 100 200', email, password },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(response.status()).toBe(201);
}

async function logInThroughForm(page: Page, locale: Locale, email: string, password: string) {
  const copy = COPY[locale];
  await main(page).getByLabel(copy.email, { exact: true }).fill(email);
  await main(page).getByLabel(copy.password, { exact: true }).fill(password);
  await main(page).getByRole('button', { name: copy.login, exact: true }).click();
}

/** The newest e-mail this project's server wrote for an address (DATA_DIR/mail/<id>.eml beside <id>.html). */
async function newestMailHtml(address: string): Promise<string | null> {
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
      return readFile(path.join(dir, `${id}.html`), 'utf8').catch(() => null);
    }
  }
  return null;
}

test.describe('accounts', () => {
  test('register, see the account in the header, edit the profile, log out and log in again', async ({
    page,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const email = unique('register');
    const password = 'Skorzana-2026';

    await page.goto(`/${locale}/register`);
    await expect(page.getByRole('heading', { level: 1, name: copy.registerTitle })).toBeVisible();
    // Empty fields are named next to themselves before anything is sent.
    await main(page).getByRole('button', { name: copy.register, exact: true }).click();
    await expect(page.getByText(copy.requiredFields)).toBeVisible();

    await main(page).getByLabel(copy.phone, { exact: true }).fill('600 100 200');
    await main(page).getByLabel(copy.email, { exact: true }).fill(email);
    await main(page).getByLabel(copy.password, { exact: true }).fill(password);
    await main(page).getByLabel(copy.showPassword).check();
    await expect(main(page).getByLabel(copy.password, { exact: true })).toHaveAttribute('type', 'text');
    await main(page).getByRole('button', { name: copy.register, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(toasts(page)).toContainText(copy.registered);
    const profileIcon = header(page).getByRole('link', { name: copy.profileIcon });
    await expect(profileIcon).toBeVisible();
    await expect(header(page).getByRole('link', { name: copy.admin })).toHaveCount(0);

    await profileIcon.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile$`));
    await expect(main(page)).toContainText(email);

    // The age rule is checked at once; the consent box appears for a 13-17 year old.
    const fourteenYearsAgo = `${new Date().getFullYear() - 14}-01-01`;
    await main(page).getByLabel(copy.name).fill('Ala Testowa');
    await main(page).getByLabel(copy.dateOfBirth).fill(fourteenYearsAgo);
    await page.getByRole('button', { name: copy.save }).click();
    await expect(page.getByText(copy.consentNeeded)).toBeVisible();
    await main(page).getByLabel(copy.consent).check();
    // The server's own field message appears next to the field it concerns.
    await main(page).getByLabel(copy.phone).fill('abc');
    await page.getByRole('button', { name: copy.save }).click();
    const phoneField = main(page).getByLabel(copy.phone, { exact: true });
    await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
    const phoneId = await phoneField.getAttribute('id');
    await expect(page.locator(`[id="${phoneId}-error"]`)).toHaveText(copy.badPhone);
    await expect(phoneField).toHaveAttribute('aria-describedby', new RegExp(`${phoneId}-error`));
    await phoneField.fill('+48 600 100 300');
    await page.getByRole('button', { name: copy.save }).click();
    await expect(toasts(page)).toContainText(copy.profileSaved);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth_user') ?? '{}'))).toMatchObject({
      name: 'Ala Testowa',
      phone: '+48 600 100 300',
      date_of_birth: fourteenYearsAgo,
      representative_consent: true,
    });

    await page.getByRole('button', { name: copy.logout }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(toasts(page)).toContainText(copy.loggedOut);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await header(page).getByRole('link', { name: copy.loginIcon }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));

    // A wrong password is a failed login under the form, not an expired session.
    await logInThroughForm(page, locale, email, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: copy.loginFailed })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));

    await main(page).getByLabel(copy.password, { exact: true }).fill(password);
    await main(page).getByRole('button', { name: copy.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(toasts(page)).toContainText(copy.loggedIn);
    await expect(header(page).getByRole('link', { name: copy.profileIcon })).toBeVisible();

    // The newsletter switch: an address not verified yet gets the confirmation link first.
    await header(page).getByRole('link', { name: copy.profileIcon }).click();
    const newsletter = main(page).getByRole('switch', { name: copy.newsletterSwitch });
    await expect(newsletter).not.toBeChecked();
    await main(page).getByText(copy.newsletterSwitch, { exact: true }).click();
    await expect(newsletter).toBeChecked();
    await expect(main(page).getByText(copy.newsletterPending)).toBeVisible();

    // Deleting the account (GDPR): the password confirms it; afterwards the account cannot log in.
    const deletion = main(page).getByRole('region', { name: copy.deleteTitle });
    await deletion.getByRole('button', { name: copy.deleteStart }).click();
    await deletion.getByLabel(copy.deletePassword, { exact: true }).fill('not-the-password');
    await deletion.getByRole('button', { name: copy.deleteSubmit }).click();
    await expect(deletion.getByText(copy.wrongPassword).first()).toBeVisible();
    await deletion.getByLabel(copy.deletePassword, { exact: true }).fill(password);
    await deletion.getByRole('button', { name: copy.deleteSubmit }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(toasts(page)).toContainText(copy.deleted);
    await expect(header(page).getByRole('link', { name: copy.loginIcon })).toBeVisible();
    await page.goto(`/${locale}/login`);
    await logInThroughForm(page, locale, email, password);
    await expect(page.getByRole('alert').filter({ hasText: copy.loginFailed })).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('a forgotten password: the e-mailed link sets a new one, which then logs in', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const email = unique('reset');
    await registerThroughApi(request, email, 'Pierwsze-Haslo-1');

    await page.goto(`/${locale}/login`);
    await page.getByRole('link', { name: copy.forgotLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/forgot-password$`));
    await main(page).getByLabel(copy.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: copy.sendLink }).click();
    await expect(page.getByRole('status').filter({ hasText: copy.linkSent })).toBeVisible();
    // docs/product-rules.md#constants: back to the login page after 3 seconds.
    await expect(page).toHaveURL(new RegExp(`/${locale}/login$`), { timeout: 6_000 });

    let link = '';
    await expect
      .poll(
        async () => {
          const html = await newestMailHtml(email);
          const href = html && /href="([^"]*\/reset-password\?[^"]+)"/.exec(html)?.[1];
          link = href ? href.replace(/&amp;/g, '&') : '';
          return link;
        },
        {
          timeout: 20_000,
          message: `the reset e-mail for ${email} in ${e2eProject(test.info().project.name).mailDir}`,
        },
      )
      .toContain('token=');
    const url = new URL(link);
    expect(url.searchParams.get('email')).toBe(email);

    await page.goto(`${url.pathname}${url.search}`);
    await expect(main(page).getByLabel(copy.email, { exact: true })).toHaveValue(email);
    await main(page).getByLabel(copy.newPassword, { exact: true }).fill('Nowe-Haslo-2026');
    await main(page).getByLabel(copy.confirmation, { exact: true }).fill('Nowe-Haslo-2025');
    await page.getByRole('button', { name: copy.setPassword }).click();
    await expect(page.getByText(copy.mismatch)).toBeVisible();
    await main(page).getByLabel(copy.confirmation, { exact: true }).fill('Nowe-Haslo-2026');
    await page.getByRole('button', { name: copy.setPassword }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?reset=success`));
    await expect(page.getByRole('status').filter({ hasText: copy.resetDone })).toBeVisible();
    await expect(main(page).getByLabel(copy.email, { exact: true })).toHaveValue(email);
    await main(page).getByLabel(copy.password, { exact: true }).fill('Nowe-Haslo-2026');
    await main(page).getByRole('button', { name: copy.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(header(page).getByRole('link', { name: copy.profileIcon })).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('staff see the admin icon, customers do not; login returns to the page that asked', async ({
    page,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];

    // Empty fields never reach the server.
    await page.goto(`/${locale}/login`);
    await main(page).getByRole('button', { name: copy.login, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: copy.requiredFields })).toBeVisible();

    // A guest on the profile is asked to log in, and comes back to the profile afterwards.
    await page.goto(`/${locale}/profile`);
    await expect(page.getByText(copy.guestProfile)).toBeVisible();
    await main(page).getByRole('link', { name: copy.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?redirect=%2F${locale}%2Fprofile$`));
    await logInThroughForm(page, locale, 'klient@atelier.pl', 'Klient123!');
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile$`));
    await expect(page.getByRole('main')).toContainText('klient@atelier.pl');
    await expect(header(page).getByRole('link', { name: copy.profileIcon })).toBeVisible();
    await expect(header(page).getByRole('link', { name: copy.admin })).toHaveCount(0);
    await page.getByRole('button', { name: copy.logout }).click();
    await expect(header(page).getByRole('link', { name: copy.loginIcon })).toBeVisible();

    await page.goto(`/${locale}/login`);
    await logInThroughForm(page, locale, 'admin@atelier.pl', 'Admin123!');
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    const admin = header(page).getByRole('link', { name: copy.admin });
    await expect(admin).toBeVisible();
    await expect(admin).toHaveAttribute('href', `/${locale}/admin`);
    await expect(admin).toHaveAttribute('target', '_blank');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('an expired or invalid token clears the session and opens the login page', async ({ page }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    // The token is left on a page of the shop's origin that runs no app: on a page of the app, a start-up
    // still in progress (a busy machine) would read it there and refuse it before the visit under test.
    await page.goto('/api/health');
    await page.evaluate(() => {
      localStorage.setItem('auth_token', 'expired-or-invented-token');
      localStorage.setItem(
        'auth_user',
        JSON.stringify({ id: 999999, name: 'Nikt', email: 'nikt@example.pl', roles: [{ name: 'customer' }] }),
      );
    });
    await page.goto(`/${locale}/products`);
    // The start-up check refuses the token: the message, then the login page after 2 seconds.
    await expect(page.getByRole('dialog')).toContainText(copy.sessionExpired);
    await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?redirect=%2F${locale}%2Fproducts$`), {
      timeout: 6_000,
    });
    expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('auth_user')])).toEqual([
      null,
      null,
    ]);
    await expect(header(page).getByRole('link', { name: copy.loginIcon })).toBeVisible();
  });
});

test.describe('social sign-in', () => {
  let google: FakeGoogle;
  // Each project's server is told about its own fake Google port (e2e-env.ts).
  test.beforeAll(async ({ e2e }) => {
    google = await startFakeGoogle({
      port: e2e.google.port,
      clientId: e2e.google.clientId,
      clientSecret: e2e.google.clientSecret,
    });
  });
  test.afterAll(async () => {
    await google?.close();
  });

  test('Google signs a new customer in, who then writes a review once', async ({ page, consoleErrors }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const email = unique('google').replace('@example.pl', '@gmail.example');
    google.identity = { sub: `g-${Date.now()}-${locale}`, email, email_verified: true, name: 'Zofia Google' };

    await page.goto(`/${locale}/login`);
    // Only what the server enables is offered: Google is configured for the e2e server, Facebook is not.
    await expect(page.getByRole('button', { name: copy.google })).toBeVisible();
    await expect(page.getByRole('button', { name: copy.facebook })).toHaveCount(0);
    await page.getByRole('button', { name: copy.google }).click();

    await expect(page.getByText(copy.oauthSuccess)).toBeVisible();
    expect(google.requests).toEqual(expect.arrayContaining(['GET /google/authorize', 'POST /google/token']));
    await expect(main(page)).toContainText('Zofia Google');
    await expect(main(page)).toContainText(email);
    await expect(main(page)).toContainText(copy.authenticated);
    // The token does not stay in the address bar.
    expect(new URL(page.url()).search).toBe('');
    await expect(page).toHaveURL(new RegExp(`/${locale}$`), { timeout: 6_000 });
    await expect(header(page).getByRole('link', { name: copy.profileIcon })).toBeVisible();

    await page.goto(`/${locale}/products/${PRODUCT}`);
    const reviews = page.getByRole('region', { name: copy.reviews });
    await reviews.getByRole('button', { name: copy.writeReview }).click();
    await reviews.getByRole('radio', { name: copy.rating(4) }).check();
    await reviews
      .getByLabel(copy.reviewBody)
      .fill('Solidna skóra i równe szwy — torebka jest lepsza niż na zdjęciach.');
    await reviews.getByRole('button', { name: copy.sendReview }).click();
    await expect(reviews.getByRole('status')).toHaveText(copy.awaiting);

    // Back on the page, the author is told the review awaits moderation instead of being invited to write
    // a second one (which the server refuses with 409, tested in the API suite).
    await page.reload();
    await expect(reviews.getByText(copy.ownPending)).toBeVisible();
    await expect(reviews.getByRole('button', { name: copy.writeReview })).toHaveCount(0);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});

test.describe('reviews on the product page', () => {
  test('a guest sees the reviews with their stars and a login link to write one', async ({ page, consoleErrors }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    // Approval happens in the admin panel; here the approved list is served as the API would.
    await page.route(/\/api\/products\/\d+\/reviews(\?|$)/, (route) =>
      route.fulfill({
        json: {
          data: [
            {
              id: 2,
              rating: 4,
              title: 'Bardzo ładna',
              body: 'Skóra gruba i miękka.',
              author: 'Anna K.',
              created_at: '2026-10-02T10:00:00Z',
            },
            {
              id: 1,
              rating: 5,
              title: null,
              body: 'Noszę codziennie.',
              author: 'Ewa Z.',
              created_at: '2026-09-12T10:00:00Z',
            },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 5, total: 2, rating: { average: 4.5, count: 2 } },
        },
      }),
    );
    await page.goto(`/${locale}/products/${PRODUCT}`);
    const reviews = page.getByRole('region', { name: copy.reviews });
    const stars = (value: string) => reviews.getByRole('img', { name: copy.stars(value), exact: true });
    await expect(stars('4')).toBeVisible();
    await expect(stars('5')).toBeVisible();
    await expect(stars(locale === 'pl' ? '4,5' : '4.5')).toBeVisible();
    await expect(reviews).toContainText(copy.reviewCount);
    await expect(reviews).toContainText('Skóra gruba i miękka.');
    await expect(reviews).toContainText('Anna K.');

    await expect(reviews.getByText(copy.loginToWrite)).toBeVisible();
    const login = reviews.getByRole('link', { name: copy.login, exact: true });
    await expect(login).toHaveAttribute(
      'href',
      `/${locale}/login?redirect=${encodeURIComponent(`/${locale}/products/${PRODUCT}#reviews`)}`,
    );
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('before the page is interactive', () => {
  // This journey is about the moment between the first paint and hydration, so `goto` must not wait it out.
  test.use({ waitForHydration: false });

  test('what a visitor types before the scripts start is kept, and logs them in', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const locale = localeOf(page);
    const copy = COPY[locale];
    const email = unique('early');
    const password = 'Wczesny-Gosc-2026';
    await registerThroughApi(request, email, password);
    await holdBackMainScript(page);

    await page.goto(`/${locale}/login`);
    const emailField = main(page).getByLabel(copy.email, { exact: true });
    await emailField.fill(email);
    await main(page).getByLabel(copy.password, { exact: true }).fill(password);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    // Logging in waits for the scripts (the button is disabled until then); the typed text survives them.
    await main(page).getByRole('button', { name: copy.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(header(page).getByRole('link', { name: copy.profileIcon })).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
