import {
  type AdminArea,
  canAdmin,
  isStaff as hasStaffRole,
  STAFF_ROLES,
  type StaffRole,
} from '@atelier/contracts/admin-access';
import {
  Building2,
  CreditCard,
  FileText,
  FolderTree,
  GalleryHorizontal,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MessageSquareText,
  Newspaper,
  Package,
  Receipt,
  ShoppingBag,
  Tags,
  TicketPercent,
  Truck,
  Undo2,
  Users,
} from 'lucide-react';
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
  label:
    | 'dashboard'
    | 'products'
    | 'categories'
    | 'users'
    | 'auditLog'
    | 'orders'
    | 'returns'
    | 'payments'
    | 'coupons'
    | 'banners'
    | 'deliveryMethods'
    | 'blogPosts'
    | 'pages'
    | 'gallery'
    | 'reviews'
    | 'messages'
    | 'newsletter'
    | 'attributes'
    | 'invoices'
    | 'seller';
  icon: LucideIcon;
}

/**
 * The panel's navigation, one entry per area that has pages. Adding an area later (orders, payments,
 * content…) is one entry here plus its routes; nobody sees an entry their roles cannot read.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '', area: 'dashboard', label: 'dashboard', icon: LayoutDashboard },
  { path: '/orders', area: 'orders', label: 'orders', icon: ShoppingBag },
  { path: '/returns', area: 'orders', label: 'returns', icon: Undo2 },
  { path: '/payments', area: 'payments', label: 'payments', icon: CreditCard },
  { path: '/invoices', area: 'invoices', label: 'invoices', icon: Receipt },
  { path: '/products', area: 'catalogue', label: 'products', icon: Package },
  { path: '/categories', area: 'catalogue', label: 'categories', icon: FolderTree },
  { path: '/attributes', area: 'catalogue', label: 'attributes', icon: Tags },
  { path: '/coupons', area: 'marketing', label: 'coupons', icon: TicketPercent },
  { path: '/banners', area: 'marketing', label: 'banners', icon: GalleryHorizontal },
  { path: '/delivery-methods', area: 'marketing', label: 'deliveryMethods', icon: Truck },
  { path: '/blog', area: 'content', label: 'blogPosts', icon: Newspaper },
  { path: '/pages', area: 'content', label: 'pages', icon: FileText },
  { path: '/gallery', area: 'content', label: 'gallery', icon: Images },
  { path: '/reviews', area: 'content', label: 'reviews', icon: MessageSquareText },
  { path: '/messages', area: 'inbox', label: 'messages', icon: Inbox },
  { path: '/newsletter', area: 'inbox', label: 'newsletter', icon: Mail },
  { path: '/users', area: 'users', label: 'users', icon: Users },
  { path: '/audit-log', area: 'users', label: 'auditLog', icon: History },
  { path: '/seller', area: 'settings', label: 'seller', icon: Building2 },
];

export function visibleSections(roles: readonly string[]): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => canAdmin(roles, section.area, 'read'));
}

/** `/pl/admin/products` from a locale and a path inside the panel. */
export function adminPath(locale: string, path = ''): string {
  return `/${locale}/admin${path}`;
}
