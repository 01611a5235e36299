import type { Locale } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client';
import { insertOutboxEmail } from './mail.repository';

export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Template name, e.g. 'welcome', 'password-reset'. */
  template: string;
  locale: Locale;
};

/**
 * Stores an e-mail in the outbox (docs/product-rules.md#emails); the mail worker sends it. Pass the transaction of the change the
 * e-mail announces, so both commit together: the API answers only after the e-mail is safely stored, and
 * a rolled-back change sends nothing.
 */
export async function queueEmail(
  db: DbOrTx,
  email: OutgoingEmail,
  /** `now`: the app's clock (defaults to the database's); `sendAfter`: hold the e-mail until then. */
  options: { now?: Date; sendAfter?: Date } = {},
): Promise<number> {
  const sendAfter = options.sendAfter ?? options.now;
  return insertOutboxEmail(db, {
    toAddress: email.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    template: email.template,
    locale: email.locale,
    ...(options.now ? { createdAt: options.now } : {}),
    ...(sendAfter ? { sendAfter } : {}),
  });
}
