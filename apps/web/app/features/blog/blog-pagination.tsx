import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-ink/80 px-5 text-sm font-medium text-ink transition-colors hover:bg-ink hover:text-cream';
const absentClass = 'invisible inline-flex min-h-11 items-center gap-1.5 px-5 text-sm';

/** Previous/next links and "page X of Y" under a blog list; links, so every page is crawlable. */
export function BlogPagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('blog.pagination')} className="mt-14 border-t border-hairline pt-8">
      <div className="flex items-center justify-between gap-3 sm:justify-center sm:gap-8">
        {page > 1 ? (
          <Link to={hrefFor(page - 1)} rel="prev" className={linkClass} aria-label={t('blog.previousPage')}>
            <ChevronLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {t('blog.previous')}
          </Link>
        ) : (
          <span aria-hidden="true" className={absentClass}>
            {t('blog.previous')}
          </span>
        )}
        <p className="text-sm tabular-nums">{t('blog.pageOf', { page, pages })}</p>
        {page < pages ? (
          <Link to={hrefFor(page + 1)} rel="next" className={linkClass} aria-label={t('blog.nextPage')}>
            {t('blog.next')}
            <ChevronRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
          </Link>
        ) : (
          <span aria-hidden="true" className={absentClass}>
            {t('blog.next')}
          </span>
        )}
      </div>
    </nav>
  );
}
