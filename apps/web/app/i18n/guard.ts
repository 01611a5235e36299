import { redirect } from 'react-router';
import { resolveLocaleRedirect } from './locale';

/** Throws the redirect for a request whose path lacks a valid locale (`/products`, `/de/cart`). */
export function guardLocale(request: Request): void {
  const url = new URL(request.url);
  const target = resolveLocaleRedirect(url.pathname, url.search, request.headers.get('cookie'));
  if (target) throw redirect(target);
}
