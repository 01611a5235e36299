import { createHash, createHmac } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

/**
 * Where uploaded images live. Keys are paths under /uploads ('products/12/ab12cd-640.webp'). Local disk by
 * default; S3-compatible object storage when configured, so several server processes share one set of
 * images (issue "Production").
 */
export type MediaStorage = {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};

/** A key must stay inside the uploads folder: no empty segments, no dots-only segments, no backslashes. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (key.includes('\\') || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw new Error(`Unsafe media key: ${key}`);
  }
}

export function localStorage(uploadsDir: string): MediaStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(uploadsDir, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed: a reader never sees half an image.
      const tmp = `${file}.${process.pid}-${Date.now()}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await unlink(fileOf(key)).catch(() => undefined);
    },
  };
}

type S3Options = NonNullable<Config['s3']>;

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as Signature Version 4 requires. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Signs a path-style S3 request with AWS Signature Version 4 (what S3, MinIO and R2 accept), with the
 * payload's SHA-256 in `x-amz-content-sha256`.
 */
export function signS3Request(
  options: S3Options,
  method: string,
  key: string,
  body: Buffer | null,
  now: Date,
): { url: string; headers: Record<string, string> } {
  const url = new URL(options.endpoint);
  const canonicalUri = `${url.pathname.replace(/\/$/, '')}/${encodeSegment(options.bucket)}/${key.split('/').map(encodeSegment).join('/')}`;
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256Hex(body ?? '');
  const headers: Record<string, string> = {
    host: url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  const signedHeaders = Object.keys(headers).sort().join(';');
  const canonicalHeaders = Object.keys(headers)
    .sort()
    .map((name) => `${name}:${headers[name]}\n`)
    .join('');
  const canonicalRequest = [method, canonicalUri, '', canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${options.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day), options.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { url: `${url.origin}${canonicalUri}`, headers };
}

export function s3Storage(options: S3Options, now: () => Date = () => new Date()): MediaStorage {
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body: Buffer | null, contentType?: string) => {
    assertSafeKey(key);
    const signed = signS3Request(options, method, key, body, now());
    const { host: _host, ...headers } = signed.headers;
    return fetch(signed.url, {
      method,
      headers: contentType ? { ...headers, 'content-type': contentType } : headers,
      body: body ?? undefined,
      signal: AbortSignal.timeout(20_000),
    });
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await send('PUT', key, body, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${key} failed with status ${response.status}`);
    },
    async get(key) {
      const response = await send('GET', key, null);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed with status ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send('DELETE', key, null);
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 DELETE ${key} failed with status ${response.status}`);
    },
  };
}

export function mediaStorageFor(config: Config): MediaStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'uploads'));
}
