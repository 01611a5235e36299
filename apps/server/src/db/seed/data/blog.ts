import type { BlogCategorySeed, BlogPostSeed, BlogTagSeed } from './types';

export const blogCategories: BlogCategorySeed[] = [
  { slug: 'pielegnacja', name: { pl: 'Pielęgnacja skóry', en: 'Leather care' } },
  { slug: 'rzemioslo', name: { pl: 'Rzemiosło', en: 'Craft' } },
  { slug: 'styl', name: { pl: 'Styl', en: 'Style' } },
];

export const blogTags: BlogTagSeed[] = [
  { slug: 'skora-roslinna', name: { pl: 'skóra garbowana roślinnie', en: 'vegetable-tanned leather' } },
  { slug: 'pielegnacja', name: { pl: 'pielęgnacja', en: 'care' } },
  { slug: 'patyna', name: { pl: 'patyna', en: 'patina' } },
  { slug: 'warsztat', name: { pl: 'warsztat', en: 'workshop' } },
  { slug: 'torebki', name: { pl: 'torebki', en: 'handbags' } },
  { slug: 'portfele', name: { pl: 'portfele', en: 'wallets' } },
  { slug: 'prezenty', name: { pl: 'prezenty', en: 'gifts' } },
  { slug: 'podroze', name: { pl: 'podróże', en: 'travel' } },
  { slug: 'jesien', name: { pl: 'jesień', en: 'autumn' } },
  { slug: 'lato', name: { pl: 'lato', en: 'summer' } },
];

/** Joins HTML blocks into one body string. */
const html = (...blocks: string[]): string => blocks.join('\n');

export const blogPosts: BlogPostSeed[] = [
  // ── Pielęgnacja skóry / Leather care ────────────────────────────────────────
  {
    slug: 'jak-dbac-o-skore-garbowana-roslinnie',
    categorySlug: 'pielegnacja',
    tagSlugs: ['skora-roslinna', 'pielegnacja', 'patyna'],
    author: 'Marta Nowicka',
    publishedDaysAgo: 34,
    title: {
      pl: 'Jak dbać o skórę garbowaną roślinnie',
      en: 'How to care for vegetable-tanned leather',
    },
    excerpt: {
      pl: 'Skóra garbowana roślinnie to materiał żywy: chłonie, ciemnieje i zmienia się razem z Tobą. Wystarczy kilka prostych nawyków, by służyła przez dziesięciolecia.',
      en: 'Vegetable-tanned leather is a living material: it absorbs, darkens and changes along with you. A few simple habits are all it takes to keep it going for decades.',
    },
    body: {
      pl: html(
        '<p>Skóra garbowana roślinnie powstaje dzięki taninom z kory i drewna drzew — dębu, kasztanowca czy mimozy. Garbowanie trwa tygodniami, a jego efektem jest materiał, który oddycha, pięknie się starzeje i nie udaje plastiku. Ma jednak swój charakter: chłonie wodę i tłuszcz, reaguje na słońce i zapamiętuje ślady codzienności.</p>',
        '<h2>Codzienna pielęgnacja</h2>',
        '<ul><li>Kurz i drobne zabrudzenia usuwaj suchą, miękką ściereczką z bawełny lub mikrofibry.</li><li>Nie używaj chusteczek nawilżanych, płynu do naczyń ani środków z alkoholem — wysuszają skórę i zostawiają plamy.</li><li>Drobne rysy często znikają, gdy rozetrzesz je opuszkiem palca: ciepło i naturalne tłuszcze wygładzają włókna.</li></ul>',
        '<h2>Natłuszczanie raz na kilka miesięcy</h2>',
        '<p>Co 6–12 miesięcy — albo wtedy, gdy skóra wydaje się sucha i matowa — nałóż cienką warstwę balsamu z woskiem pszczelim. Najpierw sprawdź go w niewidocznym miejscu, bo każdy preparat lekko przyciemnia skórę. Wcieraj okrężnymi ruchami, odczekaj kilka godzin, a potem wypoleruj suchą szmatką. Mniej znaczy więcej: nadmiar tłuszczu sprawia, że skóra mięknie i traci kształt.</p>',
        '<h2>Gdy złapie Cię deszcz</h2>',
        '<p>Krople wody mogą zostawić ciemniejsze ślady. Osusz torbę od razu, przykładając ręcznik — nie trzyj. Wypchaj ją papierem i zostaw do wyschnięcia w temperaturze pokojowej, z dala od kaloryfera i suszarki. Jeśli zostaną zacieki, zwilż lekko cały panel wilgotną gąbką: skóra wyschnie wtedy równomiernie, a ślady się wyrównają.</p>',
      ),
      en: html(
        '<p>Vegetable-tanned leather is made with tannins from the bark and wood of trees such as oak, chestnut and mimosa. Tanning takes weeks, and the result is a material that breathes, ages beautifully and never pretends to be plastic. It does have a character of its own, though: it soaks up water and oils, reacts to sunlight and remembers the marks of everyday life.</p>',
        '<h2>Everyday care</h2>',
        '<ul><li>Wipe off dust and light dirt with a soft, dry cotton or microfibre cloth.</li><li>Avoid wet wipes, washing-up liquid and anything containing alcohol — they dry the leather out and leave stains.</li><li>Light scratches often disappear if you rub them with your fingertip: warmth and natural oils smooth the fibres back down.</li></ul>',
        '<h2>Conditioning every few months</h2>',
        '<p>Every 6–12 months, or whenever the leather looks dry and dull, apply a thin layer of beeswax balm. Test it on a hidden spot first, as every conditioner darkens leather slightly. Work it in with small circular movements, leave it for a few hours, then buff with a dry cloth. Less is more: too much oil makes leather soft and floppy.</p>',
        '<h2>Caught in the rain</h2>',
        '<p>Raindrops can leave darker spots. Dry the bag straight away by pressing a towel against it — don’t rub. Stuff it with paper and let it dry at room temperature, away from radiators and hairdryers. If water marks remain, lightly dampen the whole panel with a moist sponge: it will then dry evenly and the marks will blend in.</p>',
      ),
    },
    cover: { background: '#F1E9DD', leatherHex: '#A0612F', kind: 'tote' },
  },
  {
    slug: 'jak-przechowywac-torebki-latem',
    categorySlug: 'pielegnacja',
    tagSlugs: ['pielegnacja', 'torebki', 'lato'],
    author: 'Marta Nowicka',
    publishedDaysAgo: 95,
    title: {
      pl: 'Jak przechowywać torebki latem',
      en: 'How to store your bags over the summer',
    },
    excerpt: {
      pl: 'Upał, słońce i wilgoć to najwięksi wrogowie skóry. Podpowiadamy, jak schować torby, które czekają na jesień, i jak chronić te, które nosisz na co dzień.',
      en: 'Heat, sun and damp are leather’s worst enemies. Here is how to put away the bags that are waiting for autumn, and how to protect the ones you carry every day.',
    },
    body: {
      pl: html(
        '<p>Latem wiele z nas zamienia dużą skórzaną torbę na lżejszy koszyk albo małą listonoszkę. To dobry moment, by przygotować do odpoczynku torebki, które wrócą do łask jesienią — kilka minut pracy oszczędzi Ci zagnieceń, przebarwień i pleśni.</p>',
        '<h2>Zanim schowasz torebkę</h2>',
        '<ul><li>Opróżnij wszystkie kieszenie — zapomniany długopis czy pomadka potrafią zostawić trwałą plamę.</li><li>Przetrzyj skórę suchą ściereczką, a jeśli jest przesuszona, nałóż cienką warstwę balsamu kilka dni przed schowaniem.</li><li>Wypchaj wnętrze niezadrukowanym papierem lub bawełnianą chustką, żeby torba zachowała kształt. Gazety odpadają — farba drukarska przechodzi na podszewkę.</li></ul>',
        '<h2>Gdzie ją trzymać</h2>',
        '<p>Najlepiej w przewiewnym bawełnianym worku (może to być nawet stara poszewka na poduszkę), na półce w chłodnym, suchym i ciemnym miejscu. Nie zamykaj skóry w foliowych workach ani szczelnych pudłach — bez dostępu powietrza łatwo o wilgoć i pleśń. Nie wieszaj też torby na pasku przez całe lato, bo pod własnym ciężarem może się rozciągnąć.</p>',
        '<h2>Torebka na co dzień w upale</h2>',
        '<p>Nie zostawiaj torby w nagrzanym samochodzie ani na parapecie w pełnym słońcu: wysoka temperatura wysusza skórę, a promienie UV szybko przyciemniają jasne odcienie. Uważaj też na kremy z filtrem i olejki do opalania — przeniesione z dłoni na uchwyty zostawiają ciemne plamy. Po powrocie z plaży przetrzyj uchwyty suchą ściereczką.</p>',
      ),
      en: html(
        '<p>In summer many of us swap a big leather bag for a light basket or a small crossbody. It is the perfect time to get the bags that will come back in autumn ready for a rest — a few minutes of work will spare you creases, discolouration and mould.</p>',
        '<h2>Before you put a bag away</h2>',
        '<ul><li>Empty every pocket — a forgotten pen or lipstick can leave a permanent stain.</li><li>Wipe the leather with a dry cloth, and if it feels dry, apply a thin layer of balm a few days before storing it.</li><li>Fill the bag with plain, unprinted paper or a cotton scarf so it keeps its shape. Skip the newspaper — printing ink rubs off onto the lining.</li></ul>',
        '<h2>Where to keep it</h2>',
        '<p>Ideally in a breathable cotton dust bag (an old pillowcase works too), on a shelf in a cool, dry, dark place. Never seal leather in plastic bags or airtight boxes — without air it is easily affected by damp and mould. And don’t leave the bag hanging by its strap all summer, as its own weight can stretch it.</p>',
        '<h2>Your everyday bag in the heat</h2>',
        '<p>Don’t leave your bag in a hot car or on a sunny windowsill: heat dries leather out and UV light quickly darkens pale shades. Watch out for sunscreen and tanning oil too — transferred from your hands to the handles, they leave dark marks. After a day at the beach, give the handles a wipe with a dry cloth.</p>',
      ),
    },
    cover: { background: '#EEF0E6', leatherHex: '#C9A27A', kind: 'crossbody' },
  },
  {
    slug: 'w-podroz-ze-skora',
    categorySlug: 'pielegnacja',
    tagSlugs: ['podroze', 'pielegnacja', 'portfele'],
    author: 'Tomasz Kowal',
    publishedDaysAgo: 172,
    title: {
      pl: 'W podróż ze skórą: jak pakować i chronić torby',
      en: 'Travelling with leather: how to pack and protect your bags',
    },
    excerpt: {
      pl: 'Skórzany plecak czy torba podróżna zniosą niejedną wyprawę, jeśli wiesz, jak je spakować i czego unikać po drodze.',
      en: 'A leather backpack or travel bag will see you through many journeys, as long as you know how to pack it and what to avoid on the way.',
    },
    body: {
      pl: html(
        '<p>Dobrze uszyta skórzana torba jest stworzona do podróży: jest mocna, z każdym wyjazdem wygląda lepiej i nie rozpruje się przy pierwszym przeciążeniu. Żeby jednak wróciła do domu w dobrej formie, warto pamiętać o kilku zasadach.</p>',
        '<h2>Pakowanie</h2>',
        '<ul><li>Nie przeładowuj torby — szwy i uchwyty wytrzymają dużo, ale skóra rozciągnięta na siłę nie wróci do dawnego kształtu.</li><li>Kosmetyki w płynie i perfumy wkładaj do szczelnej kosmetyczki. Jedna rozlana buteleczka potrafi zostawić ślad na lata.</li><li>Torbę, której nie bierzesz jako bagażu podręcznego, owiń bawełnianym workiem i włóż do walizki między ubrania — ochronią ją przed otarciami i zgnieceniem.</li></ul>',
        '<h2>W drodze</h2>',
        '<p>Deszcz w górach czy wilgoć nad morzem nie są straszne, jeśli przed wyjazdem natłuścisz skórę cienką warstwą balsamu z woskiem — krople łatwiej wtedy spływają. Mokrą torbę susz powoli, w przewiewnym miejscu, nigdy na słońcu ani przy grzejniku. W ciepłych krajach nie zostawiaj jej w rozgrzanym aucie.</p>',
        '<h2>Mniej znaczy wygodniej</h2>',
        '<p>W podróży zamiast grubego portfela z bilonem sprawdzi się płaski portfel lub etui na karty. Zmieści się w wewnętrznej kieszeni kurtki, trudniej go zgubić, a dokumenty, bilety i karty masz w jednym miejscu, zawsze pod ręką.</p>',
      ),
      en: html(
        '<p>A well-made leather bag is built for travel: it is strong, looks better after every trip and won’t split the first time you overfill it. To make sure it comes home in good shape, though, keep a few rules in mind.</p>',
        '<h2>Packing</h2>',
        '<ul><li>Don’t overload the bag — the seams and handles can take a lot, but leather that has been forced out of shape won’t spring back.</li><li>Put liquids and perfume in a sealed wash bag. One leaking bottle can leave a mark for years.</li><li>If the bag isn’t coming on board as hand luggage, wrap it in a cotton dust bag and pack it between your clothes in the suitcase — they will protect it from scuffs and crushing.</li></ul>',
        '<h2>On the road</h2>',
        '<p>Mountain rain or sea air is nothing to fear if you condition the leather with a thin layer of wax balm before you set off — water will bead and run off more easily. Dry a wet bag slowly in an airy place, never in the sun or next to a heater. In hot countries, don’t leave it in a parked car.</p>',
        '<h2>Less is more comfortable</h2>',
        '<p>When travelling, a slim wallet or card holder works better than a thick wallet full of coins. It fits in your jacket’s inside pocket, is harder to lose, and keeps your documents, tickets and cards together, always within reach.</p>',
      ),
    },
    cover: { background: '#E6E9EC', leatherHex: '#5C3A24', kind: 'backpack' },
  },

  // ── Rzemiosło / Craft ───────────────────────────────────────────────────────
  {
    slug: 'czym-jest-patyna',
    categorySlug: 'rzemioslo',
    tagSlugs: ['patyna', 'skora-roslinna', 'warsztat'],
    author: 'Tomasz Kowal',
    publishedDaysAgo: 228,
    title: {
      pl: 'Czym jest patyna i dlaczego ją kochamy',
      en: 'What patina is and why we love it',
    },
    excerpt: {
      pl: 'Jasny pasek, który po roku jest miodowy, a po trzech — koniakowy. Wyjaśniamy, skąd bierze się patyna i jak możesz jej pomóc.',
      en: 'A pale belt that turns honey-coloured after a year and cognac after three. Here is where patina comes from and how you can help it along.',
    },
    body: {
      pl: html(
        '<p>Patyna to warstwa historii, którą skóra zbiera z każdym dniem noszenia. Skóra garbowana roślinnie ciemnieje, nabiera głębi i delikatnego połysku, a miejsca najczęściej dotykane — uchwyty, krawędzie, klapa — zmieniają się najszybciej. Dzięki temu żadne dwa egzemplarze, nawet uszyte tego samego dnia, po roku nie wyglądają tak samo.</p>',
        '<h2>Skąd się bierze</h2>',
        '<ul><li><strong>Światło</strong> — słońce utlenia garbniki, dlatego skóra stopniowo ciemnieje.</li><li><strong>Dotyk</strong> — naturalne tłuszcze z dłoni wnikają we włókna i nadają im połysk.</li><li><strong>Tarcie</strong> — ocieranie o ubrania wygładza powierzchnię i podkreśla krawędzie.</li><li><strong>Pielęgnacja</strong> — każde natłuszczenie odrobinę pogłębia kolor.</li></ul>',
        '<h2>Patyna a skóra garbowana chromem</h2>',
        '<p>Większość skór w sklepach sieciowych garbuje się solami chromu i pokrywa warstwą farby. Taka skóra jest odporna na plamy, ale prawie się nie zmienia — z czasem co najwyżej się przeciera. Skóra roślinna działa odwrotnie: na początku jest wrażliwsza, ale właśnie dlatego z wiekiem staje się piękniejsza.</p>',
        '<h2>Jak pomóc patynie</h2>',
        '<p>Noś swój pasek, portfel czy torbę często i bez obaw. Jeśli zależy Ci na szybszym i równym przyciemnieniu, połóż nowy wyrób na kilka godzin na słonecznym parapecie i co jakiś czas go obracaj. Drobne rysy i ślady nie są wadą — z czasem wtopią się w patynę i staną się częścią jego historii.</p>',
      ),
      en: html(
        '<p>Patina is the layer of history that leather gathers with every day of wear. Vegetable-tanned leather darkens, gains depth and a soft sheen, and the places you touch most — handles, edges, the flap — change fastest. That is why no two pieces, even ones made on the same day, look alike a year later.</p>',
        '<h2>Where it comes from</h2>',
        '<ul><li><strong>Light</strong> — sunlight oxidises the tannins, so the leather slowly darkens.</li><li><strong>Touch</strong> — natural oils from your hands sink into the fibres and give them a shine.</li><li><strong>Friction</strong> — rubbing against clothes smooths the surface and brings out the edges.</li><li><strong>Care</strong> — each round of conditioning deepens the colour a little.</li></ul>',
        '<h2>Patina versus chrome-tanned leather</h2>',
        '<p>Most leather in high-street shops is tanned with chromium salts and coated with a layer of paint. It resists stains but hardly changes — at most it wears through over time. Vegetable-tanned leather works the other way round: it is more delicate at first, and that is exactly why it grows more beautiful with age.</p>',
        '<h2>How to help patina along</h2>',
        '<p>Wear your belt, wallet or bag often and without worrying. If you want it to darken faster and more evenly, leave a new piece on a sunny windowsill for a few hours, turning it now and then. Small scratches and marks are not flaws — in time they blend into the patina and become part of its story.</p>',
      ),
    },
    cover: { background: '#F4EBDD', leatherHex: '#B07A45', kind: 'belt' },
  },
  {
    slug: 'jak-powstaje-portfel',
    categorySlug: 'rzemioslo',
    tagSlugs: ['warsztat', 'portfele', 'skora-roslinna'],
    author: 'Tomasz Kowal',
    publishedDaysAgo: 130,
    title: {
      pl: 'Jak powstaje portfel w naszej pracowni — krok po kroku',
      en: 'How a wallet is made in our workshop, step by step',
    },
    excerpt: {
      pl: 'Od wyboru skóry po polerowanie krawędzi: pokazujemy, co dzieje się przy stole warsztatowym, zanim portfel trafi w Twoje ręce.',
      en: 'From choosing the hide to burnishing the edges: here is what happens at the workbench before a wallet reaches your hands.',
    },
    body: {
      pl: html(
        '<p>Klasyczny portfel to około pięciu godzin pracy. Nie mamy taśmy produkcyjnej — każdy egzemplarz od pierwszego cięcia do ostatniego ściegu prowadzi jedna osoba, która dobrze wie, że odpowiada za niego przez kolejne lata.</p>',
        '<h2>Krój i przygotowanie</h2>',
        '<ul><li><strong>Wybór skóry.</strong> Oglądamy skórę pod światło i wybieramy fragment bez blizn i przebarwień — na portfele idzie najlepsza, najbardziej zwarta część z grzbietu.</li><li><strong>Krojenie.</strong> Elementy wycinamy ostrym nożem według metalowych szablonów, co do milimetra.</li><li><strong>Ścienianie.</strong> Brzegi, które będą na siebie zachodzić, ścieniamy, żeby portfel był płaski i nie wypychał kieszeni.</li><li><strong>Klejenie.</strong> Warstwy wstępnie sklejamy, żeby nie przesunęły się podczas szycia.</li></ul>',
        '<h2>Szycie</h2>',
        '<p>Linię szwu wyznaczamy cyrklem, a otwory wybijamy dłutem z rzędem zębów — dzięki temu ściegi są równe i lekko pochylone. Potem szyjemy ręcznie ściegiem siodlarskim: dwiema igłami i jedną woskowaną nicią. Na jeden portfel schodzi około dwóch metrów nici i ponad sto ściegów.</p>',
        '<h2>Wykończenie krawędzi</h2>',
        '<p>Krawędzie to wizytówka rzemieślnika. Zaokrąglamy narożniki, ścinamy ostre brzegi fazownikiem, szlifujemy je papierem ściernym o coraz drobniejszej gradacji, a potem polerujemy drewnianym gładzikiem z odrobiną wosku, aż staną się gładkie i lśniące. Na koniec wytłaczamy logo i sprawdzamy każdy szew, zanim portfel trafi do pakowania.</p>',
      ),
      en: html(
        '<p>A classic wallet takes about five hours of work. There is no production line here — each piece is taken from the first cut to the last stitch by one person, who knows they will answer for it for years to come.</p>',
        '<h2>Cutting and preparation</h2>',
        '<ul><li><strong>Choosing the leather.</strong> We hold the hide up to the light and pick an area free of scars and blemishes — wallets get the best, densest part from the back.</li><li><strong>Cutting.</strong> The pieces are cut with a sharp knife around metal templates, accurate to the millimetre.</li><li><strong>Skiving.</strong> Edges that will overlap are thinned down so the wallet stays flat and doesn’t bulge in your pocket.</li><li><strong>Gluing.</strong> The layers are tacked together with glue so they don’t shift while we stitch.</li></ul>',
        '<h2>Stitching</h2>',
        '<p>We mark the stitch line with a wing divider and punch the holes with a pronged stitching chisel, so the stitches come out even and slightly slanted. Then we sew by hand with a saddle stitch: two needles and a single waxed thread. One wallet uses about two metres of thread and well over a hundred stitches.</p>',
        '<h2>Finishing the edges</h2>',
        '<p>Edges are a craftsperson’s calling card. We round the corners, take off the sharp edges with an edge beveller, sand them with ever finer grades of sandpaper and then burnish them with a wooden slicker and a touch of wax until they are smooth and glossy. Finally we stamp the logo and check every seam before the wallet goes off to be packed.</p>',
      ),
    },
    cover: { background: '#EFE6DA', leatherHex: '#7B4A2A', kind: 'wallet' },
  },
  {
    slug: 'szew-siodlarski-czy-maszynowy',
    categorySlug: 'rzemioslo',
    tagSlugs: ['warsztat', 'torebki'],
    author: 'Marta Nowicka',
    publishedDaysAgo: 296,
    title: {
      pl: 'Szew siodlarski czy maszynowy? Czym się różnią',
      en: 'Saddle stitch or machine stitch? What’s the difference',
    },
    excerpt: {
      pl: 'Z daleka wyglądają podobnie, ale to szew decyduje, czy torba przetrwa pięć lat, czy trzydzieści. Wyjaśniamy, dlaczego szyjemy ręcznie.',
      en: 'From a distance they look alike, but the stitching decides whether a bag lasts five years or thirty. Here is why we sew by hand.',
    },
    body: {
      pl: html(
        '<p>Kiedy bierzesz do ręki skórzaną torbę, najpierw patrzysz na kolor i kształt. My patrzymy na szwy. To one trzymają wszystko w całości i to zwykle one jako pierwsze poddają się po latach noszenia.</p>',
        '<h2>Jak działa szew maszynowy</h2>',
        '<p>Maszyna szyje ściegiem stębnowym: nić górna i dolna splatają się w środku materiału. To szybkie i równe, ale ma słaby punkt — gdy jedna nitka się przetrze, szew zaczyna się pruć jak oczko w swetrze, a rozdarcie z każdym dniem rośnie.</p>',
        '<h2>Jak działa szew siodlarski</h2>',
        '<p>Szew siodlarski prowadzi się ręcznie, dwiema igłami nawleczonymi na końce jednej nici. Obie igły przechodzą przez ten sam otwór z przeciwnych stron, więc każdy ścieg jest zablokowany osobno. Nawet jeśli jeden się przetrze, pozostałe trzymają — szew się nie rozpruje, a naprawa jest prosta.</p>',
        '<h2>Różnice w skrócie</h2>',
        '<ul><li><strong>Trwałość:</strong> szew siodlarski jest znacznie odporniejszy na przetarcia i rozprucie.</li><li><strong>Czas:</strong> maszyna przeszyje torbę w kilka minut, ręcznie zajmuje to kilka godzin.</li><li><strong>Wygląd:</strong> ręczne ściegi są lekko pochylone i bardziej wyraziste — z bliska łatwo je rozpoznać.</li><li><strong>Naprawa:</strong> ręczny szew uzupełni każdy rymarz, nawet po wielu latach.</li></ul>',
        '<p>Dlatego szwy, które w naszych torbach dźwigają ciężar — przy uchwytach, paskach i dnie — zawsze szyjemy ręcznie. Trwa to dłużej, ale chcemy, żeby Twoja torba służyła Ci przez dziesięciolecia.</p>',
      ),
      en: html(
        '<p>When you pick up a leather bag, you look at its colour and shape first. We look at the stitching. It is what holds everything together — and usually the first thing to give way after years of use.</p>',
        '<h2>How a machine stitch works</h2>',
        '<p>A sewing machine makes a lockstitch: the top thread and the bobbin thread interlock inside the material. It is fast and neat, but it has a weak spot — once one thread wears through, the seam starts to unravel like a ladder in a jumper, and the gap grows day by day.</p>',
        '<h2>How a saddle stitch works</h2>',
        '<p>A saddle stitch is sewn by hand with two needles, one on each end of a single thread. Both needles pass through the same hole from opposite sides, so every stitch is locked on its own. Even if one wears through, the rest hold — the seam won’t come undone, and repairing it is simple.</p>',
        '<h2>The differences at a glance</h2>',
        '<ul><li><strong>Durability:</strong> a saddle stitch stands up far better to wear and unravelling.</li><li><strong>Time:</strong> a machine sews a bag in minutes; by hand it takes hours.</li><li><strong>Look:</strong> hand stitches sit at a slight slant and stand out more — easy to spot up close.</li><li><strong>Repair:</strong> any saddler can mend a hand-sewn seam, even many years later.</li></ul>',
        '<p>That is why the seams that carry the load in our bags — at the handles, straps and base — are always sewn by hand. It takes longer, but we want your bag to serve you for decades.</p>',
      ),
    },
    cover: { background: '#ECE6DF', leatherHex: '#4A3426', kind: 'keyholder' },
  },

  // ── Styl / Style ─────────────────────────────────────────────────────────────
  {
    slug: 'jak-wybrac-torbe-do-pracy',
    categorySlug: 'styl',
    tagSlugs: ['torebki', 'skora-roslinna'],
    author: 'Marta Nowicka',
    publishedDaysAgo: 61,
    title: {
      pl: 'Jak wybrać torbę do pracy',
      en: 'How to choose a bag for work',
    },
    excerpt: {
      pl: 'Laptop, dokumenty, lunch i parasol — a do tego dobrze wyglądać na spotkaniu. Podpowiadamy, na co zwrócić uwagę, zanim wybierzesz torbę do biura.',
      en: 'A laptop, papers, lunch and an umbrella — and still looking sharp in a meeting. Here is what to look for before you choose a bag for the office.',
    },
    body: {
      pl: html(
        '<p>Torba do pracy nosi więcej niż jakakolwiek inna: codziennie, w deszczu i w tramwaju, przez długie lata. Dlatego warto wybrać ją z głową, a nie tylko na oko.</p>',
        '<h2>Zacznij od tego, co nosisz</h2>',
        '<ul><li><strong>Laptop:</strong> zmierz go, zanim zaczniesz szukać. Laptop do 14 cali zmieści się w pojemnym shopperze, przy 15–16 calach lepiej sprawdzi się torba na ramię lub plecak z osobną, usztywnioną przegrodą.</li><li><strong>Dokumenty:</strong> żeby kartki A4 się nie zaginały, wnętrze powinno mieć co najmniej 32 cm szerokości.</li><li><strong>Drobiazgi:</strong> kieszeń na telefon i zapinana kieszonka na klucze oszczędzą Ci codziennego przekopywania torby.</li></ul>',
        '<h2>Wygoda na cały dzień</h2>',
        '<p>Pusta skórzana torba waży zwykle od 0,8 do 1,5 kg. Jeśli do pracy chodzisz pieszo albo jeździsz rowerem, wybierz model z szerokim, regulowanym paskiem albo plecak — ciężar rozłoży się równomiernie. Sprawdź też, czy uchwyty swobodnie zmieszczą się na ramieniu, gdy masz na sobie zimowy płaszcz.</p>',
        '<h2>Kolor i styl</h2>',
        '<p>Jeśli ma to być jedna torba na wszystko, postaw na czerń, ciemny brąz albo kawowy odcień — pasują do garnituru, dżinsów i każdego płaszcza. Koniakowa skóra jest cieplejsza i najpiękniej się patynuje, ale szybciej pokazuje ślady codzienności. Zwróć też uwagę na zamknięcie: zamek błyskawiczny lub klapa chronią zawartość przed deszczem i ciekawskimi spojrzeniami.</p>',
      ),
      en: html(
        '<p>A work bag carries more than any other: every day, in the rain and on the tram, for years on end. So it pays to choose one with your head, not just your eyes.</p>',
        '<h2>Start with what you carry</h2>',
        '<ul><li><strong>Laptop:</strong> measure it before you start looking. A laptop up to 14 inches fits in a roomy tote; for 15–16 inches a shoulder bag or backpack with a separate padded sleeve works better.</li><li><strong>Papers:</strong> to keep A4 sheets from bending, the inside should be at least 32 cm wide.</li><li><strong>Small things:</strong> a phone pocket and a zipped pocket for keys will save you digging through your bag every day.</li></ul>',
        '<h2>Comfortable all day</h2>',
        '<p>An empty leather bag usually weighs between 0.8 and 1.5 kg. If you walk or cycle to work, choose a model with a wide, adjustable strap, or a backpack, so the weight is spread evenly. Check, too, that the handles slip easily over your shoulder when you are wearing a winter coat.</p>',
        '<h2>Colour and style</h2>',
        '<p>If it is going to be your one bag for everything, go for black, dark brown or a coffee shade — they work with a suit, jeans and any coat. Cognac leather is warmer and develops the loveliest patina, but it shows everyday marks sooner. Look at the closure as well: a zip or a flap keeps your things safe from rain and curious eyes.</p>',
      ),
    },
    cover: { background: '#E9ECE4', leatherHex: '#1E1B19', kind: 'shoulder' },
  },
  {
    slug: 'prezent-ze-skory-przewodnik',
    categorySlug: 'styl',
    tagSlugs: ['prezenty', 'portfele', 'torebki'],
    author: 'Marta Nowicka',
    publishedDaysAgo: 18,
    title: {
      pl: 'Prezent ze skóry: przewodnik dla niezdecydowanych',
      en: 'Leather gifts: a guide for the undecided',
    },
    excerpt: {
      pl: 'Szukasz prezentu, który nie wyląduje w szufladzie? Zebraliśmy pomysły na różne okazje i budżety oraz kilka wskazówek, jak trafić w gust.',
      en: 'Looking for a gift that won’t end up in a drawer? We have gathered ideas for every occasion and budget, plus a few tips to help you get it right.',
    },
    body: {
      pl: html(
        '<p>Dobry prezent ze skóry ma jedną wielką zaletę: z każdym rokiem jest piękniejszy i przypomina o Tobie za każdym razem, gdy ktoś sięga do kieszeni. Oto nasze podpowiedzi.</p>',
        '<h2>Drobne upominki</h2>',
        '<ul><li><strong>Brelok do kluczy</strong> — mały, ale noszony codziennie; świetny na mikołajki i dla współpracowników.</li><li><strong>Etui na karty</strong> — dla tych, którzy płacą telefonem i nie chcą nosić grubego portfela.</li><li><strong>Skórzane etui</strong> — na okulary, słuchawki czy dokumenty; praktyczny drobiazg dla kogoś, kto ma już wszystko.</li></ul>',
        '<h2>Prezenty na większą okazję</h2>',
        '<ul><li><strong>Portfel</strong> — klasyka, która się nie nudzi. Zastanów się, czy obdarowany nosi portfel w kieszeni spodni (lepszy cienki, składany na pół), czy w torbie (może być większy, z kieszenią na bilon).</li><li><strong>Pasek</strong> — zanim zamówisz, sprawdź rozmiar: zmierz ulubiony pasek obdarowanego od miejsca mocowania klamry do najczęściej używanej dziurki.</li><li><strong>Torebka lub plecak</strong> — prezent na lata, na przykład na urodziny, rocznicę albo koniec studiów.</li></ul>',
        '<h2>Zamów z wyprzedzeniem</h2>',
        '<p>Część naszych wyrobów szyjemy na zamówienie — ich wykonanie trwa do 7 dni roboczych, a do tego dochodzi dostawa. Przed świętami warto więc zamówić trochę wcześniej. A jeśli prezent nie przypadnie do gustu, nieużywany produkt możesz bezpłatnie zwrócić w ciągu 90 dni (po 30 dniach zwracamy należność w formie karty podarunkowej).</p>',
      ),
      en: html(
        '<p>A good leather gift has one great advantage: it grows more beautiful every year and reminds them of you every time they reach into their pocket. Here are our suggestions.</p>',
        '<h2>Small gifts</h2>',
        '<ul><li><strong>A key ring</strong> — small, but used every day; perfect for Secret Santa and colleagues.</li><li><strong>A card holder</strong> — for people who pay by phone and don’t want to carry a bulky wallet.</li><li><strong>A leather case</strong> — for glasses, earphones or documents; a practical touch for someone who already has everything.</li></ul>',
        '<h2>Gifts for a bigger occasion</h2>',
        '<ul><li><strong>A wallet</strong> — a classic that never gets old. Think about whether they keep their wallet in a trouser pocket (a slim bifold is better) or in a bag (it can be larger, with a coin pocket).</li><li><strong>A belt</strong> — check the size before you order: measure their favourite belt from where the buckle is attached to the hole they use most.</li><li><strong>A handbag or backpack</strong> — a gift for years to come, for a birthday, an anniversary or graduation.</li></ul>',
        '<h2>Order in good time</h2>',
        '<p>Some of our pieces are made to order — that takes up to 7 business days, plus delivery. So before the holidays, it is worth ordering a little earlier. And if the gift isn’t quite right, unused items can be returned free of charge within 90 days (after 30 days, we refund you with a gift card).</p>',
      ),
    },
    cover: { background: '#F5EDE3', leatherHex: '#6D1F2B', kind: 'cardholder' },
  },
  {
    slug: 'kolory-jesieni',
    categorySlug: 'styl',
    tagSlugs: ['jesien', 'torebki', 'pielegnacja'],
    author: 'Tomasz Kowal',
    publishedDaysAgo: 5,
    title: {
      pl: 'Kolory jesieni: koniak, kawa i bordo',
      en: 'The colours of autumn: cognac, coffee and burgundy',
    },
    excerpt: {
      pl: 'Jesień to najlepsza pora dla skóry. Podpowiadamy, jak łączyć ciepłe odcienie z płaszczem, swetrem i butami — i jak przygotować torbę na deszczowe dni.',
      en: 'Autumn is leather’s finest season. Here is how to pair warm shades with your coat, jumper and shoes — and how to get your bag ready for rainy days.',
    },
    body: {
      pl: html(
        '<p>Gdy drzewa na Ostrowie Tumskim robią się rude, w pracowni sięgamy po najcieplejsze skóry. Jesienne kolory pięknie wyglądają z wełną, tweedem i sztruksem, a przy tym dobrze znoszą szare, deszczowe dni.</p>',
        '<h2>Nasze ulubione odcienie</h2>',
        '<ul><li><strong>Koniak</strong> — ciepły, rudobrązowy, z czasem coraz głębszy; pasuje do beżowego trencza i granatowego płaszcza.</li><li><strong>Kawa</strong> — ciemny, spokojny brąz, elegancki jak czerń, a przy tym cieplejszy.</li><li><strong>Bordo</strong> — kolor dojrzałego wina; ożywi szary płaszcz i czarny golf.</li><li><strong>Oliwkowa zieleń</strong> — dla tych, którzy lubią się wyróżnić bez krzyku; świetnie wygląda z musztardowym i kremowym.</li></ul>',
        '<h2>Jak łączyć skórę z resztą stroju</h2>',
        '<p>Nie musisz dobierać wszystkiego pod kolor. Wystarczy, że pasek i buty będą w podobnej tonacji — oba ciepłe albo oba chłodne — a torba może być akcentem. Bordowa torebka do brązowych botków? Jak najbardziej. Zasada jest jedna: jeden mocny kolor w stylizacji, reszta spokojna.</p>',
        '<h2>Przygotuj torbę na jesień</h2>',
        '<p>Zanim zaczną się deszcze, natłuść skórę cienką warstwą balsamu z woskiem — krople wody będą spływać, zamiast wsiąkać. W wilgotne dni noś w torbie małą ściereczkę, a po powrocie do domu wypchaj torbę papierem i pozwól jej spokojnie wyschnąć z dala od kaloryfera.</p>',
      ),
      en: html(
        '<p>When the trees on Ostrów Tumski turn russet, we reach for our warmest leathers in the workshop. Autumn shades look wonderful with wool, tweed and corduroy, and they cope well with grey, rainy days.</p>',
        '<h2>Our favourite shades</h2>',
        '<ul><li><strong>Cognac</strong> — a warm reddish brown that deepens over time; lovely with a beige trench coat or a navy overcoat.</li><li><strong>Coffee</strong> — a dark, calm brown, as elegant as black but warmer.</li><li><strong>Burgundy</strong> — the colour of a mature red wine; it brings a grey coat and a black roll-neck to life.</li><li><strong>Olive green</strong> — for those who like to stand out without shouting; great with mustard and cream.</li></ul>',
        '<h2>How to pair leather with the rest of your outfit</h2>',
        '<p>You don’t have to match everything. It is enough for your belt and shoes to share a tone — both warm or both cool — and your bag can be the accent. A burgundy handbag with brown ankle boots? Absolutely. There is just one rule: one strong colour per outfit, and keep the rest calm.</p>',
        '<h2>Get your bag ready for autumn</h2>',
        '<p>Before the rains set in, give the leather a thin layer of wax balm so that water runs off instead of soaking in. On damp days keep a small cloth in your bag, and when you get home, stuff the bag with paper and let it dry slowly, away from the radiator.</p>',
      ),
    },
    cover: { background: '#F2E6D8', leatherHex: '#8B4A24', kind: 'tote' },
  },
  {
    slug: 'jak-wybrac-portfel',
    categorySlug: 'styl',
    tagSlugs: ['portfele', 'prezenty', 'skora-roslinna'],
    author: 'Tomasz Kowal',
    publishedDaysAgo: 48,
    title: {
      pl: 'Jak wybrać portfel, który posłuży latami',
      en: 'How to choose a wallet that lasts for years',
    },
    excerpt: {
      pl: 'Bifold, portfel z suwakiem czy cienkie etui na karty? Podpowiadamy, jak dobrać portfel do tego, co naprawdę nosisz w kieszeni.',
      en: 'Bifold, zip-around or a slim card holder? Here is how to match a wallet to what you actually carry in your pocket.',
    },
    body: {
      pl: html(
        '<p>Portfel wyjmujemy z kieszeni kilkanaście razy dziennie, więc źle dobrany szybko zaczyna przeszkadzać: jest za gruby, karty wypadają, monety giną w szwach. Zanim wybierzesz nowy, opróżnij stary i policz, co w nim naprawdę nosisz.</p>',
        '<h2>Ile kart, ile gotówki</h2>',
        '<ul><li><strong>Do 4 kart i bez gotówki</strong> — wystarczy cienkie etui na karty. Zmieści się w kieszeni koszuli i nie odkształci spodni.</li><li><strong>6–8 kart i banknoty</strong> — klasyczny bifold, składany na pół. To najbardziej uniwersalny kształt.</li><li><strong>Karty, banknoty i monety</strong> — portfel z kieszenią na bilon zapinaną na zatrzask albo zamek.</li><li><strong>Telefon, paszport, bilety</strong> — duży portfel podróżny z suwakiem dookoła.</li></ul>',
        '<h2>Na co patrzeć przy wyborze</h2>',
        '<p>Sprawdź krawędzie: powinny być wyszlifowane i wypolerowane, nie pomalowane grubą warstwą farby, która z czasem pęka. Zajrzyj w przegródki — w dobrym portfelu karty wchodzą ciasno, ale po kilku dniach skóra układa się i wysuwają się lekko. Szew siodlarski na krawędziach przetrwa lata, nawet gdy jedna nić się przetrze.</p>',
        '<h2>Jaka skóra</h2>',
        '<p>Skóra garbowana roślinnie jest sztywniejsza na początku, ale pięknie się układa i nabiera patyny. Miękka skóra licowa od razu jest przyjemna w dotyku, a jej kolor zmienia się wolniej. Na prezent, którego właściciela dobrze nie znasz, bezpieczniejszy jest bifold w brązie lub czerni.</p>',
      ),
      en: html(
        '<p>We take our wallet out a dozen times a day, so a poor choice soon gets in the way: it is too thick, cards slip out, coins vanish into the seams. Before you choose a new one, empty your old wallet and count what you really carry.</p>',
        '<h2>How many cards, how much cash</h2>',
        '<ul><li><strong>Up to 4 cards and no cash</strong> — a slim card holder is enough. It fits a shirt pocket and won’t spoil the line of your trousers.</li><li><strong>6–8 cards and notes</strong> — a classic bifold that folds in half. The most versatile shape.</li><li><strong>Cards, notes and coins</strong> — a wallet with a coin pocket closed by a press stud or a zip.</li><li><strong>Phone, passport, tickets</strong> — a large zip-around travel wallet.</li></ul>',
        '<h2>What to look for</h2>',
        '<p>Check the edges: they should be sanded and burnished, not covered with a thick coat of paint that cracks over time. Look into the slots — in a good wallet cards go in snugly at first, and after a few days the leather settles and they slide out easily. Saddle stitching on the edges lasts for years, even if one thread wears through.</p>',
        '<h2>Which leather</h2>',
        '<p>Vegetable-tanned leather is stiffer at first but moulds beautifully and develops a patina. Soft full-grain leather feels pleasant straight away and changes colour more slowly. For a gift when you don’t know the recipient well, a bifold in brown or black is the safer choice.</p>',
      ),
    },
    cover: { background: '#EFE6DA', leatherHex: '#6B3A1E', kind: 'wallet' },
  },
];

/**
 * A draft and a post scheduled two weeks ahead: not part of the demo shop (the sitemap and lists would
 * have to hide them anyway), but seeded by the content tests to prove the API never shows them.
 */
export const unpublishedBlogPosts: BlogPostSeed[] = [
  {
    slug: 'nowa-kolekcja-wiosna',
    categorySlug: 'styl',
    tagSlugs: ['torebki', 'lato'],
    author: 'Marta Nowicka',
    publishedDaysAgo: 0,
    draft: true,
    title: { pl: 'Wiosenna kolekcja — szkic', en: 'The spring collection — draft' },
    excerpt: {
      pl: 'Pierwsze szkice wiosennej kolekcji: jaśniejsze skóry, lżejsze formy i nowy kolor piaskowy.',
      en: 'First sketches of the spring collection: lighter leathers, lighter shapes and a new sand colour.',
    },
    body: {
      pl: html(
        '<p>Pracujemy nad wiosenną kolekcją. Chcemy, żeby torby były lżejsze, a skóry jaśniejsze — testujemy nowy odcień piaskowy i cieńszą skórę licową na podszewki.</p>',
        '<p>Szczegóły pokażemy, gdy pierwsze modele przejdą nasze testy noszenia.</p>',
      ),
      en: html(
        '<p>We are working on the spring collection. We want lighter bags and paler leathers — we are testing a new sand shade and a thinner full-grain leather for linings.</p>',
        '<p>We will show the details once the first models have passed our wear tests.</p>',
      ),
    },
    cover: { background: '#F4EEE4', leatherHex: '#C9A57B', kind: 'shoulder' },
  },
  {
    slug: 'dni-otwarte-pracowni',
    categorySlug: 'rzemioslo',
    tagSlugs: ['warsztat'],
    author: 'Marta Nowicka',
    publishedDaysAgo: -14,
    title: { pl: 'Dni otwarte w pracowni', en: 'Open days at the workshop' },
    excerpt: {
      pl: 'Zapraszamy do pracowni przy Ruskiej: pokażemy, jak kroimy skórę, szyjemy ściegiem siodlarskim i wykańczamy krawędzie.',
      en: 'Visit our workshop on Ruska Street: we will show you how we cut leather, saddle-stitch and finish the edges.',
    },
    body: {
      pl: html(
        '<p>Raz w roku otwieramy drzwi pracowni dla wszystkich. Pokażemy, jak powstaje torba — od wyboru skóry, przez krojenie według szablonów, po szycie ręczne i polerowanie krawędzi.</p>',
        '<p>Każdy gość będzie mógł przeszyć kilka ściegów siodlarskich pod okiem naszych rzemieślników. Wstęp wolny, zapisy nie są potrzebne.</p>',
      ),
      en: html(
        '<p>Once a year we open the workshop doors to everyone. We will show how a bag is made — from choosing the leather, through cutting from patterns, to hand-stitching and burnishing the edges.</p>',
        '<p>Every guest can sew a few saddle stitches under the eye of our craftspeople. Admission is free, no booking needed.</p>',
      ),
    },
    cover: { background: '#EDE3D4', leatherHex: '#8B4A24', kind: 'backpack' },
  },
];
