import type { ParcelPoint } from '@atelier/contracts';

/**
 * Parcel lockers as the checkout shows them (docs/product-rules.md#api-contract Parcel point). Our points search answers the
 * contract's shape; the Geowidget's event carries InPost's own, which `pointFromWidget` reads the way
 * docs/product-rules.md#api-contract describes (address_details, else address, else location, else the description).
 */

export type { ParcelPoint };

type PointAddress = Pick<ParcelPoint['address'], 'line1' | 'city' | 'post_code'>;

type Loose = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;

const record = (value: unknown): Loose | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : null;

function streetLine(street: unknown, building: unknown, flat?: unknown): string | null {
  const base = [text(street), text(building)].filter(Boolean).join(' ');
  if (!base) return null;
  const apartment = text(flat);
  return apartment ? `${base}/${apartment}` : base;
}

/** The address of a point from whichever of InPost's fields carry it (docs/product-rules.md#api-contract, in that order). */
export function pointAddress(raw: Loose): PointAddress {
  const details = record(raw.address_details);
  if (details && (text(details.street) || text(details.city))) {
    return {
      line1: streetLine(details.street, details.building_number, details.flat_number),
      city: text(details.city),
      post_code: text(details.post_code),
    };
  }
  const address = record(raw.address);
  if (address && (text(address.line1) || text(address.street) || text(address.city))) {
    return {
      line1: text(address.line1) ?? streetLine(address.street, address.building_number),
      city: text(address.city),
      post_code: text(address.post_code) ?? text(address.zip_code),
    };
  }
  const location = record(raw.location);
  if (location && (text(location.street) || text(location.line1) || text(location.city))) {
    return {
      line1: text(location.street) ?? text(location.line1),
      city: text(location.city),
      post_code: text(location.post_code) ?? text(location.zip_code),
    };
  }
  return { line1: text(raw.location_description), city: null, post_code: null };
}

/** A point chosen on the Geowidget (its `onpoint` event detail), or null when it names no point. */
export function pointFromWidget(detail: unknown): ParcelPoint | null {
  const raw = record(detail);
  if (!raw) return null;
  const name = text(raw.name) ?? text(raw.id);
  if (!name) return null;
  const address = pointAddress(raw);
  const location = record(raw.location);
  const latitude = Number(location?.latitude);
  const longitude = Number(location?.longitude);
  return {
    id: name,
    name,
    status: text(raw.status),
    location_type: text(raw.location_type),
    location_description: text(raw.location_description),
    opening_hours: text(raw.opening_hours),
    address: { ...address, line2: [address.post_code, address.city].filter(Boolean).join(' ') || null },
    location: Number.isFinite(latitude) && Number.isFinite(longitude) && location ? { latitude, longitude } : null,
    location_247: raw.location_247 === true,
  };
}

/** `Ruska 12, 50-079 Wrocław`, or null when the point has no address at all. */
export function formatPointAddress(point: { address: PointAddress }): string | null {
  const { line1, city, post_code } = point.address;
  const town = [post_code, city].filter(Boolean).join(' ');
  const full = [line1, town].filter(Boolean).join(', ');
  return full || null;
}

/** A postal code (`50-079`, `50079`) searches by post_code; anything else by city. */
export function pointQuery(input: string): { city?: string; post_code?: string } | null {
  const value = input.trim();
  if (!value) return null;
  const digits = value.replace(/[\s-]/g, '');
  if (/^\d{5}$/.test(digits)) return { post_code: `${digits.slice(0, 2)}-${digits.slice(2)}` };
  if (/^\d[\d\s-]*$/.test(value)) return { post_code: value };
  return { city: value };
}
