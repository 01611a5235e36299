import type { MyReviewResponse } from '@atelier/contracts';
import { type ComponentProps, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '~/components/ui/lazy';
import { useLocale } from '~/i18n/hooks';
import { api } from '~/lib/api';
import { useAuthStore } from '../auth/store';
import { formatRating } from './rating';
import { RatingStars } from './rating-stars';
import type {
  LoadedList,
  OwnReview,
  OwnState,
  ReviewItem,
  ReviewList as ReviewListPart,
  WriteReview as WriteReviewPart,
} from './reviews-client';

export type { ReviewItem } from './reviews-client';

interface ReviewPage {
  data: ReviewItem[];
  meta: { current_page: number; last_page: number; total: number; rating: { average: number | null; count: number } };
}

export interface RatingFacts {
  average: number | null;
  count: number;
}

const PER_PAGE = 5;

/**
 * The signed-in customer's own review of the product: one awaiting moderation is said to be so, instead of an
 * invitation to write another (which the server would refuse).
 */
function useOwnReview(productId: number, loggedIn: boolean): [OwnState, (review: OwnReview) => void] {
  const [own, setOwn] = useState<OwnState>({ status: 'unknown' });
  useEffect(() => {
    if (!loggedIn) {
      setOwn({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    api
      .get<MyReviewResponse>(`/api/products/${productId}/reviews/mine`, { signal: controller.signal })
      .then((response) => setOwn(response.data ? { status: 'found', review: response.data } : { status: 'none' }))
      // Not knowing keeps the way to write open; the server still refuses a second review.
      .catch(() => {
        if (!controller.signal.aborted) setOwn({ status: 'none' });
      });
    return () => controller.abort();
  }, [productId, loggedIn]);
  return [own, (review) => setOwn({ status: 'found', review })];
}

// What shows only once the page runs (the reviews, the way to write one): fetched along with the reviews.
const ReviewList = lazyWithPreload<ComponentProps<typeof ReviewListPart>>(() =>
  import('./reviews-client').then((module) => ({ default: module.ReviewList })),
);
const WriteReview = lazyWithPreload<ComponentProps<typeof WriteReviewPart>>(() =>
  import('./reviews-client').then((module) => ({ default: module.WriteReview })),
);

type ListState = { status: 'loading' } | LoadedList;

/**
 * The product page's reviews: the average and the number of approved reviews, the reviews themselves
 * (loaded in the browser, newest first, more on request) and the way to write one.
 */
export function ReviewsSection({ productId, rating }: { productId: number; rating: RatingFacts }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [summary, setSummary] = useState<RatingFacts>(rating);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const loggedIn = useAuthStore((state) => state.user !== null && state.token !== null);
  // Whether the visitor is signed in is known in the browser only (the server renders the placeholder).
  const authKnown = useAuthStore((state) => state.hydrated);
  const [own, setOwn] = useOwnReview(productId, loggedIn);
  const ownPending = own.status === 'found' && own.review.status === 'pending';

  const load = useCallback(
    async (page: number, signal?: AbortSignal) => {
      const answer = await api.get<ReviewPage>(`/api/products/${productId}/reviews`, {
        query: { page, per_page: PER_PAGE, locale },
        signal,
      });
      setSummary(answer.meta.rating);
      setList((current) => ({
        status: 'ready',
        reviews: page > 1 && current.status === 'ready' ? [...current.reviews, ...answer.data] : answer.data,
        page: answer.meta.current_page,
        lastPage: answer.meta.last_page,
        loadingMore: false,
      }));
    },
    [productId, locale],
  );

  useEffect(() => {
    const controller = new AbortController();
    ReviewList.preload();
    setList({ status: 'loading' });
    load(1, controller.signal).catch(() => {
      if (!controller.signal.aborted) setList({ status: 'error' });
    });
    return () => controller.abort();
  }, [load]);

  function loadMore() {
    if (list.status !== 'ready') return;
    setList({ ...list, loadingMore: true });
    load(list.page + 1).catch(() => setList({ ...list, loadingMore: false }));
  }

  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      className="mt-16 scroll-mt-28 border-t border-hairline pt-12 sm:mt-20 lg:pt-16"
    >
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-14">
        <div className="lg:col-span-4">
          <h2 id="reviews-title" className="text-2xl sm:text-[1.7rem]">
            {t('reviews.title')}
          </h2>
          {summary.count > 0 && summary.average !== null ? (
            <div className="mt-5 flex items-center gap-4">
              <p className="font-serif text-5xl leading-none tabular-nums">{formatRating(summary.average, locale)}</p>
              <div>
                <RatingStars value={summary.average} size="md" />
                <p className="mt-1 text-sm text-taupe">{t('reviews.count', { count: summary.count })}</p>
              </div>
            </div>
          ) : (
            <p className="mt-4 text-[15px] text-taupe">{t('reviews.noneYet')}</p>
          )}
          {authKnown ? (
            <Suspense fallback={<WriteReviewPlaceholder />}>
              <WriteReview productId={productId} own={own} onWritten={setOwn} />
            </Suspense>
          ) : (
            <WriteReviewPlaceholder />
          )}
        </div>

        <div className="lg:col-span-8" aria-live="polite" aria-busy={list.status === 'loading'}>
          {list.status === 'loading' ? (
            <ReviewsLoading />
          ) : (
            <Suspense fallback={<ReviewsLoading />}>
              <ReviewList
                list={list}
                ownPending={ownPending}
                onRetry={() => {
                  setList({ status: 'loading' });
                  load(1).catch(() => setList({ status: 'error' }));
                }}
                onMore={loadMore}
              />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}

function ReviewsLoading() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('reviews.loading')} className="grid gap-4">
      {[0, 1].map((key) => (
        <li key={key} className="h-32 animate-pulse rounded-lg bg-sand" />
      ))}
    </ul>
  );
}

/** Where the way to write a review will be, while the sign-in state or the customer's own review is unknown. */
export function WriteReviewPlaceholder() {
  return <div aria-hidden="true" className="mt-6 h-11 w-48 animate-pulse rounded-full bg-sand" />;
}
