import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { invoiceStorageFor, renderPendingInvoicePdfs } from '../invoices/invoice-files';
import { paymentGateways } from '../payments/payment-gateways';
import { retryUnsentRefunds } from '../payments/payment-refunds';
import { cancelOverdueOrders } from './order-cancelling';

/** How often the server looks for overdue unpaid orders and unsent refunds. */
export const ORDER_JOBS_INTERVAL_MS = 15 * 60 * 1000;

/**
 * The periodic work of the orders module, run by the server process (server.ts): cancelling orders whose
 * bank transfer is overdue (docs/product-rules.md#payments) and retrying refund requests the provider did not accept. Everything it
 * needs is in the database (orders.payment_due_at, refunds.status), so a restart loses nothing: the first
 * run happens right after start-up. Several processes may run it; each order is re-checked under its lock.
 */
export function startOrderJobs(input: {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  clock?: () => Date;
  intervalMs?: number;
}): { runNow(): Promise<void>; stop(): Promise<void> } {
  const clock = input.clock ?? (() => new Date());
  const gateways = paymentGateways(input.config, input.db);
  let running: Promise<void> | null = null;

  const run = async () => {
    const now = clock();
    const ctx = { db: input.db, config: input.config, gateways, now, locale: 'pl' as const, log: input.log };
    try {
      const cancelled = await cancelOverdueOrders(ctx);
      if (cancelled) input.log.info({ cancelled }, 'unpaid orders cancelled');
      await retryUnsentRefunds(ctx);
      // Invoice PDFs whose rendering failed or was interrupted are rendered again (the numbers are safe already).
      await renderPendingInvoicePdfs(input.db, invoiceStorageFor(input.config));
    } catch (error) {
      input.log.warn({ err: error }, 'order jobs failed; next run will try again');
    }
  };
  const runNow = () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };

  const first = setTimeout(() => void runNow(), 5_000);
  first.unref();
  const timer = setInterval(() => void runNow(), input.intervalMs ?? ORDER_JOBS_INTERVAL_MS);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
