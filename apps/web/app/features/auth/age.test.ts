import { describe, expect, it } from 'vitest';
import { ageOn, checkAge, isMinor, todayInPoland } from './age';

describe('the age rule of the profile (13+, under 18 with consent)', () => {
  const today = '2026-11-02';

  it('counts full years, the birthday itself included', () => {
    expect(ageOn('2013-11-02', today)).toBe(13);
    expect(ageOn('2013-11-03', today)).toBe(12);
    expect(ageOn('2008-11-02', today)).toBe(18);
    expect(ageOn('2008-11-03', today)).toBe(17);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
  });

  it('refuses under 13 and asks 13-17 year olds for the representative’s consent', () => {
    expect(checkAge('2013-11-03', false, today)).toBe('too_young');
    expect(checkAge('2013-11-03', true, today)).toBe('too_young');
    expect(checkAge('2013-11-02', false, today)).toBe('needs_consent');
    expect(checkAge('2013-11-02', true, today)).toBe('ok');
    expect(checkAge('2008-11-03', false, today)).toBe('needs_consent');
    expect(checkAge('2008-11-02', false, today)).toBe('ok');
    expect(checkAge('1970-05-15', false, today)).toBe('ok');
  });

  it('rejects empty, impossible, ancient and future dates', () => {
    expect(checkAge('', false, today)).toBe('empty');
    expect(checkAge('2010-02-30', true, today)).toBe('invalid');
    expect(checkAge('02.11.2000', true, today)).toBe('invalid');
    expect(checkAge('1899-12-31', false, today)).toBe('invalid');
    expect(checkAge('2026-11-03', false, today)).toBe('future');
  });

  it('shows the consent box only for 13-17 year olds', () => {
    expect(isMinor('2010-01-01', today)).toBe(true);
    expect(isMinor('2014-01-01', today)).toBe(false);
    expect(isMinor('2000-01-01', today)).toBe(false);
    expect(isMinor('', today)).toBe(false);
  });

  it('takes today in Poland: 23:30 UTC on 1 November is already 2 November in Warsaw', () => {
    expect(todayInPoland(new Date('2026-11-01T23:30:00Z'))).toBe('2026-11-02');
    expect(todayInPoland(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayInPoland(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
