import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ensureAdminResources, ensureResources } from './i18n/load';
import { toLocale } from './i18n/locale';
import { stopCapturingEarlyClicks } from './lib/typed-before-hydration';

/**
 * React Router's default browser entry, except that it first takes the page's translations (preloaded by
 * the document's <link rel="preload">), so the first render matches the server's HTML. Should they fail
 * to arrive, the server-rendered page stays as it is: its links and forms still work without scripts.
 */
const locale = toLocale(document.documentElement.lang);
// The admin panel's pages also need the panel's strings (a second file) to hydrate as they were rendered.
const inAdminPanel = /^\/[a-z]{2}\/admin(\/|$)/.test(window.location.pathname);
(inAdminPanel ? ensureAdminResources(locale) : ensureResources(locale)).then(
  () => {
    stopCapturingEarlyClicks();
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
  (error: unknown) => console.error('Translations could not be loaded; the page stays server-rendered.', error),
);
