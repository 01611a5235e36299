import { randomBytes } from 'node:crypto';
import type { Locale, PaymentMethodGroup } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type PaymentProvider, shopSettings } from '../../db/schema';
import { translate } from '../../i18n/messages';
import { registerSign, verifySign } from './p24-signature';

/**
 * The two payment gateways behind one interface (docs/product-rules.md#payments): Przelewy24's REST API v1 (integrations.md) when
 * P24_* is configured, else — only with DEMO_PAYMENTS=true — the demo gateway, our own page with Pay / Fail /
 * Cancel buttons. Both are settled through the same notification handler (payments.service
 * receiveNotification), which checks the signature with the gateway's CRC, the session and the amount, and
 * calls `verify`.
 */

export type RegisterInput = {
  sessionId: string;
  /** Grosze. */
  amount: number;
  currency: string;
  description: string;
  email: string;
  language: 'pl' | 'en';
  urlReturn: string;
  urlStatus: string;
  client: string;
  address: string;
  /** Null when the customer gave none (a parcel-locker order). */
  zip: string | null;
  city: string;
  phone: string;
  /** 2 = parcel locker (P24 `additional.shipping.type`). */
  shippingType: number | null;
  /** The method chosen on our page (its provider id): Przelewy24 opens with it preselected. */
  methodId?: number | null;
  /** The payer's address and browser: Przelewy24 asks for them (`additional.PSU`) when BLIK is charged by code. */
  psu?: { ip: string; userAgent: string } | null;
};

/** One payment method as the provider offers it (amounts in grosze). */
export type GatewayMethod = {
  code: string;
  name: string;
  group: PaymentMethodGroup;
  /** The provider's method id sent as `method` when registering; null for the demo. */
  providerId: number | null;
  imageUrl?: string;
  min?: number;
  max?: number;
};

/** What Przelewy24 answered to a BLIK code: accepted (the bank app asks the customer) or refused. */
export type BlikCharge = { accepted: true } | { accepted: false; errorCode: number | null };

export type ProviderTransaction = {
  /** 0 none, 1 advance (paid, not yet verified), 2 paid (verified), 3 returned. */
  status: number;
  orderId: number;
  amount: number;
  currency: string;
  methodId: number;
  statement: string;
};

export type RefundInput = {
  requestId: string;
  orderId: number;
  sessionId: string;
  amount: number;
  description: string;
  urlStatus: string;
};

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  readonly merchantId: number;
  readonly posId: number;
  /** The key signatures are made with. */
  crc(): Promise<string>;
  /** Registers a transaction; answers the URL of the payment page (a path on our site for the demo). */
  register(input: RegisterInput): Promise<{ token: string | null; redirectUrl: string }>;
  /** Confirms the money to the provider; unverified money is not settled. */
  verify(input: { sessionId: string; orderId: number; amount: number; currency: string }): Promise<boolean>;
  /** What the provider knows of the session, or null (not found). */
  lookup(sessionId: string): Promise<ProviderTransaction | null>;
  /** Asks for a refund; true when the provider accepted the request. */
  refund(input: RefundInput): Promise<boolean>;
  /** The methods the shop may offer for an amount (grosze; null = any), names in `language`. */
  methods(language: Locale, amount: number | null): Promise<GatewayMethod[]>;
  /** Charges a registered transaction with a 6-digit BLIK code ("BLIK level 0"). */
  chargeBlik(token: string | null, blikCode: string): Promise<BlikCharge>;
}

export class GatewayUnavailable extends Error {}

const TIMEOUT_MS = 10_000;

type P24Config = NonNullable<Config['przelewy24']>;

export function przelewy24Gateway(config: P24Config): PaymentGateway {
  const api = `${config.baseUrl}/api/v1`;
  const auth = `Basic ${Buffer.from(`${config.posId}:${config.apiKey}`).toString('base64')}`;
  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> => {
    let res: Response;
    try {
      res = await fetch(`${api}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayUnavailable(`Przelewy24 ${method} ${path}: ${(error as Error).message}`);
    }
    const json = await res.json().catch(() => null);
    return { status: res.status, json };
  };
  return {
    provider: 'przelewy24',
    merchantId: config.merchantId,
    posId: config.posId,
    crc: async () => config.crc,
    async register(input) {
      const body = {
        merchantId: config.merchantId,
        posId: config.posId,
        sessionId: input.sessionId,
        amount: input.amount,
        currency: input.currency,
        description: input.description.slice(0, 1024),
        email: input.email.slice(0, 50),
        client: input.client.slice(0, 40),
        address: input.address.slice(0, 80),
        ...(input.zip ? { zip: input.zip.slice(0, 10) } : {}),
        city: input.city.slice(0, 50),
        country: 'PL',
        phone: input.phone.replace(/[^\d+]/g, '').slice(0, 12),
        language: input.language,
        urlReturn: input.urlReturn,
        urlStatus: input.urlStatus,
        // No time limit: a late payment of a cancelled order is refunded automatically.
        timeLimit: 0,
        encoding: 'UTF-8',
        transferLabel: input.description.slice(0, 20),
        ...(input.methodId ? { method: input.methodId } : {}),
        ...(input.shippingType !== null || input.psu
          ? {
              additional: {
                ...(input.shippingType !== null ? { shipping: { type: input.shippingType } } : {}),
                ...(input.psu ? { PSU: { IP: input.psu.ip, userAgent: input.psu.userAgent.slice(0, 255) } } : {}),
              },
            }
          : {}),
        sign: registerSign({
          sessionId: input.sessionId,
          merchantId: config.merchantId,
          amount: input.amount,
          currency: input.currency,
          crc: config.crc,
        }),
      };
      const { status, json } = await call('POST', '/transaction/register', body);
      const token = (json as { data?: { token?: unknown } } | null)?.data?.token;
      if (status !== 200 || typeof token !== 'string' || !token) {
        throw new GatewayUnavailable(`Przelewy24 register answered ${status}: ${JSON.stringify(json)}`);
      }
      return { token, redirectUrl: `${config.baseUrl}/trnRequest/${encodeURIComponent(token)}` };
    },
    async verify(input) {
      const { status, json } = await call('PUT', '/transaction/verify', {
        merchantId: config.merchantId,
        posId: config.posId,
        sessionId: input.sessionId,
        amount: input.amount,
        currency: input.currency,
        orderId: input.orderId,
        sign: verifySign({ ...input, crc: config.crc }),
      });
      return status === 200 && (json as { data?: { status?: unknown } } | null)?.data?.status === 'success';
    },
    async lookup(sessionId) {
      const { status, json } = await call('GET', `/transaction/by/sessionId/${encodeURIComponent(sessionId)}`);
      if (status === 404 || status === 400) return null;
      const data = (json as { data?: Record<string, unknown> } | null)?.data;
      if (status !== 200 || !data) throw new GatewayUnavailable(`Przelewy24 lookup answered ${status}`);
      return {
        status: Number(data.status ?? 0),
        orderId: Number(data.orderId ?? 0),
        amount: Number(data.amount ?? 0),
        currency: String(data.currency ?? 'PLN'),
        methodId: Number(data.paymentMethod ?? data.methodId ?? 0),
        statement: String(data.statement ?? ''),
      };
    },
    async refund(input) {
      const { status, json } = await call('POST', '/transaction/refund', {
        requestId: input.requestId,
        refundsUuid: input.requestId,
        urlStatus: input.urlStatus,
        refunds: [
          {
            orderId: input.orderId,
            sessionId: input.sessionId,
            amount: input.amount,
            description: input.description.slice(0, 35),
          },
        ],
      });
      const first = (json as { data?: { status?: unknown }[] } | null)?.data?.[0];
      return (status === 201 || status === 200) && first?.status === true;
    },
    async methods(language, amount) {
      const query = new URLSearchParams({ currency: 'PLN', ...(amount !== null ? { amount: String(amount) } : {}) });
      const { status, json } = await call('GET', `/payment/methods/${language}?${query}`);
      const data = (json as { data?: unknown } | null)?.data;
      if (status !== 200 || !Array.isArray(data)) {
        throw new GatewayUnavailable(`Przelewy24 payment methods answered ${status}`);
      }
      return data.flatMap((entry: Record<string, unknown>) => {
        const group = methodGroup(entry);
        const id = Number(entry.id);
        if (!group || entry.status === false || !Number.isInteger(id) || id <= 0) return [];
        const image = typeof entry.imgUrl === 'string' && entry.imgUrl ? entry.imgUrl : undefined;
        return [{ code: String(id), name: String(entry.name ?? id), group, providerId: id, imageUrl: image }];
      });
    },
    async chargeBlik(token, blikCode) {
      if (!token) throw new GatewayUnavailable('Przelewy24 BLIK charge without a token');
      const { status, json } = await call('POST', '/paymentMethod/blik/chargeByCode', { token, blikCode });
      const answer = json as { responseCode?: unknown; code?: unknown; error?: unknown } | null;
      if ((status === 200 || status === 201) && Number(answer?.responseCode ?? 0) === 0) return { accepted: true };
      // 5xx and authentication trouble are ours or Przelewy24's, not the customer's code.
      if (status >= 500 || status === 401 || status === 403) {
        throw new GatewayUnavailable(`Przelewy24 chargeByCode answered ${status}: ${JSON.stringify(json)}`);
      }
      const errorCode = Number(answer?.code ?? answer?.responseCode);
      return { accepted: false, errorCode: Number.isFinite(errorCode) ? errorCode : null };
    },
  };
}

/**
 * Przelewy24's `group` (and `subgroup`) of a method in our five groups (docs/decisions/020): Blik, Credit
 * Card, Wallet, FastTransfers / eTransfer (each bank its own entry), Installments (PayPo, BLIK Płacę Później).
 * Other groups (foreign currencies, traditional transfer, prepayment) are not offered on our page.
 */
function methodGroup(entry: Record<string, unknown>): PaymentMethodGroup | null {
  const group = String(entry.group ?? '').toLowerCase();
  const subgroup = String(entry.subgroup ?? '').toLowerCase();
  if (group === 'blik' && subgroup !== 'installments') return 'blik';
  if (group === 'credit card' || group === 'card') return 'card';
  if (group === 'wallet') return 'wallet';
  if (group === 'fasttransfers' || group === 'etransfer') return 'transfer';
  if (group === 'installments' || group === 'paylater') return 'pay_later';
  return null;
}

/**
 * The demo gateway's methods (docs/product-rules.md#payments): what a Polish shop typically offers. Codes are
 * our own; limits in grosze are illustrative (PayPo's is the usual 40–3 000 zł).
 */
function demoMethods(language: Locale): GatewayMethod[] {
  const method = (
    code: string,
    name: string,
    group: PaymentMethodGroup,
    limits: { min?: number; max?: number } = {},
  ) => ({
    code,
    name,
    group,
    providerId: null,
    ...limits,
  });
  return [
    method('blik', 'BLIK', 'blik'),
    method('card', translate(language, 'payments.method.card'), 'card'),
    method('google_pay', 'Google Pay', 'wallet'),
    method('mbank', 'mTransfer (mBank)', 'transfer'),
    method('pko', 'PKO Bank Polski', 'transfer'),
    method('ing', 'ING Bank Śląski', 'transfer'),
    method('pekao', 'Bank Pekao', 'transfer'),
    method('paypo', translate(language, 'payments.method.paypo'), 'pay_later', { min: 4_000, max: 300_000 }),
  ];
}

/** Demo BLIK codes (docs/product-rules.md#payments): 777000–777999 are confirmed, 000000 is declined. */
export const DEMO_BLIK_CONFIRMED = /^777\d{3}$/;
export const DEMO_BLIK_DECLINED = '000000';

const DEMO_CRC_SETTING = 'demo_payment_crc';

/**
 * The demo gateway's signing key: random, created once per database and kept in shop_settings, so
 * notifications cannot be forged even in a demo shop and every process behind a load balancer agrees.
 */
async function demoCrc(db: Db): Promise<string> {
  const read = async () => {
    const [row] = await db
      .select({ value: shopSettings.value })
      .from(shopSettings)
      .where(eq(shopSettings.key, DEMO_CRC_SETTING));
    return typeof row?.value === 'string' ? row.value : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(shopSettings)
    .values({ key: DEMO_CRC_SETTING, value: randomBytes(24).toString('hex') })
    .onConflictDoNothing();
  const created = await read();
  if (!created) throw new Error('demo payment key missing');
  return created;
}

/**
 * The demo gateway (docs/product-rules.md#payments): registering answers our own gateway page; "verify" and "refund" succeed, as a
 * provider that received the money would. Its Pay button sends a notification signed like Przelewy24's.
 */
export function demoGateway(db: Db): PaymentGateway {
  let crc: Promise<string> | undefined;
  return {
    provider: 'demo',
    merchantId: 0,
    posId: 0,
    crc: () => {
      crc ??= demoCrc(db).catch((error) => {
        crc = undefined;
        throw error;
      });
      return crc;
    },
    async register(input) {
      return { token: null, redirectUrl: `/${input.language}/payment/demo/${encodeURIComponent(input.sessionId)}` };
    },
    verify: async () => true,
    lookup: async () => null,
    refund: async () => true,
    // Filtered by the amount in Gateways.offeredMethods, as Przelewy24's own list is.
    methods: async (language) => demoMethods(language),
    // The outcome (confirmed after a moment, or declined) is played by payment-demo.ts; here only the code's shape.
    chargeBlik: async (_token, blikCode) =>
      DEMO_BLIK_CONFIRMED.test(blikCode) || blikCode === DEMO_BLIK_DECLINED
        ? { accepted: true }
        : { accepted: false, errorCode: 28 },
  };
}

/**
 * The gateway new payments use: Przelewy24 when configured; else the demo gateway, but only when DEMO_PAYMENTS
 * switched it on; else none — online payment is then refused (payments.service initiatePayment), so a server
 * deployed without credentials can never let a customer mark their own order paid.
 */
export type Gateways = {
  current: PaymentGateway | undefined;
  of(provider: string): PaymentGateway | undefined;
  /**
   * The current gateway's methods for an amount (grosze; null = any), names in `language`, methods whose limits
   * exclude the amount left out. Przelewy24's answer is kept for METHODS_CACHE_MS per language and amount.
   */
  offeredMethods(language: Locale, amount: number | null): Promise<GatewayMethod[]>;
};

/** How long Przelewy24's list of methods is reused (it changes when a bank has a break, not per request). */
export const METHODS_CACHE_MS = 5 * 60_000;
const METHODS_CACHE_ENTRIES = 500;

export function paymentGateways(config: Config, db: Db, clock: () => Date = () => new Date()): Gateways {
  const p24 = config.przelewy24 ? przelewy24Gateway(config.przelewy24) : undefined;
  const demo = !p24 && config.demoPayments ? demoGateway(db) : undefined;
  const current = p24 ?? demo;
  const cache = new Map<string, { at: number; methods: Promise<GatewayMethod[]> }>();
  return {
    async offeredMethods(language, amount) {
      if (!current) return [];
      const key = `${language}:${amount ?? ''}`;
      const now = clock().getTime();
      let entry = cache.get(key);
      if (!entry || now - entry.at >= METHODS_CACHE_MS) {
        if (cache.size >= METHODS_CACHE_ENTRIES) cache.clear();
        const methods = current.methods(language, amount);
        entry = { at: now, methods };
        cache.set(key, entry);
        // A failed call is not remembered: the next request asks again.
        methods.catch(() => cache.get(key) === entry && cache.delete(key));
      }
      const methods = await entry.methods;
      return methods.filter(
        (m) =>
          amount === null || ((m.min === undefined || amount >= m.min) && (m.max === undefined || amount <= m.max)),
      );
    },
    current,
    // Once Przelewy24 is configured (or the demo switched off), sessions left from the demo can no longer be "paid".
    of: (provider) => (provider === 'przelewy24' ? p24 : provider === 'demo' ? demo : undefined),
  };
}

/**
 * What the start-up log says about payments. With the demo gateway in production that is a warning (anyone can
 * "pay" there); with no gateway at all an error in production (orders can be placed but not paid online).
 */
export function paymentSetup(config: Config): { level: 'info' | 'warn' | 'error'; message: string } {
  const production = config.env === 'production';
  if (config.przelewy24) {
    const where = config.przelewy24.sandbox ? 'sandbox' : 'production';
    return { level: 'info', message: `payments: Przelewy24 (${where}) at ${config.przelewy24.baseUrl}` };
  }
  if (config.demoPayments) {
    return production
      ? {
          level: 'warn',
          message:
            'payments: DEMO gateway on (DEMO_PAYMENTS=true): any customer can mark their own order paid; never take real orders like this',
        }
      : { level: 'info', message: 'payments: demo gateway on (DEMO_PAYMENTS=true)' };
  }
  return {
    level: production ? 'error' : 'warn',
    message:
      'payments: OFF, online payment is refused: Przelewy24 is not configured (P24_MERCHANT_ID, P24_API_KEY, P24_CRC); for a demo shop set DEMO_PAYMENTS=true',
  };
}
