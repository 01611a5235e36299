import type { AdminGiftCard, AdminGiftCardIssueInput, AdminGiftCardListResponse } from '@atelier/contracts';
import { api } from '~/lib/api';

/** The admin gift-card calls (docs/api.md#gift-cards). */
export const giftCardsAdminApi = {
  list: (query: { page: number; per_page: number; last4?: string }, signal?: AbortSignal) => {
    const params = new URLSearchParams({ page: String(query.page), per_page: String(query.per_page) });
    if (query.last4) params.set('last4', query.last4);
    return api.get<AdminGiftCardListResponse>(`/api/admin/gift-cards?${params}`, { signal });
  },
  issue: (body: Omit<AdminGiftCardIssueInput, 'lang'> & { lang: 'pl' | 'en' }) =>
    api.post<{ data: AdminGiftCard; message: string }>('/api/admin/gift-cards', body),
  block: (id: number) => api.post<{ data: AdminGiftCard; message: string }>(`/api/admin/gift-cards/${id}/block`),
};
