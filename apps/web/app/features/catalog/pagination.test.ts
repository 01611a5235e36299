import { describe, expect, it } from 'vitest';
import { pageNumbers } from './pagination';

describe('page numbers', () => {
  it('always show the first and the last page around the current one, with gaps between', () => {
    expect(pageNumbers(6, 12, 1)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageNumbers(6, 12, 0)).toEqual([1, 'gap', 6, 'gap', 12]);
  });

  it('show a single skipped page rather than a gap standing for it', () => {
    expect(pageNumbers(3, 5, 0)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(1, 4, 1)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(1, 5, 1)).toEqual([1, 2, 'gap', 5]);
  });

  it('list every page of a short list, and one page for an empty one', () => {
    expect(pageNumbers(2, 4, 1)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(1, 1, 1)).toEqual([1]);
    expect(pageNumbers(1, 0, 1)).toEqual([1]);
  });
});
