import type { ContentPage } from '@common/content-schemas'
import type { Locale } from '@common/market'
import { bold, heading, link, list, paragraph, richText, LEGAL_DATE, type PageBuilders } from './blocks'

/** The seller as the legal texts name it. */
const SELLER_CS =
  'Kestrel Retail s.r.o., se sídlem Na Poříčí 1041/12, 110 00 Praha 1, IČO 27654321, DIČ CZ27654321, zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 123456'
const SELLER_EN =
  'Kestrel Retail s.r.o., registered office Na Poříčí 1041/12, 110 00 Praha 1, Czech Republic, company ID 27654321, VAT number CZ27654321, registered in the Commercial Register kept by the Municipal Court in Prague, section C, file 123456'

function termsOfUsePage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'legal',
      title: 'Obchodní podmínky',
      description:
        'Obchodní a dodací podmínky internetového obchodu Kestrel: objednávka, ceny, doručení, odstoupení a reklamace.',
      date: LEGAL_DATE,
      blocks: [
        heading('1. Úvodní ustanovení'),
        richText(
          paragraph(
            `Tyto obchodní podmínky upravují nákup v internetovém obchodě Kestrel, který provozuje společnost ${SELLER_CS} (dále jen „prodávající“).`,
          ),
          paragraph(
            'Podmínky platí pro kupní smlouvy se spotřebiteli i s podnikateli. Práva, která spotřebitelům přiznává zákon č. 89/2012 Sb., občanský zákoník, těmito podmínkami nijak neomezujeme.',
          ),
        ),
        heading('2. Objednávka a uzavření smlouvy'),
        richText(
          list(
            'Zboží v e-shopu je nabízeno informativně; nejde o návrh na uzavření smlouvy.',
            'Objednávku odešlete tlačítkem „Objednat a zaplatit“. Před odesláním můžete všechny údaje zkontrolovat a opravit.',
            'Kupní smlouva vzniká doručením e-mailu, kterým objednávku potvrzujeme. Smlouvu uzavíráme v češtině nebo angličtině a ukládáme ji v elektronické podobě.',
            'Nelze-li zboží dodat nebo je-li cena zjevně chybná, kontaktujeme vás a smlouvu můžeme zrušit; uhrazenou částku vám vrátíme bez zbytečného odkladu.',
          ),
        ),
        heading('3. Cena a platba'),
        richText(
          list(
            'Ceny jsou uvedeny v korunách českých včetně DPH. Cena dopravy se zobrazí před odesláním objednávky.',
            [
              'Způsoby platby popisuje přehled ',
              link('platebních metod', '/customer-service/legal-pages/payment-methods'),
              '.',
            ],
            'Daňový doklad vám zašleme e-mailem. Slevové kódy nelze směnit za hotovost a v jedné objednávce lze uplatnit jeden kód.',
          ),
        ),
        heading('4. Dodání zboží'),
        richText(
          list(
            'Zboží doručujeme pouze na území České republiky, na adresu, na výdejní místo nebo do prodejny Kestrel.',
            [
              'Ceny a lhůty doručení najdete v části ',
              link('Doprava a doručení', '/customer-service/shipping'),
              '; při nákupu nad 1 500 Kč platí ',
              link('podmínky dopravy zdarma', '/customer-service/legal-pages/free-shipping-terms'),
              '.',
            ],
            'Dodací lhůta běží od potvrzení objednávky, při platbě převodem od připsání platby.',
            'Nebezpečí škody na zboží přechází na kupujícího převzetím zásilky. Poškozený obal prosím reklamujte přímo u dopravce.',
          ),
        ),
        heading('5. Odstoupení od smlouvy'),
        richText(
          paragraph(
            'Spotřebitel může od smlouvy uzavřené na dálku odstoupit bez udání důvodu do 14 dnů od převzetí zboží. Prodávající tuto lhůtu dobrovolně prodlužuje na ',
            bold('30 dnů'),
            ' a vrácení zboží nabízí zdarma. Postup popisuje ',
            link('reklamační řád a podmínky vrácení', '/customer-service/legal-pages/return-policy'),
            '.',
          ),
        ),
        heading('6. Práva z vadného plnění'),
        richText(
          paragraph(
            'Prodávající odpovídá za vady, které se projeví do 24 měsíců od převzetí zboží. Reklamace vyřizujeme nejpozději do 30 dnů od jejich uplatnění. Podrobnosti upravuje ',
            link('reklamační řád', '/customer-service/legal-pages/return-policy'),
            '.',
          ),
        ),
        heading('7. Kestrel Club a dárkové karty'),
        richText(
          paragraph(
            'Registrovaní zákazníci jsou členy věrnostního programu Kestrel Club a získávají 1 bod za každých 10 Kč zaplacených za zboží. Nákup a uplatnění dárkových karet upravují ',
            link('podmínky dárkových karet', '/customer-service/legal-pages/gift-cards'),
            '.',
          ),
        ),
        heading('8. Ochrana osobních údajů'),
        richText(
          paragraph(
            'Osobní údaje zpracováváme v souladu s nařízením GDPR, jak popisujeme v zásadách ',
            link('ochrany osobních údajů', '/customer-service/legal-pages/privacy-policy'),
            '.',
          ),
        ),
        heading('9. Stížnosti a řešení sporů'),
        richText(
          paragraph(
            'Stížnosti vyřizujeme na adrese servis@kestrel.example. Spotřebitel se může obrátit na Českou obchodní inspekci, která je příslušná k mimosoudnímu řešení spotřebitelských sporů (',
            link('adr.coi.cz', 'https://adr.coi.cz'),
            '). Dozor nad dodržováním právních předpisů vykonává rovněž Česká obchodní inspekce.',
          ),
        ),
        heading('10. Závěrečná ustanovení'),
        richText(
          paragraph(
            'Právní vztahy neupravené těmito podmínkami se řídí právním řádem České republiky, zejména občanským zákoníkem a zákonem o ochraně spotřebitele. Prodávající může podmínky měnit; na uzavřenou smlouvu se vždy použije znění účinné v den odeslání objednávky. Tyto podmínky nabývají účinnosti 1. ledna 2026.',
          ),
        ),
      ],
    }
  return {
    kind: 'legal',
    title: 'Terms of use',
    description:
      'The trade and delivery terms of the Kestrel online shop: ordering, prices, delivery, withdrawal and claims.',
    date: LEGAL_DATE,
    blocks: [
      heading('1. Introduction'),
      richText(
        paragraph(`These terms govern purchases in the Kestrel online shop, operated by ${SELLER_EN} (the “seller”).`),
        paragraph(
          'The terms apply to contracts of sale with consumers and with businesses. They do not limit any rights that Act No. 89/2012 Coll., the Czech Civil Code, grants to consumers.',
        ),
      ),
      heading('2. Orders and conclusion of the contract'),
      richText(
        list(
          'The goods shown in the shop are for information; they are not an offer to conclude a contract.',
          'You send your order with the “Order and pay” button. Before that, you can check and correct all your details.',
          'The contract of sale is concluded when we email you the order confirmation. Contracts are concluded in Czech or English and stored electronically.',
          'If goods cannot be delivered or a price is obviously wrong, we contact you and may cancel the contract; any amount paid is refunded without undue delay.',
        ),
      ),
      heading('3. Price and payment'),
      richText(
        list(
          'Prices are in Czech crowns (CZK) and include VAT. The delivery price is shown before you send the order.',
          [
            'The ways to pay are described in ',
            link('payment methods', '/customer-service/legal-pages/payment-methods'),
            '.',
          ],
          'We email you the invoice. Discount codes cannot be exchanged for cash, and one code can be used per order.',
        ),
      ),
      heading('4. Delivery'),
      richText(
        list(
          'We deliver within the Czech Republic only: to your address, to a parcel shop or to a Kestrel store.',
          [
            'Delivery prices and times are listed under ',
            link('Delivery', '/customer-service/shipping'),
            '; for orders over CZK 1,500 the ',
            link('free shipping terms', '/customer-service/legal-pages/free-shipping-terms'),
            ' apply.',
          ],
          'The delivery time runs from the order confirmation, or for bank transfers from receipt of the payment.',
          'The risk of damage passes to the buyer on receipt of the parcel. Please report damaged packaging directly to the carrier.',
        ),
      ),
      heading('5. Withdrawal from the contract'),
      richText(
        paragraph(
          'A consumer may withdraw from a distance contract without giving a reason within 14 days of receiving the goods. The seller voluntarily extends this period to ',
          bold('30 days'),
          ' and offers free returns. The procedure is described in the ',
          link('return policy', '/customer-service/legal-pages/return-policy'),
          '.',
        ),
      ),
      heading('6. Rights from defective performance'),
      richText(
        paragraph(
          'The seller is liable for defects that appear within 24 months of receipt of the goods. Claims are settled within 30 days of being made. Details are set out in the ',
          link('return policy', '/customer-service/legal-pages/return-policy'),
          '.',
        ),
      ),
      heading('7. Kestrel Club and gift cards'),
      richText(
        paragraph(
          'Registered customers are members of the Kestrel Club loyalty programme and earn 1 point for every CZK 10 paid for goods. Buying and redeeming gift cards is governed by the ',
          link('gift card terms', '/customer-service/legal-pages/gift-cards'),
          '.',
        ),
      ),
      heading('8. Personal data'),
      richText(
        paragraph(
          'We process personal data in accordance with the GDPR as described in our ',
          link('privacy policy', '/customer-service/legal-pages/privacy-policy'),
          '.',
        ),
      ),
      heading('9. Complaints and disputes'),
      richText(
        paragraph(
          'We handle complaints at servis@kestrel.example. Consumers may turn to the Czech Trade Inspection Authority, which is responsible for the out-of-court settlement of consumer disputes (',
          link('adr.coi.cz', 'https://adr.coi.cz'),
          '). The Czech Trade Inspection Authority also supervises compliance with consumer law.',
        ),
      ),
      heading('10. Final provisions'),
      richText(
        paragraph(
          'Matters not covered by these terms are governed by Czech law, in particular the Civil Code and the Consumer Protection Act. The seller may change these terms; a contract is always governed by the version in force on the day the order was sent. These terms take effect on 1 January 2026.',
        ),
      ),
    ],
  }
}

function returnPolicyPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'legal',
      title: 'Vrácení zboží a reklamační řád',
      description:
        'Jak odstoupit od smlouvy do 30 dnů, jak vracíme peníze a jak postupovat při reklamaci vadného zboží.',
      date: LEGAL_DATE,
      blocks: [
        heading('1. Úvodní ustanovení'),
        richText(
          paragraph(
            `Tento dokument popisuje odstoupení od kupní smlouvy a uplatnění práv z vadného plnění u zboží zakoupeného v e-shopu Kestrel. Prodávajícím je ${SELLER_CS}.`,
          ),
        ),
        heading('2. Lhůta pro odstoupení'),
        richText(
          paragraph(
            'Spotřebitel má podle § 1829 občanského zákoníku právo odstoupit od smlouvy uzavřené na dálku do 14 dnů od převzetí zboží. Prodávající tuto lhůtu prodlužuje na ',
            bold('30 dnů od převzetí'),
            '; bylo-li zboží dodáno v několika zásilkách, běží lhůta od převzetí poslední z nich.',
          ),
        ),
        heading('3. Jak odstoupit'),
        richText(
          list(
            [
              'Vrácení zahajte v sekci ',
              link('Můj účet', '/my-account'),
              ' nebo ve ',
              link('sledování objednávky', '/order-tracking'),
              ', případně nám pošlete e-mail na servis@kestrel.example.',
            ],
            'V e-mailu nebo dopise uveďte jméno, číslo objednávky, datum převzetí a zboží, které vracíte.',
            'Přijetí odstoupení vám potvrdíme e-mailem.',
          ),
        ),
        heading('4. Vrácení zboží a peněz'),
        richText(
          list(
            'Zboží odešlete nejpozději do 14 dnů od odstoupení. Vrácení přes výdejní místo nebo v prodejně Kestrel je zdarma.',
            'Peníze vrátíme do 14 dnů od odstoupení, stejným způsobem, jakým byly přijaty. Vrácení můžeme pozdržet, dokud zboží neobdržíme nebo nám neprokážete, že jste ho odeslali.',
            'Vracíte-li celou objednávku, vrátíme i cenu dopravy, a to do výše nejlevnějšího nabízeného způsobu doručení.',
            'Zboží by mělo být nenošené a kompletní, ideálně v původní krabici. Za snížení hodnoty zboží, které vzniklo jiným nakládáním, než je nutné k jeho vyzkoušení, odpovídá kupující.',
          ),
        ),
        heading('5. Výjimky'),
        richText(
          paragraph(
            'Odstoupit nelze od smlouvy o dodání zboží upraveného podle přání kupujícího, například peněženky nebo opasku s vyraženým monogramem.',
          ),
        ),
        heading('6. Odpovědnost za vady'),
        richText(
          paragraph(
            'Prodávající odpovídá za vady, které zboží má při převzetí nebo které se projeví do 24 měsíců od převzetí. Projeví-li se vada během prvního roku, má se za to, že zboží bylo vadné již při převzetí.',
          ),
          paragraph(
            'Kupující může požadovat opravu nebo výměnu. Není-li to možné, neprovedeme-li nápravu v přiměřené době nebo se vada opakuje, má právo na přiměřenou slevu nebo může od smlouvy odstoupit.',
          ),
        ),
        heading('7. Uplatnění reklamace'),
        richText(
          list(
            'Reklamaci uplatníte e-mailem na servis@kestrel.example (s popisem vady a fotografiemi) nebo v kterékoli prodejně Kestrel.',
            'Zboží předejte očištěné, spolu s dokladem o koupi. Zásilku k nám posíláte zdarma na náš štítek.',
            'Vydáme vám potvrzení s datem uplatnění, popisem vady a zvoleným způsobem vyřízení.',
            'O reklamaci rozhodneme do 3 pracovních dnů a vyřídíme ji včetně odstranění vady nejpozději do 30 dnů. Účelně vynaložené náklady vám uhradíme.',
          ),
        ),
        heading('8. Co není vadou'),
        richText(
          list(
            'běžné opotřebení podrážek, podpatků a podšívky odpovídající délce a intenzitě nošení',
            'poškození nevhodným používáním, například sušením na topení nebo nošením semiše bez impregnace v dešti',
            'mechanické poškození a následky zanedbané péče',
            'přírodní znaky usně, jako jsou drobné rozdíly v barvě a struktuře',
          ),
          paragraph(
            'Jak o zboží pečovat, radíme v ',
            link('průvodci péčí o obuv', '/stories/shoe-care-guide'),
            '. K mimosoudnímu řešení sporů je příslušná Česká obchodní inspekce (',
            link('adr.coi.cz', 'https://adr.coi.cz'),
            ').',
          ),
        ),
      ],
    }
  return {
    kind: 'legal',
    title: 'Return policy',
    description:
      'How to withdraw from the contract within 30 days, how we refund you and how to make a claim for a faulty item.',
    date: LEGAL_DATE,
    blocks: [
      heading('1. Introduction'),
      richText(
        paragraph(
          `This document describes withdrawal from the contract of sale and claims for defective goods bought in the Kestrel online shop. The seller is ${SELLER_EN}.`,
        ),
      ),
      heading('2. Withdrawal period'),
      richText(
        paragraph(
          'Under section 1829 of the Czech Civil Code, a consumer may withdraw from a distance contract within 14 days of receiving the goods. The seller extends this period to ',
          bold('30 days from receipt'),
          '; if the goods arrive in several parcels, the period runs from receipt of the last one.',
        ),
      ),
      heading('3. How to withdraw'),
      richText(
        list(
          [
            'Start the return in ',
            link('My account', '/my-account'),
            ' or in ',
            link('order tracking', '/order-tracking'),
            ', or email us at servis@kestrel.example.',
          ],
          'In an email or letter, state your name, order number, date of receipt and the items you are returning.',
          'We confirm receipt of your withdrawal by email.',
        ),
      ),
      heading('4. Returning goods and refunds'),
      richText(
        list(
          'Send the goods back no later than 14 days after withdrawing. Returns via a parcel shop or in a Kestrel store are free.',
          'We refund you within 14 days of your withdrawal, with the payment method you used. We may wait until we receive the goods or proof that you have sent them.',
          'If you return the whole order, we also refund the delivery price up to the cheapest delivery option we offer.',
          'Goods should be unworn and complete, ideally in the original box. The buyer is liable for any loss in value caused by handling beyond what is needed to try the goods on.',
        ),
      ),
      heading('5. Exceptions'),
      richText(
        paragraph(
          'The right of withdrawal does not apply to goods made to the buyer’s specification, such as a wallet or belt embossed with a monogram.',
        ),
      ),
      heading('6. Liability for defects'),
      richText(
        paragraph(
          'The seller is liable for defects present on receipt or appearing within 24 months of receipt. A defect that appears within the first year is presumed to have existed on receipt.',
        ),
        paragraph(
          'The buyer may ask for a repair or a replacement. If neither is possible, if we fail to remedy the defect in reasonable time or if the defect recurs, the buyer is entitled to a reasonable discount or may withdraw from the contract.',
        ),
      ),
      heading('7. Making a claim'),
      richText(
        list(
          'Make your claim by email at servis@kestrel.example (with a description of the defect and photos) or in any Kestrel store.',
          'Hand in the item clean, with proof of purchase. You send it to us free of charge with our label.',
          'We give you a confirmation stating the date of the claim, the defect and the remedy you chose.',
          'We decide on the claim within 3 working days and settle it, including the repair, within 30 days at the latest. We reimburse reasonable costs you incur.',
        ),
      ),
      heading('8. What is not a defect'),
      richText(
        list(
          'normal wear of soles, heels and lining in line with how long and how often the item was worn',
          'damage from improper use, such as drying shoes on a radiator or wearing untreated suede in the rain',
          'mechanical damage and the effects of neglected care',
          'natural characteristics of leather, such as slight differences in colour and grain',
        ),
        paragraph(
          'Our ',
          link('shoe care guide', '/stories/shoe-care-guide'),
          ' explains how to look after your items. The Czech Trade Inspection Authority handles out-of-court settlement of disputes (',
          link('adr.coi.cz', 'https://adr.coi.cz'),
          ').',
        ),
      ),
    ],
  }
}

export const legalPages: PageBuilders = {
  '/customer-service/legal-pages/terms-of-use': termsOfUsePage,
  '/customer-service/legal-pages/return-policy': returnPolicyPage,
}
