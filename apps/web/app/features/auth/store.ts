import { create } from 'zustand';
import { registerSessionToken } from '~/lib/api';
import { readItem, readJson, storageKeys, writeItem, writeJson } from '~/lib/storage';

export interface UserRole {
  name: string;
}

/** The user as the API shows it (contracts AuthUser); fields beyond the first version's are optional here. */
export interface User {
  id: number | string;
  name: string;
  email: string;
  phone?: string | null;
  date_of_birth?: string | null;
  representative_consent?: boolean;
  locale?: string;
  newsletter_consent_at?: string | null;
  email_verified_at?: string | null;
  /** False for accounts created through Google or Facebook until a password is set. */
  has_password?: boolean;
  roles: UserRole[];
  created_at?: string;
}

/** Roles that see the admin-panel link (docs/product-rules.md#staff). */
export const STAFF_ROLES = ['super_admin', 'manager', 'accountant'] as const;

export function isStaff(user: Pick<User, 'roles'> | null | undefined): boolean {
  return Boolean(user?.roles?.some((role) => (STAFF_ROLES as readonly string[]).includes(role.name)));
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<User>;
  return (
    (typeof candidate.id === 'number' || typeof candidate.id === 'string') &&
    typeof candidate.email === 'string' &&
    (candidate.roles === undefined || Array.isArray(candidate.roles))
  );
}

interface AuthState {
  user: User | null;
  token: string | null;
  /** False until local storage has been read in the browser; the server render is always logged out. */
  hydrated: boolean;
  setSession: (user: User, token: string) => void;
  setUser: (user: User) => void;
  /** Forgets the user and token everywhere (logout, expired session, failed profile check). */
  clear: () => void;
  hydrate: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  token: null,
  hydrated: false,

  setSession(user, token) {
    const normalised = { ...user, roles: user.roles ?? [] };
    writeItem(storageKeys.authToken, token);
    writeJson(storageKeys.authUser, normalised);
    set({ user: normalised, token });
  },

  setUser(user) {
    const normalised = { ...user, roles: user.roles ?? [] };
    writeJson(storageKeys.authUser, normalised);
    set({ user: normalised });
  },

  clear() {
    writeItem(storageKeys.authToken, null);
    writeItem(storageKeys.authUser, null);
    set({ user: null, token: null });
  },

  hydrate() {
    const token = readItem(storageKeys.authToken);
    const user = readJson(storageKeys.authUser, isUser);
    // A token without its user (or the reverse) is a half-finished session; treat it as logged out.
    if (token && user) set({ token, user: { ...user, roles: user.roles ?? [] }, hydrated: true });
    else set({ token: null, user: null, hydrated: true });
  },
}));

export const useIsLoggedIn = () => useAuthStore((state) => state.user !== null && state.token !== null);
export const useIsStaff = () => useAuthStore((state) => isStaff(state.user));

// Every browser request after login carries this session's bearer token.
registerSessionToken(() => useAuthStore.getState().token);
