import type { BackInStockConfirmResponse } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { SimplePage } from '~/components/ui/simple-page';
import { NewsletterOutcome } from '~/features/newsletter/newsletter-outcome';
import { useLocalePath } from '~/i18n/hooks';
import { toLocale } from '~/i18n/locale';
import { isApiError } from '~/lib/api';
import { serverApi } from '~/lib/api.server';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/confirm';

type Outcome = { state: 'confirmed'; message: string; slug: string } | { state: 'invalid' };

/**
 * The link from a back-in-stock confirmation e-mail (docs/product-rules.md#back-in-stock): the token confirms the
 * alert with `GET /api/back-in-stock/confirm`. A used-up, expired or mangled link says so and points back to the
 * shop.
 */
export async function loader({ params, request, context }: Route.LoaderArgs): Promise<Outcome> {
  const token = new URL(request.url).searchParams.get('token')?.trim();
  if (!token) return { state: 'invalid' };
  try {
    const response = await serverApi(context, request, toLocale(params.locale)).get<BackInStockConfirmResponse>(
      '/api/back-in-stock/confirm',
      { query: { token } },
    );
    return { state: 'confirmed', message: response.message, slug: response.data.product_slug };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) return { state: 'invalid' };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(params.locale, 'backInStockConfirm'),
  { name: 'robots', content: 'noindex' },
];

export default function BackInStockConfirm() {
  const outcome = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <SimplePage page="backInStockConfirm">
      {outcome.state === 'confirmed' ? (
        <NewsletterOutcome tone="success" title={t('backInStock.confirmedTitle')} text={outcome.message}>
          <Link to={to(`/products/${outcome.slug}`)} className={buttonClass('primary')}>
            {t('backInStock.seeProduct')}
          </Link>
        </NewsletterOutcome>
      ) : (
        <NewsletterOutcome tone="problem" title={t('backInStock.invalidTitle')} text={t('backInStock.invalid')}>
          <Link to={to('/products')} className={buttonClass('primary')}>
            {t('backInStock.browse')}
          </Link>
        </NewsletterOutcome>
      )}
    </SimplePage>
  );
}
