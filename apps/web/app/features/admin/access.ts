import {
  type AdminArea,
  canAdmin,
  isStaff as hasStaffRole,
  STAFF_ROLES,
  type StaffRole,
} from '@atelier/contracts/admin-access';
import { FolderTree, History, LayoutDashboard, type LucideIcon, Package, Users } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { type User, useAuthStore } from '../auth/store';

/** Role names of a stored user (the store keeps `{ name }` objects, the contracts plain names). */
export function roleNames(user: Pick<User, 'roles'> | null | undefined): string[] {
  return (user?.roles ?? []).map((role) => role.name);
}

export function useRoleNames(): string[] {
  return useAuthStore(useShallow((state) => roleNames(state.user)));
}

/** What the signed-in person may do in one area of the panel (the server enforces the same table). */
export function useAdminAccess(area: AdminArea): { read: boolean; write: boolean } {
  const roles = useRoleNames();
  return { read: canAdmin(roles, area, 'read'), write: canAdmin(roles, area, 'write') };
}

export function isStaffUser(user: Pick<User, 'roles'> | null | undefined): boolean {
  return hasStaffRole(roleNames(user));
}

/** The staff roles a user holds, highest first, for the "signed in as" line. */
export function staffRolesOf(roles: readonly string[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => roles.includes(role));
}

export interface AdminSection {
  /** Path inside `/{locale}/admin`; '' is the dashboard. */
  path: string;
  area: AdminArea;
  /** Key under `admin.nav`. */
  label: 'dashboard' | 'products' | 'categories' | 'users' | 'auditLog';
  icon: LucideIcon;
}

/**
 * The panel's navigation, one entry per area that has pages. Adding an area later (orders, payments,
 * content…) is one entry here plus its routes; nobody sees an entry their roles cannot read.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '', area: 'dashboard', label: 'dashboard', icon: LayoutDashboard },
  { path: '/products', area: 'catalogue', label: 'products', icon: Package },
  { path: '/categories', area: 'catalogue', label: 'categories', icon: FolderTree },
  { path: '/users', area: 'users', label: 'users', icon: Users },
  { path: '/audit-log', area: 'users', label: 'auditLog', icon: History },
];

export function visibleSections(roles: readonly string[]): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => canAdmin(roles, section.area, 'read'));
}

/** `/pl/admin/products` from a locale and a path inside the panel. */
export function adminPath(locale: string, path = ''): string {
  return `/${locale}/admin${path}`;
}
