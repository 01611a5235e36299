import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, LOCALES, oneOf, timestamptz, updatedAt } from './columns';

export const ROLE_NAMES = ['customer', 'super_admin', 'manager', 'accountant'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
/** Roles that open the admin panel (docs/product-rules.md#staff). */
export const STAFF_ROLES = ['super_admin', 'manager', 'accountant'] as const satisfies readonly RoleName[];

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const users = pgTable(
  'users',
  {
    id: id(),
    // Stored lower-cased so the unique index also rejects "Anna@x.pl" next to "anna@x.pl".
    email: text('email').notNull(),
    /** Null for accounts created through Google or Facebook only. */
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** A customer aged 13-17 confirms a legal representative's consent (docs/product-rules.md). */
    representativeConsent: boolean('representative_consent').notNull().default(false),
    newsletterConsentAt: timestamptz('newsletter_consent_at'),
    locale: text('locale').notNull().default('pl'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** Set by a super_admin to lock an account without losing its order history. */
    disabledAt: timestamptz('disabled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_locale_valid', sql`${t.locale} in (${oneOf(LOCALES)})`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_name_unique').on(t.name)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_id_idx').on(t.roleId)],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: id(),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the provider reported at sign-in; may differ from users.email later. */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('oauth_accounts_provider_user_unique').on(t.provider, t.providerUserId),
    index('oauth_accounts_user_id_idx').on(t.userId),
    check('oauth_accounts_provider_valid', sql`${t.provider} in (${oneOf(OAUTH_PROVIDERS)})`),
  ],
);

/** Bearer tokens (docs/product-rules.md#accounts): only a hash is kept, so a leaked table grants no sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    /** Slides forward on use: 30 days of inactivity end the session. */
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_unique').on(t.tokenHash), index('auth_tokens_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * Social sign-ins in progress: the OAuth `state` (hashed) with its PKCE code verifier and the page language,
 * checked and deleted at the provider's callback. The browser holds the state in a short-lived httpOnly
 * cookie too, so a callback link cannot be replayed in another browser (login CSRF).
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: id(),
    stateHash: text('state_hash').notNull(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    locale: text('locale').notNull().default('pl'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('oauth_states_state_hash_unique').on(t.stateHash),
    index('oauth_states_expires_at_idx').on(t.expiresAt),
    check('oauth_states_provider_valid', sql`${t.provider} in (${oneOf(OAUTH_PROVIDERS)})`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Role = typeof roles.$inferSelect;
export type OAuthAccount = typeof oauthAccounts.$inferSelect;
export type AuthToken = typeof authTokens.$inferSelect;
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
export type OAuthState = typeof oauthStates.$inferSelect;
