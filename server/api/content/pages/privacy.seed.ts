import type { ContentPage } from '@common/content-schemas'
import type { Locale } from '@common/market'
import { bold, heading, link, list, paragraph, richText, LEGAL_DATE, type PageBuilders } from './blocks'

function privacyPolicyPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'legal',
      title: 'Ochrana osobních údajů',
      description:
        'Kdo zpracovává vaše osobní údaje, k jakým účelům a na jakém právním základě, jak dlouho je uchováváme a jaká máte práva.',
      date: LEGAL_DATE,
      blocks: [
        heading('1. Správce a pověřenec'),
        richText(
          paragraph(
            'Správcem vašich osobních údajů je Kestrel Retail s.r.o., Na Poříčí 1041/12, 110 00 Praha 1, IČO 27654321, zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 123456.',
          ),
          paragraph(
            'Jmenovali jsme pověřence pro ochranu osobních údajů. Zastihnete ho na e-mailu dpo@kestrel.example nebo poštou na adrese sídla s označením „k rukám pověřence“.',
          ),
        ),
        heading('2. Jaké údaje zpracováváme'),
        richText(
          list(
            'identifikační a kontaktní údaje: jméno, e-mail, telefon, doručovací a fakturační adresa',
            'údaje o objednávkách, vráceném zboží, reklamacích a členství v Kestrel Club',
            'platební údaje v rozsahu nutném k vyřízení platby; čísla karet nevidíme ani neukládáme',
            'komunikaci se zákaznickým servisem',
            'údaje o zařízení a chování na webu, pokud k tomu dáte souhlas v nastavení cookies',
          ),
        ),
        heading('3. Účely a právní základy'),
        richText(
          list(
            [
              bold('Vyřízení objednávky, doručení, vrácení a reklamace; zákaznický účet a Kestrel Club: '),
              'plnění smlouvy (čl. 6 odst. 1 písm. b) GDPR).',
            ],
            [bold('Účetnictví a daňové povinnosti: '), 'plnění právní povinnosti (čl. 6 odst. 1 písm. c) GDPR).'],
            [
              bold('Ochrana před podvody, zabezpečení webu a obhajoba právních nároků: '),
              'oprávněný zájem (čl. 6 odst. 1 písm. f) GDPR).',
            ],
            [
              bold('Obchodní sdělení zákazníkům o podobném zboží: '),
              'oprávněný zájem; odhlásit se můžete odkazem v každém e-mailu.',
            ],
            [
              bold('Newsletter, personalizovaná reklama, statistické a marketingové cookies: '),
              'váš souhlas (čl. 6 odst. 1 písm. a) GDPR), který můžete kdykoli odvolat.',
            ],
          ),
        ),
        heading('4. Zpracovatelé a příjemci'),
        richText(
          paragraph(
            'Údaje předáváme jen tehdy, když je to k danému účelu nutné, a jen smluvním partnerům, kteří je chrání stejně jako my:',
          ),
          list(
            'přepravcům – kurýrní službě Kestrel Express a síti výdejních míst',
            'poskytovateli platebních služeb a partnerovi pro platbu později',
            'poskytovatelům hostingu a cloudových služeb s datovými centry v EU',
            'dodavatelům e-mailingu, zákaznické podpory a hodnocení produktů',
            'analytickým a reklamním partnerům, pouze s vaším souhlasem',
            'prodejnám Kestrel při vyzvednutí objednávky a orgánům veřejné moci, ukládá-li to zákon',
          ),
          paragraph(
            'Mimo Evropský hospodářský prostor předáváme údaje jen do zemí s rozhodnutím Evropské komise o odpovídající ochraně nebo na základě standardních smluvních doložek.',
          ),
        ),
        heading('5. Jak dlouho údaje uchováváme'),
        richText(
          list(
            'údaje účtu a Kestrel Club po dobu členství a 3 roky po jeho skončení',
            'údaje o objednávkách a reklamacích 4 roky od konce záruční doby, daňové doklady 10 let',
            'údaje pro obchodní sdělení do odvolání souhlasu nebo odhlášení',
            'komunikaci se zákaznickým servisem 3 roky',
            ['cookies po dobu uvedenou v ', link('zásadách cookies', '/customer-service/legal-pages/cookie-policy')],
          ),
        ),
        heading('6. Vaše práva'),
        richText(
          list(
            'právo na přístup k údajům a na jejich opravu',
            'právo na výmaz a na omezení zpracování',
            'právo na přenositelnost údajů',
            'právo vznést námitku proti zpracování na základě oprávněného zájmu, včetně přímého marketingu',
            'právo kdykoli odvolat souhlas, aniž by to ovlivnilo dřívější zpracování',
            [
              'právo podat stížnost u Úřadu pro ochranu osobních údajů (',
              link('uoou.gov.cz', 'https://uoou.gov.cz'),
              ')',
            ],
          ),
          paragraph(
            'Svá práva uplatníte e-mailem na dpo@kestrel.example. Odpovíme bez zbytečného odkladu, nejpozději do jednoho měsíce. Údaje v účtu můžete měnit i sami v sekci ',
            link('Můj účet', '/my-account'),
            '.',
          ),
        ),
        heading('7. Zabezpečení'),
        richText(
          paragraph(
            'Komunikace s webem je šifrovaná, přístup k údajům mají jen pověření zaměstnanci a hesla ukládáme pouze v zabezpečené podobě. Tyto zásady pravidelně aktualizujeme; platí znění s uvedeným datem účinnosti.',
          ),
        ),
      ],
    }
  return {
    kind: 'legal',
    title: 'Privacy policy',
    description:
      'Who processes your personal data, for what purposes and on what legal basis, how long we keep it and what your rights are.',
    date: LEGAL_DATE,
    blocks: [
      heading('1. Controller and data protection officer'),
      richText(
        paragraph(
          'The controller of your personal data is Kestrel Retail s.r.o., Na Poříčí 1041/12, 110 00 Praha 1, Czech Republic, company ID 27654321, registered in the Commercial Register kept by the Municipal Court in Prague, section C, file 123456.',
        ),
        paragraph(
          'We have appointed a data protection officer, whom you can reach at dpo@kestrel.example or by post at our registered office, marked “for the attention of the DPO”.',
        ),
      ),
      heading('2. What data we process'),
      richText(
        list(
          'identification and contact details: name, email, phone, delivery and billing address',
          'details of your orders, returns, claims and Kestrel Club membership',
          'payment details as far as needed to process a payment; we never see or store card numbers',
          'your communication with customer service',
          'data about your device and use of the website, if you consent to it in the cookie settings',
        ),
      ),
      heading('3. Purposes and legal bases'),
      richText(
        list(
          [
            bold('Handling orders, delivery, returns and claims; customer account and Kestrel Club: '),
            'performance of a contract (Art. 6(1)(b) GDPR).',
          ],
          [bold('Accounting and tax obligations: '), 'compliance with a legal obligation (Art. 6(1)(c) GDPR).'],
          [
            bold('Fraud prevention, website security and defence of legal claims: '),
            'legitimate interest (Art. 6(1)(f) GDPR).',
          ],
          [
            bold('Marketing emails to customers about similar products: '),
            'legitimate interest; you can unsubscribe with the link in every email.',
          ],
          [
            bold('Newsletter, personalised advertising, statistics and marketing cookies: '),
            'your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time.',
          ],
        ),
      ),
      heading('4. Processors and recipients'),
      richText(
        paragraph(
          'We share data only where a purpose requires it, and only with contractual partners who protect it as we do:',
        ),
        list(
          'carriers – the Kestrel Express courier service and the parcel shop network',
          'our payment service provider and our pay-later partner',
          'hosting and cloud providers with data centres in the EU',
          'providers of email, customer support and product review services',
          'analytics and advertising partners, only with your consent',
          'Kestrel stores when you collect an order, and public authorities where the law requires it',
        ),
        paragraph(
          'We transfer data outside the European Economic Area only to countries covered by a European Commission adequacy decision or on the basis of standard contractual clauses.',
        ),
      ),
      heading('5. How long we keep data'),
      richText(
        list(
          'account and Kestrel Club data for the duration of your membership and 3 years after it ends',
          'order and claim data for 4 years after the warranty period ends, invoices for 10 years',
          'data for marketing emails until you withdraw consent or unsubscribe',
          'customer service communication for 3 years',
          [
            'cookies for the periods stated in the ',
            link('cookie policy', '/customer-service/legal-pages/cookie-policy'),
          ],
        ),
      ),
      heading('6. Your rights'),
      richText(
        list(
          'the right of access to your data and to have it corrected',
          'the right to erasure and to restriction of processing',
          'the right to data portability',
          'the right to object to processing based on legitimate interest, including direct marketing',
          'the right to withdraw consent at any time, without affecting earlier processing',
          [
            'the right to lodge a complaint with the Office for Personal Data Protection (',
            link('uoou.gov.cz', 'https://uoou.gov.cz'),
            ')',
          ],
        ),
        paragraph(
          'To exercise your rights, email dpo@kestrel.example. We reply without undue delay and within one month at the latest. You can also change your account details yourself in ',
          link('My account', '/my-account'),
          '.',
        ),
      ),
      heading('7. Security'),
      richText(
        paragraph(
          'All communication with the website is encrypted, only authorised staff can access personal data and passwords are stored only in secured form. We review this policy regularly; the version with the effective date shown applies.',
        ),
      ),
    ],
  }
}

function cookiePolicyPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'legal',
      title: 'Zásady cookies',
      description: 'Jaké cookies e-shop Kestrel používá, k čemu slouží a jak svůj souhlas s nimi udělíte nebo změníte.',
      date: LEGAL_DATE,
      blocks: [
        heading('1. Co jsou cookies'),
        richText(
          paragraph(
            'Cookies jsou malé textové soubory, které web ukládá ve vašem prohlížeči. Díky nim si e-shop pamatuje obsah košíku nebo přihlášení a my můžeme zjistit, jak web používáte. Podobně fungují i další technologie, například místní úložiště prohlížeče; i na ně se tyto zásady vztahují.',
          ),
        ),
        heading('2. Kategorie cookies'),
        richText(
          list(
            [
              bold('Nezbytné: '),
              'zajišťují základní funkce – košík, přihlášení, pokladnu, zabezpečení a zapamatování vaší volby v cookie liště. Bez nich by e-shop nefungoval, proto k nim souhlas nepotřebujeme.',
            ],
            [
              bold('Předvolby: '),
              'pamatují si vaše nastavení, například jazyk, naposledy prohlížené zboží nebo oblíbenou prodejnu pro vyzvednutí.',
            ],
            [
              bold('Statistické: '),
              'pomáhají nám pochopit, které stránky navštěvujete a kde web nefunguje, jak má. Údaje vyhodnocujeme souhrnně.',
            ],
            [
              bold('Marketingové: '),
              'umožňují našim reklamním partnerům zobrazovat vám relevantní reklamu na jiných webech a sociálních sítích a měřit úspěšnost kampaní.',
            ],
          ),
        ),
        heading('3. Souhlas a jeho změna'),
        richText(
          paragraph(
            'Při první návštěvě se zobrazí cookie lišta. Můžete přijmout všechny cookies, povolit jen nezbytné, nebo si vybrat jednotlivé kategorie. Cookies předvoleb, statistické a marketingové cookies ukládáme jen s vaším souhlasem a bez něj nenačítáme ani skripty našich reklamních partnerů.',
          ),
          paragraph(
            'Svou volbu můžete kdykoli změnit nebo souhlas odvolat tlačítkem ',
            bold('Nastavení cookies'),
            ' v patičce každé stránky, které lištu znovu otevře. Vaši volbu si pamatujeme 12 měsíců, poté se vás zeptáme znovu. Když souhlas s některou kategorií odvoláte, cookies této kategorie, které jsme uložili my, smažeme; cookies třetích stran odstraníte v nastavení prohlížeče.',
          ),
        ),
        heading('4. Doba uložení'),
        richText(
          list(
            'relační cookies se smažou po zavření prohlížeče',
            'cookie s vaší volbou v cookie liště uchováváme 12 měsíců',
            'cookies předvoleb a statistické cookies nejdéle 13 měsíců',
            'marketingové cookies podle nastavení partnerů, nejdéle 13 měsíců',
          ),
        ),
        heading('5. Cookies třetích stran'),
        richText(
          paragraph(
            'Statistické a marketingové cookies ukládají také naši analytičtí a reklamní partneři, kteří údaje zpracovávají podle vlastních zásad ochrany soukromí. Jak s osobními údaji nakládáme my, popisují zásady ',
            link('ochrany osobních údajů', '/customer-service/legal-pages/privacy-policy'),
            '.',
          ),
        ),
        heading('6. Nastavení prohlížeče a kontakt'),
        richText(
          paragraph(
            'Cookies můžete také smazat nebo zablokovat v nastavení svého prohlížeče; zablokování nezbytných cookies ale omezí funkce e-shopu. S dotazy se obracejte na našeho pověřence na dpo@kestrel.example.',
          ),
        ),
      ],
    }
  return {
    kind: 'legal',
    title: 'Cookie policy',
    description:
      'Which cookies the Kestrel online shop uses, what they are for and how to give or change your consent.',
    date: LEGAL_DATE,
    blocks: [
      heading('1. What cookies are'),
      richText(
        paragraph(
          'Cookies are small text files that a website stores in your browser. They let the shop remember your bag or your login and help us understand how the website is used. Similar technologies, such as the browser’s local storage, work the same way and are covered by this policy too.',
        ),
      ),
      heading('2. Cookie categories'),
      richText(
        list(
          [
            bold('Necessary: '),
            'provide the basic functions – shopping bag, login, checkout, security and remembering your choice in the cookie banner. The shop cannot work without them, so they need no consent.',
          ],
          [
            bold('Preferences: '),
            'remember your settings, such as your language, recently viewed items or your preferred store for collection.',
          ],
          [
            bold('Statistics: '),
            'help us understand which pages you visit and where the website does not work as it should. We evaluate this data in aggregate.',
          ],
          [
            bold('Marketing: '),
            'let our advertising partners show you relevant ads on other websites and social networks and measure how well campaigns work.',
          ],
        ),
      ),
      heading('3. Consent and changing it'),
      richText(
        paragraph(
          'On your first visit you see the cookie banner. You can accept all cookies, allow only the necessary ones or choose individual categories. We store preference, statistics and marketing cookies only with your consent, and without it we do not load our advertising partners’ scripts either.',
        ),
        paragraph(
          'You can change your choice or withdraw your consent at any time with the ',
          bold('Cookie settings'),
          ' button in the footer of every page, which reopens the banner. We remember your choice for 12 months and then ask again. When you withdraw consent for a category, we delete the cookies of that category that we set ourselves; you can remove third-party cookies in your browser settings.',
        ),
      ),
      heading('4. Storage periods'),
      richText(
        list(
          'session cookies are deleted when you close your browser',
          'the cookie with your choice in the cookie banner is kept for 12 months',
          'preference and statistics cookies for up to 13 months',
          'marketing cookies as set by our partners, for up to 13 months',
        ),
      ),
      heading('5. Third-party cookies'),
      richText(
        paragraph(
          'Statistics and marketing cookies are also set by our analytics and advertising partners, who process the data under their own privacy policies. How we handle personal data is described in our ',
          link('privacy policy', '/customer-service/legal-pages/privacy-policy'),
          '.',
        ),
      ),
      heading('6. Browser settings and contact'),
      richText(
        paragraph(
          'You can also delete or block cookies in your browser settings; blocking necessary cookies, however, limits what the shop can do. For questions, contact our data protection officer at dpo@kestrel.example.',
        ),
      ),
    ],
  }
}

export const privacyPages: PageBuilders = {
  '/customer-service/legal-pages/privacy-policy': privacyPolicyPage,
  '/customer-service/legal-pages/cookie-policy': cookiePolicyPage,
}
