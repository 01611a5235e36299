import type { SellerResponse } from '@atelier/contracts';
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from 'react-router';
import { Container } from '../components/ui/container';
import { ErrorView } from '../components/ui/error-view';
import { ProductDetailSkeleton } from '../features/catalog/product-detail-skeleton';
import { ConsentBanner } from '../features/consent/consent-banner';
import { guardLocale } from '../i18n/guard';
import { ensureResources } from '../i18n/load';
import { toLocale } from '../i18n/locale';
import { serverApi } from '../lib/api.server';
import { AppShell } from '../shell/app-shell';
import type { Route } from './+types/locale-layout';

/** The seller's identity for the footer of every page (docs/product-rules.md#seller-identity); null if the API is down. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  guardLocale(request);
  const seller = await serverApi(context, request, toLocale(params.locale))
    .get<SellerResponse>('/api/shop/seller')
    .then((r) => r.data)
    .catch(() => null);
  return { seller };
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

export default function LocaleLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Opening a product from a list or another product shows its skeleton at once instead of the old page.
  const loadingProduct =
    navigation.state === 'loading' &&
    PRODUCT_PAGE.test(navigation.location.pathname) &&
    navigation.location.pathname !== pathname;
  // The cookie banner comes first in the tab order; it renders only in the browser (shared page cache).
  return (
    <>
      <ConsentBanner />
      <AppShell>{loadingProduct ? <ProductDetailSkeleton /> : <Outlet />}</AppShell>
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
