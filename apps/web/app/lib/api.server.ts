import type { AppLoadContext } from 'react-router';
import { type Locale, readCookie } from '../i18n/locale';
import { type ApiClient, createApiClient, type Fetcher } from './api';
import { CSRF_COOKIE } from './csrf.server';

const FORWARDED_HEADERS = ['cookie', 'authorization', 'user-agent'] as const;

function apiFetcher(context: AppLoadContext): Fetcher {
  if (context.apiFetch) return context.apiFetch;
  const base = process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001';
  return (path, init) => fetch(`${base}${path}`, init);
}

/**
 * The API client for loaders and actions: in production an in-process call (context.apiFetch), in
 * development HTTP to API_INTERNAL_URL. The visitor's cookies are forwarded so guest carts and the
 * CSRF check see the same visitor the browser would.
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
    csrfToken: () => readCookie(request.headers.get('cookie'), CSRF_COOKIE),
    headers: () => forwarded,
  });
}
