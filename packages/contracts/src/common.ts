import { z } from 'zod';
import { ID_MAX } from './browser-rules';

/** Locales the shop speaks; Polish is the default and the fallback. */
export const LOCALES = ['pl', 'en'] as const;
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;
export const DEFAULT_LOCALE: Locale = 'pl';

/** Every error the API returns has this shape (docs/product-rules.md#api-contract). */
export const ErrorBody = z.object({
  message: z.string(),
  /** Stable snake_case code a client can branch on. */
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Header names of the shop's API conventions (docs/product-rules.md#api-contract). */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'atelier_csrf';

/** `GET /api/security/csrf`: the token pages served from the shared cache fetch before their first change. */
export const CsrfTokenResponse = z.object({ token: z.string() });
export type CsrfTokenResponse = z.infer<typeof CsrfTokenResponse>;

/**
 * Values PostgreSQL and the shop can hold, shared by every route's schema so a value past them is a 422 with a
 * message rather than a database error (docs/decisions/016-odd-input-is-refused-at-the-edge.md).
 */
// The largest value of PostgreSQL's `integer` lives in browser-rules.ts: list pages check ids with it too.
export { ID_MAX } from './browser-rules';
/** A row id in a JSON body. */
export const Id = z.number().int().min(1).max(ID_MAX);
/** A row id in a path or query (text that must read as one). */
export const IdParam = z.coerce.number().int().min(1).max(ID_MAX);

/** The shop's calendar: orders, coupons, posts and reports fall in these years, and JavaScript and PostgreSQL agree on them. */
export const SHOP_YEARS = { from: 2000, to: 2100 } as const;
const inShopYears = (isoText: string) => {
  const year = Number(isoText.slice(0, 4));
  return year >= SHOP_YEARS.from && year <= SHOP_YEARS.to;
};
/** A calendar day (YYYY-MM-DD, a real day) in the shop's years; the message is an i18n key of the API. */
export const ShopDay = z.iso.date().refine(inShopYears, 'validation.date_range');
/** A moment with its offset, in the shop's years. */
export const ShopDateTime = z.iso.datetime({ offset: true }).refine(inShopYears, 'validation.date_range');
/** `/…/:id` of any route. */
export const IdParams = z.object({ id: IdParam });
