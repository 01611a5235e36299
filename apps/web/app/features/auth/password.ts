import type { PASSWORD_MIN_LENGTH as ContractMinimum } from '@atelier/contracts';

/** D6: the shop's only password rule (the contract's value, repeated to keep zod out of the browser bundle). */
export const PASSWORD_MIN_LENGTH = 8 satisfies typeof ContractMinimum;

/** Spec §5: the new password and its confirmation must match. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
