/**
 * The part of react-i18next the shop uses — `I18nextProvider`, `useTranslation` and `<Trans>` with named
 * components — over the browser's small i18next (./i18next.ts), for the client build only
 * (docs/decisions/028-javascript-budget.md). A language switch gives the page a new instance (root.tsx), so
 * the context alone re-renders what it translates.
 */
import {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
} from 'react';
import defaultInstance, { type i18n as I18n } from './i18next';

const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

export function useTranslation() {
  const i18n = useContext(I18nContext) ?? defaultInstance;
  const { t } = i18n;
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
}

const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/;

/** A translation with `<name>…</name>` (or `<name/>`) placed into the given elements, as react-i18next does. */
function place(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  for (let match = TAG.exec(rest); match; match = TAG.exec(rest)) {
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const name = match[1] ?? match[2];
    const component = components[name];
    const inner = match[1] ? [] : place(match[3], components);
    if (component && isValidElement(component)) {
      nodes.push(cloneElement(component, { key: nodes.length }, ...(inner.length ? inner : [])));
    } else {
      nodes.push(createElement(Fragment, { key: nodes.length }, ...inner));
    }
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) nodes.push(rest);
  return nodes;
}

export function Trans({
  i18nKey,
  components = {},
  values,
}: {
  i18nKey: string;
  components?: Record<string, ReactElement>;
  values?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  return createElement(Fragment, null, ...place(t(i18nKey, values), components));
}
