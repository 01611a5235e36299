import { useEffect } from 'react';
import { useAuthStore } from '../auth/store';
import { useCartStore } from './store';

/**
 * Keeps the cart in step with the server (docs/product-rules.md#orders): loaded at start once the session is known, again
 * after logging in (the server has merged the guest cart into the customer's) or out, and when the
 * browser comes back online (lines added offline are then sent). Mounted once, by the header.
 */
export function useCartSync(): void {
  const authReady = useAuthStore((state) => state.hydrated);

  useEffect(() => {
    if (!authReady) return;
    void useCartStore.getState().load();

    const unsubscribe = useAuthStore.subscribe((state, previous) => {
      if (previous.hydrated && state.token !== previous.token) void useCartStore.getState().load();
    });
    const onOnline = () => void useCartStore.getState().load();
    window.addEventListener('online', onOnline);
    return () => {
      unsubscribe();
      window.removeEventListener('online', onOnline);
    };
  }, [authReady]);
}
