import type { PageKey } from '../lib/meta';

/** The header's main links (docs/product-rules.md#addresses-and-languages, App shell); `end` marks links active only on their exact path. */
export const MAIN_LINKS = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/products', label: 'nav.products', end: false },
  { to: '/blog', label: 'nav.blog', end: false },
  { to: '/contacts', label: 'nav.contacts', end: false },
] as const;

export interface InfoLink {
  to: string;
  page: PageKey;
}

/** Footer group "Zakupy online" / "Shopping". */
export const SHOPPING_LINKS: InfoLink[] = [
  { to: '/payment-methods', page: 'paymentMethods' },
  { to: '/delivery-costs', page: 'deliveryCosts' },
  { to: '/returns', page: 'returns' },
  { to: '/complaints', page: 'complaints' },
  { to: '/warranty', page: 'warranty' },
  { to: '/gift-cards', page: 'giftCards' },
];

/** Footer group "Strefa klienta" / "Customer zone". */
export const CUSTOMER_ZONE_LINKS: InfoLink[] = [
  { to: '/store-regulations', page: 'storeRegulations' },
  { to: '/privacy-policy', page: 'privacyPolicy' },
  { to: '/cookies', page: 'cookies' },
  { to: '/faq', page: 'faq' },
];

export const SHOP_CONTACT = {
  email: 'sklep@atelier.pl',
  phoneHref: '+48713074646',
} as const;

export const SOCIAL_LINKS = [
  { network: 'instagram', href: 'https://www.instagram.com/atelier.wroclaw' },
  { network: 'facebook', href: 'https://www.facebook.com/atelier.wroclaw' },
  { network: 'pinterest', href: 'https://www.pinterest.com/atelier_wroclaw' },
] as const;
