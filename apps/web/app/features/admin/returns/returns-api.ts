import type { AdminReturnInspectInput, AdminReturnListResponse, AdminReturnResponse } from '@atelier/contracts';
import { api, type QueryValue } from '~/lib/api';

/** The admin returns API (apps/server/src/modules/admin/admin-returns.routes.ts; area `orders`). */
export const returnsApi = {
  list: (query: Record<string, QueryValue>, signal?: AbortSignal) =>
    api.get<AdminReturnListResponse>('/api/admin/returns', { query, signal }),
  details: (id: number, signal?: AbortSignal) => api.get<AdminReturnResponse>(`/api/admin/returns/${id}`, { signal }),
  receive: (id: number) => api.post<AdminReturnResponse>(`/api/admin/returns/${id}/receive`),
  inspect: (id: number, input: AdminReturnInspectInput) =>
    api.post<AdminReturnResponse>(`/api/admin/returns/${id}/inspect`, input),
  settle: (id: number) => api.post<AdminReturnResponse>(`/api/admin/returns/${id}/settle`),
};
