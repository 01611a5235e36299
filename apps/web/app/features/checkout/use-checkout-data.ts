import type {
  Cart,
  CartChangeResponse,
  CartResponse,
  DeliveryMethod,
  DeliveryMethodsResponse,
} from '@atelier/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '~/lib/api';
import { useAuthStore } from '../auth/store';

export type CheckoutData =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; cart: Cart; methods: DeliveryMethod[]; freeShippingThreshold: number };

/**
 * The server's cart and the delivery methods, read in the browser once the session is known (a
 * customer's cart needs the bearer token; a guest's is named by its cookie). Choosing a method or a
 * locker is saved in the cart (POST /api/cart/select-shipping), whose answer carries the new totals.
 */
export function useCheckoutData() {
  const hydrated = useAuthStore((state) => state.hydrated);
  const token = useAuthStore((state) => state.token);
  const [data, setData] = useState<CheckoutData>({ status: 'loading' });
  const generation = useRef(0);

  const load = useCallback(async () => {
    const current = ++generation.current;
    setData((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    try {
      const [cart, methods] = await Promise.all([
        api.get<CartResponse>('/api/cart'),
        api.get<DeliveryMethodsResponse>('/api/shipping/methods'),
      ]);
      if (current !== generation.current) return;
      setData({
        status: 'ready',
        cart: cart.data,
        methods: methods.data,
        freeShippingThreshold: methods.free_shipping_threshold,
      });
    } catch {
      if (current === generation.current) setData({ status: 'failed' });
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session (log in or out in another tab) means another cart
  useEffect(() => {
    if (hydrated) void load();
  }, [hydrated, token, load]);

  /** Saves the delivery choice in the cart; a refusal is ignored (docs/product-rules.md#api-contract), placement re-checks it anyway. */
  const selectShipping = useCallback(async (methodCode: string, pointId: string | null) => {
    try {
      const response = await api.post<CartChangeResponse>('/api/cart/select-shipping', {
        method_code: methodCode,
        inpost_point: pointId,
      });
      setData((previous) => (previous.status === 'ready' ? { ...previous, cart: response.data } : previous));
    } catch {
      // The summary keeps its figures; a changed price is answered with 409 when the order is placed.
    }
  }, []);

  /**
   * Tells a guest's cart the e-mail typed at checkout (POST /api/cart/checkout-email): the cart checks the promo
   * code for that customer and answers the new totals, shown at once. Answers the server's reply, or null when
   * it could not be asked (the placement checks everything again anyway).
   */
  const tellEmail = useCallback(async (email: string): Promise<CartChangeResponse | null> => {
    try {
      const response = await api.post<CartChangeResponse>('/api/cart/checkout-email', { email });
      setData((previous) => (previous.status === 'ready' ? { ...previous, cart: response.data } : previous));
      return response;
    } catch {
      return null;
    }
  }, []);

  return { data, reload: load, selectShipping, tellEmail, sessionKnown: hydrated };
}
