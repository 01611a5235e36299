import { api } from '~/lib/api';
import { useCartStore } from '../cart/store';
import { useWishlistStore } from '../wishlist/store';
import { type User, useAuthStore } from './store';

/** What login and registration answer (docs/product-rules.md#api-contract: data.user, data.token). */
export interface AuthPayload {
  data: { user: User; token: string };
  message?: string;
}

export interface UserPayload {
  data: User;
  message?: string;
}

export interface MessagePayload {
  message?: string;
}

export async function logIn(email: string, password: string): Promise<AuthPayload> {
  const response = await api.post<AuthPayload>('/api/auth/login', { email, password }, { anonymous: true });
  useAuthStore.getState().setSession(response.data.user, response.data.token);
  return response;
}

export interface RegisterInput {
  phone: string;
  email: string;
  password: string;
  newsletter: boolean;
}

export async function register(input: RegisterInput): Promise<AuthPayload> {
  const response = await api.post<AuthPayload>('/api/auth/register', input, { anonymous: true });
  useAuthStore.getState().setSession(response.data.user, response.data.token);
  return response;
}

/** Forgets everything this browser keeps about the account: the session and the local cart and wishlist copies. */
export function clearLocalAccountData(): void {
  useAuthStore.getState().clear();
  useCartStore.getState().clear();
  useWishlistStore.getState().clear();
}

/**
 * docs/product-rules.md#orders: logout clears the local data even when the server call fails (offline, token already gone). The
 * token is revoked on the server when it can be; a refusal is not reported to the person.
 */
export async function logOut(): Promise<void> {
  try {
    await api.post<MessagePayload>('/api/auth/logout');
  } catch {
    // Ignored on purpose (docs/product-rules.md#api-contract: "ignored on failure").
  } finally {
    clearLocalAccountData();
  }
}
