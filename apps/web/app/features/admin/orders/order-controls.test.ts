import { describe, expect, it } from 'vitest';
import {
  amountFieldValue,
  normaliseTrackingNumber,
  orderControls,
  parseAmount,
  refundAmountProblem,
  trackingNumberProblem,
} from './order-controls';
import { filenameFromDisposition } from './orders-api';

const MANAGER = { ordersWrite: true, paymentsWrite: false };
const ACCOUNTANT = { ordersWrite: false, paymentsWrite: true };
const SUPER_ADMIN = { ordersWrite: true, paymentsWrite: true };

const withdrawal = (id: number, completed: boolean) => ({
  id,
  name: 'Anna Kowalska',
  email: 'anna@example.pl',
  reason: null,
  submitted_at: '2026-11-02T09:00:00.000Z',
  completed_at: completed ? '2026-11-03T09:00:00.000Z' : null,
});

const order = (change: Partial<Parameters<typeof orderControls>[0]> = {}): Parameters<typeof orderControls>[0] => ({
  status: 'in_preparation',
  payment_status: 'paid',
  next_statuses: ['shipped', 'cancelled'],
  withdrawals: [],
  money: { paid: 115, refunded: 0, refundable: 115 },
  ...change,
});

describe('what the order screen offers to whom', () => {
  it('gives the manager the status steps and notes, but no refunds', () => {
    expect(orderControls(order(), MANAGER)).toEqual({
      transitions: ['shipped', 'cancelled'],
      shippingWaitsForPayment: false,
      canRefund: false,
      canAddNote: true,
      withdrawalsToComplete: [],
      readOnly: false,
    });
  });

  it('gives the accountant refunds only, and the super admin everything', () => {
    expect(orderControls(order(), ACCOUNTANT)).toMatchObject({
      transitions: [],
      canRefund: true,
      canAddNote: false,
      shippingWaitsForPayment: false,
    });
    expect(orderControls(order(), SUPER_ADMIN)).toMatchObject({
      transitions: ['shipped', 'cancelled'],
      canRefund: true,
    });
    expect(orderControls(order(), { ordersWrite: false, paymentsWrite: false }).readOnly).toBe(true);
  });

  it('explains that an unpaid order ships only once paid, and refunds nothing that was not paid', () => {
    const unpaid = order({
      payment_status: 'pending',
      next_statuses: ['cancelled'],
      money: { paid: 0, refunded: 0, refundable: 0 },
    });
    expect(orderControls(unpaid, SUPER_ADMIN)).toMatchObject({
      transitions: ['cancelled'],
      shippingWaitsForPayment: true,
      canRefund: false,
    });
  });

  it('offers the open withdrawals of a delivered order, never the completed ones', () => {
    const delivered = order({
      status: 'delivered',
      next_statuses: [],
      withdrawals: [withdrawal(1, true), withdrawal(2, false)],
    });
    expect(orderControls(delivered, MANAGER).withdrawalsToComplete.map((w) => w.id)).toEqual([2]);
    expect(orderControls(delivered, ACCOUNTANT).withdrawalsToComplete).toEqual([]);
    const shipped = order({ status: 'shipped', next_statuses: ['delivered'], withdrawals: [withdrawal(3, false)] });
    expect(orderControls(shipped, MANAGER)).toMatchObject({ transitions: ['delivered'], withdrawalsToComplete: [] });
  });
});

describe('tracking numbers and amounts as staff type them', () => {
  it('keeps tracking numbers as the server does and says what is wrong', () => {
    expect(normaliseTrackingNumber(' 680012345678901234567890 ')).toBe('680012345678901234567890');
    expect(normaliseTrackingNumber('inp-000111')).toBe('INP-000111');
    expect(trackingNumberProblem('   ')).toBe('required');
    expect(trackingNumberProblem('ab#1', 'other')).toBe('invalid');
    expect(trackingNumberProblem('abc', 'other')).toBe('invalid');
    expect(trackingNumberProblem('INP-000111', 'other')).toBeNull();
    // Spaces are refused, not removed; each carrier has its shape (docs/product-rules.md#tracking).
    expect(trackingNumberProblem('6800 1234')).toBe('spaces');
    expect(trackingNumberProblem('6800123456789012')).toBe('shape');
    expect(trackingNumberProblem('680012345678901234567890')).toBeNull();
    expect(trackingNumberProblem('RR123456789PL', 'poczta_polska')).toBeNull();
    expect(trackingNumberProblem('RR123456789PL', 'dpd')).toBe('shape');
  });

  it('reads Polish and English amounts and refuses anything but a positive two-decimal sum', () => {
    expect(parseAmount('49,99')).toBe(49.99);
    expect(parseAmount('49.99')).toBe(49.99);
    expect(parseAmount('1 249,00 zł')).toBe(1249);
    expect(parseAmount('1\u00a0249,5')).toBe(1249.5);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('10,005')).toBeNull();
    expect(parseAmount('dziesięć')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('checks a refund against what is left and pre-fills the field in the page language', () => {
    expect(refundAmountProblem('150,01', 150.01)).toBeNull();
    expect(refundAmountProblem('150,02', 150.01)).toBe('over');
    expect(refundAmountProblem('abc', 150.01)).toBe('amount');
    expect(amountFieldValue(150.01, 'pl')).toBe('150,01');
    expect(amountFieldValue(1249, 'en')).toBe('1249.00');
  });
});

describe('CSV file names', () => {
  it('takes the server’s file name and never a path', () => {
    expect(filenameFromDisposition('attachment; filename="zamowienia-2026-11-02.csv"', 'x.csv')).toBe(
      'zamowienia-2026-11-02.csv',
    );
    expect(filenameFromDisposition("attachment; filename*=UTF-8''p%C5%82atno%C5%9Bci.csv", 'x.csv')).toBe(
      'płatności.csv',
    );
    expect(filenameFromDisposition('attachment; filename="../etc/passwd"', 'x.csv')).toBe('x.csv');
    expect(filenameFromDisposition(null, 'platnosci.csv')).toBe('platnosci.csv');
  });
});
