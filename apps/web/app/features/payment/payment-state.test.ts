import { describe, expect, it } from 'vitest';
import {
  groupMethods,
  isBlikCode,
  isSettled,
  logoSource,
  normaliseBlikCode,
  type PaymentStatus,
  paymentScreen,
} from './payment-state';

const pending: PaymentStatus = {
  order_id: 7,
  order_number: 'LB-2026-000007',
  status: 'in_preparation',
  payment_status: 'pending',
  outcome: 'processing',
  total_amount: 364,
  can_retry: true,
  attempt: null,
};

const attempt = (
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired',
  method_code: string | null = null,
) => ({
  session_id: 's1',
  method_code,
  status,
  created_at: '2026-11-26T10:00:00Z',
});

describe('the payment screen and its outcomes', () => {
  it('offers to pay an order with no attempt yet', () => {
    expect(paymentScreen(pending)).toBe('select');
    expect(isSettled('select')).toBe(true);
  });

  it('waits for a redirect payment (which may be abandoned) and for a BLIK code sent from this page', () => {
    expect(paymentScreen({ ...pending, attempt: attempt('pending') })).toBe('processing');
    expect(paymentScreen({ ...pending, attempt: attempt('pending', 'blik') }, true)).toBe('blikWaiting');
    expect(isSettled('processing')).toBe(false);
    expect(isSettled('blikWaiting')).toBe(false);
  });

  it('reads failed, expired and cancelled attempts at once, however recent', () => {
    expect(paymentScreen({ ...pending, attempt: attempt('failed', 'blik') }, true)).toBe('failed');
    expect(paymentScreen({ ...pending, attempt: attempt('expired', 'blik') }, true)).toBe('expired');
    expect(paymentScreen({ ...pending, attempt: attempt('cancelled') })).toBe('cancelled');
    for (const screen of ['failed', 'expired', 'cancelled'] as const) expect(isSettled(screen)).toBe(true);
  });

  it('shows success once paid, by the order or by the attempt', () => {
    expect(paymentScreen({ ...pending, payment_status: 'paid', outcome: 'success' })).toBe('success');
    expect(paymentScreen({ ...pending, attempt: attempt('paid', 'blik') }, true)).toBe('success');
  });

  it('falls back on the first version’s outcome when no attempt is reported', () => {
    const { attempt: _, ...firstVersion } = pending;
    expect(paymentScreen({ ...firstVersion, payment_status: 'failed', outcome: 'failed' })).toBe('failed');
    expect(paymentScreen({ ...firstVersion, payment_status: 'cancelled', outcome: 'cancelled' })).toBe('cancelled');
  });

  it('says so when the order itself was cancelled or the payment refunded', () => {
    expect(paymentScreen({ ...pending, status: 'cancelled', outcome: 'cancelled', can_retry: false })).toBe(
      'orderCancelled',
    );
    expect(paymentScreen({ ...pending, status: 'cancelled', payment_status: 'refunded', outcome: 'cancelled' })).toBe(
      'refunded',
    );
  });
});

describe('the BLIK code field', () => {
  it('keeps the digits of a typed or pasted code, at most six', () => {
    expect(normaliseBlikCode('777 123')).toBe('777123');
    expect(normaliseBlikCode('777-123')).toBe('777123');
    expect(normaliseBlikCode(' 777\u00a0123 ')).toBe('777123');
    expect(normaliseBlikCode('7771234')).toBe('777123');
    expect(normaliseBlikCode('abc')).toBe('');
  });

  it('accepts exactly six digits', () => {
    expect(isBlikCode('777123')).toBe(true);
    expect(isBlikCode('77712')).toBe(false);
    expect(isBlikCode('')).toBe(false);
  });
});

describe('the methods list', () => {
  it('orders the groups BLIK, card, wallet, transfer, pay later and drops empty ones', () => {
    const groups = groupMethods([
      { code: 'paypo', name: 'PayPo', group: 'pay_later' },
      { code: 'mbank', name: 'mBank', group: 'transfer' },
      { code: 'card', name: 'Karta', group: 'card' },
      { code: 'blik', name: 'BLIK', group: 'blik' },
    ]);
    expect(groups.map((entry) => entry.group)).toEqual(['blik', 'card', 'transfer', 'pay_later']);
  });
});

describe('method logos', () => {
  it('shows our own paths only (the CSP allows images from this site)', () => {
    expect(logoSource('/images/blik.svg')).toBe('/images/blik.svg');
    expect(logoSource('https://fake-p24.example/img/181.png')).toBeNull();
    expect(logoSource('//evil.example/x.png')).toBeNull();
    expect(logoSource(undefined)).toBeNull();
  });
});
