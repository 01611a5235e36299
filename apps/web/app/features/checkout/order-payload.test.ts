import { type Cart, PlaceGuestOrderBody, PlaceOrderBody } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { emptyAddress } from './address';
import {
  type CheckoutDraft,
  checkoutFieldOf,
  customerOrderBody,
  guestOrderBody,
  newIdempotencyKey,
  sortServerErrors,
} from './order-payload';

const line = (id: number, overrides: Partial<Cart['items'][number]> = {}): Cart['items'][number] => ({
  id,
  product: { id: id * 10, name: `Torba ${id}`, slug: `torba-${id}`, image: null, images: [], price: 349 },
  product_id: id * 10,
  name: `Torba ${id}`,
  slug: `torba-${id}`,
  image: `/uploads/${id}.webp`,
  price: 349,
  quantity: 1,
  total: 349,
  color: null,
  discount_info: { has_discount: false, original_price: 349, discount_percentage: 0 },
  variant_id: id * 100,
  size: null,
  selected_variant_id: id * 100,
  sku: `AT-${id}`,
  made_to_order: false,
  made_to_order_quantity: 0,
  available_stock: 5,
  orderable: true,
  unavailable: false,
  notice: null,
  ...overrides,
});

const cart: Cart = {
  items: [line(1, { quantity: 2, total: 698 }), line(2, { unavailable: true, orderable: false })],
  totals: {
    subtotal: 698,
    shipping: 0,
    tax: 130.52,
    discount: 69.8,
    total: 628.2,
    gift_cards: [],
    gift_cards_total: 0,
    to_pay: 628.2,
  },
  coupon: {
    code: 'WITAJ10',
    type: 'percent',
    value: 10,
    description: '',
    applicable: true,
    discount: 69.8,
  },
  shipping_method: null,
  free_shipping_threshold: 200,
  missing_for_free_shipping: 0,
  needs_parcel: true,
  items_count: 3,
  warnings: [],
};

const draft: CheckoutDraft = {
  address: {
    ...emptyAddress(' ala@example.pl '),
    name: ' Ala ',
    surname: 'Kowalska',
    city: 'Wrocław',
    street: 'Ruska',
    house: '12',
    apartment: '',
    phone: '600 100 200',
    postal_code: '50-079',
    company: 'Pracownia',
    nip: '526-025-02-74',
  },
  invoice: true,
  notes: '  ',
  deliveryMethod: 'inpost',
  point: {
    id: 'WRO01M',
    name: 'WRO01M',
    status: 'Operating',
    location_type: null,
    location_description: null,
    opening_hours: '24/7',
    address: { line1: 'Ruska 12', line2: '50-079 Wrocław', city: 'Wrocław', post_code: '50-079' },
    location: null,
    location_247: true,
  },
  termsAccepted: true,
};

describe('the order the checkout sends', () => {
  it('gives a customer the first version’s shipping_address and passes the API’s own schema', () => {
    const body = customerOrderBody(draft, cart);
    expect(body.shipping_address).toMatchObject({
      first_name: 'Ala',
      email: 'ala@example.pl',
      address_line_1: 'Ruska 12',
      address_line_2: null,
      inpost_point: 'WRO01M',
    });
    expect(PlaceOrderBody.safeParse(body).success).toBe(true);
  });

  it('gives a guest the first version’s customer_info and passes the API’s own schema', () => {
    const body = guestOrderBody(draft, cart);
    expect(body.customer_info).toMatchObject({ name: 'Ala', surname: 'Kowalska', street: 'Ruska', house: '12' });
    expect(PlaceGuestOrderBody.safeParse(body).success).toBe(true);
  });

  it('sends the totals and orderable lines the customer saw, with the coupon', () => {
    const body = guestOrderBody(draft, cart);
    expect(body.items).toEqual([
      expect.objectContaining({ product_id: 10, variant_id: 100, quantity: 2, price: 349, product_name: 'Torba 1' }),
    ]);
    expect(body).toMatchObject({
      subtotal: 698,
      discount_amount: 69.8,
      shipping: 0,
      total: 628.2,
      coupon_code: 'WITAJ10',
      terms_accepted: true,
      notes: null,
    });
  });

  it('sends invoice data only while the invoice box is ticked, and no locker for the courier', () => {
    const body = guestOrderBody({ ...draft, invoice: false, deliveryMethod: 'courier' }, cart);
    expect(body).toMatchObject({ company_name: null, nip: null, inpost_point: null, delivery_method: 'courier' });
    expect(guestOrderBody(draft, cart)).toMatchObject({ company_name: 'Pracownia', nip: '526-025-02-74' });
  });
});

describe('server messages on the checkout form', () => {
  it('land on the field they concern, whichever payload named it', () => {
    expect(checkoutFieldOf('shipping_address.postal_code')).toBe('postal_code');
    expect(checkoutFieldOf('shipping_address.first_name')).toBe('name');
    expect(checkoutFieldOf('customer_info.surname')).toBe('surname');
    expect(checkoutFieldOf('terms_accepted')).toBe('terms');
    expect(checkoutFieldOf('inpost_point')).toBe('point');
    expect(checkoutFieldOf('company_name')).toBe('company');
    expect(checkoutFieldOf('items.0.price')).toBeNull();
  });

  it('keep messages about fields the form does not show for the form’s own message', () => {
    expect(
      sortServerErrors({ 'customer_info.city': ['Podaj miasto.'], 'items.0.quantity': ['Za dużo.'], total: ['Zła.'] }),
    ).toEqual({ fields: { city: 'Podaj miasto.' }, others: ['Za dużo.', 'Zła.'] });
  });
});

describe('idempotency keys', () => {
  it('are different for every attempt', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
