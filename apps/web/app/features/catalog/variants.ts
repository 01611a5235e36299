import type { Product, ProductVariant } from '@atelier/contracts';

/*
 * Choosing a variant on the product page (docs/product-rules.md#variants): a colour and a size name one variant,
 * and the choice lives in the address as `?variant=<id>`. Pure, so the picker's rules are tested without a
 * browser and the loader resolves the same variant the page then shows.
 */

export const VARIANT_PARAM = 'variant';
export const ONE_SIZE = 'one_size';

type VariantFacts = Pick<Product, 'variants' | 'default_variant_id'>;

/** The id in `?variant=`: a positive whole number, else null (anything else is ignored, not an error). */
export function parseVariantParam(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** The product's default variant: `default_variant_id`, else its first orderable one, else its first. */
export function defaultVariant(product: VariantFacts): ProductVariant | null {
  return (
    product.variants.find((variant) => variant.id === product.default_variant_id) ??
    product.variants.find((variant) => variant.orderable) ??
    product.variants[0] ??
    null
  );
}

/** The variant an address names; an unknown id, or one of another product, falls back to the default. */
export function resolveVariant(product: VariantFacts, id: number | null): ProductVariant | null {
  return (id !== null && product.variants.find((variant) => variant.id === id)) || defaultVariant(product);
}

/** The address's query with the chosen variant in it; every other parameter is kept as it was. */
export function withVariantParam(search: string | URLSearchParams, id: number): URLSearchParams {
  const params = new URLSearchParams(search);
  params.set(VARIANT_PARAM, String(id));
  return params;
}

export interface ColourOption {
  code: string;
  name: string;
  hex: string;
  /** The variant this swatch chooses (same size as now when there is one). */
  variantId: number;
  /** Some variant of this colour can be ordered now; false shows the swatch struck through. */
  orderable: boolean;
}

export interface SizeOption {
  size: string;
  /** The variant of the current colour in this size; null when the product is not made so. */
  variantId: number | null;
  orderable: boolean;
}

/** The colours to choose from, in the variants' order; empty when the product has no colour choice. */
export function colourOptions(product: Pick<Product, 'variants'>, current: ProductVariant | null): ColourOption[] {
  const options: ColourOption[] = [];
  for (const variant of product.variants) {
    const colour = variant.color;
    if (!colour || options.some((option) => option.code === colour.code)) continue;
    const target = pickVariant(product, colour.code, current?.size ?? null);
    const sameColour = product.variants.filter((other) => other.color?.code === colour.code);
    options.push({
      code: colour.code,
      name: colour.name,
      hex: colour.hex,
      variantId: (target ?? variant).id,
      orderable: target ? target.orderable : sameColour.some((other) => other.orderable),
    });
  }
  // One colour is nothing to choose.
  return options.length > 1 ? options : [];
}

/** The sizes to choose from for the current colour, in the variants' order; empty for one size. */
export function sizeOptions(product: Pick<Product, 'variants'>, current: ProductVariant | null): SizeOption[] {
  const sizes: string[] = [];
  for (const variant of product.variants) {
    if (variant.size && variant.size !== ONE_SIZE && !sizes.includes(variant.size)) sizes.push(variant.size);
  }
  if (sizes.length === 0) return [];
  const colour = current?.color?.code ?? null;
  return sizes.map((size) => {
    const variant = product.variants.find((v) => v.size === size && (v.color?.code ?? null) === colour) ?? null;
    return { size, variantId: variant?.id ?? null, orderable: variant?.orderable ?? false };
  });
}

/**
 * The variant of a colour and a size. When the product is not made in that pair, the colour wins: its
 * orderable variant in another size, else its first.
 */
export function pickVariant(
  product: Pick<Product, 'variants'>,
  colour: string | null,
  size: string | null,
): ProductVariant | null {
  const ofColour = product.variants.filter((variant) => (variant.color?.code ?? null) === colour);
  if (ofColour.length === 0) return null;
  return (
    ofColour.find((variant) => size !== null && variant.size === size) ??
    ofColour.find((variant) => variant.orderable) ??
    ofColour[0]
  );
}
