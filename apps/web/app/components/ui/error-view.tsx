import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { useLocalePath } from '~/i18n/hooks';
import { buttonClass } from './button';

/** The 404 page: what happened and where to go next. */
export function NotFoundView() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section aria-labelledby="error-title" className="grid items-center gap-12 lg:grid-cols-12">
      <div className="lg:col-span-7">
        <p className="text-sm font-medium uppercase tracking-[0.2em] text-cognac">{t('errorPage.notFoundCode')}</p>
        <h1 id="error-title" className="mt-4 text-4xl sm:text-5xl">
          {t('errorPage.notFoundTitle')}
        </h1>
        <p className="mt-5 text-lg text-taupe">{t('errorPage.notFoundText')}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to={to('/')} className={buttonClass('primary')}>
            {t('errorPage.goHome')}
          </Link>
          <Link to={to('/products')} className={buttonClass('secondary')}>
            {t('common.browseProducts')}
          </Link>
        </div>
      </div>
      <LeatherTag label="404" className="mx-auto w-48 max-lg:hidden lg:col-span-4 lg:col-start-9 lg:w-56" />
    </section>
  );
}

/** A stitched leather luggage tag with the error code pressed into it. */
function LeatherTag({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`leather leather-cognac stitched relative aspect-[3/4] -rotate-6 rounded-[18px] shadow-2xl shadow-ink/25 ${className}`}
    >
      <span className="absolute left-1/2 top-[12%] size-5 -translate-x-1/2 rounded-full bg-cream shadow-inner" />
      <span className="absolute inset-x-0 top-[46%] text-center font-serif text-6xl font-medium text-[#f1d2b3]/85 [text-shadow:0_1px_0_rgba(0,0,0,0.25)]">
        {label}
      </span>
    </div>
  );
}

/**
 * What an error boundary shows: the 404 page for "not found", a friendly message otherwise. The stack
 * is printed only in development builds; production visitors never see internals.
 */
export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section aria-labelledby="error-title" className="max-w-2xl">
      <p className="text-sm font-medium uppercase tracking-[0.2em] text-cognac">
        {t('errorPage.errorCode', { status })}
      </p>
      <h1 id="error-title" className="mt-4 text-4xl sm:text-5xl">
        {t('errorPage.errorTitle')}
      </h1>
      <p className="mt-5 text-lg text-taupe">{t('errorPage.errorText')}</p>
      <div className="mt-10 flex flex-wrap gap-3">
        {/* A plain link on purpose: a full page load, which also works when the scripts failed. */}
        <a href={`${location.pathname}${location.search}`} className={buttonClass('primary')}>
          {t('errorPage.reload')}
        </a>
        <Link to={to('/')} className={buttonClass('secondary')}>
          {t('errorPage.goHome')}
        </Link>
      </div>
      {stack && (
        <details className="mt-10 rounded-sm border border-hairline bg-paper p-4 text-sm">
          <summary className="cursor-pointer font-medium">{t('errorPage.details')}</summary>
          <pre className="mt-3 overflow-x-auto whitespace-pre-wrap break-words text-xs text-taupe">{stack}</pre>
        </details>
      )}
    </section>
  );
}
