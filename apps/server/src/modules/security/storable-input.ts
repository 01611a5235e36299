import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../errors';

/**
 * Text PostgreSQL cannot store is refused where a request enters the shop, for every route at once
 * (docs/decisions/016-odd-input-is-refused-at-the-edge.md): a NUL character, which PostgreSQL's text types
 * cannot hold (the query fails, so without this the visitor saw a 500), and a lone UTF-16 surrogate (JSON's
 * "\ud800"), which is no character at all and would be stored silently changed to U+FFFD.
 */
export class UnstorableText extends DomainError {
  constructor(field: string) {
    super(400, 'invalid_input', 'error.unstorable_text', {}, { [field]: ['error.unstorable_text'] });
  }
}

/** How deep a body is searched; the JSON parser's own nesting is far shallower in any real request. */
const MAX_DEPTH = 32;

/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const storable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * Whether an object is request data still unread: a stream or bytes, which hold no text to search. The pages
 * take their body unparsed, as the request's stream, and a stream's properties lead to its socket and the
 * whole server, a graph so large that searching it 32 levels deep held the event loop for minutes on a single
 * POST. The pages' form actions reach the API in-process, where the parsed body is searched.
 */
const unread = (value: object) => value instanceof Stream || ArrayBuffer.isView(value) || value instanceof ArrayBuffer;

/** The dotted path of the first text in `value` (a string, a key, or within arrays and objects) that cannot be stored. */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return storable(value) ? undefined : path || '_';
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || unread(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (!storable(key)) return innerPath;
    const found = findUnstorableText(inner, innerPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Throws the shop's 400 when `value` holds text that cannot be stored (also for multipart fields read by hand). */
export function assertStorableText(value: unknown, path = ''): void {
  const found = findUnstorableText(value, path);
  if (found) throw new UnstorableText(found);
}

/**
 * The one place odd text is refused: path parameters, the query and cookies as soon as a request is routed,
 * and the parsed body before it is validated. Registered on the root instance before any route, so the API,
 * the staff panel, the pages, the sitemap and the feeds all go through it.
 */
export function refuseUnstorableText(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    assertStorableText(request.params);
    assertStorableText(request.query);
    assertStorableText(request.cookies);
  });
  app.addHook('preValidation', async (request) => {
    assertStorableText(request.body);
  });
}
