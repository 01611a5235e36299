import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, htmlToText, productJsonLd, truncate } from './structured-data';

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
        availability: 'https://schema.org/PreOrder',
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
