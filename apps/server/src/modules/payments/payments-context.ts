import type { Locale } from '@atelier/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import type { Gateways } from './payment-gateways';

/** What every payment operation is given by its route or job. */
export type PaymentsContext = {
  db: Db;
  config: Config;
  gateways: Gateways;
  now: Date;
  locale: Locale;
  log: FastifyBaseLogger;
};

/** The notification endpoints of our API, given to Przelewy24 when registering and refunding. */
export const statusUrl = (config: Config) => `${config.publicUrl}/api/payment/p24/status`;
export const refundStatusUrl = (config: Config) => `${config.publicUrl}/api/payment/p24/refund-status`;

/** A forged or mismatched Przelewy24 notification, of a payment or of a refund: answered 400. */
export class InvalidNotification extends DomainError {
  constructor() {
    super(400, 'invalid_notification', 'payments.notification_invalid');
  }
}
