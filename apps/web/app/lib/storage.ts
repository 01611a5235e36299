/**
 * Local storage that is safe to call anywhere: on the server (no window) and in browsers where storage
 * throws (private mode, full quota) it reads as empty and ignores writes.
 */
export const storageKeys = {
  authToken: 'auth_token',
  authUser: 'auth_user',
  cart: 'cart_items',
  wishlist: 'wishlist_items',
  locale: 'locale',
} as const;

function area(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return area()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    const storage = area();
    if (!storage) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // A full or disabled storage must not break the page; the state simply is not remembered.
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeItem(key, value === null ? null : JSON.stringify(value));
}
