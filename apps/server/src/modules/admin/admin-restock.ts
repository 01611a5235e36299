import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notifyRestocked } from '../back-in-stock/back-in-stock.service';

/**
 * After staff change stock: the customers waiting for a variant that has stock again are e-mailed now
 * (docs/product-rules.md#back-in-stock). The edit is saved whatever happens here; should queueing fail, the
 * periodic sweep sends the e-mails a minute later.
 */
export async function restockedAfterEdit(
  app: FastifyInstance,
  request: FastifyRequest,
  variantIds?: number[],
): Promise<void> {
  try {
    await notifyRestocked(
      { db: app.deps.database.db, now: app.deps.clock(), publicUrl: app.deps.config.publicUrl },
      variantIds,
    );
  } catch (error) {
    request.log.warn({ err: error }, 'back-in-stock e-mails not queued now; the sweep will send them');
  }
}
