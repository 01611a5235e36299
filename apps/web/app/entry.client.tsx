import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ensureResources } from './i18n/load';
import { toLocale } from './i18n/locale';

/**
 * React Router's default browser entry, except that it first takes the page's translations (preloaded by
 * the document's <link rel="preload">), so the first render matches the server's HTML. Should they fail
 * to arrive, the server-rendered page stays as it is: its links and forms still work without scripts.
 */
ensureResources(toLocale(document.documentElement.lang)).then(
  () => {
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
