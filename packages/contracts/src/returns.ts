import { z } from 'zod';
import { Money, Pagination, page, perPage } from './admin-shapes';
import { IdParam, ShopDay } from './common';

/**
 * Returns (docs/product-rules.md#after-sale, docs/decisions/022-returns-and-withdrawal.md): a customer returns
 * delivered lines within 90 days of delivery. Within the first 14 days the return is the statutory withdrawal from
 * the contract; later it is the shop's voluntary return of unused items. A return announced up to the end of day 30
 * after delivery is settled in money, a later one with a gift card valid 12 months.
 */

/** The shop's voluntary free return of unused items, counted from delivery. */
export const FREE_RETURN_DAYS = 90;
/** Returns announced up to the end of this day after delivery are refunded in money; later ones get a gift card. */
export const MONEY_BACK_DAYS = 30;

export const RETURN_KIND_CODES = ['withdrawal', 'voluntary'] as const;
export type ReturnKindCode = (typeof RETURN_KIND_CODES)[number];
export const RETURN_STATUS_CODES = ['registered', 'received', 'inspected', 'settled'] as const;
export type ReturnStatusCode = (typeof RETURN_STATUS_CODES)[number];
export const RETURN_METHOD_CODES = ['inpost_code', 'own'] as const;
export type ReturnMethodCode = (typeof RETURN_METHOD_CODES)[number];
export const RETURN_SETTLEMENT_CODES = ['refund', 'gift_card', 'none'] as const;
export type ReturnSettlementCode = (typeof RETURN_SETTLEMENT_CODES)[number];
/** Why the customer returns; labels in the web dictionaries and the server's messages. */
export const RETURN_REASON_CODES = ['changed_mind', 'not_as_described', 'wrong_size', 'quality', 'other'] as const;
export type ReturnReasonCode = (typeof RETURN_REASON_CODES)[number];

/** `POST /api/orders/{id}/returns` (customer, or guest with the order's cookie or token). */
export const ReturnCreateBody = z
  .object({
    lines: z
      .array(z.object({ order_item_id: IdParam, quantity: z.number().int().min(1).max(99) }).strict())
      .min(1)
      .max(50),
    reason: z.enum(RETURN_REASON_CODES),
    /** Optional words of the customer. */
    comment: z.string().trim().max(1000).nullish(),
    method: z.enum(RETURN_METHOD_CODES),
  })
  .strict();
export type ReturnCreateBody = z.infer<typeof ReturnCreateBody>;

export const ReturnLineView = z.object({
  order_item_id: z.number().int(),
  product_name: z.string(),
  quantity: z.number().int(),
  /** Staff's inspection; null until inspected. */
  outcome: z.enum(['accepted', 'rejected']).nullable(),
  outcome_label: z.string().nullable(),
  rejection_reason: z.string().nullable(),
});

/** One return as the order JSON (`returns`) shows it to the customer. */
export const OrderReturnView = z.object({
  id: z.number().int(),
  return_number: z.string(),
  kind: z.enum(RETURN_KIND_CODES),
  kind_label: z.string(),
  status: z.enum(RETURN_STATUS_CODES),
  status_label: z.string(),
  method: z.enum(RETURN_METHOD_CODES),
  /** The code to show at an InPost locker (method inpost_code). */
  inpost_code: z.string().nullable(),
  reason: z.enum(RETURN_REASON_CODES).nullable(),
  reason_label: z.string().nullable(),
  /** How it is (or will be) settled: refund up to day 30 after delivery, gift card after it. */
  settlement: z.enum(RETURN_SETTLEMENT_CODES),
  /** PLN given back (money or gift card) once settled, else null. */
  settled_amount: z.number().nullable(),
  registered_at: z.string(),
  received_at: z.string().nullable(),
  settled_at: z.string().nullable(),
  lines: z.array(ReturnLineView),
});
export type OrderReturnView = z.infer<typeof OrderReturnView>;

/** What the order page needs to offer a return. */
export const ReturnWindow = z.object({
  /** A return can be registered now: delivered, within 90 days, something left to return. */
  available: z.boolean(),
  /** What a return registered now is: the statutory withdrawal (first 14 days) or the voluntary return. */
  kind_now: z.enum(RETURN_KIND_CODES).nullable(),
  /** What a return registered now is settled with. */
  settlement_now: z.enum(['refund', 'gift_card']).nullable(),
  /** Last moment of the statutory withdrawal, the money-back period and the voluntary return (ISO); null before delivery. */
  withdrawal_until: z.string().nullable(),
  money_back_until: z.string().nullable(),
  return_until: z.string().nullable(),
  /** Pieces of each line that may still be returned. */
  returnable: z.array(z.object({ order_item_id: z.number().int(), quantity: z.number().int() })),
  /** Where parcels come back to. */
  return_address: z.string(),
});
export type ReturnWindow = z.infer<typeof ReturnWindow>;

export const ReturnCreateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.number().int(),
    return_number: z.string(),
    status: z.enum(RETURN_STATUS_CODES),
    kind: z.enum(RETURN_KIND_CODES),
    inpost_code: z.string().optional(),
    return_address: z.string(),
  }),
});
export type ReturnCreateResponse = z.infer<typeof ReturnCreateResponse>;

// ——— admin (area `orders`) ———

export const AdminReturnFilters = z.object({
  status: z.enum(RETURN_STATUS_CODES).optional(),
  kind: z.enum(RETURN_KIND_CODES).optional(),
  date_from: ShopDay.optional(),
  date_to: ShopDay.optional(),
  /** Part of the return number, the order number or the customer's e-mail. */
  search: z.string().trim().max(100).optional(),
});
export const AdminReturnListQuery = AdminReturnFilters.extend({ page, per_page: perPage });
export type AdminReturnListQuery = z.infer<typeof AdminReturnListQuery>;

export const AdminReturnSummary = z.object({
  id: z.number().int(),
  return_number: z.string(),
  order: z.object({ id: z.number().int(), order_number: z.string(), email: z.string() }),
  kind: z.enum(RETURN_KIND_CODES),
  kind_label: z.string(),
  status: z.enum(RETURN_STATUS_CODES),
  status_label: z.string(),
  method: z.enum(RETURN_METHOD_CODES),
  items_count: z.number().int(),
  /** Value of the returned pieces as paid (PLN). */
  value: Money,
  settlement: z.enum(RETURN_SETTLEMENT_CODES),
  registered_at: z.string(),
});
export type AdminReturnSummary = z.infer<typeof AdminReturnSummary>;
export const AdminReturnListResponse = z.object({ data: z.array(AdminReturnSummary), meta: Pagination });
export type AdminReturnListResponse = z.infer<typeof AdminReturnListResponse>;

export const AdminReturnDetails = AdminReturnSummary.extend({
  inpost_code: z.string().nullable(),
  reason: z.enum(RETURN_REASON_CODES).nullable(),
  reason_label: z.string().nullable(),
  comment: z.string().nullable(),
  settled_amount: Money.nullable(),
  gift_card_id: z.number().int().nullable(),
  received_at: z.string().nullable(),
  inspected_at: z.string().nullable(),
  settled_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      order_item_id: z.number().int(),
      product_name: z.string(),
      sku: z.string(),
      quantity: z.number().int(),
      unit_price: Money,
      outcome: z.enum(['accepted', 'rejected']).nullable(),
      rejection_reason: z.string().nullable(),
    }),
  ),
  /** What staff may do now. */
  can_receive: z.boolean(),
  can_inspect: z.boolean(),
  can_settle: z.boolean(),
});
export type AdminReturnDetails = z.infer<typeof AdminReturnDetails>;
export const AdminReturnResponse = z.object({ data: AdminReturnDetails, message: z.string().optional() });
export type AdminReturnResponse = z.infer<typeof AdminReturnResponse>;

/** `POST /api/admin/returns/{id}/inspect`: every line of the return, accepted or rejected with a reason. */
export const AdminReturnInspectInput = z
  .object({
    lines: z
      .array(
        z
          .object({
            id: IdParam,
            outcome: z.enum(['accepted', 'rejected']),
            rejection_reason: z.string().trim().max(500).nullish(),
          })
          .strict(),
      )
      .min(1)
      .max(50),
  })
  .strict();
export type AdminReturnInspectInput = z.infer<typeof AdminReturnInspectInput>;

/** Where the model withdrawal form is downloaded (docs/product-rules.md#legal); public. */
export const WITHDRAWAL_FORM_PATH = '/api/returns/withdrawal-form.pdf';

/**
 * GET /api/returns/withdrawal-form.pdf: `lang` picks the Polish (statutory) or English form, else the request's
 * language. With `order` (and for a guest `token`, the order e-mail's link), an order its reader may see is
 * filled in: number, dates, goods, the buyer's name and address; someone else's order is 404.
 */
export const WithdrawalFormQuery = z.object({
  lang: z.enum(['pl', 'en']).optional(),
  order: IdParam.optional(),
  token: z.string().trim().max(100).optional(),
});
export type WithdrawalFormQuery = z.infer<typeof WithdrawalFormQuery>;
