import type {
  AdminAttributeInput,
  AdminAttributeUpdateInput,
  AdminImageOrderInput,
  AdminProduct,
  AdminProductUpdateInput,
  AdminSizeGuide,
  AdminSizeGuideInput,
  AdminVariantInput,
  AdminVariantOrderInput,
  AdminVariantUpdateInput,
} from '@atelier/contracts';
import { useAuthStore } from '~/features/auth/store';
import { ApiError, api, readCsrfMeta } from '~/lib/api';
import { readItem, storageKeys } from '~/lib/storage';
import type { AdminAttributeItem, Saved } from '../admin-api';

/** The catalogue calls of the panel beyond admin-api.ts: versioned saves, photographs, filter values. */
export const catalogueApi = {
  /** PUT with the version the editor loaded; a newer version on the server answers 409 `product_changed`. */
  saveProduct: (id: number, input: AdminProductUpdateInput) =>
    api.put<Saved<AdminProduct>>(`/api/admin/products/${id}`, input),
  arrangePhotos: (id: number, input: AdminImageOrderInput) =>
    api.put<Saved<AdminProduct>>(`/api/admin/products/${id}/images`, input),
  removePhoto: (id: number, imageId: number) =>
    api.delete<Saved<AdminProduct>>(`/api/admin/products/${id}/images/${imageId}`),
  /** Variants (docs/product-rules.md#variants): each call answers with the whole product. */
  addVariant: (id: number, input: AdminVariantInput) =>
    api.post<Saved<AdminProduct>>(`/api/admin/products/${id}/variants`, input),
  saveVariant: (id: number, variantId: number, input: AdminVariantUpdateInput) =>
    api.put<Saved<AdminProduct>>(`/api/admin/products/${id}/variants/${variantId}`, input),
  arrangeVariants: (id: number, input: AdminVariantOrderInput) =>
    api.put<Saved<AdminProduct>>(`/api/admin/products/${id}/variants/order`, input),
  retireVariant: (id: number, variantId: number) =>
    api.delete<Saved<AdminProduct>>(`/api/admin/products/${id}/variants/${variantId}`),
  createAttribute: (input: AdminAttributeInput) => api.post<Saved<AdminAttributeItem>>('/api/admin/attributes', input),
  updateAttribute: (id: number, input: AdminAttributeUpdateInput) =>
    api.put<Saved<AdminAttributeItem>>(`/api/admin/attributes/${id}`, input),
  /** A category's size guide (docs/product-rules.md#size-guides); `data` is null while it has none. */
  sizeGuide: (categoryId: number, signal?: AbortSignal) =>
    api.get<{ data: AdminSizeGuide | null }>(`/api/admin/categories/${categoryId}/size-guide`, { signal }),
  saveSizeGuide: (categoryId: number, input: AdminSizeGuideInput) =>
    api.put<Saved<AdminSizeGuide>>(`/api/admin/categories/${categoryId}/size-guide`, input),
  removeSizeGuide: (categoryId: number) =>
    api.delete<{ data: null; message?: string }>(`/api/admin/categories/${categoryId}/size-guide`),
};

/** True for the 409 a save gets when someone else saved the product after it was loaded. */
export const isProductChanged = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === 'product_changed';

export interface UploadProgress {
  /** 0–1 of the bytes sent; 1 while the server turns the file into its variants. */
  sent: number;
}

/**
 * Sends one photograph (multipart, field `images`, with its alt texts) with upload progress, which `fetch`
 * cannot report: XMLHttpRequest with the same headers as lib/api.ts (language, CSRF token, bearer token).
 * Failures are ApiErrors like the rest of the panel's calls, so the server's message can be shown.
 */
export async function uploadPhoto(
  productId: number,
  file: File,
  alt: { pl: string; en: string },
  onProgress: (progress: UploadProgress) => void,
  /** One variant's photographs (docs/product-rules.md#variants); null for the product's own. */
  variantId: number | null = null,
): Promise<Saved<AdminProduct>> {
  const body = new FormData();
  if (variantId !== null) body.append('variant_id', String(variantId));
  body.append('alt_pl', alt.pl.trim());
  body.append('alt_en', alt.en.trim());
  body.append('images', file, file.name);
  const csrf = readCsrfMeta();
  const token = useAuthStore.getState().token ?? readItem(storageKeys.authToken);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/products/${productId}/images`);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    if (document.documentElement.lang) xhr.setRequestHeader('Accept-Language', document.documentElement.lang);
    if (csrf) xhr.setRequestHeader('X-CSRF-TOKEN', csrf);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress({ sent: event.loaded / event.total });
    };
    xhr.upload.onload = () => onProgress({ sent: 1 });
    xhr.onerror = () => reject(new ApiError(0, 'Network error', { authenticated: Boolean(token) }));
    xhr.onload = () => {
      let payload: { message?: unknown; code?: unknown; errors?: unknown } | undefined;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(payload as unknown as Saved<AdminProduct>);
        return;
      }
      const serverMessage = typeof payload?.message === 'string' && payload.message ? payload.message : undefined;
      reject(
        new ApiError(xhr.status, serverMessage ?? `Request failed with status ${xhr.status}`, {
          serverMessage,
          code: typeof payload?.code === 'string' ? payload.code : undefined,
          errors: fieldErrors(payload?.errors),
          authenticated: Boolean(token),
        }),
      );
    };
    xhr.send(body);
  });
}

function fieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string');
    if (list.length) errors[field] = list;
  }
  return Object.keys(errors).length ? errors : undefined;
}

/** The message of a refused upload: the server's words on `images`, or the panel's general one. */
export function uploadFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.fieldError('images') ?? error.serverMessage ?? fallback;
  return fallback;
}
