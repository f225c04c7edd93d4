import { localeOfPath, type Locale } from './market'

/**
 * Localized path segments, English slug → localized slug (spec 2.2, 2.4). Route files use the
 * English slugs; the router's rewrite layer maps between the two.
 */
const slugTables: Partial<Record<Locale, Record<string, string>>> = {
  'cs-CZ': {
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
  },
}

const reverseTables = Object.fromEntries(
  Object.entries(slugTables).map(([locale, table]) => [
    locale,
    Object.fromEntries(Object.entries(table).map(([english, localized]) => [localized, english])),
  ]),
) as Partial<Record<Locale, Record<string, string>>>

function mapSegments(pathname: string, table: Record<string, string> | undefined): string {
  if (!table) return pathname
  return pathname
    .split('/')
    .map((segment) => {
      const decoded = safeDecode(segment)
      return table[decoded] ?? decoded
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
  return mapSegments(pathname, reverseTables[localeOfPath(pathname)])
}

/** The router's internal path → the public path in its locale's slugs. */
export function toPublicPath(pathname: string): string {
  return mapSegments(pathname, slugTables[localeOfPath(pathname)])
}
