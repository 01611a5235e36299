import type { Bilingual } from './types';

/**
 * Demo size guides (docs/product-rules.md#size-guides). A plain string cell reads the same in both languages.
 * Belts: the size is the length from the buckle to the middle of five holes 2.5 cm apart, as Polish
 * workshops count it; bags: the S/M/L of the handbags' dimensions lines, with what each one holds.
 */
export type SizeGuideSeed = {
  categorySlug: string;
  title: Bilingual;
  intro: Bilingual;
  columns: Bilingual[];
  rows: (string | Bilingual)[][];
  note: Bilingual;
};

const BELT_SIZES_CM = [85, 90, 95, 100, 105, 110, 115, 120];
/** The buckle and the tip beyond the middle hole add about 18 cm to a belt's size. */
const BUCKLE_AND_TIP_CM = 18;

const beltGuide: SizeGuideSeed = {
  categorySlug: 'paski',
  title: { pl: 'Jak dobrać rozmiar paska', en: 'Finding your belt size' },
  intro: {
    pl: 'Rozmiar paska to odległość od klamry do środkowej dziurki. Najprościej zmierzyć pasek, który już nosisz: połóż go płasko i zmierz od miejsca, w którym skóra zagina się przy klamrze, do dziurki, której używasz najczęściej.\n\nNie masz paska pod ręką? Zmierz obwód w pasie na spodniach, na wysokości szlufek, i wybierz rozmiar równy temu obwodowi albo najbliższy większy.',
    en: 'A belt’s size is the distance from the buckle to the middle hole. The easiest way is to measure a belt you already wear: lay it flat and measure from where the leather folds at the buckle to the hole you use most.\n\nNo belt to hand? Measure around your waist over your trousers, at the belt loops, and choose the size equal to that or the next one up.',
  },
  columns: [
    { pl: 'Rozmiar (cm)', en: 'Size (cm)' },
    { pl: 'Obwód w pasie (cm)', en: 'Waist (cm)' },
    { pl: 'Długość całkowita (cm)', en: 'Total length (cm)' },
  ],
  rows: BELT_SIZES_CM.map((size) => [String(size), `${size - 2}–${size + 2}`, String(size + BUCKLE_AND_TIP_CM)]),
  note: {
    pl: 'Każdy pasek ma pięć dziurek co 2,5 cm, więc dopasujesz go o 5 cm luźniej lub ciaśniej. Potrzebujesz innej długości? Skrócimy pasek albo uszyjemy go na miarę — napisz do nas.',
    en: 'Every belt has five holes 2.5 cm apart, so it also fits 5 cm looser or tighter. Need another length? We will shorten a belt or make one to measure — write to us.',
  },
};

const bagGuide = (categorySlug: string): SizeGuideSeed => ({
  categorySlug,
  title: { pl: 'Rozmiary toreb S, M i L', en: 'Bag sizes S, M and L' },
  intro: {
    pl: 'Podajemy wymiary zewnętrzne pustej torby: szerokość u dołu × wysokość bez uchwytów × głębokość. Skóra z czasem mięknie, więc wnętrze bywa odrobinę pojemniejsze, niż mówi tabela.',
    en: 'These are the outside measurements of an empty bag: width at the base × height without the handles × depth. Leather softens with use, so the inside tends to hold a little more than the table says.',
  },
  columns: [
    { pl: 'Rozmiar', en: 'Size' },
    { pl: 'Szer. × wys. × gł. (cm)', en: 'W × H × D (cm)' },
    { pl: 'Co się zmieści', en: 'What fits' },
  ],
  rows: [
    ['S', '30 × 25 × 11', { pl: 'portfel, telefon, tablet 8″, książka', en: 'wallet, phone, 8″ tablet, a book' }],
    ['M', '36 × 30 × 13', { pl: 'teczka A4, laptop 13″, kosmetyczka', en: 'A4 folder, 13″ laptop, make-up bag' }],
    [
      'L',
      '42 × 34 × 15',
      { pl: 'laptop 15″, zakupy, rzeczy na weekend', en: '15″ laptop, shopping, a weekend’s things' },
    ],
  ],
  note: {
    pl: 'Model uszyty w jednym rozmiarze ma swoje dokładne wymiary w szczegółach produktu, w wierszu „Wymiary”.',
    en: 'A model made in one size has its exact measurements in the product details, under “Dimensions”.',
  },
});

export const sizeGuides: SizeGuideSeed[] = [beltGuide, bagGuide('torebki'), bagGuide('torby-na-ramie')];
