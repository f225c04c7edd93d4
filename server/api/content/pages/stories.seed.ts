import type { ContentPage } from '@common/content-schemas'
import type { Locale } from '@common/market'
import {
  bold,
  drawing,
  heading,
  image,
  inCategories,
  link,
  list,
  paragraph,
  products,
  richText,
  type PageBuilders,
} from './blocks'

/** The stories index; the page lists its articles itself. */
function storiesPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'hub',
      title: 'Příběhy',
      description: 'Jak vznikají naše boty, odkud pochází naše kůže a jak o boty pečovat, aby vám vydržely roky.',
      blocks: [
        richText(
          paragraph(
            'Za každým párem Kestrel stojí ruce, které ho vyrobily, materiály, které jsme pečlivě vybrali, a sto let zkušeností. Tady vyprávíme, jak to u nás chodí – od dílny až po váš botník.',
          ),
        ),
      ],
    }
  return {
    kind: 'hub',
    title: 'Stories',
    description:
      'How our shoes are made, where our leather comes from and how to care for your shoes so they last for years.',
    blocks: [
      richText(
        paragraph(
          'Behind every pair of Kestrel shoes are the hands that made it, the materials we chose with care and a hundred years of experience. Here we tell you how we work – from the workshop to your shoe rack.',
        ),
      ),
    ],
  }
}

function aboutUsPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'article',
      title: 'O nás',
      description:
        'Od ševcovské dílny na dánském pobřeží z roku 1923 k obchodu s obuví a koženým zbožím, který dnes doručuje po celém Česku.',
      date: '2025-03-12',
      image: drawing('boot', '8b4a2b', 'd8c3a5', 'Kresba koňakové kožené kotníkové boty s béžovou podešví z boku'),
      blocks: [
        richText(
          paragraph(
            'Příběh značky Kestrel začal v roce 1923 v malé ševcovské dílně v dánském přístavním městečku. Pod střechou dílny hnízdila poštolka – anglicky kestrel – a mistr Anders Holm podle ní pojmenoval boty, které šil pro rybáře a jejich rodiny. Měly vydržet vítr, sůl i dlouhé dny na nohou.',
          ),
        ),
        heading('Skandinávská jednoduchost'),
        richText(
          paragraph(
            'Od té doby se naše boty změnily, ale zásady zůstaly: čisté linie bez zbytečných ozdob, poctivá kůže a pohodlí, které oceníte večer po celém dni. Navrhujeme v Dánsku a vyrábíme v partnerských dílnách v Portugalsku a na Slovensku, se kterými spolupracujeme desítky let. Rodina Holmových je ve firmě dodnes: zakladatelův pravnuk Søren Holm vede naši českou společnost a nové modely si před každou sezónou sám vyzkouší.',
          ),
        ),
        heading('Kvalita, která se nosí'),
        richText(
          paragraph(
            'Každý nový model nosíme sami několik týdnů, než se dostane do prodeje. Zkoušíme, jak se kůže poddá, jestli pata nedře a jak podešev drží na mokrých dlažebních kostkách. Boty, které testem neprojdou, se do obchodu nedostanou – ani když jsou sebekrásnější.',
          ),
        ),
        heading('Kestrel v Česku'),
        richText(
          paragraph(
            'Do Česka jsme přišli v roce 2009 s první prodejnou v pražské ulici Na Příkopě. Dnes nás najdete v Praze, Brně, Ostravě, Plzni, Olomouci a Liberci a e-shop odesílá objednávky z našeho skladu v Praze – obvykle ještě v den objednání.',
          ),
          list(
            [bold('Doprava zdarma'), ' při nákupu nad 1 500 Kč'],
            [bold('30 dní na vrácení'), ' zdarma, poštou i v prodejně'],
            [bold('Vyzvednutí v prodejně'), ' obvykle do 2 hodin'],
          ),
          paragraph(
            'Rádi vám poradíme s velikostí i s péčí o boty. Ozvěte se nám přes ',
            link('péči o zákazníky', '/customer-service'),
            ' nebo se zastavte v kterékoli prodejně.',
          ),
        ),
        products('Naše ikony', inCategories('women-iconic', 'men-iconic'), '/women/iconic', 8),
      ],
    }
  return {
    kind: 'article',
    title: 'About us',
    description:
      'From a cobbler’s workshop on the Danish coast in 1923 to a shoe and leather goods shop that delivers all over the Czech Republic.',
    date: '2025-03-12',
    image: drawing('boot', '8b4a2b', 'd8c3a5', 'Drawing of a cognac leather ankle boot with a beige sole, side view'),
    blocks: [
      richText(
        paragraph(
          'The Kestrel story began in 1923 in a small cobbler’s workshop in a Danish harbour town. A kestrel nested under the workshop roof, and master cobbler Anders Holm named the boots he made for fishermen and their families after it. They had to stand up to wind, salt and long days on your feet.',
        ),
      ),
      heading('Scandinavian simplicity'),
      richText(
        paragraph(
          'Our shoes have changed since then, but our principles have not: clean lines without needless decoration, honest leather and comfort you appreciate at the end of a long day. We design in Denmark and make our shoes in partner workshops in Portugal and Slovakia that we have worked with for decades. The Holm family is still part of the company: the founder’s great-grandson Søren Holm runs our Czech company and tries on the new models himself before every season.',
        ),
      ),
      heading('Quality you can wear'),
      richText(
        paragraph(
          'We wear every new model ourselves for several weeks before it goes on sale. We test how the leather gives, whether the heel rubs and how the sole grips on wet cobblestones. Shoes that fail the test never reach the shop – however beautiful they are.',
        ),
      ),
      heading('Kestrel in the Czech Republic'),
      richText(
        paragraph(
          'We came to the Czech Republic in 2009 with our first store on Na Příkopě in Prague. Today you will find us in Prague, Brno, Ostrava, Plzeň, Olomouc and Liberec, and our online shop ships from our Prague warehouse – usually on the day you order.',
        ),
        list(
          [bold('Free delivery'), ' on orders over CZK 1,500'],
          [bold('30-day free returns'), ', by post or in store'],
          [bold('Click and collect'), ', usually within 2 hours'],
        ),
        paragraph(
          'We are happy to help with sizes and shoe care. Get in touch through ',
          link('customer service', '/customer-service'),
          ' or drop by any of our stores.',
        ),
      ),
      products('Our icons', inCategories('women-iconic', 'men-iconic'), '/women/iconic', 8),
    ],
  }
}

function sustainabilityPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'article',
      title: 'Udržitelnost',
      description:
        'Nejudržitelnější bota je ta, která vydrží dlouho. Jak vybíráme kůži, kde používáme recyklované materiály a jak balíme.',
      date: '2025-09-18',
      image: drawing('sneaker', 'f2efe9', '4a6b4f', 'Kresba bílé tenisky se zelenými detaily z boku'),
      blocks: [
        richText(
          paragraph(
            'Věříme, že nejudržitelnější bota je ta, kterou nosíte mnoho let. Proto začínáme kvalitou: pevnými švy, podešvemi, které se dají vyměnit, a kůží, která s věkem krásní místo toho, aby praskala.',
          ),
        ),
        heading('Kůže z prověřených koželuhů'),
        richText(
          paragraph(
            'Více než 90 % naší kůže pochází z koželužen s certifikací Leather Working Group na úrovni zlatá nebo stříbrná. Ty hlídají spotřebu vody a energie i nakládání s chemikáliemi. Kůže je vedlejším produktem potravinářství; nepoužíváme kůže exotických zvířat.',
          ),
        ),
        heading('Recyklované materiály'),
        richText(
          list(
            'podešve modelů z linie Nordic obsahují až 30 % recyklované pryže',
            'podšívky a tkaničky řady sneakers vyrábíme z recyklovaného polyesteru',
            'vložky z korku a přírodního latexu jsou vyjímatelné a dají se dokoupit',
          ),
        ),
        heading('Oprava místo vyhození'),
        richText(
          paragraph(
            'Rámově šité boty vám v kterékoli prodejně Kestrel převezmeme k podrážení v partnerské ševcovské dílně; obvykle jsou zpět do tří týdnů. Dosloužilé boty jakékoli značky můžete v prodejně odevzdat do sběrného boxu – předáváme je k dalšímu využití nebo k recyklaci materiálů.',
          ),
        ),
        heading('Balení a doprava'),
        richText(
          paragraph(
            'Krabice na boty i přepravní krabice jsou ze 100% recyklovaného kartonu a bez plastových výplní. Objednávky z jednoho dne spojujeme do jedné zásilky a vyzvednutí v prodejně je zdarma – je to nejšetrnější cesta, jak se k vám boty dostanou.',
          ),
          paragraph(
            'Do roku 2027 chceme, aby veškerá naše kůže pocházela z certifikovaných koželužen, aby polovina podešví obsahovala recyklovaný materiál a aby všechny prodejny odebíraly elektřinu z obnovitelných zdrojů. Jak se nám daří, popíšeme každý rok v tomto článku.',
          ),
          paragraph(
            'A až budou boty potřebovat péči, poradíme vám v ',
            link('průvodci péčí o obuv', '/stories/shoe-care-guide'),
            '. Dobře ošetřená kůže vydrží o roky déle.',
          ),
        ),
        products(
          'Z recyklovaných materiálů',
          inCategories('women-technologies-recycled', 'men-technologies-recycled'),
          '/women/technologies/recycled',
          8,
        ),
      ],
    }
  return {
    kind: 'article',
    title: 'Sustainability',
    description:
      'The most sustainable shoe is one that lasts. How we choose our leather, where we use recycled materials and how we pack.',
    date: '2025-09-18',
    image: drawing('sneaker', 'f2efe9', '4a6b4f', 'Drawing of a white sneaker with green details, side view'),
    blocks: [
      richText(
        paragraph(
          'We believe the most sustainable shoe is the one you wear for many years. So we start with quality: strong seams, soles that can be replaced and leather that grows more beautiful with age instead of cracking.',
        ),
      ),
      heading('Leather from tanneries we trust'),
      richText(
        paragraph(
          'More than 90% of our leather comes from tanneries certified gold or silver by the Leather Working Group, which monitors water and energy use and the handling of chemicals. Our leather is a by-product of the food industry, and we never use exotic skins.',
        ),
      ),
      heading('Recycled materials'),
      richText(
        list(
          'the soles of the Nordic line contain up to 30% recycled rubber',
          'linings and laces of our sneakers are made of recycled polyester',
          'cork and natural latex insoles are removable and can be bought separately',
        ),
      ),
      heading('Repair instead of replace'),
      richText(
        paragraph(
          'Any Kestrel store will take in your welted shoes to be resoled by our partner cobbler; they are usually back within three weeks. Worn-out shoes of any brand can go in the collection box in our stores – we pass them on for reuse or for recycling of their materials.',
        ),
      ),
      heading('Packaging and delivery'),
      richText(
        paragraph(
          'Shoe boxes and shipping boxes are made of 100% recycled cardboard, without plastic fillers. We combine a day’s orders into one parcel, and click and collect is free – the gentlest way for your shoes to reach you.',
        ),
        paragraph(
          'By 2027 we want all our leather to come from certified tanneries, half of our soles to contain recycled material and all our stores to run on electricity from renewable sources. We will report on our progress in this article every year.',
        ),
        paragraph(
          'And when your shoes need some care, our ',
          link('shoe care guide', '/stories/shoe-care-guide'),
          ' shows you how. Well-kept leather lasts years longer.',
        ),
      ),
      products(
        'Made with recycled materials',
        inCategories('women-technologies-recycled', 'men-technologies-recycled'),
        '/women/technologies/recycled',
        8,
      ),
    ],
  }
}

function craftsmanshipPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'article',
      title: 'Řemeslo',
      description:
        'Od výběru kůže po poslední vrstvu vosku: až 120 kroků, které stojí za každým párem společenské obuvi Kestrel.',
      date: '2025-06-04',
      image: drawing('formal', '3b2a20', '1a1a1a', 'Kresba tmavě hnědé společenské polobotky s černou podešví z boku'),
      blocks: [
        richText(
          paragraph(
            'Pár společenských bot Kestrel projde až 120 pracovními kroky a rukama více než dvaceti lidí. Některé z nich se dělají stejně jako v dílně Anderse Holma před sto lety.',
          ),
        ),
        heading('Výběr kůže'),
        richText(
          paragraph(
            'Každou kůži si střihač nejprve prohlédne proti světlu. Nejkvalitnější místa s hustou a pevnou strukturou použije na špičku a patu, kde bota nese největší zátěž; okraje poslouží na menší díly. Drobné přírodní znaky ponecháváme – patří k pravé kůži. Hovězí a telecí usně odebíráme výhradně od evropských koželuhů, převážně z Itálie a Portugalska.',
          ),
        ),
        heading('Kopyto a rámové šití'),
        richText(
          paragraph(
            'Svršek se napíná na dřevěné kopyto a nechává se na něm odpočinout až dva dny, aby si tvar zapamatoval. U rámově šitých modelů pak podešev přišijeme k pruhu kůže, tzv. rámu. Takovou botu lze později znovu podrazit a vydrží celé roky.',
          ),
        ),
        heading('Kožené zboží'),
        richText(
          paragraph(
            'Peněženky a opasky šijeme sedlářským stehem dvěma jehlami najednou: když se jedna nit přetrhne, šev drží dál. Na opasky používáme kůži vyčiněnou rostlinnými tříslovinami, která časem ztmavne a získá krásnou patinu. Hrany kabelek se barví v několika vrstvách, mezi nimiž se ručně brousí.',
          ),
        ),
        heading('Ruční dokončení'),
        richText(
          list(
            'hrany podešve se brousí a barví ručně',
            'barva svršku se stínuje, aby vynikla hloubka kůže',
            'na závěr bota dostane několik vrstev vosku a vyleští se do lesku',
          ),
          paragraph(
            'Každý pár před zabalením zkontrolujeme. Stejnou péči věnujeme i peněženkám, opaskům a kabelkám. Aby vám boty dlouho vydržely, řiďte se radami v ',
            link('průvodci péčí o obuv', '/stories/shoe-care-guide'),
            '.',
          ),
        ),
        products('Společenská obuv', inCategories('women-shoes-formal', 'men-shoes-formal'), '/men/shoes/formal', 4),
        products(
          'Kožené zboží',
          inCategories('bags-and-accessories-handbags', 'bags-and-accessories-wallets', 'bags-and-accessories-belts'),
          '/bags-and-accessories',
          4,
        ),
      ],
    }
  return {
    kind: 'article',
    title: 'Craftsmanship',
    description:
      'From choosing the leather to the last layer of wax: up to 120 steps go into every pair of Kestrel formal shoes.',
    date: '2025-06-04',
    image: drawing('formal', '3b2a20', '1a1a1a', 'Drawing of a dark brown formal shoe with a black sole, side view'),
    blocks: [
      richText(
        paragraph(
          'A pair of Kestrel formal shoes goes through up to 120 steps and the hands of more than twenty people. Some of those steps are done exactly as they were in Anders Holm’s workshop a hundred years ago.',
        ),
      ),
      heading('Choosing the leather'),
      richText(
        paragraph(
          'The cutter first holds every hide up to the light. The best parts, with a dense and firm grain, go into the toe and heel, where the shoe carries the most strain; the edges are used for smaller pieces. We keep small natural marks – they are part of real leather. Our cowhide and calfskin come only from European tanneries, mostly in Italy and Portugal.',
        ),
      ),
      heading('The last and the welt'),
      richText(
        paragraph(
          'The upper is stretched over a wooden last and left to rest on it for up to two days so that it remembers the shape. On our welted models, the sole is then stitched to a strip of leather called the welt. A shoe made this way can be resoled and lasts for years.',
        ),
      ),
      heading('Leather goods'),
      richText(
        paragraph(
          'Our wallets and belts are saddle-stitched with two needles at once: if one thread breaks, the seam still holds. For belts we use vegetable-tanned leather, which darkens over time and develops a beautiful patina. The edges of our bags are painted in several coats, sanded by hand between each one.',
        ),
      ),
      heading('Finished by hand'),
      richText(
        list(
          'the edges of the sole are sanded and stained by hand',
          'the colour of the upper is shaded to bring out the depth of the leather',
          'finally the shoe gets several layers of wax and is polished to a shine',
        ),
        paragraph(
          'We check every pair before it is packed, and we give our wallets, belts and bags the same care. To make your shoes last, follow the advice in our ',
          link('shoe care guide', '/stories/shoe-care-guide'),
          '.',
        ),
      ),
      products('Formal shoes', inCategories('women-shoes-formal', 'men-shoes-formal'), '/men/shoes/formal', 4),
      products(
        'Leather goods',
        inCategories('bags-and-accessories-handbags', 'bags-and-accessories-wallets', 'bags-and-accessories-belts'),
        '/bags-and-accessories',
        4,
      ),
    ],
  }
}

function shoeCareGuidePage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'article',
      title: 'Průvodce péčí o obuv',
      description:
        'Jak čistit a ošetřovat hladkou kůži, semiš, nubuk a boty s membránou GORE-TEX, aby vám vydržely co nejdéle.',
      date: '2025-10-20',
      image: drawing('care', '2f3a2f', 'c9a86a', 'Kresba sady na péči o obuv s krémem a kartáčem'),
      blocks: [
        richText(
          paragraph(
            'Pár minut péče týdně prodlouží život vašich bot o roky. Než začnete, boty vždy očistěte od prachu a bláta a nechte je vyschnout při pokojové teplotě – nikdy na topení ani na slunci.',
          ),
        ),
        heading('Hladká kůže'),
        richText(
          list(
            'Prach a nečistoty odstraňte žíněným kartáčem nebo vlhkým hadříkem.',
            'Tenkou vrstvu krému v barvě boty vetřete krouživými pohyby a nechte 10 minut zaschnout.',
            'Přeleštěte měkkým kartáčem nebo bavlněným hadříkem. Pro vyšší lesk přidejte vosk na špičku a patu.',
            'Jednou za měsíc kůži vyživte bezbarvým balzámem, aby nevysychala a nepraskala.',
          ),
        ),
        heading('Semiš a nubuk'),
        richText(
          list(
            'Nové boty před prvním nošením ošetřete impregnačním sprejem a sprej obnovujte každé dva až tři týdny.',
            'Suché nečistoty vykartáčujte kartáčem s mosaznými a pryžovými štětinami, vždy po směru vlasu.',
            'Skvrny odstraňte gumou na semiš; mokrou skvrnu nechte nejprve zaschnout.',
            [bold('Nepoužívejte krém'), ' – semiš a nubuk by ztratily svůj sametový povrch.'],
          ),
        ),
        image(
          drawing(
            'boot',
            'a67b5b',
            '3b2a20',
            'Kresba semišové kotníkové boty v barvě velbloudí srsti s tmavou podešví z boku',
          ),
          'Semiš pravidelně impregnujte a kartáčujte po směru vlasu.',
        ),
        heading('GORE-TEX a voděodolné boty'),
        richText(
          paragraph(
            'Membrána GORE-TEX nepropustí vodu dovnitř, ale potřebuje dýchat. Boty čistěte vlažnou vodou a měkkým kartáčem, bez mýdla a agresivních čisticích prostředků. Svršek pravidelně impregnujte přípravkem bez silikonu, aby voda stékala a membrána dál odváděla vlhkost ven.',
          ),
        ),
        heading('Když boty zmoknou'),
        richText(
          paragraph(
            'Promočené boty vycpěte novinovým papírem a nechte je pomalu vyschnout při pokojové teplotě; papír vyměňte, jakmile navlhne. Sůl ze zimních chodníků setřete co nejdříve hadříkem namočeným ve vlažné vodě s trochou octa. Teprve suchou kůži ošetřete krémem nebo balzámem.',
          ),
        ),
        heading('Pár tipů navíc'),
        richText(
          list(
            'Střídejte boty – kůži prospěje, když si den odpočine.',
            'Po nošení vložte do bot napínáky z cedrového dřeva; udrží tvar a odsají vlhkost.',
            'Obouvejte se pomocí lžíce, pata vám vydrží déle.',
          ),
          paragraph(
            'Nevíte si rady? Napište nám přes ',
            link('péči o zákazníky', '/customer-service'),
            '. Pokud se na botách přesto objeví vada, postupujte podle návodu k ',
            link('reklamaci', '/customer-service/claims'),
            '.',
          ),
        ),
        products('Přípravky na péči o obuv', inCategories('shoe-care-care-products'), '/shoe-care', 8),
      ],
    }
  return {
    kind: 'article',
    title: 'Shoe care guide',
    description:
      'How to clean and care for smooth leather, suede, nubuck and GORE-TEX shoes so that they last as long as possible.',
    date: '2025-10-20',
    image: drawing('care', '2f3a2f', 'c9a86a', 'Drawing of a shoe care set with cream and a brush'),
    blocks: [
      richText(
        paragraph(
          'A few minutes of care a week adds years to the life of your shoes. Before you start, always brush off dust and mud and let the shoes dry at room temperature – never on a radiator or in the sun.',
        ),
      ),
      heading('Smooth leather'),
      richText(
        list(
          'Remove dust and dirt with a horsehair brush or a damp cloth.',
          'Work a thin layer of cream in the colour of the shoe in with circular movements and let it dry for 10 minutes.',
          'Buff with a soft brush or a cotton cloth. For a higher shine, add wax to the toe and heel.',
          'Once a month, nourish the leather with a colourless balm so that it does not dry out and crack.',
        ),
      ),
      heading('Suede and nubuck'),
      richText(
        list(
          'Treat new shoes with a protective spray before you first wear them, and renew it every two to three weeks.',
          'Brush off dry dirt with a brass and rubber bristle brush, always with the nap.',
          'Remove stains with a suede eraser; let a wet stain dry first.',
          [bold('Never use cream'), ' – suede and nubuck would lose their velvety surface.'],
        ),
      ),
      image(
        drawing('boot', 'a67b5b', '3b2a20', 'Drawing of a camel suede ankle boot with a dark sole, side view'),
        'Proof suede regularly and brush it with the nap.',
      ),
      heading('GORE-TEX and waterproof shoes'),
      richText(
        paragraph(
          'A GORE-TEX membrane keeps water out, but it needs to breathe. Clean the shoes with lukewarm water and a soft brush, without soap or harsh cleaning products. Proof the upper regularly with a silicone-free product so that water runs off and the membrane can keep letting moisture out.',
        ),
      ),
      heading('When your shoes get wet'),
      richText(
        paragraph(
          'Stuff soaked shoes with newspaper and let them dry slowly at room temperature; change the paper as soon as it gets damp. Wipe off road salt as soon as you can with a cloth dipped in lukewarm water with a little vinegar. Only treat the leather with cream or balm once it is dry.',
        ),
      ),
      heading('A few more tips'),
      richText(
        list(
          'Rotate your shoes – leather benefits from a day’s rest.',
          'After wearing, put cedar shoe trees in your shoes; they keep the shape and absorb moisture.',
          'Use a shoehorn, and your heel counters will last longer.',
        ),
        paragraph(
          'Need advice? Write to us through ',
          link('customer service', '/customer-service'),
          '. If a defect does appear on your shoes, follow the ',
          link('claims procedure', '/customer-service/claims'),
          '.',
        ),
      ),
      products('Shoe care products', inCategories('shoe-care-care-products'), '/shoe-care', 8),
    ],
  }
}

export const storyPages: PageBuilders = {
  '/stories': storiesPage,
  '/stories/about-us': aboutUsPage,
  '/stories/sustainability': sustainabilityPage,
  '/stories/craftsmanship': craftsmanshipPage,
  '/stories/shoe-care-guide': shoeCareGuidePage,
}
