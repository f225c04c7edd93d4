import { LOCALES, localeOfPath, localePrefix, type Locale } from './market'

/**
 * Localized path segments, English slug → localized slug (spec 2.2, 2.4). Route files use the
 * English slugs; the router's rewrite layer maps between the two.
 */
const czechSlugs: Record<string, string> = {
  search: 'vyhledat',
  'shopping-bag': 'nákupní-taška',
  women: 'ženy',
  men: 'muži',
  kids: 'děti',
  sale: 'výprodej',
  collections: 'kolekce',
  campaigns: 'kampaně',
  'bags-and-accessories': 'tašky-a-doplňky',
  stories: 'příběhy',
  new: 'nove',
  all: 'vše',
  guides: 'průvodce',
  'size-guide': 'průvodce-velikostmi',
  'customer-service': 'péče-o-zákazníky',
  contact: 'kontakt',
  newsletter: 'odběr-novinek',
  'legal-pages': 'právní-informace',
  explore: 'objevujte',
  'shoe-care': 'péče-o-obuv',
  'care-products': 'pečující-výrobky',
  addresses: 'adresář',
  wishlist: 'oblíbené',
  'store-locator': 'prodejny',
  'log-in': 'přihlášení',
  'create-account': 'registrace',
  verify: 'ověření',
  'reset-password': 'obnovení-hesla',
  'order-tracking': 'sledování-objednávky',
  checkout: 'pokladna',
  order: 'objednávka',
  confirmation: 'potvrzení',
  product: 'produkt',
  'my-account': 'můj-účet',
  profile: 'profil',
  orders: 'objednávky',
  subscriptions: 'odběry',
  // category trees (spec 2.3, 2.4)
  shoes: 'obuv',
  sneakers: 'tenisky',
  sandals: 'sandály',
  boots: 'kotníkové-boty',
  formal: 'společenská',
  running: 'běžecká',
  moccasins: 'mokasíny',
  'slip-on': 'nazouvací',
  heels: 'lodičky',
  flats: 'baleríny',
  leisure: 'volnočasová',
  slides: 'pantofle',
  occasions: 'příležitosti',
  'weddings-and-events': 'svatby-a-akce',
  walking: 'chůze',
  hiking: 'turistika',
  featured: 'výběr',
  'new-arrivals': 'novinky',
  'best-sellers': 'nejprodávanější',
  iconic: 'ikony',
  technologies: 'technologie',
  recycled: 'recyklované-materiály',
  trending: 'trendy',
  accessories: 'doplňky',
  laces: 'tkaničky',
  socks: 'ponožky',
  belts: 'opasky',
  'leather-care': 'péče-o-kůži',
  toddlers: 'batolata',
  'older-kids': 'starší-děti',
  girls: 'dívky',
  boys: 'chlapci',
  'back-to-school': 'zpět-do-školy',
  spiked: 's-hroty',
  spikeless: 'bez-hrotů',
  'wide-fit': 'široký-střih',
  white: 'bílé',
  black: 'černé',
  leather: 'kožené',
  waterproof: 'voděodolné',
  handbags: 'kabelky',
  backpacks: 'batohy',
  wallets: 'peněženky',
  'card-holders': 'pouzdra-na-karty',
  bags: 'tašky',
  deals: 'akce',
  eoss: 'konec-sezóny',
  'nordic-line': 'linie-nordic',
  'earth-tones': 'zemité-tóny',
  'autumn-winter': 'podzim-zima',
  gifts: 'dárky',
}

/** Spec 2.4: the account slugs translated per language (`de` for de-DE, de-AT and de-CH); others keep English. */
const languageSlugs: Record<string, Record<string, string>> = {
  de: { wishlist: 'favoriten' },
  fr: { wishlist: 'favoris', profile: 'profil' },
  pl: { wishlist: 'ulubione' },
  es: { orders: 'pedidos', profile: 'perfil' },
}

/** Spec 2.4: slugs of one locale only. */
const localeSlugs: Partial<Record<Locale, Record<string, string>>> = {
  'cs-CZ': czechSlugs,
  'fr-CA': { orders: 'commandes' },
}

/**
 * Spec 2.4: the collections section is `shoes` in en-US and en-CA and `chaussures` in fr-CA. Only
 * the section (a path's first segment) is renamed: `shoes` deeper in a path is the category's.
 */
const sectionSlugs: Partial<Record<Locale, Record<string, string>>> = {
  'en-US': { collections: 'shoes' },
  'en-CA': { collections: 'shoes' },
  'fr-CA': { collections: 'chaussures' },
}

const slugTables: Partial<Record<Locale, Record<string, string>>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...languageSlugs[locale.split('-')[0]!], ...localeSlugs[locale] }]).filter(
    ([, table]) => Object.keys(table as object).length > 0,
  ),
)

const reversed = (tables: Partial<Record<Locale, Record<string, string>>>) =>
  Object.fromEntries(
    Object.entries(tables).map(([locale, table]) => [
      locale,
      Object.fromEntries(Object.entries(table).map(([english, localized]) => [localized, english])),
    ]),
  ) as Partial<Record<Locale, Record<string, string>>>
const reverseTables = reversed(slugTables)
const reverseSectionTables = reversed(sectionSlugs)

function mapSegments(
  pathname: string,
  table: Record<string, string> | undefined,
  sections: Record<string, string> | undefined,
): string {
  if (!table && !sections) return pathname
  // The section is the first segment after the locale's prefix, if it has one.
  const section = localePrefix[localeOfPath(pathname)] ? 2 : 1
  return pathname
    .split('/')
    .map((segment, index) => {
      const decoded = safeDecode(segment)
      return (index === section ? sections?.[decoded] : undefined) ?? table?.[decoded] ?? decoded
    })
    .join('/')
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** A public (localized) path → the router's internal path with English slugs. */
export function toInternalPath(pathname: string): string {
  const locale = localeOfPath(pathname)
  return mapSegments(pathname, reverseTables[locale], reverseSectionTables[locale])
}

/** The router's internal path → the public path in its locale's slugs. */
export function toPublicPath(pathname: string): string {
  let mapped = publicPaths.get(pathname)
  if (mapped === undefined) {
    const locale = localeOfPath(pathname)
    mapped = mapSegments(pathname, slugTables[locale], sectionSlugs[locale])
    if (publicPaths.size >= PUBLIC_PATHS_KEPT) publicPaths.clear()
    publicPaths.set(pathname, mapped)
  }
  return mapped
}

/**
 * The public paths of the links rendered lately: a page renders hundreds of links (the menus, the
 * footer), mostly the same from one page to the next. Bounded, as paths come from requests too.
 */
const publicPaths = new Map<string, string>()
const PUBLIC_PATHS_KEPT = 5_000
