import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isStaff, useAuthStore } from './auth/store';
import { cartCount, useCartStore } from './cart/store';
import { useNotificationsStore, withLoading } from './notifications/store';
import { useWishlistStore } from './wishlist/store';

describe('auth store', () => {
  it('treats super_admin, manager and accountant as staff, customers not', () => {
    expect(isStaff({ roles: [{ name: 'customer' }, { name: 'manager' }] })).toBe(true);
    expect(isStaff({ roles: [{ name: 'accountant' }] })).toBe(true);
    expect(isStaff({ roles: [{ name: 'super_admin' }] })).toBe(true);
    expect(isStaff({ roles: [{ name: 'customer' }] })).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it('keeps the session in memory on the server, where there is no local storage', () => {
    useAuthStore.getState().setSession({ id: 1, name: 'Ala', email: 'ala@example.com', roles: [] }, 'token');
    expect(useAuthStore.getState().token).toBe('token');
    useAuthStore.getState().hydrate();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, hydrated: true });
  });
});

describe('cart store', () => {
  it('counts items by quantity and ignores broken quantities', () => {
    expect(
      cartCount([
        { id: 1, product_id: 1, name: 'Torba', price: 349, quantity: 2 },
        { id: 2, product_id: 2, name: 'Portfel', price: 149, quantity: 1 },
        { id: 3, product_id: 3, name: 'Pasek', price: 99, quantity: -4 },
      ]),
    ).toBe(3);
    useCartStore.getState().setLines([{ id: 1, product_id: 1, name: 'Torba', price: 349, quantity: 4 }]);
    expect(cartCount(useCartStore.getState().lines)).toBe(4);
    useCartStore.getState().clear();
    expect(useCartStore.getState().lines).toEqual([]);
  });
});

describe('wishlist store', () => {
  it('toggles a product locally', () => {
    const { toggleLocal } = useWishlistStore.getState();
    expect(toggleLocal({ id: 7, name: 'Torba Lena' })).toBe(true);
    expect(useWishlistStore.getState().items.map((item) => item.product_id)).toEqual([7]);
    expect(toggleLocal({ id: 7, name: 'Torba Lena' })).toBe(false);
    expect(useWishlistStore.getState().items).toEqual([]);
  });
});

describe('notifications store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const messages = () => useNotificationsStore.getState().toasts.map((toast) => toast.message);

  it('dismisses toasts after 5 seconds unless another duration is given', () => {
    const { notify } = useNotificationsStore.getState();
    notify('Dodano do koszyka', 'success');
    vi.advanceTimersByTime(5000);
    expect(messages()).toEqual([]);
    notify('Zostaje dłużej', 'info', 10_000);
    vi.advanceTimersByTime(5000);
    expect(messages()).toEqual(['Zostaje dłużej']);
    vi.advanceTimersByTime(5000);
    expect(messages()).toEqual([]);
    notify('Zostaje do zamknięcia', 'warning', null);
    vi.advanceTimersByTime(60_000);
    const [last] = useNotificationsStore.getState().toasts;
    expect(last.message).toBe('Zostaje do zamknięcia');
    useNotificationsStore.getState().dismiss(last.id);
    expect(messages()).toEqual([]);
  });

  it('shows the newest news only: a later toast replaces an earlier one, its timer included', () => {
    const { notify } = useNotificationsStore.getState();
    notify('Kod LATO2026 wygasł', 'error');
    vi.advanceTimersByTime(3000);
    notify('Kod WITAJ10 zastosowany', 'success');
    expect(messages()).toEqual(['Kod WITAJ10 zastosowany']);
    // The earlier toast's timer no longer removes the later one.
    vi.advanceTimersByTime(2500);
    expect(messages()).toEqual(['Kod WITAJ10 zastosowany']);
    vi.advanceTimersByTime(2500);
    expect(messages()).toEqual([]);
  });

  it('keeps a problem reported in the same moment beside the news that follows it', () => {
    const { notify } = useNotificationsStore.getState();
    notify('Nie udało się dodać „P3”: brak w magazynie', 'error');
    notify('Zsynchronizowano koszyk', 'success');
    expect(messages()).toEqual(['Nie udało się dodać „P3”: brak w magazynie', 'Zsynchronizowano koszyk']);
    vi.advanceTimersByTime(5000);
    expect(messages()).toEqual([]);
  });

  it('leaves errors and warnings behind with their page, keeping good news', () => {
    const { notify, dismissProblems } = useNotificationsStore.getState();
    notify('Popraw zaznaczone pole', 'error', null);
    dismissProblems();
    expect(messages()).toEqual([]);
    notify('Zalogowano', 'success', null);
    dismissProblems();
    expect(messages()).toEqual(['Zalogowano']);
    useNotificationsStore.getState().dismiss(useNotificationsStore.getState().toasts[0].id);
  });

  it('counts loading while wrapped work runs, also when it fails', async () => {
    let finish: (value: string) => void = () => {};
    const pending = withLoading(new Promise<string>((resolve) => (finish = resolve)));
    expect(useNotificationsStore.getState().loading).toBe(1);
    finish('done');
    await expect(pending).resolves.toBe('done');
    expect(useNotificationsStore.getState().loading).toBe(0);
    await expect(withLoading(() => Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    expect(useNotificationsStore.getState().loading).toBe(0);
  });
});
