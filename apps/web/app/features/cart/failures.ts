import type { TFunction } from 'i18next';
import { ApiError } from '~/lib/api';

/**
 * The server could not be reached: no answer at all, or a gateway in front of it that cannot reach it.
 * Only then does the cart fall back to its local copy (docs/product-rules.md#orders); a refusal is an answer and is shown.
 */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504)
  );
}

/**
 * The message of a failed cart or wishlist call for its toast and inline error (docs/product-rules.md#errors): a 422 joins the
 * field messages, else the server's own message; the global catalogue's wording for the network, rate
 * limits and server errors; the action's default ("Failed to add item to cart") when the server gave none.
 */
export function failureMessage(error: unknown, fallback: string, t: TFunction): string {
  if (!(error instanceof ApiError)) return fallback;
  if (isUnreachable(error)) return t('errors.network');
  if (error.status === 429) return t('errors.tooManyRequests');
  if (error.status >= 500) return t('errors.server');
  if (error.status === 401 && error.authenticated) return t('errors.unauthorized');
  if (error.status === 422) {
    const joined = Object.values(error.errors ?? {})
      .flat()
      .map((message) => message.trim())
      .filter(Boolean);
    // The server repeats a single field's message as its own; show it once.
    const unique = [...new Set(joined)];
    if (unique.length > 0) return unique.join(' ');
  }
  return error.serverMessage ?? fallback;
}
