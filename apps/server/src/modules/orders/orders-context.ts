import type { Locale } from '@atelier/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Gateways } from '../payments/payment-gateways';

/** What every order operation is given by its route or job. */
export type OrdersContext = {
  db: Db;
  config: Config;
  gateways: Gateways;
  now: Date;
  locale: Locale;
  log: FastifyBaseLogger;
};

/**
 * Who asks about an order: a signed-in customer and/or the guest order tokens the request carries (header,
 * query, the order's cookie) — any one of them that belongs to this very order opens it.
 */
export type OrderViewer = { userId: number | null; orderTokens?: (string | null | undefined)[] };
