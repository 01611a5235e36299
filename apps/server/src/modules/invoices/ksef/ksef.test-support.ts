import { execFileSync } from 'node:child_process';
import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  type KeyObject,
  privateDecrypt,
  randomBytes,
  randomUUID,
  X509Certificate,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create } from 'xmlbuilder2';
import { FA3_NAMESPACE } from './fa3-xml.js';

/**
 * Test support: a fake KSeF 2.0 on loopback speaking the protocol the client uses (docs/decisions/025): it has
 * its own RSA key pair and publishes its certificate at /security/public-key-certificates, really decrypts the
 * KSeF token (RSA-OAEP SHA-256, "token|timestampMs" of a challenge it issued) and the session's AES key and the
 * invoice, checks both SHA-256 hashes and sizes, the FA(3) form and that the seller is the authenticated NIP,
 * answers statuses (in progress, then a verdict), assigns KSeF numbers, serves a UPO, notices duplicates (same
 * seller and invoice number → 440 with the original number) and can be told to fail the next N calls.
 * Nothing of the real KSeF is called in tests.
 */

export const FAKE_KSEF_TOKEN = 'fake-ksef-token-20261126-0123456789abcdef';

export type FakeInvoice = {
  sessionReferenceNumber: string;
  referenceNumber: string;
  sellerNip: string;
  invoiceNumber: string;
  xml: string;
  ksefNumber?: string;
  /** KSeF's status code as the status endpoint reports it now. */
  code: number;
  description: string;
  extensions?: Record<string, string>;
  /** Status checks still to answer "in progress" before the verdict. */
  pollsLeft: number;
};

export type FakeKsef = {
  url: string;
  /** Every invoice that reached the fake and decrypted correctly, in order. */
  invoices: FakeInvoice[];
  /** Accepted invoices only: what the tax office would now hold. */
  accepted(): FakeInvoice[];
  /** The next `n` HTTP calls (any endpoint) answer 503 — a KSeF outage. */
  failNext(n: number): void;
  /** The next invoice sent gets this verdict instead of success (e.g. 450 semantic error). */
  rejectNextInvoice(code: number, description: string): void;
  /** How many status checks answer 150 "processing" before the verdict (default 1). */
  setProcessingPolls(n: number): void;
  /** How many authentication status checks answer 100 "in progress" before success (default 0). */
  setAuthPolls(n: number): void;
  /** Calls received, as "METHOD /path" without the base, for tests that check the flow. */
  calls: string[];
  close(): Promise<void>;
};

/** The JSON bodies the fake reads (any of the requests); what is missing fails the checks as it would at KSeF. */
type RequestBody = {
  challenge: string;
  encryptedToken: string;
  contextIdentifier?: { type?: string; value?: string };
  formCode?: { systemCode?: string; schemaVersion?: string; value?: string };
  encryption: { encryptedSymmetricKey: string; initializationVector: string };
  invoiceHash: string;
  invoiceSize: number;
  encryptedInvoiceHash: string;
  encryptedInvoiceSize: number;
  encryptedInvoiceContent: string;
};

type Session = { nip: string; key: Buffer; iv: Buffer; closed: boolean };

/** A self-signed RSA certificate of the fake's own, made with the system's openssl (Node cannot issue one). */
function makeCertificate(): { privateKey: KeyObject; certificateDer: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'fake-ksef-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ].concat(['-subj', '/CN=Fake Ministerstwo Finansow', '-days', '2']),
      { stdio: 'pipe' },
    );
    const privateKey = createPrivateKey(readFileSync(join(dir, 'key.pem')));
    const certificateDer = new X509Certificate(readFileSync(join(dir, 'cert.pem'))).raw;
    return { privateKey, certificateDer };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('base64');
const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
const today = () => new Date().toISOString().slice(0, 10).replaceAll('-', '');
/** 36 characters like KSeF's: date-kind-hex-hex-check. */
const referenceNumber = (kind: string) => `${today()}-${kind}-${hex(5)}-${hex(5)}-${hex(1)}`;

/** The parts of an FA(3) the fake checks, read from the XML (undefined when it is not FA(3)). */
function readFa3(xml: string): { nip?: string; number?: string; systemCode?: string; namespace?: string } {
  const root = create(xml).root().node as unknown as {
    namespaceURI: string;
    getElementsByTagNameNS(
      ns: string,
      name: string,
    ): ArrayLike<{ textContent: string; getAttribute(n: string): string }>;
  };
  const first = (name: string) => root.getElementsByTagNameNS(FA3_NAMESPACE, name)[0];
  return {
    namespace: root.namespaceURI,
    systemCode: first('KodFormularza')?.getAttribute('kodSystemowy'),
    nip: first('Podmiot1') ? root.getElementsByTagNameNS(FA3_NAMESPACE, 'NIP')[0]?.textContent : undefined,
    number: first('P_2')?.textContent,
  };
}

function upoFor(invoice: FakeInvoice): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    'http://upo.schematy.mf.gov.pl/KSeF/v4-3',
    'Potwierdzenie',
  );
  doc.ele('NazwaPodmiotuPrzyjmujacego').txt('Fake KSeF (testy)');
  doc.ele('NumerReferencyjnySesji').txt(invoice.sessionReferenceNumber);
  doc.ele('KodFormularza').txt('FA (3)');
  const d = doc.ele('Dokument');
  d.ele('NipSprzedawcy').txt(invoice.sellerNip);
  d.ele('NumerKSeFDokumentu').txt(invoice.ksefNumber ?? '');
  d.ele('NumerFaktury').txt(invoice.invoiceNumber);
  d.ele('SkrotDokumentu').txt(sha256(Buffer.from(invoice.xml, 'utf8')));
  d.ele('TrybWysylki').txt('Online');
  return doc.end({ prettyPrint: true });
}

export async function startFakeKsef(options: { token?: string; nip: string }): Promise<FakeKsef> {
  const token = options.token ?? FAKE_KSEF_TOKEN;
  const { privateKey, certificateDer } = makeCertificate();
  const publicKeyId = sha256(new X509Certificate(certificateDer).publicKey.export({ type: 'spki', format: 'der' }));
  const challenges = new Map<string, number>();
  const authOperations = new Map<string, { authToken: string; nip: string; redeemed: boolean; pollsLeft: number }>();
  const accessTokens = new Map<string, string>();
  const sessions = new Map<string, Session>();
  const invoices: FakeInvoice[] = [];
  const calls: string[] = [];
  let failures = 0;
  let nextVerdict: { code: number; description: string } | undefined;
  let processingPolls = 1;
  let authPolls = 0;

  const decryptRsa = (b64: string) =>
    privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(b64, 'base64'),
    );

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '').replace(/^\/v2/, '').split('?')[0];
    calls.push(`${req.method} ${path}`);
    const send = (status: number, body?: unknown, type = 'application/json') => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': type });
      res.end(body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
    };
    const problem = (status: number, detail: string) =>
      send(status, { title: 'Error', status, detail, errors: [{ code: status, description: detail }] });
    if (failures > 0) {
      failures -= 1;
      return problem(503, 'Service unavailable (fake outage)');
    }
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const body = (raw ? JSON.parse(raw) : {}) as RequestBody;
    let m: RegExpMatchArray | null;
    try {
      if (req.method === 'GET' && path === '/security/public-key-certificates') {
        const validFrom = new Date(Date.now() - 86_400_000).toISOString();
        const validTo = new Date(Date.now() + 86_400_000).toISOString();
        const certificate = certificateDer.toString('base64');
        return send(200, [
          {
            certificate,
            certificateId: sha256(certificateDer),
            publicKeyId,
            validFrom,
            validTo,
            usage: ['KsefTokenEncryption'],
          },
          {
            certificate,
            certificateId: sha256(certificateDer),
            publicKeyId,
            validFrom,
            validTo,
            usage: ['SymmetricKeyEncryption'],
          },
        ]);
      }
      if (req.method === 'POST' && path === '/auth/challenge') {
        const challenge = referenceNumber('CR');
        const timestampMs = Date.now();
        challenges.set(challenge, timestampMs);
        return send(200, {
          challenge,
          timestamp: new Date(timestampMs).toISOString(),
          timestampMs,
          clientIp: '127.0.0.1',
        });
      }
      if (req.method === 'POST' && path === '/auth/ksef-token') {
        const timestampMs = challenges.get(body.challenge);
        if (timestampMs === undefined) return problem(400, 'unknown challenge');
        challenges.delete(body.challenge);
        const plain = decryptRsa(body.encryptedToken).toString('utf8');
        if (plain !== `${token}|${timestampMs}`) return problem(400, 'token or timestamp does not match');
        if (body.contextIdentifier?.type !== 'Nip' || body.contextIdentifier.value !== options.nip) {
          return problem(400, 'no rights in this context');
        }
        const reference = referenceNumber('AU');
        const authToken = randomUUID();
        authOperations.set(reference, { authToken, nip: options.nip, redeemed: false, pollsLeft: authPolls });
        return send(202, {
          referenceNumber: reference,
          authenticationToken: { token: authToken, validUntil: '2099-01-01T00:00:00Z' },
        });
      }
      m = req.method === 'GET' ? path.match(/^\/auth\/([^/]+)$/) : null;
      if (m) {
        const op = authOperations.get(decodeURIComponent(m[1]));
        if (!op || op.authToken !== bearer) return problem(401, 'unauthorized');
        if (op.pollsLeft > 0) {
          op.pollsLeft -= 1;
          return send(200, { status: { code: 100, description: 'Uwierzytelnianie w toku' } });
        }
        return send(200, { status: { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' } });
      }
      if (req.method === 'POST' && path === '/auth/token/redeem') {
        const op = [...authOperations.values()].find((o) => o.authToken === bearer);
        if (!op || op.redeemed || op.pollsLeft > 0) return problem(400, 'not authenticated yet, or already redeemed');
        op.redeemed = true;
        const accessToken = randomUUID();
        accessTokens.set(accessToken, op.nip);
        return send(200, {
          accessToken: { token: accessToken, validUntil: '2099-01-01T00:00:00Z' },
          refreshToken: { token: randomUUID(), validUntil: '2099-01-01T00:00:00Z' },
        });
      }
      const nip = accessTokens.get(bearer);
      if (!nip) return problem(401, 'unauthorized');
      if (req.method === 'POST' && path === '/sessions/online') {
        const fc = body.formCode ?? {};
        if (fc.systemCode !== 'FA (3)' || fc.schemaVersion !== '1-0E' || fc.value !== 'FA')
          return problem(400, 'form code');
        const key = decryptRsa(body.encryption.encryptedSymmetricKey);
        const iv = Buffer.from(body.encryption.initializationVector, 'base64');
        if (key.length !== 32 || iv.length !== 16) return problem(400, 'key must be 32 bytes, IV 16 bytes');
        const reference = referenceNumber('SO');
        sessions.set(reference, { nip, key, iv, closed: false });
        return send(201, {
          referenceNumber: reference,
          validUntil: new Date(Date.now() + 12 * 3_600_000).toISOString(),
        });
      }
      m = req.method === 'POST' ? path.match(/^\/sessions\/online\/([^/]+)\/invoices$/) : null;
      if (m) {
        const sessionRef = decodeURIComponent(m[1]);
        const session = sessions.get(sessionRef);
        if (!session || session.closed || session.nip !== nip) return problem(400, 'no open session');
        const encrypted = Buffer.from(body.encryptedInvoiceContent, 'base64');
        if (sha256(encrypted) !== body.encryptedInvoiceHash || encrypted.length !== body.encryptedInvoiceSize) {
          return problem(400, 'encrypted invoice hash or size does not match');
        }
        const decipher = createDecipheriv('aes-256-cbc', session.key, session.iv);
        const plain = Buffer.concat([decipher.update(encrypted), decipher.final()]);
        if (sha256(plain) !== body.invoiceHash || plain.length !== body.invoiceSize) {
          return problem(400, 'invoice hash or size does not match');
        }
        const xml = plain.toString('utf8');
        const fa = readFa3(xml);
        const invoice: FakeInvoice = {
          sessionReferenceNumber: sessionRef,
          referenceNumber: referenceNumber('EE'),
          sellerNip: fa.nip ?? '',
          invoiceNumber: fa.number ?? '',
          xml,
          code: 200,
          description: 'Sukces',
          pollsLeft: processingPolls,
        };
        const duplicate = invoices.find(
          (i) => i.ksefNumber && i.sellerNip === invoice.sellerNip && i.invoiceNumber === invoice.invoiceNumber,
        );
        if (fa.namespace !== FA3_NAMESPACE || fa.systemCode !== 'FA (3)' || !fa.number) {
          Object.assign(invoice, { code: 430, description: 'Błąd weryfikacji pliku faktury' });
        } else if (fa.nip !== nip) {
          Object.assign(invoice, { code: 410, description: 'Nieprawidłowy zakres uprawnień' });
        } else if (duplicate) {
          Object.assign(invoice, {
            code: 440,
            description: 'Duplikat faktury',
            extensions: {
              originalSessionReferenceNumber: duplicate.sessionReferenceNumber,
              originalKsefNumber: duplicate.ksefNumber!,
            },
          });
        } else if (nextVerdict) {
          Object.assign(invoice, nextVerdict);
          nextVerdict = undefined;
        } else {
          invoice.ksefNumber = `${nip}-${today()}-${hex(6)}-${hex(1)}`;
        }
        invoices.push(invoice);
        return send(202, { referenceNumber: invoice.referenceNumber });
      }
      m = req.method === 'GET' ? path.match(/^\/sessions\/([^/]+)\/invoices\/([^/]+)(\/upo)?$/) : null;
      if (m) {
        const invoice = invoices.find(
          (i) =>
            i.sessionReferenceNumber === decodeURIComponent(m![1]) && i.referenceNumber === decodeURIComponent(m![2]),
        );
        if (!invoice || sessions.get(invoice.sessionReferenceNumber)?.nip !== nip)
          return problem(404, 'no such invoice');
        if (m[3])
          return invoice.ksefNumber && invoice.pollsLeft === 0
            ? send(200, upoFor(invoice), 'application/xml')
            : problem(404, 'no UPO yet');
        if (invoice.pollsLeft > 0) {
          invoice.pollsLeft -= 1;
          return send(200, {
            referenceNumber: invoice.referenceNumber,
            status: { code: 150, description: 'Trwa przetwarzanie' },
          });
        }
        return send(200, {
          ordinalNumber: 1,
          invoiceNumber: invoice.invoiceNumber,
          referenceNumber: invoice.referenceNumber,
          invoiceHash: sha256(Buffer.from(invoice.xml, 'utf8')),
          ...(invoice.ksefNumber ? { ksefNumber: invoice.ksefNumber } : {}),
          status: { code: invoice.code, description: invoice.description, extensions: invoice.extensions },
        });
      }
      m = req.method === 'POST' ? path.match(/^\/sessions\/online\/([^/]+)\/close$/) : null;
      if (m) {
        const session = sessions.get(decodeURIComponent(m[1]));
        if (!session || session.nip !== nip) return problem(400, 'no such session');
        session.closed = true;
        return send(204);
      }
      return problem(404, `not in the fake: ${req.method} ${path}`);
    } catch (error) {
      return problem(400, `bad request: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2`,
    invoices,
    calls,
    accepted: () => invoices.filter((i) => i.code === 200 && i.ksefNumber),
    failNext(n) {
      failures = n;
    },
    rejectNextInvoice(code, description) {
      nextVerdict = { code, description };
    },
    setProcessingPolls(n) {
      processingPolls = n;
    },
    setAuthPolls(n) {
      authPolls = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
