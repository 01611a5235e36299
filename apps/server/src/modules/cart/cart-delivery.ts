import type { SelectShippingBody } from '@atelier/contracts';
import type { InpostPointSnapshot } from '../../db/schema';
import { ValidationFailed } from '../../errors';
import { translate } from '../../i18n/messages';
import { type DeliveryMethodOption, findMethod, loadShippingRules, methodName } from '../shipping/shipping.service';
import { setCartDelivery } from './cart.repository';
import { type CartChange, changeCart } from './cart-change';
import type { CartContext, CartIdentity } from './cart-identity';
import { cartById } from './cart-reading';

/** The delivery method (and parcel locker) the cart remembers (docs/product-rules.md#delivery). */

const POINT_ID = /^[A-Za-z0-9_-]{2,64}$/;

function pointSnapshot(point: SelectShippingBody['inpost_point']): InpostPointSnapshot | null {
  if (point === null || point === undefined || point === '') return null;
  const invalid = () =>
    new ValidationFailed({ inpost_point: ['cart.inpost_point_invalid'] }, 'cart.inpost_point_invalid');
  if (typeof point === 'string') {
    if (!POINT_ID.test(point)) throw invalid();
    return { id: point };
  }
  const id = point.id ?? point.name;
  if (!id || !POINT_ID.test(id)) throw invalid();
  const address = point.address ?? undefined;
  return {
    id,
    name: point.name ?? id,
    locationDescription: point.location_description ?? undefined,
    address: address
      ? { line1: address.line1 ?? undefined, city: address.city ?? undefined, postCode: address.post_code ?? undefined }
      : undefined,
  };
}

/**
 * POST /api/cart/select-shipping: remembers the method (and the parcel locker for InPost). The price sent
 * by the client is ignored; the cart prices delivery itself. Without a cart nothing is stored.
 */
export async function selectShipping(
  ctx: CartContext,
  identity: CartIdentity,
  body: SelectShippingBody,
): Promise<CartChange> {
  const rules = await loadShippingRules(ctx.db);
  const method: DeliveryMethodOption | undefined = findMethod(rules, body.method_code);
  if (!method) {
    throw new ValidationFailed({ method_code: ['cart.shipping_method_unknown'] }, 'cart.shipping_method_unknown');
  }
  const point = method.code === 'inpost' ? pointSnapshot(body.inpost_point) : null;
  const { cartId } = await changeCart(ctx, identity, false, async (tx, cart) => {
    if (!cart) return;
    // Choosing the locker method again without naming a point keeps the point already chosen.
    const keepPoint =
      method.code === 'inpost' && body.inpost_point === undefined && cart.deliveryMethodCode === 'inpost';
    await setCartDelivery(
      tx,
      cart.id,
      keepPoint
        ? { code: method.code, inpostPoint: cart.inpostPoint, inpostPointData: cart.inpostPointData }
        : { code: method.code, inpostPoint: point?.id ?? null, inpostPointData: point },
      ctx.now,
    );
  });
  return {
    cart: await cartById(ctx, cartId, identity),
    message: translate(ctx.locale, 'cart.shipping_selected', { name: methodName(method, ctx.locale) }),
  };
}
