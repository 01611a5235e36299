import { z } from 'zod';
import { EmailField } from './auth';
import { Id, IdParam } from './common';
import { AppliedGiftCard } from './gift-cards';

/**
 * The cart, promo codes and delivery methods (docs/product-rules.md#api-contract Cart line / Cart totals / Coupon, docs/product-rules.md#api-contract cart calls;
 * docs/product-rules.md#money money, docs/product-rules.md#delivery shipping, docs/product-rules.md#stock stock, docs/product-rules.md#carts guest carts). Money leaves the API as PLN numbers
 * (349.9 = 349,90 zł); the server recomputes every figure from the database and never reads client prices.
 */

/** Most pieces of one line and most lines of one cart (docs/product-rules.md#carts). */
export const CART_MAX_LINE_QUANTITY = 99;
export const CART_MAX_LINES = 50;
/** httpOnly, SameSite=Lax cookie naming a guest's server cart. */
export const CART_COOKIE = 'atelier_cart';
export const PROMO_CODE_MAX_LENGTH = 40;

export const COUPON_TYPE_CODES = ['percent', 'fixed', 'free_shipping'] as const;

const id = Id;

export const CartAddBody = z
  .object({
    product_id: id,
    /** Added to the line's quantity when the same variant is already in the cart. */
    quantity: z.number().int().min(1).max(CART_MAX_LINE_QUANTITY).default(1),
    /**
     * The variant bought (docs/product-rules.md#variants). May be left out when the product has one variant, or
     * when `size` and `color_id` together name exactly one (how the first version's clients choose).
     */
    variant_id: id.nullish(),
    /** One of the product's `sizes`; with `color_id`, another way to name the variant. */
    size: z.string().trim().max(20).nullish(),
    /** A colour of the product: the colour id (`color.id` of a cart line) or its code (`black`). */
    color_id: z.union([id, z.string().trim().min(1).max(40)]).nullish(),
  })
  .strict();
export type CartAddBody = z.infer<typeof CartAddBody>;

export const CartItemParams = z.object({ id: IdParam });

/** 0 removes the line. A negative or missing quantity is refused with "Invalid parameters" (docs/product-rules.md#errors). */
export const CartUpdateBody = z.object({ quantity: z.number().int().min(0).max(CART_MAX_LINE_QUANTITY) }).strict();
export type CartUpdateBody = z.infer<typeof CartUpdateBody>;

/** Case-insensitive; spaces around the code are ignored. */
export const PromoCodeBody = z.object({ code: z.string().trim().min(1).max(PROMO_CODE_MAX_LENGTH) }).strict();
export type PromoCodeBody = z.infer<typeof PromoCodeBody>;

/** A parcel locker as the InPost widget or our points search gives it; only these fields are kept. */
export const InpostPointInput = z
  .object({
    id: z.string().trim().min(1).max(64).optional(),
    name: z.string().trim().min(1).max(64).optional(),
    location_description: z.string().max(500).nullish(),
    address: z
      .object({
        line1: z.string().max(200).nullish(),
        city: z.string().max(100).nullish(),
        post_code: z.string().max(20).nullish(),
      })
      .loose()
      .nullish(),
  })
  // The widget's point object carries many more fields; they are ignored, not refused.
  .loose();

export const SelectShippingBody = z
  .object({
    /** `inpost` (also `inpost_branch`, as the first client sends it) or `courier`. */
    method_code: z.string().trim().min(1).max(40),
    /** Ignored: the server prices delivery itself (docs/product-rules.md#money). */
    price: z.number().optional(),
    label: z.string().max(200).optional(),
    /** Locker id (`WRO01M`) or the point object; null clears it. */
    inpost_point: z.union([z.string().trim().max(64), InpostPointInput]).nullish(),
  })
  .strict();
export type SelectShippingBody = z.infer<typeof SelectShippingBody>;

/**
 * POST /api/cart/checkout-email: the guest's e-mail as typed at checkout (null forgets it). The cart then checks
 * the promo code's customer rules for that address — a first-order code for an address that has ordered before
 * no longer applies — and answers the cart with the new totals; `message` says why when the code was dropped
 * (the cart's `warnings` carry it too, code `coupon_<reason>`). Customers are checked by their account instead.
 */
export const CheckoutEmailBody = z.object({ email: EmailField.nullable() }).strict();
export type CheckoutEmailBody = z.infer<typeof CheckoutEmailBody>;

export const CartLineColour = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  hex: z.string(),
});

export const CartLineProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  images: z.array(z.string()),
  /** Current unit price (PLN). */
  price: z.number(),
});

export const CartLine = z.object({
  id: z.number().int(),
  product: CartLineProduct,
  product_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  /** Current unit price (PLN), the reduced one while on sale. */
  price: z.number(),
  quantity: z.number().int(),
  /** price × quantity (PLN). */
  total: z.number(),
  color: CartLineColour.nullable(),
  /** Omnibus reference price and percentage, as on the product page (docs/product-rules.md#legal). */
  discount_info: z.object({
    has_discount: z.boolean(),
    original_price: z.number(),
    discount_percentage: z.number().int(),
  }),
  /** The variant of this line (docs/product-rules.md#variants). */
  variant_id: z.number().int(),
  /** The variant's size ('one_size' for one size); null when the variant was retired since. */
  size: z.string().nullable(),
  /** A gift card (docs/product-rules.md#gift-cards): its `size` is the card's amount in złoty. Always sent. */
  gift_card: z.boolean().optional(),
  /** The same as `variant_id` (the first version's clients read this name). */
  selected_variant_id: z.number().int(),
  /** The variant's SKU. */
  sku: z.string(),
  /** The variant is made to order when out of stock (docs/product-rules.md#stock). */
  made_to_order: z.boolean(),
  /** Pieces of this line beyond the stock that will be made to order (`made_to_order_days` of the delivery rules); 0 when all come from stock. */
  made_to_order_quantity: z.number().int(),
  /** Pieces of this variant in stock now. */
  available_stock: z.number().int(),
  /** The product can be ordered (in stock or made to order, and still sold). */
  orderable: z.boolean(),
  /** No longer sold or sold out: the line stays in the cart, flagged, and is left out of the totals. */
  unavailable: z.boolean(),
  /** What the customer should know about this line, in the request's language; null when nothing. */
  notice: z.string().nullable(),
});
export type CartLine = z.infer<typeof CartLine>;

export const CartTotals = z.object({
  /** Sum of the lines that can be ordered, gross (VAT included). */
  subtotal: z.number(),
  /** What delivery costs: 0 from the free-delivery threshold or with a free-delivery code. */
  shipping: z.number(),
  /** The VAT part (23/123) of the total. */
  tax: z.number(),
  /** Promo-code discount on the goods. */
  discount: z.number(),
  /** subtotal − discount + shipping. */
  total: z.number(),
  /**
   * The gift cards applied, in the order they pay (docs/product-rules.md#gift-cards): what each covers of the
   * total after the promo code, and what stays on it. A card that can no longer pay covers 0 (see `warnings`).
   */
  gift_cards: z.array(AppliedGiftCard),
  /** Sum of `gift_cards[].applied`. */
  gift_cards_total: z.number(),
  /** total − gift_cards_total: what the payment brings; 0 when the cards pay for everything. */
  to_pay: z.number(),
});

export const CartCoupon = z.object({
  code: z.string(),
  type: z.enum(COUPON_TYPE_CODES),
  /** Percent for `percent`, PLN for `fixed`, 0 for `free_shipping`. */
  value: z.number(),
  description: z.string(),
  /** False while the cart does not meet the code's conditions (the reason is in `warnings`); it stays attached. */
  applicable: z.boolean(),
  /** The discount it gives now (PLN); for `free_shipping` the delivery price it waives. */
  discount: z.number(),
});

export const CartShippingMethod = z.object({
  code: z.string(),
  name: z.string(),
  /** The method's list price (PLN). */
  price: z.number(),
  /** What the customer pays for it in this cart (PLN). */
  cost: z.number(),
  free: z.boolean(),
  min_days: z.number().int(),
  max_days: z.number().int(),
  inpost_point: z
    .object({
      id: z.string(),
      name: z.string().nullable(),
      location_description: z.string().nullable(),
      address: z.object({
        line1: z.string().nullable(),
        city: z.string().nullable(),
        post_code: z.string().nullable(),
      }),
    })
    .nullable(),
});

export const CartWarning = z.object({
  code: z.string(),
  message: z.string(),
  /** The cart line concerned, when it is about one. */
  item_id: z.number().int().nullable(),
});

export const Cart = z.object({
  items: z.array(CartLine),
  totals: CartTotals,
  coupon: CartCoupon.nullable(),
  shipping_method: CartShippingMethod.nullable(),
  /** Goods after discount from this amount (PLN) ship for free. */
  free_shipping_threshold: z.number(),
  missing_for_free_shipping: z.number(),
  /** Number of pieces (sum of quantities). */
  items_count: z.number().int(),
  /** False when the cart holds only gift cards: they are e-mailed, nothing is shipped and delivery costs 0. */
  needs_parcel: z.boolean(),
  warnings: z.array(CartWarning),
});
export type Cart = z.infer<typeof Cart>;

export const CartResponse = z.object({ data: Cart });
export type CartResponse = z.infer<typeof CartResponse>;

/** Every cart change answers with the whole cart, so the client needs no second call. */
export const CartChangeResponse = z.object({ success: z.literal(true), message: z.string(), data: Cart });
export type CartChangeResponse = z.infer<typeof CartChangeResponse>;

export const DeliveryMethod = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** List price (PLN). */
  price: z.number(),
  min_days: z.number().int(),
  max_days: z.number().int(),
  default: z.boolean(),
});
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

export const DeliveryMethodsResponse = z.object({
  data: z.array(DeliveryMethod),
  /** Delivery is free when the goods after discount reach this amount (PLN). */
  free_shipping_threshold: z.number(),
});
export type DeliveryMethodsResponse = z.infer<typeof DeliveryMethodsResponse>;
