import type { OAuthProviderName } from '@atelier/contracts';
import { CodeChallengeMethod, decodeIdToken, OAuth2Client, OAuth2Tokens } from 'arctic';
import type { Config } from '../../config';

/** What a provider tells us about the person signing in. */
export type ProviderIdentity = {
  /** The provider's stable id of the person (Google `sub`, Facebook `id`). */
  subject: string;
  email: string | null;
  /** Only Google vouches for the address (`email_verified`); Facebook never does (integrations.md). */
  emailVerified: boolean;
  name: string;
};

export type SocialProvider = {
  name: OAuthProviderName;
  /** How the provider is named in messages. */
  label: string;
  authorizationUrl(state: string, codeVerifier: string): URL;
  /** Exchanges the callback's code (with the PKCE verifier) for the person's identity. */
  identify(code: string, codeVerifier: string): Promise<ProviderIdentity>;
};

export class ProviderResponseError extends Error {}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Google through arctic's generic OAuth2Client with explicit endpoints (arctic's `Google` class hard-codes
 * them; tests point them at a fake on loopback): authorization code with PKCE (S256) and state, then the
 * claims of the ID token. The token comes straight from Google's token endpoint over TLS, so its signature
 * is not checked (OpenID Connect Core 3.1.3.7); its audience and expiry are.
 */
export function googleProvider(config: NonNullable<Config['google']>, redirectUri: string): SocialProvider {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  return {
    name: 'google',
    label: 'Google',
    authorizationUrl(state, codeVerifier) {
      const url = client.createAuthorizationURLWithPKCE(config.authUrl, state, CodeChallengeMethod.S256, codeVerifier, [
        'openid',
        'profile',
        'email',
      ]);
      url.searchParams.set('prompt', 'select_account');
      return url;
    },
    async identify(code, codeVerifier) {
      const tokens = await client.validateAuthorizationCode(config.tokenUrl, code, codeVerifier);
      const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
      const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!audience.includes(config.clientId)) throw new ProviderResponseError('ID token for another client');
      if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now() - 5 * 60 * 1000) {
        throw new ProviderResponseError('expired ID token');
      }
      if (typeof claims.sub !== 'string' || !claims.sub) throw new ProviderResponseError('ID token without sub');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name.trim().slice(0, 120) : '',
      };
    },
  };
}

/**
 * Facebook: the authorization URL of arctic's generic client (the same parameters as arctic's `Facebook`
 * class, with state), the token request as arctic's `Facebook` class sends it (client id and secret in the
 * form body), then the Graph API profile `me?fields=id,name,email`.
 */
export function facebookProvider(config: NonNullable<Config['facebook']>, redirectUri: string): SocialProvider {
  const client = new OAuth2Client(config.clientId, null, redirectUri);
  return {
    name: 'facebook',
    label: 'Facebook',
    authorizationUrl(state) {
      return client.createAuthorizationURL(config.authUrl, state, ['email', 'public_profile']);
    },
    async identify(code) {
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: config.clientId,
        client_secret: config.clientSecret,
      });
      const tokenResponse = await fetch(config.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const tokenData = (await tokenResponse.json().catch(() => null)) as object | null;
      if (!tokenResponse.ok || !tokenData) {
        const reason = (tokenData as { error?: { message?: string } | string } | null)?.error;
        throw new ProviderResponseError(
          `token request failed (${tokenResponse.status}${reason ? `: ${JSON.stringify(reason).slice(0, 200)}` : ''})`,
        );
      }
      const accessToken = new OAuth2Tokens(tokenData).accessToken();

      const profileUrl = new URL(config.profileUrl);
      profileUrl.searchParams.set('fields', 'id,name,email');
      profileUrl.searchParams.set('access_token', accessToken);
      const profileResponse = await fetch(profileUrl, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!profileResponse.ok) throw new ProviderResponseError(`profile request failed (${profileResponse.status})`);
      const profile = (await profileResponse.json()) as { id?: unknown; name?: unknown; email?: unknown };
      if (typeof profile.id !== 'string' || !profile.id) throw new ProviderResponseError('profile without id');
      return {
        subject: profile.id,
        email: typeof profile.email === 'string' && profile.email ? profile.email.trim().toLowerCase() : null,
        emailVerified: false,
        name: typeof profile.name === 'string' ? profile.name.trim().slice(0, 120) : '',
      };
    },
  };
}

/** The providers configured in this deployment (GOOGLE_* / FACEBOOK_* variables). */
export function configuredProviders(config: Config): Partial<Record<OAuthProviderName, SocialProvider>> {
  const redirect = (name: OAuthProviderName) => `${config.publicUrl}/api/oauth/${name}/callback`;
  return {
    ...(config.google ? { google: googleProvider(config.google, redirect('google')) } : {}),
    ...(config.facebook ? { facebook: facebookProvider(config.facebook, redirect('facebook')) } : {}),
  };
}
