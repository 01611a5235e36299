import type { FaqEntry } from '@atelier/contracts';
import { ChevronDown, Search, SearchX, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterFaq } from './faq';
import { RichContent } from './rich-content';

/**
 * The FAQ: a search field that narrows the answers as you type (every word must occur, accents ignored —
 * the API's rule), and the questions as a disclosure list (details/summary: keyboard and screen readers
 * need nothing more). A deep link `?search=` arrives already narrowed by the API (`initialIds`).
 */
export function FaqList({
  entries,
  initialSearch,
  initialIds,
}: {
  entries: FaqEntry[];
  initialSearch: string;
  /** Entries the API matched for `initialSearch` (null without a search). */
  initialIds: string[] | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState(initialSearch);
  const shown = useMemo(() => {
    if (initialIds && query === initialSearch) return entries.filter((entry) => initialIds.includes(entry.id));
    return filterFaq(entries, query);
  }, [entries, query, initialSearch, initialIds]);
  const searching = query.trim() !== '';

  return (
    <div className="max-w-3xl">
      <search className="block">
        {/* Without the page's script the form still works: it reloads the page with the API's `?search=`. */}
        <form method="get" onSubmit={(event) => event.preventDefault()} className="relative">
          <label htmlFor={`${id}-input`} className="mb-2 block text-sm font-medium">
            {t('info.faqSearchLabel')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-4 top-1/2 size-[18px] -translate-y-1/2 text-taupe"
              strokeWidth={1.5}
            />
            <input
              id={`${id}-input`}
              type="search"
              name="search"
              autoComplete="off"
              maxLength={100}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('info.faqSearchPlaceholder')}
              className="h-12 w-full rounded-full border border-hairline bg-paper pl-11 pr-12 text-base placeholder:text-taupe/90 focus:border-cognac [&::-webkit-search-cancel-button]:hidden"
            />
            {query && (
              <button
                type="button"
                onClick={() => setQuery('')}
                aria-label={t('info.faqClear')}
                className="absolute right-1 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-taupe hover:bg-sand hover:text-ink"
              >
                <X aria-hidden="true" className="size-4" strokeWidth={1.5} />
              </button>
            )}
          </div>
        </form>
      </search>
      <p id={`${id}-count`} className="mt-3 text-sm text-taupe" aria-live="polite" data-testid="faq-count">
        {searching ? t('info.faqFound', { count: shown.length }) : t('info.faqCount', { count: entries.length })}
      </p>

      {shown.length === 0 ? (
        <div className="mt-8 flex flex-col items-start gap-3 rounded-lg border border-hairline bg-paper p-6">
          <SearchX aria-hidden="true" className="size-6 text-cognac" strokeWidth={1.5} />
          <p className="font-serif text-xl">{t('info.faqNoResults', { query: query.trim() })}</p>
          <p className="text-taupe">{t('info.faqNoResultsHint')}</p>
          <button
            type="button"
            onClick={() => setQuery('')}
            className="inline-flex min-h-11 items-center text-cognac underline underline-offset-4"
          >
            {t('info.faqShowAll')}
          </button>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-hairline border-y border-hairline" data-testid="faq-list">
          {shown.map((entry) => (
            <li key={entry.id}>
              <details id={entry.id} className="group scroll-mt-28">
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-serif text-xl [&::-webkit-details-marker]:hidden">
                  {entry.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-cognac transition-transform group-open:rotate-180"
                    strokeWidth={1.5}
                  />
                </summary>
                <RichContent html={entry.answer_html} className="pb-6 pr-10 text-ink/85" />
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
