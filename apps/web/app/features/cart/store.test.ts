import type { Cart } from '@atelier/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '~/i18n/i18n';
import { ApiError } from '~/lib/api';
import { useNotificationsStore } from '../notifications/store';
import { failureMessage, isUnreachable } from './failures';
import { useCartStore } from './store';

/*
 * The cart store against a stand-in for the shop's HTTP API (the browser's fetch replaced): what a visitor
 * sees when the server goes away and comes back. The real API's rules are tested in the server's own suite.
 */

type Line = Cart['items'][number];

function cartOf(lines: Line[]): Cart {
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  return {
    items: lines,
    totals: {
      subtotal,
      shipping: 15,
      tax: 0,
      discount: 0,
      total: subtotal + 15,
      gift_cards: [],
      gift_cards_total: 0,
      to_pay: subtotal + 15,
    },
    coupon: null,
    shipping_method: null,
    free_shipping_threshold: 200,
    missing_for_free_shipping: Math.max(0, 200 - subtotal),
    needs_parcel: true,
    items_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    warnings: [],
  };
}

function lineOf(id: number, productId: number, quantity: number): Line {
  return {
    id,
    product: { id: productId, name: `P${productId}`, slug: `p${productId}`, image: null, images: [], price: 100 },
    product_id: productId,
    name: `P${productId}`,
    slug: `p${productId}`,
    image: null,
    price: 100,
    quantity,
    total: 100 * quantity,
    color: null,
    discount_info: { has_discount: false, original_price: 100, discount_percentage: 0 },
    variant_id: id * 100,
    size: null,
    selected_variant_id: id * 100,
    sku: `AT-${id}`,
    made_to_order: false,
    made_to_order_quantity: 0,
    available_stock: 10,
    orderable: true,
    unavailable: false,
    notice: null,
  };
}

/** A tiny shop: one cart, `online` switches the network, `refuse` lists products it will not add. */
function fakeShop() {
  const shop = { online: true, refuse: new Set<number>(), lines: [] as Line[], adds: [] as unknown[] };
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    if (!shop.online) throw new TypeError('Failed to fetch');
    if (path === '/api/cart' && init.method === 'GET') return json(200, { data: cartOf(shop.lines) });
    if (path === '/api/cart/add' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { product_id: number; quantity: number };
      shop.adds.push(body);
      if (shop.refuse.has(body.product_id)) {
        return json(422, { message: 'Brak w magazynie.', errors: { product_id: ['Brak w magazynie.'] } });
      }
      const same = shop.lines.find((line) => line.product_id === body.product_id);
      if (same)
        Object.assign(same, { quantity: same.quantity + body.quantity, total: 100 * (same.quantity + body.quantity) });
      else shop.lines.push(lineOf(shop.lines.length + 1, body.product_id, body.quantity));
      return json(200, { success: true, message: 'Dodano do koszyka.', data: cartOf(shop.lines) });
    }
    return json(404, { message: 'Not found' });
  });
  return shop;
}

const product = (id: number) => ({ id, name: `P${id}`, slug: `p${id}`, image: null, price: 100 });
const toasts = () => useNotificationsStore.getState().toasts.map((toast) => `${toast.type}: ${toast.message}`);

describe('cart store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useCartStore.setState({ cart: null, lines: [], offline: false, loaded: false, pending: 0, hydrated: true });
    useNotificationsStore.setState({ toasts: [] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keeps a product added offline on this device and sends it when the server answers again', async () => {
    const shop = fakeShop();
    await useCartStore.getState().add({ product: product(1), quantity: 1 });
    expect(useCartStore.getState().cart?.items).toHaveLength(1);

    shop.online = false;
    await expect(useCartStore.getState().add({ product: product(2), quantity: 2 })).resolves.toEqual({ kind: 'local' });
    expect(useCartStore.getState()).toMatchObject({ offline: true });
    expect(useCartStore.getState().lines.map((line) => [line.product_id, line.quantity, line.local ?? false])).toEqual([
      [1, 1, false],
      [2, 2, true],
    ]);
    expect(toasts().at(-1)).toMatch(/^warning: .*„P2”/);

    // Still offline: loading falls back to the local copy and loses nothing.
    await useCartStore.getState().load();
    expect(useCartStore.getState().lines).toHaveLength(2);

    shop.online = true;
    await useCartStore.getState().load();
    expect(shop.adds.at(-1)).toEqual({ product_id: 2, quantity: 2 });
    expect(useCartStore.getState()).toMatchObject({ offline: false });
    expect(useCartStore.getState().cart?.items.map((line) => [line.product_id, line.quantity])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(useCartStore.getState().lines.some((line) => line.local)).toBe(false);
    expect(toasts().at(-1)).toMatch(/^success: Połączenie wróciło/);
  });

  it('drops a local line the server refuses on sync, saying why, and keeps the others', async () => {
    const shop = fakeShop();
    shop.online = false;
    await useCartStore.getState().add({ product: product(3), quantity: 1 });
    await useCartStore.getState().add({ product: product(4), quantity: 1 });
    shop.online = true;
    shop.refuse.add(3);
    await useCartStore.getState().load();
    expect(useCartStore.getState().cart?.items.map((line) => line.product_id)).toEqual([4]);
    expect(useCartStore.getState().lines.map((line) => line.product_id)).toEqual([4]);
    expect(toasts()).toContainEqual('error: Nie udało się dodać do koszyka „P3”: Brak w magazynie.');
  });

  it('shows a refusal instead of keeping the product locally when the server answers', async () => {
    const shop = fakeShop();
    shop.refuse.add(5);
    await expect(useCartStore.getState().add({ product: product(5), quantity: 1 })).resolves.toEqual({
      kind: 'refused',
      message: 'Brak w magazynie.',
    });
    expect(useCartStore.getState().lines).toEqual([]);
    expect(toasts()).toEqual(['error: Brak w magazynie.']);
  });
});

describe('cart failure messages', () => {
  const t = translator('pl');

  it('joins a 422 field list once, else takes the server message, else the default', () => {
    const refused = new ApiError(422, 'Nieprawidłowe parametry', {
      serverMessage: 'Nieprawidłowe parametry',
      errors: { quantity: ['Za dużo.'], id: ['Za dużo.', 'Brak.'] },
    });
    expect(failureMessage(refused, 'domyślny', t)).toBe('Za dużo. Brak.');
    const coupon = new ApiError(422, 'Kod „LATO2026” wygasł.', { serverMessage: 'Kod „LATO2026” wygasł.' });
    expect(failureMessage(coupon, 'domyślny', t)).toBe('Kod „LATO2026” wygasł.');
    expect(failureMessage(new ApiError(404, 'x'), 'Nie udało się usunąć.', t)).toBe('Nie udało się usunąć.');
    expect(failureMessage(new Error('boom'), 'domyślny', t)).toBe('domyślny');
  });

  it('uses the global wording for the network, rate limits and server errors', () => {
    expect(failureMessage(new ApiError(0, 'x'), 'd', t)).toBe(t('errors.network'));
    expect(failureMessage(new ApiError(429, 'x', { serverMessage: 'slow' }), 'd', t)).toBe(t('errors.tooManyRequests'));
    expect(failureMessage(new ApiError(500, 'x'), 'd', t)).toBe(t('errors.server'));
  });

  it('treats only a missing answer or a failing gateway as the server being unreachable', () => {
    expect([0, 502, 503, 504].map((status) => isUnreachable(new ApiError(status, 'x')))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([400, 422, 500].map((status) => isUnreachable(new ApiError(status, 'x')))).toEqual([false, false, false]);
    expect(isUnreachable(new Error('x'))).toBe(false);
  });
});
