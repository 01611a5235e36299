import { z } from 'zod';
import { isValidNip } from './browser-rules';
import { IdParam } from './common';

/**
 * Invoices and the seller's identity (docs/product-rules.md#invoices, #seller-identity; docs/api.md#invoices).
 * Invoice numbers are FV/YYYY/MM/NNNN; in URLs they are written with dashes: FV-2026-11-0001.
 */

export const INVOICE_KIND_CODES = ['invoice', 'correction'] as const;
export const KSEF_STATUS_CODES = ['not_required', 'pending', 'sent', 'accepted', 'failed'] as const;

/** One invoice or correction of an order, as the order JSON lists them (oldest first). */
export const OrderInvoiceView = z.object({
  number: z.string(),
  kind: z.enum(INVOICE_KIND_CODES),
  /** Day of issue, 'YYYY-MM-DD' (Warsaw). */
  issued_at: z.string(),
  /** GET it with the same access as the order (account, X-Order-Token, `?token=`, or the order's cookie). */
  pdf_url: z.string(),
  /** The FA(3) XML, for invoices with a buyer NIP. */
  xml_url: z.string().optional(),
  ksef_number: z.string().optional(),
  ksef_status: z.enum(KSEF_STATUS_CODES).optional(),
  /** For a correction: the number of the invoice it corrects. */
  corrects: z.string().optional(),
});
export type OrderInvoiceView = z.infer<typeof OrderInvoiceView>;

/** Whether the buyer may still ask for an invoice on the order page, and until when. */
export const InvoiceRequestInfo = z.object({
  available: z.boolean(),
  /** Last day to ask (ISO date), 3 months after the end of the month of payment; null before payment. */
  deadline: z.string().nullable(),
});

/** A NIP typed with or without dashes and spaces; stored as ten digits. */
const InvoiceNipField = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => v === '' || isValidNip(v), { message: 'invoices.nip_invalid' });

/**
 * POST /api/orders/{id}/invoice: a consumer asks for an invoice after paying. Empty body → to the person on
 * the billing address; with `nip` (and `company_name`) → to that company.
 */
export const InvoiceRequestBody = z
  .object({
    company_name: z.string().trim().max(200).optional(),
    nip: InvoiceNipField.optional(),
  })
  .strict()
  .refine((b) => !b.nip || Boolean(b.company_name), {
    message: 'invoices.company_required',
    path: ['company_name'],
  });
export type InvoiceRequestBody = z.input<typeof InvoiceRequestBody>;

export const InvoiceRequestResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: OrderInvoiceView,
});
export type InvoiceRequestResponse = z.infer<typeof InvoiceRequestResponse>;

/** `FV-2026-11-0001.pdf` / `.xml` (slashes of the number become dashes). */
export const InvoiceFileParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  file: z
    .string()
    .trim()
    .max(40)
    .regex(/^FV-\d{4}-\d{2}-\d{4,6}\.(pdf|xml)$/i),
});

export const SELLER_VAT_STATUSES = ['active', 'exempt'] as const;

/** The seller's legal identity as the API answers it (GET /api/shop/seller). */
export const SellerIdentityView = z.object({
  name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
  nip: z.string(),
  regon: z.string(),
  /** "KRS 0000123456, …" or the CEIDG entry. */
  register_entry: z.string(),
  bank_account: z.string(),
  email: z.string(),
  phone: z.string(),
  vat_status: z.enum(SELLER_VAT_STATUSES),
  /** True while these are the seeded example values: pages show a notice. */
  demo: z.boolean(),
  /** The version of the store regulations in force (it changes when the seller's identity does). */
  terms_version: z.string(),
});
export type SellerIdentityView = z.infer<typeof SellerIdentityView>;
export const SellerResponse = z.object({ data: SellerIdentityView });
export type SellerResponse = z.infer<typeof SellerResponse>;

const required = (max: number) => z.string().trim().min(1, { message: 'seller.field_required' }).max(max);
const digits = (v: string) => v.replace(/[\s-]/g, '');

function validRegon(v: string): boolean {
  const weights9 = [8, 9, 2, 3, 4, 5, 6, 7];
  const weights14 = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];
  const w = v.length === 9 ? weights9 : v.length === 14 ? weights14 : null;
  if (!w || !/^\d+$/.test(v)) return false;
  const sum = w.reduce((s, weight, i) => s + weight * Number(v[i]), 0);
  return (sum % 11) % 10 === Number(v[v.length - 1]);
}

function validPolishIban(v: string): boolean {
  if (!/^PL\d{26}$/.test(v)) return false;
  const moved = `${v.slice(4)}2521${v.slice(2, 4)}`; // "PL" → 25 21
  let rest = 0;
  for (const ch of moved) rest = (rest * 10 + Number(ch)) % 97;
  return rest === 1;
}

/** PUT /api/admin/settings/seller (super_admin): the whole identity; saving real values clears `demo`. */
export const AdminSellerInput = z
  .object({
    name: required(200),
    street: required(150),
    postal_code: z
      .string()
      .trim()
      .regex(/^\d{2}-\d{3}$/, { message: 'seller.postal_code_invalid' }),
    city: required(100),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, { message: 'seller.field_required' })
      .default('PL'),
    nip: z
      .string()
      .trim()
      .transform(digits)
      .refine((v) => isValidNip(v), { message: 'seller.nip_invalid' }),
    regon: z.string().trim().transform(digits).refine(validRegon, { message: 'seller.regon_invalid' }),
    register_entry: required(300),
    bank_account: z
      .string()
      .trim()
      .transform((v) => v.replace(/\s/g, '').toUpperCase())
      .refine(validPolishIban, { message: 'seller.iban_invalid' }),
    email: z.string().trim().email({ message: 'validation.email' }).max(200),
    phone: required(40),
    vat_status: z.enum(SELLER_VAT_STATUSES),
    /** Keep the "example data" notice (for demo shops); false once the real company is entered. */
    demo: z.boolean().default(false),
  })
  .strict();
export type AdminSellerInput = z.input<typeof AdminSellerInput>;

export const AdminSellerResponse = z.object({ data: SellerIdentityView, message: z.string().optional() });

/** GET /api/admin/invoices: the accountant's list. Dates are days of issue (Warsaw), both ends included. */
export const AdminInvoiceListQuery = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  buyer: z.enum(['company', 'consumer']).optional(),
  kind: z.enum(INVOICE_KIND_CODES).optional(),
  ksef_status: z.enum(KSEF_STATUS_CODES).optional(),
  /** One order's invoices and corrections (the admin order page). */
  order_id: IdParam.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminInvoiceListQuery = z.infer<typeof AdminInvoiceListQuery>;

export const AdminInvoiceView = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(INVOICE_KIND_CODES),
  issued_on: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  buyer_name: z.string(),
  buyer_nip: z.string().nullable(),
  /** PLN. For a correction: the totals after it. */
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
  /** For a correction: the change of the gross (negative for money given back). */
  gross_change: z.number().nullable(),
  corrects: z.string().nullable(),
  ksef_status: z.enum(KSEF_STATUS_CODES),
  ksef_number: z.string().nullable(),
  ksef_error: z.string().nullable(),
  /** Why the PDF could not be rendered last time; it is rendered again when downloaded. */
  pdf_error: z.string().nullable(),
  pdf_url: z.string(),
  xml_url: z.string().nullable(),
});
export type AdminInvoiceView = z.infer<typeof AdminInvoiceView>;

export const AdminInvoiceListResponse = z.object({
  data: z.array(AdminInvoiceView),
  meta: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
});
export type AdminInvoiceListResponse = z.infer<typeof AdminInvoiceListResponse>;

/** POST /api/admin/invoices/{id}/ksef-retry: the invoice as it is now (pending again) and what was done. */
export const AdminKsefRetryResponse = z.object({ data: AdminInvoiceView, message: z.string() });
export type AdminKsefRetryResponse = z.infer<typeof AdminKsefRetryResponse>;

/** GET /api/admin/invoices/month.zip|.csv?month=YYYY-MM */
export const AdminInvoiceMonthQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'invoices.month_invalid' }),
});
