import type { RoleName } from './auth';

/**
 * Who may do what in the admin panel (docs/product-rules.md#staff, issue "Admin panel"). One table shared by the server,
 * which enforces it on every `/api/admin/*` route, and the panel, which shows only what a role may use.
 */
export const STAFF_ROLES = ['super_admin', 'manager', 'accountant'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ADMIN_AREAS = [
  /** Sales, orders and stock alerts. */
  'dashboard',
  /** Products, categories, attributes, images, stock. */
  'catalogue',
  /** Order status, shipment tracking, notes. */
  'orders',
  /** Payments, refunds, CSV exports of orders and payments. */
  'payments',
  /** Coupons, banners, delivery methods. */
  'marketing',
  /** Blog, information pages, gallery, review moderation. */
  'content',
  /** Contact messages and newsletter subscribers. */
  'inbox',
  /** Users, roles and the audit log. */
  'users',
  /** Invoices and corrections, their PDF/XML, the month's ZIP and sales CSV (the accountant's view). */
  'invoices',
  /** The seller's legal identity and other shop-wide settings. */
  'settings',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

export const ADMIN_ACCESS_LEVELS = ['none', 'read', 'write'] as const;
export type AdminAccessLevel = (typeof ADMIN_ACCESS_LEVELS)[number];

export const ADMIN_ACCESS: Record<StaffRole, Record<AdminArea, AdminAccessLevel>> = {
  super_admin: {
    dashboard: 'write',
    catalogue: 'write',
    orders: 'write',
    payments: 'write',
    marketing: 'write',
    content: 'write',
    inbox: 'write',
    users: 'write',
    invoices: 'write',
    settings: 'write',
  },
  manager: {
    dashboard: 'write',
    catalogue: 'write',
    orders: 'write',
    payments: 'read',
    marketing: 'write',
    content: 'write',
    inbox: 'write',
    users: 'none',
    invoices: 'none',
    settings: 'none',
  },
  accountant: {
    dashboard: 'write',
    catalogue: 'read',
    orders: 'read',
    payments: 'write',
    marketing: 'none',
    content: 'none',
    inbox: 'none',
    users: 'none',
    invoices: 'write',
    settings: 'none',
  },
};

const RANK: Record<AdminAccessLevel, number> = { none: 0, read: 1, write: 2 };

/** The highest access any of the user's roles gives to an area (customers have none anywhere). */
export function adminAccess(roles: readonly (RoleName | string)[], area: AdminArea): AdminAccessLevel {
  let best: AdminAccessLevel = 'none';
  for (const role of roles) {
    const level = (ADMIN_ACCESS as Record<string, Record<AdminArea, AdminAccessLevel> | undefined>)[role]?.[area];
    if (level && RANK[level] > RANK[best]) best = level;
  }
  return best;
}

export function canAdmin(roles: readonly (RoleName | string)[], area: AdminArea, needed: 'read' | 'write'): boolean {
  return RANK[adminAccess(roles, area)] >= RANK[needed];
}

export function isStaff(roles: readonly (RoleName | string)[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}
