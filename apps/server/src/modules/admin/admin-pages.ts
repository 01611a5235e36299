import {
  type AdminPage,
  type AdminPageInput,
  type AdminPageSummary,
  INFO_PAGE_SLUGS,
  type InfoPageSlug,
  TERMS_VERSION,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type InfoPage, infoPages } from '../../db/schema';
import { Conflict, NotFound, ValidationFailed } from '../../errors';
import type { MessageKey } from '../../i18n/messages';
import { catalogueVersion } from '../catalog/catalog-cache';
import { canonicalPageSlug } from '../pages/pages.service';
import { plainText, sanitizeContentHtml } from '../pages/rich-text';
import {
  type FactValues,
  factValues,
  fillFactsInHtml,
  fillFactsInText,
  loadShopFacts,
  UnknownFactPlaceholder,
} from '../pages/shop-facts';
import { audit } from './admin-audit';
import { assertSeenVersion, changedFields, changedTexts } from './admin-content-support';

/*
 * Information and legal pages (area `content`, docs/product-rules.md#content). The set of pages is fixed by the shop (docs/product-rules.md#addresses-and-languages);
 * staff edit their texts. Figures stay `{{placeholders}}` filled from the shop facts when a page is served,
 * so the text is checked on save: an unknown placeholder would otherwise break the page for customers.
 *
 * The store regulations are read-only here: the checkout records TERMS_VERSION with every order (docs/product-rules.md#legal), so a
 * changed text under the same version would make those records untrue. A new version is a release.
 */

const LOCKED: Partial<Record<InfoPageSlug, 'terms_versioned'>> = { 'store-regulations': 'terms_versioned' };

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

function summary(row: InfoPage): AdminPageSummary {
  return {
    slug: row.slug,
    title_pl: row.titlePl,
    title_en: row.titleEn,
    updated_at: row.updatedAt.toISOString(),
    locked: LOCKED[row.slug as InfoPageSlug] ?? null,
  };
}

export async function listAdminPages(db: Db): Promise<AdminPageSummary[]> {
  const rows = await db.select().from(infoPages);
  const order = (slug: string) => {
    const index = (INFO_PAGE_SLUGS as readonly string[]).indexOf(slug);
    return index === -1 ? INFO_PAGE_SLUGS.length : index;
  };
  return rows.sort((a, b) => order(a.slug) - order(b.slug) || a.slug.localeCompare(b.slug)).map(summary);
}

async function findPage(db: Db, slug: string): Promise<InfoPage> {
  const canonical = canonicalPageSlug(slug);
  if (!canonical) throw new NotFound('pages.not_found');
  const [row] = await db.select().from(infoPages).where(eq(infoPages.slug, canonical));
  if (!row) throw new NotFound('pages.not_found');
  return row;
}

/** The shop facts' placeholders (the same names in both languages). */
async function placeholderValues(db: Db, config: Pick<Config, 'shopEmail'>): Promise<Record<'pl' | 'en', FactValues>> {
  const [pl, en] = await Promise.all([loadShopFacts(db, 'pl', config), loadShopFacts(db, 'en', config)]);
  return { pl: factValues(pl, 'pl'), en: factValues(en, 'en') };
}

export async function getAdminPage(db: Db, slug: string, config: Pick<Config, 'shopEmail'>): Promise<AdminPage> {
  const row = await findPage(db, slug);
  const values = (await placeholderValues(db, config)).pl;
  const locked = LOCKED[row.slug as InfoPageSlug] ?? null;
  return {
    ...summary(row),
    description_pl: row.descriptionPl,
    description_en: row.descriptionEn,
    body_pl: row.bodyPl,
    body_en: row.bodyEn,
    placeholders: { text: Object.keys(values.text).sort(), html: Object.keys(values.html).sort() },
    terms_version: locked ? TERMS_VERSION : null,
  };
}

/**
 * A body as stored: sanitised (docs/product-rules.md#content), and an HTML placeholder the editor wrapped in a paragraph
 * (`<p>{{delivery_table}}</p>`) unwrapped again, since a table cannot sit inside a paragraph.
 */
function cleanBody(html: string, htmlPlaceholders: string[]): string {
  let clean = sanitizeContentHtml(html).trim();
  for (const name of htmlPlaceholders) {
    clean = clean.replace(new RegExp(`<p>\\s*\\{\\{\\s*${name}\\s*\\}\\}\\s*</p>`, 'g'), `{{${name}}}`);
  }
  return plainText(clean) === '' ? '' : clean;
}

/** Why a text would not render for customers, or null when every placeholder is known. */
function placeholderProblem(text: string, values: FactValues, kind: 'html' | 'text'): MessageKey | null {
  for (const [, name] of text.matchAll(PLACEHOLDER)) {
    if (kind === 'text' && values.html[name] !== undefined) return 'admin.content.placeholder_html_only';
  }
  try {
    const filled = kind === 'html' ? fillFactsInHtml(text, values) : fillFactsInText(text, values);
    // Braces left over are a misspelt placeholder (`{{ Shop }}`) that customers would read as is.
    return /\{\{|\}\}/.test(filled) ? 'admin.content.placeholder_unknown' : null;
  } catch (error) {
    if (error instanceof UnknownFactPlaceholder) return 'admin.content.placeholder_unknown';
    throw error;
  }
}

export async function updateAdminPage(
  db: Db,
  request: FastifyRequest,
  slug: string,
  input: AdminPageInput,
  config: Pick<Config, 'shopEmail'>,
): Promise<string> {
  const page = await findPage(db, slug);
  if (LOCKED[page.slug as InfoPageSlug]) {
    throw new Conflict('admin.content.page_locked', { version: TERMS_VERSION }, 'page_locked');
  }
  const values = await placeholderValues(db, config);
  const htmlNames = Object.keys(values.pl.html);
  const next = {
    title_pl: input.title_pl,
    title_en: input.title_en,
    description_pl: input.description_pl,
    description_en: input.description_en,
    body_pl: cleanBody(input.body_pl, htmlNames),
    body_en: cleanBody(input.body_en, htmlNames),
  };
  const errors: Record<string, MessageKey[]> = {};
  for (const language of ['pl', 'en'] as const) {
    const facts = values[language];
    for (const field of [`title_${language}`] as const) {
      if (/\{\{|\}\}/.test(next[field])) errors[field] = ['admin.content.placeholder_in_title'];
    }
    const description = placeholderProblem(next[`description_${language}`], facts, 'text');
    if (description) errors[`description_${language}`] = [description];
    const body = next[`body_${language}`];
    if (!body) errors[`body_${language}`] = ['validation.required'];
    else {
      const problem = placeholderProblem(body, facts, 'html');
      if (problem) errors[`body_${language}`] = [problem];
    }
  }
  if (Object.keys(errors).length) throw new ValidationFailed(errors);

  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(infoPages).where(eq(infoPages.id, page.id)).for('update');
    if (!current) throw new NotFound('pages.not_found');
    assertSeenVersion(input.updated_at, current.updatedAt);
    await tx
      .update(infoPages)
      .set({
        titlePl: next.title_pl,
        titleEn: next.title_en,
        descriptionPl: next.description_pl,
        descriptionEn: next.description_en,
        bodyPl: next.body_pl,
        bodyEn: next.body_en,
        updatedAt: new Date(),
      })
      .where(eq(infoPages.id, page.id));
    const before = {
      title_pl: current.titlePl,
      title_en: current.titleEn,
      description_pl: current.descriptionPl,
      description_en: current.descriptionEn,
      body_pl: current.bodyPl,
      body_en: current.bodyEn,
    };
    const texts = changedTexts(before, next, ['body_pl', 'body_en']);
    await audit(tx, request, 'page.update', 'page', page.slug, {
      ...changedFields(before, next, ['title_pl', 'title_en', 'description_pl', 'description_en']),
      ...(texts.length ? { texts } : {}),
    });
  });
  catalogueVersion.bump();
  return page.slug;
}
