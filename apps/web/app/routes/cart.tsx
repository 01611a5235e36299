import type { Cart as CartData } from '@atelier/contracts';
import { ArrowLeft, CloudOff, RotateCw, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { SimplePage } from '../components/ui/simple-page';
import { CartLineItem } from '../features/cart/cart-line-item';
import { CartSummary, OfflineSummary } from '../features/cart/cart-summary';
import { Confirm, preloadConfirm } from '../features/cart/confirm';
import { type LineView, localLineViews, serverLineViews } from '../features/cart/line-view';
import { localSubtotal } from '../features/cart/offline';
import { useCartStore } from '../features/cart/store';
import { useLocalePath } from '../i18n/hooks';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'cart');

/** An insufficient-stock line (more pieces than exist of a product not made to order) stops the checkout. */
function checkoutBlocked(cart: CartData): boolean {
  const orderable = cart.items.filter((item) => !item.unavailable);
  if (orderable.length === 0) return true;
  return orderable.some((item) => !item.made_to_order && item.quantity > item.available_stock);
}

/**
 * The cart (docs/product-rules.md#addresses-and-languages). Rendered without any visitor's data on the server — the page is the same for
 * everyone — and filled in by the browser from the cart store: the server's cart, or the local copy with
 * a notice when the server cannot be reached (docs/product-rules.md#orders).
 */
export default function Cart() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const cart = useCartStore((state) => state.cart);
  const lines = useCartStore((state) => state.lines);
  const offline = useCartStore((state) => state.offline);
  const loaded = useCartStore((state) => state.loaded);
  const busy = useCartStore((state) => state.pending > 0);
  const { setQuantity, removeLine, clearCart, load } = useCartStore.getState();
  const [removing, setRemoving] = useState<LineView | null>(null);
  const [clearing, setClearing] = useState(false);
  const [confirmBusy, setConfirmBusy] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);

  // Fresh totals whenever the page is opened (prices, stock and codes may have changed meanwhile).
  useEffect(() => {
    void useCartStore.getState().load();
  }, []);

  const views = offline || !cart ? localLineViews(lines) : serverLineViews(cart);
  const generalWarnings = !offline && cart ? cart.warnings.filter((warning) => warning.item_id === null) : [];

  async function confirmRemoval() {
    setConfirmBusy(true);
    const done = clearing ? await clearCart() : removing ? await removeLine(removing.id) : false;
    setConfirmBusy(false);
    removed.current = done;
    if (done) {
      setRemoving(null);
      setClearing(false);
    }
  }

  async function retry() {
    setRetrying(true);
    await load();
    setRetrying(false);
  }

  if (!loaded) {
    return (
      <SimplePage page="cart">
        <div aria-busy="true" className="grid gap-8 lg:grid-cols-12">
          <span className="sr-only">{t('common.loading')}</span>
          <div className="grid gap-4 lg:col-span-8">
            {[0, 1].map((key) => (
              <div key={key} aria-hidden="true" className="h-32 animate-pulse rounded-lg bg-sand" />
            ))}
          </div>
          <div aria-hidden="true" className="h-80 animate-pulse rounded-lg bg-sand lg:col-span-4" />
        </div>
      </SimplePage>
    );
  }

  return (
    <SimplePage page="cart">
      {offline && (
        <div
          role="status"
          className="mb-8 flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning/10 px-5 py-4 sm:flex-row sm:items-center"
        >
          <CloudOff aria-hidden="true" className="size-5 shrink-0 text-warning" strokeWidth={1.5} />
          <div className="flex-1 text-sm">
            <p className="font-medium text-ink">{t('cart.offline.title')}</p>
            <p className="mt-0.5 text-ink/80">{t('cart.offline.text')}</p>
          </div>
          <button
            type="button"
            onClick={retry}
            disabled={retrying}
            className={buttonClass('secondary', 'shrink-0 self-start sm:self-center')}
          >
            <RotateCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} strokeWidth={1.5} />
            {t('cart.offline.retry')}
          </button>
        </div>
      )}

      {views.length === 0 ? (
        <EmptyState
          icon={<ShoppingBag aria-hidden="true" className="size-5" strokeWidth={1.5} />}
          title={t('cart.empty')}
          hint={t('cart.emptyHint')}
        >
          <Link to={to('/products')} className={buttonClass('primary')}>
            {t('cart.continueShopping')}
          </Link>
        </EmptyState>
      ) : (
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
          <section aria-labelledby="cart-lines-title" className="lg:col-span-8">
            <div className="flex flex-wrap items-baseline justify-between gap-3 border-b border-hairline pb-4">
              <h2
                id="cart-lines-title"
                ref={linesHeading}
                tabIndex={-1}
                className="text-2xl outline-none sm:text-[1.7rem]"
              >
                {t('cart.linesTitle')}
              </h2>
              <p className="text-sm text-taupe">
                {t('cart.itemCount', { count: views.reduce((sum, line) => sum + line.quantity, 0) })}
              </p>
            </div>
            {generalWarnings
              .filter((warning) => !warning.code.startsWith('coupon_'))
              .map((warning) => (
                <p key={warning.code} className="mt-4 rounded-sm bg-warning/10 px-4 py-3 text-sm text-ink">
                  {warning.message}
                </p>
              ))}
            <div
              aria-hidden="true"
              className="hidden grid-cols-[7rem_minmax(0,1fr)_9rem_8rem_2.75rem] gap-x-6 border-b border-hairline py-3 text-xs font-medium uppercase tracking-[0.16em] text-taupe lg:grid"
            >
              <span className="col-span-2">{t('cart.columns.product')}</span>
              <span>{t('cart.columns.quantity')}</span>
              <span className="text-right">{t('cart.columns.total')}</span>
              <span />
            </div>
            <ul>
              {views.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  busy={busy}
                  onQuantity={(target, quantity) => void setQuantity(target.id, quantity)}
                  onRemove={setRemoving}
                />
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
              <Link
                to={to('/products')}
                className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-cognac underline-offset-4 hover:underline"
              >
                <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('cart.continueShopping')}
              </Link>
              {!offline && (
                <button
                  type="button"
                  onClick={() => setClearing(true)}
                  onPointerEnter={preloadConfirm}
                  onFocus={preloadConfirm}
                  disabled={busy}
                  className="inline-flex min-h-11 items-center text-sm text-taupe underline underline-offset-4 hover:text-bordo disabled:opacity-60"
                >
                  {t('cart.clearAll')}
                </button>
              )}
            </div>
          </section>

          <div className="lg:col-span-4">
            <div className="lg:sticky lg:top-28">
              {offline || !cart ? (
                <OfflineSummary subtotal={localSubtotal(lines)} />
              ) : (
                <CartSummary cart={cart} checkoutBlocked={checkoutBlocked(cart)} />
              )}
            </div>
          </div>
        </div>
      )}

      <Confirm
        open={removing !== null || clearing}
        onOpenChange={(open) => {
          if (open) return;
          setRemoving(null);
          setClearing(false);
        }}
        title={clearing ? t('cart.clearConfirm.title') : t('cart.removeConfirm.title')}
        description={
          clearing ? t('cart.clearConfirm.text') : t('cart.removeConfirm.text', { name: removing?.name ?? '' })
        }
        confirmLabel={clearing ? t('cart.clearConfirm.confirm') : t('cart.removeConfirm.confirm')}
        cancelLabel={t('cart.removeConfirm.cancel')}
        busy={confirmBusy}
        onConfirm={() => void confirmRemoval()}
        returnFocus={() => {
          if (!removed.current) return false;
          removed.current = false;
          // The removed line's button is gone: the list's heading, or the page itself once the cart is empty.
          (linesHeading.current ?? document.getElementById('main'))?.focus();
          return true;
        }}
      />
    </SimplePage>
  );
}
