import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n';
import { PagedListFrame, type PageMeta } from './list-frame';
import type { AdminData } from './use-admin-data';

/*
 * The web tests run in node without a DOM, so the paged frame is rendered to markup, one list state at a
 * time, the way the admin hook (use-admin-data) hands them over: nothing yet, a page, the next page coming.
 */

type Page = { data: string[]; meta: PageMeta };

const PAGE: Page = { data: ['Gold ring', 'Silver chain'], meta: { current_page: 1, last_page: 3, total: 25 } };
const EMPTY: Page = { data: [], meta: { current_page: 1, last_page: 1, total: 0 } };

function render(list: AdminData<Page>): string {
  const i18n = createI18n('en');
  const frame: ReactNode = (
    <PagedListFrame
      list={{ ...list, reload: () => {} }}
      rows={4}
      isEmpty={(data) => data.data.length === 0}
      empty={<p>Nothing on this list yet.</p>}
      found={(total) => `${total} rings found`}
      onPage={() => {}}
    >
      {(data) => (
        <ul>
          {data.data.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </PagedListFrame>
  );
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{frame}</I18nextProvider>);
}

/** The markup of the faded part, or undefined when nothing is faded. */
function faded(html: string): string | undefined {
  return html.match(/<div class="opacity-60[^"]*">(.*?)<\/div>/)?.[1];
}

describe('PagedListFrame', () => {
  it('shows loading rows, and nothing else, before the first page', () => {
    const html = render({ state: 'loading' });
    expect(html).toContain('role="status" aria-label="Loading…"');
    expect(html.match(/animate-pulse/g)).toHaveLength(4);
    expect(html).not.toContain('<nav');
    expect(html).not.toContain('rings found');
  });

  it('announces the count, shows the rows and the pagination once the page is here', () => {
    const html = render({ state: 'ready', data: PAGE });
    expect(html).toContain('<p role="status" class="sr-only">25 rings found</p>');
    expect(html).toContain('<li>Gold ring</li><li>Silver chain</li>');
    expect(html).toContain('<nav aria-label="Result pages"');
    expect(html).toContain('Page 1 of 3 · 25 results');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Previous page"/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*aria-label="Next page"/);
    expect(faded(html)).toBeUndefined();
    // The status comes first, the rows, then the pagination under them.
    expect(html.indexOf('role="status"')).toBeLessThan(html.indexOf('<ul>'));
    expect(html.indexOf('<ul>')).toBeLessThan(html.indexOf('<nav'));
  });

  it('fades the rows, not the pagination, and says it is loading while the next page comes', () => {
    const html = render({ state: 'loading', data: PAGE });
    expect(html).toContain('<p role="status" class="sr-only">Loading…</p>');
    expect(html).not.toContain('rings found');
    expect(faded(html)).toContain('<li>Gold ring</li>');
    expect(faded(html)).not.toContain('<nav');
    expect(html).toContain('<nav aria-label="Result pages"');
    expect(html).not.toContain('animate-pulse');
  });

  it('shows the empty state alone when the list has no rows', () => {
    const html = render({ state: 'ready', data: EMPTY });
    expect(html).toBe('<p>Nothing on this list yet.</p>');
  });

  it('keeps the last page on screen when the next one fails, and offers another try when none came', () => {
    expect(render({ state: 'failed', status: 500, data: PAGE })).toContain('<li>Gold ring</li>');
    const html = render({ state: 'failed', status: 500 });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Try again');
    expect(html).not.toContain('<nav');
  });
});
