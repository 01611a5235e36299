import { Cookie } from 'lucide-react';
import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { lazyWithPreload } from '~/components/ui/lazy';
import { useLocalePath } from '~/i18n/hooks';
import { ACCEPT_ALL, type ConsentSelection, REJECT_ALL } from './consent';
import type { ConsentOptions as ConsentOptionsComponent } from './consent-options';
import { useConsentStore } from './store';

// The categories show only when asked for: their code comes when a pointer or focus reaches "settings"
// (docs/decisions/028-javascript-budget.md).
const ConsentOptions = lazyWithPreload<Parameters<typeof ConsentOptionsComponent>[0]>(() =>
  import('./consent-options').then((module) => ({ default: module.ConsentOptions })),
);

/**
 * The cookie banner itself (consent-banner.tsx decides whether it shows). Accept all and reject all are equal
 * buttons; the settings open the categories in place. Not a modal: it sits at the bottom, first in the tab
 * order, and the page stays usable. After a choice, focus moves to the page's content.
 */
export default function ConsentBannerPanel() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const id = useId();
  const decide = useConsentStore((state) => state.decide);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [selection, setSelection] = useState<ConsentSelection>(REJECT_ALL);
  const panel = useRef<HTMLElement>(null);

  const choose = (value: ConsentSelection) => {
    const hadFocus = panel.current?.contains(document.activeElement) ?? false;
    void decide(value);
    if (hadFocus) document.getElementById('main')?.focus();
  };

  const titleId = `${id}-title`;
  const settingsId = `${id}-settings`;
  return (
    <section
      ref={panel}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-50 p-2 sm:bottom-4 sm:left-4 sm:right-auto sm:w-[30rem] sm:p-0"
      data-testid="consent-banner"
    >
      {/* The text and the categories scroll; the buttons below them always stay in view. */}
      <div className="flex max-h-[min(75dvh,40rem)] flex-col rounded-lg border border-hairline bg-paper shadow-xl shadow-ink/15">
        <div className="min-h-0 overflow-y-auto overscroll-contain px-4 pt-4 sm:px-6 sm:pt-6">
          <h2 id={titleId} className="flex items-center gap-2 text-xl sm:text-2xl">
            <Cookie aria-hidden="true" className="size-5 text-cognac" strokeWidth={1.5} />
            {t('consent.title')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-ink/85">
            {t('consent.text')}{' '}
            <Link to={to('/cookies')} className="text-cognac underline underline-offset-4">
              {t('consent.policyLink')}
            </Link>
          </p>
          {settingsOpen && (
            <div id={settingsId} className="mt-4">
              <Suspense fallback={null}>
                <ConsentOptions value={selection} onChange={setSelection} />
              </Suspense>
            </div>
          )}
        </div>
        <div className="shrink-0 px-4 pb-2 pt-3 sm:px-6 sm:pb-3 sm:pt-4">
          {settingsOpen && (
            <button
              type="button"
              onClick={() => choose(selection)}
              className={buttonClass('secondary', 'mb-2 w-full sm:mb-3')}
            >
              {t('consent.save')}
            </button>
          )}
          <div className="grid grid-cols-2 gap-2 sm:gap-3">
            <button type="button" onClick={() => choose(REJECT_ALL)} className={buttonClass('primary', 'px-2 sm:px-3')}>
              {t('consent.rejectAll')}
            </button>
            <button type="button" onClick={() => choose(ACCEPT_ALL)} className={buttonClass('primary', 'px-2 sm:px-3')}>
              {t('consent.acceptAll')}
            </button>
          </div>
          <button
            type="button"
            aria-expanded={settingsOpen}
            aria-controls={settingsId}
            onPointerEnter={ConsentOptions.preload}
            onPointerDown={ConsentOptions.preload}
            onFocus={ConsentOptions.preload}
            onClick={() => setSettingsOpen((open) => !open)}
            className={buttonClass('ghost', 'mt-1 w-full')}
          >
            {settingsOpen ? t('consent.hideSettings') : t('consent.settings')}
          </button>
        </div>
      </div>
    </section>
  );
}
