import { create } from 'zustand';
import { readJson, storageKeys, writeJson } from '../../lib/storage';

export interface WishlistProduct {
  id: number | string;
  name: string;
  slug?: string | null;
  image?: string | null;
  price?: number | null;
}

export interface WishlistEntry {
  id: number | string;
  product_id: number | string;
  product?: WishlistProduct;
  added_at: string;
}

function isEntry(value: unknown): value is WishlistEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<WishlistEntry>;
  return entry.id !== undefined && entry.product_id !== undefined;
}

function isList(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

interface WishlistState {
  items: WishlistEntry[];
  hydrated: boolean;
  setItems: (items: WishlistEntry[]) => void;
  /** Adds or removes a product in the visitor's local list; returns true when it is now saved. */
  toggleLocal: (product: WishlistProduct) => boolean;
  clear: () => void;
  hydrate: () => void;
}

export const useWishlistStore = create<WishlistState>()((set, get) => ({
  items: [],
  hydrated: false,

  setItems(items) {
    writeJson(storageKeys.wishlist, items);
    set({ items });
  },

  toggleLocal(product) {
    const { items } = get();
    const saved = items.some((item) => String(item.product_id) === String(product.id));
    const next = saved
      ? items.filter((item) => String(item.product_id) !== String(product.id))
      : [...items, { id: `local-${product.id}`, product_id: product.id, product, added_at: new Date().toISOString() }];
    get().setItems(next);
    return !saved;
  },

  clear() {
    get().setItems([]);
  },

  hydrate() {
    const stored = readJson(storageKeys.wishlist, isList) ?? [];
    set({ items: stored.filter(isEntry), hydrated: true });
  },
}));

export const useWishlistCount = () => useWishlistStore((state) => state.items.length);
export const useIsInWishlist = (productId: number | string) =>
  useWishlistStore((state) => state.items.some((item) => String(item.product_id) === String(productId)));
