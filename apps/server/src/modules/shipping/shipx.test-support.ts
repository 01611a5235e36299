import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoLabel } from './shipx';

/**
 * Test support: a fake InPost ShipX on loopback speaking the protocol shipx.ts uses (docs/decisions/023):
 * `Authorization: Bearer <token>` on every call (401 `token_invalid` otherwise), JSON bodies,
 * `POST /v1/organizations/{id}/shipments` → 201 with `tracking_number: null` (ShipX numbers the parcel a
 * moment later: the fake gives the number on the next read of `GET /v1/shipments/{id}`),
 * `GET /v1/shipments/{id}/label` → application/pdf, errors as `{ status, error, message, details }`.
 * Nothing of the real ShipX is called in tests.
 */

export const FAKE_SHIPX = { token: 'fake-shipx-token', organizationId: '4321' };

export type FakeShipxShipment = {
  id: number;
  status: string;
  tracking_number: string | null;
  /** The body the shop sent, as ShipX received it. */
  request: Record<string, unknown>;
  reads: number;
};

export type FakeShipx = {
  url: string;
  /** The shop's config block for this fake (pass as `config.shipx`). */
  config: { token: string; organizationId: string; url: string };
  shipments: FakeShipxShipment[];
  /** Every request's method and path, in order. */
  calls: string[];
  /** The next create answers 400 validation_failed with these details (ShipX's shape), once. */
  refuseNext(details: Record<string, string[]>): void;
  /** Every call answers 500 until switched back. */
  setDown(down: boolean): void;
  close(): Promise<void>;
};

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const error = (res: http.ServerResponse, status: number, code: string, message: string, details?: unknown) =>
  json(res, status, { status, error: code, message, details: details ?? null });

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return body && typeof body === 'object' ? body : null;
  } catch {
    return null;
  }
}

/** ShipX's rules the fake checks: what a locker and a courier parcel must carry. */
function invalid(body: Record<string, unknown>): Record<string, string[]> | null {
  const problems: Record<string, string[]> = {};
  const service = body.service;
  if (service !== 'inpost_locker_standard' && service !== 'inpost_courier_standard') problems.service = ['invalid'];
  const parcels = body.parcels;
  if (!Array.isArray(parcels) || parcels.length === 0) problems.parcels = ['required'];
  const attrs = (body.custom_attributes ?? {}) as Record<string, unknown>;
  const party = (body.is_return ? body.sender : body.receiver) as Record<string, unknown> | undefined;
  if (!party?.email || !party?.phone) problems[body.is_return ? 'sender' : 'receiver'] = ['required'];
  if (service === 'inpost_locker_standard' && !body.is_return && typeof attrs.target_point !== 'string') {
    problems.target_point = ['required'];
  }
  if (service === 'inpost_courier_standard' && !(party?.address as Record<string, unknown> | undefined)?.post_code) {
    problems.address = ['required'];
  }
  return Object.keys(problems).length ? problems : null;
}

export async function startFakeShipx(): Promise<FakeShipx> {
  const shipments: FakeShipxShipment[] = [];
  const calls: string[] = [];
  let refusal: Record<string, string[]> | null = null;
  let down = false;
  let nextId = 1000;

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push(`${req.method} ${url.pathname}`);
    if (down) return error(res, 500, 'internal_server_error', 'Internal server error');
    if (req.headers.authorization !== `Bearer ${FAKE_SHIPX.token}`) {
      return error(res, 401, 'token_invalid', 'Token is missing or invalid.');
    }
    const create = /^\/v1\/organizations\/([^/]+)\/shipments$/.exec(url.pathname);
    if (create && req.method === 'POST') {
      if (create[1] !== FAKE_SHIPX.organizationId) {
        return error(res, 403, 'access_forbidden', 'You are not allowed to access this resource.');
      }
      const body = await readJson(req);
      if (!body) return error(res, 400, 'invalid_json', 'Invalid JSON.');
      const problems = refusal ?? invalid(body);
      refusal = null;
      if (problems) return error(res, 400, 'validation_failed', 'There are some validation errors.', problems);
      const shipment: FakeShipxShipment = {
        id: nextId++,
        status: 'created',
        tracking_number: null,
        request: body,
        reads: 0,
      };
      shipments.push(shipment);
      return json(res, 201, {
        href: `/v1/shipments/${shipment.id}`,
        id: shipment.id,
        status: shipment.status,
        tracking_number: null,
        ...body,
      });
    }
    const one = /^\/v1\/shipments\/(\d+)(\/label)?$/.exec(url.pathname);
    if (one && req.method === 'GET') {
      const shipment = shipments.find((s) => s.id === Number(one[1]));
      if (!shipment) return error(res, 404, 'resource_not_found', 'Resource not found.');
      if (one[2]) {
        if (!shipment.tracking_number) return error(res, 400, 'invalid_action', 'Label is not available yet.');
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end(demoLabel(shipment.tracking_number));
      }
      shipment.reads += 1;
      if (!shipment.tracking_number) {
        shipment.status = 'confirmed';
        shipment.tracking_number = `6${String(shipment.id * 7919).padStart(23, '0')}`;
      }
      return json(res, 200, {
        href: `/v1/shipments/${shipment.id}`,
        id: shipment.id,
        status: shipment.status,
        tracking_number: shipment.tracking_number,
        ...shipment.request,
      });
    }
    return error(res, 404, 'resource_not_found', 'Resource not found.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    config: { ...FAKE_SHIPX, url },
    shipments,
    calls,
    refuseNext: (details) => {
      refusal = details;
    },
    setDown: (value) => {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
