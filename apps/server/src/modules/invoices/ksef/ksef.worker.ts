import type { Db } from '../../../db/client';
import type { Clock } from '../../../shared/clock';
import { findInvoice, type InvoiceRow } from '../invoices.repository';
import { invoiceFa3Xml } from './invoice-xml';
import {
  claimDueKsefInvoices,
  markKsefAccepted,
  markKsefFailed,
  markKsefSent,
  postponeKsef,
  recordCorrectedKsefNumber,
} from './ksef.repository';
import { createKsefClient, type KsefClient, KsefError, type KsefReference, ksefBaseUrl } from './ksef-client';

/**
 * The KSeF outbox (docs/decisions/025-ksef-fa3.md): company invoices are written 'pending' in the payment's
 * transaction; this worker sends them to KSeF, stores the KSeF number and UPO, and retries with back-off.
 * Safe on several processes: an invoice is claimed under a row lock with SKIP LOCKED and a lease.
 */

/** After this many failed attempts (about a day and a half of back-off) the invoice waits for staff. */
export const KSEF_MAX_ATTEMPTS = 10;
/** How long a claimed invoice is reserved for the worker sending it (well beyond the client's own time-outs). */
const LEASE_MS = 15 * 60 * 1000;
const MINUTE = 60 * 1000;
/** When KSeF had not decided yet, ask again this soon. */
const CHECK_AGAIN_MS = 2 * MINUTE;

/** Back-off after the n-th failed attempt: 2, 4, 8, 16… minutes, at most 6 hours. */
export function ksefRetryDelayMs(attempt: number): number {
  return Math.min(2 * MINUTE * 2 ** Math.max(0, attempt - 1), 6 * 60 * MINUTE);
}

/** Stored as "session/invoice" so a later attempt can ask about the same sending. */
const formatReference = (r: KsefReference) => `${r.sessionReferenceNumber}/${r.invoiceReferenceNumber}`;
function parseReference(stored: string | null): KsefReference | null {
  const [sessionReferenceNumber, invoiceReferenceNumber] = stored?.split('/') ?? [];
  return sessionReferenceNumber && invoiceReferenceNumber ? { sessionReferenceNumber, invoiceReferenceNumber } : null;
}

export type KsefDeliveryDeps = {
  db: Db;
  client: KsefClient;
  /** 'production' refuses invoices that carry the demo seller identity (they would be real tax documents). */
  environment?: 'test' | 'production';
  now: Date;
  batchSize?: number;
  log?: { warn(obj: object, msg: string): void };
};

type Result = { accepted: number; sent: number; retrying: number; failed: number; postponed: number };

/** Sends (or asks about) the invoices that are due, one batch. */
export async function sendDueInvoicesToKsef(deps: KsefDeliveryDeps): Promise<Result> {
  const result: Result = { accepted: 0, sent: 0, retrying: 0, failed: 0, postponed: 0 };
  const leaseUntil = new Date(deps.now.getTime() + LEASE_MS);
  const claimed = await claimDueKsefInvoices(deps.db, deps.now, leaseUntil, deps.batchSize ?? 10);
  for (const invoice of claimed) {
    result[await deliverOne(deps, invoice)] += 1;
  }
  return result;
}

async function deliverOne(deps: KsefDeliveryDeps, invoice: InvoiceRow): Promise<keyof Result> {
  const sellerNip = invoice.document.seller.nip;
  if (deps.environment === 'production' && invoice.document.seller.demo) {
    const error = 'the invoice carries the demo seller identity: save the real one, then retry';
    await markKsefFailed(deps.db, invoice.id, { error, retryAt: null, now: deps.now });
    deps.log?.warn({ invoice: invoice.number }, error);
    return 'failed';
  }
  try {
    const earlier = parseReference(invoice.ksefReference);
    let outcome: Awaited<ReturnType<KsefClient['sendInvoice']>>;
    if (earlier) {
      // Sent before: ask about that sending; sending again would only earn a "duplicate".
      outcome = await deps.client.checkInvoice({ sellerNip, reference: earlier });
    } else {
      const corrected = invoice.correctsInvoiceId ? await findInvoice(deps.db, invoice.correctsInvoiceId) : undefined;
      if (corrected?.buyerNip && !corrected.ksefNumber) {
        // KSeF wants the corrected invoice's number; the original goes first.
        await postponeKsef(
          deps.db,
          invoice.id,
          new Date(deps.now.getTime() + CHECK_AGAIN_MS),
          'waiting for the corrected invoice',
        );
        return 'postponed';
      }
      if (corrected?.ksefNumber && invoice.document.corrects && !invoice.document.corrects.ksefNumber) {
        await recordCorrectedKsefNumber(deps.db, invoice.id, corrected.ksefNumber);
      }
      outcome = await deps.client.sendInvoice({ sellerNip, xml: invoiceFa3Xml(invoice, corrected) });
    }
    const reference = formatReference(outcome);
    if (outcome.status === 'accepted') {
      await markKsefAccepted(deps.db, invoice.id, {
        ksefNumber: outcome.ksefNumber,
        reference,
        upoXml: outcome.upoXml,
        now: deps.now,
      });
      return 'accepted';
    }
    await markKsefSent(deps.db, invoice.id, {
      reference,
      checkAt: new Date(deps.now.getTime() + CHECK_AGAIN_MS),
      now: deps.now,
    });
    return 'sent';
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    // A verdict on the invoice itself will not change by sending it again: staff must look (and retry).
    const giveUp = (error instanceof KsefError && error.rejected) || invoice.ksefAttempts >= KSEF_MAX_ATTEMPTS;
    const retryAt = giveUp ? null : new Date(deps.now.getTime() + ksefRetryDelayMs(invoice.ksefAttempts));
    await markKsefFailed(deps.db, invoice.id, { error: message, retryAt, now: deps.now });
    deps.log?.warn({ invoice: invoice.number, attempts: invoice.ksefAttempts, err: message }, 'KSeF sending failed');
    return giveUp ? 'failed' : 'retrying';
  }
}

export type KsefWorker = { stop(): Promise<void> };

/**
 * Polls for due invoices every `pollMs` (at once again after a full batch). Started by server.ts only when
 * KSEF_TOKEN is set; without it company invoices stay 'pending' and the accountant sends the XML by hand.
 */
export function startKsefWorker(deps: {
  db: Db;
  ksef: { token: string; environment: 'test' | 'production'; url?: string };
  clock: Clock;
  pollMs: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}): KsefWorker {
  const client = createKsefClient({
    baseUrl: ksefBaseUrl(deps.ksef.environment, deps.ksef.url),
    token: deps.ksef.token,
  });
  const batchSize = 10;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = async () => {
    timer = undefined;
    let again = false;
    try {
      const r = await sendDueInvoicesToKsef({
        db: deps.db,
        client,
        environment: deps.ksef.environment,
        now: deps.clock(),
        batchSize,
        log: deps.log,
      });
      again = r.accepted + r.sent + r.retrying + r.failed + r.postponed >= batchSize;
    } catch (err) {
      deps.log.error({ err }, 'KSeF worker: could not read the invoices');
    }
    if (!stopped) timer = setTimeout(run, again ? 0 : deps.pollMs);
  };
  const run = () => {
    running = tick();
  };
  timer = setTimeout(run, 0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
