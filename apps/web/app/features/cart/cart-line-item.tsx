import { CloudOff, Minus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { photoSrc } from '~/lib/photo-url';
import { preloadConfirm } from './confirm';
import type { LineView } from './line-view';

const stepButtonClass =
  'inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:text-taupe/60 disabled:hover:bg-transparent';

/**
 * One line of the cart: photo and name leading to the product, unit price (with the struck-out price and
 * percentage when reduced), colour and size, the quantity stepper, the line total and removal. On phones
 * the stepper and total sit under the details; from `lg` they line up in columns.
 */
export function CartLineItem({
  line,
  busy,
  onQuantity,
  onRemove,
}: {
  line: LineView;
  /** A cart call is running: the stepper waits (docs/product-rules.md#addresses-and-languages: minus disabled while loading). */
  busy: boolean;
  onQuantity: (line: LineView, quantity: number) => void;
  onRemove: (line: LineView) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const href = to(line.productPath);

  return (
    <li className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 border-b border-hairline py-6 sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-x-6 lg:grid-cols-[7rem_minmax(0,1fr)_9rem_8rem_2.75rem] lg:items-center">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="studio-backdrop block overflow-hidden rounded-sm">
        {line.image ? (
          <img
            src={photoSrc(line.image)}
            alt=""
            width={224}
            height={224}
            loading="lazy"
            decoding="async"
            className={`aspect-square w-full object-cover ${line.unavailable ? 'opacity-60 grayscale' : ''}`}
          />
        ) : (
          <span className="block aspect-square w-full" />
        )}
      </Link>

      <div className="min-w-0">
        <h3 className="font-sans text-base font-medium leading-snug tracking-normal">
          <Link to={href} className="rounded-sm underline-offset-4 hover:text-cognac hover:underline">
            {line.name}
          </Link>
        </h3>
        {(line.colour || line.size) && (
          <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-taupe">
            {line.colour && (
              <span className="inline-flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="size-3.5 rounded-full ring-1 ring-ink/15 ring-offset-1 ring-offset-cream"
                  style={{ backgroundColor: line.colour.hex }}
                />
                {t('cart.line.colour', { colour: line.colour.name })}
              </span>
            )}
            {line.size && (
              <span>
                {line.giftCard && /^\d+$/.test(line.size)
                  ? t('cart.line.giftCardAmount', { amount: formatPrice(Number(line.size), locale) })
                  : t('cart.line.size', {
                      size: /^\d+$/.test(line.size) ? t('product.sizeCm', { size: line.size }) : line.size,
                    })}
              </span>
            )}
          </p>
        )}
        <p className="mt-1.5 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
          <span className="sr-only">{t('cart.line.unitPrice')}:</span>
          <span className={`tabular-nums ${line.original !== null ? 'font-medium text-bordo' : 'text-ink'}`}>
            {formatPrice(line.price, locale)}
          </span>
          {line.original !== null && (
            <>
              <span className="sr-only">{t('catalog.price.original')}:</span>
              <s className="tabular-nums text-taupe">{formatPrice(line.original, locale)}</s>
            </>
          )}
          {line.percent !== null && (
            <span className="rounded-[2px] bg-bordo/10 px-1.5 py-0.5 text-xs font-medium text-bordo">
              <span aria-hidden="true">{t('catalog.price.discount', { percent: line.percent })}</span>
              <span className="sr-only">{t('catalog.price.discountLabel', { percent: line.percent })}</span>
            </span>
          )}
          <span aria-hidden="true" className="text-taupe">
            {t('cart.line.perPiece')}
          </span>
        </p>
        {line.notice && (
          <p className={`mt-2 text-sm ${line.unavailable ? 'font-medium text-bordo' : 'text-warning'}`}>
            {line.notice}
          </p>
        )}
        {line.local && (
          <p className="mt-2 flex items-start gap-1.5 rounded-sm bg-sand px-2.5 py-1.5 text-xs text-ink">
            <CloudOff aria-hidden="true" className="mt-px size-3.5 shrink-0" strokeWidth={1.5} />
            {t('cart.line.local')}
          </p>
        )}
      </div>

      <div className="col-start-2 mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 lg:col-start-auto lg:mt-0 lg:contents">
        <fieldset className="lg:justify-self-start" disabled={line.unavailable}>
          <legend className="sr-only">{t('cart.line.quantityOf', { name: line.label })}</legend>
          <div className="inline-flex items-center rounded-full border border-hairline bg-paper">
            <button
              type="button"
              className={stepButtonClass}
              aria-label={t('cart.line.decrease', { name: line.label })}
              disabled={busy || line.quantity <= 1}
              onClick={() => onQuantity(line, line.quantity - 1)}
            >
              <Minus aria-hidden="true" className="size-4" strokeWidth={1.5} />
            </button>
            <QuantityInput line={line} busy={busy} onQuantity={onQuantity} />
            <button
              type="button"
              className={stepButtonClass}
              aria-label={t('cart.line.increase', { name: line.label })}
              disabled={busy || line.quantity >= line.maxQuantity}
              onClick={() => onQuantity(line, line.quantity + 1)}
            >
              <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
            </button>
          </div>
        </fieldset>

        <p className="text-right lg:justify-self-end">
          <span className="sr-only">{t('cart.line.total')}: </span>
          <span
            className={`font-serif text-lg font-medium tabular-nums ${line.unavailable ? 'text-taupe line-through' : ''}`}
          >
            {formatPrice(line.total, locale)}
          </span>
        </p>

        <button
          type="button"
          onClick={() => onRemove(line)}
          onPointerEnter={preloadConfirm}
          onFocus={preloadConfirm}
          aria-label={t('cart.line.removeLabel', { name: line.label })}
          title={t('cart.line.remove')}
          className="-mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm text-taupe transition-colors hover:text-bordo max-lg:basis-full max-lg:justify-start lg:mr-0 lg:size-11 lg:justify-center lg:justify-self-end lg:px-0"
        >
          <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
          <span className="lg:sr-only">{t('cart.line.remove')}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * The quantity can be typed as well as stepped (docs/product-rules.md#carts): the number is sent when the field
 * is left or Enter is pressed, kept within 1 and the most that can be ordered; anything else puts the quantity
 * back.
 */
function QuantityInput({
  line,
  busy,
  onQuantity,
}: {
  line: LineView;
  busy: boolean;
  onQuantity: (line: LineView, quantity: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(line.quantity));
  const [shown, setShown] = useState(line.quantity);
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setText(String(line.quantity));
  }
  const commit = () => {
    const typed = Number.parseInt(text, 10);
    if (!Number.isInteger(typed) || typed < 1) {
      setText(String(line.quantity));
      return;
    }
    const quantity = Math.min(typed, line.maxQuantity);
    setText(String(quantity));
    if (quantity !== line.quantity) onQuantity(line, quantity);
  };
  return (
    <input
      type="number"
      inputMode="numeric"
      min={1}
      max={line.maxQuantity}
      value={text}
      readOnly={busy}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        commit();
      }}
      aria-label={t('cart.line.quantityOf', { name: line.label })}
      className="h-11 w-12 bg-transparent text-center text-base tabular-nums [appearance:textfield] focus:outline-2 focus:outline-cognac [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
    />
  );
}
