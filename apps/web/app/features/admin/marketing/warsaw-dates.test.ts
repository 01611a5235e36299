import { describe, expect, it } from 'vitest';
import { isCalendarDay, lastValidDay, nextDay, warsawDay, warsawMidnight } from './warsaw-dates';

describe('calendar days in Warsaw', () => {
  it('starts a day at Warsaw midnight in winter and in summer time', () => {
    expect(warsawMidnight('2026-12-01')).toBe('2026-12-01T00:00:00+01:00');
    expect(warsawMidnight('2026-07-15')).toBe('2026-07-15T00:00:00+02:00');
    // The clocks go forward at 02:00 on 29 March 2026: midnight is still winter time.
    expect(warsawMidnight('2026-03-29')).toBe('2026-03-29T00:00:00+01:00');
    expect(warsawMidnight('2026-03-30')).toBe('2026-03-30T00:00:00+02:00');
    expect(warsawMidnight('2026-10-25')).toBe('2026-10-25T00:00:00+02:00');
  });

  it('reads the day of an instant in Warsaw, not in UTC', () => {
    expect(warsawDay('2026-11-30T23:30:00Z')).toBe('2026-12-01');
    expect(warsawDay('2026-12-01T22:59:59Z')).toBe('2026-12-01');
    expect(warsawDay('not a date')).toBe('');
  });

  it('names the last valid day of a code that expires at the following midnight', () => {
    expect(lastValidDay('2027-01-01T00:00:00+01:00')).toBe('2026-12-31');
    expect(lastValidDay('2026-12-31T22:59:59Z')).toBe('2026-12-31');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  it('accepts only real calendar days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('1.12.2026')).toBe(false);
    expect(() => warsawMidnight('2026-02-30')).toThrow(RangeError);
  });
});
