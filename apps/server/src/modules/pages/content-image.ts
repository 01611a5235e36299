import type { ContentImage } from '@atelier/contracts';
import { uploadUrl } from '../catalog/product-presenter';

/** The variant used as `url`: the smallest at least this wide, else the widest. */
const MAIN_WIDTH = 960;

/**
 * A generated picture under /uploads (`${path}-${width}.webp`) as the API shows it: absolute URLs of
 * every variant, a srcset, and the intrinsic size of the widest variant for width/height attributes.
 */
export function contentImage(
  publicUrl: string,
  input: { path: string; widths: number[]; alt: string; width: number; height: number },
): ContentImage {
  const sorted = [...input.widths].sort((a, b) => a - b);
  const variants = sorted.map((width) => ({ width, url: uploadUrl(publicUrl, input.path, width) }));
  const main = variants.find((v) => v.width >= MAIN_WIDTH) ?? variants.at(-1);
  return {
    url: main?.url ?? '',
    alt: input.alt,
    srcset: variants.map((v) => `${v.url} ${v.width}w`).join(', '),
    variants,
    width: input.width,
    height: input.height,
  };
}
