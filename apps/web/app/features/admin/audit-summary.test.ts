import { describe, expect, it } from 'vitest';
import { auditValue, summariseAuditData } from './audit-summary';

const format = (value: unknown) => auditValue(value, (yes) => (yes ? 'tak' : 'nie'));

describe('audit log changes', () => {
  it('shows each edited field before and after', () => {
    expect(
      summariseAuditData({ sale_price: { from: null, to: 249 }, is_active: { from: true, to: false } }, format),
    ).toEqual([
      { field: 'sale_price', text: '— → 249' },
      { field: 'is_active', text: 'tak → nie' },
    ]);
  });

  it('shows a single before/after pair (a stock change) without a field name', () => {
    expect(summariseAuditData({ from: 4, to: 0 }, format)).toEqual([{ text: '4 → 0' }]);
  });

  it('lists plain values and says nothing for entries without data', () => {
    expect(summariseAuditData({ roles: ['manager', 'accountant'] }, format)).toEqual([
      { field: 'roles', text: 'manager, accountant' },
    ]);
    expect(summariseAuditData({ roles: [] }, format)).toEqual([{ field: 'roles', text: '—' }]);
    expect(summariseAuditData(null, format)).toEqual([]);
  });
});

describe('audit log money fields', () => {
  it('hands the field name to the formatter so prices can be shown as prices', () => {
    const seen: (string | undefined)[] = [];
    summariseAuditData({ base_price: { from: 299, to: 249 } }, (value, field) => {
      seen.push(field);
      return String(value);
    });
    expect(seen).toEqual(['base_price', 'base_price']);
  });
});
