import { z } from 'zod';
import { PhoneField } from './auth';
import { POSTAL_CODE_PATTERN } from './browser-rules';
import { NipField } from './orders';

/**
 * A signed-in customer's address book (docs/product-rules.md#accounts Address book): delivery addresses the
 * checkout offers, one of them the default. The fields and their checks are the checkout's (orders.ts):
 * a Polish address with a 00-000 postal code and a phone the courier can call; company name and NIP are
 * optional and go together (a NIP needs the company's name). Messages are server message keys.
 */

/** At most this many addresses per account: plenty for homes, offices and family, and a bound on the list. */
export const ADDRESS_BOOK_MAX = 20;

const personName = z.string().trim().min(1).max(100);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** Required here (a saved address is a door the courier goes to): "50101" is written "50-101". */
export const AddressPostalCodeField = z
  .string()
  .trim()
  .max(10)
  .transform((v) => (/^\d{5}$/.test(v) ? `${v.slice(0, 2)}-${v.slice(2)}` : v))
  .refine((v) => POSTAL_CODE_PATTERN.test(v), { message: 'orders.postal_code_invalid' });

const addressFields = {
  first_name: personName,
  last_name: personName,
  phone: PhoneField,
  street: z.string().trim().min(1).max(150),
  house: z.string().trim().min(1).max(20),
  apartment: optionalText(20),
  postal_code: AddressPostalCodeField,
  city: z.string().trim().min(1).max(100),
  /** For a company invoice (optional); answered without spaces, dashes or "PL". */
  company_name: optionalText(200),
  nip: NipField.transform((v) => (v === '' ? null : v)).nullish(),
};

/** POST /api/account/addresses. The first address of a book becomes its default whatever `is_default` says. */
export const AddressInput = z.object({ ...addressFields, is_default: z.boolean().optional() }).strict();
export type AddressInput = z.input<typeof AddressInput>;
export type AddressData = z.infer<typeof AddressInput>;

/** PATCH /api/account/addresses/{id}: only the fields sent change. `is_default: true` makes it the default. */
export const AddressPatch = z
  .object({ ...addressFields, is_default: z.literal(true) })
  .partial()
  .strict();
export type AddressPatch = z.infer<typeof AddressPatch>;

export const SavedAddress = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  street: z.string(),
  house: z.string(),
  apartment: z.string().nullable(),
  postal_code: z.string(),
  city: z.string(),
  /** Delivery is within Poland only (docs/product-rules.md#delivery). */
  country: z.literal('PL'),
  company_name: z.string().nullable(),
  nip: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;

/** The default first, then the newest. */
export const AddressBookResponse = z.object({
  data: z.array(SavedAddress),
  meta: z.object({ max: z.number().int() }),
});
export type AddressBookResponse = z.infer<typeof AddressBookResponse>;

/**
 * 201 for a new address; 200 when the same address was already in the book (`created: false`, nothing
 * added), so "save this address" at checkout never makes duplicates.
 */
export const AddressSavedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  created: z.boolean(),
  data: SavedAddress,
});
export type AddressSavedResponse = z.infer<typeof AddressSavedResponse>;

export const AddressDeletedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(SavedAddress),
});
export type AddressDeletedResponse = z.infer<typeof AddressDeletedResponse>;
