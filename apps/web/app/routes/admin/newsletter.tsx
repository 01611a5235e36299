import type { AdminSubscriber } from '@atelier/contracts';
import { Download, Loader2, MailX, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { EmptyList, PagedListFrame } from '~/features/admin/list-frame';
import {
  QuestionDialog,
  RowButton,
  reportFailure,
  useClampPage,
  useListParams,
  useQuestion,
} from '~/features/admin/marketing/list-parts';
import { downloadSubscribersCsv, marketingApi, type SubscriberStatus } from '~/features/admin/marketing/marketing-api';
import {
  AdminPageHeader,
  adminInputClass,
  Badge,
  cardClass,
  NoAccess,
  smallButtonClass,
  tdClass,
  thClass,
} from '~/features/admin/ui';
import { useAdminData, useDebounced } from '~/features/admin/use-admin-data';
import { notify } from '~/features/notifications/store';
import { formatDate } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/newsletter';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'newsletter');

export default function AdminNewsletter() {
  const access = useAdminAccess('inbox');
  if (!access.read) return <NoAccess scope="area" />;
  return <NewsletterPage canWrite={access.write} />;
}

const STATUSES: readonly SubscriberStatus[] = ['all', 'confirmed', 'pending', 'unsubscribed'];
const TONES = { confirmed: 'success', pending: 'accent', unsubscribed: 'neutral' } as const;
const PER_PAGE = 20;
/** Where a sign-up came from (contracts NewsletterSubscribeBody); older rows may hold other words. */
const SOURCES = ['footer', 'register', 'checkout'] as const;

function NewsletterPage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { page, values, update } = useListParams(['status', 'search'] as const);
  const status: SubscriberStatus = STATUSES.includes(values.status as SubscriberStatus)
    ? (values.status as SubscriberStatus)
    : 'all';
  const [search, setSearch] = useState(values.search);
  const settled = useDebounced(search, 350);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search value triggers this
  useEffect(() => {
    if (settled.trim() !== values.search) update({ status: values.status, search: settled });
  }, [settled]);

  const query = { page, per_page: PER_PAGE, status, search: values.search || undefined };
  const list = useAdminData(JSON.stringify(query), (signal) => marketingApi.subscribers(query, signal));
  useClampPage(list.data?.meta, list.data?.data.length, (next) => update({ ...values, page: next }));
  const [exporting, setExporting] = useState(false);
  const questions = useQuestion();

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadSubscribersCsv(`newsletter-${new Date().toISOString().slice(0, 10)}.csv`);
      notify(t('admin.newsletter.exported'), 'success');
    } catch (error) {
      reportFailure(error, t);
    } finally {
      setExporting(false);
    }
  }

  const askUnsubscribe = (subscriber: AdminSubscriber) =>
    questions.ask({
      title: t('admin.newsletter.unsubscribeTitle'),
      body: (
        <>
          <p className="break-all">{t('admin.newsletter.unsubscribeText', { email: subscriber.email })}</p>
          <p>{t('admin.newsletter.unsubscribeKept')}</p>
        </>
      ),
      confirmLabel: t('admin.newsletter.unsubscribe'),
      action: async () => {
        try {
          const answer = await marketingApi.unsubscribe(subscriber.id);
          notify(answer.message, 'success');
          list.reload();
        } catch (error) {
          reportFailure(error, t);
        }
      },
    });

  const filtered = Boolean(values.search) || status !== 'all';

  return (
    <>
      <AdminPageHeader
        title={t('admin.newsletter.title')}
        description={t('admin.newsletter.intro')}
        actions={
          <button
            type="button"
            className={smallButtonClass}
            onClick={exportCsv}
            disabled={exporting}
            aria-busy={exporting}
          >
            {exporting ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />
            ) : (
              <Download aria-hidden="true" className="size-4" strokeWidth={1.5} />
            )}
            {exporting ? t('admin.newsletter.exporting') : t('admin.newsletter.export')}
          </button>
        }
      />
      <search
        aria-label={t('admin.newsletter.filters')}
        className={`${cardClass} mb-4 grid gap-3 p-4 sm:grid-cols-[2fr_1fr]`}
      >
        <div>
          <label htmlFor="subscriber-search" className="mb-1.5 block text-sm font-medium">
            {t('admin.newsletter.search')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-taupe"
              strokeWidth={1.5}
            />
            <input
              id="subscriber-search"
              type="search"
              value={search}
              maxLength={100}
              placeholder={t('admin.newsletter.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
              className={`${adminInputClass} pl-9`}
            />
          </div>
        </div>
        <div>
          <label htmlFor="subscriber-status" className="mb-1.5 block text-sm font-medium">
            {t('admin.newsletter.status')}
          </label>
          <select
            id="subscriber-status"
            value={status}
            onChange={(event) =>
              update({ search: values.search, status: event.target.value === 'all' ? '' : event.target.value })
            }
            className={adminInputClass}
          >
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.newsletter.statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </search>
      <p className="mb-4 text-sm text-taupe">{t('admin.newsletter.exportHint')}</p>

      <section aria-labelledby="subscribers-title" className={cardClass}>
        <h2 id="subscribers-title" className="sr-only">
          {t('admin.newsletter.tableTitle')}
        </h2>
        <PagedListFrame
          list={list}
          rows={8}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <EmptyList
              title={filtered ? t('admin.newsletter.emptyFiltered') : t('admin.newsletter.empty')}
              hint={filtered ? undefined : t('admin.newsletter.emptyHint')}
            >
              {filtered && (
                <button
                  type="button"
                  className={smallButtonClass}
                  onClick={() => {
                    setSearch('');
                    update({ status: '', search: '' });
                  }}
                >
                  {t('admin.newsletter.clearFilters')}
                </button>
              )}
            </EmptyList>
          }
          found={(count) => t('admin.newsletter.found', { count })}
          onPage={(next) => update({ ...values, page: next })}
        >
          {(data) => (
            <div className="overflow-x-auto">
              <table className="w-full text-[15px] leading-snug">
                <thead className="border-b border-hairline">
                  <tr>
                    <th scope="col" className={thClass}>
                      {t('admin.newsletter.email')}
                    </th>
                    <th scope="col" className={`${thClass} max-sm:hidden`}>
                      {t('admin.newsletter.status')}
                    </th>
                    <th scope="col" className={`${thClass} max-md:hidden`}>
                      {t('admin.newsletter.signedUp')}
                    </th>
                    <th scope="col" className={`${thClass} max-lg:hidden`}>
                      {t('admin.newsletter.language')}
                    </th>
                    {canWrite && (
                      <th scope="col" className={thClass}>
                        <span className="sr-only">{t('admin.newsletter.actions')}</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((subscriber) => {
                    const badge = (
                      <Badge tone={TONES[subscriber.status]}>
                        {t(`admin.newsletter.statuses.${subscriber.status}`)}
                      </Badge>
                    );
                    const when =
                      subscriber.status === 'unsubscribed' && subscriber.unsubscribed_at
                        ? t('admin.newsletter.unsubscribedOn', {
                            date: formatDate(subscriber.unsubscribed_at, locale, 'short'),
                          })
                        : subscriber.confirmed_at
                          ? t('admin.newsletter.confirmedOn', {
                              date: formatDate(subscriber.confirmed_at, locale, 'short'),
                            })
                          : t('admin.newsletter.consentOn', {
                              date: formatDate(subscriber.consent_at, locale, 'short'),
                            });
                    return (
                      <tr key={subscriber.id} className="border-b border-hairline last:border-0">
                        <td className={`${tdClass} max-w-60 sm:max-w-80`}>
                          <p className="truncate font-medium" title={subscriber.email}>
                            {subscriber.email}
                          </p>
                          <p className="text-xs text-taupe">
                            {t('admin.newsletter.source', {
                              source: SOURCES.includes(subscriber.source as (typeof SOURCES)[number])
                                ? t(`admin.newsletter.sources.${subscriber.source as (typeof SOURCES)[number]}`)
                                : subscriber.source,
                            })}
                            <span className="md:hidden"> · {when}</span>
                          </p>
                          <div className="mt-1 sm:hidden">{badge}</div>
                        </td>
                        <td className={`${tdClass} max-sm:hidden`}>{badge}</td>
                        <td className={`${tdClass} text-sm text-taupe max-md:hidden`}>{when}</td>
                        <td className={`${tdClass} text-sm uppercase text-taupe max-lg:hidden`}>{subscriber.locale}</td>
                        {canWrite && (
                          <td className={`${tdClass} text-right`}>
                            {subscriber.status !== 'unsubscribed' && (
                              <RowButton
                                tone="danger"
                                icon={<MailX aria-hidden="true" className="size-4" strokeWidth={1.5} />}
                                label={t('admin.newsletter.unsubscribe')}
                                aria-label={t('admin.newsletter.unsubscribeNamed', { email: subscriber.email })}
                                onClick={() => askUnsubscribe(subscriber)}
                              />
                            )}
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
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
