import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '~/i18n/hooks';

export interface Crumb {
  label: string;
  /** Path inside the locale; the last crumb (the current page) has none. */
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const all: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...items];
  return (
    <nav aria-label={t('common.breadcrumb')} className="text-sm text-taupe">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={crumb.to ?? 'current'} className="flex min-w-0 items-center gap-1">
              {crumb.to !== undefined && !last ? (
                <Link to={to(crumb.to)} className="rounded-sm py-1 underline-offset-4 hover:text-ink hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="truncate py-1 text-ink">
                  {crumb.label}
                </span>
              )}
              {!last && <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" strokeWidth={1.5} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
