import { create } from 'zustand';
import { readJson, storageKeys, writeJson } from '../../lib/storage';

export interface CartLineColor {
  id: number | string;
  name: string;
  hex: string;
}

export interface CartLineDiscount {
  has_discount: boolean;
  original_price?: number;
  discount_percentage?: number;
}

/** One line of the cart as the spec's §3 names it; prices are PLN numbers as the API shows them. */
export interface CartLine {
  id: number | string;
  product_id: number | string;
  name: string;
  image?: string | null;
  price: number;
  quantity: number;
  total?: number;
  size?: string | null;
  variant_id?: number | string | null;
  color?: CartLineColor | null;
  discount_info?: CartLineDiscount | null;
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<CartLine>;
  return line.id !== undefined && line.product_id !== undefined && typeof line.quantity === 'number';
}

function isCartLineList(value: unknown): value is CartLine[] {
  return Array.isArray(value);
}

interface CartState {
  lines: CartLine[];
  hydrated: boolean;
  /** Replaces every line (a loaded server cart or a local change) and keeps the local copy in step. */
  setLines: (lines: CartLine[]) => void;
  clear: () => void;
  hydrate: () => void;
}

export const useCartStore = create<CartState>()((set) => ({
  lines: [],
  hydrated: false,

  setLines(lines) {
    writeJson(storageKeys.cart, lines);
    set({ lines });
  },

  clear() {
    writeJson(storageKeys.cart, []);
    set({ lines: [] });
  },

  hydrate() {
    const stored = readJson(storageKeys.cart, isCartLineList) ?? [];
    set({ lines: stored.filter(isCartLine), hydrated: true });
  },
}));

/** Number of items, counting quantities: two of one bag and a wallet are three. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce(
    (sum, line) => sum + (Number.isFinite(line.quantity) && line.quantity > 0 ? line.quantity : 0),
    0,
  );
}

export const useCartCount = () => useCartStore((state) => cartCount(state.lines));
