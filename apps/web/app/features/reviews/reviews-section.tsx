import type { MyReviewResponse } from '@atelier/contracts';
import { CheckCircle2, Clock, MessageSquareText, PenLine } from 'lucide-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { lazyWithPreload } from '~/components/ui/lazy';
import { formatDate } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { api } from '~/lib/api';
import { useAuthStore } from '../auth/store';
import { formatRating } from './rating';
import { RatingStars } from './rating-stars';

/** A review as GET /api/products/{id}/reviews shows it (contracts Review). */
export interface ReviewItem {
  id: number;
  rating: number;
  title: string | null;
  body: string;
  author: string;
  created_at: string;
}

interface ReviewPage {
  data: ReviewItem[];
  meta: { current_page: number; last_page: number; total: number; rating: { average: number | null; count: number } };
}

export interface RatingFacts {
  average: number | null;
  count: number;
}

const PER_PAGE = 5;

type OwnReview = NonNullable<MyReviewResponse['data']>;
type OwnState = { status: 'unknown' } | { status: 'none' } | { status: 'found'; review: OwnReview };

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

// Only people who write a review download the form.
const ReviewForm = lazyWithPreload(() => import('./review-form'));

type ListState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; reviews: ReviewItem[]; page: number; lastPage: number; loadingMore: boolean };

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
          <WriteReview productId={productId} own={own} onWritten={setOwn} />
        </div>

        <div className="lg:col-span-8" aria-live="polite" aria-busy={list.status === 'loading'}>
          {list.status === 'loading' && (
            <ul aria-label={t('reviews.loading')} className="grid gap-4">
              {[0, 1].map((key) => (
                <li key={key} className="h-32 animate-pulse rounded-lg bg-sand" />
              ))}
            </ul>
          )}
          {list.status === 'error' && (
            <div className="rounded-lg border border-hairline bg-paper p-6">
              <p>{t('reviews.loadFailed')}</p>
              <button
                type="button"
                onClick={() => {
                  setList({ status: 'loading' });
                  load(1).catch(() => setList({ status: 'error' }));
                }}
                className={buttonClass('secondary', 'mt-4')}
              >
                {t('reviews.retry')}
              </button>
            </div>
          )}
          {list.status === 'ready' && list.reviews.length === 0 && (
            <div className="flex items-start gap-4 rounded-lg border border-hairline bg-paper p-6">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-sand text-cognac">
                <MessageSquareText aria-hidden="true" className="size-5" strokeWidth={1.5} />
              </span>
              <div>
                <p className="font-serif text-xl">{t('reviews.emptyTitle')}</p>
                <p className="mt-1 text-[15px] text-taupe">
                  {ownPending ? t('reviews.emptyOwnPending') : t('reviews.emptyText')}
                </p>
              </div>
            </div>
          )}
          {list.status === 'ready' && list.reviews.length > 0 && (
            <>
              <ul className="divide-y divide-hairline border-y border-hairline">
                {list.reviews.map((review) => (
                  <li key={review.id} className="py-6">
                    <article aria-label={t('reviews.reviewBy', { author: review.author })}>
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <RatingStars value={review.rating} />
                        {review.title && <h3 className="font-sans text-base font-medium">{review.title}</h3>}
                      </div>
                      <p className="mt-3 max-w-[68ch] whitespace-pre-line text-[15px]">{review.body}</p>
                      <p className="mt-3 text-sm text-taupe">
                        {review.author} ·{' '}
                        <time dateTime={review.created_at}>{formatDate(review.created_at, locale)}</time>
                      </p>
                    </article>
                  </li>
                ))}
              </ul>
              {list.page < list.lastPage && (
                <button
                  type="button"
                  onClick={loadMore}
                  disabled={list.loadingMore}
                  className={buttonClass('secondary', 'mt-6')}
                >
                  {list.loadingMore ? t('reviews.loadingMore') : t('reviews.loadMore')}
                </button>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * Logged-in customers write a review — one per product: once written, it is shown as awaiting moderation or
 * published; guests are asked to log in and come back here.
 */
function WriteReview({
  productId,
  own,
  onWritten,
}: {
  productId: number;
  own: OwnState;
  onWritten: (review: OwnReview) => void;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { pathname } = useLocation();
  const hydrated = useAuthStore((state) => state.hydrated);
  const loggedIn = useAuthStore((state) => state.user !== null && state.token !== null);
  const [open, setOpen] = useState(false);

  if (!hydrated) return <div aria-hidden="true" className="mt-6 h-11 w-48 animate-pulse rounded-full bg-sand" />;
  if (!loggedIn) {
    return (
      <div className="mt-6 rounded-lg border border-hairline bg-paper p-5">
        <p className="text-[15px]">{t('reviews.loginToWrite')}</p>
        <Link
          to={`${to('/login')}?redirect=${encodeURIComponent(`${pathname}#reviews`)}`}
          className={buttonClass('secondary', 'mt-4')}
        >
          {t('reviews.loginCta')}
        </Link>
      </div>
    );
  }
  if (own.status === 'unknown') {
    return <div aria-hidden="true" className="mt-6 h-11 w-48 animate-pulse rounded-full bg-sand" />;
  }
  if (own.status === 'found' && !open) {
    const pending = own.review.status === 'pending';
    return (
      <div className="mt-6 rounded-lg border border-hairline bg-paper p-5">
        <p className="flex items-center gap-2 font-medium">
          {pending ? (
            <Clock aria-hidden="true" className="size-5 text-cognac" strokeWidth={1.5} />
          ) : (
            <CheckCircle2 aria-hidden="true" className="size-5 text-success" strokeWidth={1.5} />
          )}
          {pending ? t('reviews.ownPendingTitle') : t('reviews.ownPublishedTitle')}
        </p>
        <p className="mt-2 text-[15px] text-taupe">
          {pending ? t('reviews.ownPendingText') : t('reviews.ownPublishedText')}
        </p>
        <div className="mt-3 flex items-center gap-2">
          <RatingStars value={own.review.rating} />
          {own.review.title && <span className="text-[15px]">{own.review.title}</span>}
        </div>
      </div>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={ReviewForm.preload}
        onFocus={ReviewForm.preload}
        className={buttonClass('primary', 'mt-6')}
      >
        <PenLine aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {t('reviews.write')}
      </button>
    );
  }
  return (
    <Suspense fallback={<div aria-hidden="true" className="mt-6 h-96 animate-pulse rounded-lg bg-sand" />}>
      <ReviewForm productId={productId} onCancel={() => setOpen(false)} onWritten={onWritten} />
    </Suspense>
  );
}
