import type { AdminBlogPost, AdminBlogPostFields } from '@atelier/contracts';

/** The post form's state: what the fields hold, as text (select and date inputs speak strings). */
export interface PostValues {
  title_pl: string;
  title_en: string;
  slug: string;
  excerpt_pl: string;
  excerpt_en: string;
  body_pl: string;
  body_en: string;
  category_id: string;
  tag_ids: number[];
  author: string;
  publish: 'draft' | 'published';
  /** `YYYY-MM-DDTHH:mm` in the browser's time (a datetime-local input), or empty for "now". */
  published_at: string;
}

export type PostField = keyof PostValues;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as ISO (null when empty or not a date). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function emptyPost(author: string): PostValues {
  return {
    title_pl: '',
    title_en: '',
    slug: '',
    excerpt_pl: '',
    excerpt_en: '',
    body_pl: '',
    body_en: '',
    category_id: '',
    tag_ids: [],
    author,
    publish: 'draft',
    published_at: '',
  };
}

export function postToValues(post: AdminBlogPost): PostValues {
  return {
    title_pl: post.title_pl,
    title_en: post.title_en,
    slug: post.slug,
    excerpt_pl: post.excerpt_pl,
    excerpt_en: post.excerpt_en,
    body_pl: post.body_pl,
    body_en: post.body_en,
    category_id: String(post.category_id),
    tag_ids: [...post.tag_ids].sort((a, b) => a - b),
    author: post.author,
    publish: post.is_published ? 'published' : 'draft',
    published_at: toLocalInput(post.published_at),
  };
}

/** Text of an HTML body, to tell an empty editor (`<p></p>`) from a written one. */
export function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

export type PostProblem = 'required' | 'bodyToPublish' | 'slug' | 'date';

/** The request body, or the problems the form shows before sending anything. */
export function valuesToInput(
  values: PostValues,
  updatedAt?: string,
):
  | { input: AdminBlogPostFields; problems?: undefined }
  | { input?: undefined; problems: Partial<Record<PostField, PostProblem>> } {
  const problems: Partial<Record<PostField, PostProblem>> = {};
  for (const field of ['title_pl', 'title_en', 'author', 'category_id'] as const) {
    if (!values[field].trim()) problems[field] = 'required';
  }
  const slug = values.slug.trim();
  if (slug && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) problems.slug = 'slug';
  const publishedAt = fromLocalInput(values.published_at);
  if (values.published_at && !publishedAt) problems.published_at = 'date';
  if (values.publish === 'published') {
    if (!hasText(values.body_pl)) problems.body_pl = 'bodyToPublish';
    if (!hasText(values.body_en)) problems.body_en = 'bodyToPublish';
  }
  if (Object.keys(problems).length) return { problems };
  return {
    input: {
      title_pl: values.title_pl.trim(),
      title_en: values.title_en.trim(),
      ...(slug ? { slug } : {}),
      excerpt_pl: values.excerpt_pl.trim(),
      excerpt_en: values.excerpt_en.trim(),
      body_pl: hasText(values.body_pl) ? values.body_pl : '',
      body_en: hasText(values.body_en) ? values.body_en : '',
      category_id: Number(values.category_id),
      tag_ids: values.tag_ids,
      author: values.author.trim(),
      is_published: values.publish === 'published',
      published_at: publishedAt,
      ...(updatedAt ? { updated_at: updatedAt } : {}),
    },
  };
}

export function sameValues(a: PostValues, b: PostValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
