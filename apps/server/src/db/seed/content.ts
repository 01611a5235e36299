import path from 'node:path';
import { sanitizeContentHtml } from '../../modules/pages/rich-text';
import type { Tx } from '../client';
import { faqEntries, galleryImages, infoPages } from '../schema';
import type { GallerySeed } from './data/gallery';
import type { FaqSeed, InfoPageContent } from './data/pages';
import { blogCoverSvg, COVER_WIDTHS, productPhotoSvg } from './images';

/** Seeding of the content pages, the FAQ and the gallery (issue 7); wired into seedDatabase in ./index.ts. */

/** Gallery pictures are 1600 px wide at most: workbench scenes 16:10, product pictures square. */
const GALLERY_WIDTH = 1600;
const sizeOf = (g: GallerySeed) => ({ width: GALLERY_WIDTH, height: g.scene === 'workbench' ? 1000 : 1600 });

/** Pages and FAQ answers are stored sanitised (docs/product-rules.md#content); staff edits later go through the same allow-list. */
export async function seedInfoPages(tx: Tx, pages: InfoPageContent[], faq: FaqSeed[]): Promise<void> {
  for (const page of pages) {
    const values = {
      titlePl: page.title.pl,
      titleEn: page.title.en,
      descriptionPl: page.description.pl,
      descriptionEn: page.description.en,
      bodyPl: sanitizeContentHtml(page.body.pl),
      bodyEn: sanitizeContentHtml(page.body.en),
    };
    await tx
      .insert(infoPages)
      .values({ slug: page.slug, ...values })
      .onConflictDoUpdate({ target: infoPages.slug, set: values });
  }
  for (const [i, entry] of faq.entries()) {
    const values = {
      questionPl: entry.question.pl,
      questionEn: entry.question.en,
      answerPl: sanitizeContentHtml(entry.answer.pl),
      answerEn: sanitizeContentHtml(entry.answer.en),
      position: i + 1,
    };
    await tx
      .insert(faqEntries)
      .values({ key: entry.key, ...values })
      .onConflictDoUpdate({ target: faqEntries.key, set: values });
  }
}

export async function seedGallery(tx: Tx, gallery: GallerySeed[]): Promise<void> {
  for (const [i, g] of gallery.entries()) {
    const values = {
      imagePath: `gallery/${g.key}`,
      widths: COVER_WIDTHS,
      ...sizeOf(g),
      altPl: g.alt.pl,
      altEn: g.alt.en,
      captionPl: g.caption.pl,
      captionEn: g.caption.en,
      position: i + 1,
    };
    await tx
      .insert(galleryImages)
      .values({ key: g.key, ...values })
      .onConflictDoUpdate({ target: galleryImages.key, set: values });
  }
}

/** Render jobs of the gallery pictures, in the shape writeSeedImages uses. */
export function galleryImageJobs(uploadsDir: string, gallery: GallerySeed[]) {
  return gallery.map((g) => ({
    outDir: path.join(uploadsDir, 'gallery'),
    baseName: g.key,
    widths: COVER_WIDTHS,
    svg: () =>
      g.scene === 'workbench'
        ? blogCoverSvg({
            background: g.background ?? '#F1E9DD',
            leatherHex: g.leatherHex,
            kind: g.kind,
            seed: stableSeed(g.key),
          })
        : productPhotoSvg({ kind: g.kind, leatherHex: g.leatherHex, view: g.view ?? 0, seed: stableSeed(g.key) }),
  }));
}

/** Same picture on every machine: a number derived from the key (FNV-1a). */
function stableSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
