import { Check, ExternalLink, Trash2, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { EmptyList, PagedListFrame } from '~/features/admin/list-frame';
import {
  QuestionDialog,
  RowButton,
  reportFailure,
  StatusFilter,
  useClampPage,
  useListParams,
  useQuestion,
} from '~/features/admin/marketing/list-parts';
import { type AdminReviewItem, marketingApi, type ReviewStatus } from '~/features/admin/marketing/marketing-api';
import { AdminPageHeader, Badge, cardClass, NoAccess, smallButtonClass } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { notify } from '~/features/notifications/store';
import { RatingStars } from '~/features/reviews/rating-stars';
import { formatDate } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/reviews';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'reviews');

export default function AdminReviews() {
  const access = useAdminAccess('content');
  if (!access.read) return <NoAccess scope="area" />;
  return <ReviewsPage canWrite={access.write} />;
}

const STATUSES: readonly ReviewStatus[] = ['pending', 'approved', 'all'];
const PER_PAGE = 10;

function ReviewsPage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { page, values, update } = useListParams(['status'] as const);
  const status: ReviewStatus = STATUSES.includes(values.status as ReviewStatus)
    ? (values.status as ReviewStatus)
    : 'pending';
  const query = { page, per_page: PER_PAGE, status };
  // The panel's language is part of the key: the API names the product in it.
  const list = useAdminData(JSON.stringify({ ...query, locale }), (signal) => marketingApi.reviews(query, signal));
  useClampPage(list.data?.meta, list.data?.data.length, (next) => update({ status: values.status, page: next }));
  const [working, setWorking] = useState<number | null>(null);
  const questions = useQuestion();

  async function setApproved(review: AdminReviewItem, approved: boolean) {
    setWorking(review.id);
    try {
      await marketingApi.setReviewApproved(review.id, approved);
      notify(
        t(approved ? 'admin.reviews.approved' : 'admin.reviews.withdrawn', { product: review.product.name }),
        'success',
      );
      list.reload();
    } catch (error) {
      reportFailure(error, t);
    } finally {
      setWorking(null);
    }
  }

  const askDelete = (review: AdminReviewItem) =>
    questions.ask({
      title: review.approved ? t('admin.reviews.deleteTitle') : t('admin.reviews.rejectTitle'),
      body: (
        <>
          <p>
            {t('admin.reviews.deleteText', {
              author: review.author.name || review.author.email,
              product: review.product.name,
            })}
          </p>
          {review.approved && <p>{t('admin.reviews.deletePublishedText')}</p>}
        </>
      ),
      confirmLabel: review.approved ? t('admin.reviews.delete') : t('admin.reviews.reject'),
      action: async () => {
        try {
          const answer = await marketingApi.removeReview(review.id);
          notify(answer.message, 'success');
          list.reload();
        } catch (error) {
          reportFailure(error, t);
        }
      },
    });

  return (
    <>
      <AdminPageHeader
        title={t('admin.reviews.title')}
        description={canWrite ? t('admin.reviews.intro') : t('admin.reviews.readOnlyIntro')}
      />
      <div className="mb-4">
        <StatusFilter
          label={t('admin.reviews.filter')}
          value={status}
          options={STATUSES.map((value) => ({ value, label: t(`admin.reviews.statuses.${value}`) }))}
          onChange={(value) => update({ status: value === 'pending' ? '' : value })}
        />
      </div>
      <section aria-labelledby="reviews-title" className={cardClass}>
        <h2 id="reviews-title" className="sr-only">
          {t(`admin.reviews.listTitles.${status}`)}
        </h2>
        <PagedListFrame
          list={list}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <EmptyList title={t(`admin.reviews.empty.${status}`)} hint={t('admin.reviews.emptyPendingHint')}>
              {status !== 'all' && (
                <button
                  type="button"
                  className={smallButtonClass}
                  onClick={() => update({ status: status === 'pending' ? 'approved' : '' })}
                >
                  {status === 'pending' ? t('admin.reviews.showApproved') : t('admin.reviews.showPending')}
                </button>
              )}
            </EmptyList>
          }
          found={(count) => t('admin.reviews.found', { count })}
          onPage={(next) => update({ page: next })}
        >
          {(data) => (
            <ul className="divide-y divide-hairline">
              {data.data.map((review) => (
                <li key={review.id} className="grid gap-3 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_auto]">
                  <article aria-labelledby={`review-${review.id}-product`} className="min-w-0">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <h3 id={`review-${review.id}-product`} className="font-sans text-base font-medium">
                        <a
                          href={`/${locale}/products/${review.product.slug}`}
                          target="_blank"
                          rel="noopener"
                          className="inline-flex items-center gap-1.5 text-ink underline-offset-4 hover:text-cognac hover:underline"
                        >
                          {review.product.name}
                          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" strokeWidth={1.5} />
                          <span className="sr-only">{t('admin.reviews.opensInNewTab')}</span>
                        </a>
                      </h3>
                      <Badge tone={review.approved ? 'success' : 'accent'}>
                        {review.approved ? t('admin.reviews.published') : t('admin.reviews.waiting')}
                      </Badge>
                    </div>
                    <div className="mt-2 flex items-center gap-2">
                      <RatingStars value={review.rating} />
                    </div>
                    {review.title && <p className="mt-2 font-medium">{review.title}</p>}
                    <p className="mt-1 whitespace-pre-line break-words text-[15px] leading-relaxed">{review.body}</p>
                    <p className="mt-2 text-sm text-taupe">
                      {t('admin.reviews.byline', {
                        author: review.author.name || t('admin.reviews.noName'),
                        email: review.author.email,
                        date: formatDate(review.created_at, locale, 'dateTime'),
                      })}
                    </p>
                  </article>
                  {canWrite && (
                    <div className="flex flex-wrap items-start gap-2 md:flex-col md:items-stretch">
                      {review.approved ? (
                        <RowButton
                          compact={false}
                          icon={<Undo2 aria-hidden="true" className="size-4" strokeWidth={1.5} />}
                          label={t('admin.reviews.withdraw')}
                          aria-describedby={`review-${review.id}-product`}
                          busy={working === review.id}
                          onClick={() => setApproved(review, false)}
                        />
                      ) : (
                        <RowButton
                          compact={false}
                          tone="accent"
                          icon={<Check aria-hidden="true" className="size-4" strokeWidth={1.5} />}
                          label={t('admin.reviews.approve')}
                          aria-describedby={`review-${review.id}-product`}
                          busy={working === review.id}
                          onClick={() => setApproved(review, true)}
                        />
                      )}
                      <RowButton
                        compact={false}
                        tone="danger"
                        icon={
                          review.approved ? (
                            <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                          ) : (
                            <X aria-hidden="true" className="size-4" strokeWidth={1.5} />
                          )
                        }
                        label={review.approved ? t('admin.reviews.delete') : t('admin.reviews.reject')}
                        aria-describedby={`review-${review.id}-product`}
                        onClick={() => askDelete(review)}
                      />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </PagedListFrame>
      </section>
      <QuestionDialog
        question={questions.question}
        busy={questions.busy}
        cancelLabel={t('admin.common.cancel')}
        onClose={questions.close}
        onConfirm={questions.confirm}
      />
    </>
  );
}
