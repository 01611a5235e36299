import type { BlogPostDetail } from '@atelier/contracts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, isRouteErrorResponse, Link, useLoaderData, useRevalidator } from 'react-router';
import { Breadcrumb, type Crumb } from '~/components/ui/breadcrumb';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { JsonLd } from '~/components/ui/json-ld';
import { blogCategoryPath, blogTagPath } from '~/features/blog/blog-listing';
import { feedLink } from '~/features/blog/blog-meta';
import { blogPostPath, PostCard } from '~/features/blog/post-card';
import { blogPostingJsonLd } from '~/features/blog/structured-data';
import { breadcrumbJsonLd, truncate } from '~/features/catalog/structured-data';
import { RichContent } from '~/features/info/rich-content';
import { formatDate } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { translator } from '~/i18n/i18n';
import { toLocale } from '~/i18n/locale';
import { isApiError } from '~/lib/api';
import { serverApi } from '~/lib/api.server';
import { absoluteUrl, metaTags, SITE } from '~/lib/meta';
import { photoSrc, photoSrcSet } from '~/lib/photo-url';
import { publicOrigin } from '~/lib/public-origin.server';
import type { Route } from './+types/post';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = toLocale(params.locale);
  const api = serverApi(context, request, locale);
  try {
    const { data: post } = await api.get<{ data: BlogPostDetail }>(
      `/api/blog/posts/${encodeURIComponent(params.postSlug)}`,
    );
    return { post, origin: publicOrigin(context, request) };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ params, data: loaderData, error }) => {
  const locale = toLocale(params.locale);
  const t = translator(locale);
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: `${notFound ? t('blog.notFoundTitle') : t('blog.errorTitle')} | ${SITE}` },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { post, origin } = loaderData;
  return [
    ...metaTags(locale, `${post.title} | ${SITE}`, truncate(post.excerpt) || t('pages.blogPost.description'), {
      origin,
      path: blogPostPath(post.slug),
      image: post.cover?.url,
    }).filter((tag) => !('property' in tag && tag.property === 'og:type')),
    { property: 'og:type', content: 'article' },
    { property: 'article:published_time', content: post.published_at },
    { property: 'article:modified_time', content: post.updated_at },
    { property: 'article:section', content: post.category.name },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag.name })),
    feedLink(locale),
  ];
};

const COVER_SIZES = '(min-width: 1280px) 1152px, 100vw';

export default function BlogPost() {
  const { post, origin } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const crumbs: Crumb[] = [
    { label: t('pages.blog.title'), to: '/blog' },
    { label: post.category.name, to: blogCategoryPath(post.category.slug) },
    { label: post.title },
  ];
  const url = absoluteUrl(origin, locale, blogPostPath(post.slug));
  const trail = [{ label: t('nav.home'), to: '/' }, ...crumbs].map((crumb) => ({
    name: crumb.label,
    url: crumb.to === undefined ? url : absoluteUrl(origin, locale, crumb.to),
  }));

  return (
    <Container>
      <article>
        <header className="mx-auto max-w-3xl pt-6 sm:pt-8">
          <Breadcrumb items={crumbs} />
          <Link
            to={to(blogCategoryPath(post.category.slug))}
            className="mt-8 inline-flex min-h-11 items-center text-xs font-medium uppercase tracking-[0.2em] text-cognac underline-offset-4 hover:underline"
          >
            {post.category.name}
          </Link>
          <h1 className="mt-1 text-4xl leading-[1.1] sm:text-5xl">{post.title}</h1>
          <p className="mt-5 text-lg text-taupe">{post.excerpt}</p>
          <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-taupe">
            <span>{t('blog.by', { author: post.author })}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
            <span aria-hidden="true">·</span>
            <span>{t('blog.readingTime', { count: post.reading_time })}</span>
          </p>
        </header>
        {post.cover && (
          <img
            src={photoSrc(post.cover.url)}
            srcSet={photoSrcSet(post.cover.srcset)}
            sizes={COVER_SIZES}
            width={post.cover.width}
            height={post.cover.height}
            alt={post.cover.alt}
            fetchPriority="high"
            className="mt-10 aspect-[16/9] w-full rounded-sm bg-sand object-cover sm:mt-12"
          />
        )}
        <div className="mx-auto mt-10 max-w-3xl sm:mt-12">
          <RichContent html={post.body_html} />
          {post.tags.length > 0 && (
            <nav aria-labelledby="post-tags" className="mt-12 border-t border-hairline pt-6">
              <h2 id="post-tags" className="font-sans text-xs font-medium uppercase tracking-[0.18em] text-taupe">
                {t('blog.postTags')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag.slug}>
                    <Link
                      to={to(blogTagPath(tag.slug))}
                      className="inline-flex min-h-11 items-center rounded-full border border-hairline bg-paper px-4 text-sm transition-colors hover:border-ink"
                    >
                      #{tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <Link to={to('/blog')} className={buttonClass('ghost', '-ml-1 mt-8')}>
            <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {t('blog.backToBlog')}
          </Link>
        </div>
      </article>

      {post.related.length > 0 && (
        <section aria-labelledby="related-posts" className="mt-20 border-t border-hairline pt-12">
          <h2 id="related-posts" className="text-3xl">
            {t('blog.related')}
          </h2>
          <ul className="mt-8 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
            {post.related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <JsonLd data={blogPostingJsonLd(post, url, locale)} />
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </Container>
  );
}

/** 404: no such post (or not published yet); any other failure: say so and offer to try again. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container className="py-16 sm:py-24">
      <section aria-labelledby="post-error" className="max-w-2xl">
        {notFound && (
          <p className="text-sm font-medium uppercase tracking-[0.2em] text-cognac">{t('errorPage.notFoundCode')}</p>
        )}
        <h1 id="post-error" className="mt-4 text-4xl sm:text-5xl">
          {notFound ? t('blog.notFoundTitle') : t('blog.errorTitle')}
        </h1>
        <p className="mt-5 text-lg text-taupe">{notFound ? t('blog.notFoundText') : t('blog.errorText')}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          {notFound ? (
            <Link to={to('/blog')} className={buttonClass('primary')}>
              {t('blog.backToBlog')}
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => revalidator.revalidate()}
              disabled={revalidator.state === 'loading'}
              className={buttonClass('primary')}
            >
              {t('blog.retry')}
            </button>
          )}
        </div>
      </section>
    </Container>
  );
}
