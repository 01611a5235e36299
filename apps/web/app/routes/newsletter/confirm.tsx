import type { NewsletterConfirmResponse } from '@atelier/contracts';
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

type Outcome = { state: 'confirmed'; email: string } | { state: 'invalid' };

/**
 * The link from the confirmation e-mail (double opt-in): the token in the query confirms the address
 * with `GET /api/newsletter/confirm`. A used-up, expired or mangled link says so and offers a new sign-up.
 */
export async function loader({ params, request, context }: Route.LoaderArgs): Promise<Outcome> {
  const token = new URL(request.url).searchParams.get('token')?.trim();
  if (!token) return { state: 'invalid' };
  try {
    const response = await serverApi(context, request, toLocale(params.locale)).get<NewsletterConfirmResponse>(
      '/api/newsletter/confirm',
      { query: { token } },
    );
    return { state: 'confirmed', email: response.email };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422 || error.status === 410)) {
      return { state: 'invalid' };
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(params.locale, 'newsletterConfirm'),
  { name: 'robots', content: 'noindex' },
];

export default function NewsletterConfirm() {
  const outcome = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <SimplePage page="newsletterConfirm">
      {outcome.state === 'confirmed' ? (
        <NewsletterOutcome
          tone="success"
          title={t('newsletter.confirmedTitle')}
          text={t('newsletter.confirmed', { email: outcome.email })}
        >
          <Link to={to('/products')} className={buttonClass('primary')}>
            {t('common.browseProducts')}
          </Link>
          <Link to={to('/blog')} className={buttonClass('secondary')}>
            {t('pages.blog.title')}
          </Link>
        </NewsletterOutcome>
      ) : (
        <NewsletterOutcome
          tone="problem"
          title={t('newsletter.invalidLinkTitle')}
          text={t('newsletter.invalidConfirm')}
        >
          <a href="#newsletter-title" className={buttonClass('primary')}>
            {t('newsletter.signUpAgain')}
          </a>
        </NewsletterOutcome>
      )}
    </SimplePage>
  );
}
