import type { Locale } from '@atelier/contracts';
import { interpolate } from './messages';

/**
 * Every sentence of the shop's e-mails, in both languages (docs/product-rules.md#emails), keyed by template:
 * the templates (order-mail.ts, order-staff-mail.ts, mail.templates.ts, …) only arrange these texts and fill in names, numbers,
 * dates and amounts (`{{name}}`, already formatted in the e-mail's language). Kept apart from messages.ts
 * (the API's own answers) because e-mails are long prose read in a mailbox, not on a page; the English
 * dictionary is typed by the Polish one, so a text missing in either language fails the type-check.
 *
 * Polish first, warm and addressing the customer as "Ty"; English is a natural translation.
 * The shop's staff read their notifications in Polish only (contact.templates.ts), so those stay there.
 */
const pl = {
  // ——— every e-mail: the frame ———
  'layout.regards': 'Pozdrawiamy serdecznie',
  'layout.team': 'Zespół Atelier — pracownia galanterii skórzanej, Wrocław',
  'layout.footer':
    'Ta wiadomość została wysłana automatycznie — możesz na nią odpowiedzieć, jeśli potrzebujesz pomocy.',
  'greeting.named': 'Dzień dobry, {{name}}!',
  'greeting.anonymous': 'Dzień dobry!',
  // ——— account ———
  'welcome.subject': 'Witaj w Atelier',
  'welcome.title_named': 'Witaj w Atelier, {{name}}!',
  'welcome.title': 'Witaj w Atelier!',
  'welcome.thanks': 'Dziękujemy za założenie konta. Cieszymy się, że jesteś z nami.',
  'welcome.workshop':
    'Każdą torebkę, portfel i pasek z naszego sklepu tniemy i szyjemy ręcznie w pracowni we Wrocławiu, ze skóry wybieranej kawałek po kawałku. Na koncie znajdziesz swoją listę życzeń i zamówienia, a zakupy pójdą szybciej.',
  'welcome.questions':
    'Jeśli masz pytanie o produkt, jego pielęgnację albo zamówienie — po prostu odpowiedz na tę wiadomość.',
  'welcome.button': 'Zobacz kolekcję',
  'password_reset.subject': 'Zmiana hasła w Atelier',
  'password_reset.title_named': '{{name}}, ustaw nowe hasło',
  'password_reset.title': 'Ustaw nowe hasło',
  'password_reset.request':
    'Otrzymaliśmy prośbę o zmianę hasła do Twojego konta w Atelier. Kliknij przycisk poniżej i wybierz nowe hasło.',
  'password_reset.validity': 'Link jest ważny przez {{minutes}} minut i działa tylko raz.',
  'password_reset.not_you':
    'Jeśli to nie Ty, zignoruj tę wiadomość — Twoje hasło się nie zmieni, a bez dostępu do Twojej skrzynki nikt nie użyje tego linku.',
  'password_reset.button': 'Ustaw nowe hasło',
  'account_deleted.subject': 'Twoje konto w Atelier zostało usunięte',
  'account_deleted.title': 'Usunęliśmy Twoje konto',
  'account_deleted.done':
    'Zgodnie z Twoją prośbą usunęliśmy konto w Atelier razem z profilem, listą życzeń, koszykiem, opiniami i zapisem do newslettera. Nie możesz już się na nie zalogować.',
  'account_deleted.orders_kept':
    'Złożone zamówienia i wystawione faktury przechowujemy tak długo, jak wymagają tego przepisy podatkowe i rachunkowe — bez Twojego adresu e-mail i telefonu.',
  'account_deleted.not_you': 'Jeśli to nie Ty usunąłeś konto, odpowiedz na tę wiadomość — sprawdzimy, co się stało.',
  // ——— back-in-stock alerts ———
  'back_in_stock_confirmation.subject': 'Potwierdź powiadomienie o dostępności: {{product}}',
  'back_in_stock_confirmation.title': 'Potwierdź powiadomienie o dostępności',
  'back_in_stock_confirmation.request':
    'Ktoś — mamy nadzieję, że Ty — poprosił o wiadomość, gdy {{product}} ({{variant}}) znów będzie dostępny w Atelier.',
  'back_in_stock_confirmation.validity':
    'Kliknij przycisk poniżej, aby to potwierdzić. Link jest ważny {{hours}} godziny. Napiszemy tylko raz — gdy produkt wróci.',
  'back_in_stock_confirmation.not_you': 'Jeśli to nie Ty, zignoruj tę wiadomość — nic więcej nie wyślemy.',
  'back_in_stock_confirmation.button': 'Tak, powiadom mnie',
  'back_in_stock.subject': '{{product}} znów jest dostępny',
  'back_in_stock.title': 'Wrócił: {{product}}',
  'back_in_stock.available': 'Dobra wiadomość — {{product}} ({{variant}}) jest znów dostępny w naszym sklepie.',
  'back_in_stock.hurry':
    'Szyjemy ręcznie i w małych seriach, więc sztuk jest niewiele — nie rezerwujemy ich, decyduje kolejność zamówień.',
  'back_in_stock.once': 'To jedyna wiadomość w tej sprawie: Twoje powiadomienie właśnie się zakończyło.',
  'back_in_stock.button': 'Zobacz produkt',
  // ——— newsletter and contact ———
  'newsletter_confirmation.subject': 'Potwierdź zapis do newslettera Atelier',
  'newsletter_confirmation.title': 'Potwierdź zapis do newslettera',
  'newsletter_confirmation.request':
    'Ktoś — mamy nadzieję, że Ty — poprosił o newsletter Atelier na ten adres: wieści z pracowni, nowe kolekcje i porady o pielęgnacji skóry, najwyżej dwa razy w miesiącu.',
  'newsletter_confirmation.validity': 'Aby potwierdzić, kliknij przycisk poniżej. Link jest ważny {{hours}} godziny.',
  'newsletter_confirmation.not_you':
    'Jeśli to nie Ty, po prostu zignoruj tę wiadomość — więcej do Ciebie nie napiszemy.',
  'newsletter_confirmation.button': 'Potwierdzam zapis',
  'contact_acknowledgement.subject': 'Otrzymaliśmy Twoją wiadomość — Atelier',
  'contact_acknowledgement.title_named': 'Dziękujemy, {{name}}',
  'contact_acknowledgement.title': 'Dziękujemy za wiadomość',
  'contact_acknowledgement.received':
    'Otrzymaliśmy Twoją wiadomość i odpowiemy najszybciej, jak to możliwe — zwykle w ciągu jednego dnia roboczego.',
  'contact_acknowledgement.hours': 'Biuro obsługi klienta pracuje: {{hours}}.',
  'contact_acknowledgement.your_message': 'Twoja wiadomość:',
  // ——— orders: the parts several order e-mails share ———
  'order.view_button': 'Zobacz zamówienie',
  'order.line_made_to_order': ' (na zamówienie, {{days|dzień|dni|dni}})',
  'order.products': 'Produkty: {{amount}}',
  'order.discount': 'Rabat: −{{amount}}',
  'order.discount_code': 'Rabat ({{code}}): −{{amount}}',
  'order.delivery_cost': 'Dostawa: {{amount}}',
  'order.total': 'Razem: {{amount}}',
  'order.vat': 'w tym VAT: {{amount}}',
  'order.gift_cards': 'Zapłacono kartami podarunkowymi: −{{amount}}',
  'order.to_pay': 'Do zapłaty: {{amount}}',
  'order.delivery_method': 'Dostawa: {{method}}',
  'order.parcel_locker': 'Paczkomat: {{point}}',
  'order.address': 'Adres: {{address}}',
  // ——— orders: to the customer ———
  'order_confirmation.subject': 'Zamówienie {{number}} przyjęte',
  'order_confirmation.title': 'Dziękujemy za zamówienie',
  'order_confirmation.thanks': 'Dziękujemy za zamówienie {{number}}. Jego status: w przygotowaniu.',
  'order_confirmation.payment':
    'Płatność: Przelewy24 (przelew, BLIK, karta). Zapłać {{amount}} do {{due}} — zamówienie nieopłacone w ciągu {{days|dnia roboczego|dni roboczych|dni roboczych}} anulujemy.',
  'order_confirmation.paid_by_gift_cards':
    'Zamówienie zostało w całości opłacone kartami podarunkowymi — nie musisz nic dopłacać.',
  'order_confirmation.notes': 'Twoje uwagi: {{notes}}',
  'order_confirmation.guest_link':
    'Zamówienie możesz w każdej chwili zobaczyć — a w ciągu {{withdrawalDays|dnia|dni|dni}} od doręczenia odstąpić od umowy — pod adresem: {{url}}',
  'order_confirmation.account_link': 'Zamówienie znajdziesz na swoim koncie: {{url}}',
  'order_confirmation.button': 'Zapłać teraz',
  'payment_received.subject': 'Otrzymaliśmy płatność za zamówienie {{number}}',
  'payment_received.title': 'Płatność otrzymana',
  'payment_received.body':
    'Otrzymaliśmy Twoją płatność {{amount}} za zamówienie {{number}}. Przygotowujemy paczkę i damy znać, gdy wyruszy z pracowni.',
  'payment_received.invoice_attached':
    'W załączniku przesyłamy fakturę VAT nr {{invoice}}. Znajdziesz ją też zawsze na stronie zamówienia.',
  'invoice_issued.subject': 'Faktura {{invoice}} do zamówienia {{number}}',
  'invoice_issued.title': 'Twoja faktura',
  'invoice_issued.body':
    'Zgodnie z Twoją prośbą wystawiliśmy fakturę VAT nr {{invoice}} do zamówienia {{number}}. Przesyłamy ją w załączniku; znajdziesz ją też na stronie zamówienia.',
  'correction_issued.subject': 'Faktura korygująca {{invoice}} do zamówienia {{number}}',
  'correction_issued.title': 'Faktura korygująca',
  'correction_issued.body':
    'Wystawiliśmy fakturę korygującą nr {{invoice}} do faktury {{corrects}} (zamówienie {{number}}), bo zmieniła się kwota zamówienia. Przesyłamy ją w załączniku; znajdziesz ją też na stronie zamówienia.',
  'order_cancelled.subject': 'Zamówienie {{number}} anulowane',
  'order_cancelled.title': 'Zamówienie anulowane',
  'order_cancelled.reason_unpaid':
    'Anulowaliśmy zamówienie {{number}}, ponieważ nie otrzymaliśmy płatności w ciągu {{days|dnia roboczego|dni roboczych|dni roboczych}}.',
  'order_cancelled.reason_staff': 'Przykro nam, ale musieliśmy anulować zamówienie {{number}}.',
  'order_cancelled.reason_customer': 'Zgodnie z Twoją prośbą anulowaliśmy zamówienie {{number}}.',
  'order_cancelled.refund':
    'Zleciliśmy zwrot {{amount}} na konto, z którego przyszła płatność. Zwykle dociera w kilka dni roboczych, najpóźniej w ciągu 14 dni.',
  'order_cancelled.gift_cards_released': 'Na karty podarunkowe użyte w tym zamówieniu wróciło {{amount}}.',
  'order_cancelled.questions_staff':
    'Jeśli masz pytania, po prostu odpowiedz na tę wiadomość — chętnie wszystko wyjaśnimy.',
  'order_cancelled.questions':
    'Jeśli to pomyłka albo nadal chcesz te produkty, złóż nowe zamówienie lub odpowiedz na tę wiadomość.',
  'late_payment_refunded.subject': 'Zwrot płatności za zamówienie {{number}}',
  'late_payment_refunded.title': 'Zwracamy Twoją płatność',
  'late_payment_refunded.body':
    'Otrzymaliśmy płatność {{amount}} za zamówienie {{number}}, ale zamówienie było już anulowane (lub opłacone). Automatycznie zleciliśmy zwrot całej kwoty — zwykle dociera w kilka dni roboczych, najpóźniej w ciągu 14 dni.',
  'late_payment_refunded.reorder': 'Jeśli nadal chcesz te produkty, złóż nowe zamówienie — chętnie je przygotujemy.',
  'withdrawal_received.subject': 'Otrzymaliśmy odstąpienie od umowy — zamówienie {{number}}',
  'withdrawal_received.title': 'Odstąpienie od umowy przyjęte',
  'withdrawal_received.confirmation':
    'Potwierdzamy, że {{when}} otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy dotyczące zamówienia {{number}}, złożone przez: {{name}}.',
  'withdrawal_received.reason': 'Podany powód: {{reason}}',
  'withdrawal_received.send_back':
    'Odeślij produkty w ciągu 14 dni na adres: {{address}} (z numerem zamówienia w paczce). Zwrócimy płatność w ciągu 14 dni od otrzymania tego oświadczenia; możemy wstrzymać zwrot do chwili otrzymania produktów.',
  // ——— orders: after a staff action ———
  'order_shipped.subject': 'Zamówienie {{number}} jest w drodze',
  'order_shipped.title': 'Twoja paczka jest w drodze',
  'order_shipped.body':
    'Dobra wiadomość: zamówienie {{number}} wyruszyło z naszej pracowni i jest w drodze do Ciebie ({{method}}).',
  'order_shipped.tracking_number': 'Numer przesyłki: {{trackingNumber}}',
  'order_shipped.tracking_link': 'Przesyłkę możesz śledzić tutaj: {{url}}',
  'order_delivered.subject': 'Zamówienie {{number}} doręczone',
  'order_delivered.title': 'Zamówienie doręczone',
  'order_delivered.body':
    'Zamówienie {{number}} zostało doręczone. Mamy nadzieję, że skóra posłuży Ci przez lata — dziękujemy za wybór rękodzieła.',
  'order_delivered.withdrawal':
    'Do {{until}} możesz odstąpić od umowy bez podania przyczyny — przyciskiem „Odstąp od umowy” w szczegółach zamówienia.',
  'withdrawal_completed.subject': 'Odstąpienie od umowy zakończone — zamówienie {{number}}',
  'withdrawal_completed.title': 'Odstąpienie zakończone',
  'withdrawal_completed.body':
    'Produkty z zamówienia {{number}} wróciły do nas, a Twoje odstąpienie od umowy zostało zakończone.',
  'withdrawal_completed.refund':
    'Zleciliśmy zwrot {{amount}} na konto, z którego przyszła płatność. Zwykle dociera w kilka dni roboczych.',
  'order_refunded.subject': 'Zwrot za zamówienie {{number}}',
  'order_refunded.title': 'Zwracamy pieniądze',
  'order_refunded.body':
    'Zleciliśmy zwrot {{amount}} za zamówienie {{number}} na konto, z którego przyszła płatność. Zwykle dociera w kilka dni roboczych.',
  'order_refunded.questions': 'Jeśli masz pytania, po prostu odpowiedz na tę wiadomość.',
  // ——— returns ———
  'return_registered.subject': 'Zwrot {{number}} zarejestrowany — zamówienie {{order}}',
  'return_registered.title': 'Zwrot zarejestrowany',
  'return_registered.withdrawal':
    'Potwierdzamy, że {{when}} otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy dotyczące zamówienia {{order}} (w zakresie produktów poniżej).',
  'return_registered.body': 'Zarejestrowaliśmy zwrot {{number}} z zamówienia {{order}}.',
  'return_registered.lines': 'Zwracasz: {{lines}}.',
  'return_registered.inpost_code': 'Twój kod zwrotu InPost: {{code}}',
  'return_registered.inpost_how':
    'Zapakuj produkty, podejdź do dowolnego Paczkomatu InPost, wybierz „Nadaj paczkę” → „Zwrot” i wpisz ten kod. Nie musisz niczego drukować, przesyłka jest bezpłatna.',
  'return_registered.address_for_reference': 'Paczka trafi do nas: {{address}}.',
  'return_registered.own':
    'Wyślij paczkę wybranym przewoźnikiem na adres: {{address}}. Włóż do środka kartkę z numerem zwrotu {{number}}.',
  'return_registered.unused':
    'Przyjmujemy produkty nieużywane, z metkami, w stanie, w jakim je otrzymałeś(-aś) (przy odstąpieniu od umowy odpowiadasz tylko za zmniejszenie wartości wynikające z używania ponad to, co potrzebne do sprawdzenia produktu).',
  'return_registered.next_refund':
    'Co dalej: gdy paczka do nas dotrze, sprawdzimy produkty i zwrócimy pieniądze na konto, z którego przyszła płatność — w ciągu {{days}} dni.',
  'return_registered.next_gift_card':
    'Co dalej: zwrot zgłoszony po 30 dniach od doręczenia rozliczamy kartą podarunkową. Gdy paczka do nas dotrze i sprawdzimy produkty, wyślemy Ci kartę na ich wartość, ważną {{months}} miesięcy.',
  'return_received.subject': 'Zwrot {{number}} dotarł do nas',
  'return_received.title': 'Twoja paczka zwrotna dotarła',
  'return_received.body': 'Paczka ze zwrotem {{number}} (zamówienie {{order}}) dotarła do naszej pracowni.',
  'return_received.next': 'Sprawdzimy produkty i rozliczymy zwrot najpóźniej w ciągu {{days}} dni.',
  'return_settled.subject': 'Zwrot {{number}} rozliczony',
  'return_settled.title': 'Zwrot rozliczony',
  'return_settled.refund':
    'Rozliczyliśmy zwrot {{number}}: zleciliśmy przelew {{amount}} na konto, z którego przyszła płatność. Pieniądze dotrą najpóźniej w ciągu {{days}} dni, zwykle w kilka dni roboczych.',
  'return_settled.gift_card':
    'Rozliczyliśmy zwrot {{number}} kartą podarunkową na {{amount}} (kod kończy się na {{last4}}, ważna do {{until}}). Kod karty wysłaliśmy w osobnej wiadomości.',
  'return_settled.nothing': 'Sprawdziliśmy produkty ze zwrotu {{number}}, ale nie mogliśmy ich przyjąć.',
  'return_settled.rejected_line': 'Nie przyjęliśmy: {{name}} × {{quantity}} — {{reason}}',
  'return_settled.rejected_next':
    'Nieprzyjęte produkty odeślemy Ci na nasz koszt. Jeśli masz pytania, odpowiedz na tę wiadomość.',
  // ——— gift cards ———
  'gift_card.subject': 'Twoja karta podarunkowa Atelier na {{amount}}',
  'gift_card.title': 'Karta podarunkowa na {{amount}}',
  'gift_card.intro_sold':
    'Dziękujemy za zakup karty podarunkowej Atelier. Możesz wykorzystać ją u nas albo podarować ten kod bliskiej osobie.',
  'gift_card.intro_return':
    'Rozliczyliśmy Twój zwrot kartą podarunkową, tak jak mówi regulamin dla zwrotów po 30 dniach.',
  'gift_card.intro_staff': 'Mamy dla Ciebie kartę podarunkową Atelier.',
  'gift_card.code': 'Kod karty: {{code}}',
  'gift_card.amount': 'Wartość: {{amount}}',
  'gift_card.valid_until': 'Ważna do: {{date}}',
  'gift_card.how_to_use':
    'Wpisz kod w koszyku, w polu „Karta podarunkowa”. Możesz łączyć ją z kodem rabatowym i innymi kartami; to, czego nie wykorzystasz, zostaje na karcie do końca jej ważności. Saldo sprawdzisz na stronie „Karty podarunkowe” w sklepie.',
  'gift_card.keep_secret':
    'Kod działa jak gotówka: nie pokazuj go nikomu, komu nie chcesz go podarować. Nie przechowujemy go — jeśli zginie, napisz do nas z adresu, na który przyszła ta wiadomość.',
};

export type EmailTextKey = keyof typeof pl;

const en: Record<EmailTextKey, string> = {
  'layout.regards': 'Warm regards',
  'layout.team': 'The Atelier team — leather workshop, Wrocław',
  'layout.footer': 'This message was sent automatically — reply to it if you need any help.',
  'greeting.named': 'Hello {{name}},',
  'greeting.anonymous': 'Hello,',
  'welcome.subject': 'Welcome to Atelier',
  'welcome.title_named': 'Welcome to Atelier, {{name}}!',
  'welcome.title': 'Welcome to Atelier!',
  'welcome.thanks': 'Thank you for creating an account. We are glad you are here.',
  'welcome.workshop':
    'Every bag, wallet and belt in our shop is cut and stitched by hand in our Wrocław workshop, from leather we choose piece by piece. Your account keeps your wishlist and orders in one place and makes checkout quicker.',
  'welcome.questions':
    'If you ever have a question about a product, its care or an order, simply reply to this e-mail.',
  'welcome.button': 'Browse the collection',
  'password_reset.subject': 'Reset your Atelier password',
  'password_reset.title_named': '{{name}}, set a new password',
  'password_reset.title': 'Set a new password',
  'password_reset.request':
    'We received a request to reset the password of your Atelier account. Use the button below to choose a new one.',
  'password_reset.validity': 'The link is valid for {{minutes}} minutes and works only once.',
  'password_reset.not_you':
    'If it was not you, ignore this e-mail — your password stays unchanged and nobody can use this link without access to your mailbox.',
  'password_reset.button': 'Set a new password',
  'account_deleted.subject': 'Your Atelier account has been deleted',
  'account_deleted.title': 'We have deleted your account',
  'account_deleted.done':
    'As you asked, we have deleted your Atelier account together with its profile, wishlist, cart, reviews and newsletter subscription. You can no longer sign in to it.',
  'account_deleted.orders_kept':
    'Orders you placed and invoices we issued are kept for as long as tax and accounting law requires — without your e-mail address and phone number.',
  'account_deleted.not_you':
    'If it was not you who deleted the account, reply to this e-mail and we will look into it.',
  'back_in_stock_confirmation.subject': 'Confirm your availability alert: {{product}}',
  'back_in_stock_confirmation.title': 'Please confirm your availability alert',
  'back_in_stock_confirmation.request':
    'Someone — we hope it was you — asked for an e-mail when {{product}} ({{variant}}) is available again at Atelier.',
  'back_in_stock_confirmation.validity':
    'Click the button below to confirm. The link is valid for {{hours}} hours. We will write once — when the product is back.',
  'back_in_stock_confirmation.not_you': 'If it was not you, ignore this message — we will not send anything else.',
  'back_in_stock_confirmation.button': 'Yes, let me know',
  'back_in_stock.subject': '{{product}} is available again',
  'back_in_stock.title': 'Back in stock: {{product}}',
  'back_in_stock.available': 'Good news — {{product}} ({{variant}}) is available again in our shop.',
  'back_in_stock.hurry':
    'We sew by hand in small batches, so there are only a few pieces — we do not hold them; orders go first come, first served.',
  'back_in_stock.once': 'This is the only message about it: your alert has now ended.',
  'back_in_stock.button': 'See the product',
  'newsletter_confirmation.subject': 'Confirm your Atelier newsletter subscription',
  'newsletter_confirmation.title': 'Please confirm your subscription',
  'newsletter_confirmation.request':
    'Someone — hopefully you — asked to receive the Atelier newsletter at this address: news from the workshop, new collections and leather-care tips, no more than twice a month.',
  'newsletter_confirmation.validity': 'To confirm, click the button below. The link is valid for {{hours}} hours.',
  'newsletter_confirmation.not_you':
    'If you did not sign up, simply ignore this e-mail — we will not write to you again.',
  'newsletter_confirmation.button': 'Confirm subscription',
  'contact_acknowledgement.subject': 'We have received your message — Atelier',
  'contact_acknowledgement.title_named': 'Thank you, {{name}}',
  'contact_acknowledgement.title': 'Thank you for your message',
  'contact_acknowledgement.received':
    'We have received your message and will reply as soon as we can — usually within one business day.',
  'contact_acknowledgement.hours': 'Our customer service office is open {{hours}}.',
  'contact_acknowledgement.your_message': 'Your message:',
  'order.view_button': 'View your order',
  'order.line_made_to_order': ' (made to order, {{days|day|days}})',
  'order.products': 'Products: {{amount}}',
  'order.discount': 'Discount: −{{amount}}',
  'order.discount_code': 'Discount ({{code}}): −{{amount}}',
  'order.delivery_cost': 'Delivery: {{amount}}',
  'order.total': 'Total: {{amount}}',
  'order.vat': 'including VAT: {{amount}}',
  'order.gift_cards': 'Paid with gift cards: −{{amount}}',
  'order.to_pay': 'To pay: {{amount}}',
  'order.delivery_method': 'Delivery: {{method}}',
  'order.parcel_locker': 'Parcel locker: {{point}}',
  'order.address': 'Address: {{address}}',
  'order_confirmation.subject': 'Order {{number}} received',
  'order_confirmation.title': 'Thank you for your order',
  'order_confirmation.thanks': 'Thank you for your order {{number}}. Its status: in preparation.',
  'order_confirmation.payment':
    'Payment: Przelewy24 (bank transfer, BLIK, card). Please pay {{amount}} by {{due}}; an order not paid within {{days|business day|business days}} is cancelled.',
  'order_confirmation.paid_by_gift_cards':
    'Your order has been paid in full with gift cards — there is nothing left to pay.',
  'order_confirmation.notes': 'Your notes: {{notes}}',
  'order_confirmation.guest_link':
    'You can view your order at any time, and withdraw from the contract within {{withdrawalDays|day|days}} of delivery, here: {{url}}',
  'order_confirmation.account_link': 'You will find the order in your account: {{url}}',
  'order_confirmation.button': 'Pay now',
  'payment_received.subject': 'Payment for order {{number}} received',
  'payment_received.title': 'Payment received',
  'payment_received.body':
    'We have received your payment of {{amount}} for order {{number}}. We are preparing your parcel and will let you know when it leaves our workshop.',
  'payment_received.invoice_attached':
    'Your VAT invoice no. {{invoice}} is attached. You can also find it on the order page at any time.',
  'invoice_issued.subject': 'Invoice {{invoice}} for order {{number}}',
  'invoice_issued.title': 'Your invoice',
  'invoice_issued.body':
    'As you asked, we have issued VAT invoice no. {{invoice}} for order {{number}}. It is attached, and you can also find it on the order page.',
  'correction_issued.subject': 'Corrective invoice {{invoice}} for order {{number}}',
  'correction_issued.title': 'Corrective invoice',
  'correction_issued.body':
    'We have issued corrective invoice no. {{invoice}} to invoice {{corrects}} (order {{number}}) because the amount of the order changed. It is attached, and you can also find it on the order page.',
  'order_cancelled.subject': 'Order {{number}} cancelled',
  'order_cancelled.title': 'Order cancelled',
  'order_cancelled.reason_unpaid':
    'We have cancelled order {{number}} because we did not receive its payment within {{days|business day|business days}}.',
  'order_cancelled.reason_staff': 'We are sorry, but we have had to cancel order {{number}}.',
  'order_cancelled.reason_customer': 'As you asked, we have cancelled order {{number}}.',
  'order_cancelled.refund':
    'We have ordered a refund of {{amount}} to the account you paid from. It usually arrives within a few business days, at the latest within 14 days.',
  'order_cancelled.gift_cards_released': '{{amount}} has gone back onto the gift cards used for this order.',
  'order_cancelled.questions_staff': 'If you have any questions, simply reply to this e-mail — we will gladly explain.',
  'order_cancelled.questions':
    'If this is a mistake or you still want the products, simply place a new order or reply to this e-mail.',
  'late_payment_refunded.subject': 'Refund for order {{number}}',
  'late_payment_refunded.title': 'We are refunding your payment',
  'late_payment_refunded.body':
    'We have received a payment of {{amount}} for order {{number}}, but the order had already been cancelled (or paid). We have ordered the refund of the whole amount automatically; it usually arrives within a few business days, at the latest within 14 days.',
  'late_payment_refunded.reorder':
    'If you still want the products, please place a new order — we will gladly prepare it.',
  'withdrawal_received.subject': 'Withdrawal from the contract received — order {{number}}',
  'withdrawal_received.title': 'Withdrawal received',
  'withdrawal_received.confirmation':
    'We confirm that on {{when}} we received your statement of withdrawal from the contract for order {{number}}, submitted by {{name}}.',
  'withdrawal_received.reason': 'Reason given: {{reason}}',
  'withdrawal_received.send_back':
    'Please send the products back within 14 days to: {{address}} (with the order number in the parcel). We will refund the payment within 14 days of receiving this statement; we may hold the refund until the products reach us.',
  'order_shipped.subject': 'Order {{number}} is on its way',
  'order_shipped.title': 'Your parcel is on its way',
  'order_shipped.body': 'Good news: order {{number}} has left our workshop and is on its way to you ({{method}}).',
  'order_shipped.tracking_number': 'Tracking number: {{trackingNumber}}',
  'order_shipped.tracking_link': 'You can follow the parcel here: {{url}}',
  'order_delivered.subject': 'Order {{number}} delivered',
  'order_delivered.title': 'Your order has been delivered',
  'order_delivered.body':
    'Order {{number}} has been delivered. We hope the leather will serve you for years — thank you for choosing handmade work.',
  'order_delivered.withdrawal':
    'You may withdraw from the contract without giving a reason until {{until}}, using "Withdraw from contract" in the order details.',
  'withdrawal_completed.subject': 'Withdrawal completed — order {{number}}',
  'withdrawal_completed.title': 'Withdrawal completed',
  'withdrawal_completed.body':
    'The products of order {{number}} have come back to us and your withdrawal from the contract is complete.',
  'withdrawal_completed.refund':
    'We have ordered a refund of {{amount}} to the account you paid from. It usually arrives within a few business days.',
  'order_refunded.subject': 'Refund for order {{number}}',
  'order_refunded.title': 'We are refunding you',
  'order_refunded.body':
    'We have ordered a refund of {{amount}} for order {{number}} to the account you paid from. It usually arrives within a few business days.',
  'order_refunded.questions': 'If you have any questions, simply reply to this e-mail.',
  'return_registered.subject': 'Return {{number}} registered — order {{order}}',
  'return_registered.title': 'Return registered',
  'return_registered.withdrawal':
    'We confirm that on {{when}} we received your statement of withdrawal from the contract for order {{order}} (for the products below).',
  'return_registered.body': 'We have registered return {{number}} from order {{order}}.',
  'return_registered.lines': 'You are returning: {{lines}}.',
  'return_registered.inpost_code': 'Your InPost return code: {{code}}',
  'return_registered.inpost_how':
    'Pack the products, go to any InPost Paczkomat, choose “Send a parcel” → “Return” and enter this code. Nothing to print, and sending is free.',
  'return_registered.address_for_reference': 'The parcel comes to us at: {{address}}.',
  'return_registered.own':
    'Send the parcel with a carrier of your choice to: {{address}}. Put a note with the return number {{number}} inside.',
  'return_registered.unused':
    'We accept unused items with their tags, in the condition you received them (when withdrawing from the contract you are only liable for any loss of value caused by handling beyond what is needed to check the item).',
  'return_registered.next_refund':
    'What happens next: when the parcel reaches us, we check the items and refund the money to the account you paid from — within {{days}} days.',
  'return_registered.next_gift_card':
    'What happens next: a return announced more than 30 days after delivery is settled with a gift card. When the parcel reaches us and we have checked the items, we send you a card for their value, valid for {{months}} months.',
  'return_received.subject': 'Return {{number}} has reached us',
  'return_received.title': 'Your return parcel has arrived',
  'return_received.body': 'The parcel of return {{number}} (order {{order}}) has reached our workshop.',
  'return_received.next': 'We will check the items and settle the return within {{days}} days at the latest.',
  'return_settled.subject': 'Return {{number}} settled',
  'return_settled.title': 'Return settled',
  'return_settled.refund':
    'We have settled return {{number}}: {{amount}} is on its way to the account you paid from. It arrives within {{days}} days at the latest, usually in a few business days.',
  'return_settled.gift_card':
    'We have settled return {{number}} with a gift card for {{amount}} (code ending in {{last4}}, valid until {{until}}). The card’s code is in a separate e-mail.',
  'return_settled.nothing': 'We have checked the items of return {{number}} but could not accept them.',
  'return_settled.rejected_line': 'Not accepted: {{name}} × {{quantity}} — {{reason}}',
  'return_settled.rejected_next':
    'We will send the items we could not accept back to you at our cost. If you have questions, reply to this e-mail.',
  'gift_card.subject': 'Your Atelier gift card for {{amount}}',
  'gift_card.title': 'Gift card for {{amount}}',
  'gift_card.intro_sold':
    'Thank you for buying an Atelier gift card. Use it in our shop yourself or give the code to someone dear to you.',
  'gift_card.intro_return': 'We have settled your return with a gift card, as the terms say for returns after 30 days.',
  'gift_card.intro_staff': 'We have an Atelier gift card for you.',
  'gift_card.code': 'Card code: {{code}}',
  'gift_card.amount': 'Value: {{amount}}',
  'gift_card.valid_until': 'Valid until: {{date}}',
  'gift_card.how_to_use':
    'Enter the code in the cart, in the "Gift card" field. You can combine it with a promo code and other cards; whatever you do not use stays on the card until it expires. Check the balance on the "Gift cards" page of the shop.',
  'gift_card.keep_secret':
    'The code works like cash: do not show it to anyone you do not want to give it to. We do not keep it — if it gets lost, write to us from the address this e-mail came to.',
};

const dictionaries: Record<Locale, Record<EmailTextKey, string>> = { pl, en };

/** One sentence of an e-mail in its language, with `{{name}}` placeholders filled in (and words agreeing with numbers). */
export function emailText(locale: Locale, key: EmailTextKey, params: Record<string, string | number> = {}): string {
  return interpolate(dictionaries[locale][key], params, locale);
}
