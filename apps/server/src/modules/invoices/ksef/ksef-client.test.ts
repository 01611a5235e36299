import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleInvoice } from './fa3-sample.test-support.js';
import { buildFa3Xml } from './fa3-xml.js';
import { FAKE_KSEF_TOKEN, type FakeKsef, startFakeKsef } from './ksef.test-support.js';
import { createKsefClient, KsefError, ksefBaseUrl } from './ksef-client.js';

const SELLER_NIP = sampleInvoice().seller.nip;
let fake: FakeKsef;

beforeAll(async () => {
  fake = await startFakeKsef({ nip: SELLER_NIP });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.setProcessingPolls(1);
  fake.setAuthPolls(0);
});

const client = (overrides: { token?: string; maxPolls?: number } = {}) =>
  createKsefClient({ baseUrl: fake.url, token: FAKE_KSEF_TOKEN, pollIntervalMs: 0, ...overrides });
const xmlFor = (number: string) => buildFa3Xml(sampleInvoice({ number }));

describe('KSeF client against the fake KSeF', () => {
  it('authenticates with the token, sends the encrypted invoice and brings back its KSeF number and UPO', async () => {
    const outcome = await client().sendInvoice({ sellerNip: SELLER_NIP, xml: xmlFor('FV/2026/11/0101') });
    expect(outcome.status).toBe('accepted');
    if (outcome.status !== 'accepted') return;
    expect(outcome.ksefNumber).toMatch(new RegExp(`^${SELLER_NIP}-\\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$`));
    expect(outcome.upoXml).toContain(outcome.ksefNumber);
    const received = fake.invoices.at(-1)!;
    expect(received.invoiceNumber).toBe('FV/2026/11/0101');
    expect(received.xml).toContain('<P_2>FV/2026/11/0101</P_2>');
    const flow = fake.calls.slice(-12).map((c) => c.replace(/\/\d{8}-[A-Z]{2}-[0-9A-F-]+/g, '/{ref}'));
    expect(flow).toEqual([
      'GET /security/public-key-certificates',
      'POST /auth/challenge',
      'POST /auth/ksef-token',
      'GET /auth/{ref}',
      'POST /auth/token/redeem',
      'GET /security/public-key-certificates',
      'POST /sessions/online',
      'POST /sessions/online/{ref}/invoices',
      'GET /sessions/{ref}/invoices/{ref}',
      'GET /sessions/{ref}/invoices/{ref}',
      'GET /sessions/{ref}/invoices/{ref}/upo',
      'POST /sessions/online/{ref}/close',
    ]);
    expect(fake.calls.at(-1)).toBe(`POST /sessions/online/${received.sessionReferenceNumber}/close`);
  });

  it('waits while the authentication is in progress before redeeming the access token', async () => {
    fake.setAuthPolls(2);
    const outcome = await client().sendInvoice({ sellerNip: SELLER_NIP, xml: xmlFor('FV/2026/11/0108') });
    expect(outcome.status).toBe('accepted');
    expect(fake.calls.filter((c) => c.startsWith('GET /auth/')).length).toBeGreaterThanOrEqual(3);
  });

  it('reports an invoice still being processed with its reference, and finds its number when asked again', async () => {
    fake.setProcessingPolls(3);
    const first = await client({ maxPolls: 2 }).sendInvoice({ sellerNip: SELLER_NIP, xml: xmlFor('FV/2026/11/0102') });
    expect(first.status).toBe('processing');
    const again = await client().checkInvoice({ sellerNip: SELLER_NIP, reference: first });
    expect(again.status).toBe('accepted');
  });

  it('takes a duplicate as the original: KSeF names the number it gave the first time', async () => {
    const first = await client().sendInvoice({ sellerNip: SELLER_NIP, xml: xmlFor('FV/2026/11/0103') });
    const second = await client().sendInvoice({ sellerNip: SELLER_NIP, xml: xmlFor('FV/2026/11/0103') });
    expect(first.status === 'accepted' && second.status === 'accepted').toBe(true);
    if (first.status === 'accepted' && second.status === 'accepted') expect(second.ksefNumber).toBe(first.ksefNumber);
  });

  it('marks a refused invoice as rejected (sending it again will not help)', async () => {
    fake.rejectNextInvoice(450, 'Błąd weryfikacji semantyki dokumentu faktury');
    const error = await client()
      .sendInvoice({ sellerNip: SELLER_NIP, xml: xmlFor('FV/2026/11/0104') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KsefError);
    expect((error as KsefError).rejected).toBe(true);
    expect((error as KsefError).message).toContain('450');
  });

  it('marks an outage as passing (worth retrying)', async () => {
    fake.failNext(1);
    const error = await client()
      .sendInvoice({ sellerNip: SELLER_NIP, xml: xmlFor('FV/2026/11/0105') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KsefError);
    expect((error as KsefError).rejected).toBe(false);
    expect((error as KsefError).httpStatus).toBe(503);
  });

  it('fails authentication with a wrong token', async () => {
    const error = await client({ token: 'not-the-token' })
      .sendInvoice({ sellerNip: SELLER_NIP, xml: xmlFor('FV/2026/11/0106') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KsefError);
    expect((error as KsefError).message).toContain('/auth/ksef-token');
  });

  it('refuses an invoice of another seller than the authenticated one', async () => {
    const doc = sampleInvoice({ number: 'FV/2026/11/0107' });
    doc.seller = { ...doc.seller, nip: '5261040828' };
    const error = await client()
      .sendInvoice({ sellerNip: SELLER_NIP, xml: buildFa3Xml(doc) })
      .catch((e: unknown) => e);
    expect((error as KsefError).rejected).toBe(true);
  });

  it('uses the official base URLs unless KSEF_URL overrides them', () => {
    expect(ksefBaseUrl('test')).toBe('https://api-test.ksef.mf.gov.pl/v2');
    expect(ksefBaseUrl('production')).toBe('https://api.ksef.mf.gov.pl/v2');
    expect(ksefBaseUrl('production', 'http://127.0.0.1:1/v2')).toBe('http://127.0.0.1:1/v2');
  });
});
