import { randomBytes } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { PRODUCT_WIDTHS } from '../../db/seed/images';

/** Staff may upload photographs up to this size (issue "Admin panel"). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A 10 MB JPEG can still unpack to a huge bitmap; beyond this many pixels the upload is refused. */
const MAX_PIXELS = 60_000_000;
const WEBP_QUALITY = 82;

export type UploadType = 'jpeg' | 'png' | 'webp';

/**
 * The file's real type from its first bytes — never from its name or the browser's Content-Type, which
 * anyone can set. Only JPEG, PNG and WebP photographs are accepted.
 */
export function sniffImageType(bytes: Buffer): UploadType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

export class UnreadableImage extends Error {}

/**
 * Decodes an upload once (turned upright by its EXIF orientation, metadata dropped — no GPS position of
 * the workshop leaks) and encodes a WebP for each responsive width not wider than the original; a small
 * original still gets one variant at its own width.
 */
export async function imageVariants(
  bytes: Buffer,
  widths: readonly number[] = PRODUCT_WIDTHS,
): Promise<{ width: number; body: Buffer }[]> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UnreadableImage(error instanceof Error ? error.message : String(error));
  }
  const { data, info } = decoded;
  const fitting = widths.filter((width) => width <= info.width);
  const targets = fitting.length ? fitting : [info.width];
  return Promise.all(
    targets.map(async (width) => {
      const image = sharp(data, { raw: info });
      const resized = width === info.width ? image : image.resize({ width });
      return { width, body: await resized.webp({ quality: WEBP_QUALITY, effort: 4 }).toBuffer() };
    }),
  );
}

/** A fresh storage path for a product photograph; files are `${path}-${width}.webp`. */
export function productImagePath(productId: number): string {
  return `products/${productId}/${randomBytes(6).toString('hex')}`;
}
