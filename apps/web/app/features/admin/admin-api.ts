import type {
  AdminAttribute,
  AdminCategory,
  AdminCategoryInput,
  AdminDashboardResponse,
  AdminProduct,
  AdminProductInput,
  AdminProductListResponse,
  AdminUser,
  AuditLogItem,
} from '@atelier/contracts';
import type { z } from 'zod';
import { api, type QueryValue } from '~/lib/api';

/** The admin API (`/api/admin/*`, apps/server/src/modules/admin) as the panel calls it from the browser. */

export type AdminAttributeItem = z.infer<typeof AdminAttribute>;
export type AuditLogEntry = z.infer<typeof AuditLogItem>;

interface Page {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface Saved<T> {
  data: T;
  message?: string;
}

export const adminApi = {
  dashboard: (signal?: AbortSignal) => api.get<AdminDashboardResponse>('/api/admin/dashboard', { signal }),

  products: (query: Record<string, QueryValue>, signal?: AbortSignal) =>
    api.get<AdminProductListResponse>('/api/admin/products', { query, signal }),
  product: (id: number, signal?: AbortSignal) => api.get<Saved<AdminProduct>>(`/api/admin/products/${id}`, { signal }),
  createProduct: (input: AdminProductInput) => api.post<Saved<AdminProduct>>('/api/admin/products', input),
  updateProduct: (id: number, input: AdminProductInput) =>
    api.put<Saved<AdminProduct>>(`/api/admin/products/${id}`, input),
  setStock: (id: number, stock: number) => api.put<Saved<AdminProduct>>(`/api/admin/products/${id}/stock`, { stock }),
  removeProduct: (id: number) => api.delete<{ success: boolean; message: string }>(`/api/admin/products/${id}`),

  attributes: (signal?: AbortSignal) =>
    api.get<{ data: AdminAttributeItem[]; product_kinds: string[] }>('/api/admin/attributes', { signal }),
  categories: (signal?: AbortSignal) => api.get<{ data: AdminCategory[] }>('/api/admin/categories', { signal }),
  saveCategory: (input: AdminCategoryInput, id?: number) =>
    id === undefined
      ? api.post<Saved<AdminCategory>>('/api/admin/categories', input)
      : api.put<Saved<AdminCategory>>(`/api/admin/categories/${id}`, input),

  users: (query: Record<string, QueryValue>, signal?: AbortSignal) =>
    api.get<{ data: AdminUser[]; meta: Page }>('/api/admin/users', { query, signal }),
  setRoles: (id: number, roles: string[]) => api.put<Saved<AdminUser>>(`/api/admin/users/${id}/roles`, { roles }),

  auditLog: (query: Record<string, QueryValue>, signal?: AbortSignal) =>
    api.get<{ data: AuditLogEntry[]; meta: Page }>('/api/admin/audit-log', { query, signal }),
};
