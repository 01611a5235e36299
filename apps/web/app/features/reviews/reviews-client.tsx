import type { MyReviewResponse } from '@atelier/contracts';
import { CheckCircle2, Clock, MessageSquareText, PenLine } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { lazyWithPreload } from '~/components/ui/lazy';
import { formatDate } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { useAuthStore } from '../auth/store';
import { RatingStars } from './rating-stars';
import { WriteReviewPlaceholder } from './reviews-section';

/*
 * What the reviews section shows only in the browser, once the page has hydrated: the reviews as they arrive
 * (or why they did not) and the way to write one. The server renders the section's skeletons
 * (reviews-section.tsx), so this code comes with the reviews' request instead of before hydration
 * (docs/decisions/028-javascript-budget.md).
 */

/** A review as GET /api/products/{id}/reviews shows it (contracts Review). */
export interface ReviewItem {
  id: number;
  rating: number;
  title: string | null;
  body: string;
  author: string;
  created_at: string;
}

export type OwnReview = NonNullable<MyReviewResponse['data']>;
export type OwnState = { status: 'unknown' } | { status: 'none' } | { status: 'found'; review: OwnReview };

export type LoadedList =
  | { status: 'error' }
  | { status: 'ready'; reviews: ReviewItem[]; page: number; lastPage: number; loadingMore: boolean };

// Only people who write a review download the form.
const ReviewForm = lazyWithPreload(() => import('./review-form'));

/** The reviews once asked for: the list (more on request), the empty list, or the failure with a retry. */
export function ReviewList({
  list,
  ownPending,
  onRetry,
  onMore,
}: {
  list: LoadedList;
  ownPending: boolean;
  onRetry: () => void;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      {list.status === 'error' && (
        <div className="rounded-lg border border-hairline bg-paper p-6">
          <p>{t('reviews.loadFailed')}</p>
          <button type="button" onClick={onRetry} className={buttonClass('secondary', 'mt-4')}>
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
                    {review.author} · <time dateTime={review.created_at}>{formatDate(review.created_at, locale)}</time>
                  </p>
                </article>
              </li>
            ))}
          </ul>
          {list.page < list.lastPage && (
            <button
              type="button"
              onClick={onMore}
              disabled={list.loadingMore}
              className={buttonClass('secondary', 'mt-6')}
            >
              {list.loadingMore ? t('reviews.loadingMore') : t('reviews.loadMore')}
            </button>
          )}
        </>
      )}
    </>
  );
}

/**
 * Logged-in customers write a review — one per product: once written, it is shown as awaiting moderation or
 * published; guests are asked to log in and come back here. Shown once the sign-in state is known.
 */
export function WriteReview({
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
  const loggedIn = useAuthStore((state) => state.user !== null && state.token !== null);
  const [open, setOpen] = useState(false);

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
  if (own.status === 'unknown') return <WriteReviewPlaceholder />;
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
