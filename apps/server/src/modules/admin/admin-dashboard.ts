import { type AdminDashboardResponse, canAdmin, type Locale } from '@atelier/contracts';
import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attributeValues, orders, products, productVariants, reviews } from '../../db/schema';
import { toPln } from '../../shared/money';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Variants at or below this many units (and not made to order) show as stock alerts. */
export const LOW_STOCK_THRESHOLD = 2;

/** The shop's calendar day of a moment: sales days follow Polish time, not UTC. */
const warsawDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Sales, order counts and alerts for the dashboard. Revenue counts paid orders; order counts count every
 * order placed that was not cancelled. Sums are made per hour in SQL (at most 720 rows) and gathered into
 * Warsaw days here, which stays right across daylight-saving changes on both database engines. Product
 * and colour names follow the panel's language (the request's locale). Stock alerts name variants: a bag
 * whose coffee variant runs out is running out, whatever its black one holds (docs/product-rules.md#variants).
 * Each role sees only the work it can do: a count of reviews to moderate means nothing to a role that cannot
 * open them (docs/product-rules.md#staff-and-roles).
 */
export async function dashboard(
  db: Db,
  now: Date,
  locale: Locale = 'pl',
  roles: readonly string[] = ['super_admin'],
): Promise<AdminDashboardResponse['data']> {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const hourly = await db
    .select({
      hour: sql<number>`extract(epoch from date_trunc('hour', ${orders.createdAt}))`.mapWith(Number),
      orders: count(),
      revenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.paymentStatus} = 'paid'), 0)`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, since), lte(orders.createdAt, now), sql`${orders.status} <> 'cancelled'`))
    .groupBy(sql`1`);

  const days = new Map<string, { revenue: number; orders: number }>();
  for (let i = 29; i >= 0; i -= 1)
    days.set(warsawDay.format(new Date(now.getTime() - i * DAY_MS)), { revenue: 0, orders: 0 });
  for (const row of hourly) {
    const day = days.get(warsawDay.format(new Date(row.hour * 1000)));
    if (!day) continue;
    day.revenue += row.revenue;
    day.orders += row.orders;
  }
  const byDay = [...days].map(([date, totals]) => ({ date, ...totals }));
  const lastDays = (n: number) => {
    const window = byDay.slice(-n);
    return {
      revenue: window.reduce((sum, day) => sum + day.revenue, 0),
      orders: window.reduce((sum, day) => sum + day.orders, 0),
    };
  };
  const today = lastDays(1);
  const week = lastDays(7);
  const month = lastDays(30);

  const [[awaiting], [unpaid], [pending], lowStock] = await Promise.all([
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.status, 'in_preparation'), eq(orders.paymentStatus, 'paid'))),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.status, 'in_preparation'), eq(orders.paymentStatus, 'pending'))),
    canAdmin(roles, 'content', 'write')
      ? db.select({ n: count() }).from(reviews).where(eq(reviews.isApproved, false))
      : [{ n: null }],
    db
      .select({
        id: products.id,
        variantId: productVariants.id,
        name: locale === 'en' ? products.nameEn : products.namePl,
        colourCode: productVariants.colourCode,
        colour: locale === 'en' ? attributeValues.labelEn : attributeValues.labelPl,
        size: productVariants.size,
        sku: productVariants.sku,
        stock: productVariants.stock,
        slug: products.slug,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(
        attributeValues,
        and(eq(attributeValues.kind, 'colour'), eq(attributeValues.code, productVariants.colourCode)),
      )
      .where(
        and(
          eq(products.isActive, true),
          eq(productVariants.isActive, true),
          eq(productVariants.madeToOrder, false),
          lte(productVariants.stock, LOW_STOCK_THRESHOLD),
        ),
      )
      .orderBy(asc(productVariants.stock), asc(products.id), asc(productVariants.position), asc(productVariants.id))
      .limit(20),
  ]);

  return {
    revenue: { today: toPln(today.revenue), last_7_days: toPln(week.revenue), last_30_days: toPln(month.revenue) },
    orders: { today: today.orders, last_7_days: week.orders, last_30_days: month.orders },
    revenue_by_day: byDay.map((d) => ({ date: d.date, revenue: toPln(d.revenue), orders: d.orders })),
    awaiting_shipment: awaiting.n,
    unpaid: unpaid.n,
    pending_reviews: pending.n,
    low_stock: lowStock.map((row) => ({
      id: row.id,
      variant_id: row.variantId,
      name: row.name,
      // A colour deleted since keeps its code rather than vanishing from the alert.
      colour: row.colour ?? row.colourCode,
      size: row.size === 'one_size' ? null : row.size,
      sku: row.sku,
      stock: row.stock,
      slug: row.slug,
    })),
  };
}
