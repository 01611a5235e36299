import type {
  AdminInpostShipmentInput,
  AdminOrderListResponse,
  AdminOrderResponse,
  AdminOrderStatusInput,
  AdminPaymentListResponse,
  AdminRefundInput,
  AdminWithdrawalCompleteInput,
} from '@atelier/contracts';
import { useAuthStore } from '~/features/auth/store';
import { ApiError, api, buildPath, type QueryValue } from '~/lib/api';
import { readItem, storageKeys } from '~/lib/storage';

/** The admin orders and payments API (decision 011; apps/server/src/modules/admin/admin-orders.routes.ts). */

type StatusInput = Omit<AdminOrderStatusInput, 'notify_customer'> & { notify_customer?: boolean };
type WithdrawalInput = Partial<AdminWithdrawalCompleteInput>;

export const ordersApi = {
  list: (query: Record<string, QueryValue>, signal?: AbortSignal) =>
    api.get<AdminOrderListResponse>('/api/admin/orders', { query, signal }),
  details: (id: number, signal?: AbortSignal) => api.get<AdminOrderResponse>(`/api/admin/orders/${id}`, { signal }),
  changeStatus: (id: number, input: StatusInput) =>
    api.post<AdminOrderResponse>(`/api/admin/orders/${id}/status`, input),
  /** The InPost parcel through ShipX (a demo one without ShipX), shipping the order with its number. */
  inpostShipment: (id: number, input: Partial<AdminInpostShipmentInput>) =>
    api.post<AdminOrderResponse>(`/api/admin/orders/${id}/inpost-shipment`, input),
  addNote: (id: number, body: string) => api.post<AdminOrderResponse>(`/api/admin/orders/${id}/notes`, { body }),
  completeWithdrawal: (id: number, withdrawalId: number, input: WithdrawalInput) =>
    api.post<AdminOrderResponse>(`/api/admin/orders/${id}/withdrawals/${withdrawalId}/complete`, input),
  refund: (id: number, input: AdminRefundInput) =>
    api.post<AdminOrderResponse>(`/api/admin/orders/${id}/refunds`, input),
  payments: (query: Record<string, QueryValue>, signal?: AbortSignal) =>
    api.get<AdminPaymentListResponse>('/api/admin/payments', { query, signal }),
};

/**
 * A GET the `api` client cannot make: CSV files and the packing slip are not JSON. The panel has no cookie
 * session, so the bearer token goes in the header, like every other admin call.
 */
async function authorisedGet(path: string, query: Record<string, QueryValue>, accept: string): Promise<Response> {
  const token = useAuthStore.getState().token ?? readItem(storageKeys.authToken);
  const headers: Record<string, string> = { Accept: accept, 'X-Requested-With': 'XMLHttpRequest' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const locale = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (locale) headers['Accept-Language'] = locale;
  let response: Response;
  try {
    response = await fetch(buildPath(path, query), { headers, credentials: 'include' });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error', { authenticated: Boolean(token) });
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
  throw new ApiError(response.status, body?.message ?? `Request failed with status ${response.status}`, {
    serverMessage: body?.message,
    code: body?.code,
    authenticated: Boolean(token),
  });
}

/** `attachment; filename="zamowienia-2026-11-02.csv"` → `zamowienia-2026-11-02.csv`. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header ?? '');
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed encoded name: the plain one or the fallback below.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header ?? '');
  const name = plain?.[1].trim();
  return name && !/[/\\]/.test(name) ? name : fallback;
}

/**
 * Downloads an export (`/api/admin/orders.csv`, `/api/admin/payments.csv`) with the current filters. The
 * bytes are saved untouched through a blob URL, so the UTF-8 BOM Polish Excel needs stays in the file.
 */
export async function downloadCsv(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
  /** What the file is: CSV by default; the invoice register also downloads PDF, XML and ZIP files. */
  accept = 'text/csv',
): Promise<string> {
  const response = await authorisedGet(path, query, accept);
  const blob = await response.blob();
  const name = filenameFromDisposition(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}

/** The packing slip's HTML (a self-contained A4 page without scripts) in the asked language. */
export async function fetchPackingSlip(id: number, locale: 'pl' | 'en'): Promise<string> {
  const response = await authorisedGet(`/api/admin/orders/${id}/packing-slip`, { locale }, 'text/html');
  return response.text();
}

/** The InPost label PDF of a parcel created through ShipX, opened in a new tab (staff print it from there). */
export async function openShipmentLabel(labelUrl: string): Promise<void> {
  const tab = window.open('', '_blank');
  const response = await authorisedGet(labelUrl, {}, 'application/pdf');
  const url = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}
