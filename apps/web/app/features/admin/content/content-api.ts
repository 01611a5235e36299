import type {
  AdminBanner,
  AdminBannerFields,
  AdminBlogPost,
  AdminBlogPostFields,
  AdminBlogPostListResponse,
  AdminBlogTagInput,
  AdminBlogTaxonomyItem,
  AdminBlogTaxonomyResponse,
  AdminGalleryFields,
  AdminGalleryItem,
  AdminPage,
  AdminPageInput,
  AdminPageSummary,
} from '@atelier/contracts';
import { api, type QueryValue } from '~/lib/api';

/**
 * The panel's calls for banners, blog posts, information pages and the gallery
 * (`/api/admin/…`, apps/server/src/modules/admin/admin-content.routes.ts).
 */

export interface Saved<T> {
  data: T;
  message?: string;
}
type Done = { success: boolean; message: string };

/** A picture and the JSON of its texts, as the upload routes read them. */
function pictureForm(file: File, data?: unknown): FormData {
  const form = new FormData();
  if (data !== undefined) form.append('data', JSON.stringify(data));
  form.append('image', file, file.name);
  return form;
}

export const contentApi = {
  banners: (signal?: AbortSignal) => api.get<{ data: AdminBanner[] }>('/api/admin/banners', { signal }),
  createBanner: (file: File, input: AdminBannerFields) =>
    api.post<Saved<AdminBanner>>('/api/admin/banners', pictureForm(file, input)),
  updateBanner: (id: number, input: AdminBannerFields) =>
    api.put<Saved<AdminBanner>>(`/api/admin/banners/${id}`, input),
  replaceBannerImage: (id: number, file: File) =>
    api.put<Saved<AdminBanner>>(`/api/admin/banners/${id}/image`, pictureForm(file)),
  orderBanners: (ids: number[]) =>
    api.put<{ data: AdminBanner[]; message: string }>('/api/admin/banners/order', { ids }),
  removeBanner: (id: number) => api.delete<Done>(`/api/admin/banners/${id}`),

  posts: (query: Record<string, QueryValue>, signal?: AbortSignal) =>
    api.get<AdminBlogPostListResponse>('/api/admin/blog-posts', { query, signal }),
  post: (id: number, signal?: AbortSignal) => api.get<Saved<AdminBlogPost>>(`/api/admin/blog-posts/${id}`, { signal }),
  createPost: (input: AdminBlogPostFields) => api.post<Saved<AdminBlogPost>>('/api/admin/blog-posts', input),
  updatePost: (id: number, input: AdminBlogPostFields) =>
    api.put<Saved<AdminBlogPost>>(`/api/admin/blog-posts/${id}`, input),
  removePost: (id: number) => api.delete<Done>(`/api/admin/blog-posts/${id}`),
  setCover: (id: number, file: File) =>
    api.put<Saved<AdminBlogPost>>(`/api/admin/blog-posts/${id}/cover`, pictureForm(file)),
  removeCover: (id: number) => api.delete<Saved<AdminBlogPost>>(`/api/admin/blog-posts/${id}/cover`),
  taxonomy: (signal?: AbortSignal) => api.get<AdminBlogTaxonomyResponse>('/api/admin/blog-taxonomy', { signal }),
  createTag: (input: AdminBlogTagInput) => api.post<Saved<AdminBlogTaxonomyItem>>('/api/admin/blog-tags', input),

  pages: (signal?: AbortSignal) => api.get<{ data: AdminPageSummary[] }>('/api/admin/pages', { signal }),
  page: (slug: string, signal?: AbortSignal) =>
    api.get<Saved<AdminPage>>(`/api/admin/pages/${encodeURIComponent(slug)}`, { signal }),
  updatePage: (slug: string, input: AdminPageInput) =>
    api.put<Saved<AdminPage>>(`/api/admin/pages/${encodeURIComponent(slug)}`, input),

  gallery: (signal?: AbortSignal) => api.get<{ data: AdminGalleryItem[] }>('/api/admin/gallery', { signal }),
  addToGallery: (file: File, input: AdminGalleryFields) =>
    api.post<Saved<AdminGalleryItem>>('/api/admin/gallery', pictureForm(file, input)),
  updateGalleryItem: (id: number, input: AdminGalleryFields) =>
    api.put<Saved<AdminGalleryItem>>(`/api/admin/gallery/${id}`, input),
  orderGallery: (ids: number[]) =>
    api.put<{ data: AdminGalleryItem[]; message: string }>('/api/admin/gallery/order', { ids }),
  removeGalleryItem: (id: number) => api.delete<Done>(`/api/admin/gallery/${id}`),
};
