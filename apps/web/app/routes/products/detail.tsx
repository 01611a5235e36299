import type { Product } from '@atelier/contracts';
import { ID_MAX } from '@atelier/contracts/browser-rules';
import { ArrowLeft, RotateCcw, Scissors, Truck } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  Link,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useNavigate,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { Breadcrumb, type Crumb } from '~/components/ui/breadcrumb';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { JsonLd } from '~/components/ui/json-ld';
import { NotifyWhenAvailable } from '~/features/back-in-stock/notify-when-available';
import { AddToCart } from '~/features/cart/add-to-cart';
import { AvailabilityNote } from '~/features/catalog/availability-note';
import { categoryPathOf } from '~/features/catalog/category-paths';
import { htmlToText, truncate } from '~/features/catalog/plain-text';
import { PriceTag } from '~/features/catalog/price-tag';
import { availability, productPhotos } from '~/features/catalog/product';
import { type CardProduct, ProductGrid, productPath, toCardProduct } from '~/features/catalog/product-card';
import { ProductGallery } from '~/features/catalog/product-gallery';
import { ProductLabels } from '~/features/catalog/product-labels';
import { productPageStructuredData } from '~/features/catalog/product-structured-data';
import { SizeGuideButton } from '~/features/catalog/size-guide';
import { VariantPicker } from '~/features/catalog/variant-picker';
import {
  parseVariantParam,
  resolveVariant,
  sizeOptions,
  VARIANT_PARAM,
  withVariantParam,
} from '~/features/catalog/variants';
import { formatRating } from '~/features/reviews/rating';
import { RatingStars } from '~/features/reviews/rating-stars';
import { ReviewsSection } from '~/features/reviews/reviews-section';
import { snapshotOf } from '~/features/wishlist/snapshot';
import { WishlistButton } from '~/features/wishlist/wishlist-button';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { translator } from '~/i18n/i18n';
import { type Locale, toLocale } from '~/i18n/locale';
import type { ApiClient } from '~/lib/api';
import { isApiError } from '~/lib/api';
import { serverApi } from '~/lib/api.server';
import { metaTags, SITE } from '~/lib/meta';
import { publicOrigin } from '~/lib/public-origin.server';
import type { Route } from './+types/detail';

/** docs/product-rules.md#addresses-and-languages/docs/product-rules.md#api-contract: the path's id is the slug, or failing that the numeric id. Null when neither exists. */
async function findProduct(api: ApiClient, id: string): Promise<Product | null> {
  try {
    return (await api.get<{ data: Product }>(`/api/products/slug/${encodeURIComponent(id)}`)).data;
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
  // Only a number that can be a product's id (PostgreSQL's integer): a longer one names no product.
  if (!/^\d{1,10}$/.test(id) || Number(id) > ID_MAX) return null;
  try {
    return (await api.get<{ data: Product }>(`/api/products/${id}`)).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** docs/product-rules.md#constants: 4 related products — same category, colours and style first. */
const RELATED_COUNT = 4;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = toLocale(params.locale);
  const api = serverApi(context, request, locale);
  const suggestions = (path: string) =>
    api
      .get<{ data: Product[] }>(path, { query: { limit: RELATED_COUNT, locale } })
      .then((response) => response.data)
      .catch(() => null);
  // The address usually names the slug: the product and its suggestions are asked for at once.
  const [product, bySlug] = await Promise.all([
    findProduct(api, params.id),
    suggestions(`/api/products/slug/${encodeURIComponent(params.id)}/related`),
  ]);
  if (!product) throw data(null, { status: 404 });
  // A page without suggestions is still the product's page.
  const related =
    (product.slug === params.id ? bySlug : await suggestions(`/api/products/${product.id}/related`)) ?? [];
  // The variant the address names, so the server renders that one (docs/product-rules.md#variants); an unknown
  // or foreign id is the default variant, not an error.
  const variantParam = parseVariantParam(new URL(request.url).searchParams.get(VARIANT_PARAM));
  return {
    product,
    // The meta description, as plain text: made here so that the browser needs no HTML-to-text code for it.
    summary: truncate(htmlToText(product.description ?? '')),
    variantId: resolveVariant(product, variantParam)?.id ?? null,
    related: related.map(toCardProduct),
    origin: publicOrigin(context, request),
  };
}

/** Choosing another variant only rewrites `?variant=`: the page already holds every variant, so nothing is fetched. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(VARIANT_PARAM);
    params.sort();
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl) && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ params, data: loaderData, error }) => {
  const locale = toLocale(params.locale);
  const t = translator(locale);
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: `${notFound ? t('product.notFoundTitle') : t('product.errorTitle')} | ${SITE}` },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { product, origin } = loaderData;
  const variant = product.variants.find((item) => item.id === loaderData.variantId);
  const description = loaderData.summary || t('pages.productDetail.description');
  return [
    ...metaTags(locale, `${product.name} | ${SITE}`, description, {
      origin,
      path: productPath(product),
      image: variant?.images[0] ?? product.image ?? undefined,
      // The photograph's own description where staff wrote one, else what it shows: the product in its colour.
      imageAlt: variant?.gallery[0]?.alt || [product.name, variant?.color?.name].filter(Boolean).join(' — '),
      type: 'product',
    }),
    { property: 'product:price:amount', content: (variant?.price ?? product.price).toFixed(2) },
    { property: 'product:price:currency', content: 'PLN' },
  ];
};

export default function ProductDetail() {
  const { product, related, origin } = useLoaderData<typeof loader>();
  // A new product starts with its own first photo and its default variant.
  return <ProductPage key={product.id} product={product} related={related} origin={origin} />;
}

function ProductPage({ product, related, origin }: { product: Product; related: CardProduct[]; origin: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const crumbs: Crumb[] = [
    { label: t('pages.products.title'), to: '/products' },
    ...(product.category ? [{ label: product.category.name, to: categoryPathOf(product.category, locale) }] : []),
    { label: product.name },
  ];
  const [searchParams, setSearchParams] = useSearchParams();
  const variantParam = parseVariantParam(searchParams.get(VARIANT_PARAM));
  const variant = resolveVariant(product, variantParam);
  // A size is the customer's own choice (a belt's length): until they pick one, or the address names a
  // variant, no size is checked and the cart waits for it. The colour starts from the default variant.
  const [sizeChosen, setSizeChosen] = useState(
    () => variantParam !== null && product.variants.some((item) => item.id === variantParam),
  );
  const hasSizes = variant !== null && sizeOptions(product, variant).length > 0;
  const needsSize = !sizeChosen && hasSizes;
  // The size guide sits beside the size choice, or beside the dimensions when there is none to make.
  const sizeGuide = product.size_guide ? <SizeGuideButton guide={product.size_guide} /> : null;
  // A product always has a variant; the product's own facts stand in should the list come back empty.
  const chosen = variant ?? product;
  const state = availability(chosen);
  const photos =
    variant && variant.gallery.length + variant.images.length > 0
      ? productPhotos({ ...variant, name: product.name })
      : productPhotos(product);
  const choose = (variantId: number, by: 'colour' | 'size') => {
    if (by === 'size') setSizeChosen(true);
    // Replace, not push: going back leaves the product rather than stepping through colours.
    setSearchParams((current) => withVariantParam(current, variantId), { replace: true, preventScrollReset: true });
  };

  return (
    <Container className="pb-8 pt-5 sm:pt-8">
      <div className="flex flex-col items-start gap-x-4 gap-y-1 sm:flex-row sm:items-center">
        <BackButton />
        <span aria-hidden="true" className="h-5 w-px bg-hairline max-sm:hidden" />
        <div className="min-w-0 flex-1">
          <Breadcrumb items={crumbs} />
        </div>
      </div>

      <div className="mt-5 grid gap-8 sm:mt-8 lg:grid-cols-12 lg:gap-14">
        <div className="lg:col-span-7">
          {/* Another variant's photographs start again from the first. */}
          <ProductGallery key={variant?.id ?? 0} photos={photos} name={product.name} />
        </div>

        <div className="lg:sticky lg:top-28 lg:col-span-5 lg:self-start">
          <ProductLabels labels={product.labels} className="mb-4" />
          {product.category && (
            <p className="text-xs font-medium uppercase tracking-[0.2em] text-cognac">{product.category.name}</p>
          )}
          <h1 className="mt-2 text-[2.1rem] leading-[1.1] sm:text-[2.6rem]">{product.name}</h1>
          <RatingLink rating={product.rating} />
          <div className="mt-5">
            <PriceTag product={chosen} size="page" omnibus />
            <p className="mt-1.5 text-xs text-taupe">{t('catalog.price.vat')}</p>
          </div>

          <div className="mt-6 rounded-sm border border-hairline bg-paper px-4 py-3">
            <AvailabilityNote product={chosen} showInStock className="font-medium" />
            <p className="mt-1 text-sm text-taupe">
              {state === 'in_stock'
                ? t('product.inStockNote')
                : state === 'made_to_order'
                  ? t('product.madeToOrderNote')
                  : product.variants.some((other) => other.orderable)
                    ? t('product.variant.soldOut')
                    : t('product.outOfStockText')}
            </p>
          </div>

          {variant && (
            <VariantPicker
              product={product}
              variant={variant}
              sizeChosen={!needsSize}
              sizeAside={sizeGuide}
              onChoose={choose}
            />
          )}

          {variant && !variant.orderable && (
            <NotifyWhenAvailable key={variant.id} productId={product.id} variantId={variant.id} />
          )}

          {variant && (
            <AddToCart
              product={product}
              variant={variant}
              needsSize={needsSize}
              aside={<WishlistButton product={snapshotOf(product)} variant="page" />}
            />
          )}

          <ul className="mt-8 grid gap-3 border-t border-hairline pt-6 text-sm text-ink">
            {[
              { icon: Truck, text: t('home.usp.delivery') },
              { icon: RotateCcw, text: t('home.usp.returns') },
              { icon: Scissors, text: t('home.usp.handmade') },
            ].map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-cognac" strokeWidth={1.25} />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <ProductInformation
        product={product}
        sku={variant?.sku ?? product.sku}
        dimensionsAside={hasSizes ? null : sizeGuide}
      />

      <ReviewsSection productId={product.id} rating={product.rating} />

      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-20 border-t border-hairline pt-14 sm:mt-24 sm:pt-16">
          <h2 id="related-title" className="text-3xl sm:text-4xl">
            {t('product.related.title')}
          </h2>
          <p className="mt-2 text-taupe">{t('product.related.text')}</p>
          <div className="mt-10">
            <ProductGrid products={related} />
          </div>
        </section>
      )}

      <StructuredData product={product} origin={origin} locale={locale} crumbs={crumbs} />
    </Container>
  );
}

/** The average of approved reviews and their number beside the price, leading to the reviews. */
function RatingLink({ rating }: { rating: Product['rating'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rated = rating.count > 0 && rating.average !== null;
  return (
    <a
      href="#reviews"
      className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm text-taupe underline-offset-4 hover:text-ink hover:underline"
    >
      {rated ? (
        <>
          <RatingStars value={rating.average ?? 0} />
          <span className="font-medium tabular-nums text-ink">{formatRating(rating.average ?? 0, locale)}</span>
          <span>({t('reviews.count', { count: rating.count })})</span>
        </>
      ) : (
        t('reviews.beFirst')
      )}
    </a>
  );
}

/** History back when the visitor came from inside the shop, otherwise the product list. */
function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  return (
    <button
      type="button"
      onClick={() => {
        const index = (window.history.state as { idx?: number } | null)?.idx;
        if (typeof index === 'number' && index > 0) navigate(-1);
        else navigate(to('/products'));
      }}
      className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-medium text-ink transition-colors hover:text-cognac"
    >
      <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
      {t('product.back')}
    </button>
  );
}

function ProductInformation({
  product,
  sku,
  dimensionsAside,
}: {
  product: Product;
  sku: string;
  /** Shown under the dimensions: the category's size guide when the product has no size to choose. */
  dimensionsAside: ReactNode;
}) {
  const { t } = useTranslation();
  const rows: { label: string; value: string; aside?: ReactNode }[] = [
    { label: t('product.category'), value: product.category?.name ?? '' },
    { label: t('product.gender'), value: product.gender ? t(`catalog.genderDisplay.${product.gender.display}`) : '' },
    { label: t('product.styles'), value: product.styles.map((style) => style.name).join(', ') },
    { label: t('product.status'), value: product.status.map((status) => status.name).join(', ') },
    { label: t('product.colors'), value: product.colors.map((colour) => colour.name).join(', ') },
    { label: t('product.material'), value: product.material },
    { label: t('product.dimensions'), value: product.dimensions, aside: dimensionsAside },
    { label: t('product.compartments'), value: product.compartments },
    { label: t('product.straps'), value: product.straps },
  ].filter((row) => row.value.trim() !== '' || row.aside);
  const headingClass = 'text-2xl sm:text-[1.7rem]';

  return (
    <div className="mt-16 grid gap-12 border-t border-hairline pt-12 sm:mt-20 lg:grid-cols-12 lg:gap-14 lg:pt-16">
      <section aria-labelledby="product-description" className="lg:col-span-7">
        <h2 id="product-description" className={headingClass}>
          {t('product.description')}
        </h2>
        {product.description && (
          <div
            className="rich-text mt-5 max-w-[68ch]"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises descriptions on write and on read (docs/product-rules.md#content)
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        )}
        {product.features.length > 0 && (
          <>
            <h3 className="mt-10 font-sans text-xs font-medium uppercase tracking-[0.18em]">{t('product.features')}</h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {product.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-[15px]">
                  <span aria-hidden="true" className="mt-3 h-px w-4 shrink-0 border-t border-dashed border-cognac" />
                  {feature}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <div className="flex flex-col gap-12 lg:col-span-5">
        <section aria-labelledby="product-details">
          <h2 id="product-details" className={headingClass}>
            {t('product.details')}
          </h2>
          <dl className="mt-5 divide-y divide-hairline border-y border-hairline text-[15px]">
            {rows.map((row) => (
              <div key={row.label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 py-3">
                <dt className="text-taupe">{row.label}</dt>
                <dd>
                  {row.value}
                  {row.aside && <div className={row.value ? '-mb-2 mt-0.5' : '-my-2'}>{row.aside}</div>}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="product-care">
          <h2 id="product-care" className={headingClass}>
            {t('product.care')}
          </h2>
          {product.care && <p className="mt-5 text-[15px] text-ink">{product.care}</p>}
          <dl className="mt-5 grid gap-3 text-sm">
            <div>
              <dt className="text-taupe">{t('product.manufacturer')}</dt>
              <dd>{t('product.manufacturerValue')}</dd>
            </div>
            <div>
              <dt className="text-taupe">{t('product.sku')}</dt>
              <dd className="tabular-nums" data-testid="variant-sku">
                {sku}
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}

type BuildStructuredData = typeof productPageStructuredData;
/** In the browser, once fetched: a product opened later without a page load has its data at once. */
let browserStructuredData: BuildStructuredData | undefined;

/**
 * What search engines read. The server builds it into the page. The browser hydrates the scripts as they are and
 * fetches the code that builds them after hydration, for the next product opened without a page load — the first
 * render needs none of it (docs/decisions/028-javascript-budget.md).
 */
function StructuredData({
  product,
  origin,
  locale,
  crumbs,
}: {
  product: Product;
  origin: string;
  locale: Locale;
  crumbs: Crumb[];
}) {
  const { t } = useTranslation();
  const [build, setBuild] = useState<BuildStructuredData | undefined>(() =>
    import.meta.env.SSR ? productPageStructuredData : browserStructuredData,
  );
  useEffect(() => {
    if (build) return;
    let mounted = true;
    import('~/features/catalog/product-structured-data')
      .then((module) => {
        browserStructuredData = module.productPageStructuredData;
        if (mounted) setBuild(() => module.productPageStructuredData);
      })
      // Offline: the scripts keep what the server wrote; search engines read pages from the server anyway.
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [build]);
  const [productData, breadcrumbData] = build?.(product, { origin, locale, crumbs, t }) ?? [];
  return (
    <>
      <JsonLd data={productData} />
      <JsonLd data={breadcrumbData} />
    </>
  );
}

/** 404: this product does not exist; any other failure: say so and offer to try again in place. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container className="py-16 sm:py-24">
      <section aria-labelledby="product-error" className="max-w-2xl">
        {notFound && (
          <p className="text-sm font-medium uppercase tracking-[0.2em] text-cognac">{t('errorPage.notFoundCode')}</p>
        )}
        <h1 id="product-error" className="mt-4 text-4xl sm:text-5xl">
          {notFound ? t('product.notFoundTitle') : t('product.errorTitle')}
        </h1>
        <p className="mt-5 text-lg text-taupe">{notFound ? t('product.notFoundText') : t('product.errorText')}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          {notFound ? (
            <Link to={to('/products')} className={buttonClass('primary')}>
              {t('common.browseProducts')}
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => revalidator.revalidate()}
              disabled={revalidator.state === 'loading'}
              className={buttonClass('primary')}
            >
              {t('product.retry')}
            </button>
          )}
          <Link to={to('/')} className={buttonClass('secondary')}>
            {t('errorPage.goHome')}
          </Link>
        </div>
      </section>
    </Container>
  );
}
