import type { Db } from '../../db/client';
import { catalogueVersion } from './catalog-cache';
import { CatalogueIndex, type IndexWord } from './catalog-index';
import { foldWords, loadChangedIndexRows, loadIndexRows } from './catalog-index.repository';
import { isIndexableWord } from './search-similarity';

type Logger = { warn(obj: object, msg: string): void };

/** After a failed read, list queries take the SQL path this long before the index is tried again. */
const RETRY_AFTER_MS = 5000;
/** Folded spellings of non-ASCII query words kept (each costs one tiny statement the first time). */
const FOLDED_WORDS_MAX = 5000;
/**
 * A change of more products than this share of the catalogue rebuilds the index from scratch rather than
 * patching it; so does a catalogue whose emptied slots (products gone) reach this share.
 */
const REBUILD_SHARE = 0.25;
/**
 * Products a whole build handles between two turns of the event loop (~30 ms of work). Its phases yield too;
 * the longest step left is one sort order (~0.3 s at 100,000 products, ~30 ms at 10,000; decision 026).
 */
const BUILD_SLICE_ROWS = 2000;

/**
 * Keeps one app's catalogue index current (docs/decisions/026-catalogue-index.md). The first index is built
 * from the whole catalogue at first use; while it builds, queries take the SQL path. After that, every catalogue
 * change (catalogueVersion, shared between processes through Redis) makes the next query read only the products
 * written since the last read (migration 0021) and patch the index in place before it is answered, so a change
 * in the admin panel shows at once and costs a read of the changed rows. Reads happen one at a time; the
 * queries that arrived meanwhile wait for the next one, which covers every change before their arrival.
 */
export class CatalogueIndexStore {
  private current: CatalogueIndex | undefined;
  /** The oldest transaction running at the last read: the next read asks for products written from here on. */
  private since = 0;
  private failedAt = 0;
  private firstBuild: Promise<void> | undefined;
  private reading: Promise<void> | undefined;
  /** Queries waiting for the index to reach at least their version. */
  private waiting: { version: number; done: () => void }[] = [];
  /** Spellings do not depend on the catalogue, so they outlive index versions. */
  private readonly folded = new Map<string, string>();
  /** How the index was brought up to date (figures for the benchmark and the tests). */
  readonly stats = { builds: 0, patches: 0, patchedProducts: 0 };

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    /** Products per step of a whole build (a test builds in steps of three to prove the steps change nothing). */
    private readonly buildSliceRows = BUILD_SLICE_ROWS,
  ) {}

  /** The index of the current catalogue version, or undefined when queries should take the SQL path. */
  async index(): Promise<CatalogueIndex | undefined> {
    const version = catalogueVersion.current();
    const index = this.current;
    if (index && index.version >= version) return index;
    if (Date.now() - this.failedAt < RETRY_AFTER_MS) return undefined;
    if (!index) {
      // The first build at start-up may take a while on a large catalogue: the SQL path serves meanwhile.
      void this.firstIndex();
      return undefined;
    }
    await this.caughtUp(version);
    return this.current && this.current.version >= version ? this.current : undefined;
  }

  /** Waits for an index of the current version (tests, warming up). */
  async ready(): Promise<CatalogueIndex | undefined> {
    if (!this.current) await this.firstIndex();
    const version = catalogueVersion.current();
    if (this.current && this.current.version < version) await this.caughtUp(version);
    return this.current;
  }

  /** The first build, shared by everyone asking while it runs. */
  private firstIndex(): Promise<void> {
    this.firstBuild ??= this.build().finally(() => {
      this.firstBuild = undefined;
    });
    return this.firstBuild;
  }

  /** Resolves once the index reflects `version` (or a read failed). */
  private caughtUp(version: number): Promise<void> {
    const wait = new Promise<void>((done) => this.waiting.push({ version, done }));
    this.reading ??= this.readChanges();
    return wait;
  }

  /** Reads and applies changes until every waiting query's version is reached, one read at a time. */
  private async readChanges(): Promise<void> {
    try {
      while (this.waiting.length) {
        const version = catalogueVersion.current();
        await this.update(version);
        const reached = this.current?.version ?? -1;
        const failed = reached < version;
        const done = this.waiting.filter((w) => failed || w.version <= reached);
        this.waiting = this.waiting.filter((w) => !done.includes(w));
        for (const w of done) w.done();
      }
    } finally {
      this.reading = undefined;
    }
  }

  /** The products written since the last read, patched in — or a new index when too much changed. */
  private async update(version: number): Promise<void> {
    const index = this.current;
    if (!index) return this.build();
    try {
      const read = await loadChangedIndexRows(this.db, this.since);
      const limit = REBUILD_SHARE * Math.max(index.size, 1000);
      if (read.rows.length > limit || index.emptied > limit) return this.build();
      index.apply(read.rows, version);
      this.since = read.since;
      this.stats.patches++;
      this.stats.patchedProducts += read.rows.length;
    } catch (err) {
      this.fail(err);
    }
  }

  /** A whole new index from every active product, swapped in when read. */
  private async build(): Promise<void> {
    const version = catalogueVersion.current();
    try {
      const read = await loadIndexRows(this.db);
      this.current = await CatalogueIndex.build(read.rows, version, this.buildSliceRows);
      this.since = read.since;
      this.stats.builds++;
    } catch (err) {
      this.fail(err);
    }
  }

  private fail(err: unknown): void {
    this.failedAt = Date.now();
    this.log.warn({ err }, 'catalogue index read failed; list queries use SQL');
  }

  /**
   * Query words folded as the search documents are; undefined when one folds to letters outside the
   * documents' alphabet (the SQL path answers those).
   */
  async foldedWords(words: string[]): Promise<IndexWord[] | undefined> {
    const unknown = words.filter((w) => !isIndexableWord(w) && !this.folded.has(w));
    if (unknown.length) {
      const folded = await foldWords(this.db, unknown);
      if (this.folded.size + unknown.length > FOLDED_WORDS_MAX) this.folded.clear();
      for (const [i, w] of unknown.entries()) this.folded.set(w, folded[i]);
    }
    const result = words.map((word) => ({
      word,
      folded: isIndexableWord(word) ? word : (this.folded.get(word) ?? ''),
    }));
    return result.every((w) => isIndexableWord(w.folded)) ? result : undefined;
  }

  dispose(): void {
    this.current = undefined;
  }
}
