import type { InfoPage } from '@atelier/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '~/components/ui/page-header';
import { formatDate } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import type { PageKey } from '~/lib/meta';
import { RichContent } from './rich-content';

export type InfoPageKey = Extract<
  PageKey,
  | 'paymentMethods'
  | 'deliveryCosts'
  | 'returns'
  | 'complaints'
  | 'warranty'
  | 'storeRegulations'
  | 'privacyPolicy'
  | 'cookies'
  | 'faq'
>;

/**
 * An information page inside the info layout: the title and lead from the translations, then the page's
 * text from the API and the date it was last changed. `children` come after the text (the FAQ's
 * questions).
 */
export function InfoArticle({
  pageKey,
  page,
  lead,
  children,
}: {
  pageKey: InfoPageKey;
  page: InfoPage;
  /** Before the text: what the page is for (the cookie settings form on the cookies page). */
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = t(`pages.${pageKey}.title`);
  return (
    <article>
      <PageHeader title={title} intro={t(`pages.${pageKey}.intro`)} crumbs={[{ label: title }]} />
      <div className="pt-10 sm:pt-12">
        {lead}
        {page.body_html.trim() && <RichContent html={page.body_html} />}
        {children}
        <p className="mt-12 text-sm text-taupe">{t('info.updatedAt', { date: formatDate(page.updated_at, locale) })}</p>
      </div>
    </article>
  );
}
