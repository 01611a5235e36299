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

  it('shows a variant’s stock change with the pair first, then which variant', () => {
    expect(summariseAuditData({ from: 7, to: 4, variant_id: 12, sku: 'TH-01-BRN' }, format)).toEqual([
      { text: '7 → 4' },
      { field: 'variant_id', text: '12' },
      { field: 'sku', text: 'TH-01-BRN' },
    ]);
  });

  it('shows a variant edit’s nested changes one field a line', () => {
    expect(
      summariseAuditData(
        {
          variant_id: 12,
          sku: 'TH-01-BRN',
          changes: { stock: { from: 2, to: 7 }, size: { from: 'one_size', to: 'M' } },
        },
        format,
      ),
    ).toEqual([
      { field: 'variant_id', text: '12' },
      { field: 'sku', text: 'TH-01-BRN' },
      { field: 'stock', text: '2 → 7' },
      { field: 'size', text: 'one_size → M' },
    ]);
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
