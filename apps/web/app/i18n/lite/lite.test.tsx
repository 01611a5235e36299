import { createInstance as createRealInstance } from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider as RealProvider, Trans as RealTrans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../en.json';
import pl from '../pl.json';
import { createInstance as createLiteInstance } from './i18next';
import { I18nextProvider as LiteProvider, Trans as LiteTrans } from './react-i18next';

/*
 * The browser translates with app/i18n/lite, the server with i18next (docs/decisions/028-javascript-budget.md):
 * a different word would change the page when it hydrates. Both answer every key of both languages, with every
 * plural count that picks a different form and every variable the strings use.
 */
const resources = { pl: { translation: pl }, en: { translation: en } };
const options = (lng: string) => ({
  lng,
  fallbackLng: 'pl',
  supportedLngs: ['pl', 'en'],
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
  showSupportNotice: false,
});

/** i18next's own, typed loosely: the test calls it with every key, as strings. */
function real(lng: string) {
  const instance = createRealInstance();
  void instance.init(options(lng));
  return { t: instance.t as unknown as (key: string, options?: object) => string };
}
function realInstance(lng: string) {
  const instance = createRealInstance();
  void instance.init(options(lng));
  return instance;
}
function lite(lng: string) {
  const instance = createLiteInstance();
  void instance.init(options(lng));
  return instance;
}

/** Every key as the code asks for it: plural forms folded into their base key. */
function keysOf(tree: object, prefix = ''): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === 'object') {
      for (const [key, texts] of keysOf(value, `${prefix}${name}.`)) keys.set(key, texts);
      continue;
    }
    const base = `${prefix}${name}`.replace(/_(zero|one|two|few|many|other)$/, '');
    keys.set(base, [...(keys.get(base) ?? []), value as string]);
  }
  return keys;
}

const allKeys = new Map([...keysOf(en), ...keysOf(pl)]);
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 102, 1.5];

describe('the browser translator answers as i18next does', () => {
  for (const lng of ['pl', 'en']) {
    it(`every key in ${lng}, with and without counts and values`, () => {
      const r = real(lng);
      const l = lite(lng);
      const differences: string[] = [];
      for (const [key, texts] of allKeys) {
        const names = new Set(texts.flatMap((text) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1].trim())));
        const values = Object.fromEntries([...names].map((name) => [name, `‹${name} $& 1›`]));
        const calls: Record<string, unknown>[] = [{}, values, { ...values, count: undefined }];
        for (const count of COUNTS) calls.push({ ...values, count });
        for (const call of calls) {
          const expected = r.t(key, call);
          const actual = l.t(key, call);
          if (actual !== expected) differences.push(`${key} ${JSON.stringify(call)}: ${actual} ≠ ${expected}`);
        }
      }
      expect(differences).toEqual([]);
    });

    it(`unknown keys and missing values in ${lng}`, () => {
      const r = real(lng);
      const l = lite(lng);
      for (const [key, call] of [
        ['no.such.key', {}],
        ['nav.cartWithCount', {}],
        ['nav.cartWithCount', { count: '3' }],
        ['nav.cartWithCount', { count: null }],
        ['common', {}],
      ] as const) {
        expect(l.t(key, call)).toBe(r.t(key, call));
      }
    });

    it(`<Trans> places the links as react-i18next does, in ${lng}`, () => {
      const components = { regulations: createElement('a', { href: '/regulations', className: 'link' }) };
      const expected = renderToString(
        createElement(
          RealProvider,
          { i18n: realInstance(lng) },
          createElement(RealTrans, { i18nKey: 'checkout.terms', components }),
        ),
      );
      const actual = renderToString(
        createElement(
          LiteProvider,
          { i18n: lite(lng) },
          createElement(LiteTrans, { i18nKey: 'checkout.terms', components }),
        ),
      );
      expect(actual).toBe(expected);
    });
  }

  it('strings added later (the admin panel file) reach an instance made before', () => {
    const l = createLiteInstance();
    void l.init({ lng: 'en', fallbackLng: 'pl', resources: {} });
    expect(l.t('nav.cart')).toBe('nav.cart');
    l.addResourceBundle('en', 'translation', en);
    expect(l.t('nav.cart')).toBe(real('en').t('nav.cart'));
  });
});
