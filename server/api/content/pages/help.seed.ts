import type { ContentPage } from '@common/content-schemas'
import type { Locale } from '@common/market'
import { bold, heading, link, list, paragraph, richText, type PageBuilders } from './blocks'

/** The customer service articles: ordering, delivery, payment, returns and claims. */
function orderingPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'article',
      title: 'Objednávka',
      description:
        'Jak nakoupit v e-shopu Kestrel krok za krokem, jak objednávku změnit nebo zrušit a co se děje po jejím odeslání.',
      blocks: [
        heading('Jak nakoupit'),
        richText(
          list(
            [bold('Vyberte zboží. '), 'Na stránce produktu zvolte barvu a velikost a vložte zboží do košíku.'],
            [
              bold('Zkontrolujte košík. '),
              'Můžete upravit počet kusů, přidat dárkové balení nebo uplatnit slevový kód.',
            ],
            [
              bold('Vyplňte údaje. '),
              'V pokladně zadejte e-mail, telefon a doručovací adresu, nebo se přihlaste a údaje se doplní samy.',
            ],
            [bold('Zvolte dopravu a platbu. '), 'Cena dopravy se přepočítá ještě před odesláním objednávky.'],
            [
              bold('Odešlete objednávku. '),
              'Tlačítkem „Objednat a zaplatit“ potvrzujete, že souhlasíte s obchodními podmínkami.',
            ],
          ),
        ),
        heading('S účtem, nebo bez něj'),
        richText(
          paragraph(
            'Nakoupit můžete i bez registrace. S účtem ale máte přehled o všech objednávkách, vrácení zboží zahájíte na pár kliknutí a za každý nákup sbíráte body v programu Kestrel Club. Účet si založíte v sekci ',
            link('Můj účet', '/my-account'),
            '.',
          ),
        ),
        heading('Potvrzení objednávky'),
        richText(
          paragraph(
            'Hned po odeslání vám přijde e-mail s rekapitulací a číslem objednávky. Tímto potvrzením je kupní smlouva uzavřena. Druhý e-mail dostanete ve chvíli, kdy zásilku předáme dopravci, a daňový doklad vám pošleme v PDF.',
          ),
        ),
        heading('Změna nebo zrušení objednávky'),
        richText(
          paragraph(
            'Objednávky odeslané v pracovní den do 14:00 balíme ještě tentýž den. Pokud chcete změnit velikost, adresu nebo objednávku zrušit, zavolejte nám co nejdříve na +420 222 111 333. Dokud zásilka neopustí sklad, vše rádi upravíme.',
          ),
          paragraph(
            'Nejste-li si jistí velikostí, vyberte si při objednávce službu Vyzkoušej a kup: boty vám zdarma připravíme v prodejně a zaplatíte až ty, které vám padnou.',
          ),
        ),
      ],
    }
  return {
    kind: 'article',
    title: 'Ordering',
    description:
      'How to shop at Kestrel step by step, how to change or cancel an order and what happens after you send it.',
    blocks: [
      heading('How to order'),
      richText(
        list(
          [bold('Choose your items. '), 'On the product page, pick a colour and size and add the item to your bag.'],
          [bold('Check your bag. '), 'Change quantities, add gift wrapping or apply a discount code.'],
          [
            bold('Enter your details. '),
            'At checkout, enter your email, phone and delivery address, or log in and we fill them in for you.',
          ],
          [bold('Choose delivery and payment. '), 'The delivery price is updated before you send the order.'],
          [bold('Send the order. '), 'By clicking “Order and pay” you accept our terms of use.'],
        ),
      ),
      heading('With or without an account'),
      richText(
        paragraph(
          'You can order without an account. With one, though, you see all your orders in one place, start a return in a few clicks and earn Kestrel Club points with every purchase. Create your account in ',
          link('My account', '/my-account'),
          '.',
        ),
      ),
      heading('Order confirmation'),
      richText(
        paragraph(
          'Right after you order, we email you a summary with your order number. This confirmation concludes the contract of sale. You get a second email when we hand the parcel to the carrier, and we send your invoice as a PDF.',
        ),
      ),
      heading('Changing or cancelling an order'),
      richText(
        paragraph(
          'Orders placed by 14:00 on a working day are packed the same day. If you want to change the size or the address, or cancel the order, call us as soon as possible on +420 222 111 333. Until the parcel leaves our warehouse, we are happy to change anything.',
        ),
        paragraph(
          'Not sure about the size? Choose Try and buy at checkout: we set the shoes aside in a store free of charge and you only pay for the pair that fits.',
        ),
      ),
    ],
  }
}

function shippingPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'article',
      title: 'Doprava a doručení',
      description: 'Doručujeme po celé České republice z našeho skladu v Praze. Nad 1 500 Kč je doprava zdarma.',
      blocks: [
        heading('Způsoby doručení'),
        richText(
          list(
            [
              bold('Doručení na adresu – 99 Kč. '),
              'Kurýr Kestrel Express přiveze zásilku do 1–2 pracovních dnů. Ráno v den doručení vám pošle SMS s dvouhodinovým časovým oknem.',
            ],
            [
              bold('Výdejní místo – 69 Kč. '),
              'Vyberte si jedno z více než 5 000 výdejních míst a boxů po celé republice. Zásilka tam bude do 2–3 pracovních dnů a počká na vás 7 dní.',
            ],
            [
              bold('Vyzvednutí v prodejně – zdarma. '),
              'Zboží skladem v prodejně vám připravíme obvykle do 2 hodin, jinak do 2–3 pracovních dnů. Jakmile bude připraveno, dáme vám vědět e-mailem a SMS.',
            ],
          ),
        ),
        heading('Doprava zdarma'),
        richText(
          paragraph(
            'Při nákupu zboží nad 1 500 Kč vám doručení na adresu i na výdejní místo nic nestojí. Přesná pravidla najdete v ',
            link('podmínkách dopravy zdarma', '/customer-service/legal-pages/free-shipping-terms'),
            '.',
          ),
        ),
        heading('Kdy zásilku odešleme'),
        richText(
          paragraph(
            'Objednávky přijaté v pracovní den do 14:00 expedujeme z našeho skladu v Praze ještě tentýž den. Objednávky z víkendu a svátků odesíláme v nejbližší pracovní den. Platíte-li bankovním převodem, odešleme zásilku po připsání platby na náš účet.',
          ),
        ),
        heading('Převzetí zásilky'),
        richText(
          paragraph(
            'Při převzetí zkontrolujte, zda obal není poškozený. Pokud ano, sepište s kurýrem protokol o poškození nebo zásilku nepřevezměte a dejte nám vědět. V prodejně si zásilku vyzvednete s číslem objednávky a dokladem totožnosti; počká na vás 7 dní.',
          ),
          paragraph(
            'Doručujeme pouze v rámci České republiky. Kde se vaše zásilka právě nachází, zjistíte ve ',
            link('sledování objednávky', '/order-tracking'),
            '.',
          ),
        ),
      ],
    }
  return {
    kind: 'article',
    title: 'Delivery',
    description:
      'We deliver across the Czech Republic from our warehouse in Prague. Delivery is free on orders over CZK 1,500.',
    blocks: [
      heading('Delivery options'),
      richText(
        list(
          [
            bold('Home delivery – CZK 99. '),
            'A Kestrel Express courier brings your parcel within 1–2 working days and texts you a two-hour delivery window on the morning of delivery.',
          ],
          [
            bold('Parcel shop – CZK 69. '),
            'Choose one of more than 5,000 parcel shops and lockers across the country. Your parcel arrives within 2–3 working days and waits for you for 7 days.',
          ],
          [
            bold('Click and collect – free. '),
            'Items in stock at the store are usually ready within 2 hours, others within 2–3 working days. We let you know by email and text message when your order is ready.',
          ],
        ),
      ),
      heading('Free delivery'),
      richText(
        paragraph(
          'Home delivery and parcel shop delivery are free when your goods total more than CZK 1,500. See the ',
          link('free shipping terms', '/customer-service/legal-pages/free-shipping-terms'),
          ' for the exact rules.',
        ),
      ),
      heading('When we ship'),
      richText(
        paragraph(
          'Orders received by 14:00 on a working day leave our Prague warehouse the same day. Orders placed at weekends or on public holidays are shipped on the next working day. If you pay by bank transfer, we ship once the payment has reached our account.',
        ),
      ),
      heading('Receiving your parcel'),
      richText(
        paragraph(
          'When your parcel arrives, check that the packaging is undamaged. If it is damaged, ask the courier to record it or refuse the parcel and let us know. To collect an order in store, bring your order number and an ID; it waits for you for 7 days.',
        ),
        paragraph(
          'We deliver within the Czech Republic only. Find out where your parcel is in ',
          link('order tracking', '/order-tracking'),
          '.',
        ),
      ),
    ],
  }
}

function paymentPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'article',
      title: 'Platba',
      description:
        'Zaplaťte kartou, přes Apple Pay nebo Google Pay, bankovním převodem, dárkovou kartou nebo později ve třech splátkách.',
      blocks: [
        heading('Jak můžete zaplatit'),
        richText(
          list(
            [
              bold('Platební karta. '),
              'Přijímáme karty Visa, Mastercard a Maestro. Platba je chráněná ověřením 3-D Secure ve vaší bankovní aplikaci.',
            ],
            [
              bold('Apple Pay a Google Pay. '),
              'Zaplatíte jedním dotykem v telefonu nebo v prohlížeči, bez opisování čísla karty.',
            ],
            [
              bold('Platba později. '),
              'Nákup od 100 Kč do 50 000 Kč rozložíte do tří bezúročných splátek bez poplatků. O schválení rozhoduje náš platební partner během pár vteřin.',
            ],
            [
              bold('Bankovní převod. '),
              'Platební údaje vám pošleme v potvrzení objednávky. Zboží rezervujeme 5 pracovních dnů a odešleme ho po připsání platby.',
            ],
            [
              bold('Dárková karta. '),
              'Kód dárkové karty zadáte v pokladně; zbývající částku doplatíte jiným způsobem.',
            ],
          ),
        ),
        heading('Kdy vám platbu strhneme'),
        richText(
          paragraph(
            'Při platbě kartou nebo peněženkou částku na účtu jen zablokujeme a strhneme ji až ve chvíli, kdy zásilku odešleme. Pokud některé zboží nakonec nedodáme, blokaci uvolníme.',
          ),
        ),
        heading('Ceny a doklady'),
        richText(
          paragraph(
            'Všechny ceny jsou uvedeny v korunách včetně DPH. Daňový doklad vám pošleme e-mailem a najdete ho i v sekci ',
            link('Můj účet', '/my-account'),
            '. Nakupujete-li na firmu, zadejte v pokladně IČO a DIČ a doklad vystavíme na vaši společnost.',
          ),
          paragraph(
            'Údaje o kartě u nás neukládáme; platbu zpracovává certifikovaný poskytovatel platebních služeb. Více se dočtete v přehledu ',
            link('platebních metod', '/customer-service/legal-pages/payment-methods'),
            '.',
          ),
        ),
      ],
    }
  return {
    kind: 'article',
    title: 'Payment',
    description:
      'Pay by card, with Apple Pay or Google Pay, by bank transfer, with a gift card or later in three instalments.',
    blocks: [
      heading('How you can pay'),
      richText(
        list(
          [
            bold('Card. '),
            'We accept Visa, Mastercard and Maestro. Payments are protected by 3-D Secure confirmation in your banking app.',
          ],
          [
            bold('Apple Pay and Google Pay. '),
            'Pay with one touch on your phone or in your browser, no card number needed.',
          ],
          [
            bold('Pay later. '),
            'Split purchases from CZK 100 to CZK 50,000 into three interest-free instalments at no extra cost. Our payment partner decides within seconds.',
          ],
          [
            bold('Bank transfer. '),
            'We send the payment details with your order confirmation, reserve the items for 5 working days and ship them once the payment arrives.',
          ],
          [bold('Gift card. '), 'Enter the gift card code at checkout and pay any remaining amount another way.'],
        ),
      ),
      heading('When we charge you'),
      richText(
        paragraph(
          'When you pay by card or wallet, we only reserve the amount and charge it when your parcel is shipped. If we cannot deliver an item after all, we release the reservation.',
        ),
      ),
      heading('Prices and invoices'),
      richText(
        paragraph(
          'All prices are in Czech crowns (CZK) and include VAT. We email you the invoice, and you can also find it in ',
          link('My account', '/my-account'),
          '. Buying for a company? Enter your company ID and VAT number at checkout and we issue the invoice to your company.',
        ),
        paragraph(
          'We never store your card details; payments are processed by a certified payment service provider. Read more in our overview of ',
          link('payment methods', '/customer-service/legal-pages/payment-methods'),
          '.',
        ),
      ),
    ],
  }
}

function returnsPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'article',
      title: 'Vrácení zboží',
      description:
        'Nenošené zboží můžete vrátit zdarma do 30 dnů od doručení – poštou přes výdejní místo nebo v kterékoli prodejně Kestrel.',
      blocks: [
        richText(
          paragraph(
            'Zákon vám dává 14 dní na odstoupení od smlouvy uzavřené na dálku. My vám dáváme ',
            bold('30 dnů od doručení'),
            ' a vrácení je zdarma. Důvod uvádět nemusíte.',
          ),
        ),
        heading('Jak zahájit vrácení'),
        richText(
          list(
            [
              bold('S účtem: '),
              'přihlaste se do sekce ',
              link('Můj účet', '/my-account'),
              ', otevřete objednávku a zvolte „Vrátit zboží“.',
            ],
            [
              bold('Bez účtu: '),
              'otevřete ',
              link('sledování objednávky', '/order-tracking'),
              ', zadejte číslo objednávky a e-mail a zvolte „Vrátit zboží“.',
            ],
            'Vyberte kusy, které vracíte, a důvod vrácení. Pomůže nám to zlepšovat popisy a velikosti.',
            'Zvolte, zda zásilku odnesete na výdejní místo, nebo do prodejny Kestrel.',
          ),
        ),
        heading('Jak zboží odeslat'),
        richText(
          paragraph(
            'Zboží zabalte nejlépe do původní krabice a vnějšího obalu. Na výdejním místě stačí ukázat QR kód z e-mailu, štítek vytiskne obsluha. V prodejně zboží předáte u pokladny a na místě dostanete potvrzení.',
          ),
          paragraph(
            'Vracené boty by měly být nenošené, bez známek používání venku, s visačkami a v původní krabici. Zkoušet je samozřejmě můžete – nejlépe doma na koberci.',
          ),
        ),
        heading('Vrácení peněz'),
        richText(
          paragraph(
            'Jakmile zásilka dorazí do našeho skladu v Praze, zkontrolujeme ji a pošleme vám e-mail. Peníze vracíme stejným způsobem, jakým jste platili, obvykle do 5 pracovních dnů, vždy nejpozději do 14 dnů od odstoupení. Stav vrácení uvidíte ve sledování objednávky.',
          ),
          paragraph(
            'Potřebujete jinou velikost? Zboží vraťte a objednejte si novou velikost – dostanete ji dříve, než by trvala výměna. Podrobná pravidla najdete v ',
            link('reklamačním řádu a podmínkách vrácení', '/customer-service/legal-pages/return-policy'),
            '.',
          ),
        ),
      ],
    }
  return {
    kind: 'article',
    title: 'Returns',
    description:
      'Return unworn items free of charge within 30 days of delivery – by post via a parcel shop or in any Kestrel store.',
    blocks: [
      richText(
        paragraph(
          'The law gives you 14 days to withdraw from a distance contract. We give you ',
          bold('30 days from delivery'),
          ', and returns are free. You don’t have to give a reason.',
        ),
      ),
      heading('How to start a return'),
      richText(
        list(
          [
            bold('With an account: '),
            'log in to ',
            link('My account', '/my-account'),
            ', open the order and choose “Start a return”.',
          ],
          [
            bold('Without an account: '),
            'open ',
            link('order tracking', '/order-tracking'),
            ', enter your order number and email and choose “Start a return”.',
          ],
          'Select the items you are returning and the reason. It helps us improve our descriptions and sizing.',
          'Choose whether you will take the parcel to a parcel shop or to a Kestrel store.',
        ),
      ),
      heading('How to send your return'),
      richText(
        paragraph(
          'Pack the items, ideally in the original shoe box and outer packaging. At the parcel shop, just show the QR code from your email and the staff print the label. In a store, hand the items in at the till and you get a receipt on the spot.',
        ),
        paragraph(
          'Returned shoes should be unworn, show no signs of outdoor use and come with their tags and original box. Of course you can try them on – ideally at home on a carpet.',
        ),
      ),
      heading('Your refund'),
      richText(
        paragraph(
          'As soon as your return reaches our Prague warehouse, we check it and email you. We refund you with the payment method you used, usually within 5 working days and always no later than 14 days after your withdrawal. You can follow your return in order tracking.',
        ),
        paragraph(
          'Need a different size? Return the item and order the new size – it reaches you faster than an exchange would. The detailed rules are in our ',
          link('return policy', '/customer-service/legal-pages/return-policy'),
          '.',
        ),
      ),
    ],
  }
}

function claimsPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'article',
      title: 'Reklamace',
      description: 'Na obuv a kožené zboží se vztahuje záruka 24 měsíců. Reklamaci vyřídíme nejpozději do 30 dnů.',
      blocks: [
        richText(
          paragraph(
            'Každý pár před odesláním kontrolujeme, přesto se může stát, že se objeví vada. Na vady, které zboží mělo při převzetí nebo které se projeví ',
            bold('do 24 měsíců'),
            ' od převzetí, se vztahuje zákonná odpovědnost prodávajícího.',
          ),
        ),
        heading('Jak reklamovat'),
        richText(
          list(
            [
              bold('Napište nám '),
              'na ',
              link('servis@kestrel.example', 'mailto:servis@kestrel.example'),
              '. Uveďte číslo objednávky, popis vady, připojte fotografie a napište, jak si přejete reklamaci vyřídit.',
            ],
            [
              bold('Nebo přijďte do prodejny. '),
              'Reklamaci přijmeme v kterékoli prodejně Kestrel, i když jste nakoupili online. Vezměte s sebou doklad o koupi.',
            ],
            'Zboží nám pošlete očištěné. Štítek na zaslání zdarma vám pošleme e-mailem.',
            'Přijetí reklamace vám potvrdíme e-mailem s datem, popisem vady a požadovaným způsobem vyřízení.',
          ),
        ),
        heading('Jak dlouho to trvá'),
        richText(
          paragraph(
            'O reklamaci rozhodneme do 3 pracovních dnů od jejího uplatnění; ve složitějších případech si vyžádáme odborné posouzení. Vyřízena bude nejpozději do 30 dnů, o výsledku vás informujeme e-mailem.',
          ),
        ),
        heading('Jak můžeme reklamaci vyřídit'),
        richText(
          list(
            'opravou, například přelepením nebo přešitím podrážky',
            'výměnou za nový kus stejného zboží',
            'přiměřenou slevou z ceny',
            'vrácením peněz, pokud opravu ani výměnu nelze provést',
          ),
          paragraph(
            'Za vadu nepovažujeme běžné opotřebení, poškození nesprávným používáním ani následky zanedbané péče. Jak o boty pečovat, radíme v ',
            link('průvodci péčí o obuv', '/stories/shoe-care-guide'),
            '. Podrobný postup popisuje ',
            link('reklamační řád', '/customer-service/legal-pages/return-policy'),
            '.',
          ),
        ),
      ],
    }
  return {
    kind: 'article',
    title: 'Claims',
    description: 'Our footwear and leather goods carry a 24-month warranty. We settle every claim within 30 days.',
    blocks: [
      richText(
        paragraph(
          'We check every pair before it leaves our warehouse, but a defect can still appear. As the seller, we are responsible for defects present when you received the item or appearing ',
          bold('within 24 months'),
          ' of receipt.',
        ),
      ),
      heading('How to make a claim'),
      richText(
        list(
          [
            bold('Write to us '),
            'at ',
            link('servis@kestrel.example', 'mailto:servis@kestrel.example'),
            '. Include your order number, a description of the defect and photos, and tell us how you would like the claim settled.',
          ],
          [
            bold('Or visit a store. '),
            'Any Kestrel store accepts claims, even for online orders. Please bring your proof of purchase.',
          ],
          'Send us the item clean. We email you a free shipping label.',
          'We confirm your claim by email with the date, the defect and the remedy you asked for.',
        ),
      ),
      heading('How long it takes'),
      richText(
        paragraph(
          'We decide on your claim within 3 working days of receiving it; in complex cases we ask for an expert assessment. Every claim is settled within 30 days at the latest, and we email you the result.',
        ),
      ),
      heading('How we settle a claim'),
      richText(
        list(
          'by repair, for example re-gluing or re-stitching the sole',
          'by replacing the item with a new one',
          'by a reasonable discount on the price',
          'by a refund if the item can be neither repaired nor replaced',
        ),
        paragraph(
          'Normal wear and tear, damage from improper use and the effects of neglected care are not defects. Our ',
          link('shoe care guide', '/stories/shoe-care-guide'),
          ' explains how to look after your shoes. The full procedure is in our ',
          link('return policy', '/customer-service/legal-pages/return-policy'),
          '.',
        ),
      ),
    ],
  }
}

export const helpPages: PageBuilders = {
  '/customer-service/ordering': orderingPage,
  '/customer-service/shipping': shippingPage,
  '/customer-service/payment': paymentPage,
  '/customer-service/returns': returnsPage,
  '/customer-service/claims': claimsPage,
}
