import { describe, expect, it } from 'vitest';
import { orderTimeline } from './order-timeline';

const manager = { id: 2, name: 'Tomasz Kowal', email: 'manager@atelier.pl' };
const accountant = { id: 3, name: 'Ewa Wiśniewska', email: 'ksiegowa@atelier.pl' };

describe('the order’s history', () => {
  it('shows status changes and refunds together, newest first', () => {
    const entries = orderTimeline(
      {
        history: [
          { status: 'placed', label: 'zamówienie złożone', note: null, at: '2026-11-02T09:00:00.000Z', by: null },
          { status: 'payment:paid', label: 'opłacone', note: null, at: '2026-11-02T09:05:00.000Z', by: null },
          { status: 'shipped', label: 'wysłane', note: null, at: '2026-11-03T10:00:00.000Z', by: manager },
        ],
        refunds: [
          {
            id: 7,
            payment_id: 1,
            amount: 10.5,
            status: 'completed',
            reason: 'Rysa na klapie',
            requested_by: accountant,
            created_at: '2026-11-02T12:00:00.000Z',
          },
        ],
      },
      (refund) => `Zwrot ${refund.amount}`,
    );
    expect(entries.map((e) => [e.title, e.by?.name ?? null, e.refund ?? null])).toEqual([
      ['wysłane', 'Tomasz Kowal', null],
      ['Zwrot 10.5', 'Ewa Wiśniewska', 'completed'],
      ['opłacone', null, null],
      ['zamówienie złożone', null, null],
    ]);
    expect(entries[1].note).toBe('Rysa na klapie');
  });
});
