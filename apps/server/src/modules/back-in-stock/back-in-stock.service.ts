import { randomBytes } from 'node:crypto';
import {
  type AdminBackInStockRow,
  BACK_IN_STOCK_CONFIRM_TTL_HOURS,
  type BackInStockNotifyBody,
  type Locale,
} from '@atelier/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { DomainError, NotFound } from '../../errors';
import type { MessageKey } from '../../i18n/messages';
import { hashToken } from '../../shared/secrets';
import type { SessionUser } from '../auth/auth.service';
import { findColourNames } from '../catalog/catalog.repository';
import { queueEmail } from '../mail/mail.service';
import {
  countWaiting,
  findActiveVariants,
  findByTokenHash,
  insertSubscription,
  lockDueAlerts,
  lockWaiting,
  updateSubscription,
  type VariantToWatch,
} from './back-in-stock.repository';
import { backInStockConfirmationEmail, backInStockEmail } from './back-in-stock.templates';

/**
 * Back-in-stock alerts (docs/product-rules.md#back-in-stock): "Notify me when available" on a sold-out
 * variant that is not made to order. Guests confirm by a link (double opt-in); a signed-in customer whose
 * verified address it is waits at once. When the variant has stock again, every waiting subscriber gets one
 * e-mail through the outbox and the alert ends (`notifyRestocked`, run after staff change stock and by a
 * periodic sweep that catches any other restock).
 */

export type BackInStockContext = { db: Db; now: Date; locale: Locale; publicUrl: string; log?: FastifyBaseLogger };

const HOUR_MS = 60 * 60 * 1000;
/** Alerts e-mailed per transaction of the sweep. */
const SWEEP_BATCH = 100;

const refuse = (key: MessageKey, code: string) => new DomainError(422, code, key, {}, { variant_id: [key] });

/** "Czarny", "bordo, M": the colour's name in the language and the size unless the product has one. */
export function variantLabel(variant: VariantToWatch, colourNames: ReadonlyMap<string, string>): string {
  const colour = variant.colourCode ? (colourNames.get(variant.colourCode) ?? variant.colourCode) : null;
  const size = variant.size && variant.size !== 'one_size' ? variant.size : null;
  return [colour, size].filter(Boolean).join(', ') || variant.sku;
}

const productName = (variant: VariantToWatch, locale: Locale) => (locale === 'en' ? variant.nameEn : variant.namePl);

/** The variant the request names (or the product's only one), which must be sold out and not made to order. */
async function variantToWatch(db: Db, productId: number, variantId: number | undefined): Promise<VariantToWatch> {
  const variants = await findActiveVariants(db, productId);
  if (!variants.length) throw new NotFound('catalog.product_not_found');
  const variant =
    variantId === undefined && variants.length === 1 ? variants[0] : variants.find((v) => v.variantId === variantId);
  if (!variant) {
    throw variantId === undefined
      ? refuse('back_in_stock.variant_required', 'variant_required')
      : refuse('back_in_stock.variant_not_found', 'variant_not_found');
  }
  if (variant.stock > 0) throw refuse('back_in_stock.in_stock', 'variant_available');
  if (variant.madeToOrder) throw refuse('back_in_stock.made_to_order', 'variant_made_to_order');
  return variant;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');

/**
 * `POST /api/products/{id}/notify`. Answers `active` for a signed-in customer's own verified address
 * (waiting at once), else `pending` with a confirmation e-mail — the same answer whether or not the address
 * already waits, so the form cannot tell who subscribes.
 */
export async function subscribe(
  ctx: BackInStockContext,
  productId: number,
  body: BackInStockNotifyBody,
  user: SessionUser | null,
): Promise<{ status: 'pending' | 'active' }> {
  const variant = await variantToWatch(ctx.db, productId, body.variant_id);
  const verified = !!user?.emailVerifiedAt && user.email.toLowerCase() === body.email;
  const token = randomBytes(32).toString('base64url');
  const pending = {
    status: 'pending' as const,
    confirmTokenHash: hashToken(token),
    confirmTokenExpiresAt: new Date(ctx.now.getTime() + BACK_IN_STOCK_CONFIRM_TTL_HOURS * HOUR_MS),
    locale: ctx.locale,
    updatedAt: ctx.now,
  };
  const active = { status: 'active' as const, confirmedAt: ctx.now, locale: ctx.locale, updatedAt: ctx.now };
  try {
    await ctx.db.transaction(async (tx) => {
      const waiting = await lockWaiting(tx, variant.variantId, body.email);
      if (waiting?.status === 'active') return;
      if (waiting) {
        await updateSubscription(tx, waiting.id, verified ? { ...active, userId: user?.id } : pending);
      } else {
        await insertSubscription(tx, {
          productId: variant.productId,
          variantId: variant.variantId,
          email: body.email,
          userId: user?.id ?? null,
          createdAt: ctx.now,
          ...(verified ? active : pending),
        });
      }
      if (!verified) await queueConfirmation(ctx, tx, variant, body.email, token);
    });
  } catch (error) {
    // The same address sent twice at once: the other request stored it; the answer is the same.
    if (!isUniqueViolation(error)) throw error;
  }
  return { status: verified ? 'active' : 'pending' };
}

async function queueConfirmation(
  ctx: BackInStockContext,
  tx: Parameters<typeof queueEmail>[0],
  variant: VariantToWatch,
  email: string,
  token: string,
): Promise<void> {
  const colourNames = await findColourNames(tx, ctx.locale);
  const confirmUrl = `${ctx.publicUrl}/${ctx.locale}/back-in-stock/confirm?${new URLSearchParams({ token })}`;
  await queueEmail(
    tx,
    {
      to: email,
      ...backInStockConfirmationEmail(ctx.locale, {
        product: productName(variant, ctx.locale),
        variant: variantLabel(variant, colourNames),
        confirmUrl,
        validHours: BACK_IN_STOCK_CONFIRM_TTL_HOURS,
      }),
      template: 'back-in-stock-confirmation',
      locale: ctx.locale,
    },
    { now: ctx.now },
  );
}

/**
 * `GET /api/back-in-stock/confirm`: the guest's link makes the alert wait. A second click answers the same;
 * an unknown or expired link is a 404. Should the variant already be back, the e-mail goes at once.
 */
export async function confirmAlert(ctx: BackInStockContext, token: string) {
  const subscription = await findByTokenHash(ctx.db, hashToken(token));
  if (!subscription) throw new NotFound('back_in_stock.token_invalid');
  if (subscription.status === 'pending') {
    const expires = subscription.confirmTokenExpiresAt?.getTime() ?? 0;
    if (expires <= ctx.now.getTime()) throw new NotFound('back_in_stock.token_invalid');
    await updateSubscription(ctx.db, subscription.id, { status: 'active', confirmedAt: ctx.now, updatedAt: ctx.now });
    await notifyRestocked(ctx, [subscription.variantId]);
  } else if (subscription.status === 'expired') {
    throw new NotFound('back_in_stock.token_invalid');
  }
  const variant = (await findActiveVariants(ctx.db, subscription.productId)).find(
    (v) => v.variantId === subscription.variantId,
  );
  if (!variant) throw new NotFound('back_in_stock.token_invalid');
  const colourNames = await findColourNames(ctx.db, ctx.locale);
  return {
    product_name: productName(variant, ctx.locale),
    product_slug: variant.productSlug,
    variant_label: variantLabel(variant, colourNames),
  };
}

/**
 * E-mails every active alert whose variant has stock again — one e-mail each, queued in the outbox in the same
 * transaction that ends the alert, under row locks taken with SKIP LOCKED (two processes sweeping at once
 * never e-mail one subscriber twice). `variantIds` narrows the sweep to variants just restocked. Answers the
 * number of e-mails queued.
 */
export async function notifyRestocked(
  ctx: Pick<BackInStockContext, 'db' | 'now' | 'publicUrl'>,
  variantIds?: number[],
): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const due = await lockDueAlerts(tx, SWEEP_BATCH, variantIds);
      const names = { pl: await findColourNames(tx, 'pl'), en: await findColourNames(tx, 'en') };
      for (const alert of due) {
        const locale: Locale = alert.locale === 'en' ? 'en' : 'pl';
        const productUrl = `${ctx.publicUrl}/${locale}/products/${alert.variant.productSlug}?variant=${alert.variantId}`;
        await queueEmail(
          tx,
          {
            to: alert.email,
            ...backInStockEmail(locale, {
              product: productName(alert.variant, locale),
              variant: variantLabel(alert.variant, names[locale]),
              productUrl,
            }),
            template: 'back-in-stock',
            locale,
          },
          { now: ctx.now },
        );
        await updateSubscription(tx, alert.id, { status: 'notified', notifiedAt: ctx.now, updatedAt: ctx.now });
      }
      return due.length;
    });
    sent += batch;
    if (batch < SWEEP_BATCH) return sent;
  }
}

/** `GET /api/admin/back-in-stock`: how many wait for each variant, most awaited first. */
export async function waitingCounts(db: Db, locale: Locale, productId?: number): Promise<AdminBackInStockRow[]> {
  const [rows, colourNames] = await Promise.all([countWaiting(db, productId), findColourNames(db, locale)]);
  return rows.map((row) => ({
    product_id: row.productId,
    product_name: productName(row, locale),
    variant_id: row.variantId,
    sku: row.sku,
    variant_label: variantLabel(row, colourNames),
    stock: row.stock,
    waiting: row.waiting,
    unconfirmed: row.unconfirmed,
  }));
}
