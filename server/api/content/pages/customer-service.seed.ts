import type { ContentPage } from '@common/content-schemas'
import type { Locale } from '@common/market'
import { bold, heading, link, links, list, paragraph, richText, tile, LEGAL_DATE, type PageBuilders } from './blocks'

/** The customer service hub: its topics and how to reach the team. */
function customerServicePage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'hub',
      title: 'Péče o zákazníky',
      description:
        'Vše o objednávkách, doručení, platbě, vrácení zboží a reklamacích na jednom místě. Nenašli jste odpověď? Rádi vám poradíme.',
      blocks: [
        links(
          'S čím vám můžeme pomoci?',
          tile('Objednávka', '/customer-service/ordering', 'Jak nakoupit, upravit nebo zrušit objednávku.'),
          tile('Doprava a doručení', '/customer-service/shipping', 'Způsoby doručení, ceny a dodací lhůty.'),
          tile('Platba', '/customer-service/payment', 'Kartou, Apple Pay, Google Pay, převodem nebo později.'),
          tile('Vrácení zboží', '/customer-service/returns', 'Do 30 dnů zdarma, poštou i v prodejně.'),
          tile('Reklamace', '/customer-service/claims', 'Jak reklamovat vadné zboží a jak dlouho vyřízení trvá.'),
          tile('Velikosti', '/guides/size-guide', 'Tabulky velikostí a návod, jak si změřit chodidlo.'),
          tile('Péče o obuv', '/stories/shoe-care-guide', 'Jak ošetřovat hladkou kůži, semiš, nubuk i GORE-TEX.'),
          tile('Sledování objednávky', '/order-tracking', 'Kde je vaše zásilka a jak pokračuje vrácení.'),
          tile('Časté dotazy', '/customer-service/faq', 'Rychlé odpovědi na nejčastější otázky.'),
          tile('Kontaktní formulář', '/customer-service/contact', 'Napište nám, odpovíme do jednoho pracovního dne.'),
          tile(
            'Právní informace',
            '/customer-service/legal-pages',
            'Obchodní podmínky, ochrana osobních údajů a další.',
          ),
        ),
        heading('Kontaktujte nás'),
        richText(
          paragraph(
            'Zákaznický servis je tu pro vás ',
            bold('v pondělí až pátek od 8:00 do 18:00'),
            ' a v sobotu od 9:00 do 13:00. Ve státní svátky máme zavřeno.',
          ),
          list(
            [bold('Telefon: '), link('+420 222 111 333', 'tel:+420222111333'), ' (za cenu běžného hovoru)'],
            [
              bold('E-mail: '),
              link('servis@kestrel.example', 'mailto:servis@kestrel.example'),
              ' – odpovídáme nejpozději do jednoho pracovního dne',
            ],
            [bold('Poštou: '), 'Kestrel Retail s.r.o., Na Poříčí 1041/12, 110 00 Praha 1'],
          ),
          paragraph(
            'Než se nám ozvete, připravte si prosím číslo objednávky. Najdete ho v potvrzovacím e-mailu i v sekci ',
            link('Můj účet', '/my-account'),
            '. Stav zásilky si můžete kdykoli ověřit sami ve ',
            link('sledování objednávky', '/order-tracking'),
            '.',
          ),
        ),
      ],
    }
  return {
    kind: 'hub',
    title: 'Customer service',
    description:
      'Everything about ordering, delivery, payment, returns and claims in one place. Can’t find your answer? We are happy to help.',
    blocks: [
      links(
        'How can we help?',
        tile('Ordering', '/customer-service/ordering', 'How to place, change or cancel an order.'),
        tile('Delivery', '/customer-service/shipping', 'Delivery options, prices and delivery times.'),
        tile('Payment', '/customer-service/payment', 'Card, Apple Pay, Google Pay, bank transfer or pay later.'),
        tile('Returns', '/customer-service/returns', 'Free returns within 30 days, by post or in store.'),
        tile('Claims', '/customer-service/claims', 'How to report a faulty item and how long it takes.'),
        tile('Sizes', '/guides/size-guide', 'Size charts and how to measure your feet.'),
        tile('Shoe care', '/stories/shoe-care-guide', 'How to care for smooth leather, suede, nubuck and GORE-TEX.'),
        tile('Order tracking', '/order-tracking', 'Where your parcel is and how your return is going.'),
        tile('FAQ', '/customer-service/faq', 'Quick answers to the most common questions.'),
        tile('Contact form', '/customer-service/contact', 'Write to us and we answer within one working day.'),
        tile('Legal pages', '/customer-service/legal-pages', 'Terms of use, privacy policy and other documents.'),
      ),
      heading('Contact us'),
      richText(
        paragraph(
          'Our customer service team is here for you ',
          bold('Monday to Friday from 8:00 to 18:00'),
          ' and on Saturdays from 9:00 to 13:00. We are closed on public holidays.',
        ),
        list(
          [bold('Phone: '), link('+420 222 111 333', 'tel:+420222111333'), ' (standard call rates)'],
          [
            bold('Email: '),
            link('servis@kestrel.example', 'mailto:servis@kestrel.example'),
            ' – we reply within one working day',
          ],
          [bold('By post: '), 'Kestrel Retail s.r.o., Na Poříčí 1041/12, 110 00 Praha 1, Czech Republic'],
        ),
        paragraph(
          'Please have your order number ready when you get in touch. You will find it in your confirmation email and in ',
          link('My account', '/my-account'),
          '. You can check the status of your parcel yourself at any time in ',
          link('order tracking', '/order-tracking'),
          '.',
        ),
      ),
    ],
  }
}

function impressumPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'legal',
      title: 'Impressum',
      description: 'Údaje o provozovateli e-shopu Kestrel: Kestrel Retail s.r.o., Praha.',
      date: LEGAL_DATE,
      blocks: [
        heading('Provozovatel'),
        richText(
          paragraph(bold('Kestrel Retail s.r.o.')),
          list(
            'Sídlo: Na Poříčí 1041/12, 110 00 Praha 1',
            'IČO: 27654321',
            'DIČ: CZ27654321 (plátce DPH)',
            'Zapsáno v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 123456',
            'Jednatel: Søren Holm',
          ),
        ),
        heading('Kontakt'),
        richText(
          list(
            'Zákaznický servis: +420 222 111 333, Po–Pá 8:00–18:00, So 9:00–13:00',
            ['E-mail: ', link('servis@kestrel.example', 'mailto:servis@kestrel.example')],
            'Sklad a vrácené zásilky: Kestrel Retail s.r.o., Průmyslová 1472/11, 102 00 Praha 10',
          ),
        ),
        heading('Dozorové orgány'),
        richText(
          list(
            ['Česká obchodní inspekce, Štěpánská 567/15, 120 00 Praha 2, ', link('www.coi.cz', 'https://www.coi.cz')],
            [
              'Úřad pro ochranu osobních údajů, Pplk. Sochora 27, 170 00 Praha 7, ',
              link('uoou.gov.cz', 'https://uoou.gov.cz'),
            ],
            'Živnostenský úřad městské části Praha 1',
          ),
        ),
        heading('Mimosoudní řešení spotřebitelských sporů'),
        richText(
          paragraph(
            'K mimosoudnímu řešení spotřebitelských sporů je příslušná Česká obchodní inspekce. Návrh můžete podat na ',
            link('adr.coi.cz', 'https://adr.coi.cz'),
            '.',
          ),
        ),
        heading('Autorská práva'),
        richText(
          paragraph(
            'Texty, fotografie, kresby a logo Kestrel na tomto webu jsou chráněny autorským právem. Jejich další použití bez našeho písemného souhlasu není dovoleno.',
          ),
        ),
      ],
    }
  return {
    kind: 'legal',
    title: 'Impressum',
    description: 'Details of the operator of the Kestrel online shop: Kestrel Retail s.r.o., Prague.',
    date: LEGAL_DATE,
    blocks: [
      heading('Operator'),
      richText(
        paragraph(bold('Kestrel Retail s.r.o.')),
        list(
          'Registered office: Na Poříčí 1041/12, 110 00 Praha 1, Czech Republic',
          'Company ID (IČO): 27654321',
          'VAT number (DIČ): CZ27654321',
          'Registered in the Commercial Register kept by the Municipal Court in Prague, section C, file 123456',
          'Managing director: Søren Holm',
        ),
      ),
      heading('Contact'),
      richText(
        list(
          'Customer service: +420 222 111 333, Mon–Fri 8:00–18:00, Sat 9:00–13:00',
          ['Email: ', link('servis@kestrel.example', 'mailto:servis@kestrel.example')],
          'Warehouse and returns: Kestrel Retail s.r.o., Průmyslová 1472/11, 102 00 Praha 10',
        ),
      ),
      heading('Supervisory authorities'),
      richText(
        list(
          [
            'Czech Trade Inspection Authority, Štěpánská 567/15, 120 00 Praha 2, ',
            link('www.coi.cz', 'https://www.coi.cz'),
          ],
          [
            'Office for Personal Data Protection, Pplk. Sochora 27, 170 00 Praha 7, ',
            link('uoou.gov.cz', 'https://uoou.gov.cz'),
          ],
          'Trade Licensing Office of Prague 1',
        ),
      ),
      heading('Out-of-court settlement of consumer disputes'),
      richText(
        paragraph(
          'The Czech Trade Inspection Authority handles out-of-court settlement of consumer disputes. You can file a request at ',
          link('adr.coi.cz', 'https://adr.coi.cz'),
          '.',
        ),
      ),
      heading('Copyright'),
      richText(
        paragraph(
          'The texts, photographs, drawings and the Kestrel logo on this website are protected by copyright. They may not be reused without our written consent.',
        ),
      ),
    ],
  }
}

/** The index of the legal documents. */
function legalPagesPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'hub',
      title: 'Právní informace',
      description:
        'Obchodní podmínky, ochrana osobních údajů, cookies, vrácení a reklamace a další dokumenty e-shopu Kestrel.',
      blocks: [
        links(
          undefined,
          tile('Obchodní podmínky', '/customer-service/legal-pages/terms-of-use', 'Podmínky nákupu a doručení.'),
          tile(
            'Ochrana osobních údajů',
            '/customer-service/legal-pages/privacy-policy',
            'Jak zpracováváme vaše údaje a jaká máte práva.',
          ),
          tile('Zásady cookies', '/customer-service/legal-pages/cookie-policy', 'Jaké cookies používáme a proč.'),
          tile(
            'Vrácení zboží a reklamační řád',
            '/customer-service/legal-pages/return-policy',
            'Odstoupení od smlouvy a postup při reklamaci.',
          ),
          tile(
            'Podmínky dopravy zdarma',
            '/customer-service/legal-pages/free-shipping-terms',
            'Kdy vám dopravu neúčtujeme.',
          ),
          tile('Platební metody', '/customer-service/legal-pages/payment-methods', 'Jak platit a jak platby chráníme.'),
          tile(
            'Dárkové karty',
            '/customer-service/legal-pages/gift-cards',
            'Nákup, platnost a uplatnění dárkových karet.',
          ),
          tile('Impressum', '/customer-service/impressum', 'Údaje o provozovateli e-shopu.'),
        ),
      ],
    }
  return {
    kind: 'hub',
    title: 'Legal pages',
    description:
      'Terms of use, privacy, cookies, returns and claims and the other documents of the Kestrel online shop.',
    blocks: [
      links(
        undefined,
        tile('Terms of use', '/customer-service/legal-pages/terms-of-use', 'The terms of purchase and delivery.'),
        tile(
          'Privacy policy',
          '/customer-service/legal-pages/privacy-policy',
          'How we process your data and what your rights are.',
        ),
        tile('Cookie policy', '/customer-service/legal-pages/cookie-policy', 'Which cookies we use and why.'),
        tile(
          'Return policy',
          '/customer-service/legal-pages/return-policy',
          'Withdrawal from the contract and the claims procedure.',
        ),
        tile('Free shipping terms', '/customer-service/legal-pages/free-shipping-terms', 'When delivery is on us.'),
        tile(
          'Payment methods',
          '/customer-service/legal-pages/payment-methods',
          'How to pay and how we protect payments.',
        ),
        tile('Gift cards', '/customer-service/legal-pages/gift-cards', 'Buying, validity and redeeming gift cards.'),
        tile('Impressum', '/customer-service/impressum', 'Details of the shop’s operator.'),
      ),
    ],
  }
}

export const customerServicePages: PageBuilders = {
  '/customer-service': customerServicePage,
  '/customer-service/impressum': impressumPage,
  '/customer-service/legal-pages': legalPagesPage,
}
