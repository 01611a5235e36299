import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper';
import { registerWeb } from './web.plugin';

/**
 * The web build's hashed assets, as a browser fetches them: the copies compressed at build time
 * (apps/web/scripts/precompress.mjs) for the encoding it accepts, cached for a year, keyed on the encoding.
 */
describe('static assets of the web build', () => {
  let t: TestApp;
  const buildDir = mkdtempSync(path.join(tmpdir(), 'atelier-web-build-'));
  const script = `export const greeting = ${JSON.stringify('dzień dobry '.repeat(200))};\n`;

  beforeAll(async () => {
    mkdirSync(path.join(buildDir, 'client', 'assets'), { recursive: true });
    mkdirSync(path.join(buildDir, 'server'), { recursive: true });
    const asset = path.join(buildDir, 'client', 'assets', 'entry.client-abc123.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    // A server build that is never asked to render: these tests fetch files only.
    writeFileSync(
      path.join(buildDir, 'server', 'index.js'),
      'export const routes = {}; export const assets = { routes: {} }; export const entry = { module: {} };\n',
    );
    t = await buildTestApp({
      beforeReady: (app) => registerWeb(app, { buildDir, uploadsDir: path.join(buildDir, 'uploads') }),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  const fetchAsset = (acceptEncoding: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/entry.client-abc123.js',
      headers: { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli copy to browsers that accept it, gzip to the others, plain bytes to the rest', async () => {
    const br = await fetchAsset('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await fetchAsset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await fetchAsset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep a hashed asset for a year, and caches in between key it on the encoding', async () => {
    const res = await fetchAsset('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(String(res.headers['content-type'])).toContain('javascript');
  });
});
