import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { BlogListing } from '~/features/blog/blog-listing';
import { blogListMeta } from '~/features/blog/blog-meta';
import { loadBlogListing } from '~/features/blog/listing.server';
import { translator } from '~/i18n/i18n';
import { toLocale } from '~/i18n/locale';
import type { Route } from './+types/index';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadBlogListing(context, request, toLocale(params.locale));
}

export const meta: Route.MetaFunction = ({ params, data }) => {
  const t = translator(toLocale(params.locale));
  if (!data) return [{ title: `${t('pages.blog.title')} | Atelier` }];
  return blogListMeta(
    params.locale,
    {
      title: t('pages.blog.title'),
      description: t('pages.blog.description'),
      path: '/blog',
      query: data.query,
      image: data.list.data[0]?.cover?.url,
    },
    data.origin,
  );
};

export default function Blog() {
  const { list, categories, tags, query } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <BlogListing
      title={t('pages.blog.title')}
      intro={t('pages.blog.intro')}
      crumbs={[{ label: t('pages.blog.title') }]}
      basePath="/blog"
      list={list}
      categories={categories}
      tags={tags}
      query={query}
    />
  );
}
