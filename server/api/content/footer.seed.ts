import type { Locale } from '@common/market'
import type { z } from 'zod'
import type { footerSchema } from '@common/content-schemas'

type Footer = z.infer<typeof footerSchema>

const paragraph = (...children: Array<{ text: string; bold?: boolean; href?: string }>) => ({
  type: 'paragraph' as const,
  children,
})

const cs: Footer = {
  contactInformation: [
    paragraph({ text: 'Zákaznický servis', bold: true }),
    paragraph({ text: 'Po–Pá 8:00–18:00, So 9:00–13:00' }),
    paragraph({ text: '+420 222 111 333', href: 'tel:+420222111333' }),
    paragraph({ text: 'servis@kestrel.example', href: 'mailto:servis@kestrel.example' }),
  ],
  customerService: [
    paragraph(
      { text: 'Potřebujete poradit s výběrem velikosti nebo s objednávkou? Podívejte se na ' },
      { text: 'časté dotazy', href: '/customer-service/faq' },
      { text: ' nebo nám ' },
      { text: 'napište', href: '/customer-service/contact' },
      { text: '.' },
    ),
  ],
  copyright: '© 2026 Kestrel. Obuv a kožené zboží od roku 1923.',
  linkCollections: [
    {
      title: 'Nákup',
      links: [
        { label: 'Doprava a doručení', href: '/customer-service/shipping' },
        {
          label: 'Doprava zdarma',
          modal: true,
          description: 'Při objednávce nad 1 500 Kč doručíme zdarma.',
          descriptionRichText: [
            paragraph({ text: 'Objednávky nad 1 500 Kč doručujeme zdarma na adresu i do výdejních míst.' }),
            {
              type: 'list',
              items: [
                [{ text: 'Doručení na adresu do 2 pracovních dnů' }],
                [{ text: 'Vyzvednutí v prodejně do 2 hodin' }],
              ],
            },
            paragraph(
              { text: 'Podrobnosti najdete v ' },
              { text: 'podmínkách dopravy zdarma', href: '/customer-service/legal-pages/free-shipping-terms' },
              { text: '.' },
            ),
          ],
        },
        { label: 'Platební metody', href: '/customer-service/legal-pages/payment-methods' },
        { label: 'Dárkové karty', href: '/customer-service/legal-pages/gift-cards' },
      ],
    },
    {
      title: 'Péče o zákazníky',
      links: [
        { label: 'Časté dotazy', href: '/customer-service/faq' },
        { label: 'Vrácení zboží', href: '/customer-service/returns' },
        {
          label: 'Vrácení do 30 dnů',
          modal: true,
          description: 'Zboží můžete bezplatně vrátit do 30 dnů.',
          descriptionRichText: [
            paragraph({ text: 'Nenošené zboží vraťte do 30 dnů od doručení. Vrácení je zdarma v prodejně i poštou.' }),
          ],
        },
        { label: 'Reklamace', href: '/customer-service/claims' },
        { label: 'Sledování objednávky', href: '/order-tracking' },
        { label: 'Kontaktní formulář', href: '/customer-service/contact' },
        { label: 'Odběr novinek', href: '/newsletter' },
        { label: 'Průvodce velikostmi', href: '/guides/size-guide' },
      ],
    },
    {
      title: 'O značce Kestrel',
      links: [
        { label: 'O nás', href: '/stories/about-us' },
        { label: 'Udržitelnost', href: '/stories/sustainability' },
        { label: 'Řemeslo', href: '/stories/craftsmanship' },
        { label: 'Prodejny', href: '/store-locator' },
      ],
    },
    {
      title: 'Právní informace',
      links: [
        {
          label: 'Obchodní podmínky',
          href: '/customer-service/legal-pages/terms-of-use',
          modal: true,
          description: 'Podmínky nákupu v e-shopu Kestrel.',
          descriptionRichText: [
            paragraph({ text: 'Kupní smlouva vzniká potvrzením objednávky e-mailem. Ceny jsou uvedeny včetně DPH.' }),
            {
              type: 'list',
              items: [
                [{ text: 'Zboží lze vrátit bez udání důvodu do 30 dnů od převzetí.' }],
                [{ text: 'Na obuv a kožené zboží se vztahuje záruka 24 měsíců.' }],
                [{ text: 'Platit lze kartou, peněženkou nebo ve 3 bezúročných splátkách.' }],
              ],
            },
            paragraph({ text: 'Spory řešíme dohodou; spotřebitel se může obrátit také na Českou obchodní inspekci.' }),
          ],
        },
        {
          label: 'Ochrana osobních údajů',
          href: '/customer-service/legal-pages/privacy-policy',
          modal: true,
          description: 'Jak zpracováváme vaše osobní údaje.',
          descriptionRichText: [
            paragraph({
              text: 'Vaše jméno, adresu, e-mail a telefon zpracováváme, abychom mohli vyřídit a doručit objednávku.',
            }),
            paragraph({
              text: 'Údaje předáváme jen dopravci a platební službě, a to v rozsahu nutném k doručení a platbě. Máte právo na přístup k údajům, jejich opravu a výmaz.',
            }),
          ],
        },
        { label: 'Zásady cookies', href: '/customer-service/legal-pages/cookie-policy' },
        { label: 'Impressum', href: '/customer-service/impressum' },
      ],
    },
  ],
  socialLinks: [
    { label: 'Instagram', href: 'https://www.instagram.com/kestrel.example' },
    { label: 'Facebook', href: 'https://www.facebook.com/kestrel.example' },
    { label: 'YouTube', href: 'https://www.youtube.com/@kestrel.example' },
  ],
}

const en: Footer = {
  contactInformation: [
    paragraph({ text: 'Customer service', bold: true }),
    paragraph({ text: 'Mon–Fri 8:00–18:00, Sat 9:00–13:00' }),
    paragraph({ text: '+420 222 111 333', href: 'tel:+420222111333' }),
    paragraph({ text: 'servis@kestrel.example', href: 'mailto:servis@kestrel.example' }),
  ],
  customerService: [
    paragraph(
      { text: 'Need help choosing a size or with your order? See the ' },
      { text: 'FAQ', href: '/customer-service/faq' },
      { text: ' or ' },
      { text: 'write to us', href: '/customer-service/contact' },
      { text: '.' },
    ),
  ],
  copyright: '© 2026 Kestrel. Shoes and leather goods since 1923.',
  linkCollections: [
    {
      title: 'Shopping',
      links: [
        { label: 'Shipping and delivery', href: '/customer-service/shipping' },
        {
          label: 'Free shipping',
          modal: true,
          description: 'Free delivery on orders over CZK 1,500.',
          descriptionRichText: [
            paragraph({
              text: 'Orders over CZK 1,500 are delivered free of charge to your address or a pick-up point.',
            }),
            {
              type: 'list',
              items: [[{ text: 'Home delivery within 2 working days' }], [{ text: 'Collect in store within 2 hours' }]],
            },
            paragraph(
              { text: 'See the ' },
              { text: 'free shipping terms', href: '/customer-service/legal-pages/free-shipping-terms' },
              { text: ' for details.' },
            ),
          ],
        },
        { label: 'Payment methods', href: '/customer-service/legal-pages/payment-methods' },
        { label: 'Gift cards', href: '/customer-service/legal-pages/gift-cards' },
      ],
    },
    {
      title: 'Customer care',
      links: [
        { label: 'FAQ', href: '/customer-service/faq' },
        { label: 'Returns', href: '/customer-service/returns' },
        {
          label: '30-day returns',
          modal: true,
          description: 'Return your items free of charge within 30 days.',
          descriptionRichText: [
            paragraph({
              text: 'Return unworn items within 30 days of delivery. Returns are free in store and by post.',
            }),
          ],
        },
        { label: 'Claims', href: '/customer-service/claims' },
        { label: 'Order tracking', href: '/order-tracking' },
        { label: 'Contact form', href: '/customer-service/contact' },
        { label: 'Newsletter', href: '/newsletter' },
        { label: 'Size guide', href: '/guides/size-guide' },
      ],
    },
    {
      title: 'About Kestrel',
      links: [
        { label: 'About us', href: '/stories/about-us' },
        { label: 'Sustainability', href: '/stories/sustainability' },
        { label: 'Craftsmanship', href: '/stories/craftsmanship' },
        { label: 'Stores', href: '/store-locator' },
      ],
    },
    {
      title: 'Legal',
      links: [
        {
          label: 'Terms of use',
          href: '/customer-service/legal-pages/terms-of-use',
          modal: true,
          description: 'The terms of buying in the Kestrel online shop.',
          descriptionRichText: [
            paragraph({
              text: 'The contract of sale is made when we confirm your order by email. Prices include VAT.',
            }),
            {
              type: 'list',
              items: [
                [{ text: 'You may return goods without giving a reason within 30 days of receiving them.' }],
                [{ text: 'Footwear and leather goods carry a 24-month warranty.' }],
                [{ text: 'You can pay by card, with a wallet or in 3 interest-free instalments.' }],
              ],
            },
            paragraph({
              text: 'We settle disputes by agreement; consumers may also turn to the Czech Trade Inspection Authority.',
            }),
          ],
        },
        {
          label: 'Privacy policy',
          href: '/customer-service/legal-pages/privacy-policy',
          modal: true,
          description: 'How we process your personal data.',
          descriptionRichText: [
            paragraph({
              text: 'We process your name, address, email and phone number to handle and deliver your order.',
            }),
            paragraph({
              text: 'We share them only with the carrier and the payment service, as far as delivery and payment need. You have the right to access, correct and erase your data.',
            }),
          ],
        },
        { label: 'Cookie policy', href: '/customer-service/legal-pages/cookie-policy' },
        { label: 'Impressum', href: '/customer-service/impressum' },
      ],
    },
  ],
  socialLinks: cs.socialLinks,
}

/** The footer of spec 2.5 and 3.23, per locale. */
export const footerFor = (locale: Locale): Footer => (locale === 'cs-CZ' ? cs : en)
