import { z } from 'zod';

/** Locales the shop speaks; Polish is the default and the fallback. */
export const LOCALES = ['pl', 'en'] as const;
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;
export const DEFAULT_LOCALE: Locale = 'pl';

/** Every error the API returns has this shape (decisions D1). */
export const ErrorBody = z.object({
  message: z.string(),
  /** Stable snake_case code a client can branch on. */
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Header names of the shop's API conventions (spec §7). */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'atelier_csrf';

/** `GET /api/security/csrf`: the token pages served from the shared cache fetch before their first change. */
export const CsrfTokenResponse = z.object({ token: z.string() });
export type CsrfTokenResponse = z.infer<typeof CsrfTokenResponse>;
