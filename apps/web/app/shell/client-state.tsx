import { useEffect } from 'react';
import { type User, useAuthStore } from '../features/auth/store';
import { SESSION_CHECK_DELAY_MS } from '../features/auth/timing';
import { useCartStore } from '../features/cart/store';
import { handleApiError } from '../features/notifications/api-error-handler';
import { useWishlistStore } from '../features/wishlist/store';
import type { Locale } from '../i18n/locale';
import { localeCookie } from '../i18n/locale';
import { api } from '../lib/api';
import { isSessionExpired } from '../lib/api-errors';
import { storageKeys, writeItem } from '../lib/storage';

/**
 * Browser-only state: reads local storage once after hydration (so the server's HTML and the first
 * client render agree), follows changes made in other tabs, checks a stored session with the API and
 * remembers the route's language for the server's redirects.
 */
export function ClientState({ locale }: { locale: Locale }) {
  useEffect(() => {
    writeItem(storageKeys.locale, locale);
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every supported browser
    document.cookie = localeCookie(locale);
  }, [locale]);

  useEffect(() => {
    useAuthStore.getState().hydrate();
    useCartStore.getState().hydrate();
    useWishlistStore.getState().hydrate();

    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKeys.authToken || event.key === storageKeys.authUser) {
        useAuthStore.getState().hydrate();
      }
      if (event.key === null || event.key === storageKeys.cart) useCartStore.getState().hydrate();
      if (event.key === null || event.key === storageKeys.wishlist) useWishlistStore.getState().hydrate();
    };
    window.addEventListener('storage', onStorage);

    const timer = useAuthStore.getState().token ? setTimeout(checkSession, SESSION_CHECK_DELAY_MS) : undefined;
    return () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
    };
  }, []);

  return null;
}

/**
 * docs/product-rules.md#orders/docs/product-rules.md#errors: the stored token is checked with GET /api/auth/me. A refused token ends the session: the
 * local data is cleared and, after the "session expired" message, the login page opens (returning here).
 * An unreachable or failing server must not log anyone out, so other failures leave the session alone.
 */
async function checkSession() {
  try {
    const response = await api.get<{ data?: User }>('/api/auth/me');
    if (response?.data) useAuthStore.getState().setUser(response.data);
  } catch (error) {
    if (isSessionExpired(error)) handleApiError(error);
  }
}
