import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

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
 * Small modules every shop page loads (the stores, the API client, locale helpers) ship as one `shell` chunk
 * rather than a dozen files of a kilobyte or less, for the same reason.
 */
const SHELL_MODULE =
  /[\\/]app[\\/](features[\\/]\w+[\\/]store|lib[\\/](api|api-errors|meta|nonce|storage|use-hydrated)|i18n[\\/](format|load|locale)|components[\\/]ui[\\/](button|lazy))\.tsx?$/;

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rollupOptions: { output: { manualChunks: shopIconChunks() } },
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
