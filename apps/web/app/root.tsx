import frauncesLatin500 from '@fontsource/fraunces/files/fraunces-latin-500-normal.woff2?url';
import interLatin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import interLatin500 from '@fontsource/inter/files/inter-latin-500-normal.woff2?url';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useParams,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { ErrorView } from './components/ui/error-view';
import frauncesPolish500 from './fonts/fraunces-polish-500.woff2?url';
import interPolish400 from './fonts/inter-polish-400.woff2?url';
import interPolish500 from './fonts/inter-polish-500.woff2?url';
import { createI18n, translator } from './i18n/i18n';
import { RESOURCE_URLS } from './i18n/load';
import { toLocale } from './i18n/locale';
import { ensureCsrfToken } from './lib/csrf.server';
import './lib/load-context';
import { useNonce } from './lib/nonce';
import { AFTER_PAINT_LOADER } from './lib/scripts-after-paint';
import { replayEarlyClick, replayTypedBeforeHydration } from './lib/typed-before-hydration';

export const links: Route.LinksFunction = () => [
  // The three faces every page shows above the fold (Polish pages add their letters, see POLISH_FONTS);
  // rarer letters load on demand through their unicode ranges (app.css).
  { rel: 'preload', href: interLatin400, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: interLatin500, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: frauncesLatin500, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * Polish text needs the Polish-letter faces (2–3 KB each) at once: found only through the stylesheet, they
 * would arrive after the first paint and make the browser lay the page out again.
 */
const POLISH_FONTS = [interPolish400, interPolish500, frauncesPolish500];

export async function loader({ request, context }: Route.LoaderArgs) {
  // A page shared by every visitor carries no token, and needs none: the API tells our own pages from other
  // sites by the browser's Fetch Metadata (decision 002). Other pages keep the first version's meta token.
  if (context.sharedPage) return data({ csrfToken: '' });
  const { token, setCookie } = ensureCsrfToken(request);
  return data({ csrfToken: token }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

// The token lives as long as its cookie, so client navigations need not ask the server again.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = toLocale(useParams().locale);
  const rootData = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  // One instance per render tree and language: requests never share i18n state on the server.
  const i18n = useMemo(() => createI18n(locale), [locale]);

  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f3ee" />
        <meta name="csrf-token" content={rootData?.csrfToken ?? ''} />
        {/* The page's translations, fetched by entry.client before it hydrates. */}
        <link rel="preload" href={RESOURCE_URLS[locale]} as="fetch" crossOrigin="anonymous" />
        {/*
          With a precedence React writes the stylesheet before the scripts' (renamed) modulepreload hints, so the
          page's only render-blocking request is not queued behind thirty JavaScript files.
        */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {locale === 'pl' &&
          POLISH_FONTS.map((href) => (
            <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
          ))}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/*
          Starts the scripts above once the page has painted (lib/scripts-after-paint.ts). Only the server's HTML
          needs its text: hydration leaves an inline script as the server wrote it, and a script React writes in
          the browser never runs, so the browser's bundle does without the 2 KB string.
        */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own code, no user input
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? AFTER_PAINT_LOADER : '' }}
        />
      </body>
    </html>
  );
}

export default function App() {
  // Runs once, right after hydration (effects follow the hydrated commit).
  useEffect(() => {
    replayTypedBeforeHydration();
    replayEarlyClick();
    // The browser journeys wait for this before acting on a freshly loaded page.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/** Last resort when even the locale layout could not render: the same pages, without header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center px-4 py-16 sm:px-6">
      <p className="mb-10 font-serif text-2xl tracking-tight">Atelier</p>
      <ErrorView error={error} />
    </main>
  );
}

export function meta({ error, params }: Route.MetaArgs) {
  if (!error) return [];
  const t = translator(toLocale(params.locale));
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? t('pages.notFound.title') : t('errorPage.errorTitle')} | Atelier` },
    { name: 'robots', content: 'noindex' },
  ];
}
