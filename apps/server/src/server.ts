import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, seedDatabase } from './db/seed';
import { startBackInStockSweep } from './modules/back-in-stock/back-in-stock.jobs';
import { sweepGuestCarts } from './modules/cart/guest-carts';
import { lifecycle } from './modules/health/health.routes';
import { invoiceAttachmentResolver, invoiceStorageFor } from './modules/invoices/invoice-files';
import { startKsefWorker } from './modules/invoices/ksef/ksef.worker';
import { createMailTransport } from './modules/mail/mail.transport';
import { startMailWorker } from './modules/mail/mail.worker';
import { mediaStorageFor } from './modules/media/storage';
import { startOrderJobs } from './modules/orders/order-jobs';
import { paymentSetup } from './modules/payments/payment-gateways';
import { logSerializers } from './ops/log-privacy';
import { PageCache } from './web/page-cache';
import { registerWeb } from './web/web.plugin';

/**
 * The production process: configuration, database (migrated, seeded when empty), API + SSR pages +
 * static files on one port, and a graceful shutdown that lets requests in flight finish.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  await database.migrate();
  if (config.seedOnStart && (await isDatabaseEmpty(database.db))) {
    await seedDatabase(database.db, {
      dataDir: config.dataDir,
      giftCards: true,
      log: (m) => process.stdout.write(`[seed] ${m}\n`),
    });
  }
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false })
    : undefined;
  const prettyLogs = process.stdout.isTTY && config.env !== 'production';
  const app = await buildApp({
    config,
    database,
    redis,
    logger: {
      level: config.logLevel,
      // JSON lines with the request id; no tokens, e-mail addresses, full client addresses or query parameters,
      // in request lines and in logged errors alike (ops/log-privacy.ts).
      serializers: logSerializers,
      ...(prettyLogs ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
    },
  });
  // How customers pay, said once at start: in production a server without Przelewy24 and without DEMO_PAYMENTS
  // refuses online payment, and that must not go unnoticed.
  const payments = paymentSetup(config);
  app.log[payments.level](payments.message);
  // Redis is an accelerator: while it is down, rate limits are skipped and caches stay in-process (the shop
  // keeps selling). Say so in the log, once a minute at most rather than on every reconnection attempt.
  let redisWarnedAt = 0;
  redis?.on('error', (error: Error) => {
    if (Date.now() - redisWarnedAt < 60_000) return;
    redisWarnedAt = Date.now();
    app.log.warn({ err: error.message }, 'redis unavailable: rate limits skipped, caches in this process only');
  });
  const webBuild = process.env.WEB_BUILD_DIR ?? defaultWebBuildDir();
  if (process.env.API_ONLY !== '1') {
    const pageCache = new PageCache();
    await registerWeb(app, {
      buildDir: webBuild,
      uploadsDir: path.join(config.dataDir, 'uploads'),
      mediaStorage: mediaStorageFor(config),
      pageCache,
    });
  }
  // E-mails wait in the outbox table until this worker sends them (SMTP_URL, else files in DATA_DIR/mail).
  const mailWorker = startMailWorker({
    db: database.db,
    // Invoice PDFs travel by reference and are rendered (if need be) when the e-mail leaves.
    resolveAttachment: invoiceAttachmentResolver(database.db, invoiceStorageFor(config)),
    transport: createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
    from: config.mailFrom,
    clock: () => new Date(),
    pollMs: config.mailPollMs,
    log: app.log,
  });
  // Company invoices go to KSeF from their outbox when KSEF_TOKEN is set; without it they wait as 'pending'
  // and the accountant sends the XML by hand (docs/decisions/025-ksef-fa3.md).
  const ksefWorker = config.ksef
    ? startKsefWorker({ db: database.db, ksef: config.ksef, clock: () => new Date(), pollMs: 30_000, log: app.log })
    : undefined;
  // Abandoned guest carts (untouched for 30 days, as long as their cookie lives) are removed twice a day.
  const cartSweep = setInterval(
    () => {
      sweepGuestCarts(database.db, new Date()).catch((error) =>
        app.log.warn({ err: error }, 'guest cart sweep failed'),
      );
    },
    12 * 60 * 60 * 1000,
  );
  cartSweep.unref();
  // Unpaid orders past their due date are cancelled and restocked, unsent refunds are retried (docs/product-rules.md#payments).
  const orderJobs = startOrderJobs({ config, db: database.db, log: app.log });
  // Waiting back-in-stock alerts whose variant came back by any path (docs/product-rules.md#back-in-stock).
  const backInStock = startBackInStockSweep({ db: database.db, publicUrl: config.publicUrl, log: app.log });
  app.addHook('onClose', async () => {
    clearInterval(cartSweep);
    await orderJobs.stop();
    await backInStock.stop();
    await mailWorker.stop();
    await ksefWorker?.stop();
    await database.close();
    await redis?.quit().catch(() => undefined);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // First drain: readiness answers 503 so the proxy stops sending new requests, while everything that still
    // arrives is served. Then close: stop accepting, finish requests in flight, stop the jobs, close the pools.
    lifecycle.draining = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining, then finishing requests');
    // A hard stop if something hangs, so an orchestrator is never left waiting forever; said in the log, so an
    // exit status 1 after a SIGTERM can be told from a crash.
    setTimeout(() => {
      app.log.error({ signal, afterMs: config.shutdownDrainMs + 15_000 }, 'shutdown did not finish: stopping hard');
      process.exit(1);
    }, config.shutdownDrainMs + 15_000).unref();
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, config.shutdownDrainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Atelier is ready at ${config.publicUrl}/pl (database: ${database.engine})`);
}

/** The web build sits in apps/web/build whether this runs from src (tsx) or from the dist bundle. */
function defaultWebBuildDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..', '..', 'web', 'build');
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Atelier failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
