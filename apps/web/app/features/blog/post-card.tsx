import type { BlogPostListItem } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { photoSrc, photoSrcSet } from '~/lib/photo-url';

export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

const CARD_SIZES = '(min-width: 1280px) 420px, (min-width: 640px) 50vw, 100vw';

/** A post in a list: cover, category, title (the link), excerpt, date and reading time. */
export function PostCard({
  post,
  headingLevel = 2,
  priority = false,
  featured = false,
}: {
  post: BlogPostListItem;
  headingLevel?: 2 | 3;
  /** The first card of a page loads its cover at once (it is the largest thing above the fold). */
  priority?: boolean;
  /** Across the whole width from 640 px, picture beside the text: the first of an odd number of posts. */
  featured?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`group relative flex h-full flex-col ${featured ? 'sm:grid sm:grid-cols-2 sm:items-center sm:gap-8' : ''}`}
    >
      {post.cover ? (
        <img
          src={photoSrc(post.cover.url)}
          srcSet={photoSrcSet(post.cover.srcset)}
          sizes={CARD_SIZES}
          width={post.cover.width}
          height={post.cover.height}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="aspect-[3/2] w-full rounded-sm bg-sand object-cover transition-opacity duration-200 group-hover:opacity-90"
        />
      ) : (
        <div aria-hidden="true" className="studio-backdrop aspect-[3/2] w-full rounded-sm" />
      )}
      <div className="flex flex-1 flex-col">
        <p className={`mt-4 text-xs font-medium uppercase tracking-[0.18em] text-cognac ${featured ? 'sm:mt-0' : ''}`}>
          {post.category.name}
        </p>
        <Heading className={`mt-2 leading-snug ${featured ? 'text-2xl sm:text-[2rem] sm:leading-tight' : 'text-2xl'}`}>
          {/* The title's link covers the whole card, so the card is one link and one tab stop. */}
          <Link
            to={to(blogPostPath(post.slug))}
            className="underline-offset-4 after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {post.title}
          </Link>
        </Heading>
        <p className={`mt-2 text-[15px] text-taupe ${featured ? 'line-clamp-4 sm:text-base' : 'line-clamp-3'}`}>
          {post.excerpt}
        </p>
        <p className={`pt-4 text-sm text-taupe ${featured ? '' : 'mt-auto'}`}>
          <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
          <span aria-hidden="true"> · </span>
          {t('blog.readingTime', { count: post.reading_time })}
        </p>
      </div>
    </article>
  );
}
