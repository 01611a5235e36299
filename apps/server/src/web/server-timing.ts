import { performance } from 'node:perf_hooks';

type ApiFetch = (pathname: string, init?: RequestInit) => Promise<Response>;

/**
 * Where a page's server time went, as a `Server-Timing` header (browsers show it in the network panel; the
 * benchmark reads it): `api` is the time the page's loaders spent in the in-process API calls (summed: calls
 * made in parallel overlap), `render` the whole render including them, `compress` the compression of a
 * shared page, `total` everything since the request arrived (Fastify's own hooks included), up to sending the body. A page served from the page
 * cache says `cache;desc=hit`. Durations in milliseconds, to a hundredth.
 */
export class ServerTiming {
  private readonly started = performance.now();
  private last = this.started;
  private apiMs = 0;
  private apiCalls = 0;
  private readonly marks: [string, number][] = [];

  /** `sinceArrival`: milliseconds since the request arrived (Fastify's reply.elapsedTime). */
  constructor(private readonly sinceArrival: () => number) {}

  /** Ends the phase that began at the previous mark (or the start) under this name. */
  mark(name: string): void {
    const now = performance.now();
    this.marks.push([name, now - this.last]);
    this.last = now;
  }

  /** The loaders' API client, counting the time of each call. */
  timedApi(apiFetch: ApiFetch): ApiFetch {
    return async (pathname, init) => {
      const start = performance.now();
      try {
        return await apiFetch(pathname, init);
      } finally {
        this.apiMs += performance.now() - start;
        this.apiCalls += 1;
      }
    };
  }

  header(cache?: 'hit' | 'miss'): string {
    const ms = (value: number) => value.toFixed(2);
    const parts: string[] = [];
    if (cache) parts.push(`cache;desc=${cache}`);
    if (this.apiCalls > 0) parts.push(`api;dur=${ms(this.apiMs)};desc="${this.apiCalls} calls"`);
    for (const [name, duration] of this.marks) parts.push(`${name};dur=${ms(duration)}`);
    parts.push(`total;dur=${ms(this.sinceArrival())}`);
    return parts.join(', ');
  }
}
