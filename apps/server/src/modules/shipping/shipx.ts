import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import { DomainError } from '../../errors';

/**
 * InPost ShipX — parcels the shop sends (docs/decisions/023-tracking-shipx-back-in-stock.md):
 *
 * - `createShipment` — a locker parcel (`inpost_locker_standard` to the point the customer chose) or a courier
 *   parcel (`inpost_courier_standard` to their address), for one order; answers ShipX's id and, once ShipX
 *   has given it, the tracking number;
 * - `fetchShipment` — the shipment as ShipX knows it now (status, tracking number);
 * - `fetchLabel` — the label PDF staff print;
 * - `createReturnCode` — the code a customer shows at a locker to send a return back (used by the returns
 *   module): `{ code, tracking_number, shipment_id, source }`.
 *
 * All of them take `config.shipx` (INPOST_SHIPX_TOKEN + INPOST_SHIPX_ORGANIZATION_ID, host INPOST_SHIPX_URL).
 * Without it they answer from the demo set below (`source: 'demo'`): numbers that look like InPost's, a
 * one-page label PDF saying "DEMO", so `npm start` works with no account. Tests run against a fake ShipX on
 * loopback (shipx.test-support.ts) speaking the same protocol.
 *
 * Protocol (ADR 023 says where each piece comes from): `Authorization: Bearer <token>`, JSON bodies;
 * `POST /v1/organizations/{organization_id}/shipments` → 201 with the shipment (`id`, `status`,
 * `tracking_number` — null until ShipX has processed the offer, usually seconds later);
 * `GET /v1/shipments/{id}`; `GET /v1/shipments/{id}/label?format=pdf&type=A6` → application/pdf.
 * Errors are JSON `{ status, error, message, details }` (400 `validation_failed`, 401 `token_invalid`,
 * 404 `resource_not_found`).
 */

export type ShipxConfig = NonNullable<Config['shipx']>;

/** A person or the shop on a ShipX parcel (ShipX's field names). */
export type ShipxParty = {
  first_name?: string;
  last_name?: string;
  company_name?: string;
  email: string;
  phone: string;
  address?: { street: string; building_number: string; city: string; post_code: string; country_code: string };
};

/** The parcel size of a locker parcel: A (small), B (medium), C (large) — a bag fits B. */
export type LockerTemplate = 'small' | 'medium' | 'large';

/** What the shop asks ShipX to send for one order. */
export type ShipmentRequest = {
  /** Our order number, printed on the label and searchable in InPost's panel. */
  reference: string;
  receiver: ShipxParty;
} & (
  | { kind: 'locker'; targetPoint: string; template?: LockerTemplate }
  /** Courier parcels need a size and weight: millimetres and kilograms as ShipX takes them. */
  | { kind: 'courier'; dimensionsMm?: { length: number; width: number; height: number }; weightKg?: number }
);

export type ShipxShipment = {
  /** ShipX's id of the shipment (a number, kept as text). */
  shipment_id: string;
  /** ShipX's own status: created, offers_prepared, confirmed, dispatched_by_sender, delivered… */
  status: string;
  /** 24 digits for InPost parcels; null until ShipX has processed the shipment. */
  tracking_number: string | null;
  source: 'shipx' | 'demo';
};

/** What a return needs: who sends it back (the customer) and our return number as the reference. */
export type ReturnCodeRequest = {
  returnNumber: string;
  sender: ShipxParty;
  /** Where the parcel goes; when left out ShipX takes the organisation's own address (unconfirmed, ADR 023). */
  receiver?: ShipxParty;
  template?: LockerTemplate;
};

export type ReturnCode = {
  /** What the customer shows (or types) at a parcel locker to drop the return off. */
  code: string;
  tracking_number: string | null;
  shipment_id: string;
  source: 'shipx' | 'demo';
};

/** ShipX cannot be reached or answers nonsense: 503, staff try again later or enter a number by hand. */
export class ShipxUnavailable extends DomainError {
  constructor() {
    super(503, 'shipx_unavailable', 'shipping.shipx_unavailable');
  }
}

/** ShipX refused the parcel (a bad phone, a missing point…): 422 with ShipX's own words for staff. */
export class ShipxRefused extends DomainError {
  constructor(
    readonly shipxError: string,
    detail: string,
  ) {
    super(422, 'shipx_refused', 'shipping.shipx_refused', { detail: detail.slice(0, 300) });
  }
}

const REQUEST_TIMEOUT_MS = 10_000;
/** ShipX gives the tracking number a moment after the shipment is created: how often we ask before giving up. */
const TRACKING_NUMBER_READS = 5;
const TRACKING_NUMBER_PAUSE_MS = 700;

type ShipxAnswer = { id?: unknown; status?: unknown; tracking_number?: unknown; error?: unknown; message?: unknown };

async function shipxFetch(config: ShipxConfig, path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(`${config.url}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${config.token}`,
        accept: init.method === 'POST' ? 'application/json' : 'application/json, application/pdf',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new ShipxUnavailable();
  }
}

/** A 4xx from ShipX about our data is the shop's to fix (422); anything else means ShipX is not there for us. */
async function refusal(res: Response): Promise<never> {
  const body = (await res.json().catch(() => null)) as (ShipxAnswer & { details?: unknown }) | null;
  if (res.status === 400 || res.status === 422) {
    const details = body?.details ? ` ${JSON.stringify(body.details)}` : '';
    throw new ShipxRefused(String(body?.error ?? 'validation_failed'), `${String(body?.message ?? '')}${details}`);
  }
  throw new ShipxUnavailable();
}

function shipmentOf(body: ShipxAnswer | null): ShipxShipment {
  if (!body || (typeof body.id !== 'number' && typeof body.id !== 'string')) throw new ShipxUnavailable();
  return {
    shipment_id: String(body.id),
    status: typeof body.status === 'string' ? body.status : 'created',
    tracking_number: typeof body.tracking_number === 'string' && body.tracking_number ? body.tracking_number : null,
    source: 'shipx',
  };
}

/** The body of `POST …/shipments` for an order's parcel. */
export function shipmentBody(request: ShipmentRequest): Record<string, unknown> {
  if (request.kind === 'locker') {
    return {
      receiver: request.receiver,
      parcels: [{ template: request.template ?? 'medium' }],
      custom_attributes: { target_point: request.targetPoint, sending_method: 'dispatch_order' },
      service: 'inpost_locker_standard',
      reference: request.reference,
    };
  }
  const size = request.dimensionsMm ?? { length: 400, width: 300, height: 150 };
  return {
    receiver: request.receiver,
    parcels: [
      {
        dimensions: { ...size, unit: 'mm' },
        weight: { amount: request.weightKg ?? 2, unit: 'kg' },
        is_non_standard: false,
      },
    ],
    custom_attributes: { sending_method: 'dispatch_order' },
    service: 'inpost_courier_standard',
    reference: request.reference,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the shipment until ShipX has given it a tracking number (or gives up and answers it without one). */
async function withTrackingNumber(config: ShipxConfig, shipment: ShipxShipment): Promise<ShipxShipment> {
  let current = shipment;
  for (let read = 0; read < TRACKING_NUMBER_READS && !current.tracking_number; read++) {
    await pause(TRACKING_NUMBER_PAUSE_MS);
    current = await fetchShipment(config, current.shipment_id);
  }
  return current;
}

/** GET /v1/shipments/{id}. */
export async function fetchShipment(config: ShipxConfig | undefined, shipmentId: string): Promise<ShipxShipment> {
  if (!config) return demoShipment(shipmentId);
  const res = await shipxFetch(config, `/v1/shipments/${encodeURIComponent(shipmentId)}`);
  if (!res.ok) return refusal(res);
  return shipmentOf((await res.json().catch(() => null)) as ShipxAnswer | null);
}

/** Creates the parcel of an order in ShipX (or a demo one) and waits briefly for its tracking number. */
export async function createShipment(
  config: ShipxConfig | undefined,
  request: ShipmentRequest,
): Promise<ShipxShipment> {
  if (!config) return demoShipment(demoShipmentId(request.reference));
  const res = await shipxFetch(config, `/v1/organizations/${encodeURIComponent(config.organizationId)}/shipments`, {
    method: 'POST',
    body: JSON.stringify(shipmentBody(request)),
  });
  if (!res.ok) return refusal(res);
  return withTrackingNumber(config, shipmentOf((await res.json().catch(() => null)) as ShipxAnswer | null));
}

/** The label PDF (A6, as a label printer takes it). */
export async function fetchLabel(config: ShipxConfig | undefined, shipmentId: string): Promise<Buffer> {
  if (!config) return demoLabel(demoShipment(shipmentId).tracking_number ?? shipmentId);
  const res = await shipxFetch(config, `/v1/shipments/${encodeURIComponent(shipmentId)}/label?format=pdf&type=A6`);
  if (!res.ok) return refusal(res);
  const pdf = Buffer.from(await res.arrayBuffer());
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new ShipxUnavailable();
  return pdf;
}

/**
 * A return parcel from the customer to the shop, dropped off at any locker with the code this answers.
 * ShipX: a locker shipment flagged `is_return`, the customer as sender; its tracking number is the code the
 * customer gives at the locker (unconfirmed against a live account — ADR 023).
 */
export async function createReturnCode(
  config: ShipxConfig | undefined,
  request: ReturnCodeRequest,
): Promise<ReturnCode> {
  if (!config) return demoReturnCode(request.returnNumber);
  const res = await shipxFetch(config, `/v1/organizations/${encodeURIComponent(config.organizationId)}/shipments`, {
    method: 'POST',
    body: JSON.stringify({
      sender: request.sender,
      ...(request.receiver ? { receiver: request.receiver } : {}),
      parcels: [{ template: request.template ?? 'medium' }],
      custom_attributes: { sending_method: 'parcel_locker' },
      service: 'inpost_locker_standard',
      reference: request.returnNumber,
      is_return: true,
    }),
  });
  if (!res.ok) return refusal(res);
  const shipment = await withTrackingNumber(config, shipmentOf((await res.json().catch(() => null)) as ShipxAnswer));
  if (!shipment.tracking_number) throw new ShipxUnavailable();
  return {
    code: shipment.tracking_number,
    tracking_number: shipment.tracking_number,
    shipment_id: shipment.shipment_id,
    source: 'shipx',
  };
}

// ——— the demo set: when ShipX is not configured ———

const digits = (seed: string, length: number) => {
  const hex = createHash('sha256').update(seed).digest('hex');
  let out = '';
  for (const char of hex) {
    out += String(Number.parseInt(char, 16) % 10);
    if (out.length === length) break;
  }
  return out;
};

/** A demo shipment id from the order number, so a demo label can be read back later. */
export const demoShipmentId = (reference: string) => `demo-${reference}`;

/** A demo parcel: 24 digits like InPost's, derived from the shipment id so the same id answers the same number. */
export function demoShipment(shipmentId: string): ShipxShipment {
  return { shipment_id: shipmentId, status: 'confirmed', tracking_number: digits(shipmentId, 24), source: 'demo' };
}

/** A demo return code: 10 digits derived from the return number (the same return, the same code). */
export function demoReturnCode(returnNumber: string): ReturnCode {
  const tracking = digits(`return:${returnNumber}`, 24);
  return {
    code: digits(`code:${returnNumber}`, 10),
    tracking_number: tracking,
    shipment_id: `demo-${returnNumber}`,
    source: 'demo',
  };
}

/** A one-page PDF saying this is a demo label with the number on it (no PDF library needed for one line). */
export function demoLabel(trackingNumber: string): Buffer {
  const safe = trackingNumber.replace(/[^A-Za-z0-9-]/g, '');
  const content = `BT /F1 14 Tf 20 200 Td (InPost DEMO label - not a real parcel) Tj 0 -24 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
