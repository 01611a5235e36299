import type { Locale, NewsletterSubscribeBody } from '@atelier/contracts';
import type { Db } from '../../db/client';
import { insertSubscriber } from './newsletter.repository';

/**
 * Signs an address up for the newsletter with the time of consent. The answer is the same whether or not
 * the address was already on the list, so the form cannot be used to probe who subscribes.
 */
export async function subscribeToNewsletter(
  db: Db,
  input: NewsletterSubscribeBody & { locale: Locale; now: Date },
): Promise<void> {
  await insertSubscriber(db, {
    email: input.email,
    locale: input.locale,
    source: input.source ?? 'footer',
    consentAt: input.now,
  });
}
