import { z } from 'zod';
import { STAFF_ROLES } from './admin-access';
import { Money, Pagination, page, perPage } from './admin-shapes';
import { IdParam } from './common';

// The role table lives in a module without zod, so the shop's header can ask "is this staff?" without
// shipping the schema library to every visitor.
export * from './admin-access';
export * from './admin-catalogue';
export * from './admin-gift-cards';
export * from './admin-inbox';
export * from './admin-marketing';
export * from './admin-orders';

// ——— dashboard ———

export const AdminDashboardResponse = z.object({
  data: z.object({
    revenue: z.object({ today: Money, last_7_days: Money, last_30_days: Money }),
    orders: z.object({ today: z.number().int(), last_7_days: z.number().int(), last_30_days: z.number().int() }),
    /** Paid revenue per day for the last 30 days, oldest first (dates in Europe/Warsaw). */
    revenue_by_day: z.array(z.object({ date: z.string(), revenue: Money, orders: z.number().int() })),
    awaiting_shipment: z.number().int(),
    unpaid: z.number().int(),
    /** Reviews waiting for moderation; null for a role that cannot moderate them (its dashboard shows its own work). */
    pending_reviews: z.number().int().nullable(),
    /** Variants running out (not made to order), lowest stock first; `id` and `slug` are the product's. */
    low_stock: z.array(
      z.object({
        id: z.number().int(),
        variant_id: z.number().int(),
        name: z.string(),
        /** The variant's colour in the panel's language; null without a colour. */
        colour: z.string().nullable(),
        /** Null for 'one_size'. */
        size: z.string().nullable(),
        sku: z.string(),
        stock: z.number().int(),
        slug: z.string(),
      }),
    ),
  }),
});
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponse>;

// ——— users, roles, audit log ———

export const AdminUserListQuery = z.object({
  page,
  per_page: perPage,
  search: z.string().trim().max(100).optional(),
  role: z.enum(['customer', ...STAFF_ROLES]).optional(),
});

export const AdminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserListResponse = z.object({ data: z.array(AdminUser), meta: Pagination });
export const AdminUserRolesInput = z.object({ roles: z.array(z.enum(STAFF_ROLES)).max(3) });
export const AdminUserResponse = z.object({ data: AdminUser, message: z.string().optional() });

export const AuditLogQuery = z.object({
  page,
  per_page: perPage,
  entity: z.string().trim().max(40).optional(),
  user_id: IdParam.optional(),
});

export const AuditLogItem = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  user: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  data: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export const AuditLogResponse = z.object({ data: z.array(AuditLogItem), meta: Pagination });

export const AdminMessageResponse = z.object({ success: z.boolean(), message: z.string() });

// ——— content: review moderation ———

export const AdminReviewListQuery = z.object({
  page,
  per_page: perPage,
  status: z.enum(['pending', 'approved', 'all']).default('pending'),
});
export const AdminReview = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  author: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  approved: z.boolean(),
  created_at: z.string(),
});
export const AdminReviewListResponse = z.object({ data: z.array(AdminReview), meta: Pagination });
