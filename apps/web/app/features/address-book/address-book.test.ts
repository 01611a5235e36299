import { AddressInput, type SavedAddress } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { addressLine, checkBookAddress, emptyBookAddress, fromSaved, toInput } from './address-book';

const saved: SavedAddress = {
  id: 7,
  first_name: 'Zofia',
  last_name: 'Łęcka',
  phone: '+48 600 100 200',
  street: 'al. Grunwaldzka',
  house: '100',
  apartment: null,
  postal_code: '80-244',
  city: 'Gdańsk',
  country: 'PL',
  company_name: 'Pracownia Łęcka sp. z o.o.',
  nip: '5260250274',
  is_default: true,
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
};

describe('the address book in the browser', () => {
  it('turns a saved address into the form and back into what the API accepts', () => {
    const form = fromSaved(saved);
    expect(form).toMatchObject({ name: 'Zofia', surname: 'Łęcka', apartment: '', company: saved.company_name });
    const input = toInput(form);
    expect(input).toMatchObject({ first_name: 'Zofia', apartment: null, nip: '5260250274' });
    expect(AddressInput.safeParse(input).success).toBe(true);
  });

  it('checks the fields with the checkout’s rules', () => {
    expect(checkBookAddress(fromSaved(saved))).toEqual({});
    const problems = checkBookAddress({ ...emptyBookAddress(), postal_code: '8-0244', name: 'Zofia' });
    expect(problems).toMatchObject({ surname: 'required', street: 'required', postal_code: 'postalCode' });
    expect(problems.name).toBeUndefined();
    expect(checkBookAddress({ ...fromSaved(saved), company: '' }).company).toBe('nipWithoutCompany');
  });

  it('names an address in one line, with the flat after the house number', () => {
    expect(addressLine(saved)).toBe('al. Grunwaldzka 100, 80-244 Gdańsk');
    expect(addressLine({ ...saved, apartment: '3' })).toBe('al. Grunwaldzka 100/3, 80-244 Gdańsk');
  });
});
