import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * "Render once, serve many": catalogue reads are rendered to JSON once and served from memory until the
 * catalogue changes. Every write to products, prices, stock, categories or banners calls
 * `catalogueVersion.bump()` after its commit; listeners (this module's caches, the web page cache) drop
 * what they hold. With Redis, bumps travel to the other processes behind the load balancer.
 */

export type CatalogueChange = {
  /** This process's catalogue version after the change. */
  version: number;
  /** True when the change happened in another process and arrived through Redis. */
  remote: boolean;
};
export type CatalogueChangeListener = (change: CatalogueChange) => void;

const listeners = new Set<CatalogueChangeListener>();
let version = 0;

function notify(remote: boolean): number {
  version += 1;
  const change = { version, remote };
  for (const listener of listeners) {
    try {
      listener(change);
    } catch {
      // A failing listener must not stop the others from dropping stale data.
    }
  }
  return version;
}

/** The process-wide version of the catalogue; anything rendered under an older version is stale. */
export const catalogueVersion = {
  current: (): number => version,
  /** Call after a committed change of catalogue data (products, prices, stock, categories, banners). */
  bump: (): number => notify(false),
};

/** Subscribes to catalogue changes; returns the unsubscribe function. */
export function onCatalogueChanged(listener: CatalogueChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Values that know their memory footprint (rendered JSON does) count towards the cache's byte budget. */
export type Weighable = { readonly weight: number };
const weightOf = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as Weighable).weight === 'number'
    ? (value as Weighable).weight
    : 0;

/**
 * A small in-process LRU of rendered catalogue reads keyed by normalised query + locale, bounded by entries
 * and by bytes. Concurrent requests for the same key share one rendering; a rendering that started before
 * a change is never stored.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Promise<unknown>>();
  private readonly weights = new Map<string, number>();
  private bytes = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {
    this.unsubscribe = onCatalogueChanged(() => this.clear());
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held by weighable values. */
  get weight(): number {
    return this.bytes;
  }

  async get<T>(key: string, render: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) {
      // Refresh recency: Map iteration order is insertion order, so the oldest key comes first.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached as Promise<T>;
    }
    const startedAt = catalogueVersion.current();
    const pending = render();
    this.entries.set(key, pending);
    this.evict();
    try {
      const value = await pending;
      if (this.entries.get(key) === pending) {
        if (catalogueVersion.current() !== startedAt) {
          // Rendered from data older than a change that happened meanwhile: serve it once, do not keep it.
          this.delete(key);
        } else {
          const weight = weightOf(value);
          this.weights.set(key, weight);
          this.bytes += weight;
          this.evict();
        }
      }
      return value;
    } catch (error) {
      if (this.entries.get(key) === pending) this.delete(key);
      throw error;
    }
  }

  private delete(key: string) {
    this.entries.delete(key);
    this.bytes -= this.weights.get(key) ?? 0;
    this.weights.delete(key);
  }

  private evict() {
    while (this.entries.size > this.maxEntries || (this.bytes > this.maxBytes && this.entries.size > 1)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.weights.clear();
    this.bytes = 0;
  }

  dispose(): void {
    this.unsubscribe();
    this.clear();
  }
}

export const CATALOGUE_CHANNEL = 'atelier:catalogue-changed';
type Logger = { warn(obj: object, msg: string): void };

/**
 * Shares catalogue changes between processes: local bumps are published on a Redis channel, and bumps
 * published by other processes bump this one. Subscribing needs a connection of its own (a subscribed
 * connection cannot run other commands), so the shared client is duplicated. Redis trouble is logged and
 * never breaks a request; caches then stay correct within each process.
 */
export function shareCatalogueChangesThroughRedis(redis: Redis, log: Logger): () => Promise<void> {
  const instance = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('error', (err) => log.warn({ err }, 'catalogue change subscriber: redis error'));
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === CATALOGUE_CHANNEL && message !== instance) notify(true);
  });
  subscriber.subscribe(CATALOGUE_CHANNEL).catch((err) => log.warn({ err }, 'catalogue change subscribe failed'));
  const unsubscribe = onCatalogueChanged((change) => {
    if (change.remote) return;
    redis.publish(CATALOGUE_CHANNEL, instance).catch((err) => log.warn({ err }, 'catalogue change publish failed'));
  });
  return async () => {
    unsubscribe();
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}
