import type { Cart } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { localLineViews, serverLineViews } from './line-view';

type Line = Cart['items'][number];

function line(id: number, productId: number, overrides: Partial<Line> = {}): Line {
  return {
    id,
    product: { id: productId, name: 'Torebka Hanka', slug: 'torebka-hanka-kawa', image: null, images: [], price: 599 },
    product_id: productId,
    name: 'Torebka Hanka',
    slug: 'torebka-hanka-kawa',
    image: null,
    price: 599,
    quantity: 1,
    total: 599,
    color: null,
    discount_info: { has_discount: false, original_price: 599, discount_percentage: 0 },
    variant_id: id * 10,
    size: null,
    selected_variant_id: id * 10,
    sku: `AT-${id}`,
    made_to_order: false,
    made_to_order_quantity: 0,
    available_stock: 4,
    orderable: true,
    unavailable: false,
    notice: null,
    ...overrides,
  };
}

const black = { id: 1, code: 'black', name: 'Czarny', hex: '#111111' };
const coffee = { id: 2, code: 'coffee', name: 'Kawowy', hex: '#4a3426' };

describe('cart line views and variants', () => {
  it('opens the product page on the line’s variant and hides one size', () => {
    const [view] = serverLineViews({ items: [line(1, 8, { color: black, size: 'one_size' })] });
    expect(view.productPath).toBe('/products/torebka-hanka-kawa?variant=10');
    expect(view.colour).toEqual({ name: 'Czarny', hex: '#111111' });
    expect(view.size).toBeNull();
  });

  it('names two variants of one product apart, and a product alone by its name', () => {
    const views = serverLineViews({
      items: [
        line(1, 8, { color: black }),
        line(2, 8, { color: coffee, size: 'M' }),
        line(3, 9, { color: black, name: 'Portfel' }),
      ],
    });
    expect(views.map((view) => view.label)).toEqual(['Torebka Hanka (Czarny)', 'Torebka Hanka (Kawowy, M)', 'Portfel']);
  });

  it('does the same for the local copy, which may predate variants', () => {
    const views = localLineViews([
      {
        id: 'local-a',
        product_id: 8,
        variant_id: 10,
        name: 'Torebka Hanka',
        slug: 'h',
        price: 1,
        quantity: 1,
        color: black,
      },
      { id: 7, product_id: 8, name: 'Torebka Hanka', slug: 'h', price: 1, quantity: 1, color: coffee },
    ]);
    expect(views.map((view) => [view.productPath, view.label])).toEqual([
      ['/products/h?variant=10', 'Torebka Hanka (Czarny)'],
      ['/products/h', 'Torebka Hanka (Kawowy)'],
    ]);
  });
});
