import { describe, expect, it } from 'vitest';
import { fileSize, MAX_PHOTO_BYTES, MAX_PHOTOS, moveItem, photoProblem, sortOutPhotos } from './photo-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('product photographs before upload', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB, by type or by extension when the browser gives none', () => {
    expect(photoProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(photoProblem(file('a.png', 'image/png'))).toBeNull();
    expect(photoProblem(file('a.webp', 'image/webp'))).toBeNull();
    expect(photoProblem(file('A.JPEG', ''))).toBeNull();
    expect(photoProblem(file('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES))).toBeNull();
  });

  it('refuses other types and files over 10 MB', () => {
    expect(photoProblem(file('a.gif', 'image/gif'))).toBe('type');
    expect(photoProblem(file('a.heic', 'image/heic'))).toBe('type');
    expect(photoProblem(file('notes.pdf', ''))).toBe('type');
    expect(photoProblem(file('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1))).toBe('size');
  });

  it('keeps the order and stops at the limit of photographs per product', () => {
    const chosen = [file('1.jpg', 'image/jpeg'), file('2.gif', 'image/gif'), file('3.png', 'image/png')];
    const { accepted, refused } = sortOutPhotos(chosen, MAX_PHOTOS - 1);
    expect(accepted.map((f) => f.name)).toEqual(['1.jpg']);
    expect(refused.map((r) => [r.file.name, r.problem])).toEqual([
      ['2.gif', 'type'],
      ['3.png', 'tooMany'],
    ]);
    expect(sortOutPhotos(chosen, 0).accepted.map((f) => f.name)).toEqual(['1.jpg', '3.png']);
  });

  it('moves one photograph up or down, never past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });

  it('writes sizes for people', () => {
    expect(fileSize(3.5 * 1024 * 1024, 'pl')).toBe('3,5 MB');
    expect(fileSize(3.5 * 1024 * 1024, 'en')).toBe('3.5 MB');
    expect(fileSize(850 * 1024, 'pl')).toBe('850 kB');
    expect(fileSize(10, 'en')).toBe('1 kB');
  });
});
