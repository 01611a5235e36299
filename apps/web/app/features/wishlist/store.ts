import type { WishlistChangeResponse, WishlistResponse, WishlistToggleResponse } from '@atelier/contracts';
import { create } from 'zustand';
import { translator } from '~/i18n/i18n';
import { toLocale } from '~/i18n/locale';
import { ApiError, api } from '~/lib/api';
import { isSessionExpired } from '~/lib/api-errors';
import { readJson, storageKeys, writeJson } from '~/lib/storage';
import { useAuthStore } from '../auth/store';
import { handleApiError } from '../notifications/api-error-handler';
import { notify } from '../notifications/store';
import { entryOf, isWishlistEntry, mergeIdsOf, type WishlistEntry, type WishlistProduct } from './snapshot';

export type { WishlistEntry, WishlistProduct } from './snapshot';

interface WishlistState {
  items: WishlistEntry[];
  /** False until local storage has been read in the browser. */
  hydrated: boolean;
  /** Product ids whose toggle is on its way to the server. */
  busy: number[];
  setItems: (items: WishlistEntry[]) => void;
  /** Adds or removes a product in the local list; returns true when it is now saved. */
  toggleLocal: (product: WishlistProduct) => boolean;
  /** Forgets this browser's copy (logout, an ended session). */
  clear: () => void;
  hydrate: () => void;
  /** A customer's list from the server; a guest's stays the local one. */
  load: () => Promise<void>;
  /** Saves or unsaves a product (docs/product-rules.md#orders): on the server for customers, locally for guests. */
  toggle: (product: WishlistProduct) => Promise<boolean>;
  clearAll: () => Promise<boolean>;
  /** After logging in: the guest's local list joins the account's, then the account's list is shown. */
  mergeAfterLogin: () => Promise<void>;
}

function t() {
  return translator(toLocale(typeof document === 'undefined' ? null : document.documentElement.lang));
}

const loggedIn = () => useAuthStore.getState().token !== null;

function isList(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

const isSaved = (items: readonly WishlistEntry[], productId: number) =>
  items.some((item) => item.product_id === productId);

/** The message of a refused wishlist call: the server's own, else the action's default (docs/product-rules.md#errors). */
function refusal(error: unknown, fallback: string): string {
  if (isSessionExpired(error)) {
    handleApiError(error);
    return t()('errors.unauthorized');
  }
  if (error instanceof ApiError) {
    if (error.status === 0) return t()('errors.network');
    if (error.status === 429) return t()('errors.tooManyRequests');
    if (error.status >= 500) return t()('errors.server');
    return error.serverMessage ?? fallback;
  }
  return fallback;
}

export const useWishlistStore = create<WishlistState>()((set, get) => ({
  items: [],
  hydrated: false,
  busy: [],

  setItems(items) {
    writeJson(storageKeys.wishlist, items);
    set({ items });
  },

  toggleLocal(product) {
    const { items } = get();
    const saved = isSaved(items, product.id);
    const next = saved
      ? items.filter((item) => item.product_id !== product.id)
      : [{ id: `local-${product.id}`, product_id: product.id, product, added_at: new Date().toISOString() }, ...items];
    get().setItems(next);
    return !saved;
  },

  clear() {
    get().setItems([]);
  },

  hydrate() {
    const stored = readJson(storageKeys.wishlist, isList) ?? [];
    set({ items: stored.filter(isWishlistEntry), hydrated: true });
  },

  async load() {
    if (!get().hydrated) get().hydrate();
    if (!loggedIn()) return;
    try {
      const response = await api.get<WishlistResponse>('/api/user/wishlist');
      get().setItems(response.data.map(entryOf));
    } catch {
      // The stored copy stays on screen. A refused token is reported by the start-up session check, whose
      // logout then clears this copy.
    }
  },

  async toggle(product) {
    if (get().busy.includes(product.id)) return isSaved(get().items, product.id);
    // The heart answers at once; the server's list replaces this guess when it arrives.
    const nowSaved = get().toggleLocal(product);
    if (!loggedIn()) {
      notify(t()(nowSaved ? 'wishlist.added' : 'wishlist.removed'), 'success');
      return nowSaved;
    }
    set((state) => ({ busy: [...state.busy, product.id] }));
    try {
      const response = await api.post<WishlistToggleResponse>('/api/user/wishlist/toggle', { product_id: product.id });
      get().setItems(response.data.map(entryOf));
      notify(response.message || t()(response.in_wishlist ? 'wishlist.added' : 'wishlist.removed'), 'success');
      return response.in_wishlist;
    } catch (error) {
      // docs/product-rules.md#orders: when the server cannot take the toggle, the local change stands.
      if (error instanceof ApiError && error.status === 0) {
        notify(t()('wishlist.savedLocally'), 'warning');
        return nowSaved;
      }
      get().toggleLocal(product);
      notify(refusal(error, t()(nowSaved ? 'wishlist.addFailed' : 'wishlist.removeFailed')), 'error');
      return !nowSaved;
    } finally {
      set((state) => ({ busy: state.busy.filter((id) => id !== product.id) }));
    }
  },

  async clearAll() {
    if (!loggedIn()) {
      get().clear();
      notify(t()('wishlist.cleared'), 'success');
      return true;
    }
    try {
      const response = await api.delete<WishlistChangeResponse>('/api/user/wishlist/clear');
      get().setItems(response.data.map(entryOf));
      notify(response.message || t()('wishlist.cleared'), 'success');
      return true;
    } catch (error) {
      notify(refusal(error, t()('wishlist.clearFailed')), 'error');
      return false;
    }
  },

  async mergeAfterLogin() {
    if (!get().hydrated) get().hydrate();
    const productIds = mergeIdsOf(get().items);
    if (productIds.length === 0) return get().load();
    try {
      const response = await api.post<WishlistChangeResponse>('/api/user/wishlist/merge', { product_ids: productIds });
      get().setItems(response.data.map(entryOf));
    } catch {
      // The guest's entries stay in the local copy, so nothing saved is lost; the next toggle or page load
      // shows the account's list again.
    }
  },
}));

export const useWishlistCount = () => useWishlistStore((state) => state.items.length);
export const useIsInWishlist = (productId: number) =>
  useWishlistStore((state) => state.items.some((item) => item.product_id === productId));
