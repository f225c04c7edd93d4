// @ts-nocheck
import type { Random } from '../commerce/catalog/prng'

type ReviewLocale = 'cs-CZ' | 'en'
export const reviewLocales = ['cs-CZ', 'en'] as const

type Texts = Record<1 | 2 | 3 | 4 | 5, readonly (readonly [title: string, body: string])[]>

const productTexts: Record<ReviewLocale, Texts> = {
  'cs-CZ': {
    5: [
      ['Nejpohodlnější boty, co mám', 'Sedí hned od prvního dne, nic netlačí. Chodím v nich celý den po městě.'],
      ['Krásné zpracování', 'Kůže je měkká, šití pečlivé a barva přesně jako na fotkách. Koupím znovu.'],
      ['Spokojenost', 'Velikost odpovídá, doručení rychlé. Manželka je chce taky.'],
    ],
    4: [
      ['Velmi dobré', 'Pohodlné a pěkné, jen první týden trochu tlačily na patě.'],
      ['Doporučuji', 'Kvalitní materiál, jen tkaničky mohly být delší.'],
      ['Skoro dokonalé', 'Vypadají skvěle, ale na široké chodidlo bych vzal o půl čísla větší.'],
    ],
    3: [
      ['Průměr', 'Vzhled pěkný, pohodlí průměrné. Za tu cenu jsem čekal víc.'],
      ['Nic extra', 'Po měsíci nošení se na špičce objevily vrásky. Jinak v pořádku.'],
    ],
    2: [
      ['Malá velikost', 'Číslo odpovídá spíš o jedno menší. Vracel jsem a měnil.'],
      ['Zklamání', 'Podrážka po dvou měsících ošoupaná, čekal jsem delší životnost.'],
    ],
    1: [['Nevyhovují', 'Od začátku tlačí a dřou, ani po rozchození se to nezlepšilo.']],
  },
  en: {
    5: [
      ['Most comfortable pair I own', 'Comfortable from day one, nothing pinches. I walk the city in them all day.'],
      ['Beautifully made', 'Soft leather, careful stitching and the colour is exactly as pictured. Would buy again.'],
      ['Very happy', 'True to size and delivered fast. My partner wants a pair too.'],
    ],
    4: [
      ['Very good', 'Comfortable and smart, only rubbed at the heel during the first week.'],
      ['Recommended', 'Quality material, the laces could be a bit longer.'],
      ['Nearly perfect', 'They look great, but with wide feet I would go half a size up.'],
    ],
    3: [
      ['Average', 'Nice looks, average comfort. I expected more for the price.'],
      ['Nothing special', 'After a month the toe started creasing. Otherwise fine.'],
    ],
    2: [
      ['Runs small', 'Fits a size smaller than marked. I had to exchange them.'],
      ['Disappointed', 'The sole wore down after two months; I expected them to last longer.'],
    ],
    1: [['Not for me', 'They pinched and rubbed from the start and never got better.']],
  },
}

const shopTexts: Record<ReviewLocale, Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  'cs-CZ': {
    5: [
      'Rychlé doručení a skvělá komunikace.',
      'Výměna velikosti proběhla bez problémů, děkuji.',
      'Objednávka do druhého dne, vše perfektně zabalené.',
    ],
    4: ['Vše v pořádku, jen doprava trvala o den déle.', 'Dobrý výběr a příjemná obsluha na prodejně.'],
    3: ['Zboží dobré, ale vrácení peněz trvalo dlouho.'],
    2: ['Balík dorazil poškozený, reklamace se vyřešila až napodruhé.'],
    1: ['Objednávka byla zrušena bez vysvětlení.'],
  },
  en: {
    5: [
      'Fast delivery and great communication.',
      'Exchanging the size was effortless, thank you.',
      'Arrived next day, perfectly packed.',
    ],
    4: ['All fine, delivery took a day longer than promised.', 'Good selection and friendly staff in the store.'],
    3: ['Good products, but the refund took a long time.'],
    2: ['The parcel arrived damaged; the claim took two attempts.'],
    1: ['My order was cancelled without explanation.'],
  },
}

const authors: Record<ReviewLocale, readonly string[]> = {
  'cs-CZ': [
    'Jana K.',
    'Petr S.',
    'Lucie M.',
    'Tomáš H.',
    'Eva D.',
    'Martin N.',
    'Kateřina B.',
    'Jakub P.',
    'Tereza V.',
    'Ondřej R.',
  ],
  en: ['Anna W.', 'James T.', 'Sophie L.', 'Daniel K.', 'Emily R.', 'Michael B.', 'Laura S.', 'Thomas H.'],
}

/** Mostly happy customers, as on a real shop: 4–5 stars in three reviews of four. */
export function drawRating(random: Random, bias: number): 1 | 2 | 3 | 4 | 5 {
  const roll = Math.min(0.999, Math.max(0, random.next() + bias))
  if (roll < 0.05) return 1
  if (roll < 0.11) return 2
  if (roll < 0.25) return 3
  if (roll < 0.55) return 4
  return 5
}

export function productReviewText(random: Random, locale: ReviewLocale, rating: 1 | 2 | 3 | 4 | 5) {
  const [title, body] = random.pick(productTexts[locale][rating])
  return { title, body, author: random.pick(authors[locale]) }
}

export function shopReviewText(random: Random, locale: ReviewLocale, rating: 1 | 2 | 3 | 4 | 5) {
  return { body: random.pick(shopTexts[locale][rating]), author: random.pick(authors[locale]) }
}
