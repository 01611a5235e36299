import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { createDatabaseFromTemplate } from '../../../test/db-template';
import { openScratchDatabase } from '../../../test/helper';
import { makeOrder } from '../../cart/cart.test-support';
import type { InvoiceDocument } from '../invoice-document';
import { findInvoice, insertInvoice } from '../invoices.repository';
import { sampleCorrection, sampleInvoice } from './fa3-sample.test-support';
import { companyInvoiceXml, invoiceFa3Xml } from './invoice-xml';
import { retryKsefNow } from './ksef.repository';
import { FAKE_KSEF_TOKEN, type FakeKsef, startFakeKsef } from './ksef.test-support';
import { ksefRetryDelayMs, sendDueInvoicesToKsef } from './ksef.worker';
import { createKsefClient } from './ksef-client';

const SELLER_NIP = sampleInvoice().seller.nip;
const MINUTE = 60_000;
let fake: FakeKsef;
let database: Database;
let drop: () => Promise<void>;
let seq = 0;

beforeAll(async () => {
  fake = await startFakeKsef({ nip: SELLER_NIP });
  ({ database, drop } = await openScratchDatabase());
});
afterAll(async () => {
  await fake.close();
  await drop();
});
beforeEach(() => {
  fake.setProcessingPolls(1);
});

const client = (maxPolls = 30) =>
  createKsefClient({ baseUrl: fake.url, token: FAKE_KSEF_TOKEN, pollIntervalMs: 0, maxPolls });

/** A company invoice as the invoices module writes it in the payment's transaction: 'pending', due now. */
async function companyInvoice(db: Db, now: Date, document: InvoiceDocument = sampleInvoice()) {
  seq += 1;
  const number = `FV/2026/11/${String(5000 + seq)}`;
  const orderId = await makeOrder(db, { email: `firma${seq}@example.com`, now });
  return insertInvoice(db, {
    number,
    orderId,
    kind: 'invoice',
    issuedOn: '2026-11-26',
    buyerNip: document.buyer.nip ?? null,
    document: { ...document, number },
    ksefStatus: document.buyer.nip ? 'pending' : 'not_required',
    ksefNextAttemptAt: document.buyer.nip ? now : null,
    createdAt: now,
    updatedAt: now,
  });
}

const sentCount = (number: string) => fake.invoices.filter((i) => i.invoiceNumber === number).length;

describe('KSeF outbox', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const db = () => database.db;

  it('sends a company invoice and stores its KSeF number, reference and UPO', async () => {
    const invoice = await companyInvoice(db(), now);
    const result = await sendDueInvoicesToKsef({ db: db(), client: client(), now });
    expect(result.accepted).toBeGreaterThanOrEqual(1);
    const row = (await findInvoice(db(), invoice.id))!;
    expect(row.ksefStatus).toBe('accepted');
    expect(row.ksefNumber).toMatch(new RegExp(`^${SELLER_NIP}-`));
    expect(row.ksefUpo).toContain(row.ksefNumber);
    expect(row.ksefReference).toMatch(/^.+\/.+$/);
    expect(row.ksefError).toBeNull();
    expect(row.ksefNextAttemptAt).toBeNull();
    // What KSeF holds is byte for byte the XML the accountant downloads.
    expect(fake.invoices.find((i) => i.invoiceNumber === row.number)?.xml).toBe(invoiceFa3Xml(row));
  });

  it('refuses to send the demo seller identity to production KSeF', async () => {
    const invoice = await companyInvoice(db(), now);
    await sendDueInvoicesToKsef({ db: db(), client: client(), now, environment: 'production' });
    const row = (await findInvoice(db(), invoice.id))!;
    expect(row.ksefStatus).toBe('failed');
    expect(row.ksefError).toContain('demo seller');
    expect(row.ksefNextAttemptAt).toBeNull();
    expect(sentCount(invoice.number)).toBe(0);
  });

  it('leaves consumer invoices alone (no XML to download either)', async () => {
    const doc = sampleInvoice();
    doc.buyer = { name: 'Jan Kowalski', street: 'ul. Polna 1', postalCode: '30-001', city: 'Kraków', country: 'PL' };
    const invoice = await companyInvoice(db(), now, doc);
    await sendDueInvoicesToKsef({ db: db(), client: client(), now });
    expect((await findInvoice(db(), invoice.id))!.ksefStatus).toBe('not_required');
    expect(sentCount(invoice.number)).toBe(0);
    expect(await companyInvoiceXml(db(), invoice)).toBeNull();
  });

  it('shows an outage as failed with the error, backs off, and succeeds on the retry', async () => {
    const invoice = await companyInvoice(db(), now);
    fake.failNext(1);
    await sendDueInvoicesToKsef({ db: db(), client: client(), now });
    let row = (await findInvoice(db(), invoice.id))!;
    expect(row.ksefStatus).toBe('failed');
    expect(row.ksefError).toContain('503');
    expect(row.ksefNextAttemptAt?.getTime()).toBe(now.getTime() + ksefRetryDelayMs(1));

    // Not due yet: nothing happens before the back-off has passed.
    await sendDueInvoicesToKsef({ db: db(), client: client(), now: new Date(now.getTime() + MINUTE) });
    expect((await findInvoice(db(), invoice.id))!.ksefAttempts).toBe(1);

    await sendDueInvoicesToKsef({ db: db(), client: client(), now: new Date(now.getTime() + ksefRetryDelayMs(1)) });
    row = (await findInvoice(db(), invoice.id))!;
    expect(row.ksefStatus).toBe('accepted');
    expect(row.ksefAttempts).toBe(2);
    expect(sentCount(invoice.number)).toBe(1);
  });

  it('gives up on an invoice KSeF refuses (no retry until staff ask for one)', async () => {
    const invoice = await companyInvoice(db(), now);
    fake.rejectNextInvoice(450, 'Błąd weryfikacji semantyki dokumentu faktury');
    await sendDueInvoicesToKsef({ db: db(), client: client(), now });
    const row = (await findInvoice(db(), invoice.id))!;
    expect(row.ksefStatus).toBe('failed');
    expect(row.ksefError).toContain('450');
    expect(row.ksefNextAttemptAt).toBeNull();
    expect(await retryKsefNow(db(), invoice.id, now)).toBe(true);
    expect((await findInvoice(db(), invoice.id))!.ksefStatus).toBe('pending');
  });

  it('asks again about an invoice still processing instead of sending it twice', async () => {
    const invoice = await companyInvoice(db(), now);
    fake.setProcessingPolls(5);
    await sendDueInvoicesToKsef({ db: db(), client: client(2), now });
    expect((await findInvoice(db(), invoice.id))!.ksefStatus).toBe('sent');
    await sendDueInvoicesToKsef({ db: db(), client: client(), now: new Date(now.getTime() + 5 * MINUTE) });
    const row = (await findInvoice(db(), invoice.id))!;
    expect(row.ksefStatus).toBe('accepted');
    expect(sentCount(invoice.number)).toBe(1);
  });

  it('sends a correction after its original, naming the original’s KSeF number', async () => {
    const original = await companyInvoice(db(), now);
    await db()
      .update(invoices)
      .set({ ksefNextAttemptAt: new Date(now.getTime() + MINUTE) })
      .where(eq(invoices.id, original.id));
    seq += 1;
    const correctionDoc = sampleCorrection();
    const correction = await insertInvoice(db(), {
      number: `FV/2026/12/${String(5000 + seq)}`,
      orderId: original.orderId,
      kind: 'correction',
      correctsInvoiceId: original.id,
      issuedOn: '2026-12-03',
      buyerNip: correctionDoc.buyer.nip!,
      document: {
        ...correctionDoc,
        number: `FV/2026/12/${String(5000 + seq)}`,
        corrects: { ...correctionDoc.corrects!, number: original.number, ksefNumber: undefined },
      },
      ksefStatus: 'pending',
      ksefNextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await sendDueInvoicesToKsef({ db: db(), client: client(), now });
    expect((await findInvoice(db(), correction.id))!.ksefStatus).toBe('pending');
    expect(sentCount(correction.number)).toBe(0);

    const later = new Date(now.getTime() + 5 * MINUTE);
    await sendDueInvoicesToKsef({ db: db(), client: client(), now: later });
    const originalRow = (await findInvoice(db(), original.id))!;
    const correctionRow = (await findInvoice(db(), correction.id))!;
    expect(originalRow.ksefStatus).toBe('accepted');
    expect(correctionRow.ksefStatus).toBe('accepted');
    const sent = fake.invoices.find((i) => i.invoiceNumber === correction.number)!;
    expect(sent.xml).toContain(`<NrKSeFFaKorygowanej>${originalRow.ksefNumber}</NrKSeFFaKorygowanej>`);
    // The accountant downloads the very XML KSeF received: the number is now part of the stored correction.
    expect(correctionRow.document.corrects?.ksefNumber).toBe(originalRow.ksefNumber);
    expect(invoiceFa3Xml(correctionRow)).toBe(sent.xml);
    expect(await companyInvoiceXml(db(), correctionRow)).toBe(sent.xml);
  });
});

/**
 * Two processes sending at once. With DATABASE_URL the two workers have their own connection pools to one
 * PostgreSQL database, as two server processes would; on PGlite they share the one connection (serialised).
 * While one process is still talking to KSeF about its batch, the other claims the next: without the lease
 * (checked by removing it) the second process claims the invoices the first is sending and KSeF gets them twice.
 * FOR UPDATE SKIP LOCKED keeps two claims in the very same instant apart; that window is too short to prove here.
 */
describe('KSeF outbox on two processes [guard: the lease claimDueKsefInvoices sets on ksef_next_attempt_at]', () => {
  const now = new Date('2026-11-27T09:00:00Z');
  let first: Database;
  let second: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) {
      first = database;
      second = database;
      cleanup = async () => undefined;
      return;
    }
    const name = `atelier_test_${randomBytes(6).toString('hex')}`;
    const url = await createDatabaseFromTemplate(adminUrl, name);
    first = await openDatabase({ databaseUrl: url, poolSize: 3 });
    second = await openDatabase({ databaseUrl: url, poolSize: 3 });
    cleanup = async () => {
      await first.close();
      await second.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  });
  afterAll(() => cleanup());

  it('never sends one invoice twice: each of 12 due invoices reaches KSeF exactly once', async () => {
    const created = [];
    for (let i = 0; i < 12; i++) created.push(await companyInvoice(first.db, now));
    const run = (db: Db) => sendDueInvoicesToKsef({ db, client: client(), now, batchSize: 4 });
    // Each process drains the outbox batch after batch, as the worker does, both at the same time.
    const drain = async (db: Db) => {
      while ((await run(db)).accepted > 0);
    };
    await Promise.all([drain(first.db), drain(second.db)]);
    for (const invoice of created) {
      expect(sentCount(invoice.number)).toBe(1);
      const row = (await findInvoice(first.db, invoice.id))!;
      expect(row.ksefStatus).toBe('accepted');
      expect(row.ksefAttempts).toBe(1);
    }
  });
});
