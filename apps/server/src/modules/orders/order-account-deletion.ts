import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * What a deleted account leaves on its orders (docs/product-rules.md#accounts): the orders stay, because the
 * accounting and tax rules keep sales records for five years and withdrawals, returns and complaints refer to
 * them — with the buyer's and delivery names and addresses the invoice and the parcel needed. What served only
 * to reach the customer goes: the e-mail becomes a placeholder on the reserved `.invalid` domain (nothing is
 * ever sent there) and the phone is emptied; the link to the account is cut.
 */
export async function anonymiseAccountOrders(tx: Tx, userId: number): Promise<number> {
  const rows = await tx
    .update(orders)
    .set({ email: DELETED_ACCOUNT_EMAIL, phone: '', userId: null })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  return rows.length;
}

/** The e-mail a deleted account's orders keep: an address no mail can reach (RFC 2606 `.invalid`). */
export const DELETED_ACCOUNT_EMAIL = 'usuniete-konto@atelier.invalid';
