import { describe, expect, it } from 'vitest';
import { isSettled, type PaymentStatus, paymentScreen } from './payment-state';

const pending: PaymentStatus = {
  order_id: 7,
  order_number: 'LB-2026-000007',
  status: 'in_preparation',
  payment_status: 'pending',
  outcome: 'processing',
  total_amount: 364,
  can_retry: true,
};

describe('the payment screen and its outcomes', () => {
  it('offers to pay an unpaid order, and waits for confirmation right after the customer went to pay', () => {
    expect(paymentScreen(pending, false)).toBe('select');
    expect(paymentScreen(pending, true)).toBe('processing');
    expect(isSettled('processing')).toBe(false);
  });

  it('shows success, failure and a cancelled payment as the order reports them', () => {
    expect(paymentScreen({ ...pending, payment_status: 'paid', outcome: 'success' }, true)).toBe('success');
    expect(paymentScreen({ ...pending, payment_status: 'failed', outcome: 'failed' }, true)).toBe('failed');
    expect(paymentScreen({ ...pending, payment_status: 'cancelled', outcome: 'cancelled' }, false)).toBe('cancelled');
    for (const screen of ['success', 'failed', 'cancelled'] as const) expect(isSettled(screen)).toBe(true);
  });

  it('says so when the order itself was cancelled or the payment refunded', () => {
    expect(paymentScreen({ ...pending, status: 'cancelled', outcome: 'cancelled', can_retry: false }, true)).toBe(
      'orderCancelled',
    );
    expect(
      paymentScreen({ ...pending, status: 'cancelled', payment_status: 'refunded', outcome: 'cancelled' }, false),
    ).toBe('refunded');
  });
});
