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
