import type { Db } from '../../db/client';
import type { EmailAttachmentRef } from '../../db/schema';
import type { Clock } from '../../shared/clock';
import { claimDueEmails, markAttemptFailed, markSent } from './mail.repository';
import type { MailAttachment, MailTransport } from './mail.transport';

/** After this many failed attempts an e-mail is marked `failed` and left for staff to look at. */
export const MAX_ATTEMPTS = 8;
/** How long a claimed e-mail is reserved for the worker sending it (beyond nodemailer's own time-outs). */
const LEASE_MS = 15 * 60 * 1000;
const MINUTE = 60 * 1000;

/** Back-off after the n-th failed attempt: 1, 4, 16, 64 minutes…, at most 6 hours. */
export function retryDelayMs(attempt: number): number {
  return Math.min(MINUTE * 4 ** Math.max(0, attempt - 1), 6 * 60 * MINUTE);
}

/**
 * Fetches the bytes of an attachment kept by reference (an invoice PDF, rendered now if need be). Given by
 * server.ts, so the mail module knows no feature; a failure fails the attempt, which is retried later.
 */
export type AttachmentResolver = (ref: EmailAttachmentRef) => Promise<MailAttachment>;

export type DeliveryDeps = {
  db: Db;
  resolveAttachment?: AttachmentResolver;
  transport: MailTransport;
  from: string;
  now: Date;
  batchSize?: number;
  log?: { warn(obj: object, msg: string): void };
};

/**
 * Sends the e-mails that are due, one batch: each one is claimed, sent, then marked sent — or given a later
 * `send_after` with its error (or `failed` after MAX_ATTEMPTS). Delivery is at least once: a worker that
 * dies between sending and marking leaves the e-mail to be sent again after the lease.
 */
export async function deliverPendingEmails(
  deps: DeliveryDeps,
): Promise<{ sent: number; retrying: number; failed: number }> {
  const result = { sent: 0, retrying: 0, failed: 0 };
  const claimed = await claimDueEmails(
    deps.db,
    deps.now,
    new Date(deps.now.getTime() + LEASE_MS),
    deps.batchSize ?? 20,
  );
  for (const email of claimed) {
    try {
      const attachments = await resolveAll(deps.resolveAttachment, email.attachments);
      await deps.transport.send({
        id: email.id,
        attachments,
        from: deps.from,
        to: email.toAddress,
        subject: email.subject,
        html: email.html,
        text: email.text,
      });
      await markSent(deps.db, email.id, deps.now);
      result.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = email.attempts >= MAX_ATTEMPTS;
      const retryAt = giveUp ? null : new Date(deps.now.getTime() + retryDelayMs(email.attempts));
      await markAttemptFailed(deps.db, email.id, message.slice(0, 1000), retryAt);
      deps.log?.warn({ emailId: email.id, attempts: email.attempts, err: message }, 'e-mail delivery failed');
      if (giveUp) result.failed += 1;
      else result.retrying += 1;
    }
  }
  return result;
}

async function resolveAll(resolve: AttachmentResolver | undefined, refs: EmailAttachmentRef[]) {
  if (!refs.length) return [];
  if (!resolve) throw new Error('this process cannot fetch e-mail attachments');
  const files: MailAttachment[] = [];
  for (const ref of refs) files.push(await resolve(ref));
  return files;
}

export type MailWorker = {
  /** Stops polling and waits for a batch in progress. */
  stop(): Promise<void>;
};

/**
 * Polls the outbox every `pollMs` (and at once after a full batch, until it is empty). Started by server.ts;
 * tests call deliverPendingEmails directly.
 */
export function startMailWorker(deps: {
  db: Db;
  resolveAttachment?: AttachmentResolver;
  transport: MailTransport;
  from: string;
  clock: Clock;
  pollMs: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}): MailWorker {
  const batchSize = 20;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = async () => {
    timer = undefined;
    let again = false;
    try {
      const r = await deliverPendingEmails({ ...deps, now: deps.clock(), batchSize });
      again = r.sent + r.retrying + r.failed >= batchSize;
    } catch (err) {
      deps.log.error({ err }, 'mail worker: could not read the outbox');
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
      deps.transport.close();
    },
  };
}
