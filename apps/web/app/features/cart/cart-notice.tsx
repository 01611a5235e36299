import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCartNotice } from './cart-notice-store';

// The panel's code comes with the first addition; until then the live region below is all there is.
const CartNoticePanel = lazy(() => import('./cart-notice-panel'));

/**
 * The mini cart (docs/product-rules.md#carts): after "add to cart", a panel under the header shows the product
 * just added, the cart's count and goods total and the way on — to the cart or straight to the checkout. It does
 * not block the page (no dialog: the shopper may go on browsing), takes no focus, closes with its ✕, Escape, after
 * 8 seconds untouched, or when the page changes, and is announced politely to screen readers.
 */
export function CartNotice() {
  const { t } = useTranslation();
  const added = useCartNotice((state) => state.added);
  const hide = useCartNotice((state) => state.hide);
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  useEffect(() => {
    if (shownOn.current !== pathname) hide();
    shownOn.current = pathname;
  }, [pathname, hide]);

  return (
    <section
      aria-label={t('cart.notice.label')}
      className="pointer-events-none fixed inset-x-3 top-[4.5rem] z-50 sm:left-auto sm:right-6 sm:top-24 sm:w-[22rem]"
    >
      <div role="status" aria-live="polite">
        {added && (
          <Suspense fallback={null}>
            <CartNoticePanel added={added} hide={hide} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
