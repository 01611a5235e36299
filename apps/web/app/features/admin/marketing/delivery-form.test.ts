import type { AdminDeliveryMethod } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { methodAsInput, methodFormToInput, methodToForm, parseThreshold } from './delivery-form';

const courier: AdminDeliveryMethod = {
  code: 'courier',
  name_pl: 'Kurier',
  name_en: 'Courier',
  description_pl: 'Dostawa pod drzwi',
  description_en: 'To your door',
  price: 24.99,
  min_days: 1,
  max_days: 2,
  is_active: true,
  position: 2,
};

describe('the delivery method form', () => {
  it('shows the price as it is typed in each language and sends it back as PLN', () => {
    expect(methodToForm(courier, 'pl').price).toBe('24,99');
    expect(methodToForm(courier, 'en').price).toBe('24.99');
    const { input } = methodFormToInput({ ...methodToForm(courier, 'pl'), price: '19,5', max_days: '3' });
    expect(input).toEqual({ ...methodAsInput(courier), price: 19.5, max_days: 3 });
  });

  it('refuses a missing name, a bad price and a longest time shorter than the shortest', () => {
    const { problems } = methodFormToInput({
      ...methodToForm(courier, 'pl'),
      name_en: ' ',
      price: '12,345',
      min_days: '5',
      max_days: '2',
      position: '-1',
    });
    expect(problems).toEqual({ name_en: 'required', price: 'price', max_days: 'daysOrder', position: 'wholeNumber' });
    expect(methodFormToInput({ ...methodToForm(courier, 'pl'), min_days: '61' }).problems).toEqual({
      min_days: 'days',
    });
  });

  it('switches a method off keeping everything else, without its code', () => {
    expect(methodAsInput(courier, { is_active: false })).toEqual({
      name_pl: 'Kurier',
      name_en: 'Courier',
      description_pl: 'Dostawa pod drzwi',
      description_en: 'To your door',
      price: 24.99,
      min_days: 1,
      max_days: 2,
      is_active: false,
      position: 2,
    });
  });

  it('reads the free-delivery threshold in złoty', () => {
    expect(parseThreshold('250')).toBe(250);
    expect(parseThreshold('199,99')).toBe(199.99);
    expect(parseThreshold('0')).toBe(0);
    expect(parseThreshold('-5')).toBeNull();
    expect(parseThreshold('200 000')).toBeNull();
  });
});
