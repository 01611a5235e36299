import type { BlogCategory, BlogPostListResponse, BlogTag } from '@atelier/contracts';
import { Rss, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumb, type Crumb } from '~/components/ui/breadcrumb';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { EmptyState } from '~/components/ui/empty-state';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { BlogPagination } from './blog-pagination';
import { type BlogListQuery, blogFeedPath, blogListSearch } from './blog-query';
import { BlogSearch } from './blog-search';
import { PostCard } from './post-card';

export const blogCategoryPath = (slug: string) => `/blog/category/${encodeURIComponent(slug)}`;
export const blogTagPath = (slug: string) => `/blog/tag/${encodeURIComponent(slug)}`;

const chipClass = (active: boolean) =>
  `relative inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full border px-4 text-sm transition-colors ${
    active ? 'border-ink bg-ink text-cream' : 'border-hairline bg-paper text-ink hover:border-ink'
  }`;

/**
 * A blog list — all posts, a category's or a tag's: heading with the number of posts, search, category
 * chips, the posts, pagination, and the tags. Empty lists and searches without results say what next.
 */
export function BlogListing({
  title,
  intro,
  crumbs,
  basePath,
  list,
  categories,
  tags,
  query,
  activeCategory,
  activeTag,
}: {
  title: string;
  intro: string;
  crumbs: Crumb[];
  /** This list's own path inside the locale (`/blog`, `/blog/tag/skora`). */
  basePath: string;
  list: BlogPostListResponse;
  categories: BlogCategory[];
  tags: BlogTag[];
  query: BlogListQuery;
  activeCategory?: string;
  activeTag?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const { meta } = list;
  const usedTags = tags.filter((tag) => tag.post_count > 0 || tag.slug === activeTag);

  return (
    <Container>
      <header className="border-b border-hairline pb-8 pt-6 sm:pt-8">
        <Breadcrumb items={crumbs} />
        <div className="mt-6 flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
          <div className="max-w-2xl">
            <h1 className="text-4xl sm:text-5xl">{title}</h1>
            <p className="mt-3 text-lg text-taupe">{intro}</p>
          </div>
          <div className="flex items-center gap-5 text-sm text-taupe">
            <p aria-live="polite" data-testid="blog-count">
              {query.search
                ? t('blog.foundCount', { count: meta.total, query: query.search })
                : t('blog.postCount', { count: meta.total })}
            </p>
            <a
              href={blogFeedPath(locale)}
              className="inline-flex min-h-11 items-center gap-1.5 text-cognac underline-offset-4 hover:underline"
            >
              <Rss aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('blog.rss')}
            </a>
          </div>
        </div>
        <div className="mt-8 grid grid-cols-1 gap-5 lg:grid-cols-12 lg:items-center">
          <div className="min-w-0 lg:col-span-5">
            <BlogSearch value={query.search} action={to(basePath)} />
          </div>
          {categories.length > 0 && (
            <nav aria-label={t('blog.categories')} className="min-w-0 lg:col-span-7">
              <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0 lg:justify-end">
                <li>
                  <Link
                    to={to('/blog')}
                    aria-current={!activeCategory && !activeTag ? 'page' : undefined}
                    className={chipClass(!activeCategory && !activeTag)}
                  >
                    {t('blog.allPosts')}
                  </Link>
                </li>
                {categories.map((category) => (
                  <li key={category.slug}>
                    <Link
                      to={to(blogCategoryPath(category.slug))}
                      aria-current={activeCategory === category.slug ? 'page' : undefined}
                      className={chipClass(activeCategory === category.slug)}
                    >
                      {category.name}
                      <span aria-hidden="true" className="text-xs tabular-nums opacity-70">
                        {category.post_count}
                      </span>
                      <span className="sr-only">, {t('blog.postCount', { count: category.post_count })}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </header>

      <div className="pt-10 lg:grid lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-9">
          {list.data.length === 0 ? (
            query.search ? (
              <EmptyState
                icon={<SearchX aria-hidden="true" className="size-5" strokeWidth={1.5} />}
                title={t('blog.noResults.title', { query: query.search })}
                hint={t('blog.noResults.hint')}
              >
                <Link to={to(basePath)} className={buttonClass('primary')}>
                  {t('blog.clearSearch')}
                </Link>
              </EmptyState>
            ) : (
              <EmptyState title={t('blog.empty.title')} hint={t('blog.empty.hint')}>
                <Link to={to('/blog')} className={buttonClass('primary')}>
                  {t('blog.allPosts')}
                </Link>
              </EmptyState>
            )
          ) : (
            <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2" data-testid="blog-posts">
              {list.data.map((post, index) => {
                // With an odd number of posts the first spans both columns, so no row is left half empty.
                const featured = index === 0 && list.data.length % 2 === 1;
                return (
                  <li key={post.id} className={featured ? 'sm:col-span-2' : undefined}>
                    <PostCard post={post} priority={index === 0} featured={featured} />
                  </li>
                );
              })}
            </ul>
          )}
          <BlogPagination
            page={meta.current_page}
            pages={meta.last_page}
            hrefFor={(page) => `${to(basePath)}${blogListSearch({ ...query, page })}`}
          />
        </div>
        {usedTags.length > 0 && (
          <aside aria-labelledby="blog-tags-title" className="mt-16 lg:col-span-3 lg:mt-0">
            <h2 id="blog-tags-title" className="font-sans text-xs font-medium uppercase tracking-[0.18em] text-taupe">
              {t('blog.tags')}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {usedTags.map((tag) => (
                <li key={tag.slug}>
                  <Link
                    to={to(blogTagPath(tag.slug))}
                    aria-current={activeTag === tag.slug ? 'page' : undefined}
                    className={chipClass(activeTag === tag.slug)}
                  >
                    #{tag.name}
                    <span className="sr-only">, {t('blog.postCount', { count: tag.post_count })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </Container>
  );
}
