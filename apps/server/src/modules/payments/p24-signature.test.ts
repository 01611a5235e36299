import { describe, expect, it } from 'vitest';
import { notificationSign, refundNotificationSign, registerSign, sameSignature, verifySign } from './p24-signature';

/**
 * Our Przelewy24 signatures against the format Przelewy24 publishes (integrations.md): lowercase hex SHA-384 of
 * a JSON object with exactly the documented keys in the documented order, numbers as numbers, no whitespace.
 * Each expected value is a literal computed outside the app when the test was written, from the JSON text in
 * the comment above it:
 *   printf '%s' '<that JSON>' | openssl dgst -sha384
 * so a change of key order, of a number into a string or of the hash breaks the test — which the app's own
 * function, used on both sides, could never show (the fake Przelewy24 of the other tests shares this file).
 */
const crc = 'a1b2c3d4e5f60718';
const sessionId = 'LB-2026-000042-Qx7';

describe('Przelewy24 signatures', () => {
  it('signs a transaction registration as Przelewy24 computes it', () => {
    // {"sessionId":"LB-2026-000042-Qx7","merchantId":111222,"amount":24900,"currency":"PLN","crc":"a1b2c3d4e5f60718"}
    expect(registerSign({ sessionId, merchantId: 111222, amount: 24900, currency: 'PLN', crc })).toBe(
      'd2fa5ab35f6ea451924fa3b6bc0274697ebc46312dbcb19413c5453c808edc60eccab7b5fe17767f8d1b78efff066e3f',
    );
  });

  it('checks a payment notification as Przelewy24 signs it', () => {
    // {"merchantId":111222,"posId":111222,"sessionId":"LB-2026-000042-Qx7","amount":24900,"originAmount":24900,
    //  "currency":"PLN","orderId":300000123,"methodId":154,"statement":"p24-300000123","crc":"a1b2c3d4e5f60718"}
    const notification = {
      merchantId: 111222,
      posId: 111222,
      sessionId,
      amount: 24900,
      originAmount: 24900,
      currency: 'PLN',
      orderId: 300000123,
      methodId: 154,
      statement: 'p24-300000123',
    };
    const published =
      '38141f9629f921b0cf0241425c6f06213889b9cd78ff3b527fdf4ec5eb1fafacbf0873fbdb8baed0c28b8c0069ca11fd';
    expect(notificationSign({ ...notification, crc })).toBe(published);
    // Received in capitals it is the same signature; one changed character is not.
    expect(sameSignature(notificationSign({ ...notification, crc }), published.toUpperCase())).toBe(true);
    expect(sameSignature(notificationSign({ ...notification, crc }), `${published.slice(0, -1)}0`)).toBe(false);
    expect(sameSignature(notificationSign({ ...notification, amount: 1, crc }), published)).toBe(false);
  });

  it('signs the verification of a payment as Przelewy24 expects it', () => {
    // {"sessionId":"LB-2026-000042-Qx7","orderId":300000123,"amount":24900,"currency":"PLN","crc":"a1b2c3d4e5f60718"}
    expect(verifySign({ sessionId, orderId: 300000123, amount: 24900, currency: 'PLN', crc })).toBe(
      '04426411eb4a7b8aab0bef59aac503c284baccb9a2d5ca8e067926d4fc09c51cda4380ccbae777522354c98718271618',
    );
  });

  it('checks a refund notification as Przelewy24 signs it', () => {
    // {"orderId":300000123,"sessionId":"LB-2026-000042-Qx7","refundsUuid":"9f1c2b3a4d5e6f708192a3b4c5d6e7f8",
    //  "merchantId":111222,"amount":24900,"currency":"PLN","status":1,"crc":"a1b2c3d4e5f60718"}
    expect(
      refundNotificationSign({
        orderId: 300000123,
        sessionId,
        refundsUuid: '9f1c2b3a4d5e6f708192a3b4c5d6e7f8',
        merchantId: 111222,
        amount: 24900,
        currency: 'PLN',
        status: 1,
        crc,
      }),
    ).toBe('0cb6f6217c91999dda2809473469da0a152d429d21c5fc4b9a330325702eb3256899b327484c8abc2cfdbde5268912c5');
  });
});
