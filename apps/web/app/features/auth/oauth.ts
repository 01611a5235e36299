import { type AuthUser, decodeOAuthUser, OAUTH_PROVIDERS, type OAuthProviderName } from '@atelier/contracts/auth';

/**
 * The social-login callback page's query (docs/product-rules.md#addresses-and-languages, #errors): `success=1&token=…&user=<base64url JSON>&provider=…`
 * or `success=0&error=…`. Pure, so every branch of the first version's messages is tested without a browser.
 */
export type OAuthCallbackResult =
  | { status: 'success'; token: string; user: AuthUser; provider: OAuthProviderName | null }
  | {
      status: 'failed';
      /** The server's own (already translated) error, shown as it is. */
      error: string | null;
      /** Which of the first version's messages applies when the server gave none. */
      reason: 'decode' | 'failed' | 'process';
    };

function providerOf(value: string | null): OAuthProviderName | null {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value ?? '') ? (value as OAuthProviderName) : null;
}

export function readOAuthCallback(params: URLSearchParams): OAuthCallbackResult {
  const error = params.get('error')?.trim() || null;
  if (params.get('success') !== '1') return { status: 'failed', error, reason: 'failed' };
  const token = params.get('token')?.trim();
  const encodedUser = params.get('user');
  if (!token || !encodedUser) return { status: 'failed', error, reason: 'process' };
  const user = decodeOAuthUser(encodedUser);
  if (!user) return { status: 'failed', error: null, reason: 'decode' };
  return { status: 'success', token, user, provider: providerOf(params.get('provider')) };
}
