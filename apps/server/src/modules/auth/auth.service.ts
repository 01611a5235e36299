import {
  type AccountDeleteBody,
  ADULT_AGE,
  type AuthUser,
  isStaff,
  type Locale,
  MINIMUM_CUSTOMER_AGE,
  type ProfileUpdateBody,
  type RegisterBody,
  type ResetPasswordBody,
} from '@atelier/contracts';
import type { Db, DbOrTx } from '../../db/client';
import type { NewUser } from '../../db/schema';
import { DomainError, Forbidden, Unauthorized, ValidationFailed } from '../../errors';
import type { MessageKey } from '../../i18n/messages';
import { hashToken, randomToken } from '../../shared/secrets';
import { queueEmail } from '../mail/mail.service';
import { accountDeletedEmail, passwordResetEmail, welcomeEmail } from '../mail/mail.templates';
import { forgetSubscriber, subscribeToNewsletter } from '../newsletter/newsletter.service';
import { anonymiseAccountOrders } from '../orders/order-account-deletion';
import {
  consumeResetToken,
  deleteUser,
  emailTakenByOther,
  findSession,
  findUsableResetToken,
  findUserByEmail,
  findUserById,
  grantRole,
  insertAuthToken,
  insertResetToken,
  insertUser,
  revokeAuthToken,
  revokeUserTokens,
  touchAuthToken,
  type UserWithRoles,
  updateUser,
  useUpAllResetTokens,
} from './auth.repository';
import { RESET_TOKEN_VALID_MINUTES, TOKEN_IDLE_MS, TOKEN_TOUCH_INTERVAL_MS } from './auth-token';
import { hashPassword, verifyPassword } from './password';

/** The signed-in person as other modules see it on `request.user` (never the password hash). */
export type SessionUser = Omit<UserWithRoles, 'passwordHash'> & { hasPassword: boolean };

export function toSessionUser(user: UserWithRoles): SessionUser {
  const { passwordHash, ...rest } = user;
  return { ...rest, hasPassword: passwordHash !== null };
}

/** The user as the API shows it (contracts AuthUser). */
export function presentUser(user: SessionUser | UserWithRoles): AuthUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    date_of_birth: user.dateOfBirth,
    representative_consent: user.representativeConsent,
    locale: user.locale === 'en' ? 'en' : 'pl',
    newsletter_consent_at: user.newsletterConsentAt?.toISOString() ?? null,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    has_password: 'hasPassword' in user ? user.hasPassword : user.passwordHash !== null,
    roles: user.roles.map((name) => ({ name })),
    created_at: user.createdAt.toISOString(),
  };
}

const loginFailed = () => new DomainError(401, 'invalid_credentials', 'auth.login_failed');
const accountDisabled = () => new DomainError(403, 'account_disabled', 'auth.account_disabled');

/** A hash of a random password, verified against when the e-mail is unknown, so both failures take as long. */
let dummyHash: Promise<string> | undefined;
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword(randomToken());
  return dummyHash;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

// ——— sessions ———

/** Creates a bearer token (30 days, sliding) and returns it; only its hash is stored. */
export async function issueToken(
  db: DbOrTx,
  input: { userId: number; now: Date; userAgent?: string | null },
): Promise<string> {
  const token = randomToken();
  await insertAuthToken(db, {
    tokenHash: hashToken(token),
    userId: input.userId,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    now: input.now,
    expiresAt: new Date(input.now.getTime() + TOKEN_IDLE_MS),
  });
  return token;
}

/**
 * The session of a bearer token, or undefined when it is unknown, revoked, expired or the user is
 * disabled. Using a token moves its expiry 30 days ahead, written at most once a minute.
 */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
): Promise<{ tokenId: number; user: SessionUser } | undefined> {
  const session = await findSession(db, hashToken(token), now);
  if (!session) return undefined;
  if (now.getTime() - session.lastUsedAt.getTime() >= TOKEN_TOUCH_INTERVAL_MS) {
    await touchAuthToken(db, session.tokenId, now, new Date(now.getTime() + TOKEN_IDLE_MS));
  }
  return { tokenId: session.tokenId, user: toSessionUser(session.user) };
}

export async function logout(db: Db, tokenId: number | null, now: Date): Promise<void> {
  if (tokenId !== null) await revokeAuthToken(db, tokenId, now);
}

// ——— register and log in ———

/**
 * Creates a customer account (role `customer`) and queues the welcome e-mail, in the caller's transaction.
 * Used by sign-up and by social sign-in (no password then).
 */
export async function createCustomerAccount(
  tx: DbOrTx,
  input: {
    email: string;
    passwordHash: string | null;
    name: string;
    phone?: string | null;
    locale: Locale;
    now: Date;
    publicUrl: string;
    newsletterConsentAt?: Date | null;
    emailVerifiedAt?: Date | null;
  },
): Promise<UserWithRoles> {
  const created = await insertUser(tx, {
    email: input.email,
    passwordHash: input.passwordHash,
    name: input.name,
    phone: input.phone ?? null,
    locale: input.locale,
    newsletterConsentAt: input.newsletterConsentAt ?? null,
    emailVerifiedAt: input.emailVerifiedAt ?? null,
    createdAt: input.now,
    updatedAt: input.now,
  });
  await grantRole(tx, created.id, 'customer');
  await queueEmail(
    tx,
    {
      to: input.email,
      template: 'welcome',
      locale: input.locale,
      ...welcomeEmail(input.locale, { name: created.name, shopUrl: input.publicUrl }),
    },
    { now: input.now },
  );
  return { ...created, roles: ['customer'] };
}

export function userByEmail(db: DbOrTx, email: string): Promise<UserWithRoles | undefined> {
  return findUserByEmail(db, email);
}

export function userById(db: DbOrTx, id: number): Promise<UserWithRoles | undefined> {
  return findUserById(db, id);
}

/** Someone proved they own the address (a reset link, Google's verified e-mail). */
export async function markEmailVerified(db: DbOrTx, user: UserWithRoles, now: Date): Promise<void> {
  if (!user.emailVerifiedAt) await updateUser(db, user.id, { emailVerifiedAt: now, updatedAt: now });
}

/**
 * Runs in the transaction that signs a customer in (login, registration), e.g. to merge the guest cart
 * into the customer's (modules/cart mergeGuestCart), so both happen or neither does.
 */
export type SignInHook = (tx: Parameters<Parameters<Db['transaction']>[0]>[0], userId: number) => Promise<unknown>;

export async function register(
  db: Db,
  input: RegisterBody & { locale: Locale; now: Date; publicUrl: string; userAgent?: string; onSignIn?: SignInHook },
): Promise<{ user: AuthUser; token: string }> {
  if (await findUserByEmail(db, input.email)) throw new ValidationFailed({ email: ['auth.email_taken'] });
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const created = await createCustomerAccount(tx, {
        email: input.email,
        passwordHash,
        name: input.name ?? '',
        phone: input.phone,
        locale: input.locale,
        now: input.now,
        publicUrl: input.publicUrl,
        newsletterConsentAt: input.newsletter ? input.now : null,
      });
      if (input.newsletter) {
        // The box at sign-up is a request like the footer's: double opt-in applies, so a confirmation link goes out.
        await subscribeToNewsletter(tx, {
          email: input.email,
          source: 'register',
          locale: input.locale,
          now: input.now,
          publicUrl: input.publicUrl,
        });
      }
      const token = await issueToken(tx, { userId: created.id, now: input.now, userAgent: input.userAgent });
      await input.onSignIn?.(tx, created.id);
      return { user: presentUser(created), token };
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new ValidationFailed({ email: ['auth.email_taken'] });
    throw error;
  }
}

/**
 * Unknown e-mail and wrong password fail alike — same status, message and (through the dummy hash)
 * time — so the form tells nobody which addresses have accounts.
 */
export async function login(
  db: Db,
  input: { email: string; password: string; now: Date; userAgent?: string; onSignIn?: SignInHook },
): Promise<{ user: AuthUser; token: string }> {
  const user = await findUserByEmail(db, input.email);
  if (!user?.passwordHash) {
    await verifyPassword(await timingDummy(), input.password);
    throw loginFailed();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw loginFailed();
  if (user.disabledAt) throw accountDisabled();
  const { onSignIn } = input;
  const token = onSignIn
    ? await db.transaction(async (tx) => {
        const issued = await issueToken(tx, { userId: user.id, now: input.now, userAgent: input.userAgent });
        await onSignIn(tx, user.id);
        return issued;
      })
    : await issueToken(db, { userId: user.id, now: input.now, userAgent: input.userAgent });
  return { user: presentUser(user), token };
}

// ——— profile ———

/** The calendar date in Poland, where the shop is: a birthday starts at midnight Warsaw time. */
export function polishDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function ageOn(dateOfBirth: string, today: string): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** docs/product-rules.md: at least 13; from 13 to 17 only with a legal representative's consent. */
function checkAge(dateOfBirth: string | null, consent: boolean, now: Date, errors: Record<string, MessageKey[]>): void {
  if (!dateOfBirth) return;
  const today = polishDate(now);
  if (dateOfBirth > today) {
    errors.date_of_birth = ['auth.date_of_birth_future'];
    return;
  }
  if (dateOfBirth < '1900-01-01') {
    errors.date_of_birth = ['auth.date_of_birth_invalid'];
    return;
  }
  const age = ageOn(dateOfBirth, today);
  if (age < MINIMUM_CUSTOMER_AGE) errors.date_of_birth = ['auth.too_young'];
  else if (age < ADULT_AGE && !consent) errors.representative_consent = ['auth.representative_consent_required'];
}

/**
 * Changes the fields sent. A new e-mail or password needs the current password (a borrowed session must
 * not be able to take the account over); a new password ends every other session.
 */
export async function updateProfile(
  db: Db,
  input: { userId: number; tokenId: number | null; changes: ProfileUpdateBody; now: Date },
): Promise<AuthUser> {
  const user = await findUserById(db, input.userId);
  if (!user) throw new Unauthorized();
  const c = input.changes;
  const errors: Record<string, MessageKey[]> = {};

  const emailChanges = c.email !== undefined && c.email !== user.email;
  const passwordChanges = c.password !== undefined;
  if ((emailChanges || passwordChanges) && user.passwordHash) {
    if (!c.current_password) errors.current_password = ['auth.current_password_required'];
    else if (!(await verifyPassword(user.passwordHash, c.current_password))) {
      errors.current_password = ['auth.current_password_wrong'];
    }
  }
  if (emailChanges && c.email && (await emailTakenByOther(db, c.email, user.id))) {
    errors.email = ['auth.email_taken'];
  }
  const dateOfBirth = c.date_of_birth !== undefined ? c.date_of_birth : user.dateOfBirth;
  const consent = c.representative_consent ?? user.representativeConsent;
  if (c.date_of_birth !== undefined || c.representative_consent !== undefined) {
    checkAge(dateOfBirth, consent, input.now, errors);
  }
  if (Object.keys(errors).length) throw new ValidationFailed(errors);

  const changes: Partial<NewUser> = { updatedAt: input.now };
  if (c.name !== undefined) changes.name = c.name;
  if (c.phone !== undefined) changes.phone = c.phone || null;
  if (c.date_of_birth !== undefined) changes.dateOfBirth = c.date_of_birth;
  if (c.representative_consent !== undefined) changes.representativeConsent = c.representative_consent;
  if (c.locale !== undefined) changes.locale = c.locale;
  if (emailChanges) {
    changes.email = c.email;
    changes.emailVerifiedAt = null;
  }
  if (c.password !== undefined) changes.passwordHash = await hashPassword(c.password);

  try {
    await db.transaction(async (tx) => {
      await updateUser(tx, user.id, changes);
      if (passwordChanges) await revokeUserTokens(tx, user.id, input.now, input.tokenId ?? undefined);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailed({ email: ['auth.email_taken'] });
    throw error;
  }
  const updated = await findUserById(db, user.id);
  return presentUser(updated ?? user);
}

// ——— deleting the account ———

/**
 * Deletes a customer's account at their request (GDPR art. 17; docs/product-rules.md#accounts), confirmed by the
 * password — or, for an account without one, by `confirm: true`. In one transaction: the orders keep what the law
 * keeps and lose the e-mail and phone (orders own that, order-account-deletion.ts), the newsletter forgets the
 * address, and the account goes with its address book, cart, wishlist, reviews, sessions and sign-in links; a
 * confirmation goes to the address the account had, in the account's language. Staff accounts are not deleted this
 * way: an administrator takes their roles first.
 */
export async function deleteAccount(
  db: Db,
  input: { userId: number; body: AccountDeleteBody; now: Date },
): Promise<void> {
  const user = await findUserById(db, input.userId);
  if (!user) throw new Unauthorized();
  if (isStaff(user.roles)) throw new Forbidden('auth.staff_cannot_delete', 'staff_account');
  if (user.passwordHash) {
    if (!input.body.password) throw new ValidationFailed({ password: ['auth.delete_password_required'] });
    if (!(await verifyPassword(user.passwordHash, input.body.password))) {
      throw new ValidationFailed({ password: ['auth.current_password_wrong'] });
    }
  } else if (input.body.confirm !== true) {
    throw new ValidationFailed({ confirm: ['auth.delete_confirm_required'] });
  }
  await db.transaction(async (tx) => {
    await anonymiseAccountOrders(tx, user.id);
    await forgetSubscriber(tx, user.email);
    await deleteUser(tx, user.id);
    const locale: Locale = user.locale === 'en' ? 'en' : 'pl';
    await queueEmail(
      tx,
      {
        to: user.email,
        template: 'account-deleted',
        locale,
        ...accountDeletedEmail(locale, { name: user.name }),
      },
      { now: input.now },
    );
  });
}

// ——— forgotten password ———

/**
 * Queues a single-use reset link (valid 60 minutes) for an existing, enabled account. The caller answers
 * the same either way, so the form reveals nothing about who has an account.
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; locale: Locale; now: Date; publicUrl: string },
): Promise<void> {
  const user = await findUserByEmail(db, input.email);
  if (!user || user.disabledAt) return;
  const token = randomToken();
  const link = `${input.publicUrl}/${input.locale}/reset-password?${new URLSearchParams({ token, email: user.email })}`;
  await db.transaction(async (tx) => {
    await insertResetToken(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      now: input.now,
      expiresAt: new Date(input.now.getTime() + RESET_TOKEN_VALID_MINUTES * 60 * 1000),
    });
    await queueEmail(
      tx,
      {
        to: user.email,
        template: 'password-reset',
        locale: input.locale,
        ...passwordResetEmail(input.locale, { name: user.name, link, validMinutes: RESET_TOKEN_VALID_MINUTES }),
      },
      { now: input.now },
    );
  });
}

const resetTokenInvalid = () =>
  new ValidationFailed({ token: ['auth.reset_token_invalid'] }, 'auth.reset_token_invalid');

/** Sets the new password, uses the link up and ends every session of the account (docs/product-rules.md#accounts). */
export async function resetPassword(db: Db, input: ResetPasswordBody & { now: Date }): Promise<void> {
  const tokenHash = hashToken(input.token);
  // Checked before hashing the new password, so a bad link costs no argon2 work.
  if (!(await findUsableResetToken(db, tokenHash, input.email, input.now))) throw resetTokenInvalid();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, tokenHash, input.email, input.now);
    if (userId === undefined) throw resetTokenInvalid();
    const user = await findUserById(tx, userId);
    await updateUser(tx, userId, {
      passwordHash,
      updatedAt: input.now,
      // Following the link proves the mailbox is theirs.
      ...(user && !user.emailVerifiedAt ? { emailVerifiedAt: input.now } : {}),
    });
    await revokeUserTokens(tx, userId, input.now);
    await useUpAllResetTokens(tx, userId, input.now);
  });
}
