import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';

/**
 * The blog's search: a plain GET form (it works before the page's script has loaded), sent with Enter or
 * the button; a new search starts again at page 1. The clear link returns to the unsearched list.
 */
export function BlogSearch({ value, action }: { value: string; action: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <search className="block w-full">
      <Form method="get" action={action} preventScrollReset className="flex w-full gap-2">
        <div className="relative min-w-0 flex-1">
          <label htmlFor={id} className="sr-only">
            {t('blog.searchLabel')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-4 top-1/2 size-[18px] -translate-y-1/2 text-taupe"
            strokeWidth={1.5}
          />
          <input
            id={id}
            type="search"
            name="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('blog.searchPlaceholder')}
            className="h-12 w-full rounded-full border border-hairline bg-paper pl-11 pr-12 text-base placeholder:text-taupe/90 focus:border-cognac [&::-webkit-search-cancel-button]:hidden"
          />
          {value && (
            <Link
              to={action}
              preventScrollReset
              aria-label={t('blog.clearSearch')}
              className="absolute right-1 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-taupe hover:bg-sand hover:text-ink"
            >
              <X aria-hidden="true" className="size-4" strokeWidth={1.5} />
            </Link>
          )}
        </div>
        <button
          type="submit"
          className="inline-flex h-12 shrink-0 items-center justify-center rounded-full bg-ink px-5 text-sm font-medium text-cream transition-colors hover:bg-espresso"
        >
          {t('blog.searchSubmit')}
        </button>
      </Form>
    </search>
  );
}
