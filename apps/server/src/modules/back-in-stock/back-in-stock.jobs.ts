import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notifyRestocked } from './back-in-stock.service';

/** How often the server looks for waiting alerts whose variant has stock again. */
export const BACK_IN_STOCK_SWEEP_MS = 60 * 1000;

/**
 * The periodic sweep of back-in-stock alerts (docs/product-rules.md#back-in-stock). Staff stock edits e-mail
 * at once; this catches every other restock (a cancelled or unpaid order putting pieces back, a returned
 * parcel, a change made straight in the database). Several processes may run it: the row locks of
 * `notifyRestocked` keep each subscriber to one e-mail.
 */
export function startBackInStockSweep(input: {
  db: Db;
  publicUrl: string;
  log: FastifyBaseLogger;
  clock?: () => Date;
  intervalMs?: number;
}): { runNow(): Promise<number>; stop(): Promise<void> } {
  const clock = input.clock ?? (() => new Date());
  let running: Promise<number> | null = null;
  const run = async () => {
    try {
      const sent = await notifyRestocked({ db: input.db, now: clock(), publicUrl: input.publicUrl });
      if (sent) input.log.info({ sent }, 'back-in-stock e-mails queued');
      return sent;
    } catch (error) {
      input.log.warn({ err: error }, 'back-in-stock sweep failed; next run will try again');
      return 0;
    }
  };
  const runNow = () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void runNow(), input.intervalMs ?? BACK_IN_STOCK_SWEEP_MS);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
