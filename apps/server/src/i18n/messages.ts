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
  'validation.phone': 'Podaj poprawny numer telefonu, np. +48 600 100 200.',
  'auth.required_fields': 'Wszystkie pola są wymagane.',
  'auth.login_failed': 'Nieprawidłowy e-mail lub hasło.',
  'auth.login_success': 'Miło Cię znowu widzieć! Zalogowano pomyślnie.',
  'auth.registered': 'Witamy w Atelier! Twoje konto jest gotowe.',
  'auth.logged_out': 'Wylogowano. Do zobaczenia!',
  'auth.profile_updated': 'Zapisaliśmy zmiany w profilu.',
  'auth.account_disabled': 'To konto zostało zablokowane. Napisz do nas, a wyjaśnimy sprawę.',
  'auth.email_taken': 'Konto z tym adresem e-mail już istnieje.',
  'auth.passwords_mismatch': 'Hasła nie są takie same.',
  'auth.current_password_required': 'Podaj obecne hasło, aby zmienić e-mail lub hasło.',
  'auth.current_password_wrong': 'Obecne hasło jest nieprawidłowe.',
  'auth.too_young': 'Konto może założyć osoba, która ukończyła 13 lat.',
  'auth.representative_consent_required':
    'Osoba poniżej 18 lat potrzebuje zgody przedstawiciela ustawowego — zaznacz, że ją masz.',
  'auth.date_of_birth_future': 'Data urodzenia nie może być z przyszłości.',
  'auth.date_of_birth_invalid': 'Podaj prawdziwą datę urodzenia.',
  'auth.reset_link_sent':
    'Jeśli konto z tym adresem istnieje, wysłaliśmy na niego link do ustawienia nowego hasła. Link jest ważny 60 minut.',
  'auth.reset_token_invalid':
    'Ten link do zmiany hasła jest nieprawidłowy, wygasł lub został już użyty. Poproś o nowy.',
  'auth.password_reset': 'Hasło zostało zmienione. Zaloguj się nowym hasłem.',
  'oauth.unknown_provider': 'Nie obsługujemy logowania przez tego dostawcę.',
  'oauth.provider_disabled': 'Logowanie przez {{provider}} nie jest obecnie dostępne.',
  'oauth.failed': 'Logowanie przez {{provider}} nie powiodło się. Spróbuj ponownie.',
  'oauth.cancelled': 'Logowanie przez {{provider}} zostało przerwane.',
  'oauth.state_invalid': 'Sesja logowania wygasła lub jest nieprawidłowa. Spróbuj zalogować się jeszcze raz.',
  'oauth.email_missing':
    '{{provider}} nie udostępnił adresu e-mail. Zezwól na jego udostępnienie albo załóż konto z hasłem.',
  'oauth.email_unverified': 'Adres e-mail w {{provider}} nie jest potwierdzony. Potwierdź go albo zaloguj się hasłem.',
  'oauth.email_in_use':
    'Konto z adresem {{email}} już istnieje. Zaloguj się e-mailem i hasłem — {{provider}} nie potwierdza adresów e-mail, więc nie możemy go połączyć automatycznie.',
  'reviews.awaiting_approval': 'Dziękujemy za opinię! Pojawi się na stronie, gdy ją sprawdzimy.',
  'reviews.already_reviewed': 'Twoja opinia o tym produkcie już do nas trafiła. Każdy produkt można ocenić raz.',
  'reviews.anonymous': 'Klient Atelier',
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
  'validation.phone': 'Enter a valid phone number, e.g. +48 600 100 200.',
  'auth.required_fields': 'All fields are required.',
  'auth.login_failed': 'Incorrect e-mail or password.',
  'auth.login_success': 'Welcome back! You are logged in.',
  'auth.registered': 'Welcome to Atelier! Your account is ready.',
  'auth.logged_out': 'You have been logged out. See you soon!',
  'auth.profile_updated': 'Your profile has been saved.',
  'auth.account_disabled': 'This account has been blocked. Write to us and we will sort it out.',
  'auth.email_taken': 'An account with this e-mail address already exists.',
  'auth.passwords_mismatch': 'Passwords do not match.',
  'auth.current_password_required': 'Enter your current password to change your e-mail or password.',
  'auth.current_password_wrong': 'The current password is incorrect.',
  'auth.too_young': 'You must be at least 13 years old to have an account.',
  'auth.representative_consent_required':
    'Under 18 you need the consent of a parent or legal guardian — please confirm that you have it.',
  'auth.date_of_birth_future': 'The date of birth cannot be in the future.',
  'auth.date_of_birth_invalid': 'Enter a real date of birth.',
  'auth.reset_link_sent':
    'If an account with this address exists, we have sent it a link to set a new password. The link is valid for 60 minutes.',
  'auth.reset_token_invalid':
    'This password reset link is invalid, has expired or has already been used. Ask for a new one.',
  'auth.password_reset': 'Your password has been changed. Log in with your new password.',
  'oauth.unknown_provider': 'Signing in with this provider is not supported.',
  'oauth.provider_disabled': 'Signing in with {{provider}} is not available at the moment.',
  'oauth.failed': 'Signing in with {{provider}} failed. Please try again.',
  'oauth.cancelled': 'Signing in with {{provider}} was cancelled.',
  'oauth.state_invalid': 'The sign-in session has expired or is invalid. Please try signing in again.',
  'oauth.email_missing':
    '{{provider}} did not share your e-mail address. Allow sharing it, or create an account with a password.',
  'oauth.email_unverified':
    'Your e-mail address at {{provider}} is not verified. Verify it, or log in with a password.',
  'oauth.email_in_use':
    'An account with {{email}} already exists. Log in with your e-mail and password — {{provider}} does not verify e-mail addresses, so we cannot link it automatically.',
  'reviews.awaiting_approval': 'Thank you for your review! It will appear once we have checked it.',
  'reviews.already_reviewed': 'You have already reviewed this product. Each product can be reviewed once.',
  'reviews.anonymous': 'Atelier customer',
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
