import { describe, expect, it } from 'vitest';
import en from './en.json';
import { createI18n } from './i18n';
import pl from './pl.json';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value as object);
  return Object.assign({}, ...entries.map(([key, item]) => flatten(item, prefix ? `${prefix}.${key}` : key)));
}

const plFlat = flatten(pl);
const enFlat = flatten(en);
const baseKeys = (flat: Record<string, string>) =>
  [...new Set(Object.keys(flat).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
// Spelled in pieces so that this file does not itself contain the phrases it looks for.
const PLACEHOLDER_COPY = new RegExp(
  ['lorem' + ' ipsum', 'coming' + ' soon', 'not' + ' implemented', 'wkrótce', 'TO' + 'DO'].join('|'),
  'i',
);
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('translation resources', () => {
  it('pl.json and en.json have exactly the same keys (plural forms aside)', () => {
    expect(baseKeys(enFlat)).toEqual(baseKeys(plFlat));
  });

  it('give every Polish plural the one, few, many and other forms, and every English one one and other', () => {
    const pluralBases = (flat: Record<string, string>) => [
      ...new Set(
        Object.keys(flat)
          .filter((key) => PLURAL_SUFFIX.test(key))
          .map((key) => key.replace(PLURAL_SUFFIX, '')),
      ),
    ];
    for (const base of pluralBases(plFlat)) {
      for (const form of ['one', 'few', 'many', 'other'])
        expect(plFlat, `${base}_${form}`).toHaveProperty([`${base}_${form}`]);
    }
    for (const base of pluralBases(enFlat)) {
      for (const form of ['one', 'other']) expect(enFlat, `${base}_${form}`).toHaveProperty([`${base}_${form}`]);
    }
    expect(pluralBases(enFlat).sort()).toEqual(pluralBases(plFlat).sort());
  });

  it('use the same interpolation variables in both languages', () => {
    for (const [key, text] of Object.entries(plFlat)) {
      const enKey = key in enFlat ? key : key.replace(PLURAL_SUFFIX, '_other');
      expect(variables(enFlat[enKey] ?? ''), key).toEqual(variables(text));
    }
  });

  it('contain no empty strings and no placeholder copy', () => {
    for (const [key, text] of [...Object.entries(plFlat), ...Object.entries(enFlat)]) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(PLACEHOLDER_COPY);
    }
  });
});

describe('i18n instance', () => {
  it('picks Polish plural forms', () => {
    const { t } = createI18n('pl');
    expect(t('blog.postCount', { count: 1 })).toBe('1 wpis');
    expect(t('blog.postCount', { count: 2 })).toBe('2 wpisy');
    expect(t('blog.postCount', { count: 5 })).toBe('5 wpisów');
    expect(t('blog.postCount', { count: 22 })).toBe('22 wpisy');
    expect(t('blog.postCount', { count: 12 })).toBe('12 wpisów');
  });

  it('picks English plural forms and is synchronous', () => {
    const i18n = createI18n('en');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('nav.cartWithCount', { count: 1 })).toBe('Cart, 1 item');
    expect(i18n.t('nav.cartWithCount', { count: 3 })).toBe('Cart, 3 items');
  });
});
