import type { AdminBlogPost } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { moved } from './editorial-ui';
import { emptyPost, fromLocalInput, hasText, postToValues, toLocalInput, valuesToInput } from './post-form-values';

const written = () => ({
  ...emptyPost('Marta Nowicka'),
  title_pl: ' Jak dbać o skórę ',
  title_en: 'Caring for leather',
  body_pl: '<p>Tekst</p>',
  body_en: '<p>Text</p>',
  category_id: '2',
  tag_ids: [3],
});

describe('the blog post form', () => {
  it('sends a draft with trimmed texts, no slug when left empty, and "now" for an empty date', () => {
    const { input } = valuesToInput(written());
    expect(input).toEqual({
      title_pl: 'Jak dbać o skórę',
      title_en: 'Caring for leather',
      excerpt_pl: '',
      excerpt_en: '',
      body_pl: '<p>Tekst</p>',
      body_en: '<p>Text</p>',
      category_id: 2,
      tag_ids: [3],
      author: 'Marta Nowicka',
      is_published: false,
      published_at: null,
    });
  });

  it('asks for both texts before publishing, and for the fields the server requires', () => {
    const { problems } = valuesToInput({ ...written(), body_en: '<p></p>', publish: 'published', category_id: '' });
    expect(problems).toEqual({ body_en: 'bodyToPublish', category_id: 'required' });
    expect(valuesToInput({ ...written(), slug: 'Zła ścieżka' }).problems).toEqual({ slug: 'slug' });
  });

  it('keeps the version it loaded, so another person’s save is not overwritten', () => {
    expect(valuesToInput(written(), '2026-10-15T10:00:00.000Z').input?.updated_at).toBe('2026-10-15T10:00:00.000Z');
  });

  it('round-trips a publication date through the date-time field in the browser’s time', () => {
    const iso = '2026-12-24T17:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });

  it('reads a stored post back into the form', () => {
    const post = {
      id: 1,
      slug: 'jak-dbac',
      title_pl: 'A',
      title_en: 'B',
      excerpt_pl: '',
      excerpt_en: '',
      body_pl: '<p>x</p>',
      body_en: '<p>y</p>',
      category_id: 4,
      tag_ids: [5, 2],
      author: 'M',
      is_published: true,
      published_at: '2026-10-15T10:00:00.000Z',
      status: 'published',
      cover: null,
      created_at: '2026-10-15T10:00:00.000Z',
      updated_at: '2026-10-15T10:00:00.000Z',
    } satisfies AdminBlogPost;
    expect(postToValues(post)).toMatchObject({ category_id: '4', tag_ids: [2, 5], publish: 'published' });
  });

  it('tells an empty editor from a written one', () => {
    expect(hasText('<p></p>')).toBe(false);
    expect(hasText('<p>&nbsp;</p>')).toBe(false);
    expect(hasText('<p>a</p>')).toBe(true);
  });

  it('moves an item of an ordered list by one place, never past the ends', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
