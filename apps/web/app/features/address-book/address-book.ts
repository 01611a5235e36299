import type {
  AddressBookResponse,
  AddressDeletedResponse,
  AddressInput,
  AddressSavedResponse,
  SavedAddress,
} from '@atelier/contracts';
import { api } from '~/lib/api';
import { type AddressProblem, type CheckoutAddress, checkAddress } from '../checkout/address';

/**
 * The address book (docs/product-rules.md#accounts Address book) as the account page and the checkout use it:
 * the API calls, and conversions between a saved address and the checkout's address form, whose checks
 * (checkout/address.ts) the book's form reuses — the server checks the same rules again.
 */

/** The fields of the checkout's form a saved address holds (the e-mail is the account's). */
export const BOOK_FIELDS = [
  'name',
  'surname',
  'phone',
  'street',
  'house',
  'apartment',
  'postal_code',
  'city',
  'company',
  'nip',
] as const satisfies readonly (keyof CheckoutAddress)[];
export type BookField = (typeof BOOK_FIELDS)[number];
export type BookAddress = Pick<CheckoutAddress, BookField>;

/** The API's field names of the form's fields, to put the server's messages next to them. */
export const API_FIELD: Record<string, BookField> = {
  first_name: 'name',
  last_name: 'surname',
  phone: 'phone',
  street: 'street',
  house: 'house',
  apartment: 'apartment',
  postal_code: 'postal_code',
  city: 'city',
  company_name: 'company',
  nip: 'nip',
};

export function emptyBookAddress(): BookAddress {
  return {
    name: '',
    surname: '',
    phone: '',
    street: '',
    house: '',
    apartment: '',
    postal_code: '',
    city: '',
    company: '',
    nip: '',
  };
}

export function fromSaved(saved: SavedAddress): BookAddress {
  return {
    name: saved.first_name,
    surname: saved.last_name,
    phone: saved.phone,
    street: saved.street,
    house: saved.house,
    apartment: saved.apartment ?? '',
    postal_code: saved.postal_code,
    city: saved.city,
    company: saved.company_name ?? '',
    nip: saved.nip ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function toInput(address: BookAddress): AddressInput {
  return {
    first_name: address.name.trim(),
    last_name: address.surname.trim(),
    phone: address.phone.trim(),
    street: address.street.trim(),
    house: address.house.trim(),
    apartment: orNull(address.apartment),
    postal_code: address.postal_code.trim(),
    city: address.city.trim(),
    company_name: orNull(address.company),
    nip: orNull(address.nip),
  };
}

/** The checkout's checks on the book's fields (the account's e-mail stands in for the one the book has not). */
export function checkBookAddress(address: BookAddress): Partial<Record<BookField, AddressProblem>> {
  const problems = checkAddress({ ...address, email: 'konto@atelier.pl', country: 'PL' });
  const found: Partial<Record<BookField, AddressProblem>> = {};
  for (const field of BOOK_FIELDS) if (problems[field]) found[field] = problems[field];
  return found;
}

/** "ul. Ruska 46/2, 50-079 Wrocław": how a saved address is named in buttons and dialogs. */
export function addressLine(saved: Pick<SavedAddress, 'street' | 'house' | 'apartment' | 'postal_code' | 'city'>) {
  const number = saved.apartment ? `${saved.house}/${saved.apartment}` : saved.house;
  return `${saved.street} ${number}, ${saved.postal_code} ${saved.city}`;
}

export const addressBookApi = {
  list: () => api.get<AddressBookResponse>('/api/account/addresses'),
  add: (input: AddressInput) => api.post<AddressSavedResponse>('/api/account/addresses', input),
  change: (id: number, input: Partial<AddressInput>) =>
    api.patch<AddressSavedResponse>(`/api/account/addresses/${id}`, input),
  makeDefault: (id: number) => api.post<AddressSavedResponse>(`/api/account/addresses/${id}/default`),
  remove: (id: number) => api.delete<AddressDeletedResponse>(`/api/account/addresses/${id}`),
};
