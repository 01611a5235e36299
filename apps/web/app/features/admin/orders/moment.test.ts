import { describe, expect, it } from 'vitest';
import { formatMoment } from './moment';

describe('compact moments', () => {
  it('shows Warsaw time whatever the computer’s zone', () => {
    expect(formatMoment('2026-11-02T09:05:00Z', 'pl')).toBe('02.11.2026, 10:05');
    expect(formatMoment('2026-07-02T21:30:00Z', 'en')).toBe('02/07/2026, 23:30');
    expect(formatMoment('not a date', 'pl')).toBe('');
  });
});
