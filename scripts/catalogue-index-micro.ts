/**
 * The catalogue index's own cost, without a database: builds an index of N generated products (names and
 * descriptions from the bench seeder's kind of vocabulary) and times uncached list queries on it.
 *   node --import tsx scripts/catalogue-index-micro.ts 10000 100000
 */
import { CatalogueIndex } from '../apps/server/src/modules/catalog/catalog-index';
import type { IndexRow } from '../apps/server/src/modules/catalog/catalog-index.repository';

const NOUNS = ['torebka', 'portfel', 'plecak', 'pasek', 'etui', 'teczka', 'handbag', 'wallet', 'backpack', 'belt'];
const MODELS = [
  'wisla',
  'odra',
  'kmiec',
  'zuraw',
  'lania',
  'sojka',
  'bobr',
  'hanka',
  'zoska',
  'ges',
  'aurelia',
  'marta',
];
const COLOURS = ['black', 'brown', 'cognac', 'navy', 'burgundy', 'beige', 'red', 'green'];
const TEXT =
  'skora licowa szyta recznie w pracowni naturalnie garbowana leather stitched by hand in the workshop'.split(' ');
let seed = 1;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];

function row(i: number): IndexRow {
  const name = `${pick(NOUNS)} ${pick(MODELS)} w kolorze ${pick(COLOURS)} ${pick(NOUNS)}`;
  return {
    id: i + 1,
    isActive: true,
    categoryId: 1 + (i % 6),
    currentPrice: 5000 + Math.floor(random() * 100000),
    onSale: random() < 0.2,
    inStock: random() < 0.85,
    madeToOrder: random() < 0.05,
    featured: random() < 0.05,
    attributeCodes: [
      `style:${pick(['classic', 'casual', 'elegant'])}`,
      `gender:${pick(['women', 'men', 'unisex'])}`,
      'status:new',
    ],
    variantCodes: [`colour:${pick(COLOURS)}`, `size:${pick(['S', 'M', 'L', 'one_size'])}`],
    searchName: name,
    searchText: `${name} ${Array.from({ length: 30 }, () => pick(TEXT)).join(' ')}`,
    createdMicros: 1_700_000_000_000_000 + Math.floor(random() * 1e13),
    revision: i,
    popularity: Math.floor(random() * 500),
    namePlKey: name,
    nameEnKey: name.split(' ').reverse().join(' '),
  };
}
const rows = (n: number): IndexRow[] => Array.from({ length: n }, (_, i) => row(i));

for (const n of process.argv.slice(2).map(Number)) {
  const input = rows(n);
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const index = new CatalogueIndex(input, 0);
  const build = performance.now() - t0;
  // A change of one product (a new price) and of a hundred (a sale on a category), patched in.
  const patch = (count: number) => {
    const took: number[] = [];
    for (let round = 0; round < 9; round++) {
      const changed = Array.from({ length: count }, () => ({
        ...input[Math.floor(random() * n)],
        currentPrice: 4321 + round,
      }));
      const t = performance.now();
      index.apply(changed, index.version + 1);
      took.push(performance.now() - t);
    }
    return `${took.sort((a, b) => a - b)[4].toFixed(1)} (median of 9)`;
  };
  const patches = `patch 1 product ${patch(1)} ms, 100 products ${patch(100)} ms`;
  const heap = Math.round((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024);
  const times: number[] = [];
  for (let q = 0; q < 300; q++) {
    const search = [
      [],
      [{ word: 'skora', folded: 'skora' }],
      [{ word: 'torbeka', folded: 'torbeka' }],
      [{ word: 'wisla', folded: 'wisla' }],
    ][q % 4];
    const t = performance.now();
    index.query(
      {
        searchWords: search.map((w) => w.word),
        categoryId: q % 2 ? 1 + (q % 6) : undefined,
        minPrice: 10000 + q,
        genders: [],
        colors: ['black', 'brown'],
        sizes: [],
        styles: [],
        statuses: q % 3 ? [] : ['sale'],
      },
      search,
      { by: (['created_at', 'base_price', 'name', 'popularity'] as const)[q % 4], order: 'desc', locale: 'pl' },
      { limit: 24, offset: 0 },
    );
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const ms = (v: number) => v.toFixed(2);
  console.log(
    `${n} products: build from rows ${Math.round(build)} ms, ${patches}, +${heap} MB heap (rows still held: ${Math.round(process.memoryUsage().heapUsed / 1024 / 1024)} MB total, RSS ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB); query p50 ${ms(times[150])} ms, p99 ${ms(times[296])} ms, max ${ms(times[299])} ms`,
  );
}
