import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a fake Google and Facebook on loopback that follow integrations.md — an authorize page that
 * redirects straight back with a code, token endpoints (Google answers an ID token JWT with a dummy
 * signature; arctic's decodeIdToken does not check signatures), and Facebook's Graph `me` profile.
 */

export type FakeIdentity = { sub: string; email?: string; email_verified?: boolean; name?: string };

type IssuedCode = {
  provider: 'google' | 'facebook';
  redirectUri: string;
  challenge?: string;
  identity: FakeIdentity;
};

export type FakeProvider = {
  baseUrl: string;
  env: Record<string, string>;
  /** Who signs in at the next authorization, per provider. */
  identity: { google: FakeIdentity; facebook: FakeIdentity };
  /** When set, the next authorization redirects back with `error=…` (e.g. 'access_denied'). */
  denyWith?: string;
  /** Every request the fake received, e.g. 'POST /google/token'. */
  requests: string[];
  close(): Promise<void>;
};

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export async function startFakeOAuthProvider(credentials: {
  google: { clientId: string; clientSecret: string };
  facebook: { clientId: string; clientSecret: string };
}): Promise<FakeProvider> {
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, FakeIdentity>();
  const fake = {
    identity: {
      google: { sub: 'google-1', email: 'anna@gmail.com', email_verified: true, name: 'Anna Nowak' },
      facebook: { sub: 'fb-1', email: 'anna@facebook.example', name: 'Anna Facebook' },
    },
    requests: [] as string[],
  } as FakeProvider;

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const readForm = async (req: http.IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    fake.requests.push(`${req.method} ${url.pathname}`);
    const provider = url.pathname.startsWith('/google/') ? 'google' : 'facebook';
    const creds = credentials[provider];

    if (req.method === 'GET' && url.pathname.endsWith('/authorize')) {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      const scope = (q.get('scope') ?? '').split(' ');
      const pkceOk = provider === 'facebook' || (q.get('code_challenge_method') === 'S256' && q.get('code_challenge'));
      const scopeOk =
        provider === 'google' ? scope.includes('openid') && scope.includes('email') : scope.includes('email');
      if (
        q.get('client_id') !== creds.clientId ||
        q.get('response_type') !== 'code' ||
        !q.get('state') ||
        !pkceOk ||
        !scopeOk
      ) {
        json(res, 400, { error: 'invalid_request' });
        return;
      }
      const back = new URL(redirectUri);
      back.searchParams.set('state', q.get('state') ?? '');
      if (fake.denyWith) {
        back.searchParams.set('error', fake.denyWith);
        fake.denyWith = undefined;
      } else {
        const code = base64url(randomBytes(16));
        codes.set(code, {
          provider,
          redirectUri,
          challenge: q.get('code_challenge') ?? undefined,
          identity: { ...fake.identity[provider] },
        });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }

    if (req.method === 'POST' && url.pathname.endsWith('/token')) {
      const form = await readForm(req);
      const code = form.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code); // single use
      let clientId = form.get('client_id');
      let clientSecret = form.get('client_secret');
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
      if (basic) [clientId, clientSecret] = Buffer.from(basic[1], 'base64').toString().split(':');
      if (clientId !== creds.clientId || clientSecret !== creds.clientSecret) {
        json(res, 401, { error: 'invalid_client' });
        return;
      }
      if (!issued || issued.provider !== provider || form.get('grant_type') !== 'authorization_code') {
        json(res, 400, { error: 'invalid_grant' });
        return;
      }
      if (form.get('redirect_uri') !== issued.redirectUri) {
        json(res, 400, { error: 'redirect_uri_mismatch' });
        return;
      }
      if (issued.challenge) {
        const verifier = form.get('code_verifier') ?? '';
        if (base64url(createHash('sha256').update(verifier).digest()) !== issued.challenge) {
          json(res, 400, { error: 'invalid_grant', error_description: 'code_verifier does not match' });
          return;
        }
      }
      const accessToken = base64url(randomBytes(16));
      accessTokens.set(accessToken, issued.identity);
      const body: Record<string, unknown> = { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 };
      if (provider === 'google') {
        const nowSeconds = Math.floor(Date.now() / 1000);
        const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'fake' }));
        const payload = base64url(
          JSON.stringify({
            iss: 'https://accounts.google.com',
            aud: creds.clientId,
            iat: nowSeconds,
            exp: nowSeconds + 3600,
            ...issued.identity,
          }),
        );
        body.id_token = `${header}.${payload}.${base64url('dummy-signature')}`;
        body.scope = 'openid email profile';
      }
      json(res, 200, body);
      return;
    }

    if (req.method === 'GET' && url.pathname === '/facebook/me') {
      const identity = accessTokens.get(url.searchParams.get('access_token') ?? '');
      if (!identity) {
        json(res, 400, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } });
        return;
      }
      const fields = (url.searchParams.get('fields') ?? '').split(',');
      const profile: Record<string, unknown> = { id: identity.sub };
      if (fields.includes('name') && identity.name) profile.name = identity.name;
      if (fields.includes('email') && identity.email) profile.email = identity.email;
      json(res, 200, profile);
      return;
    }
    json(res, 404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}`;
  fake.env = {
    GOOGLE_CLIENT_ID: credentials.google.clientId,
    GOOGLE_CLIENT_SECRET: credentials.google.clientSecret,
    GOOGLE_AUTH_URL: `${fake.baseUrl}/google/authorize`,
    GOOGLE_TOKEN_URL: `${fake.baseUrl}/google/token`,
    FACEBOOK_CLIENT_ID: credentials.facebook.clientId,
    FACEBOOK_CLIENT_SECRET: credentials.facebook.clientSecret,
    FACEBOOK_AUTH_URL: `${fake.baseUrl}/facebook/authorize`,
    FACEBOOK_TOKEN_URL: `${fake.baseUrl}/facebook/token`,
    FACEBOOK_PROFILE_URL: `${fake.baseUrl}/facebook/me`,
  };
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
