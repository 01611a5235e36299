import { BLOG_PER_PAGE_DEFAULT } from '@atelier/contracts/browser-rules';

/** What a blog list shows, read from its address: `?search=skóra&page=2`. */
export interface BlogListQuery {
  search: string;
  page: number;
}

const MAX_SEARCH = 100;

export function parseBlogQuery(params: URLSearchParams): BlogListQuery {
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { search, page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

/** The address of a list page: page 1 and an empty search stay out of it, so each page has one URL. */
export function blogListSearch(query: BlogListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/blog/posts query for a list, a category or a tag. */
export function blogApiQuery(query: BlogListQuery, scope: { category?: string; tag?: string } = {}) {
  return {
    page: query.page,
    per_page: BLOG_PER_PAGE_DEFAULT,
    search: query.search || undefined,
    category: scope.category,
    tag: scope.tag,
  };
}

/** RSS feed of the blog in one language (served by the API at the root, not under /api). */
export function blogFeedPath(locale: string): string {
  return `/${locale}/blog/rss.xml`;
}
