import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once. A bad value stops start-up with a list of
 * every problem, rather than failing later in the middle of a request.
 */
const booleanish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/**
 * Which proxies are believed about the client (X-Forwarded-For, -Proto): `false` none; a number of hops
 * (`1` = the one proxy in front, which appended the client's address); the proxies' addresses or CIDR
 * ranges (`127.0.0.1,10.0.0.0/8`, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`); or `true`,
 * every hop — the left-most address then comes from the client, so only for a proxy that overwrites the header.
 */
export type TrustProxy = boolean | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !isIP(address)) return false;
  if (prefix === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max;
};

const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === 'true' || lower === 'yes') return true;
    if (lower === '' || lower === 'false' || lower === 'no' || lower === '0') return false;
    if (/^\d{1,2}$/.test(lower)) return Number(lower);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `expected false, a number of proxy hops (e.g. 1), the proxies' addresses or CIDR ranges (comma-separated), or true; not ${bad.join(', ')}`,
    });
    return z.NEVER;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin used in e-mails, absolute image URLs, OAuth redirects and canonical links. */
  PUBLIC_URL: z.string().url().optional(),
  /** Folder for the embedded database, uploads and mail files. */
  DATA_DIR: z.string().optional(),
  /** PostgreSQL connection string; when empty the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  /** Redis connection string for rate limits and caches; in-memory when empty. */
  REDIS_URL: z.string().optional(),
  /** SMTP connection string (smtp://user:pass@host:port); mails go to files under DATA_DIR when empty. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Atelier <sklep@atelier.pl>'),
  /** The shop's customer-service address: shown on pages and the recipient of contact-form messages. */
  SHOP_EMAIL: z.string().email().default('sklep@atelier.pl'),
  /** Key for signing newsletter unsubscribe links; when empty one is generated once and kept in shop_settings. */
  NEWSLETTER_SECRET: z.string().min(16).optional(),
  /** Skip the automatic demo seed of an empty database. */
  SEED_ON_START: booleanish.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Token for Prometheus at /metrics (`Authorization: Bearer …`); metrics are off (404) when empty. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Which proxies in front are believed about the client's address and protocol (see TrustProxy). */
  TRUST_PROXY: trustProxy.default(false),
  /**
   * A request's headers and body must arrive within this time, or the connection is closed (408): a client
   * trickling its body a byte at a time cannot hold a connection for minutes.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  P24_MERCHANT_ID: z.string().optional(),
  P24_POS_ID: z.string().optional(),
  P24_API_KEY: z.string().optional(),
  P24_CRC: z.string().optional(),
  P24_SANDBOX: booleanish.default(true),
  /** Przelewy24 host; by default sandbox.przelewy24.pl or secure.przelewy24.pl per P24_SANDBOX (tests: a fake). */
  P24_BASE_URL: z.string().url().optional(),
  /**
   * The demo payment gateway (a page where anyone can "pay" their own order): only when switched on here, and
   * only while Przelewy24 is not configured. `npm start`'s demo shop and the development server set it.
   */
  DEMO_PAYMENTS: booleanish.default(false),
  /** InPost Geowidget token: the checkout shows the map widget when set. */
  INPOST_GEOWIDGET_TOKEN: z.string().optional(),
  /** InPost API (ShipX) token: the point search proxies InPost's points API when set, else demo points. */
  INPOST_API_TOKEN: z.string().optional(),
  /** InPost API host; by default api.inpost.pl (or the sandbox gateway with INPOST_SANDBOX). */
  INPOST_API_URL: z.string().url().optional(),
  INPOST_SANDBOX: booleanish.default(false),
  /** InPost ShipX (shipments, labels, return codes): staff create InPost parcels through it when both are set. */
  INPOST_SHIPX_TOKEN: z.string().optional(),
  INPOST_SHIPX_ORGANIZATION_ID: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  /** ShipX host; production by default, the sandbox is https://sandbox-api-shipx-pl.easypack24.net. */
  INPOST_SHIPX_URL: z.string().url().default('https://api-shipx-pl.easypack24.net'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  /** Provider endpoints: the real ones by default; tests point them at a fake provider on loopback. */
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  FACEBOOK_AUTH_URL: z.string().url().default('https://www.facebook.com/v23.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.string().url().default('https://graph.facebook.com/v23.0/oauth/access_token'),
  FACEBOOK_PROFILE_URL: z.string().url().default('https://graph.facebook.com/v23.0/me'),
  /**
   * S3-compatible object storage for uploaded images (AWS S3, MinIO, Cloudflare R2…); local disk under
   * DATA_DIR/uploads when S3_BUCKET is empty. Path-style URLs: `${S3_ENDPOINT}/${S3_BUCKET}/${key}`.
   */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** How often the mail worker looks for e-mails to send (ms). */
  /** KSeF token generated in the KSeF application for the seller's NIP; company invoices are sent when set. */
  KSEF_TOKEN: z.string().min(8).optional(),
  /** Which KSeF: 'test' (the Ministry's test environment) or 'production'. */
  KSEF_ENV: z.enum(['test', 'production']).default('test'),
  /** KSeF API base URL instead of the official one for KSEF_ENV (tests: a fake on loopback). */
  KSEF_URL: z.string().url().optional(),
  /** The in-process catalogue index answers list queries (docs/decisions/026); 'off' = every one runs in SQL. */
  CATALOGUE_INDEX: z.enum(['on', 'off']).default('on'),
  /** Memory (MB) for presented product cards kept across catalogue versions (ADR 026); 0 = none. */
  PRODUCT_CARDS_MB: z.coerce.number().int().min(0).max(4096).default(80),
  /** Present the most popular products into cards at start-up (default on, off under NODE_ENV=test). */
  PRODUCT_CARDS_WARM: z.enum(['on', 'off']).optional(),
  MAIL_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  /** After SIGTERM: keep serving this long while /api/health/ready says 503, so the proxy stops sending first. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  shopEmail: string;
  newsletterSecret?: string;
  seedOnStart: boolean;
  logLevel: string;
  trustProxy: TrustProxy;
  /** Time allowed to receive a whole request (headers and body), in ms. */
  requestTimeoutMs: number;
  /** Bearer token for /metrics; metrics are off when absent. */
  metricsToken?: string;
  przelewy24?: { merchantId: number; posId: number; apiKey: string; crc: string; sandbox: boolean; baseUrl: string };
  /** DEMO_PAYMENTS: the demo gateway takes payments when Przelewy24 is not configured. */
  demoPayments: boolean;
  inpost: { geowidgetToken?: string; apiToken?: string; apiUrl: string; widgetUrl: string };
  /** InPost ShipX (docs/decisions/023): absent when not configured — the demo shipments and codes are used. */
  shipx?: { token: string; organizationId: string; url: string };
  google?: { clientId: string; clientSecret: string; authUrl: string; tokenUrl: string };
  facebook?: { clientId: string; clientSecret: string; authUrl: string; tokenUrl: string; profileUrl: string };
  /** KSeF, the national e-invoicing system; absent = company invoices wait as 'pending' (docs/decisions/025). */
  ksef?: { token: string; environment: 'test' | 'production'; url?: string };
  mailPollMs: number;
  /** CATALOGUE_INDEX: list queries answered from the in-process catalogue index. */
  catalogueIndex: boolean;
  /** PRODUCT_CARDS_MB: memory for presented product cards kept across catalogue versions (0 = none). */
  productCardsMb: number;
  /** PRODUCT_CARDS_WARM: cards of the most popular products are made at start-up, in the background. */
  productCardsWarm: boolean;
  shutdownDrainMs: number;
  s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
};

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // npm sets INIT_CWD to where it was invoked, so `npm run seed -w …` and `npm start` share ./data.
  const baseDir = env.INIT_CWD || process.cwd();
  const s3Parts = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Parts.some(Boolean) && !s3Parts.every(Boolean)) {
    throw new ConfigError(
      'Invalid environment variables:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  const p24Parts = [e.P24_MERCHANT_ID, e.P24_API_KEY, e.P24_CRC];
  if (p24Parts.some(Boolean) && !p24Parts.every(Boolean)) {
    throw new ConfigError(
      'Invalid environment variables:\n  P24_MERCHANT_ID, P24_API_KEY and P24_CRC must be set together',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(baseDir, e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    shopEmail: e.SHOP_EMAIL,
    newsletterSecret: e.NEWSLETTER_SECRET,
    seedOnStart: e.SEED_ON_START,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    przelewy24:
      e.P24_MERCHANT_ID && e.P24_API_KEY && e.P24_CRC
        ? {
            merchantId: Number(e.P24_MERCHANT_ID),
            posId: Number(e.P24_POS_ID ?? e.P24_MERCHANT_ID),
            apiKey: e.P24_API_KEY,
            crc: e.P24_CRC,
            sandbox: e.P24_SANDBOX,
            baseUrl: (
              e.P24_BASE_URL ?? (e.P24_SANDBOX ? 'https://sandbox.przelewy24.pl' : 'https://secure.przelewy24.pl')
            ).replace(/\/$/, ''),
          }
        : undefined,
    demoPayments: e.DEMO_PAYMENTS,
    inpost: {
      geowidgetToken: e.INPOST_GEOWIDGET_TOKEN,
      apiToken: e.INPOST_API_TOKEN,
      apiUrl: (
        e.INPOST_API_URL ??
        (e.INPOST_SANDBOX ? 'https://sandbox-api-gateway-pl.easypack24.net' : 'https://api.inpost.pl')
      ).replace(/\/$/, ''),
      widgetUrl: e.INPOST_SANDBOX ? 'https://sandbox-easy-geowidget-sdk.easypack24.net' : 'https://geowidget.inpost.pl',
    },
    shipx:
      e.INPOST_SHIPX_TOKEN && e.INPOST_SHIPX_ORGANIZATION_ID
        ? {
            token: e.INPOST_SHIPX_TOKEN,
            organizationId: e.INPOST_SHIPX_ORGANIZATION_ID,
            url: e.INPOST_SHIPX_URL.replace(/\/$/, ''),
          }
        : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authUrl: e.GOOGLE_AUTH_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
          }
        : undefined,
    facebook:
      e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET
        ? {
            clientId: e.FACEBOOK_CLIENT_ID,
            clientSecret: e.FACEBOOK_CLIENT_SECRET,
            authUrl: e.FACEBOOK_AUTH_URL,
            tokenUrl: e.FACEBOOK_TOKEN_URL,
            profileUrl: e.FACEBOOK_PROFILE_URL,
          }
        : undefined,
    ksef: e.KSEF_TOKEN
      ? {
          token: e.KSEF_TOKEN,
          environment: e.KSEF_ENV,
          url: e.KSEF_URL?.replace(/\/$/, ''),
        }
      : undefined,
    mailPollMs: e.MAIL_POLL_MS,
    catalogueIndex: e.CATALOGUE_INDEX === 'on',
    productCardsMb: e.PRODUCT_CARDS_MB,
    productCardsWarm: (e.PRODUCT_CARDS_WARM ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT.replace(/\/$/, ''),
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  };
}
