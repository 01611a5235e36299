import { ADDRESS_BOOK_MAX, type AddressData, type AddressPatch, type SavedAddress } from '@atelier/contracts';
import type { Db, Tx } from '../../db/client';
import type { CustomerAddress } from '../../db/schema';
import { DomainError, NotFound, Unauthorized, ValidationFailed } from '../../errors';
import {
  type AddressValues,
  clearOtherDefaults,
  deleteAddress,
  findAddresses,
  findOwnAddress,
  insertAddress,
  lockAddressBook,
  updateAddress,
} from './address-book.repository';

/**
 * A signed-in customer's address book (docs/product-rules.md#accounts Address book): at most ADDRESS_BOOK_MAX
 * delivery addresses, exactly one of them the default while the book holds any. Each change runs in one
 * transaction under the customer's row lock, so the limit and the single default hold under concurrent requests.
 */

export type AddressBookContext = { db: Db; now: Date };

type Fields = Omit<AddressData, 'is_default'>;

const fieldsOf = (row: CustomerAddress): Required<Fields> => ({
  first_name: row.firstName,
  last_name: row.lastName,
  phone: row.phone,
  street: row.street,
  house: row.house,
  apartment: row.apartment,
  postal_code: row.postalCode,
  city: row.city,
  company_name: row.companyName,
  nip: row.nip,
});

export function presentAddress(row: CustomerAddress): SavedAddress {
  return {
    id: row.id,
    ...fieldsOf(row),
    country: 'PL',
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listAddresses(ctx: AddressBookContext, userId: number): Promise<SavedAddress[]> {
  return (await findAddresses(ctx.db, userId)).map(presentAddress);
}

function toValues(data: Fields): AddressValues {
  return {
    firstName: data.first_name,
    lastName: data.last_name,
    phone: data.phone,
    street: data.street,
    house: data.house,
    apartment: data.apartment ?? null,
    postalCode: data.postal_code,
    city: data.city,
    companyName: data.company_name ?? null,
    nip: data.nip ?? null,
  };
}

/** The same door and the same person: what makes a second copy pointless. */
function sameAddress(row: CustomerAddress, data: Fields): boolean {
  const a = toValues(fieldsOf(row));
  const b = toValues(data);
  return (Object.keys(a) as (keyof AddressValues)[]).every(
    (key) => String(a[key] ?? '').toLowerCase() === String(b[key] ?? '').toLowerCase(),
  );
}

/** A NIP is printed on an invoice beside the company's name, so one is not kept without the other. */
function checkCompany(data: Fields): void {
  if (data.nip && !data.company_name) throw new ValidationFailed({ company_name: ['invoices.company_required'] });
}

async function inLockedBook<T>(ctx: AddressBookContext, userId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockAddressBook(tx, userId))) throw new Unauthorized();
    return work(tx);
  });
}

async function makeDefault(tx: Tx, ctx: AddressBookContext, row: CustomerAddress): Promise<CustomerAddress> {
  if (row.isDefault) return row;
  await clearOtherDefaults(tx, row.userId, row.id);
  return updateAddress(tx, row.id, { isDefault: true }, ctx.now);
}

/**
 * Adds an address. The same address already in the book is answered instead of a copy (`created: false`);
 * the first address of a book is its default, a later one when `is_default` asks for it.
 */
export async function addAddress(
  ctx: AddressBookContext,
  userId: number,
  data: AddressData,
): Promise<{ created: boolean; address: SavedAddress }> {
  checkCompany(data);
  return inLockedBook(ctx, userId, async (tx) => {
    const book = await findAddresses(tx, userId);
    const existing = book.find((row) => sameAddress(row, data));
    if (existing) {
      const kept = data.is_default ? await makeDefault(tx, ctx, existing) : existing;
      return { created: false, address: presentAddress(kept) };
    }
    if (book.length >= ADDRESS_BOOK_MAX) {
      throw new DomainError(422, 'address_book_full', 'addresses.full', { max: ADDRESS_BOOK_MAX });
    }
    const isDefault = book.length === 0 || data.is_default === true;
    if (isDefault && book.length > 0) await clearOtherDefaults(tx, userId, 0);
    const row = await insertAddress(tx, userId, { ...toValues(data), isDefault }, ctx.now);
    return { created: true, address: presentAddress(row) };
  });
}

/** Changes the fields sent; `is_default: true` also makes it the default. Another customer's id is 404. */
export async function changeAddress(
  ctx: AddressBookContext,
  userId: number,
  id: number,
  patch: AddressPatch,
): Promise<SavedAddress> {
  return inLockedBook(ctx, userId, async (tx) => {
    const row = await findOwnAddress(tx, userId, id);
    if (!row) throw new NotFound('addresses.not_found');
    const { is_default: wantsDefault, ...changes } = patch;
    const merged: Fields = { ...fieldsOf(row), ...changes };
    checkCompany(merged);
    let updated = await updateAddress(tx, id, toValues(merged), ctx.now);
    if (wantsDefault) updated = await makeDefault(tx, ctx, updated);
    return presentAddress(updated);
  });
}

export async function setDefaultAddress(ctx: AddressBookContext, userId: number, id: number): Promise<SavedAddress> {
  return inLockedBook(ctx, userId, async (tx) => {
    const row = await findOwnAddress(tx, userId, id);
    if (!row) throw new NotFound('addresses.not_found');
    return presentAddress(await makeDefault(tx, ctx, row));
  });
}

/** Removes the address; when it was the default, the newest of the others takes its place. Answers the book. */
export async function removeAddress(ctx: AddressBookContext, userId: number, id: number): Promise<SavedAddress[]> {
  return inLockedBook(ctx, userId, async (tx) => {
    const row = await findOwnAddress(tx, userId, id);
    if (!row) throw new NotFound('addresses.not_found');
    await deleteAddress(tx, id);
    const rest = await findAddresses(tx, userId);
    const [next] = rest;
    if (row.isDefault && next) {
      rest[0] = await updateAddress(tx, next.id, { isDefault: true }, ctx.now);
    }
    return rest.map(presentAddress);
  });
}
