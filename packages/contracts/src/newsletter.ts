import { z } from 'zod';

/**
 * Newsletter with double opt-in (docs/product-rules.md#api-contract, #accounts, #emails). `POST /api/newsletter/subscribe` (also the older
 * `POST /api/newsletter`) answers the same for a new, pending or confirmed address and e-mails a link to
 * the web page `/{locale}/newsletter/confirm?token=…`, which calls `GET /api/newsletter/confirm?token=`.
 * Every newsletter e-mail carries a signed one-click link to `/{locale}/newsletter/unsubscribe?email=…&signature=…`
 * (the page calls `POST /api/newsletter/unsubscribe` with both) and RFC 8058 `List-Unsubscribe` headers
 * pointing at the same API endpoint with the values in the query.
 */

export const NewsletterSubscribeBody = z
  .object({
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    source: z.enum(['footer', 'register', 'checkout']).optional(),
  })
  .strict();
export type NewsletterSubscribeBody = z.infer<typeof NewsletterSubscribeBody>;

export const NewsletterSubscribeResponse = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponse>;

/** Hours a confirmation link stays valid. */
export const NEWSLETTER_CONFIRM_TTL_HOURS = 72;

export const NewsletterConfirmQuery = z.object({
  token: z.string().trim().min(1).max(200),
  locale: z.enum(['pl', 'en']).optional(),
});
export type NewsletterConfirmQuery = z.infer<typeof NewsletterConfirmQuery>;
/** 200 on success (also when the address was confirmed before); 404 `newsletter_token_invalid` otherwise. */
export const NewsletterConfirmResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
});
export type NewsletterConfirmResponse = z.infer<typeof NewsletterConfirmResponse>;

export const NewsletterUnsubscribeBody = z
  .object({
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    /** HMAC from the e-mail's link; 403 `newsletter_signature_invalid` when it does not match. */
    signature: z.string().trim().min(1).max(200),
  })
  .strict();
export type NewsletterUnsubscribeBody = z.infer<typeof NewsletterUnsubscribeBody>;
/** Same answer whether or not the address was on the list (once the signature is right). */
export const NewsletterUnsubscribeResponse = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterUnsubscribeResponse = z.infer<typeof NewsletterUnsubscribeResponse>;

/** GET/PUT /api/newsletter/me: the signed-in customer's subscription, as the profile's switch shows it. */
export const AccountNewsletterBody = z.object({ subscribed: z.boolean() }).strict();
export const AccountNewsletterResponse = z.object({
  /** 'pending' waits for the confirmation link (an address not verified yet). */
  data: z.object({ state: z.enum(['confirmed', 'pending', 'none']) }),
  message: z.string().optional(),
});
export type AccountNewsletterResponse = z.infer<typeof AccountNewsletterResponse>;
