import type { AdminCoupon } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { couponAsInput, couponFormToInput, couponState, couponToForm, emptyCouponForm } from './coupon-form';

const coupon = (change: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id: 7,
  code: 'JESIEN50',
  type: 'fixed',
  value: 50,
  min_order_total: 300,
  starts_at: '2026-10-01T08:15:00.000Z',
  expires_at: '2026-12-01T10:00:00.000Z',
  usage_limit: 100,
  per_customer_limit: 1,
  first_order_only: false,
  category_ids: [3],
  product_ids: [11, 12],
  is_active: true,
  description_pl: 'Jesienny rabat',
  description_en: 'Autumn discount',
  used: 4,
  created_at: '2026-09-30T10:00:00.000Z',
  ...change,
});

describe('the promo code form', () => {
  it('turns a new percentage code into the API input: upper-cased, dates at Warsaw midnight', () => {
    const outcome = couponFormToInput({
      ...emptyCouponForm(),
      code: ' zima15 ',
      value: '15',
      starts_at: '2026-12-01',
      expires_at: '2026-12-31',
      usage_limit: '200',
    });
    expect(outcome.input).toMatchObject({
      code: 'ZIMA15',
      type: 'percent',
      value: 15,
      min_order_total: null,
      // Valid through 31 December: it expires at the midnight that starts 1 January.
      starts_at: '2026-12-01T00:00:00+01:00',
      expires_at: '2027-01-01T00:00:00+01:00',
      usage_limit: 200,
      per_customer_limit: null,
      product_ids: [],
      is_active: true,
    });
  });

  it('names each problem on its own field before asking the server', () => {
    const outcome = couponFormToInput({
      ...emptyCouponForm(),
      code: 'ZŁOTO 10',
      value: '150',
      min_order_total: 'abc',
      usage_limit: '0',
      per_customer_limit: '1.5',
      starts_at: '2026-12-10',
      expires_at: '2026-12-01',
    });
    expect(outcome.problems).toEqual({
      code: 'codeFormat',
      value: 'percent',
      min_order_total: 'price',
      usage_limit: 'positiveWhole',
      per_customer_limit: 'positiveWhole',
      expires_at: 'endBeforeStart',
    });
    expect(couponFormToInput({ ...emptyCouponForm(), code: '' }).problems).toMatchObject({
      code: 'required',
      value: 'required',
    });
    expect(couponFormToInput({ ...emptyCouponForm(), code: 'AB12', type: 'fixed', value: '0' }).problems).toEqual({
      value: 'amount',
    });
  });

  it('needs no value for free delivery and accepts a Polish decimal comma for amounts', () => {
    expect(couponFormToInput({ ...emptyCouponForm(), code: 'DOSTAWA0', type: 'free_shipping' }).input?.value).toBe(0);
    const fixed = couponFormToInput({
      ...emptyCouponForm(),
      code: 'MINUS25',
      type: 'fixed',
      value: '24,99',
      min_order_total: '1 500',
    });
    expect(fixed.input).toMatchObject({ value: 24.99, min_order_total: 1500 });
  });

  it('keeps the exact start and end and the product restriction when an edit leaves them alone', () => {
    const original = coupon();
    const form = couponToForm(original, 'pl');
    expect(form).toMatchObject({
      value: '50,00',
      min_order_total: '300,00',
      starts_at: '2026-10-01',
      expires_at: '2026-12-01',
      usage_limit: '100',
    });
    const same = couponFormToInput(form, original).input;
    expect(same).toMatchObject({
      starts_at: original.starts_at,
      expires_at: original.expires_at,
      product_ids: [11, 12],
      category_ids: [3],
    });
    const longer = couponFormToInput({ ...form, expires_at: '2026-12-24' }, original).input;
    expect(longer?.expires_at).toBe('2026-12-25T00:00:00+01:00');
    expect(longer?.starts_at).toBe(original.starts_at);
  });

  it('switches a code off without touching anything else', () => {
    const input = couponAsInput(coupon(), { is_active: false });
    expect(input).toMatchObject({ code: 'JESIEN50', value: 50, is_active: false, product_ids: [11, 12] });
    expect(input).not.toHaveProperty('used');
    expect(input).not.toHaveProperty('id');
  });

  it('tells where a code stands today', () => {
    const now = new Date('2026-11-04T12:00:00Z');
    expect(couponState(coupon(), now)).toBe('active');
    expect(couponState(coupon({ is_active: false }), now)).toBe('inactive');
    expect(couponState(coupon({ expires_at: '2026-11-01T00:00:00Z' }), now)).toBe('expired');
    expect(couponState(coupon({ starts_at: '2026-11-10T00:00:00Z' }), now)).toBe('scheduled');
    expect(couponState(coupon({ used: 100 }), now)).toBe('usedUp');
    expect(couponState(coupon({ expires_at: null, usage_limit: null }), now)).toBe('active');
  });
});
