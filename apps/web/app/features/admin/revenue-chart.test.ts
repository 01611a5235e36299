import { describe, expect, it } from 'vitest';
import { formatDay, summariseRevenue } from './revenue-chart';

describe('revenue chart summary', () => {
  it('adds up the days and names the best one', () => {
    const days = [
      { date: '2025-10-24', revenue: 120.1, orders: 1 },
      { date: '2025-10-25', revenue: 0, orders: 0 },
      { date: '2025-10-26', revenue: 999.9, orders: 2 },
    ];
    expect(summariseRevenue(days)).toEqual({ total: 1120, best: days[2] });
  });

  it('has no best day when nothing was paid', () => {
    expect(summariseRevenue([{ date: '2025-10-24', revenue: 0, orders: 3 }]).best).toBeNull();
  });

  it('shows a shop day as that calendar day in any time zone', () => {
    expect(formatDay('2025-10-26', 'en', true)).toBe('26 Oct 2025');
    expect(formatDay('2025-10-26', 'pl')).toBe('26 paź');
  });
});
