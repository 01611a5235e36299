import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageKey } from '../../lib/meta';
import { FactList } from './fact-list';
import { PageHeader } from './page-header';

type InfoPageKey = Extract<
  PageKey,
  | 'paymentMethods'
  | 'deliveryCosts'
  | 'returns'
  | 'complaints'
  | 'warranty'
  | 'storeRegulations'
  | 'privacyPolicy'
  | 'cookies'
>;

/** An information page inside the info layout: header, then its key facts from the translations. */
export function InfoPage({ page, children }: { page: InfoPageKey | 'faq'; children?: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  return (
    <>
      <PageHeader title={title} intro={t(`pages.${page}.intro`)} crumbs={[{ label: title }]} />
      <div className="pt-10 sm:pt-12">
        {children ?? (page !== 'faq' && <FactList facts={t(`pages.${page}.facts`, { returnObjects: true })} />)}
      </div>
    </>
  );
}
