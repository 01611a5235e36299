import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { SimplePage } from '../components/ui/simple-page';
import { LeatherSwatches } from '../components/ui/workshop-art';
import { infoPageMeta } from '../features/info/info-meta';
import { loadInfoPage } from '../features/info/info-page.server';
import { RichContent } from '../features/info/rich-content';
import { useLocalePath } from '../i18n/hooks';
import { toLocale } from '../i18n/locale';
import type { Route } from './+types/about';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadInfoPage(context, request, toLocale(params.locale), 'about');
}

export const meta: Route.MetaFunction = ({ params, data }) => infoPageMeta(params.locale, 'about', '/about', data);

/** The workshop's story (from the API), beside a still life of leather swatches, then the way to the shop. */
export default function About() {
  const { page } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <SimplePage page="about">
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <article className="lg:col-span-7">
          <RichContent html={page.body_html} className="text-lg" />
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to={to('/products')} className={buttonClass('primary')}>
              {t('home.hero.cta')}
            </Link>
            <Link to={to('/gallery')} className={buttonClass('secondary')}>
              {t('pages.gallery.title')}
            </Link>
          </div>
        </article>
        <LeatherSwatches className="aspect-[4/5] max-lg:hidden lg:col-span-5 lg:sticky lg:top-28 lg:self-start" />
      </div>
    </SimplePage>
  );
}
