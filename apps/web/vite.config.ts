import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

// In development the API runs as its own process; in production one Node process serves both.
const apiTarget = process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001';

/** Every icon lucide-react exports, by the name the sources import (aliases like Loader2 included) → its file. */
function lucideIconFiles(): Map<string, string> {
  const barrel = createRequire(import.meta.url)
    .resolve('lucide-react')
    .replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs');
  const fileOf = new Map<string, string>();
  for (const match of readFileSync(barrel, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const name of match[1].matchAll(/default as (\w+)/g))
      fileOf.set(name[1], path.join(path.dirname(barrel), 'icons', `${match[2]}.mjs`));
  }
  return fileOf;
}

/**
 * In the browser build, `import { Menu, X } from 'lucide-react'` becomes one import per icon file. Through the
 * package's index, every module showing an icon depended on all of lucide's icons, so the chunking below could not
 * tell which page draws which icon (an icon then goes where the modules using it go). Names that are not icons
 * (types are already gone) keep importing from the index.
 */
function lucideIconsByFile(): Plugin {
  let fileOf: Map<string, string> | undefined;
  return {
    name: 'atelier:lucide-icons-by-file',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || this.environment?.config.consumer === 'server') return undefined;
      if (!code.includes('lucide-react') || /[\\/]node_modules[\\/]/.test(id)) return undefined;
      fileOf ??= lucideIconFiles();
      const icons = fileOf;
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (_whole, names: string) => {
        const rest: string[] = [];
        const direct: string[] = [];
        for (const spec of names
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [imported, local = imported] = spec.split(/\s+as\s+/);
          const file = icons.get(imported);
          if (file) direct.push(`import ${local} from ${JSON.stringify(file)};`);
          else rest.push(spec);
        }
        return [...direct, ...(rest.length ? [`import { ${rest.join(', ')} } from 'lucide-react';`] : [])].join('');
      });
      return out === code ? undefined : { code: out, map: null };
    },
  };
}

/**
 * How the browser's JavaScript is cut into files (docs/decisions/028-javascript-budget.md). Left to itself Rollup
 * makes one chunk per distinct set of routes and lazy parts sharing a module: the product page then loaded 38
 * files, most under 1 KB, and gzip compresses each alone (≈ 10 KB lost to that on the product page). Instead:
 * - `framework`: React, React DOM and React Router, loaded by every page and changed only by an upgrade;
 * - `shell`: our modules that the frame of every shop page (the client entry, the root, the locale layout: header,
 *   footer, stores, API client) shares with another route or lazy part, the helpers `SHELL_MODULE` lists, what the
 *   catalogue pages share with the admin panel, and all that these import. What only the locale layout uses stays
 *   in its own chunk, so the admin panel does not download the shop's header and footer;
 * - `catalog`: modules that at least two of the product page, the product list and the home page load (cards,
 *   prices, availability, the gallery's swipe), apart from the above.
 * Everything else keeps Rollup's own split: a route's chunk, a lazy part's chunk. (Rollup's manual chunks take
 * along the modules they import that no rule places; `shell` takes them all itself, so it imports only
 * `framework`.)
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const CLIENT_ROUTE = '?__react-router-build-client-route';
const CLIENT_ENTRY = /[\\/]app[\\/]entry\.client\.tsx$/;
const FRAME_ROUTE = /[\\/]app[\\/](root|routes[\\/]locale-layout)\.tsx\?/;
const ADMIN_ROUTE = /[\\/]app[\\/]routes[\\/]admin[\\/]/;
const CATALOGUE_ROUTE = /[\\/]app[\\/]routes[\\/](products[\\/](detail|list)|home)\.tsx\?/;

interface ChunkMeta {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * Small helpers nearly every page or a lazy part of the frame uses, wherever they are imported from (the pages'
 * meta tags, money and dates, photo addresses, the breadcrumb): in `shell`, rather than in whichever group a
 * route's import would put them.
 */
const SHELL_MODULE =
  /[\\/]app[\\/](features[\\/](\w+[\\/]store|notifications[\\/]api-error-handler)|lib[\\/](api|api-errors|meta|nonce|photo-url|storage|use-hydrated)|i18n[\\/](format|load|locale)|components[\\/]ui[\\/](breadcrumb|button|lazy))\.tsx?$/;

function shopChunks() {
  let groupOf: Map<string, string> | undefined;
  return (id: string, meta: ChunkMeta) => {
    if (FRAMEWORK.test(id)) return 'framework';
    groupOf ??= chunkGroups(meta);
    return groupOf.get(id);
  };
}

function chunkGroups(meta: ChunkMeta): Map<string, string> {
  const staticClosure = (start: string) => {
    const seen = new Set<string>();
    const stack = [start];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (seen.has(next) || FRAMEWORK.test(next)) continue;
      seen.add(next);
      stack.push(...(meta.getModuleInfo(next)?.importedIds ?? []));
    }
    return seen;
  };
  const ids = [...meta.getModuleIds()];
  const routes = ids.filter((id) => id.endsWith(CLIENT_ROUTE));
  const lazyParts = new Set(ids.flatMap((id) => meta.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
  const frameEntries = [...routes.filter((id) => FRAME_ROUTE.test(id)), ...ids.filter((id) => CLIENT_ENTRY.test(id))];
  const uses = (entries: string[]) => {
    const count = new Map<string, number>();
    for (const entry of entries) for (const id of staticClosure(entry)) count.set(id, (count.get(id) ?? 0) + 1);
    return count;
  };

  // The frame's modules that another entry (or a second frame entry) also loads, and the listed helpers.
  const frameUses = uses(frameEntries);
  const shell = new Set(ids.filter((id) => SHELL_MODULE.test(id)));
  for (const [id, count] of frameUses) if (count >= 2) shell.add(id);
  for (const entry of [...routes.filter((id) => !FRAME_ROUTE.test(id)), ...lazyParts]) {
    for (const id of staticClosure(entry)) if (frameUses.has(id)) shell.add(id);
  }

  // What the catalogue pages share with the admin panel (icons, form field parts, rating stars) is shell as well:
  // in `catalog` it would make every page of the panel load the catalogue's code. Then all that shell imports.
  const adminUses = uses(routes.filter((id) => ADMIN_ROUTE.test(id)));
  const catalogueUses = uses(routes.filter((id) => CATALOGUE_ROUTE.test(id)));
  for (const id of catalogueUses.keys()) if (adminUses.has(id)) shell.add(id);
  for (const id of [...shell]) for (const dependency of staticClosure(id)) shell.add(dependency);

  const catalog = new Set<string>();
  for (const [id, count] of catalogueUses) if (count >= 2 && !shell.has(id) && !frameUses.has(id)) catalog.add(id);

  const groupOf = new Map<string, string>();
  for (const id of shell) if (!id.endsWith(CLIENT_ROUTE)) groupOf.set(id, 'shell');
  for (const id of catalog) if (!id.endsWith(CLIENT_ROUTE)) groupOf.set(id, 'catalog');
  return groupOf;
}

/**
 * The translation files the browser downloads, split in two: the shop's strings (every page) and the admin
 * panel's (`admin.*`, half of the file; only the panel loads them). The sources stay one pl.json and one
 * en.json, which the server bundles whole. `virtual:translation-files` answers the four URLs: in a build,
 * files named by a hash of their content (cached for a year like every asset), in development, a
 * middleware serving them fresh.
 */
function splitTranslations(): Plugin {
  const VIRTUAL = 'virtual:translation-files';
  const RESOLVED = `\0${VIRTUAL}`;
  const DEV_PREFIX = '/__translations/';
  const sourceOf = (locale: string) => path.resolve(import.meta.dirname, 'app', 'i18n', `${locale}.json`);
  const part = (locale: string, which: string) => {
    const { admin, ...shop } = JSON.parse(readFileSync(sourceOf(locale), 'utf8'));
    return JSON.stringify(which === 'admin' ? { admin } : shop);
  };
  const files = ['shop', 'admin'].flatMap((which) => ['pl', 'en'].map((locale) => ({ which, locale })));
  let building = false;
  return {
    name: 'atelier:split-translations',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    load(id, options) {
      if (id !== RESOLVED) return undefined;
      const urls: Record<string, Record<string, string>> = { shop: {}, admin: {} };
      for (const { which, locale } of files) {
        this.addWatchFile(sourceOf(locale));
        if (!building) {
          urls[which][locale] = `${DEV_PREFIX}${which}.${locale}.json`;
          continue;
        }
        const source = part(locale, which);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/${which}.${locale}-${hash}.json`;
        // The client build writes the files; the server build only needs their names.
        if (!options?.ssr) this.emitFile({ type: 'asset', fileName, source });
        urls[which][locale] = `/${fileName}`;
      }
      return `export default ${JSON.stringify(urls)};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (request, response) => {
        const [, which, locale] = /^\/(shop|admin)\.(pl|en)\.json$/.exec(request.url ?? '') ?? [];
        if (!which) {
          response.statusCode = 404;
          response.end();
          return;
        }
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(part(locale, which));
      });
    },
  };
}

/**
 * In the build, `i18next` and `react-i18next` are the shop's own small versions (app/i18n/lite/), in the browser and
 * in the server's render: the real ones are ≈ 17 KB gzip of every page, for features the shop does not use, and on
 * the server react-i18next copies the whole i18next instance for every component that translates (a few ms of an
 * uncached page). Development and the unit tests keep the real libraries; app/i18n/lite/lite.test.tsx holds both
 * to the same answers for every key (docs/decisions/028-javascript-budget.md).
 */
function liteI18n(): Plugin {
  const lite: Record<string, string> = {
    i18next: path.resolve(import.meta.dirname, 'app', 'i18n', 'lite', 'i18next.ts'),
    'react-i18next': path.resolve(import.meta.dirname, 'app', 'i18n', 'lite', 'react-i18next.tsx'),
  };
  return {
    name: 'atelier:lite-i18n',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return lite[id];
    },
  };
}

/**
 * React Router publishes two identical builds but for one flag, `ENABLE_DEV_WARNINGS` (warnings about misused
 * routes, a developer's hint in its default error page), and its package exports only the development one. The
 * browser's build takes the production one, where the flag is off and the minifier drops that code; the server
 * keeps the package's own resolution.
 */
function productionReactRouterInBrowser(): Plugin {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
  const production: Record<string, string> = {
    'react-router': path.join(dist, 'production', 'index.mjs'),
    'react-router/dom': path.join(dist, 'production', 'dom-export.mjs'),
  };
  return {
    name: 'atelier:production-react-router-in-browser',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (options?.ssr || this.environment?.config.consumer === 'server') return undefined;
      return production[id];
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    splitTranslations(),
    liteI18n(),
    productionReactRouterInBrowser(),
    lucideIconsByFile(),
    reactRouter(),
  ],
  // `~/…` is the app folder (React Router's convention), declared in tsconfig.json too.
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  build: {
    rollupOptions: { output: { manualChunks: shopChunks() } },
    // A lazy part's list of files to fetch with it leaves out `framework` and `shell`: every page has loaded them
    // before anything lazy can start (the root imports them), and each name costs bytes in the chunk asking.
    modulePreload: {
      resolveDependencies: (_file, dependencies) =>
        dependencies.filter((dependency) => !/(^|\/)assets\/(framework|shell)-[\w-]+\.js$/.test(dependency)),
    },
    // Only for measuring what a page's chunks hold (scripts/js-chunks.mjs); never in a deployed build.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    // Fonts stay files even when small: inlined into the stylesheet they would be downloaded by every page,
    // render-blocking, whether or not its text needs them (the Polish-letter faces are ≈ 2 KB each).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
});
