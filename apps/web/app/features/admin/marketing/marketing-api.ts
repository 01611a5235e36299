import type {
  AdminContactMessage,
  AdminCoupon,
  AdminCouponInput,
  AdminDeliveryMethod,
  AdminDeliverySettings,
  AdminReview,
  AdminSubscriber,
} from '@atelier/contracts';
import type { z } from 'zod';
import { useAuthStore } from '~/features/auth/store';
import { ApiError, api, type QueryValue } from '~/lib/api';
import { readItem, storageKeys } from '~/lib/storage';
import type { DeliveryMethodInput } from './delivery-form';
import { attachmentName } from './inbox';

/**
 * The admin API of promo codes and delivery (area `marketing`), review moderation (`content`) and the
 * inbox (`inbox`) — apps/server/src/modules/admin/admin-marketing*.ts, admin-reviews.ts, admin-inbox*.ts.
 */

export type AdminReviewItem = z.infer<typeof AdminReview>;

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
interface Saved<T> {
  data: T;
  message?: string;
}
interface Done {
  success: boolean;
  message: string;
}

export type ReviewStatus = 'pending' | 'approved' | 'all';
export type MessageStatus = 'open' | 'handled' | 'all';
export type SubscriberStatus = AdminSubscriber['status'] | 'all';

export const marketingApi = {
  coupons: (signal?: AbortSignal) => api.get<{ data: AdminCoupon[] }>('/api/admin/coupons', { signal }),
  saveCoupon: (input: AdminCouponInput, id?: number) =>
    id === undefined
      ? api.post<Saved<AdminCoupon>>('/api/admin/coupons', input)
      : api.put<Saved<AdminCoupon>>(`/api/admin/coupons/${id}`, input),
  /** Deletes a code nobody used; a used one is switched off instead (the message says which). */
  removeCoupon: (id: number) => api.delete<Done>(`/api/admin/coupons/${id}`),

  deliveryMethods: (signal?: AbortSignal) =>
    api.get<{ data: AdminDeliveryMethod[] }>('/api/admin/delivery-methods', { signal }),
  saveDeliveryMethod: (code: string, input: DeliveryMethodInput) =>
    api.put<Saved<AdminDeliveryMethod>>(`/api/admin/delivery-methods/${encodeURIComponent(code)}`, input),
  deliverySettings: (signal?: AbortSignal) =>
    api.get<Saved<AdminDeliverySettings>>('/api/admin/delivery-settings', { signal }),
  saveDeliverySettings: (input: AdminDeliverySettings) =>
    api.put<Saved<AdminDeliverySettings>>('/api/admin/delivery-settings', input),

  reviews: (query: Record<string, QueryValue>, signal?: AbortSignal) =>
    api.get<{ data: AdminReviewItem[]; meta: PageMeta }>('/api/admin/reviews', { query, signal }),
  setReviewApproved: (id: number, approved: boolean) =>
    api.put<Done>(`/api/admin/reviews/${id}/approval`, { approved }),
  removeReview: (id: number) => api.delete<Done>(`/api/admin/reviews/${id}`),

  contactMessages: (query: Record<string, QueryValue>, signal?: AbortSignal) =>
    api.get<{ data: AdminContactMessage[]; meta: PageMeta & { open: number } }>('/api/admin/contact-messages', {
      query,
      signal,
    }),
  markMessage: (id: number, handled: boolean) =>
    api.post<{ data: AdminContactMessage; message: string }>(`/api/admin/contact-messages/${id}/handled`, { handled }),

  subscribers: (query: Record<string, QueryValue>, signal?: AbortSignal) =>
    api.get<{ data: AdminSubscriber[]; meta: PageMeta }>('/api/admin/newsletter-subscribers', { query, signal }),
  unsubscribe: (id: number) =>
    api.post<{ data: AdminSubscriber; message: string }>(`/api/admin/newsletter-subscribers/${id}/unsubscribe`),
};

/**
 * Downloads the confirmed subscribers as CSV. The panel signs in with a bearer token, not a cookie, so a
 * plain link would be refused: the file is fetched with the token and handed to the browser as a blob.
 */
export async function downloadSubscribersCsv(fallbackName: string): Promise<void> {
  const token = useAuthStore.getState().token ?? readItem(storageKeys.authToken);
  const headers: Record<string, string> = { Accept: 'text/csv', 'X-Requested-With': 'XMLHttpRequest' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const locale = document.documentElement.lang;
  if (locale) headers['Accept-Language'] = locale;
  let response: Response;
  try {
    response = await fetch('/api/admin/newsletter-subscribers.csv', { headers, credentials: 'include' });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error', { authenticated: Boolean(token) });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(response.status, body?.message ?? `Request failed with status ${response.status}`, {
      serverMessage: body?.message,
      code: body?.code,
      authenticated: Boolean(token),
    });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
