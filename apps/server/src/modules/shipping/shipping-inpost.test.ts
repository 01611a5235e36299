import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { InpostPointsResponse, InpostTokenResponse } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { findParcelPoint, pointAddress } from './inpost';

/** A fake InPost points API on loopback: GET /v1/points and /v1/points/{name}, Bearer token required. */
async function startFakeInpost() {
  const requests: { path: string; query: Record<string, string>; auth?: string }[] = [];
  let failing = false;
  const point = {
    name: 'KRA99M',
    type: ['parcel_locker'],
    status: 'Operating',
    location_type: 'Outdoor',
    location_description: 'Przy sklepie',
    opening_hours: '24/7',
    location_247: true,
    location: { latitude: 50.06, longitude: 19.94 },
    address: { line1: 'Długa 1', line2: '31-147 Kraków' },
    address_details: { city: 'Kraków', post_code: '31-147', street: 'Długa', building_number: '1', flat_number: null },
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), auth: req.headers.authorization });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (failing) return send(500, { error: 'boom' });
    if (req.headers.authorization !== 'Bearer inpost-api-token') return send(401, { error: 'token_invalid' });
    if (url.pathname === '/v1/points') return send(200, { count: 1, page: 1, per_page: 20, items: [point] });
    if (url.pathname === '/v1/points/KRA99M') return send(200, point);
    return send(404, { error: 'resource_not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    setFailing: (value: boolean) => {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('InPost parcel lockers without configuration (demo points)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('says the widget is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping/inpost/token' });
    expect(InpostTokenResponse.parse(res.json())).toEqual({ configured: false, token: null, widget_url: null });
  });

  it('finds demo points by city, whatever the accents and case, with the address the first version reads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping/inpost/points?city=krakow' });
    const body = InpostPointsResponse.parse(res.json());
    expect(body.source).toBe('demo');
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(body.data.every((p) => p.address.city === 'Kraków')).toBe(true);
    expect(body.data.find((p) => p.id === 'KRA010')).toMatchObject({
      name: 'KRA010',
      status: 'Operating',
      address: { line1: 'Karmelicka 32', line2: '31-128 Kraków', city: 'Kraków', post_code: '31-128' },
      location: { latitude: 50.0677, longitude: 19.9311 },
      location_247: true,
    });
  });

  it('finds demo points by postal code, nearest first, within the limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping/inpost/points?post_code=50-100&limit=2' });
    const body = InpostPointsResponse.parse(res.json());
    expect(body.data.map((p) => p.id)).toEqual(['WRO01M', 'WRO331M']);
    for (const city of ['Warszawa', 'Poznań', 'Gdańsk', 'Wrocław']) {
      const found = InpostPointsResponse.parse(
        (
          await t.app.inject({ method: 'GET', url: `/api/shipping/inpost/points?city=${encodeURIComponent(city)}` })
        ).json(),
      );
      expect(found.data.length).toBeGreaterThan(0);
    }
  });

  it('asks for a town or postal code', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/shipping/inpost/points?city=%20',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.city).toEqual(['Enter a town or a postal code.']);
  });
});

describe('InPost parcel lockers with configuration (points API through our server)', () => {
  let t: TestApp;
  let inpost: Awaited<ReturnType<typeof startFakeInpost>>;
  beforeAll(async () => {
    inpost = await startFakeInpost();
    t = await buildTestApp({
      env: { INPOST_GEOWIDGET_TOKEN: 'geo-token', INPOST_API_TOKEN: 'inpost-api-token', INPOST_API_URL: inpost.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await inpost.close();
  });

  it('answers the Geowidget token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping/inpost/token' });
    expect(res.json()).toEqual({ configured: true, token: 'geo-token', widget_url: 'https://geowidget.inpost.pl' });
  });

  it('proxies the points search with the API token, nearest to the postal code', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/shipping/inpost/points?post_code=31-147&city=Krak%C3%B3w',
    });
    const body = InpostPointsResponse.parse(res.json());
    expect(body).toMatchObject({ source: 'inpost', data: [{ id: 'KRA99M', address: { line1: 'Długa 1' } }] });
    expect(inpost.requests.at(-1)).toMatchObject({
      path: '/v1/points',
      auth: 'Bearer inpost-api-token',
      query: { relative_post_code: '31-147', sort_by: 'distance_to_relative_point', type: 'parcel_locker' },
    });
  });

  it('checks an order’s locker with InPost, and keeps a well-formed one when InPost cannot be reached', async () => {
    expect((await findParcelPoint(t.config.inpost, 'KRA99M'))?.point.address.city).toBe('Kraków');
    expect(await findParcelPoint(t.config.inpost, 'NOPE01')).toBeUndefined();
    expect(await findParcelPoint(t.config.inpost, '../etc')).toBeUndefined();
    inpost.setFailing(true);
    try {
      expect(await findParcelPoint(t.config.inpost, 'KRA99M')).toMatchObject({
        unverified: true,
        point: { id: 'KRA99M' },
      });
      const res = await t.app.inject({ method: 'GET', url: '/api/shipping/inpost/points?city=Krak%C3%B3w' });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('inpost_unavailable');
    } finally {
      inpost.setFailing(false);
    }
  });
});

describe('the parcel point address, as the first version reads it', () => {
  it('is built from address_details, else address, else location, else the description', () => {
    expect(
      pointAddress({
        name: 'A',
        address_details: {
          street: 'Długa',
          building_number: '5',
          flat_number: '2',
          city: 'Gdańsk',
          post_code: '80-831',
        },
        address: { line1: 'ignored' },
      }),
    ).toEqual({ line1: 'Długa 5/2', line2: '80-831 Gdańsk', city: 'Gdańsk', post_code: '80-831' });
    expect(pointAddress({ name: 'B', address: { street: 'Rynek 1', city: 'Wrocław', zip_code: '50-101' } })).toEqual({
      line1: 'Rynek 1',
      line2: '50-101 Wrocław',
      city: 'Wrocław',
      post_code: '50-101',
    });
    expect(pointAddress({ name: 'C', address: { line1: 'Rynek 2', line2: '50-102 Wrocław' } })).toMatchObject({
      city: 'Wrocław',
      post_code: '50-102',
    });
    expect(
      pointAddress({ name: 'D', location: { line1: 'Polna 3', city: 'Poznań', post_code: '60-001' } }),
    ).toMatchObject({
      line1: 'Polna 3',
      city: 'Poznań',
    });
    expect(pointAddress({ name: 'E', location_description: 'Przy stacji paliw' })).toEqual({
      line1: 'Przy stacji paliw',
      line2: null,
      city: null,
      post_code: null,
    });
  });
});
