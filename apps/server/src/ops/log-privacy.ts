import type { FastifyRequest } from 'fastify';

/**
 * What a request log line may say about the request. Logs are kept for weeks and read by people who must not
 * see customers' secrets or personal data, so:
 * - secret parts of addresses are masked: guest order links (`/orders/guest/<token>`), and query values of
 *   tokens, codes, signatures, keys and e-mail addresses (password reset, newsletter confirmation, OAuth);
 * - the client address is shortened to its network (the last IPv4 byte, the last 80 bits of IPv6 dropped);
 * - headers are not logged at all (Authorization, cookies).
 */
const SECRET_QUERY_KEY = /token|code|signature|sig|key|secret|password|email|state/i;
const SECRET_PATH = /(\/orders\/guest\/)[^/?#]+/g;

export function redactUrl(url: string): string {
  const [path, query] = splitOnce(url, '?');
  const safePath = path.replace(SECRET_PATH, '$1[redacted]');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [key] = splitOnce(pair, '=');
      return SECRET_QUERY_KEY.test(decodeURIComponentSafe(key)) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

export function anonymiseIp(ip: string | undefined): string | undefined {
  if (!ip) return ip;
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.0`;
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}::`;
  return '[redacted]';
}

/** Fastify's `req` log serializer, with the rules above. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: anonymiseIp(request.ip),
  };
}

/** The parts of a logged error that may be kept, for it and for what caused it (drizzle wraps the driver's). */
type LoggedError = { type: string; message: string; stack?: string; code?: string; sql?: string; cause?: LoggedError };

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
const IPV4 = /\b(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}\b/g;
const IPV6 = /\b([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f:]{2,}\b/gi;
/** drizzle's "Failed query: …\nparams: a@b.pl,203.0.113.7,…": the statement stays, its values go. */
const PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
/** PostgreSQL quotes the value it refused: `invalid input syntax for type integer: "…"`. */
const QUOTED_VALUE = /(: )"[^"]*"/g;

/** Personal data and request values out of a text that is about to be logged. */
export function scrubLogText(text: string): string {
  return text
    .replace(PARAMS, '\nparams: [redacted]')
    .replace(QUOTED_VALUE, '$1"[redacted]"')
    .replace(EMAIL, '[email]')
    .replace(IPV4, '$1.0')
    .replace(IPV6, '$1::');
}

/**
 * Fastify's `err` log serializer. An error's own fields can carry what the request sent: drizzle's error holds
 * the statement's parameters (e-mail addresses, client addresses, message text), PostgreSQL's `detail` the
 * refused row (`Key (email)=(…) already exists`). Kept: the type, the SQLSTATE, the statement without its
 * values, and message and stack scrubbed of parameters, e-mail addresses and full client addresses.
 */
export function errorLogSerializer(error: unknown, depth = 0): LoggedError {
  const { name, message, stack, code, query, cause } = (error ?? {}) as Partial<Error> & {
    code?: unknown;
    query?: unknown;
  };
  return {
    type: error instanceof Error ? error.constructor.name : typeof name === 'string' ? name : 'Error',
    message: scrubLogText(String(message ?? error)),
    ...(typeof stack === 'string' ? { stack: scrubLogText(stack) } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof query === 'string' ? { sql: query } : {}),
    ...(cause && depth < 3 ? { cause: errorLogSerializer(cause, depth + 1) } : {}),
  };
}

/** The logger's serializers in every process that logs requests: request lines and errors, both redacted. */
export const logSerializers = { req: requestLogSerializer, err: errorLogSerializer };

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
