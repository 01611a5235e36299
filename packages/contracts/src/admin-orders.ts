import { z } from 'zod';
import { Money, Pagination, page, perPage } from './admin-shapes';
import { ShopDay } from './common';
import { ORDER_STATUS_CODES, OrderDetails, PAYMENT_STATUS_CODES } from './orders';
import { PAYMENT_PROVIDER_CODES } from './payments';

/**
 * Admin API of orders and payments (areas `orders`, `payments`). Maintained with
 * apps/server/src/modules/admin/admin-orders*.ts and admin-payments*.ts.
 */

/** A calendar day in Poland, `YYYY-MM-DD` (inclusive bounds of date filters, Europe/Warsaw). */
const day = ShopDay;

/** Filters shared by the order list and its CSV export (`GET /api/admin/orders`, `/api/admin/orders.csv`). */
export const AdminOrderFilters = z.object({
  status: z.enum(ORDER_STATUS_CODES).optional(),
  payment_status: z.enum(PAYMENT_STATUS_CODES).optional(),
  date_from: day.optional(),
  date_to: day.optional(),
  /** Part of the order number (`LB-2026-000123`, `123`) or of the customer's e-mail. */
  search: z.string().trim().max(100).optional(),
  sort_by: z.enum(['created_at', 'total']).default('created_at'),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
});
export const AdminOrderListQuery = AdminOrderFilters.extend({ page, per_page: perPage });
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;
export type AdminOrderFilters = z.infer<typeof AdminOrderFilters>;

const StaffRef = z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable();

export const AdminOrderSummary = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUS_CODES),
  status_label: z.string(),
  payment_status: z.enum(PAYMENT_STATUS_CODES),
  payment_status_label: z.string(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    /** Null for guests (or an account deleted since). */
    user_id: z.number().int().nullable(),
  }),
  total: Money,
  items_count: z.number().int(),
  delivery_method: z.string(),
  tracking_number: z.string().nullable(),
  /** A withdrawal from the contract waits for staff to complete it. */
  withdrawal_pending: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;
export const AdminOrderListResponse = z.object({ data: z.array(AdminOrderSummary), meta: Pagination });
export type AdminOrderListResponse = z.infer<typeof AdminOrderListResponse>;

export const AdminRefund = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  amount: Money,
  /** pending (asked, not yet accepted by the provider), completed, failed (rejected: return by hand). */
  status: z.enum(['pending', 'completed', 'failed']),
  reason: z.string().nullable(),
  requested_by: StaffRef,
  created_at: z.string(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

export const AdminPayment = z.object({
  id: z.number().int(),
  order: z.object({ id: z.number().int(), order_number: z.string(), email: z.string() }),
  provider: z.enum(PAYMENT_PROVIDER_CODES),
  session_id: z.string(),
  /** Przelewy24's transaction id, once paid. */
  provider_order_id: z.number().int().nullable(),
  method_id: z.number().int().nullable(),
  amount: Money,
  status: z.enum(PAYMENT_STATUS_CODES),
  status_label: z.string(),
  /** Sum of its refunds that were not rejected. */
  refunded: Money,
  refunds: z.array(AdminRefund),
  created_at: z.string(),
  verified_at: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

export const AdminOrderHistoryEntry = z.object({
  status: z.string(),
  label: z.string(),
  note: z.string().nullable(),
  at: z.string(),
  /** Staff member or customer who made the change; null for the shop itself (payments, jobs). */
  by: StaffRef,
});

export const AdminShipment = z.object({
  id: z.number().int(),
  carrier: z.string(),
  tracking_number: z.string().nullable(),
  /** The carrier's public tracking page, when it has one. */
  tracking_url: z.string().nullable(),
  created_at: z.string(),
});

export const AdminWithdrawal = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  reason: z.string().nullable(),
  submitted_at: z.string(),
  completed_at: z.string().nullable(),
});

export const AdminOrderNote = z.object({
  id: z.number().int(),
  body: z.string(),
  author: StaffRef,
  created_at: z.string(),
});

/**
 * `GET /api/admin/orders/{id}`: what the customer sees (OrderDetails, with the customer's own `notes`) plus
 * the staff's view. Amounts in PLN.
 */
export const AdminOrderDetails = OrderDetails.extend({
  locale: z.string(),
  user_id: z.number().int().nullable(),
  history: z.array(AdminOrderHistoryEntry),
  money: z.object({
    /** Received through payments. */
    paid: Money,
    /** Refunds asked for or done (not rejected ones). */
    refunded: Money,
    /** What a refund may still return. */
    refundable: Money,
  }),
  payments: z.array(AdminPayment),
  refunds: z.array(AdminRefund),
  shipment: AdminShipment.nullable(),
  withdrawals: z.array(AdminWithdrawal),
  staff_notes: z.array(AdminOrderNote),
  /** Statuses `POST …/status` accepts now (docs/product-rules.md#orders); `returned` comes only from completing a withdrawal. */
  next_statuses: z.array(z.enum(ORDER_STATUS_CODES)),
});
export type AdminOrderDetails = z.infer<typeof AdminOrderDetails>;
export const AdminOrderResponse = z.object({ data: AdminOrderDetails, message: z.string().optional() });
export type AdminOrderResponse = z.infer<typeof AdminOrderResponse>;

/** Tracking numbers: letters, digits and dashes (spaces are dropped), as InPost and couriers print them. */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9-]{4,64}$/;

/**
 * `POST /api/admin/orders/{id}/status`. Allowed (docs/product-rules.md#orders): in_preparation → shipped (paid orders, with a
 * tracking number) | cancelled (restock, refund if paid); shipped → delivered (starts the 14-day
 * withdrawal period). Anything else is 409.
 */
export const AdminOrderStatusInput = z
  .object({
    status: z.enum(ORDER_STATUS_CODES),
    tracking_number: z
      .string()
      .trim()
      .max(80)
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .optional(),
    /** Kept in the status history (staff only). */
    note: z.string().trim().max(1000).optional(),
    /** The customer's e-mail about delivery is optional; the shipment e-mail always goes. */
    notify_customer: z.boolean().default(true),
    /**
     * `delivered`: the day the parcel actually reached the customer (Warsaw), when staff learn of it later; by
     * default today. Not in the future, at most a year back. The 14/30/90-day periods count from it.
     */
    delivered_on: day.optional(),
  })
  .strict();
export type AdminOrderStatusInput = z.infer<typeof AdminOrderStatusInput>;

export const AdminOrderNoteInput = z.object({ body: z.string().trim().min(1).max(2000) }).strict();
export type AdminOrderNoteInput = z.infer<typeof AdminOrderNoteInput>;

/** `POST /api/admin/orders/{id}/withdrawals/{withdrawalId}/complete`: the products are back. */
export const AdminWithdrawalCompleteInput = z
  .object({
    /** PLN to refund; by default everything still refundable. */
    refund_amount: z.number().max(1_000_000).optional(),
    /** Put the returned pieces back on stock. */
    restock: z.boolean().default(false),
  })
  .strict();
export type AdminWithdrawalCompleteInput = z.infer<typeof AdminWithdrawalCompleteInput>;

/** `POST /api/admin/orders/{id}/refunds`: full or partial, at most what is still refundable. */
export const AdminRefundInput = z
  .object({
    /** PLN, more than 0 with at most two decimals (checked by the server, 422 on the field). */
    amount: z.number().max(1_000_000),
    reason: z.string().trim().min(1).max(500),
  })
  .strict();
export type AdminRefundInput = z.infer<typeof AdminRefundInput>;

export const AdminPackingSlipQuery = z.object({ locale: z.enum(['pl', 'en']).optional() });

export const AdminPaymentFilters = z.object({
  status: z.enum(PAYMENT_STATUS_CODES).optional(),
  provider: z.enum(PAYMENT_PROVIDER_CODES).optional(),
  date_from: day.optional(),
  date_to: day.optional(),
  /** Part of the order number, the customer's e-mail or the session id. */
  search: z.string().trim().max(100).optional(),
});
export const AdminPaymentListQuery = AdminPaymentFilters.extend({ page, per_page: perPage });
export type AdminPaymentListQuery = z.infer<typeof AdminPaymentListQuery>;
export type AdminPaymentFilters = z.infer<typeof AdminPaymentFilters>;
export const AdminPaymentListResponse = z.object({ data: z.array(AdminPayment), meta: Pagination });
export type AdminPaymentListResponse = z.infer<typeof AdminPaymentListResponse>;
