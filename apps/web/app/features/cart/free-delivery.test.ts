import type { Cart } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { freeDeliveryProgress } from './free-delivery';

const cart = (subtotalMissing: number, shipping = 15, lines = 1) => ({
  free_shipping_threshold: 200,
  missing_for_free_shipping: subtotalMissing,
  totals: { subtotal: 0, shipping, tax: 0, discount: 0, total: 0, gift_cards: [], gift_cards_total: 0, to_pay: 0 },
  items: Array.from({ length: lines }) as Cart['items'],
});

describe('free-delivery progress', () => {
  it('says how much is missing and how far along the cart is', () => {
    expect(freeDeliveryProgress(cart(50.5))).toEqual({ threshold: 200, missing: 50.5, reached: false, percent: 74 });
    expect(freeDeliveryProgress(cart(199.99))).toMatchObject({ missing: 199.99, percent: 0 });
  });

  it('is reached when nothing is missing or a code already makes delivery free', () => {
    expect(freeDeliveryProgress(cart(0, 0))).toEqual({ threshold: 200, missing: 0, reached: true, percent: 100 });
    expect(freeDeliveryProgress(cart(120, 0))).toMatchObject({ reached: true, missing: 0, percent: 100 });
  });

  it('shows nothing for an empty cart or without a threshold', () => {
    expect(freeDeliveryProgress(cart(200, 15, 0))).toBeNull();
    expect(freeDeliveryProgress({ ...cart(0), free_shipping_threshold: 0 })).toBeNull();
  });

  it('never goes past the bounds when the server sends odd figures', () => {
    expect(freeDeliveryProgress(cart(500))).toMatchObject({ missing: 200, percent: 0 });
    expect(freeDeliveryProgress(cart(-3))).toMatchObject({ reached: true, percent: 100 });
  });
});
