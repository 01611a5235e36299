import type { Config } from '../../config';
import type { Order } from '../../db/schema';
import { SHOP_CONTACT } from '../pages/shop-facts';
import { createReturnCode } from '../shipping/shipx';

/**
 * InPost return codes (docs/product-rules.md#after-sale): the customer shows the code at any Paczkomat and sends the
 * parcel to us without printing a label. With ShipX configured (INPOST_SHIPX_TOKEN, INPOST_SHIPX_ORGANIZATION_ID)
 * the code comes from ShipX — a return parcel with the customer as sender and the workshop as receiver; otherwise
 * from the shipping module's demo set (ten digits derived from the return number), so demo mode works.
 */
export type ReturnCodeSource = (returnNumber: string, order: Order) => Promise<string>;

/** Where return codes come from with this configuration. */
export function returnCodeSource(config: Config): ReturnCodeSource {
  return async (returnNumber, order) => {
    const office = SHOP_CONTACT.office;
    const [street, building] = splitStreet(office.street);
    const code = await createReturnCode(config.shipx, {
      returnNumber,
      sender: {
        first_name: order.billingFirstName,
        last_name: order.billingLastName,
        email: order.email,
        phone: order.phone,
      },
      receiver: {
        company_name: office.name,
        email: config.shopEmail,
        phone: SHOP_CONTACT.phone.replace(/\s+/g, ''),
        address: {
          street,
          building_number: building,
          city: office.city,
          post_code: office.postal_code,
          country_code: 'PL',
        },
      },
    });
    return code.code;
  };
}

/** "ul. Ruska 46" → ["Ruska", "46"], as ShipX wants the street and the building apart. */
function splitStreet(line: string): [string, string] {
  const match = /^(?:ul\.\s*)?(.+?)\s+(\S+)$/.exec(line.trim());
  return match ? [match[1], match[2]] : [line, ''];
}
