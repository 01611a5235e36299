import type { AdminDeliveryMethod } from '@atelier/contracts';
import { parsePrice, priceText } from '../product-form-values';

/** The delivery method dialog's fields as typed; the names are the API's (AdminDeliveryMethodInput). */
export interface DeliveryFormValues {
  name_pl: string;
  name_en: string;
  description_pl: string;
  description_en: string;
  price: string;
  min_days: string;
  max_days: string;
  position: string;
  is_active: boolean;
}
export type DeliveryField = keyof DeliveryFormValues;
export const DELIVERY_FIELDS: readonly DeliveryField[] = [
  'name_pl',
  'name_en',
  'description_pl',
  'description_en',
  'price',
  'min_days',
  'max_days',
  'position',
  'is_active',
];

/** Keys under `admin.deliveryMethods.problems`. */
export type DeliveryProblem = 'required' | 'price' | 'days' | 'daysOrder' | 'wholeNumber';

/** What PUT /api/admin/delivery-methods/:code takes. */
export type DeliveryMethodInput = Omit<AdminDeliveryMethod, 'code'>;

export function methodToForm(method: AdminDeliveryMethod, locale: string): DeliveryFormValues {
  return {
    name_pl: method.name_pl,
    name_en: method.name_en,
    description_pl: method.description_pl,
    description_en: method.description_en,
    price: priceText(method.price, locale),
    min_days: String(method.min_days),
    max_days: String(method.max_days),
    position: String(method.position),
    is_active: method.is_active,
  };
}

const wholeNumber = (text: string, max: number): number | null => {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) <= max ? Number(trimmed) : null;
};

export function methodFormToInput(
  values: DeliveryFormValues,
):
  | { input: DeliveryMethodInput; problems?: undefined }
  | { input?: undefined; problems: Partial<Record<DeliveryField, DeliveryProblem>> } {
  const problems: Partial<Record<DeliveryField, DeliveryProblem>> = {};
  if (!values.name_pl.trim()) problems.name_pl = 'required';
  if (!values.name_en.trim()) problems.name_en = 'required';
  const price = parsePrice(values.price);
  if (!values.price.trim()) problems.price = 'required';
  else if (price === null || price > 10_000) problems.price = 'price';
  const minDays = wholeNumber(values.min_days, 60);
  const maxDays = wholeNumber(values.max_days, 60);
  if (minDays === null) problems.min_days = 'days';
  if (maxDays === null) problems.max_days = 'days';
  else if (minDays !== null && maxDays < minDays) problems.max_days = 'daysOrder';
  const position = wholeNumber(values.position || '0', 1000);
  if (position === null) problems.position = 'wholeNumber';
  if (Object.keys(problems).length > 0) return { problems };
  return {
    input: {
      name_pl: values.name_pl.trim(),
      name_en: values.name_en.trim(),
      description_pl: values.description_pl.trim(),
      description_en: values.description_en.trim(),
      price: price as number,
      min_days: minDays as number,
      max_days: maxDays as number,
      position: position as number,
      is_active: values.is_active,
    },
  };
}

/** A method unchanged but for `is_active` (the list's switch). */
export function methodAsInput(
  method: AdminDeliveryMethod,
  change: Partial<DeliveryMethodInput> = {},
): DeliveryMethodInput {
  const { code: _code, ...rest } = method;
  return { ...rest, ...change };
}

/** `0` → the threshold typed back, or null when the text is not an amount. */
export function parseThreshold(text: string): number | null {
  const amount = parsePrice(text);
  return amount !== null && amount <= 100_000 ? amount : null;
}
