import type { InpostPointsResponse, ParcelPoint } from '@atelier/contracts';
import type { Config } from '../../config';
import { DomainError } from '../../errors';
import { DEMO_INPOST_POINTS, type InpostApiPoint } from './inpost-demo-points';

/**
 * InPost parcel lockers (docs/product-rules.md#parcel-lockers): InPost's points API through our server when INPOST_API_TOKEN is set,
 * otherwise the bundled demo points. Both are presented the same way (docs/product-rules.md#api-contract Parcel point).
 */

export type InpostConfig = Config['inpost'];

/** A point name as InPost writes them ("KRA010", "WRO01M"); anything else is never sent to InPost. */
export const POINT_NAME = /^[A-Za-z0-9_-]{2,64}$/;

const REQUEST_TIMEOUT_MS = 5000;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** "50-101 Wrocław" → post code and city, for answers that only carry a second address line. */
function splitLine2(line2: string | null): { postCode: string | null; city: string | null } {
  const match = line2 ? /^(\d{2}-\d{3})\s+(.+)$/.exec(line2) : null;
  return match ? { postCode: match[1], city: match[2] } : { postCode: null, city: null };
}

/**
 * The point's address, built as docs/product-rules.md#api-contract says: from address_details (street, building_number, city,
 * post_code), else address (line1 or street, city, post_code or zip_code), else location (street or line1,
 * city, post_code or zip_code), else from the description.
 */
export function pointAddress(point: InpostApiPoint): ParcelPoint['address'] {
  const details = point.address_details;
  const detailsStreet = text(details?.street);
  if (details && detailsStreet) {
    const building = [text(details.building_number), text(details.flat_number)].filter(Boolean).join('/');
    return withLine2({
      line1: [detailsStreet, building].filter(Boolean).join(' '),
      city: text(details.city),
      post_code: text(details.post_code),
    });
  }
  for (const source of [point.address, point.location]) {
    if (!source) continue;
    const line1 = text(source.line1) ?? text(source.street);
    if (!line1) continue;
    const fromLine2 = splitLine2(text((source as { line2?: string }).line2));
    return withLine2({
      line1,
      city: text(source.city) ?? fromLine2.city,
      post_code: text(source.post_code) ?? text(source.zip_code) ?? fromLine2.postCode,
    });
  }
  return { line1: text(point.location_description), line2: null, city: null, post_code: null };
}

function withLine2(a: { line1: string | null; city: string | null; post_code: string | null }): ParcelPoint['address'] {
  const line2 = [a.post_code, a.city].filter(Boolean).join(' ');
  return { ...a, line2: line2 || null };
}

export function presentPoint(point: InpostApiPoint): ParcelPoint {
  const lat = point.location?.latitude;
  const lon = point.location?.longitude;
  return {
    id: point.name,
    name: point.name,
    status: text(point.status),
    location_type: text(point.location_type),
    location_description: text(point.location_description),
    opening_hours: text(point.opening_hours),
    address: pointAddress(point),
    location: typeof lat === 'number' && typeof lon === 'number' ? { latitude: lat, longitude: lon } : null,
    location_247: point.location_247 === true,
  };
}

/** "Kraków", "krakow " and "KRAKÓW" are one city. */
function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replaceAll('ł', 'l')
    .replaceAll('Ł', 'L')
    .toLowerCase()
    .trim();
}

const postCodeNumber = (code: string | undefined) => Number((code ?? '').replace(/\D/g, '')) || 0;

/** The demo set: by city (folded), and by postal code — the same area (first two digits), nearest first. */
export function searchDemoPoints(query: { city?: string; postCode?: string; limit: number }): ParcelPoint[] {
  const city = query.city ? fold(query.city) : '';
  const postCode = (query.postCode ?? '').replace(/[^\d-]/g, '');
  let points = [...DEMO_INPOST_POINTS];
  if (city) points = points.filter((p) => fold(p.address_details?.city ?? '').startsWith(city));
  if (postCode) {
    const area = postCode.slice(0, 2);
    const wanted = postCodeNumber(postCode.padEnd(6, '0'));
    if (!city) points = points.filter((p) => (p.address_details?.post_code ?? '').startsWith(area));
    points.sort(
      (a, b) =>
        Math.abs(postCodeNumber(a.address_details?.post_code) - wanted) -
        Math.abs(postCodeNumber(b.address_details?.post_code) - wanted),
    );
  }
  return points.slice(0, query.limit).map(presentPoint);
}

export function findDemoPoint(id: string): ParcelPoint | null {
  const point = DEMO_INPOST_POINTS.find((p) => p.name.toLowerCase() === id.trim().toLowerCase());
  return point ? presentPoint(point) : null;
}

export class InpostUnavailable extends DomainError {
  constructor() {
    super(503, 'inpost_unavailable', 'shipping.inpost_unavailable');
  }
}

async function inpostGet(config: InpostConfig, path: string): Promise<Response> {
  try {
    return await fetch(`${config.apiUrl}${path}`, {
      headers: { authorization: `Bearer ${config.apiToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new InpostUnavailable();
  }
}

/** Points of InPost's API: near the postal code when given (nearest first), else in the city. */
async function searchInpostPoints(
  config: InpostConfig,
  query: { city?: string; postCode?: string; limit: number },
): Promise<ParcelPoint[]> {
  const params = new URLSearchParams({
    type: 'parcel_locker',
    functions: 'parcel_collect',
    per_page: String(query.limit),
  });
  if (query.postCode) {
    params.set('relative_post_code', query.postCode);
    params.set('max_distance', '10000');
    params.set('sort_by', 'distance_to_relative_point');
  } else if (query.city) {
    params.set('city', query.city);
  }
  const res = await inpostGet(config, `/v1/points?${params}`);
  if (!res.ok) throw new InpostUnavailable();
  const body = (await res.json().catch(() => null)) as { items?: InpostApiPoint[] } | null;
  if (!body || !Array.isArray(body.items)) throw new InpostUnavailable();
  return body.items.filter((p) => typeof p?.name === 'string' && POINT_NAME.test(p.name)).map(presentPoint);
}

/** GET /api/shipping/inpost/points. */
export async function searchParcelPoints(
  config: InpostConfig,
  query: { city?: string; postCode?: string; limit: number },
): Promise<InpostPointsResponse> {
  if (!config.apiToken) return { data: searchDemoPoints(query), source: 'demo' };
  return { data: await searchInpostPoints(config, query), source: 'inpost' };
}

/**
 * The point an order names, checked where the search found it: undefined when it does not exist. When
 * InPost's API cannot be reached the order is not refused for it: a well-formed name is kept as given
 * (`unverified`), since the customer most likely picked it on InPost's own map.
 */
export async function findParcelPoint(
  config: InpostConfig,
  id: string,
): Promise<{ point: ParcelPoint; unverified: boolean } | undefined> {
  if (!POINT_NAME.test(id)) return undefined;
  if (!config.apiToken) {
    const point = findDemoPoint(id);
    return point ? { point, unverified: false } : undefined;
  }
  try {
    const res = await inpostGet(config, `/v1/points/${encodeURIComponent(id)}`);
    if (res.status === 404) return undefined;
    if (!res.ok) throw new InpostUnavailable();
    const body = (await res.json()) as InpostApiPoint;
    if (typeof body?.name !== 'string') throw new InpostUnavailable();
    return { point: presentPoint(body), unverified: false };
  } catch (error) {
    if (!(error instanceof InpostUnavailable) && !(error instanceof SyntaxError)) throw error;
    return { point: presentPoint({ name: id.toUpperCase() }), unverified: true };
  }
}
