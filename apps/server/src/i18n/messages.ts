import type { Locale } from '@atelier/contracts';

/**
 * Messages the API itself writes (errors, confirmations), in both languages (decisions D10).
 * Feature modules add their own keys here so one file shows everything a person can read from the API.
 */
const pl = {
  'error.validation': 'Sprawdź poprawność wprowadzonych danych.',
  'error.not_found': 'Nie znaleziono żądanego zasobu.',
  'error.route_not_found': 'Nie ma takiego adresu API.',
  'error.unauthorized': 'Sesja wygasła. Zaloguj się ponownie.',
  'error.forbidden': 'Nie masz uprawnień do tej operacji.',
  'error.csrf': 'Sesja strony wygasła. Odśwież stronę i spróbuj ponownie.',
  'error.conflict': 'Operacja koliduje z aktualnym stanem danych.',
  'error.rate_limited': 'Zbyt wiele prób. Spróbuj ponownie za {{seconds}} s.',
  'error.internal': 'Wystąpił błąd serwera. Spróbuj ponownie później.',
  'error.payload_too_large': 'Przesłane dane są zbyt duże.',
  'error.unsupported_media_type': 'Nieobsługiwany format danych.',
  'error.bad_json': 'Nieprawidłowy format JSON.',
  'validation.required': 'To pole jest wymagane.',
  'validation.invalid_type': 'Nieprawidłowa wartość.',
  'validation.email': 'Podaj poprawny adres e-mail.',
  'validation.too_short': 'Wpisz co najmniej {{minimum}} znaków.',
  'validation.too_long': 'Wpisz najwyżej {{maximum}} znaków.',
  'validation.too_small': 'Wartość musi wynosić co najmniej {{minimum}}.',
  'validation.too_big': 'Wartość może wynosić najwyżej {{maximum}}.',
  'validation.not_integer': 'Podaj liczbę całkowitą.',
  'validation.invalid_option': 'Wybierz jedną z dozwolonych wartości: {{values}}.',
  'validation.unknown_field': 'Nieznane pole.',
  'validation.invalid_format': 'Nieprawidłowy format.',
  'newsletter.subscribed': 'Dziękujemy! Adres {{email}} został zapisany do newslettera.',
  'catalog.product_not_found': 'Nie znaleziono produktu. Mógł zostać wycofany ze sprzedaży.',
  'catalog.price_invalid': 'Cena musi być dodatnią kwotą.',
  'catalog.sale_price_not_below_base': 'Cena promocyjna musi być niższa od ceny regularnej.',
  'catalog.stock_invalid': 'Stan magazynowy musi być liczbą całkowitą nie mniejszą niż 0.',
} as const;

export type MessageKey = keyof typeof pl;

const en: Record<MessageKey, string> = {
  'error.validation': 'Please check the data you entered.',
  'error.not_found': 'The requested resource was not found.',
  'error.route_not_found': 'There is no such API address.',
  'error.unauthorized': 'Your session has expired. Please log in again.',
  'error.forbidden': 'You do not have permission for this action.',
  'error.csrf': 'The page session has expired. Refresh the page and try again.',
  'error.conflict': 'The operation conflicts with the current state of the data.',
  'error.rate_limited': 'Too many attempts. Try again in {{seconds}} s.',
  'error.internal': 'A server error occurred. Please try again later.',
  'error.payload_too_large': 'The data sent is too large.',
  'error.unsupported_media_type': 'Unsupported data format.',
  'error.bad_json': 'Invalid JSON.',
  'validation.required': 'This field is required.',
  'validation.invalid_type': 'Invalid value.',
  'validation.email': 'Enter a valid e-mail address.',
  'validation.too_short': 'Enter at least {{minimum}} characters.',
  'validation.too_long': 'Enter at most {{maximum}} characters.',
  'validation.too_small': 'The value must be at least {{minimum}}.',
  'validation.too_big': 'The value must be at most {{maximum}}.',
  'validation.not_integer': 'Enter a whole number.',
  'validation.invalid_option': 'Choose one of the allowed values: {{values}}.',
  'validation.unknown_field': 'Unknown field.',
  'validation.invalid_format': 'Invalid format.',
  'newsletter.subscribed': 'Thank you! {{email}} is now subscribed to our newsletter.',
  'catalog.product_not_found': 'Product not found. It may have been withdrawn from sale.',
  'catalog.price_invalid': 'The price must be a positive amount.',
  'catalog.sale_price_not_below_base': 'The sale price must be lower than the regular price.',
  'catalog.stock_invalid': 'The stock level must be a whole number of at least 0.',
};

const dictionaries: Record<Locale, Record<MessageKey, string>> = { pl, en };

export function isMessageKey(key: string): key is MessageKey {
  return key in pl;
}

export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = dictionaries[locale][key];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/**
 * The request's language: the `locale` query parameter when valid (spec §7 sends it on product calls),
 * else the first supported tag of Accept-Language, else Polish.
 */
export function localeFromHeaders(acceptLanguage: string | undefined, queryLocale?: unknown): Locale {
  if (queryLocale === 'pl' || queryLocale === 'en') return queryLocale;
  if (!acceptLanguage) return 'pl';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('pl')) return 'pl';
    if (tag.startsWith('en')) return 'en';
  }
  return 'pl';
}
