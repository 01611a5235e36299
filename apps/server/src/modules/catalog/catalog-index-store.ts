import type { Db } from '../../db/client';
import { catalogueVersion } from './catalog-cache';
import { CatalogueIndex, type IndexWord } from './catalog-index';
import { foldWords, loadIndexRows } from './catalog-index.repository';
import { isIndexableWord } from './search-similarity';

type Logger = { warn(obj: object, msg: string): void };

/** After a failed build, list queries take the SQL path this long before the index is tried again. */
const RETRY_AFTER_MS = 5000;
/** Folded spellings of non-ASCII query words kept (each costs one tiny statement the first time). */
const FOLDED_WORDS_MAX = 5000;

/**
 * Keeps one app's catalogue index current (docs/decisions/026-catalogue-index.md). Built at first use; every
 * catalogue change (catalogueVersion, shared between processes through Redis) makes the next query build a
 * new index from the database and swap it in whole — a query never sees a half-built one. While the very
 * first index is being built, queries take the SQL path; after a change they wait for the new one (building
 * takes tens of milliseconds, less than the SQL path would spend per query). A change arriving during a build
 * makes that build stale: it is not kept, and the next query builds again.
 */
export class CatalogueIndexStore {
  private current: CatalogueIndex | undefined;
  private building: Promise<CatalogueIndex | undefined> | undefined;
  private buildingFor = -1;
  private failedAt = 0;
  /** Spellings do not depend on the catalogue, so they outlive index versions. */
  private readonly folded = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
  ) {}

  /** The index of the current catalogue version, or undefined when queries should take the SQL path. */
  async index(): Promise<CatalogueIndex | undefined> {
    const version = catalogueVersion.current();
    if (this.current?.version === version) return this.current;
    if (Date.now() - this.failedAt < RETRY_AFTER_MS) return undefined;
    const hadOne = this.current !== undefined;
    const build = this.buildFor(version);
    // The first build at start-up may take a while on a large catalogue: the SQL path serves meanwhile.
    return hadOne ? build : undefined;
  }

  /** Waits for an index of the current version (tests, warming up). */
  async ready(): Promise<CatalogueIndex | undefined> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const version = catalogueVersion.current();
      if (this.current?.version === version) return this.current;
      await this.buildFor(version);
    }
    return this.current;
  }

  private buildFor(version: number): Promise<CatalogueIndex | undefined> {
    if (this.building && this.buildingFor === version) return this.building;
    const build = (async () => {
      try {
        const rows = await loadIndexRows(this.db);
        const built = new CatalogueIndex(rows, version);
        // Swap only if nothing changed while reading; else it is served to those who waited, never kept.
        if (catalogueVersion.current() === version) this.current = built;
        return built;
      } catch (err) {
        this.failedAt = Date.now();
        this.log.warn({ err }, 'catalogue index build failed; list queries use SQL');
        return undefined;
      }
    })();
    this.building = build;
    void build.finally(() => {
      if (this.building === build) this.building = undefined;
    });
    this.buildingFor = version;
    return build;
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
