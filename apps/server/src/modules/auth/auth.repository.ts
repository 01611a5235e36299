import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  authTokens,
  type NewUser,
  passwordResetTokens,
  type RoleName,
  roles,
  type User,
  userRoles,
  users,
} from '../../db/schema';

/**
 * The role names of a user, as a correlated subquery (one round trip with the user). "users"."id" is spelled
 * out: in a one-table select Drizzle leaves `${users.id}` unqualified, and inside the subquery a bare "id"
 * would mean roles.id.
 */
const roleNames = sql<RoleName[]>`coalesce((select array_agg(r.name order by r.name) from user_roles ur
  join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '{}'::text[])`;

export type UserWithRoles = User & { roles: RoleName[] };

function withRoles(row: { user: User; roles: RoleName[] | string | null }): UserWithRoles {
  return { ...row.user, roles: parseTextArray(row.roles) as RoleName[] };
}

/** node-postgres and PGlite both parse text[]; a driver that does not gives the '{a,b}' literal. */
function parseTextArray(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value.slice(1, -1).split(',');
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserWithRoles | undefined> {
  const [row] = await db.select({ user: users, roles: roleNames }).from(users).where(eq(users.email, email)).limit(1);
  return row ? withRoles(row) : undefined;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserWithRoles | undefined> {
  const [row] = await db.select({ user: users, roles: roleNames }).from(users).where(eq(users.id, id)).limit(1);
  return row ? withRoles(row) : undefined;
}

export async function emailTakenByOther(db: DbOrTx, email: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: DbOrTx, user: NewUser): Promise<User> {
  const [row] = await db.insert(users).values(user).returning();
  return row;
}

/** Gives a user a role, creating the role on a database that has not been seeded. */
export async function grantRole(db: DbOrTx, userId: number, role: RoleName): Promise<void> {
  await db.insert(roles).values({ name: role }).onConflictDoNothing();
  await db.execute(sql`insert into ${userRoles} (user_id, role_id)
    select ${userId}, id from ${roles} where name = ${role} on conflict do nothing`);
}

export async function updateUser(db: DbOrTx, userId: number, changes: Partial<NewUser>): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

// ——— bearer tokens ———

export async function insertAuthToken(
  db: DbOrTx,
  token: { tokenHash: string; userId: number; userAgent: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values({
    tokenHash: token.tokenHash,
    userId: token.userId,
    userAgent: token.userAgent,
    createdAt: token.now,
    lastUsedAt: token.now,
    expiresAt: token.expiresAt,
  });
}

/** A live token (not revoked, not expired) of an enabled user, with the user and their roles. */
export async function findSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ tokenId: authTokens.id, lastUsedAt: authTokens.lastUsedAt, user: users, roles: roleNames })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row ? { tokenId: row.tokenId, lastUsedAt: row.lastUsedAt, user: withRoles(row) } : undefined;
}

export async function touchAuthToken(db: Db, tokenId: number, now: Date, expiresAt: Date): Promise<void> {
  await db.update(authTokens).set({ lastUsedAt: now, expiresAt }).where(eq(authTokens.id, tokenId));
}

export async function revokeAuthToken(db: DbOrTx, tokenId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Ends every session of a user, except `keepTokenId` (the one changing the password keeps working). */
export async function revokeUserTokens(db: DbOrTx, userId: number, now: Date, keepTokenId?: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId),
      ),
    );
}

// ——— password reset ———

export async function insertResetToken(
  db: DbOrTx,
  token: { tokenHash: string; userId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    tokenHash: token.tokenHash,
    userId: token.userId,
    createdAt: token.now,
    expiresAt: token.expiresAt,
  });
}

/** Marks an unused, unexpired reset token of the user with this e-mail as used; returns the user's id. */
export async function consumeResetToken(
  db: DbOrTx,
  tokenHash: string,
  email: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        sql`${passwordResetTokens.userId} = (select id from ${users} where ${users.email} = ${email})`,
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

export async function findUsableResetToken(db: DbOrTx, tokenHash: string, email: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(users.email, email),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** After a reset every other link sent earlier stops working too. */
export async function useUpAllResetTokens(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Deletes the account; its cart, wishlist, reviews, sessions and sign-in links go with it (foreign keys). */
export async function deleteUser(db: DbOrTx, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
