import { z } from 'zod';

/**
 * Accounts (docs/product-rules.md#addresses-and-languages Login, Register, Forgot/Reset password, Social-login callback, Profile; docs/product-rules.md#api-contract; #accounts).
 * Custom refinements carry the server's message keys (apps/server/src/i18n/messages.ts): the API answers
 * them translated; a client validating with these schemas translates the same keys.
 */

/** docs/product-rules.md#accounts: the shop's only password rule. */
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length; a cap keeps a request from making the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 200;
/** docs/product-rules.md: a natural person must be at least 13; under 18 needs a legal representative's consent. */
export const MINIMUM_CUSTOMER_AGE = 13;
export const ADULT_AGE = 18;
export const ROLE_NAMES = ['customer', 'super_admin', 'manager', 'accountant'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

/** Trimmed and lower-cased before validation, so "Anna@X.pl " and "anna@x.pl" are one account. */
export const EmailField = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const NewPasswordField = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** Digits, spaces, brackets and dashes, optionally after a "+": "+48 600 100 200", "(71) 123-45-67". */
export const PhoneField = z
  .string()
  .trim()
  .min(1, { abort: true })
  .max(30)
  .refine((v) => /^\+?[0-9 ()-]+$/.test(v) && v.replace(/\D/g, '').length >= 7, { message: 'validation.phone' });
/** Calendar date (YYYY-MM-DD). */
export const DateOfBirthField = z.iso.date();

export const RegisterBody = z
  .object({
    phone: PhoneField,
    email: EmailField,
    password: NewPasswordField,
    /** Optional: the register form of docs/product-rules.md#addresses-and-languages has no confirmation field; when sent it must match. */
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    name: z.string().trim().max(120).optional(),
    /** The optional newsletter consent box; recorded with its time. */
    newsletter: z.boolean().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.password_confirmation !== undefined && body.password_confirmation !== body.password) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'auth.passwords_mismatch' });
    }
  });
export type RegisterBody = z.infer<typeof RegisterBody>;

/** docs/product-rules.md#errors: when either field is empty the message is "all fields are required". */
export const LoginBody = z
  .object({
    email: z.string().trim().toLowerCase().max(254).default(''),
    password: z.string().max(PASSWORD_MAX_LENGTH).default(''),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'auth.required_fields' });
    if (!body.password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'auth.required_fields' });
    if (body.email && !z.email().safeParse(body.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.email' });
    }
  });
export type LoginBody = z.infer<typeof LoginBody>;

export const ForgotPasswordBody = z.object({ email: EmailField }).strict();
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z
  .object({
    token: z.string().trim().min(1).max(200),
    email: EmailField,
    password: NewPasswordField,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.password !== body.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'auth.passwords_mismatch' });
    }
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/**
 * PUT /api/auth/profile: every field optional, only those sent change. Changing the e-mail or the password
 * needs `current_password` (unless the account has no password yet, e.g. created through Google).
 */
export const ProfileUpdateBody = z
  .object({
    name: z.string().trim().max(120).optional(),
    phone: z.union([PhoneField, z.literal(''), z.null()]).optional(),
    date_of_birth: DateOfBirthField.nullable().optional(),
    /** A customer aged 13-17 confirms the consent of a legal representative (docs/product-rules.md). */
    representative_consent: z.boolean().optional(),
    email: EmailField.optional(),
    locale: z.enum(['pl', 'en']).optional(),
    current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    password: NewPasswordField.optional(),
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.password !== undefined && body.password_confirmation !== body.password) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'auth.passwords_mismatch' });
    }
  });
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

/**
 * DELETE /api/auth/account: the account is deleted for good (docs/product-rules.md#accounts). The password
 * confirms it; an account without one (made through Google or Facebook) sends `confirm: true`.
 */
export const AccountDeleteBody = z
  .object({
    password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    confirm: z.literal(true).optional(),
  })
  .strict();
export type AccountDeleteBody = z.infer<typeof AccountDeleteBody>;
export const AccountDeletedResponse = z.object({ success: z.literal(true), message: z.string() });

/** The user as the API shows it (docs/product-rules.md#api-contract User); never a password or its hash. */
export const AuthUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** YYYY-MM-DD or null. */
  date_of_birth: z.string().nullable(),
  representative_consent: z.boolean(),
  locale: z.enum(['pl', 'en']),
  /** When the newsletter consent was given; null without consent. */
  newsletter_consent_at: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  /** False for accounts created through Google or Facebook until a password is set in the profile. */
  has_password: z.boolean(),
  roles: z.array(z.object({ name: z.enum(ROLE_NAMES) })),
  created_at: z.string(),
});
export type AuthUser = z.infer<typeof AuthUser>;

export const AuthResponse = z.object({
  data: z.object({ user: AuthUser, token: z.string() }),
  message: z.string().optional(),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const UserResponse = z.object({ data: AuthUser, message: z.string().optional() });
export type UserResponse = z.infer<typeof UserResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

// ——— social sign-in ———

export const OAuthProviderParams = z.object({ provider: z.string().min(1).max(40) });
export const OAuthStartQuery = z.object({ locale: z.enum(['pl', 'en']).optional() });
export const OAuthCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  /** Set by the provider when the person declined or something failed there. */
  error: z.string().max(512).optional(),
  error_description: z.string().max(2048).optional(),
});

export const OAuthProvidersResponse = z.object({
  google: z.object({ enabled: z.boolean() }),
  facebook: z.object({ enabled: z.boolean() }),
});
export type OAuthProvidersResponse = z.infer<typeof OAuthProvidersResponse>;

export const OAuthStartResponse = z.object({ success: z.literal(true), auth_url: z.string() });
export type OAuthStartResponse = z.infer<typeof OAuthStartResponse>;

/**
 * The query of the web page `/{locale}/oauth/callback` our callback redirects to: `user` is the AuthUser as
 * base64url-encoded JSON (decode with `decodeOAuthUser`).
 */
export const OAuthWebCallbackQuery = z.object({
  success: z.enum(['0', '1']),
  token: z.string().optional(),
  user: z.string().optional(),
  provider: z.enum(OAUTH_PROVIDERS).optional(),
  error: z.string().optional(),
});
export type OAuthWebCallbackQuery = z.infer<typeof OAuthWebCallbackQuery>;

/** Decodes the `user` query value of the social-login callback page; null when it is not a valid user. */
export function decodeOAuthUser(value: string): AuthUser | null {
  try {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const parsed = AuthUser.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
