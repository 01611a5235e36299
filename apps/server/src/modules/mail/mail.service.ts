import type { Locale } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client';
import type { EmailAttachmentRef } from '../../db/schema';
import type { SellerIdentity } from '../invoices/invoice-document';
import { loadSellerIdentity } from '../seller/seller-identity';
import { insertOutboxEmail } from './mail.repository';
import { escapeHtml, SELLER_MARK } from './mail.templates';

/** One line naming the seller as the law asks of every commercial e-mail: name, address, NIP, REGON, register. */
export function sellerFooter(seller: SellerIdentity, locale: Locale): string {
  const tax = locale === 'en' ? 'Tax ID (NIP)' : 'NIP';
  return [
    seller.name,
    `${seller.street}, ${seller.postalCode} ${seller.city}`,
    `${tax} ${seller.nip}`,
    `REGON ${seller.regon}`,
    seller.registerEntry,
  ].join(' · ');
}

export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Template name, e.g. 'welcome', 'password-reset'. */
  template: string;
  locale: Locale;
  /** Files to send with it, by reference; the worker fetches them when sending (resolveAttachment). */
  attachments?: EmailAttachmentRef[];
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
  const seller = sellerFooter(await loadSellerIdentity(db), email.locale);
  return insertOutboxEmail(db, {
    toAddress: email.to,
    subject: email.subject,
    html: email.html.replaceAll(SELLER_MARK, escapeHtml(seller)),
    text: email.text.replaceAll(SELLER_MARK, seller),
    template: email.template,
    locale: email.locale,
    attachments: email.attachments ?? [],
    ...(options.now ? { createdAt: options.now } : {}),
    ...(sendAfter ? { sendAfter } : {}),
  });
}
