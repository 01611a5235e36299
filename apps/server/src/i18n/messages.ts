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
  'cart.invalid_parameters': 'Nieprawidłowe parametry',
  'cart.invalid_item_id': 'Nieprawidłowy identyfikator pozycji',
  'cart.quantity_invalid': 'Ilość musi być liczbą całkowitą od 0 do 99.',
  'cart.item_added': 'Dodano do koszyka: {{name}}.',
  'cart.quantity_updated': 'Zmieniono ilość.',
  'cart.item_removed': 'Usunięto produkt z koszyka.',
  'cart.cleared': 'Koszyk jest pusty.',
  'cart.size_required': 'Wybierz rozmiar.',
  'cart.size_invalid': 'Ten produkt nie jest dostępny w takim rozmiarze.',
  'cart.colour_invalid': 'Ten produkt nie jest dostępny w takim kolorze.',
  'cart.product_unavailable': 'Produkt „{{name}}” nie jest już w sprzedaży.',
  'cart.out_of_stock':
    'Produkt „{{name}}” jest wyprzedany (dostępnych sztuk: {{available}}). To edycja limitowana — nie można go zamówić.',
  'cart.insufficient_stock': 'Dostępnych sztuk produktu „{{name}}”: {{available}}.',
  'cart.insufficient_stock_in_cart':
    'Dostępnych sztuk produktu „{{name}}”: {{available}}, a w koszyku masz już {{in_cart}}.',
  'cart.line_quantity_limit': 'Jednego produktu można dodać najwyżej {{max}} szt. (w koszyku masz już {{in_cart}}).',
  'cart.too_many_lines': 'Koszyk może zawierać najwyżej {{max}} pozycji. Usuń którąś, aby dodać nowy produkt.',
  'cart.notice_unavailable': 'Ten produkt nie jest już dostępny — usuń go z koszyka. Nie wliczamy go do sumy.',
  'cart.notice_insufficient_stock': 'Dostępnych sztuk: {{available}} — zmniejsz ilość, aby złożyć zamówienie.',
  'cart.notice_made_to_order': 'Na zamówienie ({{min}}–{{max}} dni): {{quantity}} szt.',
  'cart.warning_unavailable': 'Produkt „{{name}}” nie jest już dostępny — usuń go z koszyka. Nie wliczamy go do sumy.',
  'cart.warning_insufficient_stock':
    'Dostępnych sztuk produktu „{{name}}”: {{available}}, a w koszyku jest {{in_cart}} — zmniejsz ilość.',
  'cart.shipping_selected': 'Wybrano dostawę: {{name}}.',
  'cart.shipping_method_unknown': 'Wybierz jedną z dostępnych metod dostawy.',
  'cart.inpost_point_invalid': 'Nieprawidłowy Paczkomat. Wybierz punkt z mapy lub z listy.',
  'coupon.code_required': 'Wpisz kod rabatowy.',
  'coupon.applied': 'Kod „{{code}}” został zastosowany.',
  'coupon.removed': 'Kod rabatowy został usunięty.',
  'coupon.none': 'Do koszyka nie dodano kodu rabatowego.',
  'coupon.already_applied': 'W koszyku jest już kod „{{current}}”. Usuń go, aby użyć innego — kody się nie łączą.',
  'coupon.unknown': 'Kod „{{code}}” nie istnieje. Sprawdź, czy został wpisany poprawnie.',
  'coupon.expired': 'Kod „{{code}}” wygasł {{date}}.',
  'coupon.inactive': 'Kod „{{code}}” nie jest już aktywny.',
  'coupon.not_yet_valid': 'Kod „{{code}}” będzie ważny od {{date}}.',
  'coupon.min_not_reached': 'Kod „{{code}}” działa przy zakupach od {{minimum}}. Brakuje {{missing}}.',
  'coupon.used_up': 'Limit użyć kodu „{{code}}” został wyczerpany.',
  'coupon.already_used': 'Kod „{{code}}” został już przez Ciebie wykorzystany.',
  'coupon.first_order_only': 'Kod „{{code}}” obowiązuje tylko przy pierwszym zamówieniu.',
  'coupon.not_for_products': 'Kod „{{code}}” nie obejmuje produktów z Twojego koszyka.',
  'coupon.cart_empty': 'Dodaj produkty do koszyka, zanim użyjesz kodu rabatowego.',
  'wishlist.no_product_id': 'Brak identyfikatora produktu',
  'wishlist.added': 'Dodano do listy życzeń.',
  'wishlist.removed': 'Usunięto z listy życzeń.',
  'wishlist.cleared': 'Lista życzeń jest pusta.',
  'wishlist.merged': 'Połączyliśmy listę życzeń z tego urządzenia z Twoim kontem.',
  'wishlist.full': 'Lista życzeń może zawierać najwyżej {{max}} produktów.',
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
  'cart.invalid_parameters': 'Invalid parameters',
  'cart.invalid_item_id': 'Invalid item ID',
  'cart.quantity_invalid': 'The quantity must be a whole number from 0 to 99.',
  'cart.item_added': 'Added to cart: {{name}}.',
  'cart.quantity_updated': 'Quantity updated.',
  'cart.item_removed': 'Item removed from the cart.',
  'cart.cleared': 'Your cart is empty.',
  'cart.size_required': 'Choose a size.',
  'cart.size_invalid': 'This product is not available in that size.',
  'cart.colour_invalid': 'This product is not available in that colour.',
  'cart.product_unavailable': '"{{name}}" is no longer sold.',
  'cart.out_of_stock':
    '"{{name}}" is sold out (pieces available: {{available}}). It is a limited edition and cannot be ordered.',
  'cart.insufficient_stock': 'Pieces of "{{name}}" available: {{available}}.',
  'cart.insufficient_stock_in_cart':
    'Pieces of "{{name}}" available: {{available}}, and your cart already holds {{in_cart}}.',
  'cart.line_quantity_limit':
    'You can add at most {{max}} pieces of one product (your cart already holds {{in_cart}}).',
  'cart.too_many_lines': 'A cart can hold at most {{max}} items. Remove one to add a new product.',
  'cart.notice_unavailable':
    'This product is no longer available — remove it from the cart. It is not counted in the total.',
  'cart.notice_insufficient_stock': 'Pieces available: {{available}} — lower the quantity to place the order.',
  'cart.notice_made_to_order': 'Made to order ({{min}}–{{max}} days): {{quantity}} pcs.',
  'cart.warning_unavailable':
    '"{{name}}" is no longer available — remove it from the cart. It is not counted in the total.',
  'cart.warning_insufficient_stock':
    'Pieces of "{{name}}" available: {{available}}, but your cart holds {{in_cart}} — lower the quantity.',
  'cart.shipping_selected': 'Delivery selected: {{name}}.',
  'cart.shipping_method_unknown': 'Choose one of the available delivery methods.',
  'cart.inpost_point_invalid': 'Invalid parcel locker. Choose a point on the map or from the list.',
  'coupon.code_required': 'Enter a promo code.',
  'coupon.applied': 'Code "{{code}}" applied.',
  'coupon.removed': 'The promo code has been removed.',
  'coupon.none': 'No promo code has been applied to the cart.',
  'coupon.already_applied':
    'Code "{{current}}" is already applied. Remove it to use another one — codes cannot be combined.',
  'coupon.unknown': 'Code "{{code}}" does not exist. Check that it is spelled correctly.',
  'coupon.expired': 'Code "{{code}}" expired on {{date}}.',
  'coupon.inactive': 'Code "{{code}}" is no longer active.',
  'coupon.not_yet_valid': 'Code "{{code}}" is valid from {{date}}.',
  'coupon.min_not_reached': 'Code "{{code}}" applies to purchases of {{minimum}} or more. Add {{missing}} more.',
  'coupon.used_up': 'Code "{{code}}" has reached its usage limit.',
  'coupon.already_used': 'You have already used code "{{code}}".',
  'coupon.first_order_only': 'Code "{{code}}" is valid for a first order only.',
  'coupon.not_for_products': 'Code "{{code}}" does not cover the products in your cart.',
  'coupon.cart_empty': 'Add products to your cart before using a promo code.',
  'wishlist.no_product_id': 'No product ID',
  'wishlist.added': 'Added to your wishlist.',
  'wishlist.removed': 'Removed from your wishlist.',
  'wishlist.cleared': 'Your wishlist is empty.',
  'wishlist.merged': 'The wishlist from this device has been added to your account.',
  'wishlist.full': 'A wishlist can hold at most {{max}} products.',
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
