import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { type CustomerAddress, customerAddresses, users } from '../../db/schema';

/** The default first, then the newest. */
export function findAddresses(db: DbOrTx, userId: number): Promise<CustomerAddress[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), desc(customerAddresses.id));
}

/** The customer's address with this id; another customer's is not found. */
export async function findOwnAddress(db: DbOrTx, userId: number, id: number): Promise<CustomerAddress | undefined> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)));
  return row;
}

/**
 * Changes to one customer's book wait for each other on the customer's row: the limit is counted and the
 * single default kept without two requests racing past each other. Answers false when the account is gone.
 */
export async function lockAddressBook(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export type AddressValues = Omit<typeof customerAddresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export async function insertAddress(tx: Tx, userId: number, values: AddressValues, now: Date) {
  const [row] = await tx
    .insert(customerAddresses)
    .values({ ...values, userId, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function updateAddress(tx: Tx, id: number, values: Partial<AddressValues>, now: Date) {
  const [row] = await tx
    .update(customerAddresses)
    .set({ ...values, updatedAt: now })
    .where(eq(customerAddresses.id, id))
    .returning();
  return row;
}

/** Takes the default away from every other address of the customer (before giving it to `id`). */
export async function clearOtherDefaults(tx: Tx, userId: number, id: number): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(
      and(eq(customerAddresses.userId, userId), ne(customerAddresses.id, id), eq(customerAddresses.isDefault, true)),
    );
}

export async function deleteAddress(tx: Tx, id: number): Promise<void> {
  await tx.delete(customerAddresses).where(eq(customerAddresses.id, id));
}
