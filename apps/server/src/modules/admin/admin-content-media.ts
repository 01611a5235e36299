import { randomBytes } from 'node:crypto';
import type { AdminContentImage } from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import type { z } from 'zod';
import { ValidationFailed } from '../../errors';
import { uploadUrl } from '../catalog/product-presenter';
import { imageVariants, sniffImageType, UnreadableImage } from '../media/images';
import type { MediaStorage } from '../media/storage';
import { assertStorableText } from '../security/storable-input';
import type { UploadedFile } from './admin-images';

/*
 * Pictures of the editorial content (banners, blog covers, gallery): one uploaded file per request, checked
 * by its bytes, cut to the shape the shop's frame shows when it has one, and stored as responsive WebP
 * variants under `${path}-${width}.webp` — the same files and addresses as the seed's pictures.
 */

/** Same ceiling as product photographs (media/images.ts): a 10 MB file can still unpack to a huge bitmap. */
const MAX_PIXELS = 60_000_000;

export type StoredPicture = { path: string; widths: number[]; width: number; height: number };

/** What a multipart upload of the panel carried: the file `image` and the JSON text of the field `data`. */
export type ContentUpload = { file: UploadedFile | null; data: string | undefined };

/** Reads a multipart request of one picture; limits beyond the plugin's defaults are this route's own. */
export async function readContentUpload(request: FastifyRequest): Promise<ContentUpload> {
  if (!request.isMultipart()) throw new ValidationFailed({ image: ['admin.image_missing'] });
  let file: UploadedFile | null = null;
  let data: string | undefined;
  try {
    for await (const part of request.parts({ limits: { files: 1, fields: 4, fieldSize: 20_000, parts: 6 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image') file = { filename: part.filename, bytes };
      } else if (part.fieldname === 'data') {
        data = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationFailed({ image: ['admin.image_too_large'] });
    if (code === 'FST_FILES_LIMIT') throw new ValidationFailed({ image: ['admin.content.one_image'] });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new ValidationFailed({ data: ['admin.content.data_invalid'] });
    }
    throw error;
  }
  return { file, data };
}

/**
 * The multipart field `data` checked by the same schema (and the same 422 answer) as a JSON body: the
 * error carries Zod's issues the way fastify-type-provider-zod reports them, so the one error handler
 * translates them field by field.
 */
export function parseUploadData<S extends z.ZodType>(schema: S, raw: string | undefined): z.infer<S> {
  let json: unknown;
  try {
    json = raw === undefined || raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw new ValidationFailed({ data: ['admin.content.data_invalid'] });
  }
  // Read from multipart by hand, so not seen by the app-wide check of parsed bodies: the same check here.
  assertStorableText(json, 'data');
  const validate = validatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' }) as (data: unknown) => {
    value?: unknown;
    error?: unknown[];
  };
  const result = validate(json);
  if (result.error) {
    throw Object.assign(new Error('validation failed'), { validation: result.error, statusCode: 422 });
  }
  return result.value as z.infer<S>;
}

/** The decoded size of an upload, turned upright by its EXIF orientation. */
async function uprightSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  if (!meta.width || !meta.height) throw new UnreadableImage('no size');
  return (meta.orientation ?? 1) >= 5
    ? { width: meta.height, height: meta.width }
    : { width: meta.width, height: meta.height };
}

/** The largest centred crop of the wanted shape (width / height); the panel's preview shows the same crop. */
async function cropToAspect(bytes: Buffer, aspect: number): Promise<Buffer> {
  const { width, height } = await uprightSize(bytes);
  const cropWidth = width / height > aspect ? Math.round(height * aspect) : width;
  const cropHeight = width / height > aspect ? height : Math.round(width / aspect);
  if (Math.abs(cropWidth - width) <= 1 && Math.abs(cropHeight - height) <= 1) return bytes;
  // An uncompressed PNG in between: quick to write, lossless, and imageVariants decodes it once more.
  return sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: cropWidth, height: cropHeight, fit: 'cover', position: 'centre' })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

const variantKey = (path: string, width: number) => `${path}-${width}.webp`;

/**
 * Checks, cuts and stores one uploaded picture before any row points at it, so the shop never lists a
 * picture whose files are missing. Anything but a readable JPEG, PNG or WebP is a 422 on `image`.
 */
export async function storeContentPicture(
  storage: MediaStorage,
  file: UploadedFile | null,
  shape: { folder: 'banners' | 'blog' | 'gallery'; widths: readonly number[]; aspect?: number },
): Promise<StoredPicture> {
  if (!file || file.bytes.length === 0) throw new ValidationFailed({ image: ['admin.image_missing'] });
  if (!sniffImageType(file.bytes)) throw new ValidationFailed({ image: ['admin.image_type'] });
  let variants: { width: number; body: Buffer }[];
  try {
    const source = shape.aspect ? await cropToAspect(file.bytes, shape.aspect) : file.bytes;
    variants = await imageVariants(source, shape.widths);
  } catch {
    // sharp refuses what it cannot decode (a truncated file, a bitmap beyond the pixel limit).
    throw new ValidationFailed({ image: ['admin.image_unreadable'] });
  }
  const widest = variants.reduce((a, b) => (b.width > a.width ? b : a));
  const size = await sharp(widest.body).metadata();
  const path = `${shape.folder}/u-${randomBytes(8).toString('hex')}`;
  await Promise.all(variants.map((v) => storage.put(variantKey(path, v.width), v.body, 'image/webp')));
  return {
    path,
    widths: variants.map((v) => v.width).sort((a, b) => a - b),
    width: size.width ?? widest.width,
    height: size.height ?? widest.width,
  };
}

/** Removes a picture's files once no row points at them; a failure only leaves an unused file behind. */
export async function deleteContentPicture(
  storage: MediaStorage,
  picture: { path: string; widths: number[] },
): Promise<void> {
  await Promise.all(picture.widths.map((width) => storage.delete(variantKey(picture.path, width)).catch(() => {})));
}

/** A stored picture as the panel shows it: a mid-size preview, a thumbnail and the srcset. */
export function presentContentImage(
  publicUrl: string,
  picture: { path: string; widths: number[]; width: number; height: number },
): AdminContentImage {
  const widths = [...picture.widths].sort((a, b) => a - b);
  const preview = widths.find((w) => w >= 960) ?? widths.at(-1) ?? 0;
  return {
    url: uploadUrl(publicUrl, picture.path, preview),
    thumbnail_url: uploadUrl(publicUrl, picture.path, widths[0] ?? preview),
    srcset: widths.map((w) => `${uploadUrl(publicUrl, picture.path, w)} ${w}w`).join(', '),
    widths,
    width: picture.width,
    height: picture.height,
  };
}
