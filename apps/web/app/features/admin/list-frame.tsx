import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClass, LoadFailed, LoadingRows, Pagination } from './ui';
import type { AdminData } from './use-admin-data';

/*
 * The one pattern of the panel's lists: loading rows while the first page comes, the failure with "try again",
 * the empty state, then the list (kept on screen, faded, while the next page or filter loads).
 */

/** Loading rows, the failure with "try again", the empty state, or the list itself. */
export function ListFrame<T>({
  list,
  rows = 6,
  isEmpty,
  empty,
  dim = true,
  inCard = true,
  children,
}: {
  list: AdminData<T> & { reload: () => void };
  rows?: number;
  /** Lists that always have rows (the fixed pages) leave both out. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Fades the list while the next page loads; false when the list fades its own part (it gets `loading`). */
  dim?: boolean;
  /**
   * Whether the list sits in a card (a table or rows); false for a list of cards (the gallery, the attribute
   * groups), where the failure stands alone and the loading rows get a card of their own.
   */
  inCard?: boolean;
  children: (data: T, loading: boolean) => ReactNode;
}) {
  if (list.state === 'failed' && !list.data) {
    if (!inCard) return <LoadFailed onRetry={list.reload} />;
    return (
      <div className="p-4">
        <LoadFailed onRetry={list.reload} />
      </div>
    );
  }
  if (!list.data) {
    if (!inCard) {
      return (
        <div className={cardClass}>
          <LoadingRows rows={rows} />
        </div>
      );
    }
    return <LoadingRows rows={rows} />;
  }
  if (isEmpty?.(list.data)) return <>{empty}</>;
  const loading = list.state === 'loading';
  if (!dim) return <>{children(list.data, loading)}</>;
  return <div className={loading ? 'opacity-60 transition-opacity' : undefined}>{children(list.data, loading)}</div>;
}

/** What a page of a paged admin list carries besides its rows. */
export interface PageMeta {
  current_page: number;
  last_page: number;
  total: number;
}

/**
 * A paged list in the one pattern: the frame above, then a status that tells screen readers how many were
 * found (or that the next page is loading), the rows faded while the next page or filter loads, and the
 * pagination under them, which stays clickable.
 */
export function PagedListFrame<T extends { meta: PageMeta }>({
  list,
  rows,
  isEmpty,
  empty,
  found,
  onPage,
  children,
}: {
  list: AdminData<T> & { reload: () => void };
  rows?: number;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  /** The status text once the page is here, e.g. "12 orders found". */
  found: (total: number) => string;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ListFrame list={list} rows={rows} dim={false} isEmpty={isEmpty} empty={empty}>
      {(data, loading) => (
        <>
          <p role="status" className="sr-only">
            {loading ? t('admin.common.loading') : found(data.meta.total)}
          </p>
          <div className={loading ? 'opacity-60 transition-opacity' : undefined}>{children(data)}</div>
          <Pagination
            page={data.meta.current_page}
            lastPage={data.meta.last_page}
            total={data.meta.total}
            onPage={onPage}
          />
        </>
      )}
    </ListFrame>
  );
}

/** What an empty list says, and what to do next. */
export function EmptyList({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 px-5 py-10 sm:items-center sm:text-center">
      <p className="font-serif text-2xl">{title}</p>
      {hint && <p className="max-w-md text-taupe">{hint}</p>}
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}
