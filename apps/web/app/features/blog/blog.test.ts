import type { BlogPostDetail } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n';
import { blogApiQuery, blogFeedPath, blogListSearch, parseBlogQuery } from './blog-query';
import { blogPostingJsonLd } from './structured-data';

describe('blog list addresses', () => {
  it('read the search and the page, ignoring nonsense', () => {
    expect(parseBlogQuery(new URLSearchParams('search=%20patyna%20&page=2'))).toEqual({ search: 'patyna', page: 2 });
    expect(parseBlogQuery(new URLSearchParams('page=abc'))).toEqual({ search: '', page: 1 });
    expect(parseBlogQuery(new URLSearchParams('page=-3'))).toEqual({ search: '', page: 1 });
  });

  it('leave page 1 and an empty search out, so each list page has one address', () => {
    expect(blogListSearch({ search: '', page: 1 })).toBe('');
    expect(blogListSearch({ search: 'skóra', page: 1 })).toBe('?search=sk%C3%B3ra');
    expect(blogListSearch({ search: 'skóra', page: 3 })).toBe('?search=sk%C3%B3ra&page=3');
  });

  it('ask the API for one page of a category or a tag', () => {
    expect(blogApiQuery({ search: '', page: 2 }, { tag: 'patyna' })).toEqual({
      page: 2,
      per_page: 9,
      search: undefined,
      category: undefined,
      tag: 'patyna',
    });
  });

  it('point at the feed of the page language', () => {
    expect(blogFeedPath('en')).toBe('/en/blog/rss.xml');
  });
});

describe('post counts in Polish', () => {
  const t = createI18n('pl').t;
  it.each([
    [1, '1 wpis'],
    [2, '2 wpisy'],
    [5, '5 wpisów'],
    [12, '12 wpisów'],
    [22, '22 wpisy'],
  ])('%i → %s', (count, text) => {
    expect(t('blog.postCount', { count })).toBe(text);
  });

  it('and in English', () => {
    const en = createI18n('en').t;
    expect(en('blog.postCount', { count: 1 })).toBe('1 post');
    expect(en('blog.postCount', { count: 22 })).toBe('22 posts');
  });
});

describe('BlogPosting structured data', () => {
  const post: BlogPostDetail = {
    id: 1,
    slug: 'czym-jest-patyna',
    title: 'Czym jest patyna',
    excerpt: 'O patynie.',
    cover: {
      url: 'https://shop/cover-960.webp',
      alt: '',
      srcset: '',
      variants: [],
      width: 1600,
      height: 1067,
    },
    category: { slug: 'rzemioslo', name: 'Rzemiosło' },
    tags: [
      { slug: 'patyna', name: 'patyna' },
      { slug: 'warsztat', name: 'warsztat' },
    ],
    author: 'Tomasz Kowal',
    published_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-02T09:00:00.000Z',
    reading_time: 4,
    body_html: '<p>…</p>',
    related: [],
  };

  it('describes the article for search engines', () => {
    expect(blogPostingJsonLd(post, 'https://shop/pl/blog/czym-jest-patyna', 'pl')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Czym jest patyna',
      image: ['https://shop/cover-960.webp'],
      datePublished: '2026-03-01T09:00:00.000Z',
      dateModified: '2026-03-02T09:00:00.000Z',
      inLanguage: 'pl-PL',
      author: { '@type': 'Person', name: 'Tomasz Kowal' },
      keywords: 'patyna, warsztat',
      timeRequired: 'PT4M',
    });
  });
});
