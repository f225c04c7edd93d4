import type { ContentPage } from '@common/content-schemas'
import type { Locale } from '@common/market'
import { faq, link, list, paragraph, type PageBuilders } from './blocks'

/** Frequently asked questions (FAQPage structured data). */
function faqPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'faq',
      title: 'Časté dotazy',
      description:
        'Odpovědi na nejčastější otázky o objednávkách, doručení, platbě, vrácení zboží a věrnostním programu.',
      blocks: [
        faq(
          [
            'Jak vytvořím objednávku?',
            paragraph(
              'Vyberte si zboží, zvolte velikost a vložte ho do košíku. V košíku pokračujte k pokladně, vyplňte doručovací údaje, vyberte dopravu a platbu a objednávku odešlete. Nakoupit můžete i bez registrace. Podrobný postup najdete v části ',
              link('Objednávka', '/customer-service/ordering'),
              '.',
            ),
          ],
          [
            'Kolik stojí doprava a jak dlouho doručení trvá?',
            list(
              'Doručení na adresu kurýrem Kestrel Express: 99 Kč, do 1–2 pracovních dnů',
              'Výdejní místo: 69 Kč, do 2–3 pracovních dnů',
              'Vyzvednutí v prodejně Kestrel: zdarma, připraveno obvykle do 2 hodin',
            ),
            paragraph(
              'Při nákupu nad 1 500 Kč je doprava zdarma. Více v části ',
              link('Doprava a doručení', '/customer-service/shipping'),
              '.',
            ),
          ],
          [
            'Jak mohu zaplatit?',
            paragraph(
              'Platit můžete kartou (Visa, Mastercard), přes Apple Pay nebo Google Pay, bankovním převodem, dárkovou kartou nebo později ve třech bezúročných splátkách. Podrobnosti najdete v části ',
              link('Platba', '/customer-service/payment'),
              '.',
            ),
          ],
          [
            'Mohu objednávku změnit nebo zrušit?',
            paragraph(
              'Dokud objednávku nezačneme balit, můžeme ji upravit nebo zrušit. Zavolejte nám co nejdříve na +420 222 111 333. Objednávku, která už je na cestě, nezrušíte, ale můžete ji po doručení zdarma vrátit.',
            ),
          ],
          [
            'Jak vrátím zboží?',
            paragraph(
              'Nenošené zboží můžete vrátit zdarma do 30 dnů od doručení. Vrácení zahájíte v sekci ',
              link('Můj účet', '/my-account'),
              ' nebo ve ',
              link('sledování objednávky', '/order-tracking'),
              ' a zásilku odnesete na výdejní místo nebo do kterékoli prodejny Kestrel. Celý postup popisujeme v části ',
              link('Vrácení zboží', '/customer-service/returns'),
              '.',
            ),
          ],
          [
            'Kdy mi vrátíte peníze?',
            paragraph(
              'Peníze posíláme stejným způsobem, jakým jste platili, obvykle do 5 pracovních dnů od chvíle, kdy vrácená zásilka dorazí do našeho skladu, vždy nejpozději do 14 dnů od odstoupení od smlouvy.',
            ),
          ],
          [
            'Jak reklamovat vadné zboží?',
            paragraph(
              'Na obuv a kožené zboží se vztahuje záruka 24 měsíců. Reklamaci zahájíte e-mailem na servis@kestrel.example nebo přímo v prodejně. Reklamaci vyřídíme nejpozději do 30 dnů. Postup najdete v části ',
              link('Reklamace', '/customer-service/claims'),
              '.',
            ),
          ],
          [
            'Jak vyberu správnou velikost?',
            paragraph(
              'Naše boty odpovídají běžným evropským velikostem. Pokud si nejste jistí, změřte si chodidlo podle návodu v ',
              link('průvodci velikostmi', '/guides/size-guide'),
              ' a porovnejte délku v centimetrech s tabulkou. Mezi dvěma velikostmi doporučujeme vybrat tu větší.',
            ),
          ],
          [
            'Nabízíte dárkové balení?',
            paragraph(
              'Ano. V košíku můžete přidat dárkové balení za 59 Kč. Zboží zabalíme do krabice z recyklovaného kartonu s mašlí a přiložíme přání s vaším vzkazem. Cenu na dokladu v balíčku neuvádíme.',
            ),
          ],
          [
            'Jak zjistím, kde je moje zásilka?',
            paragraph(
              'Jakmile zásilku předáme dopravci, pošleme vám e-mail s odkazem na sledování. Stav objednávky si můžete ověřit také ve ',
              link('sledování objednávky', '/order-tracking'),
              ' podle čísla objednávky a e-mailu nebo v sekci ',
              link('Můj účet', '/my-account'),
              '.',
            ),
          ],
          [
            'Co je Kestrel Club?',
            paragraph(
              'Kestrel Club je náš bezplatný věrnostní program. Za každých 10 Kč, které zaplatíte, získáte 1 bod; body platí 365 dní. S 1 000 body postoupíte z úrovně Bronze na Silver s dopravou zdarma u každé objednávky, s 2 500 body na Gold s pozváním na soukromé výprodeje a přednostní péčí. Členem se stanete založením účtu, své body uvidíte v sekci ',
              link('Kestrel Club', '/my-account/kestrel-club'),
              '.',
            ),
          ],
          [
            'Mohu koupit dárkovou kartu?',
            paragraph(
              'Ano, elektronickou dárkovou kartu v hodnotě od 500 do 5 000 Kč. Platí 24 měsíců a lze ji uplatnit v e-shopu i v prodejnách. Více v ',
              link('podmínkách dárkových karet', '/customer-service/legal-pages/gift-cards'),
              '.',
            ),
          ],
        ),
      ],
    }
  return {
    kind: 'faq',
    title: 'Frequently asked questions',
    description:
      'Answers to the most common questions about ordering, delivery, payment, returns and our loyalty club.',
    blocks: [
      faq(
        [
          'How do I place an order?',
          paragraph(
            'Choose an item, pick your size and add it to your shopping bag. Go to checkout, enter your delivery details, choose delivery and payment and send the order. You don’t need an account to order. See ',
            link('Ordering', '/customer-service/ordering'),
            ' for a step-by-step guide.',
          ),
        ],
        [
          'How much does delivery cost and how long does it take?',
          list(
            'Home delivery by Kestrel Express courier: CZK 99, within 1–2 working days',
            'Parcel shop: CZK 69, within 2–3 working days',
            'Click and collect in a Kestrel store: free, usually ready within 2 hours',
          ),
          paragraph(
            'Delivery is free on orders over CZK 1,500. More under ',
            link('Delivery', '/customer-service/shipping'),
            '.',
          ),
        ],
        [
          'How can I pay?',
          paragraph(
            'You can pay by card (Visa, Mastercard), with Apple Pay or Google Pay, by bank transfer, with a gift card or later in three interest-free instalments. See ',
            link('Payment', '/customer-service/payment'),
            ' for details.',
          ),
        ],
        [
          'Can I change or cancel my order?',
          paragraph(
            'We can change or cancel your order until we start packing it. Call us as soon as possible on +420 222 111 333. An order that is already on its way cannot be cancelled, but you can return it free of charge once it arrives.',
          ),
        ],
        [
          'How do I return an item?',
          paragraph(
            'You can return unworn items free of charge within 30 days of delivery. Start the return in ',
            link('My account', '/my-account'),
            ' or in ',
            link('order tracking', '/order-tracking'),
            ' and take the parcel to a parcel shop or any Kestrel store. The whole procedure is described under ',
            link('Returns', '/customer-service/returns'),
            '.',
          ),
        ],
        [
          'When will I get my money back?',
          paragraph(
            'We refund you with the payment method you used, usually within 5 working days of your return arriving at our warehouse, and always no later than 14 days after you withdraw from the contract.',
          ),
        ],
        [
          'How do I report a faulty item?',
          paragraph(
            'Our footwear and leather goods carry a 24-month warranty. Send your claim to servis@kestrel.example or bring the item to a store. We settle every claim within 30 days. See ',
            link('Claims', '/customer-service/claims'),
            ' for the procedure.',
          ),
        ],
        [
          'How do I choose the right size?',
          paragraph(
            'Our shoes follow standard European sizes. If you are unsure, measure your foot as described in the ',
            link('size guide', '/guides/size-guide'),
            ' and compare the length in centimetres with the chart. If you are between two sizes, we recommend the larger one.',
          ),
        ],
        [
          'Do you offer gift wrapping?',
          paragraph(
            'Yes. You can add gift wrapping for CZK 59 in your shopping bag. We pack your items in a recycled cardboard box with a ribbon and add a card with your message. The parcel contains no prices.',
          ),
        ],
        [
          'How can I find out where my parcel is?',
          paragraph(
            'As soon as we hand your parcel to the carrier, we email you a tracking link. You can also check your order in ',
            link('order tracking', '/order-tracking'),
            ' with your order number and email address, or in ',
            link('My account', '/my-account'),
            '.',
          ),
        ],
        [
          'What is the Kestrel Club?',
          paragraph(
            'The Kestrel Club is our free loyalty programme. You earn 1 point for every CZK 10 you pay, and points are valid for 365 days. With 1,000 points you move up from Bronze to Silver, with free delivery on every order; with 2,500 points to Gold, with invitations to private sales and priority customer care. You join by creating an account and see your points under ',
            link('Kestrel Club', '/my-account/kestrel-club'),
            '.',
          ),
        ],
        [
          'Can I buy a gift card?',
          paragraph(
            'Yes, an electronic gift card worth CZK 500 to 5,000. It is valid for 24 months and can be used online and in our stores. See the ',
            link('gift card terms', '/customer-service/legal-pages/gift-cards'),
            '.',
          ),
        ],
      ),
    ],
  }
}

export const faqPages: PageBuilders = {
  '/customer-service/faq': faqPage,
}
