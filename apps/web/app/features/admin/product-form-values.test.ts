import type { AdminProduct } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  emptyProductForm,
  fieldErrorsFromServer,
  formToInput,
  mergeEdits,
  parsePrice,
  productToForm,
  slugPreview,
} from './product-form-values';

const filled = () => ({
  ...emptyProductForm(),
  name_pl: ' Torebka Żurawia ',
  name_en: 'Crane bag',
  sku: 'ATL-1',
  category_id: '3',
  kind: 'tote',
  base_price: '1 249,50',
  sale_price: '999',
  stock: '4',
  sizes: 'S, M , ,L',
  features_pl: 'Ręcznie szyta\n\n  Skóra licowa ',
});

describe('product form values', () => {
  it('sends prices typed with a comma or spaces as numbers, and lists without empty entries', () => {
    const { input } = formToInput(filled());
    expect(input).toMatchObject({
      name_pl: 'Torebka Żurawia',
      category_id: 3,
      base_price: 1249.5,
      sale_price: 999,
      stock: 4,
      sizes: ['S', 'M', 'L'],
      features_pl: ['Ręcznie szyta', 'Skóra licowa'],
    });
    // No slug typed: the server makes one from the Polish name.
    expect(input && 'slug' in input).toBe(false);
  });

  it('sends no sale price when the field is empty', () => {
    expect(formToInput({ ...filled(), sale_price: '' }).input?.sale_price).toBeNull();
  });

  it('names the fields that cannot be sent instead of guessing', () => {
    const { problems } = formToInput({
      ...filled(),
      name_en: ' ',
      base_price: '12,345',
      stock: '1.5',
      sale_price: 'abc',
    });
    expect(problems).toEqual({ name_en: 'required', base_price: 'price', stock: 'wholeNumber', sale_price: 'price' });
  });

  it('round-trips a saved product, prices in the form the language writes them', () => {
    const product = {
      ...formToInput(filled()).input,
      id: 7,
      slug: 'torebka-zurawia',
      description_pl: '<p>Opis</p>',
      description_en: '',
      images: [],
      price_history: [],
      created_at: '',
      updated_at: '',
      attribute_ids: [9, 2],
    } as unknown as AdminProduct;
    const pl = productToForm(product, 'pl');
    expect(pl.base_price).toBe('1249,50');
    expect(pl.sizes).toBe('S, M, L');
    expect(pl.attribute_ids).toEqual([2, 9]);
    expect(productToForm(product, 'en').base_price).toBe('1249.50');
    expect(formToInput(pl).input?.slug).toBe('torebka-zurawia');
  });

  it('reads prices strictly', () => {
    expect(parsePrice('249')).toBe(249);
    expect(parsePrice('249,9')).toBe(249.9);
    expect(parsePrice('-5')).toBeNull();
    expect(parsePrice('1.234,50')).toBeNull();
  });

  it('puts the server messages of list items on their list and keeps the rest apart', () => {
    expect(
      fieldErrorsFromServer({ 'features_pl.2': ['Za długie.'], sku: ['Zajęte.'], something_else: ['Inny błąd.'] }),
    ).toEqual({ fields: { features_pl: 'Za długie.', sku: 'Zajęte.' }, others: ['Inny błąd.'] });
  });

  it('previews the slug the server will generate, Polish letters folded', () => {
    expect(slugPreview('Portfel Żurawia — łódź')).toBe('portfel-zurawia-lodz');
    expect(slugPreview('!!!')).toBe('produkt');
  });

  it('after a conflict keeps my edits on top of the newer version and names what both people changed', () => {
    const loaded = filled();
    const mine = { ...loaded, name_en: 'My crane bag', stock: '9', attribute_ids: [2] };
    const newer = { ...loaded, name_pl: 'Torebka Czapli', stock: '3', sale_price: '' };
    expect(changedFields(loaded, newer)).toEqual(['name_pl', 'sale_price', 'stock']);
    const merged = mergeEdits(loaded, mine, newer);
    expect(merged.values).toEqual({ ...newer, name_en: 'My crane bag', stock: '9', attribute_ids: [2] });
    expect(merged.theirs).toEqual(['name_pl', 'sale_price', 'stock']);
    expect(merged.both).toEqual(['stock']);
    // The same change on both sides is no disagreement.
    expect(mergeEdits(loaded, { ...loaded, stock: '3' }, newer).both).toEqual([]);
  });
});
