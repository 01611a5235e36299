import type { AdminVariant } from '@atelier/contracts';
import { parsePrice, priceText } from '../product-form-values';

/* A variant row of the admin table as the form holds it (texts as typed), and its way to and from the API. */

export const FIELDS = ['sku', 'color', 'size', 'base_price', 'sale_price', 'stock', 'made_to_order'] as const;
export type Field = (typeof FIELDS)[number];
export type Row = {
  sku: string;
  color: string;
  size: string;
  base_price: string;
  sale_price: string;
  stock: string;
  made_to_order: boolean;
};
export type Errors = Partial<Record<Field, string>>;

export const ONE_SIZE = 'one_size';

export function rowOf(variant: AdminVariant, locale: string): Row {
  return {
    sku: variant.sku,
    color: variant.color ?? '',
    size: variant.size === ONE_SIZE ? '' : variant.size,
    base_price: priceText(variant.base_price, locale),
    sale_price: priceText(variant.sale_price, locale),
    stock: String(variant.stock),
    made_to_order: variant.made_to_order,
  };
}

export const emptyRow = (): Row => ({
  sku: '',
  color: '',
  size: '',
  base_price: '',
  sale_price: '',
  stock: '0',
  made_to_order: false,
});

/** The API body of a row, or the fields the browser can already tell are wrong. */
export function rowToInput(row: Row, priceRequired: boolean) {
  const problems: Errors = {};
  if (!row.sku.trim()) problems.sku = 'required';
  const base = row.base_price.trim() ? parsePrice(row.base_price) : null;
  if (row.base_price.trim() && base === null) problems.base_price = 'price';
  if (!row.base_price.trim() && priceRequired) problems.base_price = 'required';
  const sale = row.sale_price.trim() ? parsePrice(row.sale_price) : null;
  if (row.sale_price.trim() && sale === null) problems.sale_price = 'price';
  const stock = Number(row.stock);
  if (!row.stock.trim() || !Number.isInteger(stock) || stock < 0) problems.stock = 'wholeNumber';
  if (Object.keys(problems).length) return { problems, input: null };
  return {
    problems: null,
    input: {
      sku: row.sku.trim(),
      color: row.color || null,
      size: row.size.trim() || ONE_SIZE,
      ...(base === null ? {} : { base_price: base }),
      // A new variant without prices starts from the product's; a price given without a reduction has none.
      ...(base === null && sale === null ? {} : { sale_price: sale }),
      stock,
      made_to_order: row.made_to_order,
    },
  };
}

/** Server field names are the row's; anything else goes to the section's message. */
export function serverErrors(errors: Record<string, string[]> | undefined) {
  const fields: Errors = {};
  const others: string[] = [];
  for (const [key, messages] of Object.entries(errors ?? {})) {
    if (!messages[0]) continue;
    if ((FIELDS as readonly string[]).includes(key)) fields[key as Field] ??= messages[0];
    else others.push(messages[0]);
  }
  return { fields, others };
}
