import type { Product, ProductVariant } from '@atelier/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { isNumericSize } from './product';
import { colourOptions, sizeOptions } from './variants';

/**
 * The product page's choice of variant (docs/product-rules.md#variants): colour swatches and sizes as native
 * radio groups, so the arrow keys move within a group and Tab leaves it. A colour or size that cannot be
 * ordered stays in the list, struck through and named so; choosing it shows why it cannot be bought. Nothing
 * is drawn for a product with one colour and one size.
 */
export function VariantPicker({
  product,
  variant,
  sizeChosen = true,
  sizeAside,
  onChoose,
}: {
  product: Pick<Product, 'variants'> & Partial<Pick<Product, 'gift_card'>>;
  variant: ProductVariant;
  /** False until the customer picks a size: none is checked meanwhile. */
  sizeChosen?: boolean;
  /** Shown beside the size choice's heading: the category's size guide. */
  sizeAside?: ReactNode;
  onChoose: (variantId: number, by: 'colour' | 'size') => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  // A gift card's "sizes" are its amounts in złoty (docs/product-rules.md#gift-cards): named and shown as money.
  const sizeLabel = (size: string) =>
    product.gift_card && isNumericSize(size)
      ? formatPrice(Number(size), locale)
      : isNumericSize(size)
        ? t('product.sizeCm', { size })
        : size;
  const colours = colourOptions(product, variant);
  const sizes = sizeOptions(product, variant);
  if (colours.length === 0 && sizes.length === 0) return null;

  return (
    <div className="mt-7 grid gap-6">
      {colours.length > 0 && (
        <fieldset>
          <legend className="mb-3 text-xs font-medium uppercase tracking-[0.18em]">
            {t('product.variant.colour')}
            {variant.color && (
              <span className="ml-2 font-sans normal-case tracking-normal text-taupe" data-testid="chosen-colour">
                {variant.color.name}
              </span>
            )}
          </legend>
          <div className="flex flex-wrap gap-2.5">
            {colours.map((option) => {
              const checked = variant.color?.code === option.code;
              const name = option.orderable
                ? option.name
                : t('product.variant.unavailableOption', { name: option.name });
              return (
                <label key={option.code} className="relative" title={name}>
                  <input
                    type="radio"
                    name={`${id}-colour`}
                    value={option.code}
                    checked={checked}
                    onChange={() => onChoose(option.variantId, 'colour')}
                    aria-label={name}
                    className="peer sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className="relative flex size-11 cursor-pointer items-center justify-center rounded-full border border-hairline bg-paper transition-colors hover:border-ink peer-checked:border-ink peer-checked:ring-1 peer-checked:ring-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cognac"
                  >
                    <span
                      className={`block size-8 rounded-full border border-ink/15 ${option.orderable ? '' : 'opacity-45'}`}
                      style={{ backgroundColor: option.hex }}
                    />
                    {!option.orderable && (
                      <span className="absolute left-1/2 top-1/2 h-px w-10 -translate-x-1/2 -translate-y-1/2 -rotate-45 bg-ink" />
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      {sizes.length > 0 && (
        <fieldset>
          {/* Floated, so the size guide's button sits on the heading's line without covering the sizes below. */}
          <legend className="float-left mb-3 text-xs font-medium uppercase tracking-[0.18em]">
            {product.gift_card ? t('product.giftCardAmount') : t('product.size')}
          </legend>
          {sizeAside && <div className="float-right -mt-3.5">{sizeAside}</div>}
          <div className="clear-both flex flex-wrap gap-2">
            {sizes.map((option) => {
              const label = sizeLabel(option.size);
              const name = option.orderable ? label : t('product.variant.unavailableOption', { name: label });
              const variantId = option.variantId;
              return (
                <label key={option.size} className="relative">
                  <input
                    type="radio"
                    name={`${id}-size`}
                    value={option.size}
                    checked={sizeChosen && variant.size === option.size}
                    // A size the current colour is not made in cannot be chosen at all.
                    disabled={variantId === null}
                    onChange={() => variantId !== null && onChoose(variantId, 'size')}
                    aria-label={name}
                    className="peer sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={`inline-flex h-11 min-w-14 cursor-pointer items-center justify-center rounded-full border border-hairline bg-paper px-4 text-sm tabular-nums transition-colors hover:border-ink peer-checked:border-ink peer-checked:bg-ink peer-checked:text-cream peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cognac peer-disabled:cursor-not-allowed peer-disabled:opacity-50 ${option.orderable ? '' : 'line-through decoration-1'}`}
                  >
                    {label}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
