import type { Bilingual } from './types';

/**
 * Information and legal pages (docs/product-rules.md#addresses-and-languages, #legal, #content). Every figure is a `{{placeholder}}` filled from the shop
 * facts when the page is served (modules/pages/shop-facts.ts), so the pages, the cart and the checkout can
 * never disagree. Bodies are simple HTML (h2, h3, p, ul, ol, li, strong, em, a, table).
 */

export type InfoPageContent = {
  slug: string;
  title: Bilingual;
  /** Meta description, plain text ≤ 160 characters (no placeholders). */
  description: Bilingual;
  body: Bilingual;
};

export type FaqSeed = { key: string; question: Bilingual; answer: Bilingual };

const html = (...blocks: string[]): string => blocks.join('\n');

export const infoPages: InfoPageContent[] = [
  {
    slug: 'payment-methods',
    title: { pl: 'Metody płatności', en: 'Payment methods' },
    description: {
      pl: 'Jak zapłacić za zakupy w Atelier: Przelewy24 — szybki przelew, BLIK, karta, portfele cyfrowe i raty.',
      en: 'How to pay at Atelier: Przelewy24 — instant bank transfer, BLIK, card, digital wallets and instalments.',
    },
    body: {
      pl: html(
        '<p>Płatności w Atelier obsługuje <strong>{{payment_provider}}</strong> — jeden z największych polskich operatorów płatności internetowych. Po złożeniu zamówienia przekierujemy Cię na bezpieczną stronę operatora, gdzie wybierzesz wygodny sposób zapłaty. Nie widzimy ani nie przechowujemy danych Twojej karty ani logowania do banku.</p>',
        '<h2>Dostępne sposoby zapłaty</h2>',
        '<ul><li><strong>Szybki przelew</strong> (pay-by-link) — logujesz się do swojego banku i zatwierdzasz gotowy przelew.</li><li><strong>BLIK</strong> — wpisujesz sześciocyfrowy kod z aplikacji bankowej.</li><li><strong>Karta płatnicza</strong> — Visa, Mastercard i Maestro.</li><li><strong>Portfele cyfrowe</strong> — Google Pay i Apple Pay.</li><li><strong>Raty i płatności odroczone</strong> — dostępne u operatora dla zamówień spełniających warunki jego partnerów.</li><li><strong>Tradycyjny przelew bankowy</strong> — na dane podane przez operatora.</li></ul>',
        '<h2>Termin płatności</h2>',
        '<p>Zamówienie opłacone przelewem tradycyjnym czeka na wpłatę <strong>{{bank_transfer_due_days}} dni robocze</strong>. Jeśli płatność do nas nie dotrze, zamówienie anulujemy automatycznie, a zarezerwowane produkty wrócą do sprzedaży — o anulowaniu poinformujemy Cię e-mailem.</p>',
        '<h2>Bezpieczeństwo i faktury</h2>',
        '<p>Połączenie z operatorem jest szyfrowane, a każda płatność jest potwierdzana przez bank. Ceny w sklepie są cenami brutto w złotych (zawierają VAT). Do opłaconego zamówienia na firmę (z numerem NIP) wystawiamy fakturę VAT od razu i dołączamy ją do e-maila z potwierdzeniem płatności. Jeśli kupujesz prywatnie, zaznacz „Chcę fakturę imienną” w zamówieniu albo poproś o fakturę przyciskiem na stronie zamówienia — do 3 miesięcy od końca miesiąca, w którym zapłaciłeś. Fakturę zawsze pobierzesz ze strony zamówienia. Sprzedawca: {{seller_identity}}.</p>',
        '<p>Jeśli płatność się nie powiedzie, możesz ponowić ją z poziomu szczegółów zamówienia. W razie pytań napisz do nas: <a href="mailto:{{shop_email}}">{{shop_email}}</a>.</p>',
      ),
      en: html(
        '<p>Payments at Atelier are handled by <strong>{{payment_provider}}</strong>, one of the largest Polish online payment operators. After you place an order we send you to the operator’s secure page, where you choose how to pay. We never see or store your card details or your bank login.</p>',
        '<h2>Ways to pay</h2>',
        '<ul><li><strong>Instant bank transfer</strong> (pay-by-link) — log in to your bank and approve a ready-made transfer.</li><li><strong>BLIK</strong> — enter the six-digit code from your banking app.</li><li><strong>Payment card</strong> — Visa, Mastercard and Maestro.</li><li><strong>Digital wallets</strong> — Google Pay and Apple Pay.</li><li><strong>Instalments and pay-later</strong> — offered by the operator for orders that meet its partners’ conditions.</li><li><strong>Traditional bank transfer</strong> — to the details the operator gives you.</li></ul>',
        '<h2>Payment deadline</h2>',
        '<p>An order paid by traditional bank transfer waits <strong>{{bank_transfer_due_days}} business days</strong> for the payment. If the money does not reach us, the order is cancelled automatically and the reserved items go back on sale — we will let you know by e-mail.</p>',
        '<h2>Security and invoices</h2>',
        '<p>The connection to the operator is encrypted and every payment is confirmed by the bank. Prices in the shop are gross prices in Polish zloty (VAT included). A paid order to a company (with a NIP) gets its VAT invoice at once, attached to the payment confirmation e-mail. If you buy as a private person, tick “I want an invoice in my name” at checkout or ask for one with the button on the order page — within 3 months from the end of the month in which you paid. You can always download the invoice from the order page. Seller: {{seller_identity}}.</p>',
        '<p>If a payment fails, you can retry it from the order details. Questions? Write to us at <a href="mailto:{{shop_email}}">{{shop_email}}</a>.</p>',
      ),
    },
  },
  {
    slug: 'delivery-costs',
    title: { pl: 'Koszty i czas dostawy', en: 'Delivery costs and times' },
    description: {
      pl: 'Dostawa na terenie Polski: Paczkomat InPost lub kurier ekspres. Darmowa dostawa od 200 zł. Sprawdź ceny i terminy.',
      en: 'Delivery within Poland by InPost parcel locker or express courier. Free delivery over PLN 200. See prices and times.',
    },
    body: {
      pl: html(
        '<p>Wysyłamy zamówienia wyłącznie na terenie Polski. Koszt dostawy doliczamy do zamówienia i widzisz go w koszyku, zanim cokolwiek zapłacisz.</p>',
        '<h2>Cennik</h2>',
        '{{delivery_table}}',
        '<p><strong>Darmowa dostawa</strong> przysługuje, gdy wartość produktów po rabacie wynosi co najmniej <strong>{{free_shipping_threshold}}</strong> — niezależnie od wybranego sposobu dostawy.</p>',
        '<h2>Kiedy wyślemy paczkę</h2>',
        '<ul><li>Produkty dostępne od ręki pakujemy zwykle w ciągu 1 dnia roboczego od zaksięgowania płatności.</li><li>Produkty szyte na zamówienie („na zamówienie, {{made_to_order_days}} dni”) przygotowujemy w pracowni — realizacja całego zamówienia trwa wtedy do <strong>{{fulfilment_days}} dni roboczych</strong>.</li><li>Jeśli w jednym zamówieniu są produkty z magazynu i szyte na zamówienie, wysyłamy je razem, gdy wszystko będzie gotowe.</li></ul>',
        '<p>Czas dostawy w tabeli liczy się od dnia nadania paczki. Numer przesyłki wyślemy Ci e-mailem, gdy paczka wyjedzie z pracowni.</p>',
        '<h2>Paczkomat InPost</h2>',
        '<p>Paczkomat wybierasz w trakcie zamówienia — na mapie albo wyszukując punkt po mieście lub kodzie pocztowym. Po dostarczeniu przesyłki dostaniesz SMS i e-mail z kodem odbioru; na odbiór masz 48 godzin.</p>',
      ),
      en: html(
        '<p>We deliver within Poland only. The delivery cost is added to your order and shown in the cart before you pay anything.</p>',
        '<h2>Prices</h2>',
        '{{delivery_table}}',
        '<p><strong>Delivery is free</strong> when the goods are worth at least <strong>{{free_shipping_threshold}}</strong> after any discount — whichever delivery method you choose.</p>',
        '<h2>When we ship</h2>',
        '<ul><li>Items in stock are usually packed within 1 business day of the payment being booked.</li><li>Made-to-order items (“to order, {{made_to_order_days}} days”) are made in our workshop — the whole order then takes up to <strong>{{fulfilment_days}} business days</strong>.</li><li>If one order contains both stock and made-to-order items, we ship them together once everything is ready.</li></ul>',
        '<p>The delivery times in the table count from the day the parcel is dispatched. We e-mail you the tracking number as soon as the parcel leaves the workshop.</p>',
        '<h2>InPost parcel lockers</h2>',
        '<p>You choose the parcel locker at checkout — on the map or by searching for a city or postal code. When the parcel arrives you get a text message and an e-mail with the pick-up code; you have 48 hours to collect it.</p>',
      ),
    },
  },
  {
    slug: 'returns',
    title: { pl: 'Zwroty i odstąpienie od umowy', en: 'Returns and withdrawal' },
    description: {
      pl: '14 dni na odstąpienie od umowy i 90 dni na bezpłatny zwrot nieużywanych produktów. Zobacz, jak oddać zakupy w Atelier.',
      en: '14 days to withdraw from the contract and 90 days to return unused items free of charge. See how to return a purchase.',
    },
    body: {
      pl: html(
        '<p>Chcemy, żeby torba czy portfel z Atelier służyły Ci latami. Jeśli jednak coś nie pasuje, masz dwie drogi: ustawowe prawo odstąpienia od umowy i nasz dobrowolny, dłuższy zwrot.</p>',
        '<h2>Odstąpienie od umowy — {{withdrawal_days}} dni</h2>',
        '<p>Jako konsument możesz odstąpić od umowy zawartej przez internet bez podawania przyczyny w ciągu <strong>{{withdrawal_days}} dni</strong> od dnia, w którym otrzymałeś(-aś) paczkę. Wystarczy, że przed upływem terminu wyślesz nam oświadczenie:</p>',
        '<ul><li>najprościej — przyciskiem <strong>„Odstąp od umowy”</strong> w szczegółach zamówienia na Twoim koncie (goście znajdą link w e-mailu z potwierdzeniem zamówienia),</li><li>albo e-mailem na <a href="mailto:{{shop_email}}">{{shop_email}}</a>, albo listownie na adres: {{office_address}}.</li></ul>',
        '<p>Otrzymanie oświadczenia potwierdzimy e-mailem z datą i godziną. Produkt odeślij w ciągu {{withdrawal_days}} dni od złożenia oświadczenia. Zwracamy cenę produktów i koszt najtańszej oferowanej dostawy w ciągu <strong>{{refund_days}} dni</strong> od otrzymania oświadczenia — tą samą metodą, którą zapłaciłeś(-aś). Możemy wstrzymać zwrot pieniędzy do chwili otrzymania produktu.</p>',
        '<h2>Bezpłatny zwrot do {{free_return_days}} dni</h2>',
        '<p>Poza ustawowym terminem dajemy Ci <strong>{{free_return_days}} dni</strong> od otrzymania paczki na zwrot <strong>nieużywanych</strong> produktów z metkami, w stanie, w jakim je dostałeś(-aś). Zwrot zgłosisz w szczegółach zamówienia, w sekcji „Zwroty” — wybierasz produkty i liczbę sztuk, a do bezpłatnej wysyłki dostajesz kod zwrotu InPost.</p>',
        '<ul><li>Zwrot zgłoszony do {{gift_card_after_days}}. dnia od otrzymania paczki rozliczamy pieniędzmi, w ciągu {{refund_days}} dni od otrzymania produktu.</li><li>Zwrot zgłoszony po {{gift_card_after_days}} dniach (do {{free_return_days}}. dnia) rozliczamy <strong>kartą podarunkową</strong> na pełną kwotę produktów, ważną <strong>{{gift_card_valid_months}} miesięcy</strong>.</li></ul>',
        '<p>Dobrowolny zwrot nie ogranicza Twoich ustawowych praw — w pierwszych {{withdrawal_days}} dniach zawsze obowiązują zasady odstąpienia od umowy.</p>',
        '<h2>Czego nie można zwrócić</h2>',
        '<p>Prawo odstąpienia nie przysługuje dla produktów wykonanych według Twojej specyfikacji lub spersonalizowanych — na przykład z wytłoczonymi inicjałami lub w kolorze skóry wybranym specjalnie dla Ciebie.</p>',
        '<h2>Jak odesłać paczkę</h2>',
        '<ol><li>Zgłoś zwrot w szczegółach zamówienia (sekcja „Zwroty”): dostaniesz numer zwrotu e-mailem, a jeśli wybierzesz wysyłkę InPost — kod zwrotu.</li><li>Zapakuj produkt starannie, najlepiej w oryginalne pudełko i worek przeciwkurzowy, i dołącz numer zwrotu.</li><li>Nadaj paczkę w dowolnym Paczkomacie InPost, wpisując kod zwrotu (bez drukowania etykiety), albo wyślij ją na adres: Atelier, {{office_address}}.</li><li>Gdy paczka dotrze, sprawdzimy produkty i rozliczymy zwrot — e-mailem dowiesz się o każdym kroku.</li></ol>',
      ),
      en: html(
        '<p>We want an Atelier bag or wallet to serve you for years. If something isn’t right, though, you have two options: the statutory right of withdrawal and our voluntary, longer return.</p>',
        '<h2>Withdrawal from the contract — {{withdrawal_days}} days</h2>',
        '<p>As a consumer you may withdraw from a contract made online, without giving a reason, within <strong>{{withdrawal_days}} days</strong> of the day you received the parcel. Just send us a statement before the deadline:</p>',
        '<ul><li>the easiest way is the <strong>“Withdraw from contract”</strong> button in the order details in your account (guests find the link in their order confirmation e-mail),</li><li>or by e-mail to <a href="mailto:{{shop_email}}">{{shop_email}}</a>, or by post to {{office_address}}.</li></ul>',
        '<p>We confirm receipt of your statement by e-mail with the date and time. Send the item back within {{withdrawal_days}} days of your statement. We refund the price of the items and the cost of the cheapest delivery we offer within <strong>{{refund_days}} days</strong> of receiving the statement, using the method you paid with. We may hold the refund until the item reaches us.</p>',
        '<h2>Free return within {{free_return_days}} days</h2>',
        '<p>Beyond the statutory period we give you <strong>{{free_return_days}} days</strong> from delivery to return <strong>unused</strong> items with their tags, in the condition you received them. Register the return in your order details, under “Returns” — choose the items and how many, and get an InPost return code for free shipping.</p>',
        '<ul><li>A return announced within {{gift_card_after_days}} days of delivery is refunded in money, within {{refund_days}} days of the item reaching us.</li><li>A return announced after {{gift_card_after_days}} days (up to day {{free_return_days}}) is refunded as a <strong>gift card</strong> for the full value of the items, valid for <strong>{{gift_card_valid_months}} months</strong>.</li></ul>',
        '<p>The voluntary return does not limit your statutory rights — during the first {{withdrawal_days}} days the withdrawal rules always apply.</p>',
        '<h2>What cannot be returned</h2>',
        '<p>The right of withdrawal does not cover items made to your specification or personalised — for example embossed with your initials or made in a leather colour chosen just for you.</p>',
        '<h2>How to send it back</h2>',
        '<ol><li>Register the return in your order details (“Returns”): you get a return number by e-mail and, if you choose InPost, a return code.</li><li>Pack the item carefully, ideally in its original box and dust bag, and include the return number.</li><li>Drop the parcel at any InPost Paczkomat by entering the return code (nothing to print), or send it to Atelier, {{office_address}}.</li><li>When the parcel arrives we check the items and settle the return — we e-mail you at every step.</li></ol>',
      ),
    },
  },
  {
    slug: 'complaints',
    title: { pl: 'Reklamacje', en: 'Complaints' },
    description: {
      pl: 'Jak złożyć reklamację w Atelier: odpowiadamy w 14 dni, naprawa, wymiana, obniżenie ceny lub zwrot pieniędzy.',
      en: 'How to make a complaint at Atelier: we answer within 14 days — repair, replacement, price reduction or refund.',
    },
    body: {
      pl: html(
        '<p>Każdy produkt sprawdzamy przed wysyłką, ale skóra i ręczna praca bywają nieprzewidywalne. Jeśli coś jest nie tak, odpowiadamy za zgodność towaru z umową zgodnie z ustawą o prawach konsumenta — przez 2 lata od wydania produktu.</p>',
        '<h2>Jak złożyć reklamację</h2>',
        '<ol><li>Napisz na <a href="mailto:{{shop_email}}">{{shop_email}}</a> albo wyślij list na adres: {{office_address}}.</li><li>Podaj numer zamówienia, opisz problem i kiedy go zauważyłeś(-aś), dołącz zdjęcia.</li><li>Napisz, czego oczekujesz: naprawy, wymiany, obniżenia ceny czy odstąpienia od umowy.</li></ol>',
        '<p>Na reklamację odpowiadamy w ciągu <strong>{{complaint_answer_days}} dni</strong> od jej otrzymania. Jeśli poprosimy o przesłanie produktu, koszt wysyłki pokrywamy my.</p>',
        '<h2>Twoje prawa</h2>',
        '<ul><li>W pierwszej kolejności możesz żądać <strong>naprawy lub wymiany</strong> produktu.</li><li>Gdy naprawa i wymiana są niemożliwe, nie udały się albo wada jest istotna, możesz żądać <strong>obniżenia ceny</strong> lub <strong>odstąpić od umowy</strong>.</li><li>Pieniądze zwracamy w ciągu {{refund_days}} dni od uznania reklamacji.</li></ul>',
        '<h2>Co nie jest wadą</h2>',
        '<p>Naturalne cechy skóry — różnice w odcieniu, widoczne pory, drobne blizny, ciemnienie i patyna — świadczą o jej autentyczności i nie są wadą. Nie są nią również ślady zwykłego użytkowania ani uszkodzenia wynikające z pielęgnacji niezgodnej z instrukcją.</p>',
        '<p>Niezależnie od reklamacji każdy produkt Atelier objęty jest naszą <a href="/pl/warranty">gwarancją na {{warranty_months}} miesiące</a>.</p>',
      ),
      en: html(
        '<p>We check every item before it ships, but leather and handwork can be unpredictable. If something is wrong, we are liable for the goods’ conformity with the contract under the Polish Consumer Rights Act — for 2 years from delivery.</p>',
        '<h2>How to make a complaint</h2>',
        '<ol><li>E-mail <a href="mailto:{{shop_email}}">{{shop_email}}</a> or write to {{office_address}}.</li><li>Give your order number, describe the problem and when you noticed it, and attach photos.</li><li>Tell us what you expect: repair, replacement, a price reduction or withdrawal from the contract.</li></ol>',
        '<p>We answer every complaint within <strong>{{complaint_answer_days}} days</strong> of receiving it. If we ask you to send the item in, we pay for the shipping.</p>',
        '<h2>Your rights</h2>',
        '<ul><li>First, you may ask for the item to be <strong>repaired or replaced</strong>.</li><li>If repair and replacement are impossible, have failed or the defect is serious, you may ask for a <strong>price reduction</strong> or <strong>withdraw from the contract</strong>.</li><li>We refund money within {{refund_days}} days of accepting the complaint.</li></ul>',
        '<h2>What is not a defect</h2>',
        '<p>Natural features of leather — differences in shade, visible pores, small scars, darkening and patina — show it is genuine and are not defects. Neither are signs of normal use or damage caused by care that ignores the instructions.</p>',
        '<p>Independently of complaints, every Atelier product is covered by our <a href="/en/warranty">{{warranty_months}}-month warranty</a>.</p>',
      ),
    },
  },
  {
    slug: 'warranty',
    title: { pl: 'Gwarancja', en: 'Warranty' },
    description: {
      pl: 'Gwarancja Atelier na 24 miesiące: szwy, okucia, zamki i klejenia. Zobacz, co obejmuje i jak z niej skorzystać.',
      en: 'Atelier’s 24-month warranty on stitching, hardware, zips and glued edges. See what it covers and how to use it.',
    },
    body: {
      pl: html(
        '<p>Szyjemy tak, żeby naprawy były rzadkością. Dlatego na każdy produkt Atelier dajemy <strong>gwarancję na {{warranty_months}} miesiące</strong> od dnia dostarczenia. Gwarancja jest dodatkiem do Twoich ustawowych praw i w żaden sposób ich nie ogranicza.</p>',
        '<h2>Co obejmuje gwarancja</h2>',
        '<ul><li>pękające lub pruje się szwy,</li><li>uszkodzone okucia, sprzączki, karabińczyki i magnesy,</li><li>zamki błyskawiczne, które przestały działać,</li><li>rozklejające się krawędzie i podszewki.</li></ul>',
        '<h2>Czego gwarancja nie obejmuje</h2>',
        '<ul><li>naturalnego zużycia: przetarć, zarysowań, patyny i zmiany koloru skóry,</li><li>uszkodzeń mechanicznych, zalania, przegrzania i zabrudzeń,</li><li>skutków pielęgnacji niezgodnej z instrukcją dołączoną do produktu,</li><li>przeróbek wykonanych poza naszą pracownią.</li></ul>',
        '<h2>Jak skorzystać z gwarancji</h2>',
        '<p>Napisz na <a href="mailto:{{shop_email}}">{{shop_email}}</a>, podaj numer zamówienia i dołącz zdjęcia. Odpowiemy w ciągu {{complaint_answer_days}} dni. Uznane usterki naprawiamy bezpłatnie w naszej pracowni we Wrocławiu, a gdy naprawa nie jest możliwa — wymieniamy produkt na nowy. Koszt przesyłek w obie strony pokrywamy my.</p>',
        '<p>Po okresie gwarancji też pomożemy: odświeżymy skórę, wymienimy okucie czy przeszyjemy pasek za niewielką opłatą.</p>',
      ),
      en: html(
        '<p>We stitch so that repairs are rare. That is why every Atelier product comes with a <strong>{{warranty_months}}-month warranty</strong> from the day of delivery. The warranty is on top of your statutory rights and does not limit them in any way.</p>',
        '<h2>What the warranty covers</h2>',
        '<ul><li>seams that split or come undone,</li><li>broken hardware, buckles, clasps and magnets,</li><li>zips that stop working,</li><li>edges and linings that come unglued.</li></ul>',
        '<h2>What it does not cover</h2>',
        '<ul><li>natural wear: scuffs, scratches, patina and changes of colour,</li><li>mechanical damage, soaking, overheating and stains,</li><li>the effects of care that ignores the instructions supplied with the item,</li><li>alterations made outside our workshop.</li></ul>',
        '<h2>How to use the warranty</h2>',
        '<p>E-mail <a href="mailto:{{shop_email}}">{{shop_email}}</a> with your order number and photos. We reply within {{complaint_answer_days}} days. Accepted faults are repaired free of charge in our Wrocław workshop, and if a repair is not possible we replace the item with a new one. We pay for shipping both ways.</p>',
        '<p>We are happy to help after the warranty, too: refreshing the leather, replacing hardware or restitching a strap for a small fee.</p>',
      ),
    },
  },
  {
    slug: 'store-regulations',
    title: { pl: 'Regulamin sklepu', en: 'Store regulations' },
    description: {
      pl: 'Regulamin sklepu internetowego Atelier obowiązujący od 25 października 2025 r.: zamówienia, płatności, dostawa, zwroty.',
      en: 'Atelier online shop regulations in force from 25 October 2025: orders, payment, delivery, returns and complaints.',
    },
    body: {
      pl: html(
        '<p><strong>Regulamin obowiązuje od {{regulations_date}}.</strong></p>',
        '<h2>§ 1. Postanowienia ogólne</h2>',
        '<ol><li>Sklep internetowy Atelier (dalej: Sklep) prowadzi sprzedaż galanterii skórzanej wyłącznie na terenie Polski.</li><li>Sprzedawcą jest {{seller_identity}}. Kontakt ze Sprzedawcą: biuro obsługi klienta, {{office_address}}, e-mail <a href="mailto:{{shop_email}}">{{shop_email}}</a>, telefon {{shop_phone}} ({{hours_weekdays}}, {{hours_weekend}}).</li><li>Ceny podane w Sklepie są cenami brutto w złotych polskich i zawierają podatek VAT. Nie obejmują kosztów dostawy, które są podawane przed złożeniem zamówienia.</li></ol>',
        '<h2>§ 2. Konto i klienci</h2>',
        '<ol><li>Założenie konta jest dobrowolne i bezpłatne. Zakupy można zrobić także bez konta.</li><li>Konto może założyć osoba, która ukończyła {{min_customer_age}} lat. Osoba niepełnoletnia (poniżej {{adult_age}} lat) potrzebuje zgody przedstawiciela ustawowego.</li><li>Klientem może być osoba fizyczna, osoba prawna lub jednostka organizacyjna. Przepisy o konsumentach stosuje się także do przedsiębiorców prowadzących jednoosobową działalność, gdy umowa nie ma dla nich charakteru zawodowego.</li></ol>',
        '<h2>§ 3. Zamówienia</h2>',
        '<ol><li>Zamówienie składa się, dodając produkty do koszyka, podając dane do dostawy, wybierając sposób dostawy i płatności, akceptując Regulamin i klikając przycisk „Zamawiam i płacę”.</li><li>Umowa zostaje zawarta z chwilą otrzymania e-maila potwierdzającego przyjęcie zamówienia.</li><li>Produkty oznaczone „na zamówienie” wykonujemy w pracowni w ciągu {{made_to_order_days}} dni; realizacja zamówienia z takimi produktami trwa do {{fulfilment_days}} dni roboczych.</li><li>Klient może anulować zamówienie, dopóki ma ono status „w przygotowaniu”.</li></ol>',
        '<h2>§ 4. Płatności</h2>',
        '<ol><li>Płatności obsługuje {{payment_provider}}. Dostępne metody opisuje strona „Metody płatności”.</li><li>Zamówienie opłacane przelewem tradycyjnym należy opłacić w ciągu {{bank_transfer_due_days}} dni roboczych; po tym terminie zamówienie jest anulowane.</li></ol>',
        '<h2>§ 5. Dostawa</h2>',
        '<ol><li>Dostawa odbywa się do Paczkomatu InPost ({{inpost_price}}, {{inpost_days}} dni robocze) lub kurierem ekspresowym ({{courier_price}}, {{courier_days}} dni robocze).</li><li>Dostawa jest bezpłatna, gdy wartość produktów po rabacie wynosi co najmniej {{free_shipping_threshold}}.</li></ol>',
        '<h2>§ 6. Odstąpienie od umowy i zwroty</h2>',
        '<ol><li>Konsument może odstąpić od umowy bez podania przyczyny w ciągu {{withdrawal_days}} dni od otrzymania produktu, w szczególności funkcją „Odstąp od umowy” w szczegółach zamówienia. Sprzedawca potwierdza otrzymanie oświadczenia e-mailem.</li><li>Sprzedawca zwraca płatność w ciągu {{refund_days}} dni od otrzymania oświadczenia o odstąpieniu.</li><li>Niezależnie od tego Klient może zwrócić nieużywane produkty w ciągu {{free_return_days}} dni od otrzymania. Zwrot zgłoszony po {{gift_card_after_days}} dniach jest rozliczany kartą podarunkową ważną {{gift_card_valid_months}} miesięcy.</li><li>Prawo odstąpienia nie przysługuje w przypadku produktów personalizowanych lub wykonanych według specyfikacji Klienta.</li></ol>',
        '<h2>§ 7. Reklamacje i gwarancja</h2>',
        '<ol><li>Sprzedawca odpowiada za zgodność produktu z umową. Reklamację można złożyć e-mailem lub listownie; Sprzedawca odpowiada w ciągu {{complaint_answer_days}} dni.</li><li>Na produkty udzielana jest gwarancja na {{warranty_months}} miesiące na zasadach opisanych na stronie „Gwarancja”.</li></ol>',
        '<h2>§ 8. Opinie o produktach</h2>',
        '<p>Opinie może dodawać wyłącznie zalogowany klient. Przed publikacją sprawdzamy je ręcznie; nie publikujemy opinii niezwiązanych z produktem, obraźliwych ani sponsorowanych.</p>',
        '<h2>§ 9. Dane osobowe</h2>',
        '<p>Zasady przetwarzania danych osobowych opisuje Polityka prywatności, a zasady używania plików cookies — Polityka cookies.</p>',
        '<h2>§ 10. Pozasądowe rozwiązywanie sporów</h2>',
        '<p>Konsument może skorzystać z pomocy miejskiego lub powiatowego rzecznika konsumentów oraz wojewódzkiego inspektoratu Inspekcji Handlowej.</p>',
        '<h2>§ 11. Zmiany Regulaminu</h2>',
        '<p>O zmianach Regulaminu informujemy z co najmniej 14-dniowym wyprzedzeniem. Do zamówień złożonych przed zmianą stosuje się Regulamin w brzmieniu z dnia złożenia zamówienia — jego wersję zapisujemy przy zamówieniu.</p>',
      ),
      en: html(
        '<p><strong>These regulations are in force from {{regulations_date}}.</strong> The Polish version is binding; this translation is provided for convenience.</p>',
        '<h2>§ 1. General provisions</h2>',
        '<ol><li>The Atelier online shop (the Shop) sells leather goods within Poland only.</li><li>The Seller is {{seller_identity}}. Contact with the Seller: customer service office, {{office_address}}, e-mail <a href="mailto:{{shop_email}}">{{shop_email}}</a>, phone {{shop_phone}} ({{hours_weekdays}}, {{hours_weekend}}).</li><li>Prices in the Shop are gross prices in Polish zloty including VAT. They do not include delivery costs, which are shown before the order is placed.</li></ol>',
        '<h2>§ 2. Accounts and customers</h2>',
        '<ol><li>Creating an account is voluntary and free. You can also shop without an account.</li><li>An account may be created by a person aged {{min_customer_age}} or over. A minor (under {{adult_age}}) needs the consent of a legal representative.</li><li>A customer may be a natural person, a legal person or an organisational unit. Consumer provisions also apply to sole traders when the contract is not of a professional nature for them.</li></ol>',
        '<h2>§ 3. Orders</h2>',
        '<ol><li>You place an order by adding items to the cart, entering delivery details, choosing delivery and payment, accepting these Regulations and clicking “Order with obligation to pay”.</li><li>The contract is concluded when you receive the e-mail confirming the order.</li><li>Items marked “to order” are made in our workshop within {{made_to_order_days}} days; an order containing them is fulfilled within {{fulfilment_days}} business days.</li><li>The customer may cancel an order while its status is “in preparation”.</li></ol>',
        '<h2>§ 4. Payment</h2>',
        '<ol><li>Payments are handled by {{payment_provider}}. The available methods are described on the “Payment methods” page.</li><li>An order paid by traditional bank transfer must be paid within {{bank_transfer_due_days}} business days; after that it is cancelled.</li></ol>',
        '<h2>§ 5. Delivery</h2>',
        '<ol><li>Delivery is made to an InPost parcel locker ({{inpost_price}}, {{inpost_days}} business days) or by express courier ({{courier_price}}, {{courier_days}} business days).</li><li>Delivery is free when the goods are worth at least {{free_shipping_threshold}} after any discount.</li></ol>',
        '<h2>§ 6. Withdrawal and returns</h2>',
        '<ol><li>A consumer may withdraw from the contract without giving a reason within {{withdrawal_days}} days of receiving the item, in particular with the “Withdraw from contract” function in the order details. The Seller confirms receipt of the statement by e-mail.</li><li>The Seller refunds the payment within {{refund_days}} days of receiving the statement of withdrawal.</li><li>In addition, the customer may return unused items within {{free_return_days}} days of delivery. A return announced after {{gift_card_after_days}} days is refunded as a gift card valid for {{gift_card_valid_months}} months.</li><li>The right of withdrawal does not apply to personalised items or items made to the customer’s specification.</li></ol>',
        '<h2>§ 7. Complaints and warranty</h2>',
        '<ol><li>The Seller is liable for the item’s conformity with the contract. Complaints may be made by e-mail or by post; the Seller answers within {{complaint_answer_days}} days.</li><li>Products carry a {{warranty_months}}-month warranty on the terms described on the “Warranty” page.</li></ol>',
        '<h2>§ 8. Product reviews</h2>',
        '<p>Only signed-in customers may add reviews. We check them by hand before publishing; we do not publish reviews unrelated to the product, offensive reviews or sponsored reviews.</p>',
        '<h2>§ 9. Personal data</h2>',
        '<p>How we process personal data is described in the Privacy policy, and how we use cookies in the Cookie policy.</p>',
        '<h2>§ 10. Out-of-court dispute resolution</h2>',
        '<p>Consumers may seek help from a municipal or district consumer ombudsman and from the regional Trade Inspection office.</p>',
        '<h2>§ 11. Changes to the Regulations</h2>',
        '<p>We announce changes to the Regulations at least 14 days in advance. Orders placed before a change are governed by the version in force on the day of the order — we record that version with every order.</p>',
      ),
    },
  },
  {
    slug: 'privacy-policy',
    title: { pl: 'Polityka prywatności', en: 'Privacy policy' },
    description: {
      pl: 'Jak Atelier przetwarza dane osobowe zgodnie z RODO: administrator, cele, podstawy prawne, okres przechowywania, Twoje prawa.',
      en: 'How Atelier processes personal data under the GDPR: controller, purposes, legal bases, retention periods and your rights.',
    },
    body: {
      pl: html(
        '<h2>Administrator danych</h2>',
        '<p>Administratorem Twoich danych osobowych jest {{seller_identity}}; biuro obsługi klienta: {{office_address}}. W sprawach danych osobowych napisz na <a href="mailto:{{shop_email}}">{{shop_email}}</a> z tematem „Dane osobowe”.</p>',
        '<h2>Cele i podstawy prawne</h2>',
        '<ul><li><strong>Realizacja zamówienia i umowy sprzedaży</strong> — imię, nazwisko, adres, e-mail, telefon (art. 6 ust. 1 lit. b RODO).</li><li><strong>Prowadzenie konta</strong> — na Twoje żądanie, do czasu jego usunięcia (art. 6 ust. 1 lit. b RODO).</li><li><strong>Rozliczenia i obowiązki podatkowe</strong> — dokumenty sprzedaży (art. 6 ust. 1 lit. c RODO).</li><li><strong>Reklamacje, zwroty i dochodzenie roszczeń</strong> — nasz prawnie uzasadniony interes (art. 6 ust. 1 lit. f RODO).</li><li><strong>Odpowiedź na wiadomość z formularza kontaktowego</strong> — prawnie uzasadniony interes (art. 6 ust. 1 lit. f RODO).</li><li><strong>Newsletter</strong> — wyłącznie za Twoją zgodą, potwierdzoną kliknięciem w link w e-mailu (art. 6 ust. 1 lit. a RODO). Propozycje dopasowane do Twoich zakupów kierujemy tylko do osób, które ukończyły {{adult_age}} lat.</li><li><strong>Analityka i marketing</strong> — tylko po wyrażeniu zgody w ustawieniach cookies (art. 6 ust. 1 lit. a RODO).</li></ul>',
        '<h2>Jak długo przechowujemy dane</h2>',
        '<p>Dane związane z zamówieniem przechowujemy nie dłużej niż <strong>{{retention_years}} lat</strong> od jego realizacji — tyle, ile wymagają przepisy podatkowe i przedawnienie roszczeń. Dane konta — do jego usunięcia. Dane do newslettera — do wypisania się. Wiadomości z formularza kontaktowego — do 12 miesięcy od zakończenia sprawy.</p>',
        '<h2>Komu przekazujemy dane</h2>',
        '<ul><li><strong>Przelewy24</strong> (PayPro S.A., Poznań) — obsługa płatności,</li><li><strong>InPost</strong> (InPost sp. z o.o., Kraków) i firma kurierska — dostawa paczek,</li><li>dostawca hostingu i poczty e-mail — na podstawie umów powierzenia,</li><li>biuro rachunkowe — rozliczenia podatkowe.</li></ul>',
        '<p>Nie przekazujemy danych poza Europejski Obszar Gospodarczy i nie sprzedajemy ich nikomu.</p>',
        '<h2>Twoje prawa</h2>',
        '<p>Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przeniesienia, sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie oraz cofnięcia zgody w dowolnym momencie (bez wpływu na wcześniejsze przetwarzanie). Możesz też złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa).</p>',
        '<p>Podanie danych jest dobrowolne, ale bez danych do dostawy nie możemy zrealizować zamówienia. Nie podejmujemy decyzji w sposób wyłącznie zautomatyzowany.</p>',
      ),
      en: html(
        '<h2>Data controller</h2>',
        '<p>The controller of your personal data is {{seller_identity}}; customer service office: {{office_address}}. For anything concerning personal data, e-mail <a href="mailto:{{shop_email}}">{{shop_email}}</a> with the subject “Personal data”.</p>',
        '<h2>Purposes and legal bases</h2>',
        '<ul><li><strong>Fulfilling your order and the sales contract</strong> — name, address, e-mail, phone (Art. 6(1)(b) GDPR).</li><li><strong>Running your account</strong> — at your request, until you delete it (Art. 6(1)(b) GDPR).</li><li><strong>Accounting and tax duties</strong> — sales documents (Art. 6(1)(c) GDPR).</li><li><strong>Complaints, returns and legal claims</strong> — our legitimate interest (Art. 6(1)(f) GDPR).</li><li><strong>Answering contact-form messages</strong> — legitimate interest (Art. 6(1)(f) GDPR).</li><li><strong>Newsletter</strong> — only with your consent, confirmed by clicking the link in our e-mail (Art. 6(1)(a) GDPR). Suggestions based on your purchases are sent only to people aged {{adult_age}} or over.</li><li><strong>Analytics and marketing</strong> — only once you allow them in the cookie settings (Art. 6(1)(a) GDPR).</li></ul>',
        '<h2>How long we keep data</h2>',
        '<p>Order data is kept for no longer than <strong>{{retention_years}} years</strong> after the order is fulfilled — as long as tax law and limitation periods require. Account data until you delete the account. Newsletter data until you unsubscribe. Contact-form messages for up to 12 months after the matter is closed.</p>',
        '<h2>Who receives data</h2>',
        '<ul><li><strong>Przelewy24</strong> (PayPro S.A., Poznań) — payment processing,</li><li><strong>InPost</strong> (InPost sp. z o.o., Kraków) and the courier company — parcel delivery,</li><li>our hosting and e-mail provider — under data processing agreements,</li><li>our accounting office — tax settlements.</li></ul>',
        '<p>We do not transfer data outside the European Economic Area and never sell it to anyone.</p>',
        '<h2>Your rights</h2>',
        '<p>You have the right to access your data, to have it corrected or erased, to restrict processing, to data portability, to object to processing based on legitimate interest and to withdraw consent at any time (without affecting earlier processing). You may also lodge a complaint with the President of the Personal Data Protection Office (ul. Stawki 2, 00-193 Warsaw).</p>',
        '<p>Providing data is voluntary, but we cannot fulfil an order without delivery details. We make no decisions by purely automated means.</p>',
      ),
    },
  },
  {
    slug: 'cookies',
    title: { pl: 'Polityka cookies', en: 'Cookie policy' },
    description: {
      pl: 'Jakich plików cookies używa Atelier: niezbędne, analityczne i marketingowe. Zmień swoje ustawienia w każdej chwili.',
      en: 'Which cookies Atelier uses — necessary, analytics and marketing — and how to change your choice at any time.',
    },
    body: {
      pl: html(
        '<p>Pliki cookies to małe pliki zapisywane przez przeglądarkę. Używamy ich tylko w zakresie, na który się zgodzisz — z wyjątkiem plików niezbędnych, bez których sklep nie działa. Dopóki nie wybierzesz ustawień, nie zapisujemy żadnych opcjonalnych plików cookies i nie ładujemy żadnych skryptów analitycznych ani marketingowych.</p>',
        '<h2>Niezbędne (zawsze włączone)</h2>',
        '<ul><li><strong>atelier_cart</strong> — identyfikuje Twój koszyk (do 30 dni),</li><li><strong>atelier_order_…</strong> — pozwala tej przeglądarce opłacić i sprawdzić zamówienie złożone bez konta (do 30 dni),</li><li><strong>atelier_csrf</strong> — chroni formularze przed podszyciem (sesja),</li><li><strong>cookie_consent</strong> — zapamiętuje Twój wybór ustawień cookies (12 miesięcy),</li><li>wybór języka i token logowania są przechowywane w pamięci przeglądarki (local storage).</li></ul>',
        '<h2>Analityczne (za zgodą)</h2>',
        '<p>Pomagają nam zrozumieć, które strony są odwiedzane i gdzie klienci napotykają trudności. Dane są zbiorcze i nie służą do rozpoznawania konkretnych osób.</p>',
        '<h2>Marketingowe (za zgodą)</h2>',
        '<p>Pozwalają pokazywać reklamy Atelier w innych serwisach i mierzyć ich skuteczność.</p>',
        '<h2>Jak zmienić ustawienia</h2>',
        '<p>Swój wybór możesz zmienić w każdej chwili przyciskiem „Ustawienia cookies” na tej stronie lub w stopce. Zapisujemy datę i zakres każdej zgody. Możesz też usunąć pliki cookies w ustawieniach przeglądarki. Więcej o przetwarzaniu danych przeczytasz w Polityce prywatności.</p>',
      ),
      en: html(
        '<p>Cookies are small files stored by your browser. We use them only as far as you agree — apart from the necessary ones, without which the shop does not work. Until you make a choice we store no optional cookies and load no analytics or marketing scripts.</p>',
        '<h2>Necessary (always on)</h2>',
        '<ul><li><strong>atelier_cart</strong> — identifies your cart (up to 30 days),</li><li><strong>atelier_order_…</strong> — lets this browser pay for and check an order placed without an account (up to 30 days),</li><li><strong>atelier_csrf</strong> — protects forms against forgery (session),</li><li><strong>cookie_consent</strong> — remembers your cookie choice (12 months),</li><li>your language and sign-in token are kept in the browser’s local storage.</li></ul>',
        '<h2>Analytics (with consent)</h2>',
        '<p>They help us understand which pages are visited and where customers run into trouble. The data is aggregated and never used to identify anyone.</p>',
        '<h2>Marketing (with consent)</h2>',
        '<p>They let us show Atelier adverts on other websites and measure how well they work.</p>',
        '<h2>Changing your choice</h2>',
        '<p>You can change your choice at any time with the “Cookie settings” button on this page or in the footer. We record the date and scope of every consent. You can also delete cookies in your browser settings. Read more about data processing in our Privacy policy.</p>',
      ),
    },
  },
  {
    slug: 'faq',
    title: { pl: 'Najczęściej zadawane pytania', en: 'Frequently asked questions' },
    description: {
      pl: 'Odpowiedzi na pytania o dostawę, płatności, zwroty, reklamacje, pielęgnację skóry i produkty szyte na zamówienie.',
      en: 'Answers about delivery, payment, returns, complaints, leather care and made-to-order items.',
    },
    body: {
      pl: '<p>Nie znalazłeś(-aś) odpowiedzi? Napisz na <a href="mailto:{{shop_email}}">{{shop_email}}</a> lub zadzwoń: {{shop_phone}} ({{hours_weekdays}}, {{hours_weekend}}).</p>',
      en: '<p>Didn’t find your answer? E-mail <a href="mailto:{{shop_email}}">{{shop_email}}</a> or call {{shop_phone}} ({{hours_weekdays}}, {{hours_weekend}}).</p>',
    },
  },
  {
    slug: 'about',
    title: { pl: 'O nas', en: 'About us' },
    description: {
      pl: 'Atelier to mała pracownia galanterii skórzanej we Wrocławiu. Poznaj naszą historię, ludzi i sposób pracy.',
      en: 'Atelier is a small leather workshop in Wrocław. Meet our story, our people and the way we work.',
    },
    body: {
      pl: html(
        '<p>Atelier zaczęło się w 2014 roku od jednego stołu, kilku noży i kawałka skóry kupionego na targu staroci. Marta Nowicka, z wykształcenia konserwatorka zabytków, chciała uszyć torbę, która przetrwa dłużej niż sezon. Dziś w naszej pracowni przy ul. Ruskiej we Wrocławiu pracuje sześć osób, ale zasada jest ta sama: każdą rzecz ktoś z nas tnie, szyje i wykańcza od początku do końca.</p>',
        '<h2>Jak pracujemy</h2>',
        '<ul><li><strong>Skóra</strong> — kupujemy ją w europejskich garbarniach, głównie skórę garbowaną roślinnie z Toskanii i licową bydlęcą z Polski.</li><li><strong>Szycie</strong> — najważniejsze szwy wykonujemy ręcznie ściegiem siodlarskim, woskowaną nicią lnianą. Taki szew nie pruje się, nawet gdy jedna nić pęknie.</li><li><strong>Okucia</strong> — mosiężne i stalowe, bez powłok, które się łuszczą.</li><li><strong>Krawędzie</strong> — szlifowane, barwione i polerowane ręcznie, kilka razy.</li></ul>',
        '<h2>Małe serie i zamówienia</h2>',
        '<p>Szyjemy w krótkich seriach, a część modeli wykonujemy dopiero po zamówieniu — wtedy przygotowanie trwa {{made_to_order_days}} dni. Dzięki temu nie produkujemy na zapas i możemy dopracować każdy egzemplarz.</p>',
        '<h2>Na lata</h2>',
        '<p>Na każdy produkt dajemy {{warranty_months}} miesiące gwarancji, a po jej zakończeniu chętnie naprawimy to, co się zużyło. Wierzymy, że najlepsza torba to ta, którą nosi się dziesięć lat.</p>',
        '<p>Zapraszamy do biura obsługi klienta przy {{office_address}} — {{hours_weekdays}}, {{hours_weekend}}.</p>',
      ),
      en: html(
        '<p>Atelier began in 2014 with one table, a few knives and a piece of leather bought at a flea market. Marta Nowicka, a heritage conservator by training, wanted to make a bag that would last longer than a season. Today six people work in our workshop on Ruska Street in Wrocław, but the rule is the same: every piece is cut, stitched and finished by one of us from start to end.</p>',
        '<h2>How we work</h2>',
        '<ul><li><strong>Leather</strong> — we buy it from European tanneries, mostly vegetable-tanned leather from Tuscany and full-grain cowhide from Poland.</li><li><strong>Stitching</strong> — the most important seams are saddle-stitched by hand with waxed linen thread. Such a seam does not unravel even if one thread breaks.</li><li><strong>Hardware</strong> — solid brass and steel, with no coatings to flake off.</li><li><strong>Edges</strong> — sanded, dyed and burnished by hand, several times over.</li></ul>',
        '<h2>Small batches and made to order</h2>',
        '<p>We work in short runs, and some models are made only once ordered — they then take {{made_to_order_days}} days. That way we never overproduce and can perfect every piece.</p>',
        '<h2>Made to last</h2>',
        '<p>Every item comes with a {{warranty_months}}-month warranty, and after that we are happy to repair whatever has worn. We believe the best bag is the one you carry for ten years.</p>',
        '<p>Visit our customer service office at {{office_address}} — {{hours_weekdays}}, {{hours_weekend}}.</p>',
      ),
    },
  },
];

export const faqEntries: FaqSeed[] = [
  {
    key: 'delivery-cost',
    question: { pl: 'Ile kosztuje dostawa?', en: 'How much does delivery cost?' },
    answer: {
      pl: '<p>Paczkomat InPost kosztuje {{inpost_price}}, kurier ekspres {{courier_price}}. Przy zamówieniu od {{free_shipping_threshold}} (po rabacie) dostawa jest bezpłatna.</p>',
      en: '<p>An InPost parcel locker costs {{inpost_price}} and the express courier {{courier_price}}. Orders of {{free_shipping_threshold}} or more (after discount) ship free.</p>',
    },
  },
  {
    key: 'delivery-time',
    question: { pl: 'Jak długo czeka się na paczkę?', en: 'How long will my parcel take?' },
    answer: {
      pl: '<p>Produkty z magazynu wysyłamy zwykle w 1 dzień roboczy. Dostawa do Paczkomatu trwa {{inpost_days}} dni robocze, kurierem {{courier_days}}. Zamówienia z produktami szytymi na zamówienie realizujemy do {{fulfilment_days}} dni roboczych.</p>',
      en: '<p>Stock items usually ship within 1 business day. Delivery to a parcel locker takes {{inpost_days}} business days, by courier {{courier_days}}. Orders with made-to-order items are fulfilled within {{fulfilment_days}} business days.</p>',
    },
  },
  {
    key: 'abroad',
    question: { pl: 'Czy wysyłacie za granicę?', en: 'Do you ship abroad?' },
    answer: {
      pl: '<p>Nie — obecnie dostarczamy zamówienia wyłącznie na terenie Polski.</p>',
      en: '<p>No — for now we deliver only within Poland.</p>',
    },
  },
  {
    key: 'made-to-order',
    question: {
      pl: 'Co oznacza „na zamówienie ({{made_to_order_days}} dni)”?',
      en: 'What does “to order ({{made_to_order_days}} days)” mean?',
    },
    answer: {
      pl: '<p>Tego modelu nie ma akurat na półce, więc uszyjemy go dla Ciebie w pracowni w {{made_to_order_days}} dni. Całe zamówienie zrealizujemy wtedy do {{fulfilment_days}} dni roboczych.</p>',
      en: '<p>The model is not on the shelf right now, so we will make it for you in our workshop in {{made_to_order_days}} days. The whole order is then fulfilled within {{fulfilment_days}} business days.</p>',
    },
  },
  {
    key: 'payment-methods',
    question: { pl: 'Jak mogę zapłacić?', en: 'How can I pay?' },
    answer: {
      pl: '<p>Przez {{payment_provider}}: szybkim przelewem, BLIK-iem, kartą, Google Pay lub Apple Pay, a także w ratach. Przelew tradycyjny trzeba opłacić w ciągu {{bank_transfer_due_days}} dni roboczych.</p>',
      en: '<p>Through {{payment_provider}}: instant bank transfer, BLIK, card, Google Pay or Apple Pay, or in instalments. A traditional bank transfer must be paid within {{bank_transfer_due_days}} business days.</p>',
    },
  },
  {
    key: 'withdrawal',
    question: { pl: 'Jak odstąpić od umowy?', en: 'How do I withdraw from the contract?' },
    answer: {
      pl: '<p>Masz {{withdrawal_days}} dni od otrzymania paczki. Kliknij „Odstąp od umowy” w szczegółach zamówienia albo napisz na {{shop_email}}. Pieniądze zwrócimy w ciągu {{refund_days}} dni.</p>',
      en: '<p>You have {{withdrawal_days}} days from delivery. Click “Withdraw from contract” in the order details or e-mail {{shop_email}}. We refund you within {{refund_days}} days.</p>',
    },
  },
  {
    key: 'free-return',
    question: {
      pl: 'Czy mogę oddać produkt po {{gift_card_after_days}} dniach?',
      en: 'Can I return an item after {{gift_card_after_days}} days?',
    },
    answer: {
      pl: '<p>Tak. Nieużywane produkty z metkami przyjmujemy do {{free_return_days}} dni od dostawy. Zwrot zgłoszony po {{gift_card_after_days}} dniach rozliczamy kartą podarunkową ważną {{gift_card_valid_months}} miesięcy.</p>',
      en: '<p>Yes. We accept unused items with their tags for up to {{free_return_days}} days from delivery. A return announced after {{gift_card_after_days}} days is refunded as a gift card valid for {{gift_card_valid_months}} months.</p>',
    },
  },
  {
    key: 'return-cost',
    question: { pl: 'Kto płaci za odesłanie zwrotu?', en: 'Who pays for sending a return?' },
    answer: {
      pl: '<p>My — w formularzu zwrotu w szczegółach zamówienia dostaniesz bezpłatny kod zwrotu InPost do wpisania w Paczkomacie. Możesz też odesłać paczkę samodzielnie na adres: Atelier, {{office_address}}.</p>',
      en: '<p>We do — the return form in your order details gives you a free InPost return code to enter at a Paczkomat. You may also send the parcel yourself to Atelier, {{office_address}}.</p>',
    },
  },
  {
    key: 'complaint',
    question: { pl: 'Jak złożyć reklamację?', en: 'How do I make a complaint?' },
    answer: {
      pl: '<p>Napisz na {{shop_email}}, podaj numer zamówienia i dołącz zdjęcia. Odpowiemy w ciągu {{complaint_answer_days}} dni.</p>',
      en: '<p>E-mail {{shop_email}} with your order number and photos. We answer within {{complaint_answer_days}} days.</p>',
    },
  },
  {
    key: 'warranty',
    question: { pl: 'Jaką gwarancję mają produkty?', en: 'What warranty do the products have?' },
    answer: {
      pl: '<p>{{warranty_months}} miesiące na szwy, okucia, zamki i klejenia. Usterki naprawiamy bezpłatnie w naszej pracowni.</p>',
      en: '<p>{{warranty_months}} months on stitching, hardware, zips and glued edges. We repair faults free of charge in our workshop.</p>',
    },
  },
  {
    key: 'leather-care',
    question: { pl: 'Jak dbać o skórzaną torebkę?', en: 'How should I care for a leather bag?' },
    answer: {
      pl: '<p>Przecieraj ją suchą, miękką ściereczką, a co 6–12 miesięcy natłuść cienką warstwą balsamu z woskiem pszczelim. Zmoczoną skórę susz z dala od kaloryfera. Więcej porad znajdziesz na naszym blogu.</p>',
      en: '<p>Wipe it with a soft, dry cloth and every 6–12 months apply a thin layer of beeswax balm. Let wet leather dry away from radiators. You will find more tips on our blog.</p>',
    },
  },
  {
    key: 'colour-differences',
    question: {
      pl: 'Dlaczego mój produkt różni się odcieniem od zdjęcia?',
      en: 'Why does my item’s shade differ from the photo?',
    },
    answer: {
      pl: '<p>Skóra naturalna to materiał żywy — każda skóra ma nieco inny odcień i fakturę, a z czasem ciemnieje i nabiera patyny. To cecha, nie wada.</p>',
      en: '<p>Natural leather is a living material — every hide has a slightly different shade and texture, and it darkens and develops a patina over time. That is a feature, not a defect.</p>',
    },
  },
  {
    key: 'account',
    question: { pl: 'Czy muszę zakładać konto?', en: 'Do I need an account?' },
    answer: {
      pl: '<p>Nie. Możesz kupować jako gość. Konto pozwala śledzić zamówienia, zapisać listę życzeń i szybciej składać kolejne zamówienia. Konto może założyć osoba, która ukończyła {{min_customer_age}} lat.</p>',
      en: '<p>No. You can shop as a guest. An account lets you track orders, keep a wishlist and check out faster. You must be at least {{min_customer_age}} to create one.</p>',
    },
  },
  {
    key: 'cancel-order',
    question: { pl: 'Czy mogę anulować zamówienie?', en: 'Can I cancel my order?' },
    answer: {
      pl: '<p>Tak, dopóki ma status „w przygotowaniu” — zrobisz to w zakładce „Zamówienia” na swoim koncie. Jeśli zamówienie było opłacone, zwrócimy pieniądze.</p>',
      en: '<p>Yes, while its status is “in preparation” — do it in the “Orders” tab of your account. If the order was paid, we refund the money.</p>',
    },
  },
  {
    key: 'gift',
    question: { pl: 'Czy zapakujecie produkt na prezent?', en: 'Can you gift-wrap my order?' },
    answer: {
      pl: '<p>Każdy produkt wysyłamy w pudełku z bawełnianym workiem przeciwkurzowym. Jeśli to prezent, napisz o tym w uwagach do zamówienia — nie dołączymy paragonu do paczki, tylko wyślemy go e-mailem.</p>',
      en: '<p>Every item ships in a box with a cotton dust bag. If it is a gift, say so in the order notes — we will leave the receipt out of the parcel and e-mail it instead.</p>',
    },
  },
  {
    key: 'contact-hours',
    question: { pl: 'Kiedy mogę się z Wami skontaktować?', en: 'When can I reach you?' },
    answer: {
      pl: '<p>Biuro obsługi klienta przy {{office_address}} pracuje: {{hours_weekdays}}, {{hours_weekend}}. Telefon: {{shop_phone}}, e-mail: {{shop_email}}.</p>',
      en: '<p>Our customer service office at {{office_address}} is open {{hours_weekdays}}, {{hours_weekend}}. Phone: {{shop_phone}}, e-mail: {{shop_email}}.</p>',
    },
  },
];
