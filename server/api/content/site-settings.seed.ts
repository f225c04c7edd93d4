import { market, textLanguage, type Language, type Locale } from '@common/market'
import type { z } from 'zod'
import type { siteSettingsSchema } from '@common/content-schemas'

type SiteSettings = z.infer<typeof siteSettingsSchema>

/** The market's switches (spec 1.2, 9) as its setup starts them; editors change them here after. */
const marketFeatures: SiteSettings['marketFeatures'] = market.features

/** Pages that hide the countdown timer (spec 2.5): the purchase flow. */
const countdownHiddenOn = ['/shopping-bag', '/checkout', '/order/confirmation']
const COUNTDOWN_ENDS_AT = '2026-12-31T22:59:59Z'

/** Site settings per locale (spec 3.22); editors change them in the database. */
const siteSettings: Record<Language, SiteSettings> = {
  'cs-CZ': {
    uspBanner: {
      messages: ['Doprava zdarma nad 1 500 Kč', 'Vrácení do 30 dnů zdarma', 'Vyzvednutí v prodejně do 2 hodin'],
    },
    promotionalCountdownTimer: {
      label: 'Zimní výprodej končí za',
      endsAt: COUNTDOWN_ENDS_AT,
      href: '/sale',
      hiddenOnPaths: countdownHiddenOn,
    },
    marketFeatures,
    instalmentPromo: { message: 'Plaťte ve 3 bezúročných splátkách. Bez poplatků.' },
    kestrelNewsletter: {
      title: 'Novinky od Kestrel',
      description: 'Přihlaste se k odběru a dozvíte se jako první o nových kolekcích, akcích a tipech na péči o obuv.',
      policyAgreement: 'Souhlasím se zasíláním obchodních sdělení a se zpracováním osobních údajů.',
      successHeader: 'Děkujeme za přihlášení',
      successDescription: 'Na váš e-mail jsme poslali potvrzení odběru.',
    },
    sizeGuideModal:
      'Velikost volte podle délky chodidla. Jste-li mezi dvěma velikostmi, vezměte větší: kůže se časem mírně přizpůsobí, ale nepovolí do délky.',
    shippingDetailsModal: {
      title: 'Doprava a doručení',
      content: [
        {
          type: 'list',
          items: [
            [{ text: 'Doručení na adresu', bold: true }, { text: ': 99 Kč, do 1–3 pracovních dnů.' }],
            [{ text: 'Výdejní místo', bold: true }, { text: ': 69 Kč, zásilka čeká 7 dní.' }],
            [{ text: 'Vyzvednutí v prodejně', bold: true }, { text: ': zdarma, připraveno do 2 hodin.' }],
          ],
        },
        {
          type: 'paragraph',
          children: [
            { text: 'Nad 1 500 Kč doručujeme zdarma. Objednávky do 14:00 v pracovní den odesíláme ještě týž den. ' },
            { text: 'Vše o dopravě', href: '/customer-service/shipping' },
          ],
        },
      ],
    },
    giftWrappingDescription: {
      title: 'Dárkové balení',
      content: [
        {
          type: 'paragraph',
          children: [
            {
              text: 'Za 59 Kč zabalíme objednávku do papíru z recyklovaných vláken, převážeme stuhou a přiložíme kartičku. Cenu ani účtenku do balíčku nedáváme.',
            },
          ],
        },
      ],
    },
    liveChatAgreement: [
      {
        type: 'paragraph',
        children: [
          {
            text: 'Chat vede náš zákaznický servis. Zahájením chatu souhlasíte, že vaše zprávy uložíme, abychom mohli odpovědět; po 90 dnech je smažeme. ',
          },
          { text: 'Zásady ochrany osobních údajů', href: '/customer-service/legal-pages/privacy-policy' },
        ],
      },
    ],
    liveChatOfflineDescription: [
      {
        type: 'paragraph',
        children: [
          {
            text: 'Na chatu jsme pro vás v pondělí až pátek od 8 do 20 hodin a v sobotu od 9 do 17 hodin. Mimo tuto dobu nám napište e-mail na ',
          },
          { text: 'servis@kestrel.example', href: 'mailto:servis@kestrel.example' },
          { text: ', odpovíme následující pracovní den.' },
        ],
      },
    ],
    kestrelMembership: { title: 'Kestrel Club', description: 'Sbírejte body za každý nákup a získejte výhody členů.' },
    offerToLogIn: 'Máte už účet? Přihlaste se.',
    offerToCreateAnAccount: 'Ještě nemáte účet? Zaregistrujte se a získejte výhody Kestrel Clubu.',
    policiesAgreementTerms: 'Registrací souhlasíte s obchodními podmínkami a zásadami ochrany osobních údajů.',
    authorizationInvitation: 'Přihlaste se a uložte si oblíbené produkty.',
    forgotYourPassword: 'Zapomněli jste heslo? Pošleme vám odkaz pro jeho obnovení.',
    contactFormAgreement:
      'Odesláním formuláře berete na vědomí, že vaše údaje zpracujeme, abychom mohli vyřídit váš dotaz. Více v zásadách ochrany osobních údajů.',
    botProtectionAgreement:
      'Formulář je chráněn před roboty: váš prohlížeč pro něj vyřeší malou úlohu a my její výsledek ověříme při odeslání.',
    home: {
      heading: 'Obuv a kožené zboží pro každý krok',
      intro: 'Ručně dokončené boty, tašky a doplňky z poctivé kůže. Vyberte si z nové kolekce podzim/zima.',
      tiles: [
        {
          label: 'Podzim a zima 2026',
          description: 'Nepromokavé kotníkové boty, vlna a teplé podšívky: kampaň sezóny.',
          href: '/campaigns/autumn-winter',
        },
        { label: 'Ženy', description: 'Tenisky, kozačky, lodičky a sandály.', href: '/women' },
        { label: 'Muži', description: 'Společenská obuv, tenisky a kotníkové boty.', href: '/men' },
        { label: 'Děti', description: 'Pohodlné boty pro první krůčky i do školy.', href: '/kids' },
        { label: 'Golf', description: 'Golfová obuv s hroty i bez nich.', href: '/golf' },
        { label: 'Outdoor', description: 'Voděodolné boty do terénu s GORE-TEX.', href: '/outdoor' },
        {
          label: 'Tašky a doplňky',
          description: 'Kabelky, batohy, opasky a peněženky.',
          href: '/bags-and-accessories',
        },
      ],
    },
  },
  en: {
    uspBanner: {
      messages: ['Free delivery over CZK 1,500', 'Free returns within 30 days', 'Collect in store within 2 hours'],
    },
    promotionalCountdownTimer: {
      label: 'Winter sale ends in',
      endsAt: COUNTDOWN_ENDS_AT,
      href: '/sale',
      hiddenOnPaths: countdownHiddenOn,
    },
    marketFeatures,
    instalmentPromo: { message: 'Pay in 3 interest-free instalments. No fees.' },
    kestrelNewsletter: {
      title: 'News from Kestrel',
      description: 'Subscribe and be the first to hear about new collections, offers and shoe-care tips.',
      policyAgreement: 'I agree to receive marketing emails and to the processing of my personal data.',
      successHeader: 'Thank you for subscribing',
      successDescription: 'We have sent a confirmation to your email.',
    },
    sizeGuideModal:
      'Choose by the length of your foot. Between two sizes, take the larger: leather gives a little in width over time, never in length.',
    shippingDetailsModal: {
      title: 'Shipping and delivery',
      content: [
        {
          type: 'list',
          items: [
            [{ text: 'Home delivery', bold: true }, { text: ': CZK 99, in 1–3 working days.' }],
            [{ text: 'Parcel shop', bold: true }, { text: ': CZK 69, kept for you for 7 days.' }],
            [{ text: 'Click and collect', bold: true }, { text: ': free, ready in 2 hours.' }],
          ],
        },
        {
          type: 'paragraph',
          children: [
            { text: 'Delivery is free over CZK 1,500. Orders placed by 2 pm on a working day leave the same day. ' },
            { text: 'All about delivery', href: '/customer-service/shipping' },
          ],
        },
      ],
    },
    giftWrappingDescription: {
      title: 'Gift wrapping',
      content: [
        {
          type: 'paragraph',
          children: [
            {
              text: 'For CZK 59 we wrap your order in recycled paper, tie it with a ribbon and add a card. No price or receipt goes into the parcel.',
            },
          ],
        },
      ],
    },
    liveChatAgreement: [
      {
        type: 'paragraph',
        children: [
          {
            text: 'The chat is answered by our customer service. By starting it you agree that we keep your messages to answer you; we delete them after 90 days. ',
          },
          { text: 'Privacy policy', href: '/customer-service/legal-pages/privacy-policy' },
        ],
      },
    ],
    liveChatOfflineDescription: [
      {
        type: 'paragraph',
        children: [
          {
            text: 'Our chat is open Monday to Friday 8 am – 8 pm and Saturday 9 am – 5 pm (Prague time). Outside these hours, write to ',
          },
          { text: 'servis@kestrel.example', href: 'mailto:servis@kestrel.example' },
          { text: ' and we will answer on the next working day.' },
        ],
      },
    ],
    kestrelMembership: {
      title: 'Kestrel Club',
      description: 'Collect points with every purchase and enjoy member benefits.',
    },
    offerToLogIn: 'Already have an account? Log in.',
    offerToCreateAnAccount: 'No account yet? Create one and enjoy the Kestrel Club benefits.',
    policiesAgreementTerms: 'By creating an account you agree to the terms of use and the privacy policy.',
    authorizationInvitation: 'Log in to keep your favourite products.',
    forgotYourPassword: 'Forgot your password? We will send you a link to reset it.',
    contactFormAgreement:
      'By sending this form you acknowledge that we process your details to answer your question. More in our privacy policy.',
    botProtectionAgreement:
      'This form is protected against bots: your browser solves a small task for it, and we check the answer when you send it.',
    home: {
      heading: 'Shoes and leather goods for every step',
      intro: 'Hand-finished shoes, bags and accessories in honest leather. Discover the new autumn/winter collection.',
      tiles: [
        {
          label: 'Autumn and winter 2026',
          description: 'Waterproof ankle boots, wool and warm linings: the campaign of the season.',
          href: '/campaigns/autumn-winter',
        },
        { label: 'Women', description: 'Sneakers, boots, heels and sandals.', href: '/women' },
        { label: 'Men', description: 'Formal shoes, sneakers and ankle boots.', href: '/men' },
        { label: 'Kids', description: 'Comfortable shoes from first steps to school.', href: '/kids' },
        { label: 'Golf', description: 'Spiked and spikeless golf shoes.', href: '/golf' },
        { label: 'Outdoor', description: 'Waterproof GORE-TEX shoes for the trail.', href: '/outdoor' },
        {
          label: 'Bags and accessories',
          description: 'Handbags, backpacks, belts and wallets.',
          href: '/bags-and-accessories',
        },
      ],
    },
  },
}

/** A locale's settings start from its language's; a locale without texts starts from English. */
export const siteSettingsFor = (locale: Locale): SiteSettings => siteSettings[textLanguage(locale)]
