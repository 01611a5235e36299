import type { Bilingual, ProductKind } from './types';

/**
 * Pictures of the gallery page, rendered locally at seed time (images.ts): `workbench` scenes use the
 * blog-cover drawing (landscape 16:10), the others the product drawing (square) in one of its views —
 * 0 front, 1 second angle, 2 leather close-up, 3 and 4 interior scenes.
 */
export type GallerySeed = {
  key: string;
  scene: 'workbench' | 'product';
  kind: ProductKind;
  leatherHex: string;
  /** Product view (scene 'product'). */
  view?: number;
  /** Background of a workbench scene. */
  background?: string;
  alt: Bilingual;
  caption: Bilingual;
};

export const galleryImages: GallerySeed[] = [
  {
    key: 'warsztat-poranek',
    scene: 'workbench',
    kind: 'tote',
    leatherHex: '#A0612F',
    background: '#F1E9DD',
    alt: {
      pl: 'Stół warsztatowy z koniakową torbą, szydłem i szpulą woskowanej nici',
      en: 'Workbench with a cognac tote, an awl and a spool of waxed thread',
    },
    caption: {
      pl: 'Poranek w pracowni przy Ruskiej — torba Aurelia czeka na ostatnie szwy.',
      en: 'Morning in the workshop on Ruska Street — the Aurelia tote awaits its final stitches.',
    },
  },
  {
    key: 'szew-siodlarski',
    scene: 'product',
    kind: 'wallet',
    leatherHex: '#6B3A1E',
    view: 2,
    alt: {
      pl: 'Zbliżenie ręcznego szwu siodlarskiego na brązowej skórze',
      en: 'Close-up of a hand saddle stitch on brown leather',
    },
    caption: {
      pl: 'Szew siodlarski: dwie igły, jedna nić i kilkaset przeszyć na jeden portfel.',
      en: 'Saddle stitch: two needles, one thread and several hundred stitches per wallet.',
    },
  },
  {
    key: 'listonoszka-czarna',
    scene: 'product',
    kind: 'crossbody',
    leatherHex: '#2A2420',
    view: 0,
    alt: { pl: 'Czarna skórzana listonoszka na jasnym tle', en: 'Black leather crossbody bag on a light background' },
    caption: {
      pl: 'Listonoszka z czarnej skóry licowej — klasyk, który pasuje do wszystkiego.',
      en: 'A crossbody in black full-grain leather — a classic that goes with everything.',
    },
  },
  {
    key: 'stol-kroju',
    scene: 'workbench',
    kind: 'wallet',
    leatherHex: '#8B4A24',
    background: '#EDE3D4',
    alt: {
      pl: 'Stół do krojenia skóry z portfelem i narzędziami rymarskimi',
      en: 'Leather cutting table with a wallet and saddler’s tools',
    },
    caption: {
      pl: 'Każdy element wycinamy ręcznie według papierowych szablonów.',
      en: 'Every piece is cut by hand from paper patterns.',
    },
  },
  {
    key: 'plecak-oliwka',
    scene: 'product',
    kind: 'backpack',
    leatherHex: '#4F5A3A',
    view: 3,
    alt: { pl: 'Oliwkowy skórzany plecak we wnętrzu mieszkania', en: 'Olive leather backpack in a living room' },
    caption: {
      pl: 'Plecak w kolorze oliwki — na co dzień i w podróż.',
      en: 'An olive backpack — for every day and for travel.',
    },
  },
  {
    key: 'pasek-klamra',
    scene: 'product',
    kind: 'belt',
    leatherHex: '#7B4A2A',
    view: 0,
    alt: { pl: 'Brązowy skórzany pasek z mosiężną klamrą', en: 'Brown leather belt with a brass buckle' },
    caption: {
      pl: 'Mosiężna klamra ciemnieje z czasem razem ze skórą paska.',
      en: 'The brass buckle darkens over time together with the belt’s leather.',
    },
  },
  {
    key: 'torba-bordo',
    scene: 'product',
    kind: 'shoulder',
    leatherHex: '#6D1F2B',
    view: 1,
    alt: { pl: 'Bordowa torba na ramię widziana z boku', en: 'Burgundy shoulder bag seen from the side' },
    caption: {
      pl: 'Bordo to nasz jesienny kolor — skóra barwiona na wskroś.',
      en: 'Burgundy is our autumn colour — leather dyed right through.',
    },
  },
  {
    key: 'etui-na-karty',
    scene: 'product',
    kind: 'cardholder',
    leatherHex: '#A0612F',
    view: 0,
    alt: { pl: 'Koniakowe etui na karty', en: 'Cognac card holder' },
    caption: {
      pl: 'Etui na karty z jednego kawałka skóry, bez zbędnych szwów.',
      en: 'A card holder cut from one piece of leather, with no needless seams.',
    },
  },
  {
    key: 'warsztat-wieczor',
    scene: 'workbench',
    kind: 'crossbody',
    leatherHex: '#4A3426',
    background: '#E6DCCD',
    alt: {
      pl: 'Wieczór w pracowni: kawowa listonoszka na stole warsztatowym',
      en: 'Evening in the workshop: a coffee-brown crossbody on the workbench',
    },
    caption: {
      pl: 'Krawędzie szlifujemy, barwimy i polerujemy kilka razy, aż będą gładkie jak szkło.',
      en: 'We sand, dye and burnish the edges several times until they are smooth as glass.',
    },
  },
  {
    key: 'brelok',
    scene: 'product',
    kind: 'keyholder',
    leatherHex: '#8B4A24',
    view: 0,
    alt: { pl: 'Skórzany brelok do kluczy z mosiężnym kółkiem', en: 'Leather key holder with a brass ring' },
    caption: {
      pl: 'Brelok ze ścinków — w pracowni nic się nie marnuje.',
      en: 'A key holder from offcuts — nothing goes to waste in the workshop.',
    },
  },
  {
    key: 'tote-wnetrze',
    scene: 'product',
    kind: 'tote',
    leatherHex: '#7B4A2A',
    view: 4,
    alt: { pl: 'Brązowa torba shopper na krześle we wnętrzu', en: 'Brown tote bag on a chair indoors' },
    caption: {
      pl: 'Shopper mieści laptopa, zakupy i cały dzień.',
      en: 'The tote holds a laptop, the shopping and a whole day.',
    },
  },
  {
    key: 'skora-patyna',
    scene: 'product',
    kind: 'shoulder',
    leatherHex: '#A0612F',
    view: 2,
    alt: { pl: 'Zbliżenie koniakowej skóry z widoczną patyną', en: 'Close-up of cognac leather with visible patina' },
    caption: {
      pl: 'Po roku noszenia skóra garbowana roślinnie ciemnieje i nabiera połysku.',
      en: 'After a year of wear, vegetable-tanned leather darkens and gains a sheen.',
    },
  },
  {
    key: 'portfel-granat',
    scene: 'product',
    kind: 'wallet',
    leatherHex: '#27324A',
    view: 1,
    alt: { pl: 'Granatowy skórzany portfel otwarty', en: 'Navy leather wallet, open' },
    caption: {
      pl: 'Granatowy portfel z przegródkami na osiem kart.',
      en: 'A navy wallet with slots for eight cards.',
    },
  },
  {
    key: 'warsztat-prezenty',
    scene: 'workbench',
    kind: 'cardholder',
    leatherHex: '#6D1F2B',
    background: '#F3EADF',
    alt: {
      pl: 'Bordowe etui na karty przygotowane do zapakowania na prezent',
      en: 'Burgundy card holder ready to be gift-wrapped',
    },
    caption: {
      pl: 'Przed świętami pakujemy prezenty w bawełniane worki i pudełka z szarego kartonu.',
      en: 'Before the holidays we wrap gifts in cotton bags and grey cardboard boxes.',
    },
  },
];
