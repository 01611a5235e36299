import { Eye, Lock, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { adminPath } from '../access';
import { ListFrame } from '../list-frame';
import { AdminPageHeader, Badge, cardClass, smallButtonClass, tdClass, thClass } from '../ui';
import { useAdminData } from '../use-admin-data';
import { contentApi } from './content-api';

/** The shop's information and legal pages (a fixed set): titles, last change, and which are read-only. */
export function PagesScreen({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useAdminData('pages', (signal) => contentApi.pages(signal));

  return (
    <>
      <AdminPageHeader
        title={t('admin.pages.title')}
        description={canWrite ? t('admin.pages.intro') : t('admin.pages.readOnlyIntro')}
      />
      <section aria-labelledby="pages-table-title" className={cardClass}>
        <h2 id="pages-table-title" className="sr-only">
          {t('admin.pages.tableTitle')}
        </h2>
        <ListFrame list={list} rows={8} dim={false}>
          {(data) => (
            <div className="overflow-x-auto">
              <table className="w-full text-[15px] leading-snug">
                <thead className="border-b border-hairline">
                  <tr>
                    <th scope="col" className={thClass}>
                      {t('admin.pages.page')}
                    </th>
                    <th scope="col" className={`${thClass} max-md:hidden`}>
                      {t('admin.pages.address')}
                    </th>
                    <th scope="col" className={`${thClass} max-sm:hidden`}>
                      {t('admin.pages.updated')}
                    </th>
                    <th scope="col" className={thClass}>
                      <span className="sr-only">{t('admin.pages.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((page) => {
                    const title = locale === 'en' ? page.title_en : page.title_pl;
                    return (
                      <tr key={page.slug} className="border-b border-hairline last:border-0">
                        <td className={tdClass}>
                          <p className="font-medium">{title}</p>
                          <p className="text-xs text-taupe" lang={locale === 'en' ? 'pl' : 'en'}>
                            {locale === 'en' ? page.title_pl : page.title_en}
                          </p>
                          {page.locked && (
                            <p className="mt-1">
                              <Badge tone="neutral">
                                <Lock aria-hidden="true" className="mr-1 size-3" strokeWidth={2} />
                                {t('admin.pages.locked')}
                              </Badge>
                            </p>
                          )}
                        </td>
                        <td className={`${tdClass} text-sm text-taupe max-md:hidden`}>
                          <a
                            href={`/${locale}/${page.slug}`}
                            target="_blank"
                            rel="noopener"
                            className="underline decoration-hairline underline-offset-4 hover:text-cognac"
                          >
                            /{locale}/{page.slug}
                          </a>
                        </td>
                        <td className={`${tdClass} whitespace-nowrap text-sm text-taupe max-sm:hidden`}>
                          {formatDate(page.updated_at, locale, 'dateTime')}
                        </td>
                        <td className={`${tdClass} text-right`}>
                          <Link
                            to={adminPath(locale, `/pages/${page.slug}`)}
                            className={smallButtonClass}
                            aria-label={t(
                              canWrite && !page.locked ? 'admin.pages.editNamed' : 'admin.pages.viewNamed',
                              {
                                name: title,
                              },
                            )}
                          >
                            {canWrite && !page.locked ? (
                              <Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />
                            ) : (
                              <Eye aria-hidden="true" className="size-4" strokeWidth={1.5} />
                            )}
                            <span className="max-sm:sr-only">
                              {canWrite && !page.locked ? t('admin.pages.edit') : t('admin.pages.view')}
                            </span>
                          </Link>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </ListFrame>
      </section>
    </>
  );
}
