import type { Bilingual, CouponSeed, DeliveryMethodSeed, UserSeed } from './types';

/** Delivery methods (docs/product-rules.md#delivery): Poland only; free from 200,00 zł after discount is applied by the cart. */
export const deliveryMethods: DeliveryMethodSeed[] = [
  {
    code: 'inpost',
    name: { pl: 'Paczkomat InPost', en: 'InPost parcel locker' },
    description: {
      pl: 'Odbierz paczkę o dowolnej porze z wybranego Paczkomatu — dostawa w 2–4 dni robocze.',
      en: 'Collect your parcel any time from the parcel locker of your choice — delivery in 2–4 business days.',
    },
    price: 1500,
    minDays: 2,
    maxDays: 4,
    position: 1,
  },
  {
    code: 'courier',
    name: { pl: 'Kurier ekspres', en: 'Express courier' },
    description: {
      pl: 'Kurier dostarczy przesyłkę pod wskazany adres w 1–2 dni robocze.',
      en: 'A courier brings your parcel to the address you choose in 1–2 business days.',
    },
    price: 2500,
    minDays: 1,
    maxDays: 2,
    position: 2,
  },
];

export const coupons: CouponSeed[] = [
  {
    code: 'WITAJ10',
    type: 'percent',
    value: 10,
    startsDaysAgo: 365,
    description: {
      pl: 'Rabat powitalny: 10% na zakupy w Atelier.',
      en: 'Welcome discount: 10% off your order at Atelier.',
    },
  },
  {
    code: 'JESIEN50',
    type: 'fixed',
    value: 5000,
    minOrderTotal: 30000,
    startsDaysAgo: 10,
    expiresInDays: 60,
    description: {
      pl: 'Jesienny rabat 50 zł przy zamówieniu od 300 zł.',
      en: 'Autumn discount: PLN 50 off orders of PLN 300 or more.',
    },
  },
  {
    code: 'DOSTAWA0',
    type: 'free_shipping',
    value: 0,
    startsDaysAgo: 30,
    perCustomerLimit: 1,
    firstOrderOnly: true,
    description: {
      pl: 'Darmowa dostawa przy pierwszym zamówieniu.',
      en: 'Free delivery on your first order.',
    },
  },
  {
    code: 'LATO2026',
    type: 'percent',
    value: 15,
    startsDaysAgo: 200,
    expiresInDays: -30,
    description: {
      pl: 'Letnia promocja: 15% rabatu (akcja zakończona).',
      en: 'Summer sale: 15% off (the offer has ended).',
    },
  },
];

/** Demo accounts — documented in the README; change the passwords on a real deployment. */
export const demoUsers: UserSeed[] = [
  {
    email: 'klient@atelier.pl',
    password: 'Klient123!',
    name: 'Anna Klientka',
    phone: '+48 600 100 200',
    roles: ['customer'],
  },
  {
    email: 'admin@atelier.pl',
    password: 'Admin123!',
    name: 'Marta Nowicka',
    phone: '+48 601 200 300',
    roles: ['super_admin', 'customer'],
  },
  {
    email: 'manager@atelier.pl',
    password: 'Manager123!',
    name: 'Tomasz Kowal',
    phone: '+48 602 300 400',
    roles: ['manager', 'customer'],
  },
  {
    email: 'ksiegowa@atelier.pl',
    password: 'Ksiegowa123!',
    name: 'Ewa Wiśniewska',
    phone: '+48 603 400 500',
    roles: ['accountant', 'customer'],
  },
];

export type AttributeKind = 'colour' | 'style' | 'gender' | 'status';

/** Filter attribute values (docs/product-rules.md#catalogue) with their Polish and English labels. */
export const attributeValues: {
  kind: AttributeKind;
  code: string;
  label: Bilingual;
  hex?: string;
  position: number;
}[] = [
  // Colours
  { kind: 'colour', code: 'black', label: { pl: 'Czarny', en: 'Black' }, hex: '#1E1B19', position: 1 },
  { kind: 'colour', code: 'brown', label: { pl: 'Brązowy', en: 'Brown' }, hex: '#7B4A2A', position: 2 },
  { kind: 'colour', code: 'coffee', label: { pl: 'Kawowy', en: 'Coffee' }, hex: '#4A3426', position: 3 },
  { kind: 'colour', code: 'bordo', label: { pl: 'Bordowy', en: 'Burgundy' }, hex: '#6D1F2B', position: 4 },
  { kind: 'colour', code: 'white', label: { pl: 'Biały', en: 'White' }, hex: '#F2EEE8', position: 5 },
  { kind: 'colour', code: 'gray', label: { pl: 'Szary', en: 'Grey' }, hex: '#7A746C', position: 6 },
  { kind: 'colour', code: 'green', label: { pl: 'Zielony', en: 'Green' }, hex: '#4F5A3A', position: 7 },
  { kind: 'colour', code: 'blue', label: { pl: 'Granatowy', en: 'Navy' }, hex: '#27324A', position: 8 },
  { kind: 'colour', code: 'red', label: { pl: 'Czerwony', en: 'Red' }, hex: '#9B2D2A', position: 9 },
  // Styles
  { kind: 'style', code: 'casual', label: { pl: 'Codzienny', en: 'Casual' }, position: 1 },
  { kind: 'style', code: 'elegant', label: { pl: 'Elegancki', en: 'Elegant' }, position: 2 },
  { kind: 'style', code: 'classic', label: { pl: 'Klasyczny', en: 'Classic' }, position: 3 },
  { kind: 'style', code: 'sport', label: { pl: 'Sportowy', en: 'Sporty' }, position: 4 },
  { kind: 'style', code: 'travel', label: { pl: 'Podróżny', en: 'Travel' }, position: 5 },
  { kind: 'style', code: 'vintage', label: { pl: 'Vintage', en: 'Vintage' }, position: 6 },
  // Gender
  { kind: 'gender', code: 'women', label: { pl: 'Dla niej', en: 'For her' }, position: 1 },
  { kind: 'gender', code: 'men', label: { pl: 'Dla niego', en: 'For him' }, position: 2 },
  { kind: 'gender', code: 'unisex', label: { pl: 'Dla wszystkich', en: 'For everyone' }, position: 3 },
  // Status
  { kind: 'status', code: 'in_stock', label: { pl: 'Dostępny', en: 'In stock' }, position: 1 },
  { kind: 'status', code: 'new', label: { pl: 'Nowość', en: 'New' }, position: 2 },
  { kind: 'status', code: 'popular', label: { pl: 'Popularny', en: 'Popular' }, position: 3 },
  { kind: 'status', code: 'sale', label: { pl: 'Wyprzedaż', en: 'Sale' }, position: 4 },
  { kind: 'status', code: 'limited', label: { pl: 'Limitowany', en: 'Limited' }, position: 5 },
  { kind: 'status', code: 'bestseller', label: { pl: 'Bestseller', en: 'Bestseller' }, position: 6 },
];
