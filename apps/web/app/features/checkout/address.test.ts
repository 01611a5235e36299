import { describe, expect, it } from 'vitest';
import {
  type CheckoutAddress,
  checkAddress,
  emptyAddress,
  formatPostalCode,
  isValidNip,
  isValidPhone,
  nipDigits,
} from './address';

const filled: CheckoutAddress = {
  ...emptyAddress('ala@example.pl'),
  name: 'Ala',
  surname: 'Kowalska',
  city: 'Wrocław',
  street: 'Ruska',
  house: '12',
  phone: '600 100 200',
  postal_code: '50-079',
};

describe('the checkout address rules', () => {
  it('accepts a complete address with the optional fields left empty', () => {
    expect(checkAddress(filled)).toEqual({});
  });

  it('names every required field that is empty or blank', () => {
    const problems = checkAddress({ ...emptyAddress(), country: '', apartment: '', name: '   ' });
    expect(problems).toEqual({
      name: 'required',
      surname: 'required',
      email: 'required',
      country: 'required',
      city: 'required',
      street: 'required',
      house: 'required',
      phone: 'required',
      postal_code: 'required',
    });
  });

  it('wants the postal code as 00-000', () => {
    expect(checkAddress({ ...filled, postal_code: '50079' }).postal_code).toBe('postalCode');
    expect(checkAddress({ ...filled, postal_code: '50-79' }).postal_code).toBe('postalCode');
    expect(checkAddress({ ...filled, postal_code: 'AB-123' }).postal_code).toBe('postalCode');
    expect(checkAddress({ ...filled, postal_code: ' 50-079 ' }).postal_code).toBeUndefined();
  });

  it('checks the e-mail address shape', () => {
    expect(checkAddress({ ...filled, email: 'ala@example' }).email).toBe('email');
    expect(checkAddress({ ...filled, email: 'ala example.pl' }).email).toBe('email');
  });

  it('refuses over-long values instead of letting the server cut them', () => {
    expect(checkAddress({ ...filled, city: 'W'.repeat(101) }).city).toBe('tooLong');
  });
});

describe('phone numbers', () => {
  it('accepts nine Polish digits, with or without +48 and separators', () => {
    for (const phone of ['600100200', '600 100 200', '+48 600 100 200', '0048600100200', '(71) 344-55-66']) {
      expect(isValidPhone(phone), phone).toBe(true);
    }
  });

  it('accepts a foreign number written with its + prefix', () => {
    expect(isValidPhone('+49 151 2345 6789')).toBe(true);
  });

  it('refuses too few or too many digits and letters', () => {
    for (const phone of ['60010020', '6001002001', '+48 600 100', '+1 23', 'sześćset', '600-100-20x']) {
      expect(isValidPhone(phone), phone).toBe(false);
    }
  });
});

describe('NIP for an invoice', () => {
  it('accepts a NIP whose check digit is right, written in any usual way', () => {
    expect(isValidNip('5260250274')).toBe(true);
    expect(isValidNip('526-025-02-74')).toBe(true);
    expect(isValidNip('PL 526 025 02 74')).toBe(true);
    expect(nipDigits('PL526-025-02-74')).toBe('5260250274');
  });

  it('refuses a wrong check digit, a check sum of 10 and the wrong length', () => {
    expect(isValidNip('5260250275')).toBe(false);
    expect(isValidNip('1234567890')).toBe(false);
    expect(isValidNip('526025027')).toBe(false);
  });

  it('is optional, but a given NIP must be valid and come with a company name', () => {
    expect(checkAddress({ ...filled, nip: '5260250275', company: 'Pracownia' }).nip).toBe('nip');
    expect(checkAddress({ ...filled, nip: '5260250274' }).company).toBe('nipWithoutCompany');
    expect(checkAddress({ ...filled, nip: '5260250274', company: 'Pracownia sp. z o.o.' })).toEqual({});
    expect(checkAddress({ ...filled, company: 'Pracownia' })).toEqual({});
  });
});

describe('postal code typing help', () => {
  it('puts the hyphen into five digits and leaves anything else alone', () => {
    expect(formatPostalCode('50079')).toBe('50-079');
    expect(formatPostalCode('50 079')).toBe('50-079');
    expect(formatPostalCode('5007')).toBe('5007');
    expect(formatPostalCode('50-079')).toBe('50-079');
  });
});
