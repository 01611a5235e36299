import { useLoaderData } from 'react-router';
import { JsonLd } from '~/components/ui/json-ld';
import { faqPageJsonLd } from '~/features/info/faq';
import { FaqList } from '~/features/info/faq-list';
import { InfoArticle } from '~/features/info/info-article';
import { infoPageMeta } from '~/features/info/info-meta';
import { fetchInfoPage } from '~/features/info/info-page.server';
import { WithdrawalFormBox } from '~/features/returns/withdrawal-form-link';
import { toLocale } from '~/i18n/locale';
import type { Route } from './+types/faq';

/**
 * The whole FAQ, and for a deep link with `?search=` also the API's matches, so the page arrives narrowed
 * and the search field can still widen it again in the browser.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = toLocale(params.locale);
  const url = new URL(request.url);
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100);
  const [page, narrowed] = await Promise.all([
    fetchInfoPage(context, request, locale, 'faq'),
    search ? fetchInfoPage(context, request, locale, 'faq', search) : null,
  ]);
  return {
    page,
    search,
    matches: narrowed ? (narrowed.faq ?? []).map((entry) => entry.id) : null,
    origin: url.origin,
  };
}

export const meta: Route.MetaFunction = ({ params, data }) => [
  ...infoPageMeta(params.locale, 'faq', '/faq', data),
  ...(data?.search ? [{ name: 'robots', content: 'noindex, follow' }] : []),
];

export default function Faq() {
  const { page, search, matches } = useLoaderData<typeof loader>();
  const entries = page.faq ?? [];
  return (
    <InfoArticle pageKey="faq" page={page}>
      <div className={page.body_html.trim() ? 'mt-10' : undefined}>
        <FaqList entries={entries} initialSearch={search} initialIds={matches} />
      </div>
      <WithdrawalFormBox />
      <JsonLd data={faqPageJsonLd(entries)} />
    </InfoArticle>
  );
}
