import type { InjectOptions } from 'fastify';
import { z } from 'zod';

/**
 * Odd input for every route of the route table (app.odd-input.test.ts): what a fuzzing client, a broken
 * integration or an attacker sends — NUL bytes and lone surrogates where text goes, ids past PostgreSQL's
 * integer, dates past the shop's calendar, arrays and objects where a string goes, broken JSON. The shop must
 * answer each with a 4xx and a message, never a 500 (docs/decisions/016-odd-input-is-refused-at-the-edge.md).
 */

export type RouteUnderTest = {
  method: string;
  url: string;
  /** The route's zod schemas, as fastify-type-provider-zod keeps them. */
  schema?: { params?: unknown; querystring?: unknown; body?: unknown; consumes?: string[] };
};

export type OddRequest = { label: string } & Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

/** Text PostgreSQL cannot store (NUL) and text that is not Unicode (a lone surrogate). */
export const NUL_TEXT = 'Odd\u0000text';
export const LONE_SURROGATE_TEXT = 'Odd\ud800text';

const HUGE_IDS = ['99999999999999999999', '2147483648'];
const FAR_DATES = ['9999-12-31', '0000-01-01', '2026-02-31'];
/** Odd values of one query key, as the query string writes them. */
const ODD_QUERY_VALUES: Record<string, (key: string) => string> = {
  NUL: (key) => `${key}=a%00b`,
  'a lone surrogate': (key) => `${key}=%ED%A0%80`,
  'a number past 2^64': (key) => `${key}=${HUGE_IDS[0]}`,
  'a number past 2^31': (key) => `${key}=${HUGE_IDS[1]}`,
  ...Object.fromEntries(FAR_DATES.map((date) => [date, (key: string) => `${key}=${date}`])),
  'an array': (key) => `${key}=a&${key}=b`,
  'an object': (key) => `${key}[a]=1`,
};
/** Query keys tried on every route besides those its schema names: the shop's filters and paging. */
const COMMON_QUERY_KEYS = ['tag', 'category', 'q', 'search', 'locale', 'page', 'id', 'date_from', 'date_to'];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
};

/** What a sample body puts where the schema asks for text, a number or a date. */
type Filling = {
  text: (minLength: number) => unknown;
  number: (node: JsonSchema) => unknown;
  date: () => unknown;
  dateTime: () => unknown;
};

const plainNumber = (node: JsonSchema) => {
  const low = node.minimum ?? 1;
  return Math.max(low, Math.min(1, node.maximum ?? 1));
};

const FILLINGS: Record<string, Filling> = {
  plain: {
    text: (min) => 'Text'.padEnd(min, 'x'),
    number: plainNumber,
    date: () => '2026-05-01',
    dateTime: () => '2026-05-01T10:00:00Z',
  },
  nul: {
    text: (min) => NUL_TEXT.padEnd(min, 'x'),
    number: plainNumber,
    date: () => '2026-05-01',
    dateTime: () => '2026-05-01T10:00:00Z',
  },
  'lone surrogate': {
    text: (min) => LONE_SURROGATE_TEXT.padEnd(min, 'x'),
    number: plainNumber,
    date: () => '2026-05-01',
    dateTime: () => '2026-05-01T10:00:00Z',
  },
  'huge numbers': {
    text: (min) => 'Text'.padEnd(min, 'x'),
    number: () => 2147483648,
    date: () => '2026-05-01',
    dateTime: () => '2026-05-01T10:00:00Z',
  },
  'numbers past 2^64': {
    text: (min) => 'Text'.padEnd(min, 'x'),
    number: () => 1e20,
    date: () => '2026-05-01',
    dateTime: () => '2026-05-01T10:00:00Z',
  },
  'far future dates': {
    text: (min) => 'Text'.padEnd(min, 'x'),
    number: plainNumber,
    date: () => '9999-12-31',
    dateTime: () => '9999-12-31T23:59:59Z',
  },
  'year zero dates': {
    text: (min) => 'Text'.padEnd(min, 'x'),
    number: plainNumber,
    date: () => '0000-01-01',
    dateTime: () => '0000-01-01T00:00:00Z',
  },
  'arrays for text, text for numbers': {
    text: () => ['a', 'b'],
    number: () => 'abc',
    date: () => ['2026-05-01'],
    dateTime: () => 12,
  },
  'objects for text': {
    text: () => ({ $gt: '' }),
    number: () => ({ value: 1 }),
    date: () => ({}),
    dateTime: () => true,
  },
};

type LeafKind = 'text' | 'number' | 'date' | 'dateTime';
type Leaf = { path: (string | number)[]; kind: LeafKind };

/** A body shaped like the schema wants, every text, number and date filled the given way. */
export function sampleBody(schema: unknown, filling: Filling, leaves: Leaf[] = []): unknown {
  let root: JsonSchema;
  try {
    root = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return { text: filling.text(1) };
  }
  const resolve = (node: JsonSchema): JsonSchema => {
    if (!node.$ref) return node;
    const name = node.$ref.split('/').pop() ?? '';
    return root.$defs?.[name] ?? {};
  };
  const fill = (raw: JsonSchema, path: (string | number)[]): unknown => {
    const node = resolve(raw);
    if (path.length > 6) return null;
    const leaf = (kind: LeafKind, value: unknown) => {
      leaves.push({ path, kind });
      return value;
    };
    if (node.const !== undefined) return node.const;
    if (node.enum) return node.enum[0];
    const options = node.anyOf ?? node.oneOf ?? node.allOf;
    if (options) {
      const chosen = options.map(resolve).find((option) => option.type !== 'null') ?? options[0];
      return fill(chosen, path);
    }
    const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
    switch (type) {
      case 'object':
        return Object.fromEntries(
          Object.entries(node.properties ?? {}).map(([key, value]) => [key, fill(value, [...path, key])]),
        );
      case 'array':
        return Array.from({ length: Math.max(1, node.minItems ?? 1) }, (_, index) =>
          fill(node.items ?? {}, [...path, index]),
        );
      case 'string':
        if (node.format === 'email') return 'odd.input@example.pl';
        if (node.format === 'date') return leaf('date', filling.date());
        if (node.format === 'date-time') return leaf('dateTime', filling.dateTime());
        if (node.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
        if (node.format === 'uri' || node.format === 'url') return 'https://example.pl/odd';
        return leaf('text', filling.text(node.minLength ?? 1));
      case 'integer':
      case 'number':
        return leaf('number', filling.number(node));
      case 'boolean':
        return true;
      case 'null':
        return null;
      default:
        return filling.text(1);
    }
  };
  return fill(root, []);
}

/** Odd values a body's leaf of each kind gets, one leaf at a time. */
const ODD_LEAVES: Record<LeafKind, Record<string, unknown>> = {
  text: { NUL: NUL_TEXT, 'a lone surrogate': LONE_SURROGATE_TEXT },
  number: { 'a number past 2^31': 2147483648, 'a number past 2^64': 1e20 },
  date: Object.fromEntries(FAR_DATES.map((date) => [date, date])),
  dateTime: { '9999-12-31': '9999-12-31T23:59:59Z', '0000-01-01': '0000-01-01T00:00:00Z' },
};

/**
 * Bodies that are plausible but for one odd leaf each, so a refusal of another field never hides what the
 * odd one would do further in.
 */
function oneOddLeafBodies(schema: unknown): { label: string; body: unknown }[] {
  const leaves: Leaf[] = [];
  const plain = sampleBody(schema, FILLINGS.plain, leaves);
  const bodies: { label: string; body: unknown }[] = [];
  for (const leaf of leaves) {
    for (const [label, value] of Object.entries(ODD_LEAVES[leaf.kind])) {
      const body = structuredClone(plain);
      if (leaf.path.length === 0) {
        bodies.push({ label: `a body of ${label}`, body: value });
        continue;
      }
      let parent = body as Record<string | number, unknown>;
      for (const key of leaf.path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      parent[leaf.path[leaf.path.length - 1]] = value;
      bodies.push({ label: `${label} in ${leaf.path.join('.')}`, body });
    }
  }
  return bodies;
}

/** The names a zod object schema gives its keys (path params, query). */
function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]);

/** The route's URL with each path parameter replaced (`*` too). */
function fillPath(url: string, value: (name: string) => string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => value(name)).replace(/\*$/, value('*'));
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every odd request this route gets: its path parameters, its query, and (for unsafe methods) its body. */
export function oddRequestsFor(route: RouteUnderTest): OddRequest[] {
  const method = route.method as InjectOptions['method'];
  const requests: OddRequest[] = [];
  const names = paramNames(route.url);
  const hasWildcard = route.url.endsWith('*');
  const plainPath = fillPath(route.url, (name) => (name === '*' ? 'pl/products/odd' : '1'));

  if (names.length > 0 || hasWildcard) {
    const pathValues: Record<string, string> = {
      'NUL in the path': 'a%00b',
      'a lone surrogate in the path': '%ED%A0%80',
      'a broken escape in the path': '%E0%A4%A',
      'an id past 2^64 in the path': HUGE_IDS[0],
      'an id past 2^31 in the path': HUGE_IDS[1],
      'a far date in the path': FAR_DATES[0],
    };
    for (const [label, value] of Object.entries(pathValues)) {
      const url = fillPath(route.url, (name) => (name === '*' ? `pl/products/${value}` : value));
      requests.push({ label, method, url });
    }
  }

  // Keys the route's schema names get each odd value alone (so no other key's refusal hides it); the shop's
  // common filters, which this route ignores, all at once.
  const schemaKeys = keysOf(route.schema?.querystring);
  const otherKeys = COMMON_QUERY_KEYS.filter((key) => !schemaKeys.includes(key));
  for (const [label, value] of Object.entries(ODD_QUERY_VALUES)) {
    for (const key of schemaKeys) {
      requests.push({ label: `${label} in ?${key}`, method, url: `${plainPath}?${value(key)}` });
    }
    requests.push({ label: `${label} in other keys`, method, url: `${plainPath}?${otherKeys.map(value).join('&')}` });
  }

  if (!UNSAFE.has(String(method))) return requests;
  const json = { 'content-type': 'application/json' };
  if (route.schema?.consumes?.includes('multipart/form-data')) {
    requests.push(...multipartRequests(method, plainPath));
  }
  const bodySchema = route.schema?.body;
  for (const [label, filling] of Object.entries(FILLINGS)) {
    if (label === 'plain') continue;
    const payload = bodySchema ? sampleBody(bodySchema, filling) : { text: filling.text(1) };
    requests.push({
      label: `a body with ${label} everywhere`,
      method,
      url: plainPath,
      headers: json,
      payload: JSON.stringify(payload),
    });
  }
  if (bodySchema) {
    for (const { label, body } of oneOddLeafBodies(bodySchema)) {
      requests.push({ label, method, url: plainPath, headers: json, payload: JSON.stringify(body) });
    }
  }
  const raw: Record<string, string> = {
    'a body with NUL escaped in a key': '{"odd\\u0000key": "x"}',
    'a body that is an array': '[1, "a", null]',
    'a body that is a string': '"text"',
    'a body that is null': 'null',
    'invalid JSON': '{"name": "Odd',
  };
  for (const [label, payload] of Object.entries(raw)) {
    requests.push({ label, method, url: plainPath, headers: json, payload });
  }
  return requests;
}

/** A one-pixel PNG, so upload routes read their fields and go on to store them. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

function multipartRequests(method: InjectOptions['method'], url: string): OddRequest[] {
  const boundary = '----odd-input-boundary';
  const field = (name: string, value: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = (name: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="odd.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      PIXEL_PNG,
      Buffer.from('\r\n'),
    ]);
  const data = JSON.stringify({ title_pl: NUL_TEXT, title_en: NUL_TEXT, alt_pl: NUL_TEXT, alt_en: NUL_TEXT });
  // The product upload reads `images` with alt texts; the content uploads read one `image` and JSON in `data`.
  return ['images', 'image'].map((fileField) => ({
    label: `multipart fields with NUL (file in ${fileField})`,
    method,
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(field('alt_pl', NUL_TEXT) + field('alt_en', NUL_TEXT) + field('data', data)),
      file(fileField),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
  }));
}

/** A stack trace in an answer: Node's "    at fn (file:line:col)" lines. */
export const STACK_TRACE = /\n\s+at .+[:(]\d+/;
