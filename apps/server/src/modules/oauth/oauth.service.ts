import type { AuthUser, Locale } from '@atelier/contracts';
import { generateCodeVerifier } from 'arctic';
import type { Db } from '../../db/client';
import type { MessageKey } from '../../i18n/messages';
import { hashToken, randomToken, sameSecret } from '../../shared/secrets';
import {
  createCustomerAccount,
  issueToken,
  markEmailVerified,
  presentUser,
  userByEmail,
  userById,
} from '../auth/auth.service';
import type { ProviderIdentity, SocialProvider } from './oauth.providers';
import { findOAuthAccount, insertOAuthAccount, insertOAuthState, takeOAuthState } from './oauth.repository';

/** How long a person may take at the provider's consent screen. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** Starts a sign-in: a random state and PKCE verifier kept server-side, and the provider's consent URL. */
export async function startSignIn(
  db: Db,
  provider: SocialProvider,
  input: { locale: Locale; now: Date },
): Promise<{ url: string; state: string }> {
  const state = randomToken();
  const codeVerifier = generateCodeVerifier();
  await insertOAuthState(db, {
    stateHash: hashToken(state),
    provider: provider.name,
    codeVerifier,
    locale: input.locale,
    now: input.now,
    expiresAt: new Date(input.now.getTime() + OAUTH_STATE_TTL_MS),
  });
  return { url: provider.authorizationUrl(state, codeVerifier).toString(), state };
}

export type SignInOutcome =
  | { ok: true; locale: Locale; token: string; user: AuthUser }
  | { ok: false; locale: Locale; error: MessageKey; params: Record<string, string> };

class SignInRefused extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
  }
}

/**
 * The provider's callback: checks the state against the browser's cookie and the stored sign-in, exchanges
 * the code, then signs in the linked account, links an existing account by an e-mail the provider has
 * verified (Google), or creates a new customer account. Facebook's e-mail is never trusted for linking: if an
 * account already uses it, the sign-in is refused with an explanation.
 */
export async function finishSignIn(
  db: Db,
  provider: SocialProvider,
  input: {
    code?: string;
    state?: string;
    cookieState?: string;
    providerError?: string;
    fallbackLocale: Locale;
    now: Date;
    publicUrl: string;
    userAgent?: string;
    log: { warn(obj: object, msg: string): void };
  },
): Promise<SignInOutcome> {
  const params = { provider: provider.label };
  let locale = input.fallbackLocale;
  const fail = (error: MessageKey, extra: Record<string, string> = {}): SignInOutcome => ({
    ok: false,
    locale,
    error,
    params: { ...params, ...extra },
  });

  if (!input.state || !input.cookieState || !sameSecret(input.state, input.cookieState)) {
    return fail('oauth.state_invalid');
  }
  const stored = await takeOAuthState(db, hashToken(input.state), provider.name);
  if (!stored || stored.expiresAt <= input.now) return fail('oauth.state_invalid');
  locale = stored.locale === 'en' ? 'en' : 'pl';
  if (input.providerError) return fail('oauth.cancelled');
  if (!input.code) return fail('oauth.failed');

  let identity: ProviderIdentity;
  try {
    identity = await provider.identify(input.code, stored.codeVerifier);
  } catch (err) {
    input.log.warn({ err, provider: provider.name }, 'social sign-in: code exchange failed');
    return fail('oauth.failed');
  }

  try {
    const { userId } = await db.transaction(async (tx) => {
      const linked = await findOAuthAccount(tx, provider.name, identity.subject);
      if (linked) {
        const user = await userById(tx, linked.userId);
        if (!user) throw new SignInRefused('oauth.failed');
        if (user.disabledAt) throw new SignInRefused('auth.account_disabled');
        return { userId: user.id };
      }
      if (!identity.email) throw new SignInRefused('oauth.email_missing');
      const trusted = provider.name === 'google' && identity.emailVerified;
      if (provider.name === 'google' && !trusted) throw new SignInRefused('oauth.email_unverified');
      const existing = await userByEmail(tx, identity.email);
      let userId: number;
      if (existing) {
        if (!trusted) throw new SignInRefused('oauth.email_in_use', { email: identity.email });
        if (existing.disabledAt) throw new SignInRefused('auth.account_disabled');
        await markEmailVerified(tx, existing, input.now);
        userId = existing.id;
      } else {
        const created = await createCustomerAccount(tx, {
          email: identity.email,
          passwordHash: null,
          name: identity.name,
          locale,
          now: input.now,
          publicUrl: input.publicUrl,
          emailVerifiedAt: trusted ? input.now : null,
        });
        userId = created.id;
      }
      await insertOAuthAccount(tx, {
        provider: provider.name,
        providerUserId: identity.subject,
        userId,
        email: identity.email,
        now: input.now,
      });
      return { userId };
    });
    const token = await issueToken(db, { userId, now: input.now, userAgent: input.userAgent });
    const user = await userById(db, userId);
    if (!user) return fail('oauth.failed');
    return { ok: true, locale, token, user: presentUser(user) };
  } catch (error) {
    if (error instanceof SignInRefused) return fail(error.key, error.params);
    throw error;
  }
}
