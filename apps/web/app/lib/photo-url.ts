/**
 * The API writes the shop's photographs as absolute addresses on PUBLIC_URL (`https://shop/uploads/…`), the
 * form e-mails, feeds, Open Graph and JSON-LD need. On the shop's own pages they are shown from the page's
 * own origin instead: the Content-Security-Policy allows images from 'self' only, and a shop opened under
 * another name than PUBLIC_URL (127.0.0.1 for localhost, a second domain) must still show its photographs.
 * Photographs always live under /uploads/ on the shop's origin, also with S3 storage (the server reads the
 * bucket), so any absolute `/uploads/` address is one of them.
 */
const OWN_PHOTO = /^https?:\/\/[^/?#\s,]+(?=\/uploads\/)/i;
const OWN_PHOTO_IN_LIST = /(^|,\s*)https?:\/\/[^/?#\s,]+(?=\/uploads\/)/gi;

/** `https://shop/uploads/a-640.webp` → `/uploads/a-640.webp`; any other address is left as it is. */
export function photoSrc(url: string): string;
export function photoSrc(url: string | null | undefined): string | undefined;
export function photoSrc(url: string | null | undefined): string | undefined {
  return url ? url.replace(OWN_PHOTO, '') : undefined;
}

/** The same for every candidate of a `srcset` (`https://shop/uploads/a-320.webp 320w, …`). */
export function photoSrcSet(srcset: string | null | undefined): string | undefined {
  return srcset ? srcset.replace(OWN_PHOTO_IN_LIST, '$1') : undefined;
}
