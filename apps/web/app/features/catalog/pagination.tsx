import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-ink/80 px-5 text-sm font-medium text-ink transition-colors hover:bg-ink hover:text-cream';
// At either end the missing link keeps its place (so "page X of Y" stays centred) but is not shown.
const absentClass = 'invisible inline-flex min-h-11 items-center gap-1.5 px-5 text-sm';

/** Previous/next links, "page X of Y" and "showing N of M" (docs/product-rules.md#addresses-and-languages). Links, so every page is crawlable. */
export function Pagination({
  page,
  pages,
  shown,
  total,
  hrefFor,
}: {
  page: number;
  pages: number;
  shown: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('productList.pagination')}
      className="mt-14 flex flex-col items-center gap-4 border-t border-hairline pt-8"
    >
      <div className="flex w-full items-center justify-between gap-3 sm:justify-center sm:gap-8">
        {page > 1 ? (
          <Link to={hrefFor(page - 1)} rel="prev" className={linkClass} aria-label={t('productList.previousPage')}>
            <ChevronLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {t('productList.previous')}
          </Link>
        ) : (
          <span aria-hidden="true" className={absentClass}>
            <ChevronLeft className="size-4" strokeWidth={1.5} />
            {t('productList.previous')}
          </span>
        )}
        <p className="text-sm tabular-nums text-ink">{t('productList.pageOf', { page, pages: Math.max(pages, 1) })}</p>
        {page < pages ? (
          <Link to={hrefFor(page + 1)} rel="next" className={linkClass} aria-label={t('productList.nextPage')}>
            {t('productList.next')}
            <ChevronRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
          </Link>
        ) : (
          <span aria-hidden="true" className={absentClass}>
            {t('productList.next')}
            <ChevronRight className="size-4" strokeWidth={1.5} />
          </span>
        )}
      </div>
      <p className="text-sm text-taupe">{t('productList.showing', { shown, count: total })}</p>
    </nav>
  );
}
