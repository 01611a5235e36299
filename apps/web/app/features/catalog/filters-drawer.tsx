import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '~/components/ui/lazy';

const FiltersDrawerDialog = lazyWithPreload(() => import('./filters-drawer-dialog'));

export interface FiltersDrawerProps {
  activeCount: number;
  total: number;
  onClear: () => void;
  children: ReactNode;
}

export const filtersButtonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/80 px-4 text-sm font-medium text-ink transition-colors hover:bg-ink hover:text-cream lg:hidden';

export function FiltersButtonContent({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <>
      <SlidersHorizontal aria-hidden="true" className="size-4" strokeWidth={1.5} />
      {t('productList.filters')}
      {/* A space, so the text read from the button is "Filtry 2", which its label "Filtry, 2 aktywne" contains. */}
      {count > 0 && ' '}
      {count > 0 && <FilterBadge count={count} />}
    </>
  );
}

/**
 * The filters panel on phones and tablets: a drawer whose button carries the number of active filters.
 * Until first used the button is a plain one; the drawer's code comes when a finger or pointer reaches it.
 */
export function FiltersDrawer(props: FiltersDrawerProps) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={props.activeCount > 0 ? t('productList.filtersActive', { count: props.activeCount }) : undefined}
      onPointerEnter={FiltersDrawerDialog.preload}
      onPointerDown={FiltersDrawerDialog.preload}
      onFocus={FiltersDrawerDialog.preload}
      onClick={() => setUsed(true)}
      className={filtersButtonClass}
    >
      <FiltersButtonContent count={props.activeCount} />
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <FiltersDrawerDialog {...props} initiallyOpen />
    </Suspense>
  );
}

export function FilterBadge({ count }: { count: number }) {
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-cognac px-1.5 py-0.5 font-sans text-[11px] font-medium leading-none text-white">
      {count}
    </span>
  );
}
