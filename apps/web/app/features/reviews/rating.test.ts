import { describe, expect, it } from 'vitest';
import { formatRating, isValidRating, reviewBodyProblem, starFill } from './rating';

describe('review ratings', () => {
  it('formats averages with one decimal in the page’s language', () => {
    expect(formatRating(4, 'pl')).toBe('4');
    expect(formatRating(4.46, 'pl')).toBe('4,5');
    expect(formatRating(4.46, 'en')).toBe('4.5');
    expect(formatRating(3.96, 'en')).toBe('4');
  });

  it('fills stars in quarter steps', () => {
    expect([0, 1, 2, 3, 4].map((index) => starFill(4, index))).toEqual([1, 1, 1, 1, 0]);
    expect([0, 1, 2, 3, 4].map((index) => starFill(3.5, index))).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFill(4.3, 4)).toBe(0.25);
    expect(starFill(9, 4)).toBe(1);
    expect(starFill(-1, 0)).toBe(0);
  });

  it('checks the text length (10-2000 characters after trimming) and the rating', () => {
    expect(reviewBodyProblem('   ')).toBe('required');
    expect(reviewBodyProblem('  skóra jest ')).toBe(null);
    expect(reviewBodyProblem('krótko   ')).toBe('too_short');
    expect(reviewBodyProblem('x'.repeat(2001))).toBe('too_long');
    expect(reviewBodyProblem('x'.repeat(2000))).toBe(null);
    expect(isValidRating(null)).toBe(false);
    expect(isValidRating(0)).toBe(false);
    expect(isValidRating(5)).toBe(true);
    expect(isValidRating(2.5)).toBe(false);
  });
});
