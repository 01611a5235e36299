/**
 * What a visitor typed before the page's scripts started (they start after the first paint, see
 * scripts-after-paint.ts) is in the form fields but not in React's state: React keeps the field's text when it
 * hydrates, then its state says '' and the next render of that field would wipe it. Once hydrated, every text
 * field whose text differs from what the server rendered is "typed again": its value is set through the
 * native setter (React's change tracking still remembers the server's text) and an `input` event is
 * dispatched, so the field's onChange stores the text — exactly as if the visitor had typed it now. A button
 * tapped in that time (kept by the loader in scripts-after-paint.ts) is then tapped again.
 */
import { EARLY_CLICKS_GLOBAL } from './scripts-after-paint';

const SKIPPED_TYPES = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

export function replayTypedBeforeHydration(root: ParentNode = document): number {
  let replayed = 0;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && SKIPPED_TYPES.has(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    const setNativeValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setNativeValue) continue;
    const typed = field.value;
    // Through React's own tracker first (it then remembers the server's text), natively second.
    field.value = field.defaultValue;
    setNativeValue.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    replayed += 1;
  }
  return replayed;
}

type EarlyClicks = { stop(): HTMLButtonElement | null };
let earlyTap: HTMLButtonElement | null = null;

/** Called by entry.client right before hydrating: from then on React hears the clicks itself. */
export function stopCapturingEarlyClicks(): void {
  const capture = (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS_GLOBAL];
  earlyTap = capture?.stop() ?? null;
}

/** After hydration (and after the typed text is back in state): the button tapped too early, tapped again. */
export function replayEarlyClick(): void {
  const button = earlyTap;
  earlyTap = null;
  if (button?.isConnected && !button.disabled) button.click();
}
