import type { AdminProduct, AdminProductInput } from '@atelier/contracts';
import { toSlug } from '~/lib/slug';

/** The product form as typed: numbers stay text until saved, lists are one entry per line or comma. */
export interface ProductFormValues {
  name_pl: string;
  name_en: string;
  slug: string;
  sku: string;
  category_id: string;
  kind: string;
  description_pl: string;
  description_en: string;
  base_price: string;
  sale_price: string;
  stock: string;
  made_to_order: boolean;
  featured: boolean;
  is_active: boolean;
  labels: string[];
  /** Comma-separated: `S, M, L`. Read only on create, where the first makes the first variant's size. */
  sizes: string;
  /** The first variant's colour code on create ('' for none); variants carry colours afterwards. */
  color: string;
  /** One feature per line. */
  features_pl: string;
  features_en: string;
  material_pl: string;
  material_en: string;
  dimensions_pl: string;
  dimensions_en: string;
  compartments_pl: string;
  compartments_en: string;
  straps_pl: string;
  straps_en: string;
  care_pl: string;
  care_en: string;
  attribute_ids: number[];
}

export type ProductField = keyof ProductFormValues;

/** The labels the shop knows how to show on a product card (catalog.labels). */
export const PRODUCT_LABEL_CODES = ['new', 'limited', 'sale', 'bestseller'] as const;

export function emptyProductForm(): ProductFormValues {
  return {
    name_pl: '',
    name_en: '',
    slug: '',
    sku: '',
    category_id: '',
    kind: '',
    description_pl: '',
    description_en: '',
    base_price: '',
    sale_price: '',
    stock: '0',
    made_to_order: false,
    featured: false,
    is_active: true,
    labels: [],
    sizes: '',
    color: '',
    features_pl: '',
    features_en: '',
    material_pl: '',
    material_en: '',
    dimensions_pl: '',
    dimensions_en: '',
    compartments_pl: '',
    compartments_en: '',
    straps_pl: '',
    straps_en: '',
    care_pl: '',
    care_en: '',
    attribute_ids: [],
  };
}

/** `249.5` → `249,50` (pl) or `249.50` (en): the price as the person will type it back. */
export function priceText(value: number | null, locale: string): string {
  if (value === null) return '';
  const text = value.toFixed(2);
  return locale === 'pl' ? text.replace('.', ',') : text;
}

export function productToForm(product: AdminProduct, locale: string): ProductFormValues {
  return {
    name_pl: product.name_pl,
    name_en: product.name_en,
    slug: product.slug,
    sku: product.sku,
    category_id: String(product.category_id),
    kind: product.kind,
    description_pl: product.description_pl,
    description_en: product.description_en,
    base_price: priceText(product.base_price, locale),
    sale_price: priceText(product.sale_price, locale),
    stock: String(product.stock),
    made_to_order: product.made_to_order,
    featured: product.featured,
    is_active: product.is_active,
    labels: [...product.labels],
    sizes: product.sizes.join(', '),
    color: product.color ?? '',
    features_pl: product.features_pl.join('\n'),
    features_en: product.features_en.join('\n'),
    material_pl: product.material_pl,
    material_en: product.material_en,
    dimensions_pl: product.dimensions_pl,
    dimensions_en: product.dimensions_en,
    compartments_pl: product.compartments_pl,
    compartments_en: product.compartments_en,
    straps_pl: product.straps_pl,
    straps_en: product.straps_en,
    care_pl: product.care_pl,
    care_en: product.care_en,
    attribute_ids: [...product.attribute_ids].sort((a, b) => a - b),
  };
}

/** A price typed with a comma or a dot (`1 249,50`, `1249.5`); null when it is not a number. */
export function parsePrice(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const commaList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export type ClientProblem = 'required' | 'price' | 'wholeNumber';

/**
 * The API body for the form, or the fields that cannot be sent as they are (empty required fields,
 * prices and stock that are not numbers). Everything else — uniqueness, the sale price below the
 * regular one, lengths — is the server's to judge; its 422 messages land on the same fields.
 */
export function formToInput(
  values: ProductFormValues,
):
  | { input: AdminProductInput; problems: null }
  | { input: null; problems: Partial<Record<ProductField, ClientProblem>> } {
  const problems: Partial<Record<ProductField, ClientProblem>> = {};
  for (const field of ['name_pl', 'name_en', 'sku', 'category_id', 'kind', 'base_price'] as const) {
    if (!values[field].trim()) problems[field] = 'required';
  }
  const basePrice = parsePrice(values.base_price);
  if (!problems.base_price && basePrice === null) problems.base_price = 'price';
  const salePrice = values.sale_price.trim() ? parsePrice(values.sale_price) : null;
  if (values.sale_price.trim() && salePrice === null) problems.sale_price = 'price';
  const stock = Number(values.stock);
  if (!values.stock.trim() || !Number.isInteger(stock) || stock < 0) problems.stock = 'wholeNumber';
  if (Object.keys(problems).length > 0) return { input: null, problems };

  const slug = values.slug.trim();
  return {
    problems: null,
    input: {
      name_pl: values.name_pl.trim(),
      name_en: values.name_en.trim(),
      ...(slug ? { slug } : {}),
      sku: values.sku.trim(),
      category_id: Number(values.category_id),
      kind: values.kind,
      description_pl: values.description_pl,
      description_en: values.description_en,
      base_price: basePrice as number,
      sale_price: salePrice,
      stock,
      made_to_order: values.made_to_order,
      featured: values.featured,
      is_active: values.is_active,
      labels: values.labels,
      sizes: commaList(values.sizes),
      color: values.color || null,
      features_pl: lines(values.features_pl),
      features_en: lines(values.features_en),
      material_pl: values.material_pl.trim(),
      material_en: values.material_en.trim(),
      dimensions_pl: values.dimensions_pl.trim(),
      dimensions_en: values.dimensions_en.trim(),
      compartments_pl: values.compartments_pl.trim(),
      compartments_en: values.compartments_en.trim(),
      straps_pl: values.straps_pl.trim(),
      straps_en: values.straps_en.trim(),
      care_pl: values.care_pl.trim(),
      care_en: values.care_en.trim(),
      attribute_ids: values.attribute_ids,
    },
  };
}

/**
 * The server's 422 field names mapped to the form's: list items (`features_pl.2`) belong to their list.
 * Messages for fields the form does not show are returned apart, for the form's own message.
 */
export function fieldErrorsFromServer(errors: Record<string, string[]> | undefined): {
  fields: Partial<Record<ProductField, string>>;
  others: string[];
} {
  const fields: Partial<Record<ProductField, string>> = {};
  const others: string[] = [];
  const known = new Set(Object.keys(emptyProductForm()));
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = key.split('.')[0];
    if (!messages[0]) continue;
    if (known.has(field)) fields[field as ProductField] ??= messages[0];
    else others.push(messages[0]);
  }
  return { fields, others };
}

/**
 * The address the server will give a product without an explicit slug, for the hint under the field.
 * Mirrors `slugify` in apps/server/src/modules/admin/admin-products.ts (which also adds -2, -3… when taken).
 */
export function slugPreview(name: string): string {
  return toSlug(name) || 'produkt';
}

export const sameValues = (a: ProductFormValues, b: ProductFormValues) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ between two states of the form, in the form's order. */
export function changedFields(a: ProductFormValues, b: ProductFormValues): ProductField[] {
  return (Object.keys(emptyProductForm()) as ProductField[]).filter(
    (field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]),
  );
}

/**
 * After a 409: the newer version someone else saved, with this editor's own edits on top. A field the
 * editor changed keeps the editor's value; every other field takes the newer one. `both` lists the fields
 * the two people changed differently (the editor's value wins there, so the form points them out).
 */
export function mergeEdits(
  loaded: ProductFormValues,
  mine: ProductFormValues,
  newer: ProductFormValues,
): { values: ProductFormValues; theirs: ProductField[]; both: ProductField[] } {
  const edited = new Set(changedFields(loaded, mine));
  const theirs = changedFields(loaded, newer);
  const values = { ...newer };
  for (const field of edited) (values as Record<ProductField, unknown>)[field] = mine[field];
  const both = theirs.filter(
    (field) => edited.has(field) && JSON.stringify(mine[field]) !== JSON.stringify(newer[field]),
  );
  return { values, theirs, both };
}
