import { allows, type ConsentCategory, type ConsentChoice } from './consent';

/**
 * The only way an optional (analytics or marketing) script may enter the page: listed here, it is added
 * to the document once its category has consent, and never before. The shop uses none yet; adding one
 * means an entry below plus its origin in the server's Content-Security-Policy (apps/server/src/app.ts).
 */
export interface OptionalScript {
  id: string;
  category: ConsentCategory;
  src: string;
}

export const OPTIONAL_SCRIPTS: readonly OptionalScript[] = [];

/** Adds one script element to the page (the browser's own; tests pass a recorder). */
export type ScriptInjector = (script: OptionalScript) => void;

export function scriptsAllowedBy(choice: ConsentChoice | null, scripts: readonly OptionalScript[]): OptionalScript[] {
  return scripts.filter((script) => allows(choice, script.category));
}

/**
 * Loads the scripts the choice allows that are not on the page yet; returns the ids it added. `loaded`
 * remembers what this page already has, so a repeated or widened choice never loads anything twice.
 */
export function loadOptionalScripts(
  choice: ConsentChoice | null,
  loaded: Set<string>,
  scripts: readonly OptionalScript[] = OPTIONAL_SCRIPTS,
  inject: ScriptInjector = injectScript,
): string[] {
  const added: string[] = [];
  for (const script of scriptsAllowedBy(choice, scripts)) {
    if (loaded.has(script.id)) continue;
    inject(script);
    loaded.add(script.id);
    added.push(script.id);
  }
  return added;
}

function injectScript(script: OptionalScript): void {
  const element = document.createElement('script');
  element.src = script.src;
  element.async = true;
  element.dataset.consentCategory = script.category;
  element.dataset.consentScript = script.id;
  // The page's CSP admits scripts carrying its nonce; the browser keeps it on the property, not the attribute.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) element.nonce = nonce;
  document.head.append(element);
}
