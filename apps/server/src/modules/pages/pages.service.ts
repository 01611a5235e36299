import {
  type FaqEntry,
  INFO_PAGE_ALIASES,
  INFO_PAGE_SLUGS,
  type InfoPage,
  type InfoPageSlug,
  type Locale,
  type ShopFacts,
} from '@atelier/contracts';
import { textMatchesSearch } from '@atelier/contracts/text-search';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { NotFound } from '../../errors';
import { findInfoPage, listFaqEntries } from './pages.repository';
import { plainText, sanitizeContentHtml, searchTerms } from './rich-text';
import { factValues, fillFactsInHtml, fillFactsInText, loadShopFacts } from './shop-facts';

const pick = (locale: Locale, pl: string, en: string) => (locale === 'en' ? en : pl);

/** `regulamin` → `store-regulations`; anything not a known page is undefined. */
export function canonicalPageSlug(slug: string): InfoPageSlug | undefined {
  const lower = slug.trim().toLowerCase();
  if ((INFO_PAGE_SLUGS as readonly string[]).includes(lower)) return lower as InfoPageSlug;
  return INFO_PAGE_ALIASES[lower];
}

/**
 * An information page in the request's language with every figure filled in from the shop facts and the
 * HTML sanitised again on the way out (docs/product-rules.md#content). The FAQ carries its question/answer pairs, narrowed by
 * `search` (every word must occur in the question or the answer, accents and case ignored).
 */
export async function getInfoPage(
  db: Db,
  input: { slug: string; locale: Locale; search?: string; config: Pick<Config, 'shopEmail'> },
): Promise<InfoPage> {
  const slug = canonicalPageSlug(input.slug);
  if (!slug) throw new NotFound('pages.not_found');
  const [row, facts] = await Promise.all([findInfoPage(db, slug), loadShopFacts(db, input.locale, input.config)]);
  if (!row) throw new NotFound('pages.not_found');
  const values = factValues(facts, input.locale);
  const page: InfoPage = {
    slug,
    title: pick(input.locale, row.titlePl, row.titleEn),
    description: fillFactsInText(pick(input.locale, row.descriptionPl, row.descriptionEn), values),
    body_html: sanitizeContentHtml(fillFactsInHtml(pick(input.locale, row.bodyPl, row.bodyEn), values)),
    updated_at: row.updatedAt.toISOString(),
    facts,
  };
  if (slug === 'faq') {
    const entries = await faqFor(db, input.locale, facts);
    const search = input.search?.trim();
    page.faq = search ? narrowFaq(entries, search) : entries;
    if (search) page.search = search;
  }
  return page;
}

async function faqFor(db: Db, locale: Locale, facts: ShopFacts): Promise<FaqEntry[]> {
  const values = factValues(facts, locale);
  const rows = await listFaqEntries(db);
  return rows.map((row) => ({
    id: `faq-${row.key}`,
    question: fillFactsInText(pick(locale, row.questionPl, row.questionEn), values),
    answer_html: sanitizeContentHtml(fillFactsInHtml(pick(locale, row.answerPl, row.answerEn), values)),
  }));
}

/**
 * Entries whose question or answer holds every word of the search, forgiving one typo and Polish endings
 * ("zwort", "faktura" — docs/product-rules.md#content).
 */
export function narrowFaq(entries: FaqEntry[], search: string): FaqEntry[] {
  const terms = searchTerms(search);
  if (!terms.length) return entries;
  return entries.filter((entry) => textMatchesSearch(`${entry.question} ${plainText(entry.answer_html)}`, terms));
}

export async function getShopFacts(db: Db, locale: Locale, config: Pick<Config, 'shopEmail'>): Promise<ShopFacts> {
  return loadShopFacts(db, locale, config);
}
