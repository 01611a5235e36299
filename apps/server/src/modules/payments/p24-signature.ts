import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Przelewy24 signatures (integrations.md): lowercase hex SHA-384 of a JSON object with exactly these keys in
 * this order, numbers as numbers, no whitespace — which is what JSON.stringify writes. Shared by our
 * adapter, the demo provider and the fake Przelewy24 server of the tests.
 */

function sha384(fields: Record<string, unknown>): string {
  return createHash('sha384').update(JSON.stringify(fields)).digest('hex');
}

export function registerSign(f: {
  sessionId: string;
  merchantId: number;
  amount: number;
  currency: string;
  crc: string;
}) {
  return sha384({
    sessionId: f.sessionId,
    merchantId: f.merchantId,
    amount: f.amount,
    currency: f.currency,
    crc: f.crc,
  });
}

export type NotificationFields = {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
};

export function notificationSign(f: NotificationFields & { crc: string }) {
  return sha384({
    merchantId: f.merchantId,
    posId: f.posId,
    sessionId: f.sessionId,
    amount: f.amount,
    originAmount: f.originAmount,
    currency: f.currency,
    orderId: f.orderId,
    methodId: f.methodId,
    statement: f.statement,
    crc: f.crc,
  });
}

export function verifySign(f: { sessionId: string; orderId: number; amount: number; currency: string; crc: string }) {
  return sha384({ sessionId: f.sessionId, orderId: f.orderId, amount: f.amount, currency: f.currency, crc: f.crc });
}

export function refundNotificationSign(f: {
  orderId: number;
  sessionId: string;
  refundsUuid: string;
  merchantId: number;
  amount: number;
  currency: string;
  status: number;
  crc: string;
}) {
  return sha384({
    orderId: f.orderId,
    sessionId: f.sessionId,
    refundsUuid: f.refundsUuid,
    merchantId: f.merchantId,
    amount: f.amount,
    currency: f.currency,
    status: f.status,
    crc: f.crc,
  });
}

/** Compares a received signature with the expected one in constant time (case-insensitive hex). */
export function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(received.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}
