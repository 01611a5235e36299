/*
 * Rules of product photographs as the panel checks them before sending (the server checks again, by the
 * file's content: apps/server/src/modules/admin/admin-images.ts, media/images.ts).
 */

/** The types the server turns into photographs; anything else is refused before it is sent. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** `accept` of the file picker: the types, and their extensions for pickers that go by name. */
export const PHOTO_ACCEPT = [...PHOTO_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');
/** 10 MB, the server's limit per file (MAX_UPLOAD_BYTES). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Photographs per product (MAX_IMAGES_PER_PRODUCT on the server). */
export const MAX_PHOTOS = 12;

export type PhotoProblem = 'type' | 'size' | 'tooMany';

const EXTENSIONS: Record<string, (typeof PHOTO_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The file's type, from the browser or (when it reports none) from the name's extension. */
function typeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type.toLowerCase();
  return EXTENSIONS[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/** Why a file cannot be a photograph, or null when it may be sent. */
export function photoProblem(file: {
  name: string;
  type: string;
  size: number;
}): Exclude<PhotoProblem, 'tooMany'> | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(typeOf(file))) return 'type';
  if (file.size > MAX_PHOTO_BYTES) return 'size';
  return null;
}

/**
 * Splits chosen files into those to send and those refused with their reason, keeping the product within
 * MAX_PHOTOS (`already`: photographs it has or that wait to be sent). Order is kept: it becomes the
 * photographs' order.
 */
export function sortOutPhotos<F extends { name: string; type: string; size: number }>(
  files: readonly F[],
  already: number,
): { accepted: F[]; refused: { file: F; problem: PhotoProblem }[] } {
  const accepted: F[] = [];
  const refused: { file: F; problem: PhotoProblem }[] = [];
  for (const file of files) {
    const problem = photoProblem(file);
    if (problem) refused.push({ file, problem });
    else if (already + accepted.length >= MAX_PHOTOS) refused.push({ file, problem: 'tooMany' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** The list with one item moved from `from` to `to` (both clamped), as the up/down buttons reorder. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/** `3.4 MB` / `850 kB`: a file size for people, in the panel's number format. */
export function fileSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  const format = (value: number, digits: number) =>
    value.toLocaleString(locale === 'en' ? 'en-GB' : 'pl-PL', { maximumFractionDigits: digits });
  return mb >= 1 ? `${format(mb, 1)} MB` : `${format(Math.max(1, Math.round(bytes / 1024)), 0)} kB`;
}
