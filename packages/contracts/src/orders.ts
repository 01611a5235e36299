import { z } from 'zod';
import { EmailField, PhoneField } from './auth';
import {
  isValidNip,
  ORDER_COOKIE_PREFIX,
  ORDER_TOKEN_HEADER,
  orderCookieName,
  POSTAL_CODE_PATTERN,
} from './browser-rules';
import { InpostPointInput } from './cart';
import { PaginationMeta } from './catalog';
import { ErrorBody, Id, IdParam } from './common';
import { InvoiceRequestInfo, OrderInvoiceView } from './invoices';
import { PaymentAttempt } from './payments';
import { OrderReturnView, ReturnWindow } from './returns';
import { ParcelPoint } from './shipping';

export { isValidNip, ORDER_COOKIE_PREFIX, ORDER_TOKEN_HEADER, orderCookieName };

/**
 * Orders (docs/product-rules.md#api-contract Checkout form, Order item payload, Shipping address payload, Guest customer_info, Order;
 * docs/product-rules.md#orders Checkout, Order; docs/product-rules.md#errors checkout rules; docs/product-rules.md#api-contract POST /api/orders, /api/orders/guest; docs/product-rules.md#money, #stock, #orders, #legal).
 *
 * The server rebuilds every order from its own cart (the customer's, or the guest's `atelier_cart` cookie):
 * the items and totals a client sends are compared with the server's figures, never used. Differences are
 * refused with 409 (`code` `prices_changed`, `cart_changed` or `out_of_stock`), missing or wrong fields
 * with 422 per field (`errors` keyed by the dotted path, e.g. `shipping_address.postal_code`).
 *
 * Refinement messages are server message keys (apps/server/src/i18n/messages.ts, `orders.*`): the API answers
 * them translated; a client validating with these schemas translates the same keys.
 *
 * Headers:
 * - `Idempotency-Key` (1-200 visible characters, e.g. a UUID per checkout attempt): a retried placement
 *   with the same key and body answers the first order (200, header `Idempotent-Replayed: true`) instead
 *   of creating another; the same key with a different body is refused with 422 `idempotency_key_reused`.
 * - `X-Order-Token` (or the `token` query parameter on GET): a guest's access to one order, the
 *   `guest_token` answered at placement and carried by the link in the order e-mail. The guest placement also
 *   sets the httpOnly cookie `atelier_order_<id>` (path /api) holding it, so the browser that placed the
 *   order is recognised without either. Customers use their bearer token instead; another customer's order,
 *   or a token of another order, answers 404.
 */

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Regulations in force from 25 October 2025 (docs/product-rules.md#constants); recorded with each order (docs/product-rules.md#legal). */
export const TERMS_VERSION = '2025-10-25';
/** docs/product-rules.md#legal: withdrawal from the contract within 14 days of delivery. */
export const WITHDRAWAL_DAYS = 14;
/** docs/product-rules.md#payments: a bank transfer is due within 3 business days, then the order is cancelled. */
export const PAYMENT_DUE_BUSINESS_DAYS = 3;

export const ORDER_STATUS_CODES = ['in_preparation', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatusCode = (typeof ORDER_STATUS_CODES)[number];
export const PAYMENT_STATUS_CODES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatusCode = (typeof PAYMENT_STATUS_CODES)[number];
/** The single payment option (docs/product-rules.md#payments): "Przelewy24 — bank transfer, BLIK, card". */
export const PAYMENT_METHOD_CODES = ['przelew24'] as const;

const personName = z.string().trim().min(1).max(100);
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/**
 * A postal code: "50101" is written "50-101", anything else must already read 00-000. It may be left out
 * (empty counts as left out, answered as null): the order requires it only where the parcel goes to the
 * customer's door or an invoice names a company. A parcel-locker order does not need it, and the first
 * version's guest `customer_info` has none.
 */
export const OptionalPostalCodeField = z
  .string()
  .trim()
  .max(10)
  .transform((v) => (v === '' ? null : /^\d{5}$/.test(v) ? `${v.slice(0, 2)}-${v.slice(2)}` : v))
  .refine((v) => v === null || POSTAL_CODE_PATTERN.test(v), { message: 'orders.postal_code_invalid' })
  .nullish();

/** Delivery within Poland only (docs/product-rules.md#delivery): "PL", "Polska" or "Poland" in any case; answered as "PL". */
export const CountryField = z
  .string()
  .trim()
  .min(1, { abort: true })
  .max(60)
  .refine((v) => ['pl', 'polska', 'poland'].includes(v.toLowerCase()), { message: 'orders.country_not_supported' })
  .transform(() => 'PL' as const);

/** Ten digits with a valid check digit; spaces, dashes and a "PL" prefix are ignored. Answered as digits. */
export const NipField = z
  .string()
  .trim()
  .max(20)
  .transform((v) => v.replace(/^PL/i, '').replace(/[\s-]/g, ''))
  .refine((v) => v === '' || isValidNip(v), { message: 'orders.nip_invalid' });

/** docs/product-rules.md#api-contract Order item payload. Only product, size and quantity identify a line; `price` is compared. */
export const OrderItemInput = z.object({
  product_id: Id,
  quantity: z.number().int().min(1).max(99),
  /** Unit price the customer saw (PLN): a different server price answers 409 `prices_changed`. */
  price: z.number().min(0).max(1_000_000).optional(),
  size: z.string().trim().max(20).nullish(),
  /** The variant bought (docs/product-rules.md#variants); compared with the cart's line like the price. */
  variant_id: Id.nullish(),
  product_name: z.string().max(300).nullish(),
  product_image: z.string().max(2000).nullish(),
});
export type OrderItemInput = z.infer<typeof OrderItemInput>;

/** A locker id ("KRA010") or the point object of the widget / our points search. */
export const OrderInpostPoint = z.union([z.string().trim().max(64), InpostPointInput]);

/**
 * docs/product-rules.md#api-contract Shipping address payload (customers). `address_line_1` is "street house" as the first client sent
 * it; our client sends `street` and `house` separately as well (they win when present).
 * `address_line_2` is the apartment.
 */
export const ShippingAddressInput = z.object({
  first_name: personName,
  last_name: personName,
  email: EmailField,
  phone: PhoneField,
  address_line_1: z.string().trim().max(200).optional(),
  address_line_2: optionalText(50),
  street: z.string().trim().max(150).optional(),
  house: z.string().trim().max(20).optional(),
  apartment: optionalText(20),
  city: z.string().trim().min(1).max(100),
  country: CountryField,
  /** Required for delivery to the door (courier) and for a company invoice; optional for a parcel locker. */
  postal_code: OptionalPostalCodeField,
  delivery_method: z.string().trim().max(40).optional(),
  inpost_point: OrderInpostPoint.nullish(),
});
export type ShippingAddressInput = z.input<typeof ShippingAddressInput>;

/**
 * docs/product-rules.md#api-contract Guest customer_info. `postal_code` is ours (the first version sends none): required for delivery to
 * the door (courier) and for a company invoice (422 `customer_info.postal_code`), optional for a parcel locker.
 */
export const GuestCustomerInfo = z.object({
  name: personName,
  surname: personName,
  email: EmailField,
  phone: PhoneField,
  country: CountryField,
  city: z.string().trim().min(1).max(100),
  street: z.string().trim().min(1).max(150),
  house: z.string().trim().min(1).max(20),
  apartment: optionalText(20),
  postal_code: OptionalPostalCodeField,
});
export type GuestCustomerInfo = z.input<typeof GuestCustomerInfo>;

/** What both placements share: delivery, payment, notes, invoice data, terms and the client's totals (PLN). */
const placementFields = {
  /** `inpost` (default; `inpost_branch` accepted) or `courier`; else the method chosen in the cart. */
  delivery_method: z.string().trim().max(40).optional(),
  /** Required with `inpost`: a locker that exists (422 `inpost_point` otherwise). */
  inpost_point: OrderInpostPoint.nullish(),
  payment_method: z.enum(PAYMENT_METHOD_CODES).default('przelew24'),
  notes: optionalText(1000),
  /** For an invoice to a company (optional): with a NIP the invoice is issued as soon as the order is paid. */
  company_name: optionalText(200),
  nip: NipField.nullish(),
  /** A consumer wants an invoice (to the billing name and address), issued when the order is paid. */
  invoice_requested: z.boolean().optional(),
  /**
   * The regulations checkbox. Optional because first-version clients do not send it; `false` is refused
   * with 422. The order records the terms version and time (docs/product-rules.md#legal).
   */
  terms_accepted: z
    .boolean()
    .optional()
    .refine((v) => v !== false, { message: 'orders.terms_required' }),
  /** Items the customer saw; compared with the cart (409 `cart_changed`). */
  items: z.array(OrderItemInput).max(50).optional(),
  coupon_code: z.string().trim().max(40).nullish(),
  /** The client's figures (PLN), compared with the server's: any difference answers 409 `prices_changed`. */
  subtotal: z.number().min(0).optional(),
  discount_amount: z.number().min(0).optional(),
  shipping: z.number().min(0).optional(),
  /** What the customer agreed to pay; required (the order button says "with obligation to pay"). */
  total: z.number().min(0),
};

/** POST /api/orders (bearer token required). */
export const PlaceOrderBody = z.object({ ...placementFields, shipping_address: ShippingAddressInput }).strict();
export type PlaceOrderBody = z.infer<typeof PlaceOrderBody>;
export type PlaceOrderInput = z.input<typeof PlaceOrderBody>;

/** POST /api/orders/guest (the guest's cart cookie names the cart). */
export const PlaceGuestOrderBody = z.object({ ...placementFields, customer_info: GuestCustomerInfo }).strict();
export type PlaceGuestOrderBody = z.infer<typeof PlaceGuestOrderBody>;
export type PlaceGuestOrderInput = z.input<typeof PlaceGuestOrderBody>;

/**
 * 409 of a placement. With `prices_changed` it carries the server's figures now (PLN), so a client can show what
 * the order costs instead of what it showed; the message says what changed and the total now due.
 */
export const OrderConflictBody = ErrorBody.extend({
  totals: z.object({ subtotal: z.number(), discount: z.number(), shipping: z.number(), total: z.number() }).optional(),
});
export type OrderConflictBody = z.infer<typeof OrderConflictBody>;

export const PlacedOrder = z.object({
  id: z.number().int(),
  order_number: z.string(),
  /** What to pay (PLN). */
  total_amount: z.number(),
  status: z.enum(ORDER_STATUS_CODES),
  payment_status: z.enum(PAYMENT_STATUS_CODES),
  /** Unpaid after this moment (ISO), the order is cancelled (docs/product-rules.md#payments). */
  payment_due_at: z.string().nullable(),
  /** Guests only: access to this order (header X-Order-Token / query `token`); null for customers. */
  guest_token: z.string().nullable(),
});
export type PlacedOrder = z.infer<typeof PlacedOrder>;

/** 201 for a new order; 200 when an Idempotency-Key replays an earlier one. */
export const PlaceOrderResponse = z.object({ success: z.literal(true), message: z.string(), data: PlacedOrder });
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponse>;

// ——— reading orders ———

export const OrderListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

export const OrderIdParams = z.object({ id: IdParam });
/** `token` authorises a guest on GET calls (the same value as the X-Order-Token header). */
export const OrderTokenQuery = z.object({ token: z.string().trim().max(100).optional() });

export const OrderLineView = z.object({
  id: z.number().int(),
  /** Null when the product was deleted since. */
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  product_slug: z.string(),
  sku: z.string(),
  /** The variant bought; null for orders placed before variants or when the variant was deleted since. */
  variant_id: z.number().int().nullable(),
  /** Absolute URL of the photograph, or null. */
  image: z.string().nullable(),
  size: z.string().nullable(),
  /** The colour's code ('green'), kept for clients that match on it. */
  color: z.string().nullable(),
  /** The colour's name in the request's language ('zielony' / 'green'); the code when the colour was deleted since. */
  color_name: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price paid (PLN). */
  price: z.number(),
  /** Regular unit price at the time (PLN); above `price` when it was reduced. */
  original_price: z.number(),
  total: z.number(),
  /** Made to order, within the shop's made-to-order time (docs/product-rules.md#stock). */
  made_to_order: z.boolean(),
});
export type OrderLineView = z.infer<typeof OrderLineView>;

export const OrderAddressView = z.object({
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable(),
  nip: z.string().nullable(),
  street: z.string(),
  house: z.string(),
  apartment: z.string().nullable(),
  /** "street house" (docs/product-rules.md#api-contract address_line_1) and the apartment. */
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
});

export const OrderTotalsView = z.object({
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  /** VAT part of the total. */
  tax: z.number(),
  total: z.number(),
});

export const OrderSummary = z.object({
  id: z.number().int(),
  order_number: z.string(),
  /** Placement time (ISO); `date` repeats it for first-version clients (docs/product-rules.md#api-contract Order). */
  date: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUS_CODES),
  /** The status in the request's language ("w przygotowaniu" / "in preparation"). */
  status_label: z.string(),
  payment_status: z.enum(PAYMENT_STATUS_CODES),
  payment_status_label: z.string(),
  /** PLN; `total_amount` repeats it as placement answers it. */
  total: z.number(),
  total_amount: z.number(),
  items_count: z.number().int(),
  items: z.array(z.object({ product_name: z.string(), quantity: z.number().int(), image: z.string().nullable() })),
  /** The customer may cancel (only while in preparation, docs/product-rules.md#orders). */
  can_cancel: z.boolean(),
  /** Payment can be started (again): unpaid, not cancelled. */
  can_pay: z.boolean(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const WithdrawalInfo = z.object({
  /** The withdrawal control is shown: delivered, within 14 days, nothing submitted yet (docs/product-rules.md#legal). */
  available: z.boolean(),
  /** Last moment to withdraw (ISO), once delivered; null before delivery. */
  deadline: z.string().nullable(),
  /** When a withdrawal was received (ISO), else null. */
  submitted_at: z.string().nullable(),
});

export const OrderDetails = OrderSummary.extend({
  email: z.string(),
  phone: z.string(),
  lines: z.array(OrderLineView),
  totals: OrderTotalsView,
  coupon_code: z.string().nullable(),
  delivery: z.object({
    method: z.string(),
    name: z.string(),
    /** The method's list price at the time (PLN). */
    price: z.number(),
    /** What the customer paid for delivery (PLN). */
    cost: z.number(),
    inpost_point: ParcelPoint.nullable(),
  }),
  shipping_address: OrderAddressView,
  billing_address: OrderAddressView,
  notes: z.string().nullable(),
  payment_method: z.string(),
  payment_due_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  terms_version: z.string(),
  terms_accepted_at: z.string(),
  withdrawal: WithdrawalInfo,
  /** VAT invoices and corrections of the order, oldest first (docs/product-rules.md#invoices). */
  invoices: z.array(OrderInvoiceView),
  /** The "ask for an invoice" control: paid, no invoice yet, within the legal window. */
  invoice_request: InvoiceRequestInfo,
  /** Returns of this order, the statutory withdrawals among them, oldest first (docs/product-rules.md#after-sale). */
  returns: z.array(OrderReturnView),
  /** Whether and what the customer may return now. */
  return_window: ReturnWindow,
  /** Status changes, oldest first. */
  history: z.array(z.object({ status: z.string(), label: z.string(), at: z.string() })),
});
export type OrderDetails = z.infer<typeof OrderDetails>;

export const OrderListResponse = z.object({ data: z.array(OrderSummary), meta: PaginationMeta });
export type OrderListResponse = z.infer<typeof OrderListResponse>;

/** GET /api/orders/{id} and GET /api/orders/guest/{token} (the page /{locale}/orders/guest/{token}). */
export const OrderDetailsResponse = z.object({ data: OrderDetails });
export type OrderDetailsResponse = z.infer<typeof OrderDetailsResponse>;

export const GuestOrderParams = z.object({ token: z.string().trim().min(1).max(100) });

/** POST /api/orders/{id}/cancel: only `in_preparation` (409 otherwise); restocks; refunds a paid order. */
export const CancelOrderResponse = z.object({ success: z.literal(true), message: z.string(), data: OrderDetails });
export type CancelOrderResponse = z.infer<typeof CancelOrderResponse>;

/**
 * POST /api/orders/{id}/withdraw (customer, or guest with X-Order-Token): the statutory withdrawal within
 * 14 days of delivery (docs/product-rules.md#legal). The consumer confirms the name and contact e-mail; the reason is optional.
 */
export const WithdrawBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    email: EmailField,
    reason: optionalText(2000),
  })
  .strict();
export type WithdrawBody = z.infer<typeof WithdrawBody>;

/** POST /api/orders/withdraw: a guest without the link gives the order number and the order's e-mail. */
export const GuestWithdrawBody = z
  .object({
    order_number: z.string().trim().min(1).max(40),
    name: z.string().trim().min(1).max(200),
    email: EmailField,
    reason: optionalText(2000),
  })
  .strict();
export type GuestWithdrawBody = z.infer<typeof GuestWithdrawBody>;

export const WithdrawResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    withdrawal_id: z.number().int(),
    order_id: z.number().int(),
    order_number: z.string(),
    /** Receipt time (ISO), also in the confirming e-mail. */
    submitted_at: z.string(),
  }),
});
export type WithdrawResponse = z.infer<typeof WithdrawResponse>;

/** What the payment outcome page shows while polling (docs/product-rules.md#orders Payment outcomes). */
export const PAYMENT_OUTCOMES = ['processing', 'success', 'failed', 'cancelled'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** GET /api/orders/{id}/payment-status (customer, or guest with `token` / X-Order-Token). */
export const PaymentStatusResponse = z.object({
  data: z.object({
    order_id: z.number().int(),
    order_number: z.string(),
    status: z.enum(ORDER_STATUS_CODES),
    payment_status: z.enum(PAYMENT_STATUS_CODES),
    /** processing while pending, success when paid, failed, or cancelled (payment or order cancelled). */
    outcome: z.enum(PAYMENT_OUTCOMES),
    total_amount: z.number(),
    /** Payment can be started again (POST /api/payment/initiate). */
    can_retry: z.boolean(),
    /**
     * The order's status again, under the name the BLIK page reads (same value as `status`). Always sent;
     * optional in the type only so clients written before it still type-check.
     */
    order_status: z.enum(ORDER_STATUS_CODES).optional(),
    /** The latest payment attempt, polled while BLIK waits for the bank app; null before the first. Always sent. */
    attempt: PaymentAttempt.nullable().optional(),
  }),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;
