import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** docs/product-rules.md#constants: the search waits for 500 ms of quiet typing. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The products search. Typing is sent after 500 ms of quiet (trimmed; an empty box removes the search),
 * Enter sends at once. When the URL's search changes from elsewhere (back button, a removed chip) the
 * box follows it, but never overwrites what is being typed.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const query = text.trim();
    if (query === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = query;
      onSearchRef.current(query);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query === sent.current) return;
    sent.current = query;
    onSearch(query);
  };

  const clear = () => {
    setText('');
    if (sent.current !== '') {
      sent.current = '';
      onSearch('');
    }
  };

  return (
    <search className="block w-full">
      <form onSubmit={submit} className="relative w-full">
        <label htmlFor={id} className="sr-only">
          {t('productList.searchLabel')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-4 top-1/2 size-[18px] -translate-y-1/2 text-taupe"
          strokeWidth={1.5}
        />
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('productList.searchPlaceholder')}
          className="h-12 w-full rounded-full border border-hairline bg-paper pl-11 pr-12 text-[15px] placeholder:text-taupe/90 focus:border-cognac [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            onClick={clear}
            aria-label={t('productList.clearSearch')}
            className="absolute right-1 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-taupe hover:bg-sand hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" strokeWidth={1.5} />
          </button>
        )}
      </form>
    </search>
  );
}
