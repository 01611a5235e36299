import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  htmlToText,
  productGroupJsonLd,
  productJsonLd,
  productStructuredData,
  truncate,
} from './structured-data';

describe('htmlToText', () => {
  it('turns sanitised HTML into one line of text', () => {
    expect(htmlToText('<p>Skóra &amp; nici</p><ul><li>Jeden</li><li>Dwa&nbsp;</li></ul>')).toBe(
      'Skóra & nici Jeden Dwa',
    );
    expect(htmlToText('<p>&#8222;Odra&#8221; &lt;3</p>')).toBe('„Odra” <3');
  });
});

describe('truncate', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(truncate('short')).toBe('short');
    const text = 'słowo '.repeat(40).trim();
    const cut = truncate(text, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('słowo…')).toBe(true);
  });
});

describe('productJsonLd', () => {
  const product = {
    name: 'Portfel Odra',
    sku: 'AT-WL-001',
    images: ['https://shop.pl/uploads/1.webp'],
    image: 'https://shop.pl/uploads/1.webp',
    description: '<p>Ręcznie <strong>szyty</strong>.</p>',
    price: 349,
    in_stock: false,
    orderable: true,
    made_to_order: true,
  };

  it('describes the product and its offer in PLN', () => {
    const data = productJsonLd(product, 'https://shop.pl/pl/products/portfel-odra');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Portfel Odra',
      sku: 'AT-WL-001',
      image: ['https://shop.pl/uploads/1.webp'],
      description: 'Ręcznie szyty.',
      brand: { '@type': 'Brand', name: 'Atelier' },
      offers: {
        '@type': 'Offer',
        price: '349.00',
        priceCurrency: 'PLN',
        availability: 'https://schema.org/BackOrder',
        url: 'https://shop.pl/pl/products/portfel-odra',
      },
    });
  });

  it('says InStock and OutOfStock', () => {
    expect(productJsonLd({ ...product, in_stock: true }, 'u').offers.availability).toBe('https://schema.org/InStock');
    expect(productJsonLd({ ...product, orderable: false, made_to_order: false }, 'u').offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('carries the aggregate rating only when there are approved reviews', () => {
    expect(productJsonLd({ ...product, rating: { average: 4.7, count: 12 } }, 'u')).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
    expect(productJsonLd({ ...product, rating: { average: null, count: 0 } }, 'u')).not.toHaveProperty(
      'aggregateRating',
    );
    expect(productJsonLd(product, 'u')).not.toHaveProperty('aggregateRating');
  });
});

describe('productStructuredData', () => {
  const price = (amount: number) => ({
    price: amount,
    base_price: amount,
    discount_info: { has_discount: false, discount_percentage: 0, original_price: amount, discounted_price: amount },
    lowest_price_30d: null,
  });
  const variant = (
    id: number,
    colour: { code: string; name: string; hex: string } | null,
    size: string,
    stock: number,
    madeToOrder = false,
  ) => ({
    id,
    sku: `AT-HB-008-${id}`,
    color: colour,
    size,
    ...price(849),
    stock,
    in_stock: stock > 0,
    made_to_order: madeToOrder,
    orderable: stock > 0 || madeToOrder,
    images: stock > 0 ? [`https://shop.pl/uploads/${id}.webp`] : [],
    gallery: [],
  });
  const coffee = { code: 'coffee', name: 'Kawowy', hex: '#4a3426' };
  const black = { code: 'black', name: 'Czarny', hex: '#111111' };
  const hanka = {
    name: 'Torebka Hanka',
    sku: 'AT-HB-008',
    images: ['https://shop.pl/uploads/hanka.webp'],
    image: 'https://shop.pl/uploads/hanka.webp',
    description: '<p>Miękka torba.</p>',
    price: 849,
    in_stock: true,
    orderable: true,
    made_to_order: false,
    rating: { average: 4.5, count: 2 },
    variants: [
      variant(81, coffee, 'one_size', 4),
      variant(82, black, 'one_size', 0, true),
      variant(83, black, 'one_size', 0),
    ],
  };
  const url = 'https://shop.pl/pl/products/torebka-hanka-kawa';

  it('describes a product with several variants as a ProductGroup with each variant and its offer', () => {
    const data = productStructuredData(hanka, url);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Torebka Hanka',
      url,
      productGroupID: 'AT-HB-008',
      variesBy: ['https://schema.org/color'],
      description: 'Miękka torba.',
      brand: { '@type': 'Brand', name: 'Atelier' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(data).not.toHaveProperty('offers');
    const variants = productGroupJsonLd(hanka, hanka.variants, url).hasVariant;
    expect(variants).toHaveLength(3);
    expect(variants[0]).toEqual({
      '@type': 'Product',
      name: 'Torebka Hanka – Kawowy',
      sku: 'AT-HB-008-81',
      inProductGroupWithID: 'AT-HB-008',
      image: ['https://shop.pl/uploads/81.webp'],
      color: 'Kawowy',
      offers: {
        '@type': 'Offer',
        url: `${url}?variant=81`,
        price: '849.00',
        priceCurrency: 'PLN',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Atelier' },
      },
    });
    // Without photographs of its own a variant shows the product's; one size is not a size.
    expect(variants[1]).toMatchObject({ image: ['https://shop.pl/uploads/hanka.webp'], color: 'Czarny' });
    expect(variants[1]).not.toHaveProperty('size');
    expect(variants.map((item) => item.offers.availability)).toEqual([
      'https://schema.org/InStock',
      'https://schema.org/BackOrder',
      'https://schema.org/OutOfStock',
    ]);
  });

  it('names the size among what the variants vary by, and keeps other parameters of the address', () => {
    const belt = {
      ...hanka,
      variants: [variant(1, black, '90', 1), variant(2, black, '100', 1), variant(3, coffee, '90', 1)],
    };
    const data = productStructuredData(belt, 'https://shop.pl/en/products/pasek?ref=a');
    expect(data).toMatchObject({ variesBy: ['https://schema.org/color', 'https://schema.org/size'] });
    const variants = productGroupJsonLd(belt, belt.variants, 'https://shop.pl/en/products/pasek?ref=a').hasVariant;
    expect(variants[1]).toMatchObject({
      name: 'Torebka Hanka – Czarny, 100',
      size: '100',
      offers: { url: 'https://shop.pl/en/products/pasek?ref=a&variant=2' },
    });
    const sizesOnly = { ...hanka, variants: [variant(1, null, 'S', 1), variant(2, null, 'M', 1)] };
    expect(productStructuredData(sizesOnly, url)).toMatchObject({ variesBy: ['https://schema.org/size'] });
  });

  it('keeps a product with one variant a plain Product', () => {
    const single = { ...hanka, variants: [variant(81, coffee, 'one_size', 4)] };
    expect(productStructuredData(single, url)).toMatchObject({ '@type': 'Product', sku: 'AT-HB-008', offers: { url } });
    expect(productStructuredData(single, url)).not.toHaveProperty('hasVariant');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1', () => {
    const data = breadcrumbJsonLd([
      { name: 'Strona główna', url: 'https://shop.pl/pl' },
      { name: 'Portfel', url: 'https://shop.pl/pl/products/p' },
    ]);
    expect(data.itemListElement.map((item) => item.position)).toEqual([1, 2]);
    expect(data.itemListElement[1]).toMatchObject({ '@type': 'ListItem', name: 'Portfel' });
  });
});
