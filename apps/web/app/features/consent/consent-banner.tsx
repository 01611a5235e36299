import { lazy, Suspense, useEffect } from 'react';
import { useConsentStore } from './store';

// Only a visitor who has not chosen yet sees the banner, and only once the page runs in the browser: its code
// comes then, one request after hydration (docs/decisions/028-javascript-budget.md).
const ConsentBannerPanel = lazy(() => import('./consent-banner-panel'));

/**
 * The first-visit cookie banner (docs/product-rules.md#legal). It decides in the browser whether to show — the
 * server's HTML is the same for every visitor, so the page cache stays shared.
 */
export function ConsentBanner() {
  const hydrated = useConsentStore((state) => state.hydrated);
  const choice = useConsentStore((state) => state.choice);

  useEffect(() => {
    useConsentStore.getState().hydrate();
  }, []);

  if (!hydrated || choice) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBannerPanel />
    </Suspense>
  );
}
