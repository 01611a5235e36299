/**
 * A small client of the KSeF 2.0 API for one job: send one FA(3) invoice in an online (interactive) session and
 * bring back its KSeF number and UPO. The endpoints, payloads and cryptography follow the Ministry's OpenAPI
 * and documentation; docs/decisions/025-ksef-fa3.md lists exactly what is relied on and where it comes from.
 *
 * One send = authenticate with the KSeF token (challenge → token|timestamp encrypted with the Ministry's key →
 * status → redeem) → open a session (AES key encrypted with the Ministry's key) → send the encrypted invoice
 * with its hashes → poll its status → fetch the UPO → close the session. The Ministry's public-key
 * certificates are fetched from the API each time, as the official clients do, never stored.
 */
import { constants, createCipheriv, createHash, publicEncrypt, randomBytes, X509Certificate } from 'node:crypto';
import { FA3_FORM_CODE } from './fa3-xml.js';

/** Official base URLs (the OpenAPI's server and the environments page of the KSeF documentation). */
export const KSEF_BASE_URLS = {
  test: 'https://api-test.ksef.mf.gov.pl/v2',
  production: 'https://api.ksef.mf.gov.pl/v2',
} as const;
export type KsefEnvironment = keyof typeof KSEF_BASE_URLS;

export type KsefClientConfig = {
  baseUrl: string;
  /** The KSeF token generated for the seller in the KSeF application (KSEF_TOKEN). */
  token: string;
  /** Time between status checks; 0 in tests (the fake answers "in progress" a set number of times). */
  pollIntervalMs?: number;
  /** How many status checks before giving up for this attempt (the outbox asks again later). */
  maxPolls?: number;
  /** Per-request time-out. */
  timeoutMs?: number;
};

/** Where an invoice sent to KSeF can be found again: the session and the invoice within it. */
export type KsefReference = { sessionReferenceNumber: string; invoiceReferenceNumber: string };

export type KsefAccepted = KsefReference & { status: 'accepted'; ksefNumber: string; upoXml: string | null };
/** Sent, but KSeF had not finished checking it when we stopped asking; ask again with the reference. */
export type KsefProcessing = KsefReference & { status: 'processing' };
export type KsefOutcome = KsefAccepted | KsefProcessing;

/**
 * A failure. `rejected` means KSeF examined the invoice and refused it (e.g. it does not match the schema):
 * sending the same XML again will not help, staff must look. Anything else (network, 5xx, 429) may pass later.
 */
export class KsefError extends Error {
  constructor(
    message: string,
    readonly rejected: boolean,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'KsefError';
  }
}

const AUTH_IN_PROGRESS = 100;
const OK = 200;
/** Invoice status codes (OpenAPI SessionInvoiceStatusResponse): 100 accepted for processing, 150 in progress. */
const INVOICE_PENDING = new Set([100, 150]);
const INVOICE_DUPLICATE = 440;
/** 5xx and 550 "cancelled by the system, try again" are worth retrying; the other 4xx are verdicts. */
const isRetryableInvoiceCode = (code: number) => code >= 500;

type PublicKeyCertificate = {
  certificate: string;
  publicKeyId?: string;
  validFrom: string;
  validTo: string;
  usage: string[];
};

type InvoiceStatus = {
  ksefNumber?: string;
  status: { code: number; description: string; details?: string[]; extensions?: Record<string, string | null> };
};

export function createKsefClient(config: KsefClientConfig) {
  const pollIntervalMs = config.pollIntervalMs ?? 2000;
  const maxPolls = config.maxPolls ?? 30;
  const base = config.baseUrl.replace(/\/+$/, '');

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    options: { bearer?: string; body?: unknown; expect?: 'json' | 'text' | 'none' } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      accept: options.expect === 'text' ? 'application/xml' : 'application/json',
    };
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new KsefError(`KSeF unreachable (${method} ${path}): ${(error as Error).message}`, false);
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 500);
      // 400 on our own request is a bug or bad data, not a passing fault; 401/403 a token without rights.
      const rejected = response.status >= 400 && response.status < 500 && response.status !== 429;
      throw new KsefError(`KSeF ${method} ${path} answered ${response.status}: ${detail}`, rejected, response.status);
    }
    if (options.expect === 'none') return undefined as T;
    if (options.expect === 'text') return (await response.text()) as T;
    return (await response.json()) as T;
  }

  const pause = () => (pollIntervalMs > 0 ? new Promise((r) => setTimeout(r, pollIntervalMs)) : Promise.resolve());

  /** The Ministry's current certificate for a purpose, as the API publishes it (DER in Base64). */
  async function ministryKey(usage: 'KsefTokenEncryption' | 'SymmetricKeyEncryption') {
    const certificates = await call<PublicKeyCertificate[]>('GET', '/security/public-key-certificates');
    const now = Date.now();
    const candidate = certificates
      .filter((c) => c.usage.includes(usage))
      .filter((c) => Date.parse(c.validFrom) <= now && now <= Date.parse(c.validTo))
      .sort((a, b) => Date.parse(b.validFrom) - Date.parse(a.validFrom))[0];
    if (!candidate) throw new KsefError(`KSeF publishes no valid ${usage} certificate`, false);
    const key = new X509Certificate(Buffer.from(candidate.certificate, 'base64')).publicKey;
    return { key, publicKeyId: candidate.publicKeyId };
  }

  function rsaOaepSha256(key: X509Certificate['publicKey'], data: Buffer): Buffer {
    return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);
  }

  /** Authenticates for the seller's NIP with the KSeF token and returns an access token. */
  async function authenticate(sellerNip: string): Promise<string> {
    const { key } = await ministryKey('KsefTokenEncryption');
    const challenge = await call<{ challenge: string; timestamp: string; timestampMs?: number }>(
      'POST',
      '/auth/challenge',
    );
    const timestampMs = challenge.timestampMs ?? Date.parse(challenge.timestamp);
    const encryptedToken = rsaOaepSha256(key, Buffer.from(`${config.token}|${timestampMs}`, 'utf8'));
    const init = await call<{ referenceNumber: string; authenticationToken: { token: string } }>(
      'POST',
      '/auth/ksef-token',
      {
        body: {
          challenge: challenge.challenge,
          contextIdentifier: { type: 'Nip', value: sellerNip },
          encryptedToken: encryptedToken.toString('base64'),
        },
      },
    );
    const authToken = init.authenticationToken.token;
    for (let poll = 0; ; poll++) {
      const state = await call<{ status: { code: number; description: string; details?: string[] } }>(
        'GET',
        `/auth/${encodeURIComponent(init.referenceNumber)}`,
        { bearer: authToken },
      );
      if (state.status.code === OK) break;
      if (state.status.code !== AUTH_IN_PROGRESS) {
        const why = [state.status.description, ...(state.status.details ?? [])].join('; ');
        throw new KsefError(`KSeF authentication failed (${state.status.code}): ${why}`, state.status.code < 500);
      }
      if (poll + 1 >= maxPolls) throw new KsefError('KSeF authentication still in progress', false);
      await pause();
    }
    const tokens = await call<{ accessToken: { token: string } }>('POST', '/auth/token/redeem', {
      bearer: authToken,
    });
    return tokens.accessToken.token;
  }

  async function invoiceStatus(accessToken: string, ref: KsefReference): Promise<InvoiceStatus> {
    return call<InvoiceStatus>(
      'GET',
      `/sessions/${encodeURIComponent(ref.sessionReferenceNumber)}/invoices/${encodeURIComponent(ref.invoiceReferenceNumber)}`,
      { bearer: accessToken },
    );
  }

  async function fetchUpo(accessToken: string, ref: KsefReference): Promise<string> {
    return call<string>(
      'GET',
      `/sessions/${encodeURIComponent(ref.sessionReferenceNumber)}/invoices/${encodeURIComponent(ref.invoiceReferenceNumber)}/upo`,
      { bearer: accessToken, expect: 'text' },
    );
  }

  /** Polls an invoice until KSeF has a verdict (or we stop asking for now). */
  async function awaitVerdict(accessToken: string, given: KsefReference): Promise<KsefOutcome> {
    const ref = {
      sessionReferenceNumber: given.sessionReferenceNumber,
      invoiceReferenceNumber: given.invoiceReferenceNumber,
    };
    for (let poll = 0; poll < maxPolls; poll++) {
      const state = await invoiceStatus(accessToken, ref);
      const code = state.status.code;
      if (code === OK && state.ksefNumber) {
        // The UPO may lag behind the number; the number is what the law needs, the UPO is fetched when it can be.
        const upoXml = await fetchUpo(accessToken, ref).catch(() => null);
        return { status: 'accepted', ksefNumber: state.ksefNumber, upoXml, ...ref };
      }
      const original = state.status.extensions?.originalKsefNumber;
      if (code === INVOICE_DUPLICATE && original) {
        // Sent before (an attempt that died before it could record the answer): KSeF names the original.
        return { status: 'accepted', ksefNumber: original, upoXml: null, ...ref };
      }
      if (!INVOICE_PENDING.has(code)) {
        const why = [state.status.description, ...(state.status.details ?? [])].join('; ');
        throw new KsefError(`KSeF refused the invoice (${code}): ${why}`, !isRetryableInvoiceCode(code));
      }
      await pause();
    }
    return { status: 'processing', ...ref };
  }

  return {
    /** Sends one FA(3) invoice for the seller and waits (a while) for KSeF's verdict. */
    async sendInvoice(input: { sellerNip: string; xml: string }): Promise<KsefOutcome> {
      const accessToken = await authenticate(input.sellerNip);
      const { key, publicKeyId } = await ministryKey('SymmetricKeyEncryption');
      const aesKey = randomBytes(32);
      const iv = randomBytes(16);
      const session = await call<{ referenceNumber: string }>('POST', '/sessions/online', {
        bearer: accessToken,
        body: {
          formCode: FA3_FORM_CODE,
          encryption: {
            encryptedSymmetricKey: rsaOaepSha256(key, aesKey).toString('base64'),
            initializationVector: iv.toString('base64'),
            ...(publicKeyId ? { publicKeyId } : {}),
          },
        },
      });
      try {
        const plain = Buffer.from(input.xml, 'utf8');
        const cipher = createCipheriv('aes-256-cbc', aesKey, iv);
        const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
        const sent = await call<{ referenceNumber: string }>(
          'POST',
          `/sessions/online/${encodeURIComponent(session.referenceNumber)}/invoices`,
          {
            bearer: accessToken,
            body: {
              invoiceHash: sha256Base64(plain),
              invoiceSize: plain.length,
              encryptedInvoiceHash: sha256Base64(encrypted),
              encryptedInvoiceSize: encrypted.length,
              encryptedInvoiceContent: encrypted.toString('base64'),
            },
          },
        );
        return await awaitVerdict(accessToken, {
          sessionReferenceNumber: session.referenceNumber,
          invoiceReferenceNumber: sent.referenceNumber,
        });
      } finally {
        // Closing starts the session's collective UPO; an invoice's own status and UPO stay readable after it.
        await call('POST', `/sessions/online/${encodeURIComponent(session.referenceNumber)}/close`, {
          bearer: accessToken,
          expect: 'none',
        }).catch(() => undefined);
      }
    },

    /** Asks again about an invoice sent earlier whose verdict had not come yet. */
    async checkInvoice(input: { sellerNip: string; reference: KsefReference }): Promise<KsefOutcome> {
      const accessToken = await authenticate(input.sellerNip);
      return awaitVerdict(accessToken, input.reference);
    },
  };
}

export type KsefClient = ReturnType<typeof createKsefClient>;

export function sha256Base64(data: Buffer): string {
  return createHash('sha256').update(data).digest('base64');
}

/** The base URL for the configured environment; KSEF_URL wins (tests point it at the fake). */
export function ksefBaseUrl(environment: KsefEnvironment, override?: string): string {
  return override ?? KSEF_BASE_URLS[environment];
}
