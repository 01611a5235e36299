import { isValidNip as nipChecksumMatches, POSTAL_CODE_PATTERN } from '@atelier/contracts/browser-rules';

/**
 * The checkout's address form (docs/product-rules.md#api-contract Checkout form, docs/product-rules.md#errors checkout rules) and its checks, kept pure so they
 * are tested without a browser. The server checks the same rules again; these only save a round trip and
 * put each message next to its field before anything is sent.
 */

export interface CheckoutAddress {
  name: string;
  surname: string;
  email: string;
  /** Delivery is within Poland only (docs/product-rules.md#delivery): always `PL`. */
  country: string;
  city: string;
  street: string;
  house: string;
  apartment: string;
  phone: string;
  postal_code: string;
  /** Company name and NIP are optional and only for an invoice. */
  company: string;
  nip: string;
}

export type AddressField = keyof CheckoutAddress;

/** docs/product-rules.md#errors: these must be filled; apartment, company, NIP and notes may stay empty. */
export const REQUIRED_FIELDS = [
  'name',
  'surname',
  'email',
  'country',
  'city',
  'street',
  'house',
  'phone',
  'postal_code',
] as const satisfies readonly AddressField[];

/** As the `pattern` attribute of the input (no slashes or anchors). */
export const POSTAL_CODE_INPUT_PATTERN = '\\d{2}-\\d{3}';

export const FIELD_MAX_LENGTH: Record<AddressField, number> = {
  name: 100,
  surname: 100,
  email: 254,
  country: 2,
  city: 100,
  street: 150,
  house: 20,
  apartment: 20,
  phone: 30,
  postal_code: 6,
  company: 200,
  nip: 16,
};

export const NOTES_MAX_LENGTH = 1000;

export function emptyAddress(email = ''): CheckoutAddress {
  return {
    name: '',
    surname: '',
    email,
    country: 'PL',
    city: '',
    street: '',
    house: '',
    apartment: '',
    phone: '',
    postal_code: '',
    company: '',
    nip: '',
  };
}

/** Translation keys of the messages under `checkout.errors`. */
export type AddressProblem = 'required' | 'email' | 'phone' | 'postalCode' | 'nip' | 'nipWithoutCompany' | 'tooLong';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address worth telling the cart about (the server checks it properly). */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * A phone number the courier can call: nine Polish digits (optionally after +48 / 0048), or a foreign
 * number written with its + prefix; spaces, hyphens and brackets may separate the digits.
 */
export function isValidPhone(value: string): boolean {
  const text = value.trim();
  if (!/^\+?[0-9 ()-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  if (/^(00)?48\d{9}$/.test(digits) || /^\d{9}$/.test(digits)) return true;
  return text.startsWith('+') && !digits.startsWith('48') && digits.length >= 7 && digits.length <= 15;
}

/** `PL 123-456-32-18` → `1234563218`: the ten digits a NIP is made of, or null when it is not that shape. */
export function nipDigits(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '').replace(/^PL/i, '');
  return /^\d{10}$/.test(compact) ? compact : null;
}

/** The NIP's check digit (the same rule as the server's): weighted sum of nine digits modulo 11. */
export function isValidNip(value: string): boolean {
  const digits = nipDigits(value);
  return digits !== null && nipChecksumMatches(digits);
}

/** What is wrong with each field (empty when nothing), in the form's order. */
export function checkAddress(address: CheckoutAddress): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of REQUIRED_FIELDS) {
    if (!address[field].trim()) problems[field] = 'required';
  }
  for (const field of Object.keys(FIELD_MAX_LENGTH) as AddressField[]) {
    if (!problems[field] && address[field].trim().length > FIELD_MAX_LENGTH[field]) problems[field] = 'tooLong';
  }
  if (!problems.email && !EMAIL_PATTERN.test(address.email.trim())) problems.email = 'email';
  if (!problems.phone && !isValidPhone(address.phone)) problems.phone = 'phone';
  if (!problems.postal_code && !POSTAL_CODE_PATTERN.test(address.postal_code.trim())) {
    problems.postal_code = 'postalCode';
  }
  if (address.nip.trim() && !problems.nip && !isValidNip(address.nip)) problems.nip = 'nip';
  if (address.nip.trim() && !problems.nip && !address.company.trim()) problems.company = 'nipWithoutCompany';
  return problems;
}

/**
 * Helps while typing a postal code: five digits become `00-000`. Anything else is left as typed, so the
 * person can still correct it.
 */
export function formatPostalCode(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 5 && /^[\d\s-]+$/.test(value.trim())) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return value;
}
