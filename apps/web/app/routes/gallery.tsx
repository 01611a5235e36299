import type { GalleryResponse } from '@atelier/contracts';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { SimplePage } from '../components/ui/simple-page';
import { GalleryGrid } from '../features/gallery/gallery-grid';
import { useLocalePath } from '../i18n/hooks';
import { translator } from '../i18n/i18n';
import { toLocale } from '../i18n/locale';
import { serverApi } from '../lib/api.server';
import { metaTags, SITE } from '../lib/meta';
import { publicOrigin } from '../lib/public-origin.server';
import type { Route } from './+types/gallery';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = toLocale(params.locale);
  const { data: items } = await serverApi(context, request, locale).get<GalleryResponse>('/api/gallery');
  return { items, origin: publicOrigin(context, request) };
}

export const meta: Route.MetaFunction = ({ params, data }) => {
  const locale = toLocale(params.locale);
  const t = translator(locale);
  return metaTags(locale, `${t('pages.gallery.title')} | ${SITE}`, t('pages.gallery.description'), {
    origin: data?.origin,
    path: data ? '/gallery' : undefined,
    image: data?.items[0]?.image.url,
  });
};

export default function Gallery() {
  const { items } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <SimplePage page="gallery">
      {items.length === 0 ? (
        <EmptyState
          icon={<ImageOff aria-hidden="true" className="size-5" strokeWidth={1.5} />}
          title={t('gallery.emptyTitle')}
          hint={t('gallery.emptyHint')}
        >
          <Link to={to('/products')} className={buttonClass('primary')}>
            {t('common.browseProducts')}
          </Link>
        </EmptyState>
      ) : (
        <GalleryGrid items={items} />
      )}
    </SimplePage>
  );
}
