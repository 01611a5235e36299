import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { registerObjectStorageUploads } from '../../web/web.plugin';
import { clock, SEEDED_AT, seededApp } from '../catalog/catalog.test-support';
import { s3Storage } from '../media/storage';

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: { name: string; filename?: string; type?: string; value: Buffer | string }[]) {
  const boundary = `----atelier${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const photo = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 139, g: 74, b: 36 } } })
    [format]()
    .toBuffer();

async function login(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return res.json().data.token;
}

describe('product photographs in the admin panel (local disk)', () => {
  let t: TestApp;
  let manager: string;
  let productId: number;
  const upload = (parts: Parameters<typeof multipart>[0], token = manager, id = productId) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/images`,
      payload: body.payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': 'en' },
    });
  };

  beforeAll(async () => {
    t = await seededApp();
    manager = await login(t, 'manager@atelier.pl', 'Manager123!');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products?per_page=1&sort_by=sku&sort_order=asc',
      headers: { authorization: `Bearer ${manager}` },
    });
    productId = list.json().data[0].id;
  });
  afterAll(() => t.close());

  it('turns uploaded JPEG and PNG photographs into WebP variants the shop lists at once', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json().data.images.length;
    const res = await upload([
      { name: 'images', filename: 'front.png', type: 'image/png', value: await photo(1200, 900, 'png') },
      { name: 'images', filename: 'small.jpg', type: 'image/jpeg', value: await photo(500, 500, 'jpeg') },
      { name: 'alt_pl', value: 'Torba od frontu' },
      { name: 'alt_en', value: 'The bag from the front' },
    ]);
    expect(res.statusCode).toBe(201);
    const images = res.json().data.images;
    expect(images).toHaveLength(before + 2);
    const [large, small] = images.slice(-2);
    // Never wider than the original: a 500 px photograph gets only the 320 px variant.
    expect(large.widths).toEqual([320, 640, 1024]);
    expect(small.widths).toEqual([320]);
    expect(large.alt_en).toBe('The bag from the front');
    const file = new URL(large.url).pathname.replace('/uploads/', '');
    expect(existsSync(path.join(t.config.dataDir, 'uploads', file))).toBe(true);
    const stored = await sharp(path.join(t.config.dataDir, 'uploads', file)).metadata();
    expect(stored.format).toBe('webp');

    const shop = (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json().data;
    expect(shop.images.length).toBe(before + 2);
  });

  it('refuses a file that only pretends to be a photograph, a file over 10 MB and an accountant', async () => {
    const fake = await upload([
      { name: 'images', filename: 'invoice.jpg', type: 'image/jpeg', value: 'this is not a picture at all' },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.images).toEqual(['A photograph must be a JPEG, PNG or WebP file.']);

    const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 0);
    huge.set([0xff, 0xd8, 0xff], 0);
    const tooLarge = await upload([{ name: 'images', filename: 'huge.jpg', type: 'image/jpeg', value: huge }]);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().errors.images).toEqual(['A photograph can be at most 10 MB.']);

    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const unreadable = await upload([{ name: 'images', filename: 'broken.jpg', type: 'image/jpeg', value: broken }]);
    expect(unreadable.statusCode).toBe(422);

    const accountant = await login(t, 'ksiegowa@atelier.pl', 'Ksiegowa123!');
    const refused = await upload(
      [{ name: 'images', filename: 'a.png', value: await photo(400, 300, 'png') }],
      accountant,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('reorders photographs so another becomes the main one, and removes one with its files', async () => {
    const headers = { authorization: `Bearer ${manager}`, 'accept-language': 'en' };
    const product = (await t.app.inject({ method: 'GET', url: `/api/admin/products/${productId}`, headers })).json()
      .data;
    const reversed = [...product.images].reverse().map((image: { id: number; alt_pl: string; alt_en: string }) => ({
      id: image.id,
      alt_pl: image.alt_pl,
      alt_en: image.alt_en,
    }));
    const arranged = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}/images`,
      headers,
      payload: { images: reversed },
    });
    expect(arranged.statusCode).toBe(200);
    expect(arranged.json().data.images.map((i: { id: number }) => i.id)).toEqual(reversed.map((i) => i.id));
    const shop = (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json().data;
    // The shop's main photograph is now the one that was last.
    const mainPath = new URL(arranged.json().data.images[0].url).pathname.replace(/-\d+\.webp$/, '');
    expect(new URL(shop.images[0]).pathname.startsWith(`${mainPath}-`)).toBe(true);

    const partial = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}/images`,
      headers,
      payload: { images: reversed.slice(1) },
    });
    expect(partial.statusCode).toBe(422);

    const first = arranged.json().data.images[0];
    const file = path.join(t.config.dataDir, 'uploads', new URL(first.url).pathname.replace('/uploads/', ''));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${productId}/images/${first.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.images.map((i: { id: number }) => i.id)).toEqual(reversed.slice(1).map((i) => i.id));
    expect(existsSync(file)).toBe(false);
  });
});

/** A minimal S3 on loopback: keeps objects in memory and checks each request's payload hash and signature shape. */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const auth = String(req.headers.authorization ?? '');
      const hash = createHash('sha256').update(body).digest('hex');
      if (
        !/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/.test(
          auth,
        ) ||
        req.headers['x-amz-content-sha256'] !== hash
      ) {
        refused.push(`${req.method} ${req.url}`);
        res.writeHead(403).end();
        return;
      }
      const key = decodeURIComponent(String(req.url));
      if (req.method === 'PUT') objects.set(key, body);
      if (req.method === 'DELETE') objects.delete(key);
      if (req.method === 'GET' && !objects.has(key)) return void res.writeHead(404).end();
      res.writeHead(200).end(req.method === 'GET' ? objects.get(key) : undefined);
    });
  });
  return { objects, refused, server };
}

describe('product photographs in S3-compatible storage', () => {
  const s3 = fakeS3();
  let t: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
    const env = {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'atelier-media',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    };
    t = await buildTestApp({
      clock,
      env,
      beforeReady: async (app) =>
        registerObjectStorageUploads(
          app,
          path.join(app.deps.config.dataDir, 'uploads'),
          s3Storage(app.deps.config.s3!),
        ),
    });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now: SEEDED_AT });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => s3.server.close(resolve));
  });

  it('stores the variants in the bucket and serves them at the same /uploads address', async () => {
    const token = await login(t, 'admin@atelier.pl', 'Admin123!');
    const productId = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/products?per_page=1',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data[0].id;
    const body = multipart([
      { name: 'images', filename: 'a.png', type: 'image/png', value: await photo(700, 500, 'png') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      payload: body.payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    });
    expect(res.statusCode).toBe(201);
    expect(s3.refused).toEqual([]);
    const image = res.json().data.images.at(-1);
    expect(image.widths).toEqual([320, 640]);
    const key = new URL(image.url).pathname.replace('/uploads/', '');
    expect([...s3.objects.keys()]).toEqual(expect.arrayContaining([`/atelier-media/${key}`]));
    expect(existsSync(path.join(t.config.dataDir, 'uploads', key))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(s3.objects.get(`/atelier-media/${key}`) as Buffer)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/products/none-320.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/../secrets-320.webp' })).statusCode).toBe(404);
  });
});
