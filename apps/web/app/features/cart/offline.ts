import type { Cart } from '@atelier/contracts';

/*
 * The copy of the cart kept in local storage (`cart_items`, docs/product-rules.md#api-contract local storage keys). It mirrors the
 * server's lines after every answer, and holds lines added while the server could not be reached (spec
 * docs/product-rules.md#orders: "a local-only line is created") until they are sent to it. Pure functions, tested without a browser.
 */

export const LOCAL_LINE_PREFIX = 'local-';
const MAX_LINE_QUANTITY = 99;

export interface LocalLineColour {
  id?: number;
  code?: string;
  name: string;
  hex: string;
}

export interface LocalCartLine {
  /** The server line's id, or `local-…` for a line the server has not seen yet. */
  id: number | string;
  product_id: number;
  /** The variant of the line (docs/product-rules.md#variants); absent in copies stored before variants. */
  variant_id?: number | null;
  name: string;
  slug?: string | null;
  image?: string | null;
  /** Unit price (PLN) as last shown; the server recomputes it on sync. */
  price: number;
  quantity: number;
  total?: number;
  size?: string | null;
  color?: LocalLineColour | null;
  discount_info?: { has_discount: boolean; original_price: number; discount_percentage: number } | null;
  /** Added while the server could not be reached; sent to it when it answers again. */
  local?: boolean;
}

/** What adding a product needs to know to draw a line before the server has priced it. */
export interface LocalLineInput {
  product_id: number;
  variant_id: number | null;
  name: string;
  slug: string | null;
  image: string | null;
  price: number;
  quantity: number;
  size: string | null;
  color: LocalLineColour | null;
}

const roundPln = (amount: number) => Math.round(amount * 100) / 100;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A stored line is used only when it has what the cart page draws; anything else in storage is ignored. */
export function isLocalCartLine(value: unknown): value is LocalCartLine {
  if (!isRecord(value)) return false;
  return (
    (typeof value.id === 'number' || typeof value.id === 'string') &&
    typeof value.product_id === 'number' &&
    Number.isInteger(value.product_id) &&
    typeof value.name === 'string' &&
    typeof value.price === 'number' &&
    typeof value.quantity === 'number' &&
    Number.isInteger(value.quantity) &&
    value.quantity > 0
  );
}

export function isLocalOnly(line: Pick<LocalCartLine, 'id' | 'local'>): boolean {
  return line.local === true || (typeof line.id === 'string' && line.id.startsWith(LOCAL_LINE_PREFIX));
}

/** The local copy of a server answer: the server's lines, nothing added locally. */
export function mirrorOf(cart: Pick<Cart, 'items'>): LocalCartLine[] {
  return cart.items.map((item) => ({
    id: item.id,
    product_id: item.product_id,
    variant_id: item.variant_id,
    name: item.name,
    slug: item.slug,
    image: item.image,
    price: item.price,
    quantity: item.quantity,
    total: item.total,
    size: item.size,
    color: item.color ? { id: item.color.id, code: item.color.code, name: item.color.name, hex: item.color.hex } : null,
    discount_info: item.discount_info,
  }));
}

const colourKey = (colour: LocalLineColour | null | undefined) =>
  colour?.code ?? (colour?.id === undefined ? '' : String(colour.id));

/** Two variants of one product are two lines (docs/product-rules.md#variants); without ids, colour and size tell. */
const sameItem = (line: LocalCartLine, input: Pick<LocalLineInput, 'product_id' | 'variant_id' | 'size' | 'color'>) =>
  line.product_id === input.product_id &&
  (line.variant_id != null && input.variant_id != null
    ? line.variant_id === input.variant_id
    : (line.size ?? '') === (input.size ?? '') && colourKey(line.color) === colourKey(input.color));

/**
 * Adds a product to the local copy while the server is unreachable. The same product, size and colour
 * already added locally grows its quantity (at most 99, as on the server); otherwise a new local line is
 * appended. Lines the server already holds are never changed here: the server decides their quantities.
 */
export function addLocalLine(lines: readonly LocalCartLine[], input: LocalLineInput, newId: string): LocalCartLine[] {
  const quantity = Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.trunc(input.quantity)));
  const existing = lines.find((line) => isLocalOnly(line) && sameItem(line, input));
  if (existing) {
    return lines.map((line) => {
      if (line !== existing) return line;
      const next = Math.min(MAX_LINE_QUANTITY, line.quantity + quantity);
      return { ...line, quantity: next, total: roundPln(line.price * next) };
    });
  }
  return [
    ...lines,
    {
      id: `${LOCAL_LINE_PREFIX}${newId}`,
      product_id: input.product_id,
      variant_id: input.variant_id,
      name: input.name,
      slug: input.slug,
      image: input.image,
      price: input.price,
      quantity,
      total: roundPln(input.price * quantity),
      size: input.size,
      color: input.color,
      discount_info: null,
      local: true,
    },
  ];
}

/** Sets a local-only line's quantity (0 removes it); server lines are left to the server. */
export function setLocalQuantity(lines: readonly LocalCartLine[], id: string, quantity: number): LocalCartLine[] {
  if (quantity <= 0) return lines.filter((line) => line.id !== id);
  const next = Math.min(MAX_LINE_QUANTITY, Math.trunc(quantity));
  return lines.map((line) => (line.id === id ? { ...line, quantity: next, total: roundPln(line.price * next) } : line));
}

/** The lines still to be sent to the server, oldest first. */
export function unsyncedLines(lines: readonly LocalCartLine[]): LocalCartLine[] {
  return lines.filter(isLocalOnly);
}

/** The body of POST /api/cart/add that recreates a local line on the server. */
export function addBodyOf(line: LocalCartLine): {
  product_id: number;
  quantity: number;
  variant_id?: number;
  size?: string;
  color_id?: string | number;
} {
  const colour = line.color?.code ?? line.color?.id;
  return {
    product_id: line.product_id,
    quantity: Math.max(1, Math.min(MAX_LINE_QUANTITY, line.quantity)),
    ...(line.variant_id != null
      ? { variant_id: line.variant_id }
      : { ...(line.size ? { size: line.size } : {}), ...(colour !== undefined ? { color_id: colour } : {}) }),
  };
}

/** The local copy after a server answer: its lines, then whatever could not be sent yet. */
export function localCopy(cart: Pick<Cart, 'items'>, stillLocal: readonly LocalCartLine[]): LocalCartLine[] {
  return [...mirrorOf(cart), ...stillLocal];
}

/** Sum of the local copy's lines (PLN), shown while the server cannot price the cart. */
export function localSubtotal(lines: readonly LocalCartLine[]): number {
  return roundPln(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
}

/** Number of pieces, counting quantities: two of one bag and a wallet are three. */
export function cartCount<Line extends Pick<LocalCartLine, 'quantity'>>(lines: readonly Line[]): number {
  return lines.reduce(
    (sum, line) => sum + (Number.isFinite(line.quantity) && line.quantity > 0 ? line.quantity : 0),
    0,
  );
}
