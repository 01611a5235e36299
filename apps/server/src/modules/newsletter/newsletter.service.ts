import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Locale, NEWSLETTER_CONFIRM_TTL_HOURS, type NewsletterSubscribeBody } from '@atelier/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { Forbidden, NotFound } from '../../errors';
import { queueEmail } from '../mail/mail.service';
import {
  deleteSubscriber,
  findSubscriberByTokenHash,
  insertSubscriberWithoutToken,
  markConfirmed,
  markUnsubscribed,
  storedSigningSecret,
  subscriberState,
  upsertConfirmedSubscriber,
  upsertPendingSubscriber,
} from './newsletter.repository';
import { newsletterConfirmationEmail } from './newsletter.templates';

const HOUR_MS = 60 * 60 * 1000;

/** Tokens are stored as SHA-256 only; the token itself exists only in the e-mail. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Signs an address up with double opt-in: the sign-up is recorded as pending with the time of consent,
 * and — when `publicUrl` is given — an e-mail with a confirmation link to the web page
 * `/{locale}/newsletter/confirm?token=…` is queued in the same transaction. The answer is the same for a
 * new, pending or already confirmed address (a confirmed one gets no e-mail), so the form cannot be used to
 * probe who subscribes. Without `publicUrl` (the registration form's consent box) the consent is recorded
 * and the address stays pending until it signs up through a form that sends the link.
 */
export async function subscribeToNewsletter(
  db: DbOrTx,
  input: Omit<NewsletterSubscribeBody, 'source'> & {
    /** The public forms' sources, and 'account' for the profile's switch. */
    source?: NewsletterSubscribeBody['source'] | 'account';
    locale: Locale;
    now: Date;
    publicUrl?: string;
  },
): Promise<void> {
  const source = input.source ?? 'footer';
  if (!input.publicUrl) {
    await insertSubscriberWithoutToken(db, { email: input.email, locale: input.locale, source, now: input.now });
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const pending = await upsertPendingSubscriber(db, {
    email: input.email,
    locale: input.locale,
    source,
    now: input.now,
    tokenHash: hashToken(token),
    expiresAt: new Date(input.now.getTime() + NEWSLETTER_CONFIRM_TTL_HOURS * HOUR_MS),
  });
  if (!pending) return;
  const confirmUrl = `${input.publicUrl}/${input.locale}/newsletter/confirm?${new URLSearchParams({ token })}`;
  await queueEmail(
    db,
    {
      to: input.email,
      ...newsletterConfirmationEmail(input.locale, { confirmUrl, validHours: NEWSLETTER_CONFIRM_TTL_HOURS }),
      template: 'newsletter-confirmation',
      locale: input.locale,
    },
    { now: input.now },
  );
}

/**
 * Confirms the subscription a link's token belongs to. A second click on the same link answers the same;
 * an unknown, expired or revoked (after unsubscribing) token is a 404.
 */
export async function confirmSubscription(db: Db, token: string, now: Date): Promise<{ email: string }> {
  const subscriber = await findSubscriberByTokenHash(db, hashToken(token));
  if (!subscriber) throw new NotFound('newsletter.token_invalid');
  const alreadyConfirmed = subscriber.confirmedAt !== null && subscriber.unsubscribedAt === null;
  if (!alreadyConfirmed) {
    const expired = !subscriber.confirmTokenExpiresAt || subscriber.confirmTokenExpiresAt.getTime() <= now.getTime();
    if (expired) throw new NotFound('newsletter.token_invalid');
    await markConfirmed(db, subscriber.id, now);
  }
  return { email: subscriber.email };
}

/** HMAC of the address: whoever holds a newsletter e-mail may unsubscribe it, nobody can forge others. */
export function unsubscribeSignature(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${email.toLowerCase()}`).digest('base64url');
}

function signatureMatches(secret: string, email: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Unsubscribes a signed address; the answer is the same whether or not it was on the list. */
export async function unsubscribe(
  db: Db,
  input: { email: string; signature: string; secret: string; now: Date },
): Promise<void> {
  if (!signatureMatches(input.secret, input.email, input.signature)) {
    throw new Forbidden('newsletter.signature_invalid', 'newsletter_signature_invalid');
  }
  await markUnsubscribed(db, input.email, input.now);
}

/** The web page a newsletter's "unsubscribe" link opens (it calls POST /api/newsletter/unsubscribe). */
export function unsubscribePageUrl(publicUrl: string, locale: Locale, email: string, secret: string): string {
  const query = new URLSearchParams({ email, signature: unsubscribeSignature(secret, email) });
  return `${publicUrl}/${locale}/newsletter/unsubscribe?${query}`;
}

/**
 * RFC 2369 / RFC 8058 headers for every newsletter e-mail: mail clients show an "Unsubscribe" button and
 * POST `List-Unsubscribe=One-Click` to the API endpoint without opening a page.
 */
export function listUnsubscribeHeaders(publicUrl: string, email: string, secret: string): Record<string, string> {
  const query = new URLSearchParams({ email, signature: unsubscribeSignature(secret, email) });
  return {
    'List-Unsubscribe': `<${publicUrl}/api/newsletter/unsubscribe/one-click?${query}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** NEWSLETTER_SECRET, or a random key generated once and kept in shop_settings (shared by every instance). */
export async function signingSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return storedSigningSecret(db, randomBytes(32).toString('base64url'));
}

/** An account deleted at its owner's request takes its newsletter subscription with it. */
export async function forgetSubscriber(db: DbOrTx, email: string): Promise<void> {
  await deleteSubscriber(db, email);
}

export type AccountNewsletterState = 'confirmed' | 'pending' | 'none';

/** The newsletter as a signed-in customer's profile shows it. */
export function accountNewsletterState(db: DbOrTx, email: string): Promise<AccountNewsletterState> {
  return subscriberState(db, email);
}

/**
 * The profile's newsletter switch (docs/product-rules.md#content). On: a verified address is subscribed at once
 * (the customer is known to own it); an unverified one gets the confirmation link, as any sign-up. Off: the
 * address is unsubscribed (the row stays as the consent's history). Answers the new state.
 */
export async function setAccountNewsletter(
  db: Db,
  input: {
    email: string;
    emailVerified: boolean;
    subscribed: boolean;
    locale: Locale;
    now: Date;
    publicUrl: string;
  },
): Promise<AccountNewsletterState> {
  const email = input.email.toLowerCase();
  if (!input.subscribed) {
    await markUnsubscribed(db, email, input.now);
    return 'none';
  }
  if (input.emailVerified) {
    await upsertConfirmedSubscriber(db, { email, locale: input.locale, source: 'account', now: input.now });
    return 'confirmed';
  }
  await subscribeToNewsletter(db, {
    email,
    source: 'account',
    locale: input.locale,
    now: input.now,
    publicUrl: input.publicUrl,
  });
  return subscriberState(db, email);
}
