import type { BannerSeed, CategorySeed } from './types';

/** Shop categories, in menu order. */
export const categories: CategorySeed[] = [
  {
    slug: 'torebki',
    name: { pl: 'Torebki', en: 'Handbags' },
    description: {
      pl: 'Torebki szyte ręcznie ze skóry garbowanej roślinnie — na co dzień, do pracy i na wieczór.',
      en: 'Hand-stitched handbags in vegetable-tanned leather — for everyday, for work and for the evening.',
    },
    position: 1,
  },
  {
    slug: 'torby-na-ramie',
    name: { pl: 'Torby na ramię', en: 'Shoulder bags' },
    description: {
      pl: 'Pojemne torby na ramię i listonoszki, które zmieszczą laptopa, zakupy i cały Twój dzień.',
      en: 'Roomy shoulder and messenger bags that fit a laptop, the shopping and your whole day.',
    },
    position: 2,
  },
  {
    slug: 'plecaki',
    name: { pl: 'Plecaki', en: 'Backpacks' },
    description: {
      pl: 'Skórzane plecaki do miasta i w podróż, z wygodnymi szelkami i przemyślanymi kieszeniami.',
      en: 'Leather backpacks for the city and for travel, with comfortable straps and well-planned pockets.',
    },
    position: 3,
  },
  {
    slug: 'portfele',
    name: { pl: 'Portfele', en: 'Wallets' },
    description: {
      pl: 'Portfele i etui na karty, które z latami nabierają charakteru i pięknej patyny.',
      en: 'Wallets and card holders that gain character and a beautiful patina over the years.',
    },
    position: 4,
  },
  {
    slug: 'paski',
    name: { pl: 'Paski', en: 'Belts' },
    description: {
      pl: 'Paski z grubej skóry z mosiężnymi klamrami, cięte i wykańczane ręcznie w naszej pracowni.',
      en: 'Belts in thick leather with brass buckles, cut and finished by hand in our workshop.',
    },
    position: 5,
  },
  {
    slug: 'akcesoria',
    name: { pl: 'Akcesoria', en: 'Accessories' },
    description: {
      pl: 'Breloki, etui i drobiazgi ze skóry — w sam raz na prezent albo dla siebie.',
      en: 'Key rings, cases and small leather goods — just right as a gift or a treat for yourself.',
    },
    position: 6,
  },
];

/** Home page carousel. */
export const banners: BannerSeed[] = [
  {
    key: 'autumn-collection',
    title: { pl: 'Nowa kolekcja jesienna', en: 'The new autumn collection' },
    subtitle: {
      pl: 'Ciepłe odcienie koniaku, kawy i bordo — torebki uszyte na chłodniejsze dni.',
      en: 'Warm shades of cognac, coffee and burgundy — handbags made for the cooler days.',
    },
    buttonLabel: { pl: 'Zobacz kolekcję', en: 'See the collection' },
    categorySlug: 'torebki',
    buttonPath: '/products',
    palette: { background: '#EFE4D4', accent: '#8B4A24', leatherHex: '#8B4A24', kind: 'tote' },
    position: 1,
  },
  {
    key: 'workshop',
    title: { pl: 'Szyte ręcznie we Wrocławiu', en: 'Made by hand in Wrocław' },
    subtitle: {
      pl: 'Każdy szew kładziemy igłą i nicią w naszej małej pracowni. Poznaj ludzi, którzy szyją dla Ciebie.',
      en: 'We lay every stitch with needle and thread in our small workshop. Meet the people who make your bag.',
    },
    buttonLabel: { pl: 'Poznaj pracownię', en: 'Visit the workshop' },
    buttonPath: '/about',
    palette: { background: '#E3E6D8', accent: '#4F5A3A', leatherHex: '#5C3A24', kind: 'backpack' },
    position: 2,
  },
  {
    key: 'small-goods',
    title: { pl: 'Portfele i drobne upominki', en: 'Wallets and small gifts' },
    subtitle: {
      pl: 'Szukasz prezentu, który posłuży latami? Portfele, etui na karty i breloki z pięknej skóry.',
      en: 'Looking for a gift that will last for years? Wallets, card holders and key rings in beautiful leather.',
    },
    buttonLabel: { pl: 'Wybierz prezent', en: 'Find a gift' },
    categorySlug: 'portfele',
    buttonPath: '/products',
    palette: { background: '#F3ECE2', accent: '#7A1F2B', leatherHex: '#6D1F2B', kind: 'wallet' },
    position: 3,
  },
];
