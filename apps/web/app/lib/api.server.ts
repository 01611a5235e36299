import type { AppLoadContext } from 'react-router';
import type { Locale } from '../i18n/locale';
import { type ApiClient, createApiClient, type Fetcher } from './api';

/**
 * What the API learns of the visitor: their cookies and bearer token, and where the browser says the request
 * came from (Fetch Metadata and Origin), so a form posted to a page's action from another site is refused by
 * the API's cross-site check (decision 002) as the same post to the API would be.
 */
const FORWARDED_HEADERS = ['cookie', 'authorization', 'user-agent', 'sec-fetch-site', 'origin'] as const;

function apiFetcher(context: AppLoadContext): Fetcher {
  if (context.apiFetch) return context.apiFetch;
  const base = process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001';
  return (path, init) => fetch(`${base}${path}`, init);
}

/**
 * The API client for loaders and actions: in production an in-process call (context.apiFetch), in
 * development HTTP to API_INTERNAL_URL. The visitor's headers above are forwarded so guest carts and the
 * cross-site check see the same visitor the browser would.
 */
export function serverApi(context: AppLoadContext, request: Request, locale: Locale): ApiClient {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) forwarded[name] = value;
  }
  return createApiClient({
    fetcher: apiFetcher(context),
    locale: () => locale,
    headers: () => forwarded,
  });
}
