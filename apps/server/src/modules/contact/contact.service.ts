import { CONTACT_HONEYPOT_FIELD, type ContactBody, type Locale } from '@atelier/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { queueEmail } from '../mail/mail.service';
import { formatHours, SHOP_CONTACT } from '../pages/shop-facts';
import { insertContactMessage } from './contact.repository';
import { contactAcknowledgementEmail, contactNotificationEmail } from './contact.templates';

export type ContactOutcome = 'sent' | 'discarded';

/**
 * Stores a contact-form message and queues, in the same transaction, the e-mail to the shop's inbox and
 * the acknowledgement to the sender (docs/product-rules.md#emails). A filled honeypot means a bot: nothing is stored or sent, and
 * the caller answers exactly as on success so the bot learns nothing (decision 010).
 */
export async function sendContactMessage(
  db: Db,
  input: ContactBody & { locale: Locale; ip: string | null; now: Date; config: Pick<Config, 'shopEmail'> },
): Promise<ContactOutcome> {
  if (input[CONTACT_HONEYPOT_FIELD]?.trim()) return 'discarded';
  const message = { name: input.name, surname: input.surname, email: input.email, message: input.message };
  await db.transaction(async (tx) => {
    await insertContactMessage(tx, { ...message, locale: input.locale, ip: input.ip, createdAt: input.now });
    await queueEmail(
      tx,
      {
        to: input.config.shopEmail,
        ...contactNotificationEmail({ ...message, locale: input.locale, receivedAt: input.now.toISOString() }),
        template: 'contact-notification',
        locale: 'pl',
      },
      { now: input.now },
    );
    await queueEmail(
      tx,
      {
        to: input.email,
        ...contactAcknowledgementEmail(input.locale, {
          ...message,
          hours: SHOP_CONTACT.hours.map((h) => formatHours(h, input.locale)),
        }),
        template: 'contact-acknowledgement',
        locale: input.locale,
      },
      { now: input.now },
    );
  });
  return 'sent';
}
