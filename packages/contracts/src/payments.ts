import { z } from 'zod';
import { Id } from './common';

/**
 * Payments (docs/product-rules.md#orders Payment outcomes, docs/product-rules.md#api-contract POST /api/payment/initiate; docs/product-rules.md#payments). Przelewy24 when
 * configured; otherwise, only when the server runs with DEMO_PAYMENTS=true, the built-in demo provider, whose
 * gateway page the web app serves at `/{locale}/payment/demo/{session_id}` and which drives the very same
 * notification and verification path; with neither, starting a payment answers 503 `payments_unavailable`.
 * After paying, the customer returns to `/{locale}/payment/{order_id}` (with `?token=` for guests), which
 * polls GET /api/orders/{id}/payment-status (contracts orders.ts). The customer may choose a method first
 * (GET /api/payment/methods) and pay by BLIK without leaving the page (docs/decisions/020-blik-and-payment-methods.md).
 */

export const PAYMENT_PROVIDER_CODES = ['przelewy24', 'demo'] as const;
export type PaymentProviderCode = (typeof PAYMENT_PROVIDER_CODES)[number];

/**
 * POST /api/payment/initiate. `amount` (PLN), `description`, `method` and `shipping` are what first-version
 * clients send: the amount is compared with the order's total (409 `prices_changed`), the rest is ignored —
 * the server charges the order's own total. A guest's browser is recognised by the order's cookie set at
 * placement; other clients add `guest_token` (or the X-Order-Token header).
 * Answers 409 `already_paid` / `order_cancelled` when there is nothing to pay.
 */
export const InitiatePaymentBody = z
  .object({
    order_id: Id,
    amount: z.number().min(0).optional(),
    description: z.string().max(1024).optional(),
    method: z.number().int().optional(),
    shipping: z.number().optional(),
    locale: z.enum(['pl', 'en']).optional(),
    guest_token: z.string().trim().max(100).optional(),
    /**
     * A `code` from GET /api/payment/methods for the order's amount (else 422 on `method_code`): Przelewy24 opens
     * with it preselected. Without it, Przelewy24's own picker (the first version's behaviour).
     */
    method_code: z.string().trim().max(40).optional(),
    /** The 6-digit BLIK code, required when `method_code` is a BLIK method (else 422 on `blik_code`). */
    blik_code: z.string().trim().max(20).optional(),
  })
  .strict();
export type InitiatePaymentBody = z.infer<typeof InitiatePaymentBody>;

export const InitiatePaymentResponse = z.object({
  success: z.literal(true),
  /** Where to send the browser: Przelewy24's payment page, or our demo gateway page (a path on this site). */
  redirect_url: z.string(),
  data: z.object({
    provider: z.enum(PAYMENT_PROVIDER_CODES),
    session_id: z.string(),
    /** PLN. */
    amount: z.number(),
  }),
});
export type InitiatePaymentResponse = z.infer<typeof InitiatePaymentResponse>;

/**
 * POST /api/payment/initiate with a BLIK code: the customer stays on our page and confirms in the bank app;
 * the page polls GET /api/orders/{id}/payment-status (`attempt.status`) until paid or failed.
 */
export const InitiateBlikPaymentResponse = z.object({
  success: z.literal(true),
  redirect_url: z.null(),
  data: z.object({
    provider: z.enum(PAYMENT_PROVIDER_CODES),
    session_id: z.string(),
    /** PLN. */
    amount: z.number(),
    status: z.literal('pending'),
  }),
});
export type InitiateBlikPaymentResponse = z.infer<typeof InitiateBlikPaymentResponse>;

/** What POST /api/payment/initiate may answer: a redirect, or (BLIK) a pending attempt on our page. */
export const InitiateAnyPaymentResponse = z.union([InitiatePaymentResponse, InitiateBlikPaymentResponse]);
export type InitiateAnyPaymentResponse = z.infer<typeof InitiateAnyPaymentResponse>;

/**
 * Groups of payment methods (docs/product-rules.md#payments): BLIK on our page, cards, wallets (Apple Pay,
 * Google Pay), fast bank transfers (each bank its own entry), pay later (PayPo, BLIK Płacę Później).
 */
export const PAYMENT_METHOD_GROUPS = ['blik', 'card', 'wallet', 'transfer', 'pay_later'] as const;
export type PaymentMethodGroup = (typeof PAYMENT_METHOD_GROUPS)[number];

/** GET /api/payment/methods?amount=<PLN>: the amount (PLN) filters out methods whose limits exclude it. */
export const PaymentMethodsQuery = z.object({
  amount: z.coerce.number().min(0).max(10_000_000).optional(),
});
export type PaymentMethodsQuery = z.infer<typeof PaymentMethodsQuery>;

export const PaymentMethod = z.object({
  /** Sent back as `method_code` of POST /api/payment/initiate. */
  code: z.string(),
  /** In the request's language. */
  name: z.string(),
  group: z.enum(PAYMENT_METHOD_GROUPS),
  image_url: z.string().optional(),
  /** PLN; absent when the provider states no limit (Przelewy24 filters by the amount itself). */
  min_amount: z.number().optional(),
  max_amount: z.number().optional(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentMethodsResponse = z.object({ data: z.array(PaymentMethod) });
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponse>;

/** States of one payment attempt, as GET /api/orders/{id}/payment-status reports the latest. */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

export const PaymentAttempt = z.object({
  session_id: z.string(),
  /** The method chosen on our page; null when the customer chose at Przelewy24. */
  method_code: z.string().nullable(),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  created_at: z.string(),
});
export type PaymentAttempt = z.infer<typeof PaymentAttempt>;

export const DEMO_PAYMENT_ACTIONS = ['pay', 'fail', 'cancel'] as const;
export type DemoPaymentAction = (typeof DEMO_PAYMENT_ACTIONS)[number];

export const DemoSessionParams = z.object({ session_id: z.string().trim().min(1).max(100) });
export const DemoActionParams = DemoSessionParams.extend({ action: z.enum(DEMO_PAYMENT_ACTIONS) });

/** GET /api/payment/demo/{session_id}: what the simulated gateway page shows (404 when not a demo session). */
export const DemoPaymentSessionResponse = z.object({
  data: z.object({
    session_id: z.string(),
    order_id: z.number().int(),
    order_number: z.string(),
    /** PLN. */
    amount: z.number(),
    currency: z.string(),
    description: z.string(),
    email: z.string(),
    /** pending until an action is taken; then paid, failed or cancelled. */
    status: z.enum(['pending', 'paid', 'failed', 'cancelled', 'refunded']),
    /** Our payment outcome page, where the gateway sends the customer back. */
    return_url: z.string(),
  }),
});
export type DemoPaymentSessionResponse = z.infer<typeof DemoPaymentSessionResponse>;

/**
 * POST /api/payment/demo/{session_id}/{pay|fail|cancel}: `pay` sends a signed notification through the
 * same handler as Przelewy24's (signature, amount, verify, paid once). 409 when the session is no longer
 * pending. Answers where to send the customer back.
 */
export const DemoPaymentActionResponse = z.object({
  success: z.literal(true),
  redirect_url: z.string(),
  data: z.object({ status: z.enum(['pending', 'paid', 'failed', 'cancelled', 'refunded']) }),
});
export type DemoPaymentActionResponse = z.infer<typeof DemoPaymentActionResponse>;

/** POST /api/payment/p24/status: Przelewy24's notification of a successful payment (integrations.md). */
export const P24Notification = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId: z.string().max(100),
  amount: z.number().int(),
  originAmount: z.number().int(),
  currency: z.string().max(3),
  orderId: z.number().int(),
  methodId: z.number().int(),
  statement: z.string().max(200),
  sign: z.string().max(200),
});
export type P24Notification = z.infer<typeof P24Notification>;

/** POST /api/payment/p24/refund-status: Przelewy24's notification about a refund. */
export const P24RefundNotification = z.object({
  orderId: z.number().int(),
  sessionId: z.string().max(100),
  merchantId: z.number().int(),
  requestId: z.string().max(100),
  refundsUuid: z.string().max(100),
  amount: z.number().int(),
  currency: z.string().max(3),
  timestamp: z.number().int().optional(),
  status: z.number().int(),
  sign: z.string().max(200),
});
export type P24RefundNotification = z.infer<typeof P24RefundNotification>;

export const P24NotificationAnswer = z.object({ status: z.literal('OK') });
