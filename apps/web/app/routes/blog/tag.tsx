import { useTranslation } from 'react-i18next';
import { data, useLoaderData } from 'react-router';
import { BlogListing, blogTagPath } from '~/features/blog/blog-listing';
import { blogListMeta } from '~/features/blog/blog-meta';
import { loadBlogListing } from '~/features/blog/listing.server';
import { translator } from '~/i18n/i18n';
import { toLocale } from '~/i18n/locale';
import type { Route } from './+types/tag';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const listing = await loadBlogListing(context, request, toLocale(params.locale), { tag: params.tagSlug });
  const tag = listing.tags.find((item) => item.slug === params.tagSlug);
  if (!tag) throw data(null, { status: 404 });
  return { ...listing, tag };
}

export const meta: Route.MetaFunction = ({ params, data: loaderData }) => {
  const t = translator(toLocale(params.locale));
  if (!loaderData) return [{ title: `${t('pages.notFound.title')} | Atelier` }, { name: 'robots', content: 'noindex' }];
  const name = loaderData.tag.name;
  return blogListMeta(
    params.locale,
    {
      title: t('pages.blogTag.title', { name }),
      description: t('pages.blogTag.description', { name }),
      path: blogTagPath(loaderData.tag.slug),
      query: loaderData.query,
      image: loaderData.list.data[0]?.cover?.url,
    },
    loaderData.origin,
  );
};

export default function BlogTag() {
  const { list, categories, tags, query, tag } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <BlogListing
      title={t('pages.blogTag.title', { name: tag.name })}
      intro={t('pages.blogTag.intro', { name: tag.name })}
      crumbs={[{ label: t('pages.blog.title'), to: '/blog' }, { label: `#${tag.name}` }]}
      basePath={blogTagPath(tag.slug)}
      list={list}
      categories={categories}
      tags={tags}
      query={query}
      activeTag={tag.slug}
    />
  );
}
