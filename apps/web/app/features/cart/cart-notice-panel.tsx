import { CheckCircle2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { formatPrice } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { photoSrc } from '~/lib/photo-url';
import type { AddedItem } from './cart-notice-store';
import { useCartStore } from './store';

/** How long the mini cart stays without a pointer or focus on it. */
const NOTICE_MS = 8000;

/**
 * The mini cart's panel (cart-notice.tsx): downloaded the first time something is added, so product pages do not
 * carry it in their first JavaScript (docs/decisions/028-javascript-budget.md).
 */
export default function CartNoticePanel({ added, hide }: { added: AddedItem; hide: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const count = useCartStore((state) => state.cart?.items_count ?? 0);
  const subtotal = useCartStore((state) => state.cart?.totals.subtotal ?? null);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    // A new addition (added.at) starts the time again.
    if (held || !added.at) return;
    const timer = setTimeout(hide, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [added.at, held, hide]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hide]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer or focus inside only holds the panel open; its controls are the links and the button
    <div
      key={added.at}
      data-testid="cart-notice"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className="pointer-events-auto animate-fade-in rounded-lg border border-hairline bg-paper p-4 shadow-xl"
    >
      <div className="flex items-start gap-3">
        <p className="flex flex-1 items-center gap-2 text-sm font-medium text-success">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" strokeWidth={1.5} />
          {t('cart.notice.title')}
        </p>
        <button
          type="button"
          onClick={hide}
          aria-label={t('cart.notice.close')}
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-taupe hover:bg-sand hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" strokeWidth={1.5} />
        </button>
      </div>
      <div className="mt-2 flex items-center gap-3">
        {added.image ? (
          <img
            src={photoSrc(added.image)}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-sm bg-sand object-cover"
          />
        ) : (
          <span aria-hidden="true" className="size-14 shrink-0 rounded-sm bg-sand" />
        )}
        <div className="min-w-0 text-[15px]">
          <p className="truncate">{added.name}</p>
          <p className="text-sm text-taupe">
            {[added.options, t('cart.notice.quantity', { count: added.quantity })].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      {subtotal !== null && (
        <p className="mt-3 flex justify-between border-t border-hairline pt-3 text-sm">
          <span className="text-taupe">{t('cart.notice.inCart', { count })}</span>
          <span className="tabular-nums">{formatPrice(subtotal, locale)}</span>
        </p>
      )}
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Link to={to('/cart')} className={buttonClass('secondary', 'whitespace-nowrap px-3')}>
          {t('cart.notice.viewCart')}
        </Link>
        <Link to={to('/checkout')} className={buttonClass('primary', 'whitespace-nowrap px-3')}>
          {t('cart.notice.checkout')}
        </Link>
      </div>
    </div>
  );
}
