import { BLOG_POST_STATUSES, type BlogPostStatus } from '@atelier/contracts';
import { ImageOff, Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { formatDate } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { photoSrc } from '~/lib/photo-url';
import { adminPath } from '../access';
import { PagedListFrame } from '../list-frame';
import { AdminPageHeader, adminInputClass, cardClass, smallButtonClass, tdClass, thClass } from '../ui';
import { useAdminData, useDebounced } from '../use-admin-data';
import { contentApi } from './content-api';
import { PostStatusBadge } from './editorial-ui';

type StatusFilter = BlogPostStatus | 'all';
const FILTERS: StatusFilter[] = ['all', ...BLOG_POST_STATUSES];

/** Every post of the blog — drafts, scheduled and published — with search, a status filter and pages. */
export function BlogPostsScreen({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const status = (FILTERS as string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as StatusFilter)
    : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const searchParam = params.get('search') ?? '';
  const [search, setSearch] = useState(searchParam);
  const settled = useDebounced(search, 350);

  const update = (change: { status?: StatusFilter; page?: number; search?: string }) => {
    const next = new URLSearchParams();
    const nextStatus = change.status ?? status;
    const nextSearch = change.search ?? searchParam;
    const nextPage = change.page ?? 1;
    if (nextStatus !== 'all') next.set('status', nextStatus);
    if (nextSearch.trim()) next.set('search', nextSearch.trim());
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next, { replace: true, preventScrollReset: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search value writes the address
  useEffect(() => {
    if (settled.trim() !== searchParam.trim()) update({ search: settled });
  }, [settled]);

  const query = { status, page, per_page: 20, search: searchParam || undefined };
  const list = useAdminData(JSON.stringify(query), (signal) => contentApi.posts(query, signal));
  const counts = list.data?.meta.counts;

  return (
    <>
      <AdminPageHeader
        title={t('admin.blog.title')}
        description={canWrite ? t('admin.blog.intro') : t('admin.blog.readOnlyIntro')}
        actions={
          canWrite && (
            <Link to={adminPath(locale, '/blog/new')} className={buttonClass('primary')}>
              <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('admin.blog.new')}
            </Link>
          )
        }
      />
      <search
        aria-label={t('admin.blog.filters')}
        className={`${cardClass} mb-4 grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)]`}
      >
        <div>
          <label htmlFor="post-search" className="mb-1.5 block text-sm font-medium">
            {t('admin.blog.search')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-taupe"
              strokeWidth={1.5}
            />
            <input
              id="post-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('admin.blog.searchPlaceholder')}
              className={`${adminInputClass} pl-9`}
            />
          </div>
        </div>
        <div>
          <label htmlFor="post-status" className="mb-1.5 block text-sm font-medium">
            {t('admin.blog.statusFilter')}
          </label>
          <select
            id="post-status"
            value={status}
            onChange={(event) => update({ status: event.target.value as StatusFilter })}
            className={adminInputClass}
          >
            {FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {filter === 'all'
                  ? t('admin.blog.allStatuses')
                  : counts
                    ? t('admin.blog.statusWithCount', {
                        status: t(`admin.blog.status.${filter}`),
                        count: counts[filter],
                      })
                    : t(`admin.blog.status.${filter}`)}
              </option>
            ))}
          </select>
        </div>
      </search>

      <section aria-labelledby="posts-table-title" className={cardClass}>
        <h2 id="posts-table-title" className="sr-only">
          {t('admin.blog.tableTitle')}
        </h2>
        <PagedListFrame
          list={list}
          rows={6}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <div className="flex flex-col items-start gap-3 px-5 py-10">
              <p className="font-serif text-2xl">{t('admin.blog.emptyTitle')}</p>
              <p className="text-taupe">{t('admin.blog.emptyHint')}</p>
              <div className="flex flex-wrap gap-2">
                {(status !== 'all' || searchParam) && (
                  <button
                    type="button"
                    className={smallButtonClass}
                    onClick={() => {
                      setSearch('');
                      setParams(new URLSearchParams(), { replace: true });
                    }}
                  >
                    {t('admin.blog.clearFilters')}
                  </button>
                )}
                {canWrite && (
                  <Link to={adminPath(locale, '/blog/new')} className={buttonClass('primary')}>
                    {t('admin.blog.new')}
                  </Link>
                )}
              </div>
            </div>
          }
          found={(count) => t('admin.blog.found', { count })}
          onPage={(next) => update({ page: next })}
        >
          {(data) => (
            <div className="overflow-x-auto">
              <table className="w-full text-[15px] leading-snug">
                <thead className="border-b border-hairline">
                  <tr>
                    <th scope="col" className={`${thClass} w-24 max-sm:hidden`}>
                      <span className="sr-only">{t('admin.blog.cover')}</span>
                    </th>
                    <th scope="col" className={thClass}>
                      {t('admin.blog.postTitle')}
                    </th>
                    <th scope="col" className={`${thClass} max-lg:hidden`}>
                      {t('admin.blog.category')}
                    </th>
                    <th scope="col" className={thClass}>
                      {t('admin.blog.statusColumn')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((post) => {
                    const title = locale === 'en' ? post.title_en : post.title_pl;
                    return (
                      <tr key={post.id} className="border-b border-hairline last:border-0">
                        <td className={`${tdClass} max-sm:hidden`}>
                          {post.cover_url ? (
                            <img
                              src={photoSrc(post.cover_url)}
                              alt=""
                              loading="lazy"
                              className="aspect-[16/10] w-20 rounded-sm bg-sand object-cover"
                            />
                          ) : (
                            <span className="flex aspect-[16/10] w-20 items-center justify-center rounded-sm bg-sand text-taupe">
                              <ImageOff aria-hidden="true" className="size-4" strokeWidth={1.5} />
                            </span>
                          )}
                        </td>
                        <td className={tdClass}>
                          <Link
                            to={adminPath(locale, `/blog/${post.id}`)}
                            className="font-medium text-ink underline decoration-hairline underline-offset-4 hover:text-cognac hover:decoration-cognac"
                          >
                            {title}
                          </Link>
                          <p className="text-xs text-taupe" lang={locale === 'en' ? 'pl' : 'en'}>
                            {locale === 'en' ? post.title_pl : post.title_en}
                          </p>
                          <p className="mt-0.5 break-all text-xs text-taupe lg:hidden">
                            {locale === 'en' ? post.category.name_en : post.category.name_pl}
                          </p>
                        </td>
                        <td className={`${tdClass} text-sm max-lg:hidden`}>
                          {locale === 'en' ? post.category.name_en : post.category.name_pl}
                        </td>
                        <td className={tdClass}>
                          <PostStatusBadge status={post.status} />
                          {post.published_at && post.status !== 'draft' && (
                            <p className="mt-1 text-xs text-taupe">
                              {formatDate(post.published_at, locale, 'dateTime')}
                            </p>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </PagedListFrame>
      </section>
    </>
  );
}
