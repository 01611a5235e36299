/**
 * The part of i18next the shop's pages use, for the browser build only (docs/decisions/028-javascript-budget.md).
 * i18next is ≈ 15 KB gzip of every page's JavaScript; the pages need one language at a time, keys with dots,
 * plural forms by Intl.PluralRules (`_one`, `_few`, `_many`, `_other`, `_zero` for 0), `{{name}}`
 * interpolation without escaping and the fallback to Polish. The server renders with the real i18next, so this
 * must answer exactly as it does: `lite.test.ts` compares both over every key of pl.json and en.json. Vite
 * resolves `i18next` to this file in the client build only (`liteI18nInBrowser` in vite.config.ts).
 */

type Tree = { [key: string]: string | Tree };
type Options = Record<string, unknown>;

interface InitOptions {
  lng: string;
  fallbackLng?: string;
  resources?: Record<string, { translation: Tree }>;
}

const INTERPOLATION = /\{\{(.+?)\}\}/g;
const rules = new Map<string, Intl.PluralRules>();

function pluralSuffix(language: string, count: number): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  return `_${rule.select(count)}`;
}

function lookup(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] =
      typeof value === 'object' && typeof current === 'object' ? merge({ ...current }, value) : (value as string);
  }
  return target;
}

/** `{{name}}` from the options (dots reach into objects); an unknown name stays as written, as in i18next. */
function interpolate(text: string, data: Options): string {
  return text.replace(INTERPOLATION, (match, name: string) => {
    const key = name.trim();
    const value = lookup(data as Tree, key);
    if (value === undefined) return Object.hasOwn(data, key) ? '' : match;
    return value === null ? '' : String(value);
  });
}

class LiteI18n {
  language = '';
  isInitialized = false;
  options: InitOptions & { react?: object } = { lng: '' };
  private store: Record<string, Tree> = {};

  init(options: InitOptions): Promise<this['t']> {
    this.options = { ...options, react: { useSuspense: false } };
    this.language = options.lng;
    for (const [language, { translation }] of Object.entries(options.resources ?? {})) {
      this.store[language] = merge({}, translation);
    }
    this.isInitialized = true;
    return Promise.resolve(this.t);
  }

  addResourceBundle(language: string, _namespace: string, resources: Tree): this {
    this.store[language] = merge(this.store[language] ?? {}, resources);
    return this;
  }

  t = (key: string, options: Options = {}): string => {
    const count = options.count;
    const plural = count !== undefined && typeof count !== 'string';
    const context = options.context;
    const languages = [this.language];
    const fallback = this.options.fallbackLng;
    if (fallback && fallback !== this.language) languages.push(fallback);
    for (const language of languages) {
      // Most specific first, as i18next tries them: zero, the plural form, the context, the key itself.
      const candidates = [key];
      const suffix = plural ? pluralSuffix(language, Number(count)) : '';
      if (plural) candidates.push(key + suffix);
      if (plural && count === 0) candidates.push(`${key}_zero`);
      if (context !== undefined && context !== '' && (typeof context === 'string' || typeof context === 'number')) {
        const withContext = `${key}_${context}`;
        candidates.push(withContext);
        if (plural) candidates.push(withContext + suffix);
        if (plural && count === 0) candidates.push(`${withContext}_zero`);
      }
      for (let index = candidates.length - 1; index >= 0; index -= 1) {
        const found = lookup(this.store[language], candidates[index]);
        if (typeof found === 'string') return interpolate(found, options);
        // A group of keys is a mistake in the code; i18next says so in place of a string.
        if (found !== undefined) return `key '${key} (${this.language})' returned an object instead of string.`;
      }
    }
    return interpolate(key, options);
  };
}

export type i18n = LiteI18n;
export type TFunction = LiteI18n['t'];

export function createInstance(): LiteI18n {
  return new LiteI18n();
}

export default createInstance();
