import type { Category, SellerResponse } from '@atelier/contracts';
import { Suspense, useEffect } from 'react';
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from 'react-router';
import { Container } from '../components/ui/container';
import { ErrorView } from '../components/ui/error-view';
import { lazyWithPreload } from '../components/ui/lazy';
import { ConsentBanner } from '../features/consent/consent-banner';
import { guardLocale } from '../i18n/guard';
import { ensureResources } from '../i18n/load';
import { toLocale } from '../i18n/locale';
import { serverApi } from '../lib/api.server';
import { AppShell } from '../shell/app-shell';
import type { Route } from './+types/locale-layout';

/**
 * What every page's frame shows: the menus' categories (a cached catalogue read) and the seller's identity for the
 * footer (docs/product-rules.md#seller-identity). A failure leaves the frame without them, never the page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  guardLocale(request);
  const locale = toLocale(params.locale);
  const api = serverApi(context, request, locale);
  const [categories, seller] = await Promise.all([
    api
      .get<{ data: Category[] }>('/api/categories', { query: { locale } })
      .then((response) => response.data.map(({ id, slug, name, name_en }) => ({ id, slug, name, name_en })))
      .catch(() => []),
    api
      .get<SellerResponse>('/api/shop/seller')
      .then((r) => r.data)
      .catch(() => null),
  ]);
  return { categories, seller };
}

/** A language switch in the browser waits for that language's translations along with the page's data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [, data] = await Promise.all([ensureResources(toLocale(params.locale)), serverLoader()]);
  return data;
}

// The guard depends only on the first path segment.
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.locale !== nextParams.locale;
}

const PRODUCT_PAGE = /^\/[a-z]{2}\/products\/[^/]+\/?$/;

// Shown only while a product opened in the browser loads: fetched once the page has hydrated, not before.
const ProductDetailSkeleton = lazyWithPreload<object>(() =>
  import('../features/catalog/product-detail-skeleton').then((module) => ({ default: module.ProductDetailSkeleton })),
);

export default function LocaleLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Opening a product from a list or another product shows its skeleton at once instead of the old page.
  const loadingProduct =
    navigation.state === 'loading' &&
    PRODUCT_PAGE.test(navigation.location.pathname) &&
    navigation.location.pathname !== pathname;
  useEffect(() => ProductDetailSkeleton.preload(), []);
  // The cookie banner comes first in the tab order; it renders only in the browser (shared page cache).
  return (
    <>
      <ConsentBanner />
      <AppShell>
        {loadingProduct ? (
          <Suspense fallback={null}>
            <ProductDetailSkeleton />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </AppShell>
    </>
  );
}

/** Errors of any page render inside the shell, in the page's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AppShell>
      <Container className="py-16 sm:py-24">
        <ErrorView error={error} />
      </Container>
    </AppShell>
  );
}
