import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageKey, PageValues } from '~/lib/meta';
import type { Crumb } from './breadcrumb';
import { Container } from './container';
import { PageHeader } from './page-header';

/**
 * A page's frame: breadcrumb, title and intro from `pages.<key>` in the translations, then its content.
 * `parents` are the crumbs between home and this page.
 */
export function SimplePage({
  page,
  values,
  parents = [],
  children,
}: {
  page: PageKey;
  values?: PageValues;
  parents?: Crumb[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const options: PageValues = values ?? {};
  const title = t(`pages.${page}.title`, options);
  const intro = page === 'notFound' ? undefined : t(`pages.${page}.intro`, options);
  return (
    <Container>
      <PageHeader title={title} intro={intro} crumbs={[...parents, { label: title }]} />
      {children && <div className="pt-10 sm:pt-12">{children}</div>}
    </Container>
  );
}
