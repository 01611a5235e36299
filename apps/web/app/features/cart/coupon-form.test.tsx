import type { Cart } from '@atelier/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n';
import { CouponForm } from './coupon-form';

const coupon = (applicable: boolean): NonNullable<Cart['coupon']> => ({
  code: 'LATO2026',
  type: 'percent',
  value: 10,
  description: '',
  applicable,
  discount: applicable ? 25 : 0,
});

function render(applicable: boolean, warnings: Cart['warnings'] = []): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n('pl')}>
      <CouponForm coupon={coupon(applicable)} warnings={warnings} />
    </I18nextProvider>,
  );
}

describe('the promo code in the cart', () => {
  it('says "applied" only while the code lowers the price', () => {
    expect(render(true)).toContain('Zastosowany kod:');
  });

  it('says a code the cart no longer qualifies for is waiting, with the reason, not "applied"', () => {
    const html = render(false, [
      { item_id: null, code: 'coupon_min_order', message: 'Kod działa od 300,00 zł zamówienia.' },
    ]);
    expect(html).not.toContain('Zastosowany kod:');
    expect(html).toContain('Kod czeka na spełnienie warunków:');
    expect(html).toContain('Kod działa od 300,00 zł zamówienia.');
  });
});
