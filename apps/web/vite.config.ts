import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

// In development the API runs as its own process; in production one Node process serves both.
const apiTarget = process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001';

/**
 * Rollup gives every lucide icon its own tiny chunk, and a product page then fetches some forty of them, each
 * paying gzip's per-file overhead (≈ 5 KB in all; the product page's budget is 170 KB). The icons the shop
 * uses go into one `icons` chunk instead. Icons imported only by the admin panel keep their own chunks, so
 * shoppers never download them. Which icons the shop uses is read from the sources' `lucide-react` imports,
 * mapped to icon files through the package's export list (aliases like Loader2 → loader-circle included).
 */
/**
 * Small modules every shop page loads (the stores, the API client and its error handler, locale helpers) ship as
 * one `shell` chunk rather than a dozen files of a kilobyte or less, for the same reason.
 */
const SHELL_MODULE =
  /[\\/]app[\\/](features[\\/](\w+[\\/]store|notifications[\\/]api-error-handler)|lib[\\/](api|api-errors|meta|nonce|storage|use-hydrated)|i18n[\\/](format|load|locale)|components[\\/]ui[\\/](button|lazy))\.tsx?$/;

const MIN_USES = Number(process.env.ICON_MIN_USES ?? 2);
function shopIconChunks() {
  const barrel = createRequire(import.meta.url)
    .resolve('lucide-react')
    .replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs');
  const fileOf = new Map<string, string>();
  for (const match of readFileSync(barrel, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const name of match[1].matchAll(/default as (\w+)/g)) fileOf.set(name[1], match[2]);
  }
  const shopUses = new Map<string, number>();
  const appDir = path.resolve(import.meta.dirname, 'app');
  for (const entry of readdirSync(appDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry) || /\.test\./.test(entry) || /(^|[\\/])(routes|features)[\\/]admin[\\/]/.test(entry))
      continue;
    const source = readFileSync(path.join(appDir, entry), 'utf8');
    for (const imported of source.matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
      for (const name of imported[1].split(',')) {
        const file = fileOf.get(name.replace(/^\s*type\s+/, '').trim());
        if (file) shopUses.set(file, (shopUses.get(file) ?? 0) + 1);
      }
    }
  }
  const shopIcons = new Set([...shopUses].filter(([, uses]) => uses >= MIN_USES).map(([file]) => file));
  return (id: string) => {
    if (SHELL_MODULE.test(id)) return 'shell';
    const icon =
      /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:icons[\\/]([\w-]+)|(createLucideIcon|Icon|defaultAttributes|context|shared[\\/]src[\\/]utils[\\/][\w-]+))\.mjs$/.exec(
        id,
      );
    if (!icon) return undefined;
    return icon[2] || shopIcons.has(icon[1]) ? 'icons' : undefined;
  };
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
 * In the browser build, `i18next` and `react-i18next` are the shop's own small versions (app/i18n/lite/): the
 * real ones are ≈ 17 KB gzip of every page, for features the shop does not use. The server's render, development
 * and the unit tests keep the real libraries; app/i18n/lite/lite.test.ts holds both to the same answers for
 * every key (docs/decisions/028-javascript-budget.md).
 */
function liteI18nInBrowser(): Plugin {
  const lite: Record<string, string> = {
    i18next: path.resolve(import.meta.dirname, 'app', 'i18n', 'lite', 'i18next.ts'),
    'react-i18next': path.resolve(import.meta.dirname, 'app', 'i18n', 'lite', 'react-i18next.tsx'),
  };
  return {
    name: 'atelier:lite-i18n-in-browser',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (options?.ssr || this.environment?.config.consumer === 'server') return undefined;
      return lite[id];
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), splitTranslations(), liteI18nInBrowser(), reactRouter()],
  // `~/…` is the app folder (React Router's convention), declared in tsconfig.json too.
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  build: {
    rollupOptions: { output: { manualChunks: shopIconChunks() } },
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
