import type { AdminUserListQuery, AuditLogQuery } from '@atelier/contracts';
import { STAFF_ROLES, type StaffRole } from '@atelier/contracts';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { auditLog, roles, userRoles, users } from '../../db/schema';
import { NotFound, ValidationFailed } from '../../errors';
import { audit } from './admin-audit';

type UserQuery = z.infer<typeof AdminUserListQuery>;
type LogQuery = z.infer<typeof AuditLogQuery>;

const pageMeta = (page: number, perPage: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});

const rolesOf = sql<
  string[]
>`coalesce((select array_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '{}')`;

export async function listAdminUsers(db: Db, query: UserQuery) {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(or(ilike(users.email, pattern), ilike(users.name, pattern)) as SQL);
  }
  if (query.role) {
    conditions.push(
      sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id" and r.name = ${query.role})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(users).where(where),
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        roles: rolesOf,
        disabledAt: users.disabledAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  return { data: rows.map(presentUser), meta: pageMeta(query.page, query.per_page, total) };
}

function presentUser(row: {
  id: number;
  email: string;
  name: string;
  roles: string[];
  disabledAt: Date | null;
  createdAt: Date;
}) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles,
    disabled: row.disabledAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Sets a user's staff roles (the customer role every account has stays). A super_admin cannot take the
 * role away from themselves, so the shop always keeps someone who can manage staff.
 */
export async function setStaffRoles(db: Db, request: FastifyRequest, userId: number, wanted: StaffRole[]) {
  if (request.user?.id === userId && !wanted.includes('super_admin')) {
    throw new ValidationFailed({ roles: ['admin.cannot_demote_self'] });
  }
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new NotFound();
    const staffRoleRows = await tx
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(inArray(roles.name, [...STAFF_ROLES]));
    const staffIds = staffRoleRows.map((r) => r.id);
    const before = staffIds.length
      ? await tx
          .select({ name: roles.name })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, staffIds)))
      : [];
    if (staffIds.length) {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, staffIds)));
    }
    const add = staffRoleRows.filter((r) => wanted.includes(r.name as StaffRole));
    if (add.length) await tx.insert(userRoles).values(add.map((r) => ({ userId, roleId: r.id })));
    // Whose roles, and the staff roles before and after (in the role table's order), for the audit log.
    const ordered = (names: string[]) => STAFF_ROLES.filter((role) => names.includes(role));
    await audit(tx, request, 'user.roles', 'user', userId, {
      email: user.email,
      roles: { from: ordered(before.map((row) => row.name)), to: ordered(wanted) },
    });
  });
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      roles: rolesOf,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return presentUser(row);
}

export async function listAuditLog(db: Db, query: LogQuery) {
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.user_id) conditions.push(eq(auditLog.userId, query.user_id));
  const where = conditions.length ? and(...conditions) : undefined;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(auditLog).where(where),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        data: auditLog.data,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
        userId: users.id,
        userEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      user: row.userId !== null && row.userEmail !== null ? { id: row.userId, email: row.userEmail } : null,
      data: row.data,
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
    })),
    meta: pageMeta(query.page, query.per_page, total),
  };
}
