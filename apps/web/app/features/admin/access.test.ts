import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, isStaffUser, staffRolesOf, visibleSections } from './access';

const paths = (roles: string[]) => visibleSections(roles).map((section) => section.path);

describe('admin panel navigation by role', () => {
  it('shows each role only the areas it may read', () => {
    expect(paths(['customer', 'super_admin'])).toEqual(ADMIN_SECTIONS.map((section) => section.path));
    // Managers run everything but users and the audit log; payments they may only read.
    expect(paths(['customer', 'manager'])).toEqual(
      ADMIN_SECTIONS.map((section) => section.path).filter((path) => !['/users', '/audit-log'].includes(path)),
    );
    // Accountants: sales, orders (read), payments, the catalogue (read), gift cards (read) — no marketing,
    // content, inbox or users.
    expect(paths(['customer', 'accountant'])).toEqual([
      '',
      '/orders',
      '/payments',
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
