import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

/**
 * A fake Google on loopback for the social sign-in journey: the authorize endpoint redirects straight back
 * to the shop's callback with a code and the state, and the token endpoint answers an ID token (JWT with a
 * dummy signature; the shop reads its claims, as it does with Google's over TLS) for the identity the
 * test chose. PKCE, client credentials and the redirect URI are checked like Google does.
 */
export interface FakeIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface FakeGoogle {
  identity: FakeIdentity | null;
  requests: string[];
  close(): Promise<void>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export async function startFakeGoogle(options: {
  port: number;
  clientId: string;
  clientSecret: string;
}): Promise<FakeGoogle> {
  const codes = new Map<string, { redirectUri: string; challenge: string; identity: FakeIdentity }>();
  const fake: FakeGoogle = { identity: null, requests: [], close: async () => {} };

  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    fake.requests.push(`${req.method} ${url.pathname}`);

    if (req.method === 'GET' && url.pathname === '/google/authorize') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      if (
        q.get('client_id') !== options.clientId ||
        q.get('response_type') !== 'code' ||
        q.get('code_challenge_method') !== 'S256' ||
        !q.get('code_challenge') ||
        !q.get('state') ||
        !fake.identity
      ) {
        json(res, 400, { error: 'invalid_request' });
        return;
      }
      const code = base64url(randomBytes(16));
      codes.set(code, { redirectUri, challenge: q.get('code_challenge') ?? '', identity: fake.identity });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }

    if (req.method === 'POST' && url.pathname === '/google/token') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      let clientId = form.get('client_id');
      let clientSecret = form.get('client_secret');
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
      if (basic) [clientId, clientSecret] = Buffer.from(basic[1], 'base64').toString().split(':');
      const issued = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (clientId !== options.clientId || clientSecret !== options.clientSecret) {
        json(res, 401, { error: 'invalid_client' });
        return;
      }
      const verifier = form.get('code_verifier') ?? '';
      if (
        !issued ||
        form.get('redirect_uri') !== issued.redirectUri ||
        base64url(createHash('sha256').update(verifier).digest()) !== issued.challenge
      ) {
        json(res, 400, { error: 'invalid_grant' });
        return;
      }
      const now = Math.floor(Date.now() / 1000);
      const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'e2e' }));
      const payload = base64url(
        JSON.stringify({
          iss: 'https://accounts.google.com',
          aud: options.clientId,
          iat: now,
          exp: now + 3600,
          ...issued.identity,
        }),
      );
      json(res, 200, {
        access_token: base64url(randomBytes(16)),
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'openid email profile',
        id_token: `${header}.${payload}.${base64url('e2e-signature')}`,
      });
      return;
    }
    json(res, 404, { error: 'not_found' });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
