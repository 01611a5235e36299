import { z } from 'zod';

/**
 * Shapes the admin API's area files share (admin-catalogue.ts, admin-orders.ts, …). Internal: admin.ts does
 * not re-export this file, so the package index exposes no more names than before.
 */

export const Pagination = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export const page = z.coerce.number().int().min(1).max(100_000).default(1);
export const perPage = z.coerce.number().int().min(1).max(100).default(20);

/** Amounts in the admin API are PLN numbers with two decimals, as in the shop's API. */
export const Money = z.number();

export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
