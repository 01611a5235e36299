import type { Cart } from '@atelier/contracts';
import { isLocalOnly, type LocalCartLine } from './offline';

/** One line as the cart page draws it, whether the server priced it or it is the local copy's. */
export interface LineView {
  id: number | string;
  productId: number;
  name: string;
  /**
   * What the line's buttons are named after: the product's name, with its colour and size when another line
   * holds another variant of the same product, so "Remove: Torebka Hanka (Czarny)" tells the two apart.
   */
  label: string;
  /** Path of the product inside the locale, on the line's variant (`/products/torebka-hanka-kawa?variant=12`). */
  productPath: string;
  image: string | null;
  price: number;
  /** The struck-out reference price and the percentage, when the price is reduced. */
  original: number | null;
  percent: number | null;
  quantity: number;
  total: number;
  /** A chosen size; null for one-size products. */
  size: string | null;
  /** A gift card: its size is the card's amount in złoty. */
  giftCard: boolean;
  colour: { name: string; hex: string } | null;
  /** What the server says about this line (made to order, limited stock, no longer sold). */
  notice: string | null;
  unavailable: boolean;
  /** Added on this device while the server was unreachable. */
  local: boolean;
  /** The plus button stops here: stock for pieces sold from stock, 99 otherwise (docs/product-rules.md#stock, #carts). */
  maxQuantity: number;
}

const MAX_LINE_QUANTITY = 99;
const shownSize = (size: string | null | undefined) => (size && size !== 'one_size' ? size : null);
/** The product page opens on the line's variant (docs/product-rules.md#variants). */
const pathOf = (slug: string | null | undefined, productId: number, variantId: number | null | undefined) =>
  `/products/${slug || productId}${variantId ? `?variant=${variantId}` : ''}`;

/** Names each line for its buttons, adding the variant where one product has several lines. */
function labelled(views: Omit<LineView, 'label'>[]): LineView[] {
  return views.map((view) => {
    const twins = views.filter((other) => other.productId === view.productId).length > 1;
    const variant = [view.colour?.name, view.size].filter(Boolean).join(', ');
    return { ...view, label: twins && variant ? `${view.name} (${variant})` : view.name };
  });
}

export function serverLineViews(cart: Pick<Cart, 'items'>): LineView[] {
  return labelled(
    cart.items.map((item) => {
      const discounted = item.discount_info.has_discount && item.discount_info.original_price > item.price;
      const stockCap = item.made_to_order ? MAX_LINE_QUANTITY : Math.min(MAX_LINE_QUANTITY, item.available_stock);
      return {
        id: item.id,
        productId: item.product_id,
        name: item.name,
        productPath: pathOf(item.slug, item.product_id, item.variant_id),
        image: item.image,
        price: item.price,
        original: discounted ? item.discount_info.original_price : null,
        percent:
          discounted && item.discount_info.discount_percentage > 0 ? item.discount_info.discount_percentage : null,
        quantity: item.quantity,
        total: item.total,
        size: shownSize(item.size),
        giftCard: item.gift_card ?? false,
        colour: item.color ? { name: item.color.name, hex: item.color.hex } : null,
        notice: item.notice,
        unavailable: item.unavailable,
        local: false,
        // A line already above the stock may go down but not up.
        maxQuantity: item.unavailable ? item.quantity : Math.max(Math.min(item.quantity, MAX_LINE_QUANTITY), stockCap),
      };
    }),
  );
}

export function localLineViews(lines: readonly LocalCartLine[]): LineView[] {
  return labelled(
    lines.map((line) => {
      const info = line.discount_info;
      const discounted = Boolean(info?.has_discount) && (info?.original_price ?? 0) > line.price;
      return {
        id: line.id,
        productId: line.product_id,
        name: line.name,
        productPath: pathOf(line.slug, line.product_id, line.variant_id),
        image: line.image ?? null,
        price: line.price,
        original: discounted ? (info?.original_price ?? null) : null,
        percent: discounted && (info?.discount_percentage ?? 0) > 0 ? (info?.discount_percentage ?? null) : null,
        quantity: line.quantity,
        total: line.total ?? Math.round(line.price * line.quantity * 100) / 100,
        size: shownSize(line.size),
        giftCard: false,
        colour: line.color ? { name: line.color.name, hex: line.color.hex } : null,
        notice: null,
        unavailable: false,
        local: isLocalOnly(line),
        maxQuantity: MAX_LINE_QUANTITY,
      };
    }),
  );
}
