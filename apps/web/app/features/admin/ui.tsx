import { AlertCircle, ChevronLeft, ChevronRight, Loader2, RefreshCw, ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { useLocale } from '~/i18n/hooks';
import { adminPath } from './access';

/*
 * Small building blocks of the panel's pages: a denser, calmer version of the shop's look (design.md)
 * — paper cards on cream, hairline borders, the serif only for page titles and figures.
 */

export const cardClass = 'rounded-lg border border-hairline bg-paper';
export const smallButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-hairline bg-paper px-4 text-sm font-medium text-ink transition-colors hover:border-ink/40 hover:bg-sand disabled:cursor-not-allowed disabled:opacity-60';
export const adminInputClass =
  'block h-11 w-full min-w-0 rounded-sm border border-hairline bg-paper px-3 text-[15px] text-ink placeholder:text-taupe/70 transition-colors focus:border-cognac aria-[invalid=true]:border-bordo disabled:cursor-not-allowed disabled:bg-sand/40 disabled:text-taupe';
export const thClass = 'px-3 py-2.5 text-left text-xs font-medium uppercase tracking-[0.08em] text-taupe';
export const tdClass = 'px-3 py-2.5 align-middle';

export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-3xl sm:text-[34px]">{title}</h1>
        {description && <p className="mt-1.5 text-[15px] text-taupe">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** Grey placeholder rows while a list loads (design.md: skeletons, never a blank page). */
export function LoadingRows({ rows = 5, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={label ?? t('admin.common.loading')} className="grid gap-2 p-3">
      {Array.from({ length: rows }, (_, n) => n).map((row) => (
        <div key={row} className="h-11 animate-pulse rounded-sm bg-sand" />
      ))}
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 py-10 text-taupe">
      <Loader2 aria-hidden="true" className="size-5 animate-spin text-cognac" strokeWidth={1.5} />
      {label}
    </p>
  );
}

/** A failed load: what happened and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-4 rounded-lg border border-bordo/30 bg-bordo/5 p-5">
      <AlertCircle aria-hidden="true" className="size-5 text-bordo" strokeWidth={1.5} />
      <p className="flex-1 text-bordo">{t('admin.common.loadFailed')}</p>
      <button type="button" onClick={onRetry} className={smallButtonClass}>
        <RefreshCw aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {t('admin.common.retry')}
      </button>
    </div>
  );
}

export function Pagination({
  page,
  lastPage,
  total,
  onPage,
}: {
  page: number;
  lastPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('admin.common.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-hairline px-3 py-3 text-sm text-taupe"
    >
      <p>{t('admin.common.pageOf', { page, last: lastPage, total })}</p>
      <div className="flex gap-2">
        <button
          type="button"
          className={smallButtonClass}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={t('admin.common.previousPage')}
        >
          <ChevronLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
          <span className="max-sm:sr-only">{t('admin.common.previous')}</span>
        </button>
        <button
          type="button"
          className={smallButtonClass}
          disabled={page >= lastPage}
          onClick={() => onPage(page + 1)}
          aria-label={t('admin.common.nextPage')}
        >
          <span className="max-sm:sr-only">{t('admin.common.next')}</span>
          <ChevronRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
        </button>
      </div>
    </nav>
  );
}

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'accent';
  children: ReactNode;
}) {
  const tones = {
    neutral: 'bg-sand text-ink',
    success: 'bg-success/10 text-success',
    warning: 'bg-warning/10 text-warning',
    danger: 'bg-bordo/10 text-bordo',
    accent: 'bg-cognac/10 text-cognac-dark',
  } as const;
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** Shown where a role may not go: a customer in the panel, or staff in an area their role does not reach. */
export function NoAccess({ scope, children }: { scope: 'panel' | 'area'; children?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={`${cardClass} flex flex-col items-start gap-4 px-6 py-10 sm:px-10`}>
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-sand text-cognac">
        <ShieldOff aria-hidden="true" className="size-6" strokeWidth={1.5} />
      </span>
      <h1 className="text-3xl">{t(`admin.noAccess.${scope}Title`)}</h1>
      <p className="max-w-xl text-taupe">{t(`admin.noAccess.${scope}Text`)}</p>
      <div className="mt-2 flex flex-wrap gap-3">
        {scope === 'area' ? (
          <Link to={adminPath(locale)} className={buttonClass('primary')}>
            {t('admin.noAccess.toDashboard')}
          </Link>
        ) : (
          <Link to={`/${locale}`} className={buttonClass('primary')}>
            {t('admin.layout.backToShop')}
          </Link>
        )}
        {children}
      </div>
    </div>
  );
}
