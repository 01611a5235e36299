import type { Locale, Product, ProductVariant } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client';
import type { Grosze } from '../../shared/money';
import { readTogether } from '../../shared/read-together';
import {
  findAttributeLinks,
  findFacetVocabulary,
  findImages,
  findPriceHistory,
  findVariants,
} from '../catalog/catalog.repository';
import { presentProducts } from '../catalog/product-presenter';
import { findProductRows } from './cart.repository';

/**
 * Products of cart lines and wishlist entries, presented by the catalogue's own presenter, so the current
 * price, the Omnibus reference price, the discount and the photographs are exactly the product page's.
 */
export type LoadedProduct = {
  product: Product;
  /** Still sold (products.is_active). */
  active: boolean;
  categoryId: number;
  /** The current unit price in grosze (the presenter's `price`). */
  unitPrice: Grosze;
  /** Sold as a gift card (docs/product-rules.md#gift-cards): never out of stock, no promo discount, no parcel. */
  giftCard: boolean;
};

/** One of the product's variants on sale, by id; undefined when retired or another product's. */
export function variantOf(loaded: LoadedProduct, variantId: number): ProductVariant | undefined {
  return loaded.product.variants.find((v) => v.id === variantId);
}

/**
 * "Torebka Hanka (Czarny)", "Pasek Dąb (95)": the product's name with the chosen options, for messages; just the
 * name when the product has one variant (there is nothing to tell apart).
 */
export function variantLabel(loaded: LoadedProduct, variant: ProductVariant | undefined): string {
  if (loaded.product.variants.length <= 1) return loaded.product.name;
  const options = [variant?.color?.name, variant && variant.size !== 'one_size' ? variant.size : undefined].filter(
    Boolean,
  );
  return options.length ? `${loaded.product.name} (${options.join(', ')})` : loaded.product.name;
}

export type ProductContext = { locale: Locale; publicUrl: string; now: Date };

export async function loadProducts(
  db: DbOrTx,
  ids: number[],
  ctx: ProductContext,
): Promise<Map<number, LoadedProduct>> {
  const unique = [...new Set(ids)];
  const rows = await findProductRows(db, unique);
  if (!rows.length) return new Map();
  const found = rows.map((r) => r.id);
  const [images, links, history, variants, vocabulary] = await readTogether(
    db,
    () => findImages(db, found),
    () => findAttributeLinks(db, found),
    () => findPriceHistory(db, found, ctx.now),
    () => findVariants(db, found),
    () => findFacetVocabulary(db),
  );
  const presented = presentProducts(
    rows,
    { images, links, history, variants },
    { locale: ctx.locale, publicUrl: ctx.publicUrl, now: ctx.now, withDescription: false, vocabulary },
  );
  return new Map(
    presented.map((product, i) => [
      product.id,
      {
        product,
        active: rows[i].isActive,
        categoryId: rows[i].categoryId,
        unitPrice: Math.round(product.price * 100),
        giftCard: rows[i].isGiftCard,
      },
    ]),
  );
}
