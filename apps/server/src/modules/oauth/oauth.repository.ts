import { and, eq, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { type OAuthProvider, oauthAccounts, oauthStates } from '../../db/schema';

export async function insertOAuthState(
  db: Db,
  state: {
    stateHash: string;
    provider: OAuthProvider;
    codeVerifier: string;
    locale: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  // Abandoned sign-ins are swept here rather than by a timer; the table stays tiny.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, state.now));
  await db.insert(oauthStates).values({
    stateHash: state.stateHash,
    provider: state.provider,
    codeVerifier: state.codeVerifier,
    locale: state.locale,
    createdAt: state.now,
    expiresAt: state.expiresAt,
  });
}

/** Takes a sign-in in progress out of the table (single use), whether or not it has expired. */
export async function takeOAuthState(db: Db, stateHash: string, provider: OAuthProvider) {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, stateHash), eq(oauthStates.provider, provider)))
    .returning();
  return row;
}

export async function findOAuthAccount(db: DbOrTx, provider: OAuthProvider, providerUserId: string) {
  const [row] = await db
    .select()
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
    .limit(1);
  return row;
}

export async function insertOAuthAccount(
  db: DbOrTx,
  account: { provider: OAuthProvider; providerUserId: string; userId: number; email: string | null; now: Date },
): Promise<void> {
  await db
    .insert(oauthAccounts)
    .values({
      provider: account.provider,
      providerUserId: account.providerUserId,
      userId: account.userId,
      email: account.email,
      createdAt: account.now,
    })
    .onConflictDoNothing();
}
