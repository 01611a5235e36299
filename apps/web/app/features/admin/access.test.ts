import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, isStaffUser, staffRolesOf, visibleSections } from './access';

const paths = (roles: string[]) => visibleSections(roles).map((section) => section.path);

describe('admin panel navigation by role', () => {
  it('shows each role only the areas it may read', () => {
    expect(paths(['customer', 'super_admin'])).toEqual(ADMIN_SECTIONS.map((section) => section.path));
    // Managers run everything but users, the audit log, invoices and the seller's details; payments they may only read.
    expect(paths(['customer', 'manager'])).toEqual(
      ADMIN_SECTIONS.map((section) => section.path).filter(
        (path) => !['/users', '/audit-log', '/invoices', '/seller'].includes(path),
      ),
    );
    // Accountants: sales, orders and returns (read), payments, invoices, the catalogue and gift cards (read) — no
    // marketing, content, inbox or users.
    expect(paths(['customer', 'accountant'])).toEqual([
      '',
      '/orders',
      '/returns',
      '/payments',
      '/invoices',
      '/products',
      '/categories',
      '/attributes',
      '/gift-cards',
    ]);
    expect(paths(['customer'])).toEqual([]);
  });

  it('tells staff from customers by their stored roles', () => {
    expect(isStaffUser({ roles: [{ name: 'customer' }, { name: 'accountant' }] })).toBe(true);
    expect(isStaffUser({ roles: [{ name: 'customer' }] })).toBe(false);
    expect(isStaffUser(null)).toBe(false);
    expect(staffRolesOf(['manager', 'customer', 'super_admin'])).toEqual(['super_admin', 'manager']);
  });
});
