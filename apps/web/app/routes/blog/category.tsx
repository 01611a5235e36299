import { useTranslation } from 'react-i18next';
import { data, useLoaderData } from 'react-router';
import { BlogListing, blogCategoryPath } from '~/features/blog/blog-listing';
import { blogListMeta } from '~/features/blog/blog-meta';
import { loadBlogListing } from '~/features/blog/listing.server';
import { translator } from '~/i18n/i18n';
import { toLocale } from '~/i18n/locale';
import type { Route } from './+types/category';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const listing = await loadBlogListing(context, request, toLocale(params.locale), { category: params.categorySlug });
  const category = listing.categories.find((item) => item.slug === params.categorySlug);
  if (!category) throw data(null, { status: 404 });
  return { ...listing, category };
}

export const meta: Route.MetaFunction = ({ params, data: loaderData }) => {
  const t = translator(toLocale(params.locale));
  if (!loaderData) return [{ title: `${t('pages.notFound.title')} | Atelier` }, { name: 'robots', content: 'noindex' }];
  const name = loaderData.category.name;
  return blogListMeta(
    params.locale,
    {
      title: t('pages.blogCategory.title', { name }),
      description: t('pages.blogCategory.description', { name }),
      path: blogCategoryPath(loaderData.category.slug),
      query: loaderData.query,
      image: loaderData.list.data[0]?.cover?.url,
    },
    loaderData.origin,
  );
};

export default function BlogCategory() {
  const { list, categories, tags, query, category } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const title = t('pages.blogCategory.title', { name: category.name });
  return (
    <BlogListing
      title={title}
      intro={t('pages.blogCategory.intro', { name: category.name })}
      crumbs={[{ label: t('pages.blog.title'), to: '/blog' }, { label: category.name }]}
      basePath={blogCategoryPath(category.slug)}
      list={list}
      categories={categories}
      tags={tags}
      query={query}
      activeCategory={category.slug}
    />
  );
}
