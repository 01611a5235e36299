import type { BlogCategoriesResponse, BlogPostListResponse, BlogTagsResponse } from '@atelier/contracts';
import { type AppLoadContext, redirect } from 'react-router';
import type { Locale } from '~/i18n/locale';
import { serverApi } from '~/lib/api.server';
import { publicOrigin } from '~/lib/public-origin.server';
import { blogApiQuery, blogListSearch, parseBlogQuery } from './blog-query';

export interface BlogScope {
  category?: string;
  tag?: string;
}

/**
 * Everything a blog list needs: one page of posts (searched, and narrowed to a category or a tag),
 * plus every category and tag with their counts for the chips. A page past the end (an old link)
 * redirects to the last page that exists.
 */
export async function loadBlogListing(
  context: AppLoadContext,
  request: Request,
  locale: Locale,
  scope: BlogScope = {},
) {
  const url = new URL(request.url);
  const query = parseBlogQuery(url.searchParams);
  const api = serverApi(context, request, locale);
  const [list, categories, tags] = await Promise.all([
    api.get<BlogPostListResponse>('/api/blog/posts', { query: blogApiQuery(query, scope) }),
    api.get<BlogCategoriesResponse>('/api/blog/categories').then((response) => response.data),
    api.get<BlogTagsResponse>('/api/blog/tags').then((response) => response.data),
  ]);
  if (list.data.length === 0 && list.meta.total > 0 && query.page > list.meta.last_page) {
    throw redirect(`${url.pathname}${blogListSearch({ ...query, page: list.meta.last_page })}`);
  }
  return { list, categories, tags, query, origin: publicOrigin(context, request) };
}
