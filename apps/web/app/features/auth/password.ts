import type { PASSWORD_MIN_LENGTH as ContractMinimum } from '@atelier/contracts';

/** docs/product-rules.md#accounts: the shop's only password rule (the contract's value, repeated to keep zod out of the browser bundle). */
export const PASSWORD_MIN_LENGTH = 8 satisfies typeof ContractMinimum;

/** docs/product-rules.md#errors: the new password and its confirmation must match. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
