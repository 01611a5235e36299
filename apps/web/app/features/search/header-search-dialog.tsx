import type { SuggestResponse } from '@atelier/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowRight, Folder, Search, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formatPrice } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { api } from '~/lib/api';
import {
  moveActive,
  SUGGEST_DEBOUNCE_MS,
  type Suggestions,
  type SuggestOption,
  suggestable,
  suggestOptions,
} from './suggestions';

const closeClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand';

/**
 * The header search (docs/product-rules.md#catalogue): a dialog at the top of the page with one field that
 * suggests categories and products while the shopper types — the ARIA combobox pattern: the focus stays in the
 * field, the arrows move through the list (aria-activedescendant), Enter opens the chosen row or, with none
 * chosen, the full results; Escape closes the dialog and returns the focus to the search button (Radix Dialog).
 * Loaded on first use, so the pages' first download does not grow.
 */
export default function HeaderSearchDialog({
  triggerClassName,
  initiallyOpen = false,
}: {
  /** The header's icon-button look, so the button the dialog takes over looks the same. */
  triggerClassName: string;
  initiallyOpen?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(initiallyOpen);
  const [text, setText] = useState('');
  const [found, setFound] = useState<Suggestions | null>(null);
  const [active, setActive] = useState(-1);
  const cache = useRef(new Map<string, Suggestions>());
  const listId = useId();
  const fieldId = useId();

  // Opening a result changes the page: the dialog has done its job.
  const [shownAt, setShownAt] = useState(`${pathname}${search}`);
  if (shownAt !== `${pathname}${search}`) {
    setShownAt(`${pathname}${search}`);
    setOpen(false);
  }

  useEffect(() => {
    const query = text.trim();
    setActive(-1);
    if (!suggestable(query)) {
      setFound(null);
      return;
    }
    const key = `${locale}:${query.toLowerCase()}`;
    const known = cache.current.get(key);
    if (known) {
      setFound(known);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get<SuggestResponse>('/api/products/suggest', { query: { q: query, locale }, signal: controller.signal })
        .then((response) => {
          cache.current.set(key, response.data);
          setFound(response.data);
        })
        // A failed suggestion is no error to show: Enter still searches.
        .catch(() => undefined);
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, locale]);

  const query = text.trim();
  const options = suggestable(query) ? suggestOptions(query, found, locale) : [];
  const go = (option: SuggestOption) => navigate(to(option.path));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = options[active];
    if (chosen) go(chosen);
    else if (query) navigate(to(`/products?${new URLSearchParams({ search: query })}`));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveActive(current, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
    }
  };

  const categories = options.filter((option) => option.kind === 'category');
  const products = options.filter((option) => option.kind === 'product');
  const all = options.find((option) => option.kind === 'all');
  const expanded = options.length > 0;
  const status = !suggestable(query)
    ? ''
    : found === null
      ? ''
      : found.total === 0
        ? t('headerSearch.none', { query })
        : t('headerSearch.count', { count: found.total });

  const optionProps = (option: SuggestOption) => ({
    id: option.id,
    role: 'option',
    'aria-selected': options[active]?.id === option.id,
    // The pointer chooses too; mousedown would move the focus out of the field first.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onClick: () => go(option),
    className: `flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ${
      options[active]?.id === option.id ? 'bg-sand' : 'hover:bg-sand/60'
    }`,
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClassName} aria-label={t('headerSearch.open')} title={t('headerSearch.open')}>
        <Search aria-hidden="true" className="size-5" strokeWidth={1.5} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-0 z-50 max-h-[100dvh] overflow-y-auto bg-cream shadow-2xl outline-none"
        >
          <div className="mx-auto w-full max-w-3xl px-4 pb-6 pt-3 sm:px-6 sm:pt-5">
            <div className="flex items-center gap-2">
              <Dialog.Title className="sr-only">{t('headerSearch.title')}</Dialog.Title>
              <search className="min-w-0 flex-1">
                <form onSubmit={submit} className="relative">
                  <label htmlFor={fieldId} className="sr-only">
                    {t('headerSearch.label')}
                  </label>
                  <Search
                    aria-hidden="true"
                    className="pointer-events-none absolute left-4 top-1/2 size-[18px] -translate-y-1/2 text-taupe"
                    strokeWidth={1.5}
                  />
                  <input
                    id={fieldId}
                    type="search"
                    role="combobox"
                    aria-expanded={expanded}
                    aria-controls={listId}
                    aria-autocomplete="list"
                    aria-activedescendant={options[active]?.id}
                    enterKeyHint="search"
                    autoComplete="off"
                    maxLength={100}
                    value={text}
                    onChange={(event) => setText(event.target.value)}
                    onKeyDown={onKeyDown}
                    placeholder={t('productList.searchPlaceholder')}
                    className="h-12 w-full rounded-full border border-hairline bg-paper pl-11 pr-4 text-base placeholder:text-taupe/90 focus:border-cognac [&::-webkit-search-cancel-button]:hidden"
                  />
                </form>
              </search>
              <Dialog.Close className={closeClass} aria-label={t('headerSearch.close')}>
                <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
              </Dialog.Close>
            </div>
            <p role="status" className="sr-only">
              {status}
            </p>
            {found !== null && suggestable(query) && found.total === 0 && (
              <p className="px-3 pt-5 text-taupe">{t('headerSearch.none', { query })}</p>
            )}
            <div id={listId} role="listbox" aria-label={t('headerSearch.suggestions')} className="pt-3">
              {categories.length > 0 && (
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA), not a form's fieldset
                <div role="group" aria-label={t('headerSearch.categories')} className="border-b border-hairline pb-2">
                  {categories.map((option) => (
                    <div key={option.id} {...optionProps(option)}>
                      <Folder aria-hidden="true" className="size-5 shrink-0 text-cognac" strokeWidth={1.5} />
                      <span>{option.category.name}</span>
                    </div>
                  ))}
                </div>
              )}
              {products.length > 0 && (
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA), not a form's fieldset
                <div role="group" aria-label={t('headerSearch.products')} className="pt-2">
                  {products.map((option) => (
                    <div key={option.id} {...optionProps(option)}>
                      {option.product.thumbnail ? (
                        <img
                          src={option.product.thumbnail}
                          alt=""
                          width={48}
                          height={60}
                          className="h-[60px] w-12 shrink-0 rounded-md bg-sand object-cover"
                        />
                      ) : (
                        <span aria-hidden="true" className="h-[60px] w-12 shrink-0 rounded-md bg-sand" />
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="block truncate">{option.product.name}</span>
                        <span className="block text-sm text-taupe">{option.product.category}</span>
                      </span>
                      <span className="shrink-0 text-right tabular-nums">
                        {option.product.base_price !== null && (
                          <s className="mr-2 text-sm text-taupe">
                            <span className="sr-only">{t('headerSearch.regularPrice')} </span>
                            {formatPrice(option.product.base_price, locale)}
                          </s>
                        )}
                        {formatPrice(option.product.price, locale)}
                      </span>
                    </div>
                  ))}
                </div>
              )}
              {all && (
                <div {...optionProps(all)} className={`${optionProps(all).className} mt-2 font-medium text-cognac`}>
                  <span className="flex-1">{t('headerSearch.all', { count: all.kind === 'all' ? all.total : 0 })}</span>
                  <ArrowRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
                </div>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
