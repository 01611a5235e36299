import type { Cart, CartAddBody, CartChangeResponse, CartResponse } from '@atelier/contracts';
import { api } from '~/lib/api';

/*
 * The cart calls of docs/product-rules.md#api-contract. Guests are told apart by the httpOnly cart cookie (with the CSRF header the
 * client adds), customers by their bearer token; every change answers with the whole cart (docs/product-rules.md#carts).
 */

export type CartAddInput = Pick<CartAddBody, 'product_id' | 'quantity'> & {
  variant_id?: number | null;
  size?: string | null;
  color_id?: string | number | null;
};

export const cartApi = {
  view: () => api.get<CartResponse>('/api/cart').then((response) => response.data),
  add: (body: CartAddInput) => api.post<CartChangeResponse>('/api/cart/add', body),
  setQuantity: (lineId: number, quantity: number) => api.put<CartChangeResponse>(`/api/cart/${lineId}`, { quantity }),
  remove: (lineId: number) => api.delete<CartChangeResponse>(`/api/cart/${lineId}`),
  clear: () => api.delete<CartChangeResponse>('/api/cart/clear'),
  applyCode: (code: string) => api.post<CartChangeResponse>('/api/cart/promo-codes/apply', { code }),
  removeCode: () => api.post<CartChangeResponse>('/api/cart/promo-codes/remove'),
  forceRemoveCode: () => api.post<CartChangeResponse>('/api/cart/promo-codes/force-remove'),
  applyGiftCard: (code: string) => api.post<CartChangeResponse>('/api/cart/gift-cards/apply', { code }),
  /** By the last four characters the cart shows. */
  removeGiftCard: (last4: string) => api.post<CartChangeResponse>('/api/cart/gift-cards/remove', { code: last4 }),
};

export type { Cart };
