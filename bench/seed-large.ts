// Seeds the benchmark catalogue: the demo shop (with its rendered photographs), then generated products up to
// BENCH_PRODUCTS (default 10,000) in multi-row INSERTs inside one transaction. Idempotent: a database that
// already holds that many products is left alone. Run by bench/run.mjs as `node --import tsx bench/seed-large.ts`
// with DATA_DIR (PGlite in DATA_DIR/db) or DATABASE_URL (PostgreSQL; the database is created when missing).
// The last line printed is `BENCH_INFO {json}`: what the benchmark needs to know about the catalogue; with
// BENCH_INFO_FILE set, the same plus the slugs of every active product (oldest first) is written to that file.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config';
import { type Db, openDatabase } from '../apps/server/src/db/client';
import {
  attributeValues,
  categories,
  priceHistory,
  productAttributeValues,
  productImages,
  products,
  productVariants,
} from '../apps/server/src/db/schema';
import { demoContent, seedDatabase } from '../apps/server/src/db/seed';
import type { ColourCode, ProductKind, ProductSeed, StatusCode } from '../apps/server/src/db/seed/data/types';
import { refreshProductSearch } from '../apps/server/src/modules/catalog/search';

const TARGET = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const BATCH = 500;
const SKU_PREFIX = 'BN-';
const DAY_MS = 24 * 60 * 60 * 1000;

// ─── Word lists ───────────────────────────────────────────────────────────────────────────────────────────

const NOUN: Record<ProductKind, { pl: string; en: string; slug: string }> = {
  tote: { pl: 'Torebka', en: 'Tote', slug: 'torebka' },
  crossbody: { pl: 'Listonoszka', en: 'Crossbody Bag', slug: 'listonoszka' },
  shoulder: { pl: 'Torba na ramię', en: 'Shoulder Bag', slug: 'torba' },
  backpack: { pl: 'Plecak', en: 'Backpack', slug: 'plecak' },
  wallet: { pl: 'Portfel', en: 'Wallet', slug: 'portfel' },
  cardholder: { pl: 'Etui na karty', en: 'Card Holder', slug: 'etui' },
  belt: { pl: 'Pasek', en: 'Belt', slug: 'pasek' },
  keyholder: { pl: 'Brelok', en: 'Key Holder', slug: 'brelok' },
};

const MODELS = (
  'Alicja Bogna Celina Dorota Ewa Franka Gaja Halina Irena Jagoda Kalina Lidia Magda Nina Olga Pola Róża Sara Tola Wanda Zofia Bartek Czesław Emil ' +
  'Filip Gustaw Henryk Igor Karol Leon Marek Oskar Roman Stefan Wiktor Wawel Odra Tatry Sudety Mazury Hel Bałtyk Ślęża Karkonosze Biskupin Nysa Bóbr Warta'
).split(' ');

/** Weighted: leather goods are mostly brown and black. */
const COLOURS: { code: ColourCode; weight: number; pl: string; en: string }[] = [
  { code: 'brown', weight: 30, pl: 'brązowym', en: 'Brown' },
  { code: 'black', weight: 25, pl: 'czarnym', en: 'Black' },
  { code: 'coffee', weight: 12, pl: 'kawowym', en: 'Coffee' },
  { code: 'bordo', weight: 8, pl: 'bordowym', en: 'Burgundy' },
  { code: 'green', weight: 6, pl: 'zielonym', en: 'Green' },
  { code: 'blue', weight: 6, pl: 'granatowym', en: 'Navy' },
  { code: 'gray', weight: 5, pl: 'szarym', en: 'Grey' },
  { code: 'red', weight: 4, pl: 'czerwonym', en: 'Red' },
  { code: 'white', weight: 4, pl: 'białym', en: 'White' },
];
const STYLES = ['casual', 'elegant', 'classic', 'sport', 'travel', 'vintage'] as const;
const GENDERS = ['women', 'men', 'unisex'] as const;

/** Sentence pairs; a description takes one of each group, so the two languages always say the same. */
const OPENINGS = [
  ['Uszyta w całości ręcznie w naszej wrocławskiej pracowni.', 'Made entirely by hand in our Wrocław workshop.'],
  ['Prosta forma, która nie wychodzi z mody.', 'A simple shape that never goes out of fashion.'],
  ['Model zaprojektowany z myślą o codziennym noszeniu.', 'Designed to be carried every day.'],
  ['Nasza propozycja dla tych, którzy cenią rzemiosło.', 'Our piece for those who value craftsmanship.'],
  ['Klasyka, która z każdym rokiem wygląda lepiej.', 'A classic that looks better every year.'],
];
const LEATHERS = [
  [
    'Licowa skóra bydlęca garbowana roślinnie pochodzi z toskańskiej garbarni.',
    'The full-grain vegetable-tanned cowhide comes from a Tuscan tannery.',
  ],
  [
    'Gruba skóra z polskiej garbarni z czasem nabiera głębokiej patyny.',
    'Thick leather from a Polish tannery develops a deep patina over time.',
  ],
  [
    'Miękka skóra nappa jest przyjemna w dotyku i lekka.',
    'Soft nappa leather feels pleasant to the touch and is light.',
  ],
  [
    'Woskowana skóra crazy horse zachowuje ślady użytkowania jak pamiątki.',
    'Waxed crazy horse leather keeps the marks of use like souvenirs.',
  ],
];
const CRAFT = [
  [
    'Szwy przeszywamy ręcznie ściegiem siodlarskim woskowaną nicią lnianą.',
    'Seams are saddle-stitched by hand with waxed linen thread.',
  ],
  ['Krawędzie szlifujemy i polerujemy, aż nabiorą połysku.', 'Edges are sanded and burnished until they shine.'],
  [
    'Okucia z litego mosiądzu nie korodują i pięknie się starzeją.',
    'Solid brass hardware does not rust and ages beautifully.',
  ],
];
const USES = [
  ['Sprawdzi się w pracy, w podróży i na weekend.', 'It works for the office, for travel and for the weekend.'],
  ['To dobry pomysł na prezent dla bliskiej osoby.', 'It makes a thoughtful gift for someone close.'],
  ['Zmieści wszystko, czego potrzebujesz na cały dzień.', 'It fits everything you need for the whole day.'],
];

// ─── Deterministic randomness: the same catalogue on every machine, so figures compare ─────────────────────

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20261122);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const chance = (p: number) => random() < p;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
function pickWeighted<T extends { weight: number }>(list: T[]): T {
  let r = random() * list.reduce((sum, item) => sum + item.weight, 0);
  for (const item of list) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return list[list.length - 1];
}
function pickSome<T>(list: readonly T[], min: number, max: number): T[] {
  const shuffled = [...list].sort(() => random() - 0.5);
  return shuffled.slice(0, between(min, max));
}

function asciiSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// ─── Generation ───────────────────────────────────────────────────────────────────────────────────────────

type Generated = {
  product: typeof products.$inferInsert;
  template: ProductSeed;
  colours: ColourCode[];
  styles: string[];
  gender: string;
  statuses: StatusCode[];
  history: { price: number; effectiveFrom: Date }[];
};

function generateProduct(n: number, template: ProductSeed, categoryId: number, now: Date): Generated {
  const noun = NOUN[template.kind];
  const model = pick(MODELS);
  const colour = pickWeighted(COLOURS);
  const namePl = `${noun.pl} ${model} w kolorze ${colour.pl}`;
  const nameEn = `${model} ${noun.en}, ${colour.en}`;
  const sentences = [pick(OPENINGS), pick(LEATHERS), pick(CRAFT), pick(USES)];
  const description = (i: 0 | 1) =>
    `<p>${sentences[0][i]} ${sentences[1][i]}</p><p>${sentences[2][i]} ${sentences[3][i]}</p>`;

  // Around the template's price, ending in ,00 zł: 60 %–160 %.
  const basePrice = Math.max(2900, Math.round((template.basePrice * (0.6 + random())) / 1000) * 1000 - 100);
  const onSale = chance(0.2);
  const salePrice = onSale ? Math.round((basePrice * (0.7 + random() * 0.2)) / 100) * 100 : null;
  const createdDaysAgo = between(1, 720);
  const createdAt = new Date(now.getTime() - createdDaysAgo * DAY_MS - between(0, 86_399) * 1000);
  const stock = chance(0.15) ? 0 : between(1, 40);
  const isNew = createdDaysAgo <= 30;
  const popularity = between(0, 600);

  const statuses = new Set<StatusCode>();
  if (stock > 0) statuses.add('in_stock');
  if (isNew) statuses.add('new');
  if (onSale) statuses.add('sale');
  if (popularity > 400) statuses.add('popular');
  if (popularity > 550) statuses.add('bestseller');
  if (chance(0.05)) statuses.add('limited');
  const labels = (['new', 'sale', 'bestseller', 'limited'] as const).filter((l) => statuses.has(l));
  const colours = chance(0.25) ? [colour.code, pickWeighted(COLOURS.filter((c) => c !== colour)).code] : [colour.code];

  // A price change some time ago, then (for reduced products) the reduction a few days ago.
  const history: { price: number; effectiveFrom: Date }[] = [];
  if (chance(0.3) && createdDaysAgo > 90) {
    history.push({ price: Math.round(basePrice * 0.9), effectiveFrom: createdAt });
    history.push({ price: basePrice, effectiveFrom: new Date(now.getTime() - between(45, 89) * DAY_MS) });
  } else {
    history.push({ price: basePrice, effectiveFrom: createdAt });
  }
  if (salePrice !== null) {
    history.push({ price: salePrice, effectiveFrom: new Date(now.getTime() - between(1, 14) * DAY_MS) });
  }

  return {
    template,
    colours,
    styles: pickSome(STYLES, 1, 2),
    gender: chance(0.7) ? template.gender : pick(GENDERS),
    statuses: [...statuses],
    history,
    product: {
      slug: `${noun.slug}-${asciiSlug(model)}-${colour.code}-${String(n).padStart(5, '0')}`,
      sku: `${SKU_PREFIX}${String(n).padStart(5, '0')}`,
      categoryId,
      kind: template.kind,
      namePl,
      nameEn,
      descriptionPl: description(0),
      descriptionEn: description(1),
      basePrice,
      salePrice,
      stock,
      madeToOrder: stock === 0 && chance(0.6),
      featured: false,
      popularity,
      labels,
      sizes: template.sizes,
      featuresPl: template.features.pl,
      featuresEn: template.features.en,
      materialPl: template.material.pl,
      materialEn: template.material.en,
      dimensionsPl: template.dimensions.pl,
      dimensionsEn: template.dimensions.en,
      compartmentsPl: template.compartments.pl,
      compartmentsEn: template.compartments.en,
      strapsPl: template.straps.pl,
      strapsEn: template.straps.en,
      carePl: template.care.pl,
      careEn: template.care.en,
      isActive: true,
      publishedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    },
  };
}

async function insertGenerated(db: Db, first: number, howMany: number, now: Date) {
  const templates = demoContent.products;
  const categoryIds = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]),
  );
  const attributeIds = new Map(
    (
      await db
        .select({ id: attributeValues.id, kind: attributeValues.kind, code: attributeValues.code })
        .from(attributeValues)
    ).map((a) => [`${a.kind}:${a.code}`, a.id]),
  );
  // The generated products reuse the photographs of the demo product they are modelled on.
  const templateRows = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(
      inArray(
        products.slug,
        templates.map((t) => t.slug),
      ),
    );
  const templateIds = new Map(templateRows.map((r) => [r.slug, r.id]));
  const imageRows = await db
    .select({
      productId: productImages.productId,
      variantId: productImages.variantId,
      position: productImages.position,
      path: productImages.path,
      widths: productImages.widths,
    })
    .from(productImages)
    .where(
      inArray(
        productImages.productId,
        templateRows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productImages.position));
  const imagesOf = new Map<number, typeof imageRows>();
  for (const row of imageRows.filter((r) => r.variantId === null))
    imagesOf.set(row.productId, [...(imagesOf.get(row.productId) ?? []), row]);

  await db.transaction(async (tx) => {
    for (let offset = 0; offset < howMany; offset += BATCH) {
      const batch: Generated[] = [];
      for (let n = first + offset; n < first + Math.min(offset + BATCH, howMany); n++) {
        const template = templates[n % templates.length];
        const categoryId = categoryIds.get(template.categorySlug);
        if (categoryId === undefined) throw new Error(`unknown category ${template.categorySlug}`);
        batch.push(generateProduct(n, template, categoryId, now));
      }
      const inserted = await tx
        .insert(products)
        .values(batch.map((g) => g.product))
        .returning({ id: products.id, slug: products.slug });
      const idOf = new Map(inserted.map((r) => [r.slug, r.id]));
      // The search documents, built by the catalogue's own statement.
      await refreshProductSearch(
        tx,
        inserted.map((r) => r.id),
      );

      // A variant for each colour × size (docs/product-rules.md#variants), the first with the product's SKU and
      // stock, the others with a stock of their own; the triggers summarise them on the product row.
      const variants: (typeof productVariants.$inferInsert)[] = [];
      for (const g of batch) {
        const productId = idOf.get(g.product.slug)!;
        let position = 0;
        for (const colour of g.colours) {
          for (const size of g.product.sizes ?? ['one_size']) {
            const first = position === 0;
            variants.push({
              productId,
              sku: first ? g.product.sku : `${g.product.sku}-${colour}-${size}`.toUpperCase(),
              colourCode: colour,
              size,
              basePrice: g.product.basePrice,
              salePrice: g.product.salePrice,
              stock: first ? g.product.stock : (g.product.stock ?? 0) % 7,
              madeToOrder: g.product.madeToOrder,
              position: position++,
            });
          }
        }
      }
      const variantRows = await tx
        .insert(productVariants)
        .values(variants)
        .returning({ id: productVariants.id, productId: productVariants.productId });
      const variantsOf = new Map<number, typeof variantRows>();
      for (const v of variantRows) variantsOf.set(v.productId, [...(variantsOf.get(v.productId) ?? []), v]);

      const images: (typeof productImages.$inferInsert)[] = [];
      const attributes: (typeof productAttributeValues.$inferInsert)[] = [];
      const prices: (typeof priceHistory.$inferInsert)[] = [];
      for (const g of batch) {
        const productId = idOf.get(g.product.slug)!;
        for (const image of imagesOf.get(templateIds.get(g.template.slug)!) ?? []) {
          images.push({
            productId,
            position: image.position,
            path: image.path,
            widths: image.widths,
            altPl: `${g.product.namePl} — zdjęcie ${image.position + 1}`,
            altEn: `${g.product.nameEn} — photo ${image.position + 1}`,
          });
        }
        const codes = [
          ...g.styles.map((c) => `style:${c}`),
          `gender:${g.gender}`,
          ...g.statuses.map((c) => `status:${c}`),
        ];
        for (const code of codes) attributes.push({ productId, attributeValueId: attributeIds.get(code)! });
        for (const v of variantsOf.get(productId) ?? []) {
          for (const h of g.history) prices.push({ productId, variantId: v.id, ...h });
        }
      }
      await tx.insert(productImages).values(images);
      await tx.insert(productAttributeValues).values(attributes);
      await tx.insert(priceHistory).values(prices);
      process.stdout.write(`\r[seed-large] ${offset + batch.length} / ${howMany} products`);
    }
    process.stdout.write('\n');
  });
}

/** Creates the PostgreSQL database named in DATABASE_URL when the server does not have it yet. */
async function ensurePostgresDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name '${name}'`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database ${name}`);
      console.log(`[seed-large] created PostgreSQL database ${name}`);
    }
  } finally {
    await client.end();
  }
}

async function main() {
  const config = loadConfig();
  if (config.databaseUrl) await ensurePostgresDatabase(config.databaseUrl);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  const started = Date.now();
  try {
    await database.migrate();
    const db = database.db;
    const countProducts = async () => (await db.select({ n: count() }).from(products))[0].n;
    let total = await countProducts();
    if (total >= TARGET) {
      console.log(`[seed-large] ${total} products already: nothing to add`);
    } else {
      const now = new Date();
      await seedDatabase(db, { dataDir: config.dataDir, log: (m) => console.log(`[seed-large] demo ${m}`) });
      total = await countProducts();
      const [{ generated }] = await db
        .select({ generated: count() })
        .from(products)
        .where(like(products.sku, `${SKU_PREFIX}%`));
      await insertGenerated(db, generated, TARGET - total, now);
      total = await countProducts();
      console.log(`[seed-large] ${total} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await fillMissingSearchDocuments(db);
    // What autovacuum gives a shop that grew over time: the seed's dead row versions (the triggers rewrite each
    // product row several times) cleared from the tables and their indexes' pending lists, fresh statistics.
    await db.execute(sql`vacuum analyze`);
    const { sampleSlugs, ...info } = await benchInfo(db, total);
    // The slug sample is long: it goes to a file when the caller asks for one, the rest to the last line.
    if (process.env.BENCH_INFO_FILE)
      writeFileSync(process.env.BENCH_INFO_FILE, JSON.stringify({ ...info, sampleSlugs }));
    console.log(`BENCH_INFO ${JSON.stringify({ ...info, sampleSlugs: sampleSlugs.length })}`);
  } finally {
    await database.close();
  }
}

/** Products written before the catalogue search existed (or by a seed that does not fill it) get their documents. */
async function fillMissingSearchDocuments(db: Db) {
  const missing = await db.select({ id: products.id }).from(products).where(eq(products.searchText, ''));
  if (missing.length === 0) return;
  for (let i = 0; i < missing.length; i += 1000) {
    await refreshProductSearch(
      db,
      missing.slice(i, i + 1000).map((r) => r.id),
    );
  }
  console.log(`[seed-large] search documents filled for ${missing.length} products`);
}

/** A typical product (a handbag from the middle of the generated ones) and category for the measured URLs. */
async function benchInfo(db: Db, total: number) {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'torebki'));
  const categoryId = category?.id ?? 1;
  const generated = and(like(products.sku, `${SKU_PREFIX}%`), eq(products.categoryId, categoryId));
  const [{ n }] = await db.select({ n: count() }).from(products).where(generated);
  const [product] = await db
    .select({ slug: products.slug })
    .from(products)
    .where(generated)
    .orderBy(asc(products.id))
    .offset(Math.floor(n / 2))
    .limit(1);
  const [fallback] = await db.select({ slug: products.slug }).from(products).orderBy(asc(products.id)).limit(1);
  // Every active product, for the figures that must miss the caches (a new product each request).
  const all = await db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.id));
  const categoryIds = categoryRows.map((c) => c.id);
  const [priced] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, (product ?? fallback)?.slug ?? ''));
  return {
    products: total,
    categoryId,
    categoryIds,
    /** Each category's slug by id: a list page of one category has its own address (/pl/kategoria/<slug>). */
    categorySlugs: Object.fromEntries(categoryRows.map((c) => [c.id, c.slug])),
    productSlug: (product ?? fallback)?.slug,
    /** The product whose price the "after a catalogue change" figures change through the admin API. */
    priceProductId: priced?.id,
    sampleSlugs: all.map((r) => r.slug),
  };
}

main().catch((error: unknown) => {
  console.error('[seed-large] failed:', error);
  process.exitCode = 1;
});
