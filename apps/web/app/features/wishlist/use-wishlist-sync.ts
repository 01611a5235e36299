import { useEffect } from 'react';
import { useAuthStore } from '../auth/store';
import { useWishlistStore } from './store';

/**
 * A customer's wishlist comes from the server once the session is known. Logging in (form, registration
 * or social sign-in alike, since all of them set the session) merges the guest's local list into the
 * account (docs/product-rules.md#carts); logging out or an ended session forgets the account's copy on this device.
 */
export function useWishlistSync(): void {
  const authReady = useAuthStore((state) => state.hydrated);

  useEffect(() => {
    if (!authReady) return;
    void useWishlistStore.getState().load();
    return useAuthStore.subscribe((state, previous) => {
      if (!previous.hydrated || state.token === previous.token) return;
      if (state.token && !previous.token) void useWishlistStore.getState().mergeAfterLogin();
      else if (!state.token) useWishlistStore.getState().clear();
      else void useWishlistStore.getState().load();
    });
  }, [authReady]);
}
