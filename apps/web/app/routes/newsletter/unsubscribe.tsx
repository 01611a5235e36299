import type { NewsletterUnsubscribeResponse } from '@atelier/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { FormMessage, SubmitButton } from '~/components/ui/form';
import { SimplePage } from '~/components/ui/simple-page';
import { NewsletterOutcome } from '~/features/newsletter/newsletter-outcome';
import { useLocalePath } from '~/i18n/hooks';
import { toLocale } from '~/i18n/locale';
import { isApiError } from '~/lib/api';
import { serverApi } from '~/lib/api.server';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/unsubscribe';

/** The signed link from every newsletter e-mail: `?email=…&signature=…`. */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const email = query.get('email')?.trim() ?? '';
  const signature = query.get('signature')?.trim() ?? '';
  return { email, signature, complete: email !== '' && signature !== '' };
}

/**
 * Unsubscribing takes one press of the button on this page (mail programs' own one-click button uses the
 * API directly, RFC 8058). A page that unsubscribed on opening would let link scanners unsubscribe people.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const body = { email: String(form.get('email') ?? ''), signature: String(form.get('signature') ?? '') };
  try {
    await serverApi(context, request, toLocale(params.locale)).post<NewsletterUnsubscribeResponse>(
      '/api/newsletter/unsubscribe',
      body,
    );
    return { state: 'done' as const };
  } catch (error) {
    if (isApiError(error) && [403, 404, 422].includes(error.status)) return { state: 'invalid' as const };
    return { state: 'failed' as const };
  }
}

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(params.locale, 'newsletterUnsubscribe'),
  { name: 'robots', content: 'noindex' },
];

export default function NewsletterUnsubscribe() {
  const { email, signature, complete } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const to = useLocalePath();

  let content: ReactNode;
  if (result?.state === 'done') {
    content = (
      <NewsletterOutcome
        tone="success"
        title={t('newsletter.unsubscribedTitle')}
        text={t('newsletter.unsubscribed', { email })}
      >
        <Link to={to('/')} className={buttonClass('primary')}>
          {t('errorPage.goHome')}
        </Link>
      </NewsletterOutcome>
    );
  } else if (!complete || result?.state === 'invalid') {
    content = (
      <NewsletterOutcome
        tone="problem"
        title={t('newsletter.invalidLinkTitle')}
        text={t('newsletter.invalidUnsubscribe')}
      >
        <Link to={to('/contacts')} className={buttonClass('primary')}>
          {t('pages.contacts.title')}
        </Link>
      </NewsletterOutcome>
    );
  } else {
    content = (
      <section className="max-w-2xl rounded-lg border border-hairline bg-paper p-6 sm:p-10">
        <h2 className="text-3xl">{t('newsletter.unsubscribeTitle')}</h2>
        <p className="mt-3 text-lg text-ink/85">{t('newsletter.unsubscribeQuestion', { email })}</p>
        <Form method="post" className="mt-8 grid gap-4">
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="signature" value={signature} />
          {result?.state === 'failed' && <FormMessage tone="error">{t('newsletter.unsubscribeFailed')}</FormMessage>}
          <SubmitButton
            busy={navigation.state === 'submitting'}
            label={t('newsletter.unsubscribeButton')}
            busyLabel={t('newsletter.unsubscribing')}
            className="justify-self-start"
          />
        </Form>
      </section>
    );
  }
  return <SimplePage page="newsletterUnsubscribe">{content}</SimplePage>;
}
