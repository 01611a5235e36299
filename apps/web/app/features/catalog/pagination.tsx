import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const stepClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-ink/80 text-ink transition-colors hover:bg-ink hover:text-cream';
// At either end the missing step keeps its place (so the numbers stay centred) but is not shown.
const absentClass = 'invisible inline-flex size-11';
const numberClass =
  'inline-flex size-11 items-center justify-center rounded-full text-sm tabular-nums text-ink transition-colors hover:bg-sand';
const currentClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-ink text-sm tabular-nums text-cream';

export type PageItem = number | 'gap';

/**
 * The page numbers to show: always the first and the last, the current one with `around` neighbours on each side,
 * and a gap where pages are skipped. A gap that would hide a single page shows that page instead (1 2 3, not 1 … 3).
 */
export function pageNumbers(page: number, pages: number, around: number): PageItem[] {
  if (pages <= 1) return [1];
  const shown = new Set([1, pages]);
  for (let n = page - around; n <= page + around; n += 1) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && n - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) items.push('gap');
    items.push(n);
  }
  return items;
}

/**
 * Previous/next, the page numbers with the first and the last, "page X of Y" and "showing N of M"
 * (docs/product-rules.md#catalogue). Links, so every page is crawlable. A phone shows the current page's
 * neighbours only from a laptop's width up.
 */
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
  const last = Math.max(pages, 1);
  const numbers = (items: PageItem[], className: string) => (
    <ol className={`items-center gap-1 ${className}`}>
      {items.map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
          <li key={`gap-${index}`} aria-hidden="true" className="inline-flex w-6 justify-center text-taupe">
            {t('productList.pageGap')}
          </li>
        ) : (
          <li key={item}>
            {item === page ? (
              <span aria-current="page" className={currentClass}>
                <span className="sr-only">{t('productList.pageLink', { page: item })}</span>
                <span aria-hidden="true">{item}</span>
              </span>
            ) : (
              <Link to={hrefFor(item)} className={numberClass} aria-label={t('productList.pageLink', { page: item })}>
                {item}
              </Link>
            )}
          </li>
        ),
      )}
    </ol>
  );
  return (
    <nav
      aria-label={t('productList.pagination')}
      className="mt-14 flex flex-col items-center gap-4 border-t border-hairline pt-8"
    >
      {last > 1 && (
        <div className="flex items-center gap-2 sm:gap-4">
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className={stepClass} aria-label={t('productList.previousPage')}>
              <ChevronLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
            </Link>
          ) : (
            <span aria-hidden="true" className={absentClass} />
          )}
          {numbers(pageNumbers(page, last, 0), 'flex sm:hidden')}
          {numbers(pageNumbers(page, last, 1), 'hidden sm:flex')}
          {page < last ? (
            <Link to={hrefFor(page + 1)} rel="next" className={stepClass} aria-label={t('productList.nextPage')}>
              <ChevronRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
            </Link>
          ) : (
            <span aria-hidden="true" className={absentClass} />
          )}
        </div>
      )}
      <p className="text-sm text-taupe">
        <span className="tabular-nums text-ink">{t('productList.pageOf', { page, pages: last })}</span>
        {' · '}
        {t('productList.showing', { shown, count: total })}
      </p>
    </nav>
  );
}
