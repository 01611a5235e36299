import type { APIRequestContext, Page } from '@playwright/test';
import { placePaidOrder } from './orders-support';
import { expect, isPhone, seriousAccessibilityViolations, test } from './playwright-utils';

/**
 * Invoices (issue 20, docs/product-rules.md#invoices): a company buyer pays and finds the VAT invoice on the order
 * page and attached to the "payment received" e-mail; a consumer asks for one afterwards on the order page; a
 * refund makes a correction the accountant sees in the admin invoice list. Desktop in Polish, phone in English.
 */

const CUSTOMER = { email: 'klient@atelier.pl', password: 'Klient123!' };
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const COMPANY = { company_name: 'Pracownia Testowa sp. z o.o.', nip: '5260250274' };

type Session = { token: string; user: unknown };
const sessions = new Map<string, Promise<Session>>();

function sessionOf(request: APIRequestContext, email: string, password: string): Promise<Session> {
  let session = sessions.get(email);
  if (!session) {
    session = request.post('/api/auth/login', { data: { email, password }, headers: XHR }).then(async (response) => {
      expect(response.ok(), `login ${email}`).toBe(true);
      return (await response.json()).data as Session;
    });
    sessions.set(email, session);
  }
  return session;
}

async function useSession(page: Page, session: Session) {
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('auth_user', user);
    },
    [session.token, JSON.stringify(session.user)],
  );
}

const lang = (page: Page) => (isPhone(page) ? 'en' : 'pl');
const main = (page: Page) => page.getByRole('main');

test.describe('invoices', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a company buyer pays and finds the VAT invoice on the order page and attached to the paid e-mail', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const order = await placePaidOrder(request, CUSTOMER, undefined, COMPANY);
    const customer = await sessionOf(request, CUSTOMER.email, CUSTOMER.password);
    await useSession(page, customer);

    await page.goto(`/${lang(page)}/orders/${order.id}`);
    const invoices = main(page).getByRole('region', { name: /Faktury|Invoices/ });
    await expect(invoices).toBeVisible();
    await expect(invoices).toContainText(/Faktura VAT FV\/\d{4}\/\d{2}\/\d{4}|VAT invoice FV\/\d{4}\/\d{2}\/\d{4}/);
    const link = invoices.getByRole('link', { name: /Pobierz PDF|Download PDF/ });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/api/orders/${order.id}/invoices/FV-\\d{4}-\\d{2}-\\d{4}\\.pdf$`));
    const pdf = await request.get(href, { headers: { ...XHR, authorization: `Bearer ${customer.token}` } });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The "payment received" e-mail carries the PDF (the development mailbox lists attachments; super_admin in production).
    const admin = await sessionOf(request, 'admin@atelier.pl', 'Admin123!');
    const mailbox = await request.get('/api/dev/mailbox', {
      headers: { ...XHR, authorization: `Bearer ${admin.token}` },
    });
    expect(mailbox.ok()).toBe(true);
    const mails: { subject: string; template: string; attachments: string[] }[] = (await mailbox.json()).data;
    const paid = mails.find((m) => m.template === 'order-payment-received' && m.subject.includes(order.number));
    expect(paid?.attachments).toEqual([expect.stringMatching(/^Faktura-FV-\d{4}-\d{2}-\d{4}\.pdf$/)]);
    expect(consoleErrors).toEqual([]);
  });

  test('a consumer asks for an invoice afterwards on the order page', async ({ page, request, consoleErrors }) => {
    const order = await placePaidOrder(request, CUSTOMER);
    await useSession(page, await sessionOf(request, CUSTOMER.email, CUSTOMER.password));

    await page.goto(`/${lang(page)}/orders/${order.id}`);
    const invoices = main(page).getByRole('region', { name: /Faktury|Invoices/ });
    await expect(invoices).toContainText(/Możesz poprosić o fakturę|You can ask for an invoice/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await invoices.getByRole('button', { name: /Poproś o fakturę|Ask for an invoice/ }).click();
    await expect(invoices.getByRole('link', { name: /Pobierz PDF|Download PDF/ })).toBeVisible();
    await expect(invoices).toContainText(/FV\/\d{4}\/\d{2}\/\d{4}/);
    await expect(invoices.getByRole('button', { name: /Poproś o fakturę|Ask for an invoice/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a refund produces a correction the accountant finds in the admin invoice list', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const order = await placePaidOrder(request, CUSTOMER, undefined, COMPANY);
    const accountant = await sessionOf(request, 'ksiegowa@atelier.pl', 'Ksiegowa123!');
    const refund = await request.post(`/api/admin/orders/${order.id}/refunds`, {
      headers: { ...XHR, authorization: `Bearer ${accountant.token}` },
      data: { amount: 10, reason: 'Rysa na klapie' },
    });
    expect(refund.ok(), 'the refund ordered').toBe(true);
    await useSession(page, accountant);

    await page.goto(`/${lang(page)}/admin/invoices?kind=correction`);
    await expect(main(page).getByRole('heading', { name: /Faktury|Invoices/, level: 1 })).toBeVisible();
    const row = main(page).getByRole('row').filter({ hasText: order.number });
    await expect(row).toContainText(/Faktura korygująca|Corrective invoice/);
    await expect(row).toContainText(/koryguje FV|corrects FV/);
    await expect(row.getByRole('button', { name: /^PDF/ })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The order's own admin page lists both documents, with their files, without leaving the order.
    await row.getByRole('link', { name: order.number }).click();
    const section = main(page).getByRole('region', { name: /^(Faktury|Invoices)$/ });
    await expect(section.getByRole('row')).toHaveCount(3);
    await expect(section).toContainText(/Faktura korygująca|Corrective invoice/);
    await expect(section.getByRole('button', { name: /^PDF/ })).toHaveCount(2);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
