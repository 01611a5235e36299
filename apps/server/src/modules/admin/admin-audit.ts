import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

/**
 * Records who changed what (the audit log of the users area). Written in the same transaction as the
 * change when there is one, so a change without its record cannot happen.
 */
export async function audit(
  db: DbOrTx,
  request: FastifyRequest,
  action: string,
  entity: string,
  entityId: string | number | null,
  data?: unknown,
): Promise<void> {
  await db.insert(auditLog).values({
    userId: request.user?.id ?? null,
    action,
    entity,
    entityId: entityId === null ? null : String(entityId),
    data: data ?? null,
    ip: request.ip,
  });
}
