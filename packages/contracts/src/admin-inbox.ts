import { z } from 'zod';
import { Pagination, page, perPage } from './admin-shapes';

/**
 * Admin API of the inbox (area `inbox`): contact messages and newsletter subscribers. Maintained with
 * apps/server/src/modules/admin/admin-inbox*.ts.
 */

export const AdminContactMessageQuery = z.object({
  page,
  per_page: perPage,
  status: z.enum(['open', 'handled', 'all']).default('all'),
});
export const AdminContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  message: z.string(),
  locale: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessage>;
export const AdminContactMessageListResponse = z.object({
  data: z.array(AdminContactMessage),
  meta: Pagination.extend({ open: z.number().int() }),
});
export const AdminContactHandledInput = z.object({ handled: z.boolean().default(true) }).strict();
export const AdminContactMessageResponse = z.object({ data: AdminContactMessage, message: z.string() });

export const NEWSLETTER_SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const AdminSubscriberQuery = z.object({
  page,
  per_page: perPage,
  status: z.enum([...NEWSLETTER_SUBSCRIBER_STATUSES, 'all']).default('all'),
  search: z.string().trim().max(100).optional(),
});
export const AdminSubscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  locale: z.string(),
  status: z.enum(NEWSLETTER_SUBSCRIBER_STATUSES),
  source: z.string(),
  consent_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof AdminSubscriber>;
export const AdminSubscriberListResponse = z.object({ data: z.array(AdminSubscriber), meta: Pagination });
export const AdminSubscriberResponse = z.object({ data: AdminSubscriber, message: z.string() });
