import type { ContentPage } from '@common/content-schemas'
import type { Locale } from '@common/market'
import { bold, heading, link, list, paragraph, richText, LEGAL_DATE, type PageBuilders } from './blocks'

/** The legal pages about buying: free shipping, payment methods and gift cards. */
function freeShippingTermsPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'legal',
      title: 'Podmínky dopravy zdarma',
      description:
        'Kdy vám dopravu neúčtujeme: objednávky nad 1 500 Kč, vyzvednutí v prodejně a členové Kestrel Club Silver a Gold.',
      date: LEGAL_DATE,
      blocks: [
        heading('1. Kdy je doprava zdarma'),
        richText(
          list(
            [
              bold('Objednávky nad 1 500 Kč: '),
              'doručení na adresu kurýrem Kestrel Express (jinak 99 Kč) i na výdejní místo (jinak 69 Kč) je zdarma.',
            ],
            [
              bold('Vyzvednutí v prodejně '),
              'a služba Vyzkoušej a kup jsou zdarma vždy, bez ohledu na hodnotu objednávky.',
            ],
            [
              bold('Členové Kestrel Club '),
              'na úrovni Silver a Gold mají dopravu zdarma u každé objednávky, pokud jsou při nákupu přihlášeni.',
            ],
          ),
        ),
        heading('2. Co se do hodnoty objednávky započítává'),
        richText(
          paragraph(
            'Rozhoduje cena zboží v košíku po odečtení slev a slevových kódů. Do hodnoty se nezapočítává dárkové balení (59 Kč) ani elektronické dárkové karty, které doručujeme e-mailem vždy zdarma. Hodnotu posuzujeme v okamžiku odeslání objednávky; dodáme-li část zboží později v samostatné zásilce, další doručení vám už neúčtujeme.',
          ),
        ),
        heading('3. Kódy na dopravu zdarma'),
        richText(
          paragraph(
            'Čas od času posíláme odběratelům newsletteru kód na dopravu zdarma. Kód platí pro jednu objednávku v době uvedené v e-mailu a nelze jej kombinovat s jiným slevovým kódem.',
          ),
        ),
        heading('4. Vrácení části objednávky'),
        richText(
          paragraph(
            'Pokud vrátíte část zboží a hodnota ponechaného zboží klesne pod 1 500 Kč, dopravu vám dodatečně neúčtujeme. Vrácení zboží je vždy zdarma.',
          ),
        ),
        heading('5. Reklamace'),
        richText(
          paragraph(
            'Zaslání reklamovaného zboží k nám je vždy zdarma, stejně jako doručení opraveného nebo vyměněného zboží zpět k vám, a to bez ohledu na hodnotu původní objednávky.',
          ),
        ),
        heading('6. Nevyzvednuté zásilky'),
        richText(
          paragraph(
            'Zásilka na výdejním místě nebo v prodejně na vás čeká 7 dní. Nevyzvednete-li ji, vrátí se do našeho skladu a zaplacenou cenu zboží vám vrátíme. Jestliže si opakovaně nevyzvednete objednávku s dopravou zdarma, můžeme u dalších objednávek požadovat platbu předem.',
          ),
        ),
        heading('7. Územní rozsah'),
        richText(
          paragraph(
            'Doprava zdarma platí pro doručení v rámci České republiky, kam jako jediné doručujeme. Způsoby a lhůty doručení popisuje část ',
            link('Doprava a doručení', '/customer-service/shipping'),
            '.',
          ),
        ),
        heading('8. Změny podmínek'),
        richText(
          paragraph(
            'Hranici pro dopravu zdarma můžeme změnit; na objednávku se vždy použijí podmínky platné v okamžiku jejího odeslání. Nabídka se řídí ',
            link('obchodními podmínkami', '/customer-service/legal-pages/terms-of-use'),
            '.',
          ),
        ),
      ],
    }
  return {
    kind: 'legal',
    title: 'Free shipping terms',
    description:
      'When delivery is on us: orders over CZK 1,500, click and collect, and Kestrel Club Silver and Gold members.',
    date: LEGAL_DATE,
    blocks: [
      heading('1. When delivery is free'),
      richText(
        list(
          [
            bold('Orders over CZK 1,500: '),
            'home delivery by Kestrel Express (otherwise CZK 99) and parcel shop delivery (otherwise CZK 69) are free.',
          ],
          [bold('Click and collect '), 'and Try and buy are always free, whatever the order value.'],
          [
            bold('Kestrel Club members '),
            'at Silver and Gold level get free delivery on every order when they are logged in.',
          ],
        ),
      ),
      heading('2. What counts towards the order value'),
      richText(
        paragraph(
          'What counts is the price of the goods in your bag after discounts and discount codes. Gift wrapping (CZK 59) does not count, nor do electronic gift cards, which we always deliver by email free of charge. The value is assessed when you send the order; if we deliver part of it later in a separate parcel, we do not charge for the extra delivery.',
        ),
      ),
      heading('3. Free shipping codes'),
      richText(
        paragraph(
          'From time to time we send newsletter subscribers a free shipping code. The code is valid for one order during the period stated in the email and cannot be combined with another discount code.',
        ),
      ),
      heading('4. Returning part of an order'),
      richText(
        paragraph(
          'If you return part of your order and the value of the items you keep falls below CZK 1,500, we do not charge delivery afterwards. Returns are always free.',
        ),
      ),
      heading('5. Claims'),
      richText(
        paragraph(
          'Sending us an item you are claiming for is always free, as is delivering the repaired or replacement item back to you, whatever the value of the original order.',
        ),
      ),
      heading('6. Uncollected parcels'),
      richText(
        paragraph(
          'A parcel waits for you at the parcel shop or store for 7 days. If you do not collect it, it returns to our warehouse and we refund the price of the goods. If you repeatedly fail to collect orders delivered free of charge, we may ask for payment in advance on future orders.',
        ),
      ),
      heading('7. Territory'),
      richText(
        paragraph(
          'Free shipping applies to delivery within the Czech Republic, the only country we deliver to. Delivery options and times are described under ',
          link('Delivery', '/customer-service/shipping'),
          '.',
        ),
      ),
      heading('8. Changes'),
      richText(
        paragraph(
          'We may change the free shipping threshold; an order is always governed by the terms in force when it was sent. The offer is subject to our ',
          link('terms of use', '/customer-service/legal-pages/terms-of-use'),
          '.',
        ),
      ),
    ],
  }
}

function paymentMethodsPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'legal',
      title: 'Platební metody',
      description: 'Jak můžete v e-shopu Kestrel zaplatit, kdy platbu strhneme a jak chráníme vaše platební údaje.',
      date: LEGAL_DATE,
      blocks: [
        heading('1. Přehled'),
        richText(
          paragraph(
            'Objednávku zaplatíte platební kartou, přes Apple Pay nebo Google Pay, později ve třech splátkách, bankovním převodem nebo dárkovou kartou. Všechny ceny jsou v korunách českých včetně DPH; platby přijímáme pouze v této měně.',
          ),
        ),
        heading('2. Platební karty'),
        richText(
          paragraph(
            'Přijímáme karty Visa, Mastercard a Maestro. Platbu potvrdíte ověřením 3-D Secure ve své bankovní aplikaci. Při odeslání objednávky částku na účtu zablokujeme a strhneme ji až v den expedice; za nedodané zboží blokaci uvolníme. U karet vydaných v cizí měně provádí přepočet vaše banka.',
          ),
        ),
        heading('3. Apple Pay a Google Pay'),
        richText(
          paragraph(
            'Platba digitální peněženkou funguje stejně jako platba kartou, jen číslo karty nezadáváte. Tlačítko se zobrazí na zařízeních a v prohlížečích, které danou peněženku podporují.',
          ),
        ),
        heading('4. Platba později'),
        richText(
          list(
            'Nákup od 100 Kč do 50 000 Kč rozložíte do tří stejných bezúročných splátek splatných po 30 dnech.',
            'Službu poskytuje náš platební partner, se kterým uzavíráte samostatnou smlouvu; o schválení rozhoduje po krátkém posouzení.',
            'První splátku zaplatíte při expedici zásilky. Vrátíte-li část zboží, partner vám splátky poměrně sníží.',
          ),
        ),
        heading('5. Bankovní převod'),
        richText(
          paragraph(
            'Číslo účtu a variabilní symbol (číslo objednávky) vám pošleme v potvrzení objednávky. Zboží pro vás rezervujeme 5 pracovních dnů; nepřijde-li platba včas, objednávku zrušíme. Zásilku odešleme v den připsání platby.',
          ),
        ),
        heading('6. Dárková karta'),
        richText(
          paragraph(
            'Kód dárkové karty zadáte v pokladně. Převyšuje-li cena objednávky zůstatek karty, doplatíte rozdíl jiným způsobem. Podrobnosti upravují ',
            link('podmínky dárkových karet', '/customer-service/legal-pages/gift-cards'),
            '.',
          ),
        ),
        heading('7. Bezpečnost plateb'),
        richText(
          paragraph(
            'Platby zpracovává poskytovatel platebních služeb certifikovaný podle standardu PCI DSS. Údaje o vaší kartě nevidíme ani neukládáme a veškerá komunikace probíhá šifrovaně.',
          ),
        ),
        heading('8. Vracení plateb'),
        richText(
          paragraph(
            'Při vrácení zboží nebo uznané reklamaci vracíme peníze stejnou platební metodou, kterou jste použili, nejpozději do 14 dnů. Částku zaplacenou dárkovou kartou připíšeme zpět na kartu.',
          ),
        ),
        heading('9. Neúspěšná platba'),
        richText(
          paragraph(
            'Pokud platba kartou nebo peněženkou neprojde, objednávka zůstane uložená a v e-mailu dostanete odkaz, přes který ji můžete do 24 hodin zaplatit znovu, případně jiným způsobem. Po uplynutí této lhůty objednávku zrušíme a zboží uvolníme do prodeje. Nejčastější příčinou bývá nepotvrzené ověření v bankovní aplikaci nebo nastavený limit pro platby na internetu.',
          ),
        ),
      ],
    }
  return {
    kind: 'legal',
    title: 'Payment methods',
    description:
      'How you can pay in the Kestrel online shop, when we charge you and how we protect your payment details.',
    date: LEGAL_DATE,
    blocks: [
      heading('1. Overview'),
      richText(
        paragraph(
          'You can pay for your order by card, with Apple Pay or Google Pay, later in three instalments, by bank transfer or with a gift card. All prices are in Czech crowns (CZK) including VAT, and we accept payments in this currency only.',
        ),
      ),
      heading('2. Cards'),
      richText(
        paragraph(
          'We accept Visa, Mastercard and Maestro. You confirm the payment with 3-D Secure in your banking app. When you send your order we reserve the amount on your account and charge it on the day we ship; for goods we cannot deliver we release the reservation. For cards in another currency, your bank converts the amount.',
        ),
      ),
      heading('3. Apple Pay and Google Pay'),
      richText(
        paragraph(
          'Paying with a digital wallet works like paying by card, without entering the card number. The button appears on devices and browsers that support the wallet.',
        ),
      ),
      heading('4. Pay later'),
      richText(
        list(
          'Split a purchase of CZK 100 to CZK 50,000 into three equal interest-free instalments due every 30 days.',
          'The service is provided by our payment partner, with whom you conclude a separate agreement; the partner approves it after a short assessment.',
          'You pay the first instalment when your parcel is shipped. If you return part of the order, the partner reduces your instalments accordingly.',
        ),
      ),
      heading('5. Bank transfer'),
      richText(
        paragraph(
          'We send the account number and the payment reference (your order number) with your order confirmation. We reserve the goods for 5 working days; if the payment does not arrive in time, we cancel the order. We ship on the day the payment arrives.',
        ),
      ),
      heading('6. Gift card'),
      richText(
        paragraph(
          'Enter the gift card code at checkout. If the order costs more than the card’s balance, pay the difference another way. See the ',
          link('gift card terms', '/customer-service/legal-pages/gift-cards'),
          ' for details.',
        ),
      ),
      heading('7. Payment security'),
      richText(
        paragraph(
          'Payments are processed by a payment service provider certified under the PCI DSS standard. We never see or store your card details, and all communication is encrypted.',
        ),
      ),
      heading('8. Refunds'),
      richText(
        paragraph(
          'When you return goods or we accept a claim, we refund you with the payment method you used, within 14 days at the latest. Amounts paid with a gift card are credited back to the card.',
        ),
      ),
      heading('9. Failed payments'),
      richText(
        paragraph(
          'If a card or wallet payment fails, your order is kept and we email you a link to pay again within 24 hours, with the same or another method. After that, we cancel the order and release the goods for sale. The most common causes are an unconfirmed verification in the banking app or an online payment limit set on the card.',
        ),
      ),
    ],
  }
}

function giftCardsPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'legal',
      title: 'Podmínky dárkových karet',
      description:
        'Jak koupit a uplatnit elektronickou dárkovou kartu Kestrel, jak dlouho platí a co dělat při ztrátě kódu.',
      date: LEGAL_DATE,
      blocks: [
        heading('1. Dárková karta'),
        richText(
          paragraph(
            'Elektronickou dárkovou kartu Kestrel vydává společnost Kestrel Retail s.r.o. v hodnotě 500, 1 000, 2 000, 3 000 nebo 5 000 Kč. Kartu zašleme e-mailem jako PDF s jedinečným šestnáctimístným kódem – vám, nebo přímo obdarovanému ve zvolený den.',
          ),
        ),
        heading('2. Nákup'),
        richText(
          list(
            'Dárkovou kartu zaplatíte kartou, přes Apple Pay nebo Google Pay nebo bankovním převodem. Nelze ji zaplatit později ve splátkách ani jinou dárkovou kartou.',
            'Doručení e-mailem je zdarma. Za nákup dárkové karty se nepřipisují body Kestrel Club; body získá ten, kdo kartou zaplatí zboží.',
          ),
        ),
        heading('3. Platnost'),
        richText(
          paragraph(
            'Dárková karta platí 24 měsíců ode dne nákupu; datum konce platnosti je uvedeno na kartě. Měsíc před jeho uplynutím pošleme připomínku na e-mail, na který byla karta doručena. Po uplynutí platnosti nelze kartu uplatnit ani prodloužit.',
          ),
        ),
        heading('4. Uplatnění'),
        richText(
          list(
            'Kartu uplatníte v pokladně e-shopu zadáním kódu nebo v kterékoli prodejně Kestrel.',
            'Kartu lze použít opakovaně, dokud nevyčerpáte celý zůstatek. V jedné objednávce lze uplatnit nejvýše tři karty.',
            'Je-li cena objednávky vyšší než zůstatek, doplatíte rozdíl jiným způsobem platby.',
            'Kartu nelze směnit za hotovost a z nevyčerpaného zůstatku nevracíme peníze.',
          ),
        ),
        heading('5. Vrácení zboží zaplaceného kartou'),
        richText(
          paragraph(
            'Při vrácení zboží připíšeme částku zaplacenou dárkovou kartou zpět na kartu. Pokud její platnost již skončila nebo skončí do 3 měsíců, vystavíme vám novou kartu na stejnou částku s platností 3 měsíce.',
          ),
        ),
        heading('6. Odstoupení od koupě karty'),
        richText(
          paragraph(
            'Od koupě dárkové karty můžete odstoupit do 14 dnů od jejího doručení, pokud jste ji dosud neuplatnili. Cenu vám vrátíme stejným způsobem, jakým jste platili.',
          ),
        ),
        heading('7. Ztráta a zneužití'),
        richText(
          paragraph(
            'S kódem zacházejte jako s hotovostí. Při ztrátě nebo podezření na zneužití nám neprodleně zavolejte na +420 222 111 333; po prokázání nákupu kartu zablokujeme a zůstatek převedeme na novou. Za kartu uplatněnou před zablokováním neodpovídáme.',
          ),
          paragraph(
            'Zůstatek karty vám sdělí zákaznický servis nebo ho uvidíte v pokladně po zadání kódu. Ostatní otázky upravují ',
            link('obchodní podmínky', '/customer-service/legal-pages/terms-of-use'),
            '.',
          ),
        ),
      ],
    }
  return {
    kind: 'legal',
    title: 'Gift card terms',
    description:
      'How to buy and redeem a Kestrel electronic gift card, how long it is valid and what to do if you lose the code.',
    date: LEGAL_DATE,
    blocks: [
      heading('1. The gift card'),
      richText(
        paragraph(
          'Kestrel electronic gift cards are issued by Kestrel Retail s.r.o. in values of CZK 500, 1,000, 2,000, 3,000 or 5,000. We email the card as a PDF with a unique 16-digit code – to you, or directly to the recipient on a day you choose.',
        ),
      ),
      heading('2. Buying'),
      richText(
        list(
          'You can pay for a gift card by card, with Apple Pay or Google Pay, or by bank transfer. It cannot be paid for in instalments or with another gift card.',
          'Delivery by email is free. Buying a gift card earns no Kestrel Club points; the points go to whoever uses the card to pay for goods.',
        ),
      ),
      heading('3. Validity'),
      richText(
        paragraph(
          'A gift card is valid for 24 months from the day of purchase; the expiry date is printed on the card. A month before it expires, we send a reminder to the email address the card was sent to. After expiry, the card can be neither used nor extended.',
        ),
      ),
      heading('4. Redeeming'),
      richText(
        list(
          'Redeem the card by entering the code at checkout, or in any Kestrel store.',
          'You can use the card several times until the balance is spent. Up to three cards can be used per order.',
          'If the order costs more than the balance, pay the difference with another payment method.',
          'The card cannot be exchanged for cash, and unused balances are not refunded.',
        ),
      ),
      heading('5. Returning goods paid with a gift card'),
      richText(
        paragraph(
          'When you return goods, we credit the amount paid with the gift card back to the card. If the card has expired or expires within 3 months, we issue a new card for the same amount, valid for 3 months.',
        ),
      ),
      heading('6. Withdrawing from a gift card purchase'),
      richText(
        paragraph(
          'You may withdraw from the purchase of a gift card within 14 days of its delivery, provided you have not used it. We refund the price with the payment method you used.',
        ),
      ),
      heading('7. Loss and misuse'),
      richText(
        paragraph(
          'Treat the code like cash. If you lose it or suspect misuse, call us right away on +420 222 111 333; once you prove the purchase, we block the card and move the balance to a new one. We are not liable for amounts redeemed before the card was blocked.',
        ),
        paragraph(
          'Customer service can tell you the balance of your card, and you also see it at checkout after entering the code. Anything else is governed by our ',
          link('terms of use', '/customer-service/legal-pages/terms-of-use'),
          '.',
        ),
      ),
    ],
  }
}

export const purchaseTermsPages: PageBuilders = {
  '/customer-service/legal-pages/free-shipping-terms': freeShippingTermsPage,
  '/customer-service/legal-pages/payment-methods': paymentMethodsPage,
  '/customer-service/legal-pages/gift-cards': giftCardsPage,
}
