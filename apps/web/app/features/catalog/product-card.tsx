import type { Product } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '~/i18n/hooks';
import { photoSrc, photoSrcSet } from '~/lib/photo-url';
import { snapshotOf } from '../wishlist/snapshot';
import { WishlistButton } from '../wishlist/wishlist-button';
import { AvailabilityNote } from './availability-note';
import { PriceTag } from './price-tag';
import { ProductLabels } from './product-labels';

/** Slot widths of a card photo: 4 across on desktop, 2 on phones (design.md), list rows narrower. */
export const CARD_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw';
const ROW_SIZES = '(min-width: 640px) 220px, 128px';

export type CardLayout = 'grid' | 'list';

/** What a card shows of a product; loaders send only this, so pages carry less data to hydrate. */
export type CardProduct = Pick<
  Product,
  | 'id'
  | 'slug'
  | 'name'
  | 'price'
  | 'base_price'
  | 'discount_info'
  | 'lowest_price_30d'
  | 'image'
  | 'gallery'
  | 'labels'
  | 'in_stock'
  | 'orderable'
  | 'made_to_order'
  | 'category'
  | 'colors'
  | 'sizes'
  | 'default_variant_id'
>;

export function toCardProduct(product: Product): CardProduct {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: product.price,
    base_price: product.base_price,
    discount_info: product.discount_info,
    lowest_price_30d: product.lowest_price_30d,
    image: product.image,
    gallery: product.gallery.slice(0, 1),
    labels: product.labels,
    in_stock: product.in_stock,
    orderable: product.orderable,
    made_to_order: product.made_to_order,
    category: product.category,
    colors: product.colors,
    // The wishlist's move-to-cart needs to know whether a size must be chosen first.
    sizes: product.sizes,
    default_variant_id: product.default_variant_id,
  };
}

export interface ProductCardProps {
  product: CardProduct;
  layout?: CardLayout;
  /** Above the fold: load the photo at once instead of lazily. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export function productPath(product: Pick<Product, 'slug' | 'id'>): string {
  return `/products/${product.slug || product.id}`;
}

/**
 * One product in a list: photo, labels, name, price and availability. The whole card is clickable
 * through the link in its heading (stretched over the card), so there is one link per product.
 */
export function ProductCard({ product, layout = 'grid', eager = false, headingLevel = 'h3' }: ProductCardProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const Heading = headingLevel;
  const photo = product.gallery[0];
  const src = photoSrc(photo?.url ?? product.image);
  const list = layout === 'list';

  return (
    <article
      className={`group relative ${list ? 'flex gap-4 border-b border-hairline pb-6 sm:gap-8' : 'flex flex-col'}`}
    >
      <div
        className={`studio-backdrop relative overflow-hidden rounded-sm ${list ? 'aspect-square w-32 shrink-0 sm:w-52' : 'aspect-square w-full'}`}
      >
        {src && (
          <img
            src={src}
            srcSet={photoSrcSet(photo?.srcset)}
            sizes={list ? ROW_SIZES : CARD_SIZES}
            width={1024}
            height={1024}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            draggable={false}
            className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.035] motion-reduce:transform-none"
          />
        )}
        {!list && <ProductLabels labels={product.labels} className="absolute left-2.5 top-2.5 sm:left-3 sm:top-3" />}
        <WishlistButton product={snapshotOf(product)} />
      </div>
      <div className={list ? 'flex min-w-0 flex-1 flex-col py-1' : 'mt-3.5 flex flex-1 flex-col'}>
        {list && <ProductLabels labels={product.labels} className="mb-3" />}
        <p className="text-[11px] font-medium uppercase tracking-[0.18em] text-taupe">{product.category?.name}</p>
        <Heading
          className={`mt-1 font-sans font-medium leading-snug tracking-normal ${list ? 'text-lg sm:text-xl' : 'text-[15px] sm:text-base'}`}
        >
          <Link
            to={to(productPath(product))}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-cognac focus-visible:outline-offset-4"
          >
            {product.name}
          </Link>
        </Heading>
        <PriceTag product={product} />
        <AvailabilityNote product={product} className="mt-1.5" />
        {product.colors.length > 0 && (
          <p className="mt-2.5 flex items-center gap-1.5">
            <span className="sr-only">
              {t('catalog.colorsOf', { colors: product.colors.map((colour) => colour.name).join(', ') })}
            </span>
            {product.colors.map((colour) => (
              <span
                key={colour.code}
                aria-hidden="true"
                title={colour.name}
                className="size-3.5 rounded-full ring-1 ring-ink/15 ring-offset-1 ring-offset-cream"
                style={{ backgroundColor: colour.hex }}
              />
            ))}
          </p>
        )}
        {list && (
          <span aria-hidden="true" className="mt-auto hidden pt-4 text-sm font-medium text-cognac sm:block">
            {t('catalog.viewProduct')} →
          </span>
        )}
      </div>
    </article>
  );
}

/** Cards in the shop's grid: 2 across on phones, 3 on tablets, 4 on desktops; or rows for the list view. */
export function ProductGrid({
  products,
  layout = 'grid',
  eagerCount = 0,
  headingLevel = 'h3',
  columns = 'full',
}: {
  products: CardProduct[];
  layout?: CardLayout;
  eagerCount?: number;
  headingLevel?: 'h2' | 'h3';
  /** `full`: the page's width; `panel`: beside the filters panel. */
  columns?: 'full' | 'panel';
}) {
  const grid =
    layout === 'list'
      ? 'flex flex-col gap-6'
      : columns === 'full'
        ? 'grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4'
        : 'grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 xl:grid-cols-4';
  return (
    <ul className={grid}>
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <div className="w-full">
            <ProductCard product={product} layout={layout} eager={index < eagerCount} headingLevel={headingLevel} />
          </div>
        </li>
      ))}
    </ul>
  );
}
