import {
  AccountDeleteBody,
  AccountDeletedResponse,
  AuthResponse,
  CART_COOKIE,
  ErrorBody,
  ForgotPasswordBody,
  LoginBody,
  MessageResponse,
  ProfileUpdateBody,
  RegisterBody,
  ResetPasswordBody,
  UserResponse,
} from '@atelier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, RateLimited } from '../../errors';
import { translate } from '../../i18n/messages';
import { clearGuestCartCookie } from '../cart/cart.routes';
import { mergeGuestCart } from '../cart/guest-carts';
import {
  deleteAccount,
  login,
  logout,
  presentUser,
  register,
  requestPasswordReset,
  resetPassword,
  type SignInHook,
  updateProfile,
} from './auth.service';

const bodyEmail = (request: FastifyRequest) => String((request.body as { email?: unknown } | undefined)?.email ?? '');
const errors = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody, 429: ErrorBody };

/**
 * Accounts (docs/product-rules.md#api-contract: /api/auth/*). Rate limits (docs/product-rules.md#accounts): log-in 5 a minute per address and e-mail, and 30 failed
 * log-ins in 15 minutes per address whatever the e-mails (one password tried against many accounts); sign-up
 * 10 an hour per address; password-reset requests 3 an hour per e-mail (and 20 per network address). Limits keyed by
 * the e-mail run after validation (preHandler), when the body is parsed.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  /** The guest cart of the cookie joins the customer's cart in the sign-in transaction (docs/product-rules.md#carts). */
  const guestCartMerge = (request: FastifyRequest): SignInHook | undefined => {
    const guestToken = request.cookies[CART_COOKIE];
    if (guestToken === undefined) return undefined;
    return (tx, userId) => mergeGuestCart(tx, { guestToken, userId, now: app.deps.clock() });
  };
  /** After a committed sign-in the guest cart no longer exists; its cookie goes too. */
  const dropGuestCartCookie = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.cookies[CART_COOKIE] !== undefined) clearGuestCartCookie(app, reply);
  };
  // Password reset links being looked up and queued after their answer went out; closing waits for them.
  const resetsUnderWay = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...resetsUnderWay]);
  });
  // Second limits of a route, checked in its handler (a route declares one in its config). The key names the
  // limit, as limits made here share one key space in Redis.
  const forgotPerAddress = app.createRateLimit({
    max: 20,
    timeWindow: '1 hour',
    keyGenerator: (request) => `forgot-address|${request.ip}`,
  });
  // Failed log-ins from one address, whatever the e-mails: one password tried against many accounts
  // (password spraying). Only failures count, so customers behind one shared address can still sign in.
  const failedLoginsPerAddress = app.createRateLimit({
    max: 30,
    timeWindow: '15 minutes',
    keyGenerator: (request) => `login-failures|${request.ip}`,
  });

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account',
        body: RegisterBody,
        response: { 201: AuthResponse, ...errors },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const result = await register(db(), {
        ...request.body,
        locale: request.locale,
        now: app.deps.clock(),
        publicUrl: app.deps.config.publicUrl,
        userAgent: request.headers['user-agent'],
        onSignIn: guestCartMerge(request),
      });
      dropGuestCartCookie(request, reply);
      return reply.status(201).send({ data: result, message: translate(request.locale, 'auth.registered') });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        body: LoginBody,
        response: { 200: AuthResponse, ...errors },
      },
      config: {
        rateLimit: {
          max: 5,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}|${bodyEmail(request)}`,
        },
      },
    },
    async (request, reply) => {
      const failures = await failedLoginsPerAddress(request, { increment: false });
      if (!failures.isAllowed && failures.remaining === 0 && failures.ttlInSeconds > 0) {
        throw new RateLimited(failures.ttlInSeconds);
      }
      const result = await login(db(), {
        email: request.body.email,
        password: request.body.password,
        now: app.deps.clock(),
        userAgent: request.headers['user-agent'],
        onSignIn: guestCartMerge(request),
      }).catch(async (error: unknown) => {
        if (error instanceof DomainError && error.code === 'invalid_credentials') await failedLoginsPerAddress(request);
        throw error;
      });
      dropGuestCartCookie(request, reply);
      return { data: result, message: translate(request.locale, 'auth.login_success') };
    },
  );

  app.post(
    '/auth/logout',
    {
      // No limit: it revokes only the token sent with it (a request without one changes nothing), and a
      // customer must always be able to sign out.
      config: { rateLimit: false },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the bearer token of this request',
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await logout(db(), request.authTokenId, app.deps.clock());
      return { message: translate(request.locale, 'auth.logged_out') };
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: UserResponse, 401: ErrorBody },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: presentUser(request.user!) }),
  );

  app.put(
    '/auth/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Update the profile (name, phone, date of birth, e-mail, password)',
        security: [{ bearer: [] }],
        body: ProfileUpdateBody,
        response: { 200: UserResponse, ...errors },
      },
      onRequest: app.requireUser,
      // Guessing the current password through a borrowed session is slowed down like logging in.
      config: {
        rateLimit: { max: 20, timeWindow: '15 minutes', keyGenerator: (request) => `user:${request.user?.id}` },
      },
    },
    async (request) => {
      const user = await updateProfile(db(), {
        userId: request.user!.id,
        tokenId: request.authTokenId,
        changes: request.body,
        now: app.deps.clock(),
      });
      return { data: user, message: translate(request.locale, 'auth.profile_updated') };
    },
  );

  app.delete(
    '/auth/account',
    {
      schema: {
        tags: ['auth'],
        summary: 'Delete the account for good (orders stay, anonymised, as the law requires)',
        security: [{ bearer: [] }],
        body: AccountDeleteBody,
        response: { 200: AccountDeletedResponse, ...errors },
      },
      onRequest: app.requireUser,
      // Guessing the password through a borrowed session is slowed down like logging in.
      config: {
        rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: (request) => `user:${request.user?.id}` },
      },
    },
    async (request) => {
      await deleteAccount(db(), { userId: request.user!.id, body: request.body, now: app.deps.clock() });
      return { success: true as const, message: translate(request.locale, 'auth.account_deleted') };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: ForgotPasswordBody,
        response: { 200: MessageResponse, 422: ErrorBody, 429: ErrorBody },
      },
      config: {
        rateLimit: { max: 3, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: (r) => `forgot|${bodyEmail(r)}` },
      },
      // The account is looked up and the link queued only once the answer has gone out, so a known and an
      // unknown address get the same answer after the same work before it: none (product-rules.md#accounts).
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        const work = requestPasswordReset(db(), {
          email: request.body.email,
          locale: request.locale,
          now: app.deps.clock(),
          publicUrl: app.deps.config.publicUrl,
        })
          .catch((error) => request.log.error({ err: error }, 'password reset link not queued'))
          .finally(() => resetsUnderWay.delete(work));
        resetsUnderWay.add(work);
      },
    },
    async (request) => {
      const perAddress = await forgotPerAddress(request);
      if (!perAddress.isAllowed && perAddress.isExceeded) throw new RateLimited(perAddress.ttlInSeconds);
      return { message: translate(request.locale, 'auth.reset_link_sent') };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the link from the e-mail; ends every session',
        body: ResetPasswordBody,
        response: { 200: MessageResponse, 422: ErrorBody, 429: ErrorBody },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request) => {
      await resetPassword(db(), { ...request.body, now: app.deps.clock() });
      return { message: translate(request.locale, 'auth.password_reset') };
    },
  );
};
