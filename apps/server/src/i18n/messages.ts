import type { Locale } from '@atelier/contracts';

/**
 * Messages the API itself writes (errors, confirmations), in both languages (docs/product-rules.md#addresses-and-languages).
 * Feature modules add their own keys here so one file shows everything a person can read from the API.
 * Long on purpose (~590 lines of words, little code): the two dictionaries stay together so `en` is
 * type-checked against every key of `pl` (a missing translation fails `npm run typecheck`).
 */
const pl = {
  'error.validation': 'Sprawdź poprawność wprowadzonych danych.',
  'error.not_found': 'Nie znaleziono żądanego zasobu.',
  'error.route_not_found': 'Nie ma takiego adresu API.',
  'error.unauthorized': 'Sesja wygasła. Zaloguj się ponownie.',
  'error.forbidden': 'Nie masz uprawnień do tej operacji.',
  'error.csrf': 'Sesja strony wygasła. Odśwież stronę i spróbuj ponownie.',
  'error.cross_site': 'Odrzucono żądanie wysłane z innej witryny. Otwórz stronę sklepu i spróbuj ponownie.',
  'error.conflict': 'Operacja koliduje z aktualnym stanem danych.',
  'error.rate_limited': 'Zbyt wiele prób. Spróbuj ponownie za {{seconds}} s.',
  'error.internal': 'Wystąpił błąd serwera. Spróbuj ponownie później.',
  'error.unavailable': 'Sklep jest chwilowo niedostępny. Spróbuj ponownie za kilka sekund.',
  'error.payload_too_large': 'Przesłane dane są zbyt duże.',
  'error.unsupported_media_type': 'Nieobsługiwany format danych.',
  'error.bad_json': 'Nieprawidłowy format JSON.',
  'error.unstorable_text':
    'Dane zawierają znak, którego nie można zapisać (np. bajt NUL lub niepełny znak Unicode). Usuń go i spróbuj ponownie.',
  'error.invalid_input': 'Nieprawidłowa wartość w żądaniu (liczba, data lub tekst poza dozwolonym zakresem).',
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
  'validation.date_range': 'Podaj datę z lat 2000–2100.',
  'newsletter.subscribed': 'Dziękujemy! Adres {{email}} został zapisany do newslettera.',
  'catalog.product_not_found': 'Nie znaleziono produktu. Mógł zostać wycofany ze sprzedaży.',
  'admin.saved': 'Zmiany zostały zapisane.',
  'admin.product_deleted': 'Produkt został usunięty.',
  'admin.product_hidden': 'Produkt był już zamawiany, więc został ukryty w sklepie zamiast usunięcia.',
  'admin.sale_price_not_below_base': 'Cena promocyjna musi być niższa od ceny regularnej.',
  'admin.unknown_category': 'Wybierz istniejącą kategorię.',
  'admin.unknown_kind': 'Wybierz rodzaj produktu z listy.',
  'admin.unknown_attribute': 'Wybierz cechy z listy.',
  'admin.slug_taken': 'Ten adres jest już zajęty. Wybierz inny.',
  'admin.sku_taken': 'Produkt o tym SKU już istnieje.',
  'admin.unknown_colour': 'Wybierz kolor z listy.',
  'admin.colour_per_variant': 'Kolory ustawia się w wariantach produktu, nie w cechach.',
  'admin.per_variant': 'Ten produkt ma kilka wariantów: zmień to pole w każdym z nich.',
  'admin.variant_option_taken': 'Ten produkt ma już wariant w tym kolorze i rozmiarze.',
  'admin.variant_stock_changed':
    'Stan magazynowy zmienił się od otwarcia formularza (np. przez zamówienie). Sprawdź aktualny stan i wpisz go ponownie.',
  'admin.variant_order_mismatch': 'Podaj każdy aktywny wariant produktu dokładnie raz.',
  'admin.last_variant': 'To ostatni aktywny wariant produktu. Aby wycofać produkt, ukryj go.',
  'admin.variant_added': 'Wariant został dodany.',
  'admin.variant_retired': 'Wariant był już zamawiany, więc został wycofany ze sprzedaży zamiast usunięcia.',
  'admin.variant_deleted': 'Wariant został usunięty.',
  'admin.cannot_demote_self': 'Nie możesz odebrać sobie roli administratora.',
  'admin.coupon_percent': 'Rabat procentowy to liczba całkowita od 1 do 100.',
  'admin.coupon_amount': 'Podaj kwotę rabatu większą od zera.',
  'admin.coupon_expiry': 'Data końca musi być późniejsza niż data początku.',
  'admin.coupon_code_taken': 'Kod o tej nazwie już istnieje.',
  'admin.coupon_deleted': 'Kod rabatowy został usunięty.',
  'admin.coupon_disabled': 'Kod był już używany, więc został wyłączony zamiast usunięcia.',
  'admin.delivery_days': 'Najdłuższy czas dostawy nie może być krótszy od najkrótszego.',
  'admin.review_deleted': 'Opinia została usunięta.',
  'admin.image_missing': 'Wybierz co najmniej jedno zdjęcie.',
  'admin.image_type': 'Zdjęcie musi być plikiem JPEG, PNG lub WebP.',
  'admin.image_too_large': 'Zdjęcie może mieć najwyżej 10 MB.',
  'admin.image_too_many': 'Produkt może mieć najwyżej 12 zdjęć.',
  'admin.image_unreadable': 'Nie udało się odczytać zdjęcia. Zapisz je ponownie jako JPEG, PNG lub WebP.',
  'admin.image_order_mismatch': 'Lista zdjęć jest nieaktualna. Odśwież stronę i spróbuj ponownie.',
  'admin.product_changed':
    'Ktoś inny zapisał ten produkt w trakcie Twojej edycji. Twoje zmiany nie zostały zapisane — sprawdź nowszą wersję.',
  'admin.attribute_code_taken': 'Ta wartość ma już taki kod. Wybierz inny.',
  'admin.attribute_hex_required': 'Podaj kolor próbki w formacie #RRGGBB, np. #8B4A24.',
  'admin.attribute_saved': 'Wartość „{{label}}” została zapisana.',
  // ——— admin: orders, payments, inbox ———
  'admin.orders.transition_not_allowed': 'Zamówienia o statusie „{{from}}” nie można oznaczyć jako „{{to}}”.',
  'admin.orders.same_status': 'Zamówienie ma już status „{{status}}”.',
  'admin.orders.returned_by_withdrawal':
    'Status „zwrócone” zamówienie dostaje po zakończeniu odstąpienia od umowy — zatwierdź je przy odstąpieniu.',
  'admin.orders.not_paid': 'To zamówienie nie jest opłacone. Wyślij je dopiero po otrzymaniu płatności.',
  'admin.orders.tracking_required': 'Podaj numer przesyłki, aby oznaczyć zamówienie jako wysłane.',
  'admin.orders.tracking_invalid': 'Numer przesyłki to od 4 do 64 liter, cyfr lub myślników.',
  'admin.orders.date_range': 'Data końcowa nie może być wcześniejsza niż początkowa.',
  'admin.orders.shipped': 'Zamówienie {{number}} wysłane. Klient dostał e-mail z numerem przesyłki.',
  'admin.orders.delivered':
    'Zamówienie {{number}} oznaczone jako doręczone. Od dziś biegnie {{days}} dni na odstąpienie.',
  'admin.orders.cancelled': 'Zamówienie {{number}} anulowane, produkty wróciły na stan.',
  'admin.orders.cancelled_refund':
    'Zamówienie {{number}} anulowane, produkty wróciły na stan, a zwrot płatności zlecony.',
  'admin.orders.note_added': 'Notatka została dodana.',
  'admin.orders.withdrawal_not_found': 'Nie znaleziono tego odstąpienia od umowy.',
  'admin.orders.withdrawal_done': 'To odstąpienie od umowy zostało już zakończone.',
  'admin.orders.withdrawal_not_delivered': 'Odstąpienie można zakończyć tylko w zamówieniu o statusie „doręczone”.',
  'admin.orders.withdrawal_completed': 'Odstąpienie zakończone: zamówienie {{number}} oznaczone jako zwrócone.',
  'admin.orders.withdrawal_completed_refund':
    'Odstąpienie zakończone: zamówienie {{number}} oznaczone jako zwrócone, zlecono zwrot {{amount}}.',
  'admin.payments.refund_nothing': 'W tym zamówieniu nie ma już nic do zwrotu.',
  'admin.payments.refund_amount': 'Podaj kwotę większą od zera, z najwyżej dwoma miejscami po przecinku.',
  'admin.payments.refund_too_much': 'Zwrócić można najwyżej {{amount}}.',
  'admin.payments.refund_over_rest': 'Kwota przekracza to, co zostało do zwrotu.',
  'admin.payments.refund_ordered': 'Zlecono zwrot {{amount}} za zamówienie {{number}}.',
  'admin.payments.refund_pending':
    'Zwrot {{amount}} zapisany, ale operator płatności jeszcze go nie przyjął — ponowimy próbę automatycznie.',
  'admin.inbox.handled': 'Wiadomość oznaczona jako załatwiona.',
  'admin.inbox.reopened': 'Wiadomość znów czeka na odpowiedź.',
  'admin.inbox.unsubscribed': 'Adres {{email}} został wypisany z newslettera.',
  // ——— admin: banners, blog, pages, gallery ———
  'admin.content.shop_path': 'Podaj adres strony sklepu zaczynający się od „/”, np. /products lub /blog.',
  'admin.content.one_image': 'Wybierz jedno zdjęcie.',
  'admin.content.data_invalid': 'Nie udało się odczytać danych formularza. Odśwież stronę i spróbuj ponownie.',
  'admin.content.stale':
    'Ktoś inny zapisał te treści w trakcie Twojej edycji. Twoje zmiany nie zostały zapisane — wczytaj nowszą wersję.',
  'admin.content.order_mismatch': 'Lista jest nieaktualna. Odśwież stronę i spróbuj ponownie.',
  'admin.content.unknown_tag': 'Wybierz tagi z listy.',
  'admin.content.body_required_to_publish': 'Aby opublikować wpis, napisz jego treść w obu językach.',
  'admin.content.placeholder_unknown':
    'Tekst zawiera nieznany znacznik w podwójnych nawiasach klamrowych. Użyj tylko znaczników z listy pod edytorem.',
  'admin.content.placeholder_html_only': 'Tabeli dostaw (znacznik delivery_table) można użyć tylko w treści strony.',
  'admin.content.placeholder_in_title': 'Tytuł nie może zawierać znaczników w podwójnych nawiasach klamrowych.',
  'admin.content.page_locked':
    'Regulamin jest wersjonowany: każde zamówienie zapisuje wersję {{version}}, którą zaakceptował klient. Zmiana treści wymaga nowej wersji regulaminu — zgłoś ją administratorowi technicznemu.',
  'admin.content.banner_deleted': 'Baner został usunięty.',
  'admin.content.post_deleted': 'Wpis został usunięty.',
  'admin.content.cover_removed': 'Okładka została usunięta.',
  'admin.content.gallery_deleted': 'Zdjęcie zostało usunięte z galerii.',
  'admin.content.order_saved': 'Kolejność została zapisana.',
  'catalog.price_invalid': 'Cena musi być dodatnią kwotą.',
  'catalog.sale_price_not_below_base': 'Cena promocyjna musi być niższa od ceny regularnej.',
  'catalog.stock_invalid': 'Stan magazynowy musi być liczbą całkowitą nie mniejszą niż 0.',
  'catalog.stock_per_variant': 'Ten produkt ma kilka wariantów: stan magazynowy ustaw dla każdego z nich.',
  'catalog.variant_required': 'Wybierz wariant: ten produkt ma kilka kolorów lub rozmiarów.',
  'catalog.variant_not_found': 'Nie ma takiego wariantu tego produktu.',
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
  'cart.checkout_email_saved': 'Podsumowanie uwzględnia podany adres e-mail.',
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
  // ——— orders, payments, shipping (issue 6) ———
  'orders.postal_code_invalid': 'Podaj kod pocztowy w formacie 00-000.',
  'orders.postal_code_required': 'Podaj kod pocztowy — kurier dowozi paczkę pod ten adres.',
  'orders.postal_code_required_invoice': 'Podaj kod pocztowy — jest potrzebny na fakturze.',
  'orders.country_not_supported': 'Wysyłamy tylko na terenie Polski.',
  'orders.nip_invalid': 'Podaj poprawny NIP (10 cyfr).',
  'orders.terms_required': 'Zaakceptuj regulamin sklepu, aby złożyć zamówienie.',
  'orders.street_required': 'Podaj ulicę i numer domu.',
  'orders.placed': 'Dziękujemy! Przyjęliśmy zamówienie {{number}}.',
  'orders.cart_empty': 'Twój koszyk jest pusty — dodaj produkty, zanim złożysz zamówienie.',
  'orders.prices_changed':
    'Ceny lub koszt dostawy zmieniły się — do zapłaty jest teraz {{total}}. Sprawdź podsumowanie i złóż zamówienie ponownie.',
  'orders.coupon_no_longer_applies':
    '{{reason}} Do zapłaty jest teraz {{total}}. Sprawdź podsumowanie i złóż zamówienie ponownie.',
  'orders.cart_changed': 'Zawartość koszyka zmieniła się. Sprawdź podsumowanie i złóż zamówienie ponownie.',
  'orders.out_of_stock': 'Niestety, „{{name}}” właśnie się wyprzedał. Usuń go z koszyka, aby kontynuować.',
  'orders.insufficient_stock': 'Mamy już tylko {{available}} szt. produktu „{{name}}”. Zmniejsz ilość w koszyku.',
  'orders.product_unavailable': 'Produkt „{{name}}” nie jest już dostępny. Usuń go z koszyka, aby kontynuować.',
  'orders.delivery_method_unknown': 'Wybierz sposób dostawy: paczkomat InPost albo kurier.',
  'orders.inpost_point_required': 'Wybierz paczkomat, do którego mamy wysłać paczkę.',
  'orders.inpost_point_invalid': 'Nie znaleźliśmy takiego paczkomatu. Wybierz punkt z listy.',
  'orders.idempotency_key_invalid': 'Nagłówek Idempotency-Key może mieć od 1 do 200 widocznych znaków.',
  'orders.idempotency_key_reused': 'Ten klucz Idempotency-Key został już użyty dla innego zamówienia.',
  'orders.not_found': 'Nie znaleziono zamówienia.',
  'orders.cancel_not_allowed': 'Zamówienie można anulować tylko, dopóki jest w przygotowaniu.',
  'orders.cancelled': 'Anulowaliśmy zamówienie {{number}}.',
  'orders.cancelled_refund': 'Anulowaliśmy zamówienie {{number}}. Zwrot płatności został zlecony.',
  'orders.withdraw_not_delivered': 'Od umowy możesz odstąpić po doręczeniu zamówienia.',
  'orders.withdraw_expired': 'Termin {{days}} dni na odstąpienie od umowy minął {{date}}.',
  'orders.withdraw_already': 'Oświadczenie o odstąpieniu od tej umowy już do nas dotarło.',
  'orders.withdrawal_received':
    'Otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy ({{date}}). Potwierdzenie wysłaliśmy e-mailem.',
  'orders.guest_order_not_found': 'Nie znaleźliśmy zamówienia o tym numerze z tym adresem e-mail.',
  'orders.status.in_preparation': 'w przygotowaniu',
  'orders.status.shipped': 'wysłane',
  'orders.status.delivered': 'doręczone',
  'orders.status.cancelled': 'anulowane',
  'orders.status.returned': 'zwrócone',
  'orders.payment_status.pending': 'oczekuje na płatność',
  'orders.payment_status.paid': 'opłacone',
  'orders.payment_status.failed': 'płatność nieudana',
  'orders.payment_status.cancelled': 'płatność anulowana',
  'orders.payment_status.refunded': 'zwrócono płatność',
  'orders.history.placed': 'zamówienie złożone',
  'orders.history.withdrawal': 'odstąpienie od umowy',
  'orders.history.refund_failed': 'zwrot płatności nie doszedł do skutku — zlecimy go ponownie',
  'payments.description': 'Zamówienie {{number}} — Atelier',
  'payments.already_paid': 'To zamówienie jest już opłacone.',
  'payments.order_cancelled': 'To zamówienie zostało anulowane — nie można go już opłacić.',
  'payments.amount_mismatch': 'Kwota płatności nie zgadza się z kwotą zamówienia. Odśwież stronę zamówienia.',
  'payments.initiate_failed': 'Nie udało się rozpocząć płatności. Spróbuj ponownie za chwilę.',
  'payments.unavailable':
    'Płatności online są chwilowo niedostępne. Zamówienie czeka na płatność — spróbuj później lub napisz do nas.',
  'payments.session_not_found': 'Nie znaleziono tej płatności.',
  'payments.session_closed': 'Ta płatność została już zakończona.',
  'payments.notification_invalid': 'Nieprawidłowe powiadomienie o płatności.',
  'payments.method.card': 'Karta płatnicza',
  'payments.method.paypo': 'PayPo — zapłać później',
  'payments.method_not_offered': 'Ta metoda płatności nie jest dostępna dla tego zamówienia. Wybierz inną.',
  'payments.blik_code_required': 'Wpisz 6-cyfrowy kod BLIK z aplikacji swojego banku.',
  'payments.blik_code_format': 'Kod BLIK to dokładnie 6 cyfr.',
  'payments.blik_code_refused':
    'Bank nie przyjął tego kodu BLIK — mógł wygasnąć albo zawierać błąd. Wygeneruj nowy kod w aplikacji banku i spróbuj ponownie.',
  'payments.blik_code_invalid': 'Ten kod BLIK jest nieprawidłowy. Wygeneruj nowy kod w aplikacji banku.',
  'payments.in_progress':
    'Płatność BLIK za to zamówienie czeka właśnie na potwierdzenie w aplikacji banku. Poczekaj chwilę na jej wynik.',
  'shipping.point_search_needs_place': 'Podaj miejscowość albo kod pocztowy.',
  'shipping.inpost_unavailable':
    'Wyszukiwarka paczkomatów chwilowo nie działa. Spróbuj ponownie za chwilę albo wybierz punkt na mapie.',
  // ——— content: blog, pages, contact, newsletter, gallery, cookie consent (issue 7) ———
  'pages.not_found': 'Nie znaleziono takiej strony.',
  'blog.post_not_found': 'Nie znaleziono wpisu. Mógł zostać przeniesiony lub usunięty.',
  'contact.sent':
    'Dziękujemy za wiadomość! Odpowiemy najszybciej, jak to możliwe — zwykle w ciągu jednego dnia roboczego.',
  'newsletter.confirmation_sent':
    'Prawie gotowe! Wysłaliśmy na adres {{email}} wiadomość z linkiem — kliknij go, aby potwierdzić zapis do newslettera.',
  'newsletter.confirmed': 'Dziękujemy! Adres {{email}} jest zapisany do newslettera.',
  'newsletter.token_invalid':
    'Ten link potwierdzający jest nieprawidłowy lub wygasł. Zapisz się ponownie, a wyślemy nowy.',
  'newsletter.unsubscribed': 'Adres {{email}} nie będzie już otrzymywać naszego newslettera.',
  'newsletter.signature_invalid': 'Ten link do wypisania się jest nieprawidłowy. Użyj linku z ostatniego newslettera.',
  // ——— invoices and the seller's identity (issue 20) ———
  'invoices.already_issued': 'Faktura do tego zamówienia została już wystawiona — znajdziesz ją na stronie zamówienia.',
  'invoices.order_not_paid': 'Fakturę wystawiamy do opłaconego zamówienia. To zamówienie nie jest opłacone.',
  'invoices.window_closed':
    'Minął termin na żądanie faktury: 3 miesiące od końca miesiąca, w którym zamówienie zostało opłacone ({{deadline}}).',
  'invoices.not_found': 'Nie znaleźliśmy takiej faktury.',
  'invoices.issued': 'Wystawiliśmy fakturę {{number}} i wysłaliśmy ją e-mailem.',
  'invoices.pdf_unavailable': 'Plik faktury jest jeszcze przygotowywany. Spróbuj ponownie za chwilę.',
  'invoices.nip_invalid': 'Podaj poprawny NIP (10 cyfr) albo zostaw pole puste.',
  'invoices.company_required': 'Podaj nazwę firmy razem z numerem NIP.',
  'invoices.month_invalid': 'Podaj miesiąc w formacie RRRR-MM.',
  'seller.field_required': 'To pole jest wymagane.',
  'seller.nip_invalid': 'Podaj poprawny NIP sprzedawcy (10 cyfr z prawidłową cyfrą kontrolną).',
  'seller.regon_invalid': 'Podaj poprawny REGON (9 lub 14 cyfr z prawidłową cyfrą kontrolną).',
  'seller.iban_invalid': 'Podaj poprawny polski numer rachunku (IBAN zaczynający się od PL).',
  'seller.postal_code_invalid': 'Podaj kod pocztowy w formacie 00-000.',
  'seller.saved': 'Zapisaliśmy dane sprzedawcy. Obowiązuje regulamin w wersji {{version}}.',
} as const;

export type MessageKey = keyof typeof pl;

const en: Record<MessageKey, string> = {
  'error.validation': 'Please check the data you entered.',
  'error.not_found': 'The requested resource was not found.',
  'error.route_not_found': 'There is no such API address.',
  'error.unauthorized': 'Your session has expired. Please log in again.',
  'error.forbidden': 'You do not have permission for this action.',
  'error.csrf': 'The page session has expired. Refresh the page and try again.',
  'error.cross_site': "A request sent from another website was refused. Open the shop's page and try again.",
  'error.conflict': 'The operation conflicts with the current state of the data.',
  'error.rate_limited': 'Too many attempts. Try again in {{seconds}} s.',
  'error.internal': 'A server error occurred. Please try again later.',
  'error.unavailable': 'The shop is briefly unavailable. Try again in a few seconds.',
  'error.payload_too_large': 'The data sent is too large.',
  'error.unsupported_media_type': 'Unsupported data format.',
  'error.bad_json': 'Invalid JSON.',
  'error.unstorable_text':
    'The request contains a character that cannot be stored (such as a NUL byte or half of a Unicode character). Remove it and try again.',
  'error.invalid_input': 'A value in the request is out of range (a number, date or text the shop cannot use).',
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
  'validation.date_range': 'Enter a date between the years 2000 and 2100.',
  'newsletter.subscribed': 'Thank you! {{email}} is now subscribed to our newsletter.',
  'catalog.product_not_found': 'Product not found. It may have been withdrawn from sale.',
  'admin.saved': 'Your changes have been saved.',
  'admin.product_deleted': 'The product has been deleted.',
  'admin.product_hidden': 'The product has been ordered before, so it was hidden from the shop instead of deleted.',
  'admin.sale_price_not_below_base': 'The sale price must be lower than the regular price.',
  'admin.unknown_category': 'Choose an existing category.',
  'admin.unknown_kind': 'Choose a product type from the list.',
  'admin.unknown_attribute': 'Choose attributes from the list.',
  'admin.slug_taken': 'This address is already taken. Choose another one.',
  'admin.sku_taken': 'A product with this SKU already exists.',
  'admin.unknown_colour': 'Choose a colour from the list.',
  'admin.colour_per_variant': 'Colours are set on the product’s variants, not among its attributes.',
  'admin.per_variant': 'This product has several variants: change this field on each of them.',
  'admin.variant_option_taken': 'This product already has a variant in this colour and size.',
  'admin.variant_stock_changed':
    'The stock changed since the form was opened (an order, perhaps). Check the current stock and enter it again.',
  'admin.variant_order_mismatch': 'Give each active variant of the product exactly once.',
  'admin.last_variant': 'This is the product’s last active variant. To withdraw the product, hide it.',
  'admin.variant_added': 'The variant was added.',
  'admin.variant_retired': 'The variant had been ordered, so it was retired from sale instead of deleted.',
  'admin.variant_deleted': 'The variant was deleted.',
  'admin.cannot_demote_self': 'You cannot remove your own administrator role.',
  'admin.coupon_percent': 'A percentage discount is a whole number from 1 to 100.',
  'admin.coupon_amount': 'Enter a discount amount greater than zero.',
  'admin.coupon_expiry': 'The end date must be later than the start date.',
  'admin.coupon_code_taken': 'A code with this name already exists.',
  'admin.coupon_deleted': 'The promo code has been deleted.',
  'admin.coupon_disabled': 'The code has been used before, so it was switched off instead of deleted.',
  'admin.delivery_days': 'The longest delivery time cannot be shorter than the shortest.',
  'admin.review_deleted': 'The review has been deleted.',
  'admin.image_missing': 'Choose at least one photograph.',
  'admin.image_type': 'A photograph must be a JPEG, PNG or WebP file.',
  'admin.image_too_large': 'A photograph can be at most 10 MB.',
  'admin.image_too_many': 'A product can have at most 12 photographs.',
  'admin.image_unreadable': 'The photograph could not be read. Save it again as JPEG, PNG or WebP.',
  'admin.image_order_mismatch': 'The list of photographs is out of date. Reload the page and try again.',
  'admin.product_changed':
    'Someone else saved this product while you were editing it. Your changes were not saved — check the newer version.',
  'admin.attribute_code_taken': 'Another value already has this code. Choose a different one.',
  'admin.attribute_hex_required': 'Enter the swatch colour as #RRGGBB, e.g. #8B4A24.',
  'admin.attribute_saved': 'The value “{{label}}” has been saved.',
  // ——— admin: orders, payments, inbox ———
  'admin.orders.transition_not_allowed': 'An order that is “{{from}}” cannot be marked as “{{to}}”.',
  'admin.orders.same_status': 'The order is already “{{status}}”.',
  'admin.orders.returned_by_withdrawal':
    'An order becomes “returned” when its withdrawal from the contract is completed — complete the withdrawal instead.',
  'admin.orders.not_paid': 'This order has not been paid. Ship it only once the payment has arrived.',
  'admin.orders.tracking_required': 'Enter the tracking number to mark the order as shipped.',
  'admin.orders.tracking_invalid': 'A tracking number is 4 to 64 letters, digits or dashes.',
  'admin.orders.date_range': 'The end date cannot be earlier than the start date.',
  'admin.orders.shipped': 'Order {{number}} shipped. The customer has been e-mailed the tracking number.',
  'admin.orders.delivered': 'Order {{number}} marked as delivered. The {{days}}-day withdrawal period starts today.',
  'admin.orders.cancelled': 'Order {{number}} cancelled and its products put back on stock.',
  'admin.orders.cancelled_refund':
    'Order {{number}} cancelled, its products put back on stock and the payment refund ordered.',
  'admin.orders.note_added': 'The note has been added.',
  'admin.orders.withdrawal_not_found': 'This withdrawal from the contract was not found.',
  'admin.orders.withdrawal_done': 'This withdrawal from the contract has already been completed.',
  'admin.orders.withdrawal_not_delivered': 'A withdrawal can only be completed for an order that is “delivered”.',
  'admin.orders.withdrawal_completed': 'Withdrawal completed: order {{number}} is marked as returned.',
  'admin.orders.withdrawal_completed_refund':
    'Withdrawal completed: order {{number}} is marked as returned and a refund of {{amount}} ordered.',
  'admin.payments.refund_nothing': 'Nothing is left to refund in this order.',
  'admin.payments.refund_amount': 'Enter an amount greater than zero with at most two decimal places.',
  'admin.payments.refund_too_much': 'At most {{amount}} can be refunded.',
  'admin.payments.refund_over_rest': 'The amount is more than is left to refund.',
  'admin.payments.refund_ordered': 'A refund of {{amount}} for order {{number}} has been ordered.',
  'admin.payments.refund_pending':
    'The refund of {{amount}} is recorded, but the payment provider has not accepted it yet — it will be retried automatically.',
  'admin.inbox.handled': 'The message is marked as handled.',
  'admin.inbox.reopened': 'The message is waiting for an answer again.',
  'admin.inbox.unsubscribed': '{{email}} has been unsubscribed from the newsletter.',
  // ——— admin: banners, blog, pages, gallery ———
  'admin.content.shop_path': 'Enter a shop address starting with “/”, e.g. /products or /blog.',
  'admin.content.one_image': 'Choose one photograph.',
  'admin.content.data_invalid': 'The form data could not be read. Reload the page and try again.',
  'admin.content.stale':
    'Someone else saved this content while you were editing it. Your changes were not saved — load the newer version.',
  'admin.content.order_mismatch': 'The list is out of date. Reload the page and try again.',
  'admin.content.unknown_tag': 'Choose tags from the list.',
  'admin.content.body_required_to_publish': 'To publish the post, write its text in both languages.',
  'admin.content.placeholder_unknown':
    'The text contains an unknown placeholder in double curly braces. Use only the placeholders listed below the editor.',
  'admin.content.placeholder_html_only':
    'The delivery table (the delivery_table placeholder) can only be used in the page text.',
  'admin.content.placeholder_in_title': 'A title cannot contain placeholders in double curly braces.',
  'admin.content.page_locked':
    'The store regulations are versioned: every order records version {{version}}, which the customer accepted. Changing the text needs a new version of the regulations — ask the technical administrator.',
  'admin.content.banner_deleted': 'The banner has been deleted.',
  'admin.content.post_deleted': 'The post has been deleted.',
  'admin.content.cover_removed': 'The cover has been removed.',
  'admin.content.gallery_deleted': 'The picture has been removed from the gallery.',
  'admin.content.order_saved': 'The order has been saved.',
  'catalog.price_invalid': 'The price must be a positive amount.',
  'catalog.sale_price_not_below_base': 'The sale price must be lower than the regular price.',
  'catalog.stock_invalid': 'The stock level must be a whole number of at least 0.',
  'catalog.stock_per_variant': 'This product has several variants: set the stock of each of them.',
  'catalog.variant_required': 'Choose a variant: this product comes in several colours or sizes.',
  'catalog.variant_not_found': 'This product has no such variant.',
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
  'cart.checkout_email_saved': 'The summary now takes your e-mail address into account.',
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
  // ——— orders, payments, shipping (issue 6) ———
  'orders.postal_code_invalid': 'Enter the postal code as 00-000.',
  'orders.postal_code_required': 'Enter the postal code: the courier delivers the parcel to this address.',
  'orders.postal_code_required_invoice': 'Enter the postal code: the invoice needs it.',
  'orders.country_not_supported': 'We deliver within Poland only.',
  'orders.nip_invalid': 'Enter a valid Polish tax number (NIP, 10 digits).',
  'orders.terms_required': 'Please accept the shop regulations to place the order.',
  'orders.street_required': 'Enter the street and house number.',
  'orders.placed': 'Thank you! We have received order {{number}}.',
  'orders.cart_empty': 'Your cart is empty — add products before placing an order.',
  'orders.prices_changed':
    'Prices or the delivery cost have changed — the total is now {{total}}. Please review the summary and place the order again.',
  'orders.coupon_no_longer_applies':
    '{{reason}} The total is now {{total}}. Please review the summary and place the order again.',
  'orders.cart_changed': 'Your cart has changed. Please review the summary and place the order again.',
  'orders.out_of_stock': 'Sorry, "{{name}}" has just sold out. Remove it from your cart to continue.',
  'orders.insufficient_stock': 'Only {{available}} of "{{name}}" are left. Please lower the quantity in your cart.',
  'orders.product_unavailable': '"{{name}}" is no longer available. Remove it from your cart to continue.',
  'orders.delivery_method_unknown': 'Choose a delivery method: InPost parcel locker or courier.',
  'orders.inpost_point_required': 'Choose the parcel locker we should send your parcel to.',
  'orders.inpost_point_invalid': 'We could not find this parcel locker. Please choose a point from the list.',
  'orders.idempotency_key_invalid': 'The Idempotency-Key header must have 1 to 200 visible characters.',
  'orders.idempotency_key_reused': 'This Idempotency-Key has already been used for a different order.',
  'orders.not_found': 'Order not found.',
  'orders.cancel_not_allowed': 'An order can only be cancelled while it is in preparation.',
  'orders.cancelled': 'Order {{number}} has been cancelled.',
  'orders.cancelled_refund': 'Order {{number}} has been cancelled. Your payment is being refunded.',
  'orders.withdraw_not_delivered': 'You can withdraw from the contract once the order has been delivered.',
  'orders.withdraw_expired': 'The {{days}}-day withdrawal period ended on {{date}}.',
  'orders.withdraw_already': 'We have already received your withdrawal from this contract.',
  'orders.withdrawal_received':
    'We have received your withdrawal from the contract ({{date}}). A confirmation has been sent by e-mail.',
  'orders.guest_order_not_found': 'We could not find an order with this number and e-mail address.',
  'orders.status.in_preparation': 'in preparation',
  'orders.status.shipped': 'shipped',
  'orders.status.delivered': 'delivered',
  'orders.status.cancelled': 'cancelled',
  'orders.status.returned': 'returned',
  'orders.payment_status.pending': 'awaiting payment',
  'orders.payment_status.paid': 'paid',
  'orders.payment_status.failed': 'payment failed',
  'orders.payment_status.cancelled': 'payment cancelled',
  'orders.payment_status.refunded': 'payment refunded',
  'orders.history.placed': 'order placed',
  'orders.history.withdrawal': 'withdrawal from the contract',
  'orders.history.refund_failed': 'the refund did not go through — we will send it again',
  'payments.description': 'Order {{number}} — Atelier',
  'payments.already_paid': 'This order has already been paid.',
  'payments.order_cancelled': 'This order has been cancelled and can no longer be paid.',
  'payments.amount_mismatch': 'The payment amount does not match the order total. Please reload the order page.',
  'payments.initiate_failed': 'We could not start the payment. Please try again in a moment.',
  'payments.unavailable':
    'Online payment is not available at the moment. Your order is waiting for payment — please try later or write to us.',
  'payments.session_not_found': 'Payment not found.',
  'payments.session_closed': 'This payment has already been completed.',
  'payments.notification_invalid': 'Invalid payment notification.',
  'payments.method.card': 'Payment card',
  'payments.method.paypo': 'PayPo — pay later',
  'payments.method_not_offered': 'This payment method is not available for this order. Please choose another one.',
  'payments.blik_code_required': 'Enter the 6-digit BLIK code from your banking app.',
  'payments.blik_code_format': 'A BLIK code is exactly 6 digits.',
  'payments.blik_code_refused':
    'Your bank did not accept this BLIK code — it may have expired or contain a typo. Generate a new code in your banking app and try again.',
  'payments.blik_code_invalid': 'This BLIK code is not valid. Generate a new code in your banking app.',
  'payments.in_progress':
    'A BLIK payment for this order is waiting for confirmation in your banking app. Please wait a moment for its result.',
  'shipping.point_search_needs_place': 'Enter a town or a postal code.',
  'shipping.inpost_unavailable':
    'The parcel locker search is unavailable right now. Please try again shortly or pick a point on the map.',
  // ——— content: blog, pages, contact, newsletter, gallery, cookie consent (issue 7) ———
  'pages.not_found': 'We could not find that page.',
  'blog.post_not_found': 'We could not find that post. It may have been moved or removed.',
  'contact.sent': 'Thank you for your message! We will reply as soon as we can — usually within one business day.',
  'newsletter.confirmation_sent':
    'Almost there! We have sent a link to {{email}} — click it to confirm your newsletter subscription.',
  'newsletter.confirmed': 'Thank you! {{email}} is now subscribed to our newsletter.',
  'newsletter.token_invalid':
    'This confirmation link is invalid or has expired. Sign up again and we will send a new one.',
  'newsletter.unsubscribed': '{{email}} will no longer receive our newsletter.',
  'newsletter.signature_invalid': 'This unsubscribe link is invalid. Please use the link from our latest newsletter.',
  // ——— invoices and the seller's identity (issue 20) ———
  'invoices.already_issued': 'An invoice for this order has already been issued: you will find it on the order page.',
  'invoices.order_not_paid': 'We issue invoices for paid orders. This order has not been paid.',
  'invoices.window_closed':
    'The time to ask for an invoice has passed: 3 months from the end of the month in which the order was paid ({{deadline}}).',
  'invoices.not_found': 'We could not find that invoice.',
  'invoices.issued': 'We have issued invoice {{number}} and sent it to you by e-mail.',
  'invoices.pdf_unavailable': 'The invoice file is still being prepared. Please try again in a moment.',
  'invoices.nip_invalid': 'Enter a valid Polish tax number (NIP, 10 digits) or leave the field empty.',
  'invoices.company_required': 'Enter the company name together with the NIP.',
  'invoices.month_invalid': 'Enter the month as YYYY-MM.',
  'seller.field_required': 'This field is required.',
  'seller.nip_invalid': "Enter the seller's valid NIP (10 digits with a correct check digit).",
  'seller.regon_invalid': 'Enter a valid REGON (9 or 14 digits with a correct check digit).',
  'seller.iban_invalid': 'Enter a valid Polish account number (an IBAN starting with PL).',
  'seller.postal_code_invalid': 'Enter the postal code as 00-000.',
  'seller.saved': 'The seller details are saved. The regulations in force are version {{version}}.',
};

const dictionaries: Record<Locale, Record<MessageKey, string>> = { pl, en };

export function isMessageKey(key: string): key is MessageKey {
  return key in pl;
}

export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return interpolate(dictionaries[locale][key], params, locale);
}

/** Fills `{{name}}` placeholders in one pass (a value that itself reads `{{…}}` stays as written); unknown ones become empty. */
/**
 * Fills `{{name}}` placeholders. `{{name|one|few|many}}` (Polish) or `{{name|one|other}}` (English) also writes the
 * word that agrees with the number — "1 dzień", "3 dni", "5 dni" — chosen by the language's plural rules
 * (Intl.PluralRules) for the last number in the value, so a range "3–4" agrees with 4. Numbers from settings
 * thus read right whatever staff set.
 */
export function interpolate(template: string, params: Record<string, string | number>, locale: Locale = 'pl'): string {
  return template.replace(/\{\{(\w+)((?:\|[^|}]+)*)\}\}/g, (_, name: string, forms: string) => {
    const value = String(params[name] ?? '');
    if (!forms) return value;
    return `${value} ${pluralForm(locale, value, forms.slice(1).split('|'))}`;
  });
}

const PLURAL_ORDER: Record<Locale, Intl.LDMLPluralRule[]> = { pl: ['one', 'few', 'many'], en: ['one', 'other'] };
const pluralRules = { pl: new Intl.PluralRules('pl'), en: new Intl.PluralRules('en') };

function pluralForm(locale: Locale, value: string, forms: string[]): string {
  const last = Number(value.match(/\d+(?!.*\d)/)?.[0] ?? Number.NaN);
  const category = Number.isFinite(last) ? pluralRules[locale].select(last) : 'other';
  const index = PLURAL_ORDER[locale].indexOf(category);
  return forms[index >= 0 ? index : forms.length - 1] ?? forms[forms.length - 1];
}

/**
 * The request's language: the `locale` query parameter when valid (docs/product-rules.md#api-contract sends it on product calls),
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
