/**
 * The category and promotion trees of spec 2.3 as the listing pages read them: English segment,
 * names per locale and the Czech segment (spec 2.4). A category's key is its English path joined
 * with '-' (`women-shoes-sneakers`), as in the commerce catalog; products carry the keys of the
 * categories they are listed in (`categoryKeys` in the search index).
 */
import { textLanguage, type Locale } from './market'

export interface CategoryNode {
  segment: string
  name: { en: string; 'cs-CZ': string }
  csSegment: string
  children: CategoryNode[]
}

const n = (
  segment: string,
  en: string,
  cs: string,
  csSegment: string,
  children: CategoryNode[] = [],
): CategoryNode => ({
  segment,
  name: { en, 'cs-CZ': cs },
  csSegment,
  children,
})

const shoeTypes: Record<string, [string, string, string]> = {
  sneakers: ['Sneakers', 'Tenisky', 'tenisky'],
  sandals: ['Sandals', 'Sandály', 'sandály'],
  boots: ['Boots', 'Kotníkové boty a kozačky', 'kotníkové-boty'],
  formal: ['Formal shoes', 'Společenská obuv', 'společenská'],
  running: ['Running shoes', 'Běžecká obuv', 'běžecká'],
  moccasins: ['Moccasins', 'Mokasíny', 'mokasíny'],
  'slip-on': ['Slip-ons', 'Nazouvací obuv', 'nazouvací'],
  heels: ['Heels', 'Lodičky', 'lodičky'],
  flats: ['Flats and ballerinas', 'Baleríny', 'baleríny'],
  leisure: ['Leisure shoes', 'Volnočasová obuv', 'volnočasová'],
  slides: ['Slides', 'Pantofle', 'pantofle'],
  golf: ['Golf shoes', 'Golfová obuv', 'golf'],
  outdoor: ['Outdoor shoes', 'Outdoorová obuv', 'outdoor'],
}

const allShoeTypes = Object.keys(shoeTypes)
const shoes = (types: readonly string[]): CategoryNode =>
  n(
    'shoes',
    'Shoes',
    'Obuv',
    'obuv',
    types.map((type) => {
      const [en, cs, csSegment] = shoeTypes[type] ?? [type, type, type]
      return n(type, en, cs, csSegment)
    }),
  )

const accessories = (): CategoryNode[] => [
  n('bags-and-accessories', 'Bags and accessories', 'Tašky a doplňky', 'tašky-a-doplňky'),
  n('accessories', 'Accessories', 'Doplňky', 'doplňky', [
    n('laces', 'Laces', 'Tkaničky', 'tkaničky'),
    n('socks', 'Socks', 'Ponožky', 'ponožky'),
    n('belts', 'Belts', 'Opasky', 'opasky'),
    n('leather-care', 'Leather care', 'Péče o kůži', 'péče-o-kůži'),
  ]),
  n('care-products', 'Care products', 'Pečující výrobky', 'pečující-výrobky'),
]

const selection = (): CategoryNode[] => [
  n('occasions', 'Occasions', 'Příležitosti', 'příležitosti', [
    n('weddings-and-events', 'Weddings and events', 'Svatby a společenské akce', 'svatby-a-akce'),
    n('walking', 'Walking', 'Na procházky', 'chůze'),
    n('hiking', 'Hiking', 'Turistika', 'turistika'),
  ]),
  n('featured', 'Selection', 'Výběr', 'výběr', [
    n('new-arrivals', 'New arrivals', 'Novinky', 'novinky'),
    n('best-sellers', 'Best sellers', 'Nejprodávanější', 'nejprodávanější'),
  ]),
  n('collections', 'Collections', 'Kolekce', 'kolekce'),
  n('iconic', 'Icons', 'Ikony', 'ikony'),
  n('technologies', 'Technologies', 'Technologie', 'technologie', [
    n('gore-tex', 'GORE-TEX', 'GORE-TEX', 'gore-tex'),
    n('recycled', 'Recycled materials', 'Recyklované materiály', 'recyklované-materiály'),
  ]),
  n('trending', 'Trending', 'Právě frčí', 'trendy'),
]

const byGender = (): CategoryNode[] => [
  n('women', 'Women', 'Ženy', 'ženy'),
  n('men', 'Men', 'Muži', 'muži'),
  n('kids', 'Kids', 'Děti', 'děti'),
]

const saleTypes = (): CategoryNode[] => [
  n('gore-tex', 'GORE-TEX', 'GORE-TEX', 'gore-tex'),
  n('waterproof', 'Waterproof', 'Voděodolné', 'voděodolné'),
  n('boots', 'Boots', 'Kotníkové boty', 'kotníkové-boty'),
  n('sneakers', 'Sneakers', 'Tenisky', 'tenisky'),
  n('business', 'Business', 'Do kanceláře', 'business'),
  n('golf', 'Golf', 'Golf', 'golf'),
]

export const categoryTree: readonly CategoryNode[] = [
  n('women', 'Women', 'Ženy', 'ženy', [shoes(allShoeTypes), ...selection(), ...accessories()]),
  n('men', 'Men', 'Muži', 'muži', [
    shoes(allShoeTypes.filter((type) => type !== 'heels' && type !== 'flats')),
    ...selection(),
    ...accessories(),
  ]),
  n('kids', 'Kids', 'Děti', 'děti', [
    shoes(['sneakers', 'sandals', 'boots', 'leisure', 'slip-on', 'outdoor']),
    ...selection(),
    ...accessories(),
    n('toddlers', 'Toddlers', 'Batolata', 'batolata'),
    n('older-kids', 'Older kids', 'Starší děti', 'starší-děti'),
    n('girls', 'Girls', 'Dívky', 'dívky'),
    n('boys', 'Boys', 'Chlapci', 'chlapci'),
    n('back-to-school', 'Back to school', 'Zpět do školy', 'zpět-do-školy'),
  ]),
  n('golf', 'Golf', 'Golf', 'golf', [
    n('men', 'Men', 'Muži', 'muži'),
    n('women', 'Women', 'Ženy', 'ženy'),
    n('spiked', 'Spiked', 'S hroty', 's-hroty'),
    n('spikeless', 'Spikeless', 'Bez hrotů', 'bez-hrotů'),
    n('wide-fit', 'Wide fit', 'Široký střih', 'široký-střih'),
    n('white', 'White', 'Bílé', 'bílé'),
    n('black', 'Black', 'Černé', 'černé'),
    n('leather', 'Leather', 'Kožené', 'kožené'),
    n('gore-tex', 'GORE-TEX', 'GORE-TEX', 'gore-tex'),
    n('iconic', 'Icons', 'Ikony', 'ikony'),
    n('collections', 'Collections', 'Kolekce', 'kolekce'),
  ]),
  n('outdoor', 'Outdoor', 'Outdoor', 'outdoor', [
    ...byGender(),
    n('hiking', 'Hiking', 'Turistika', 'turistika'),
    n('waterproof', 'Waterproof', 'Voděodolné', 'voděodolné'),
    n('gore-tex', 'GORE-TEX', 'GORE-TEX', 'gore-tex'),
  ]),
  n('bags-and-accessories', 'Bags and accessories', 'Tašky a doplňky', 'tašky-a-doplňky', [
    n('handbags', 'Handbags', 'Kabelky', 'kabelky'),
    n('crossbody', 'Crossbody bags', 'Crossbody kabelky', 'crossbody'),
    n('backpacks', 'Backpacks', 'Batohy', 'batohy'),
    n('wallets', 'Wallets', 'Peněženky', 'peněženky'),
    n('card-holders', 'Card holders', 'Pouzdra na karty', 'pouzdra-na-karty'),
    n('belts', 'Belts', 'Opasky', 'opasky'),
    n('socks', 'Socks', 'Ponožky', 'ponožky'),
    n('laces', 'Laces', 'Tkaničky', 'tkaničky'),
  ]),
  n('shoe-care', 'Shoe care', 'Péče o obuv', 'péče-o-obuv', [
    n('care-products', 'Care products', 'Pečující výrobky', 'pečující-výrobky'),
  ]),
  n('sale', 'Sale', 'Výprodej', 'výprodej', [
    ...byGender(),
    n('outdoor', 'Outdoor', 'Outdoor', 'outdoor'),
    n('bags', 'Bags', 'Tašky', 'tašky'),
    n('black-friday', 'Black Friday', 'Black Friday', 'black-friday'),
    n('cyber-monday', 'Cyber Monday', 'Cyber Monday', 'cyber-monday'),
    n('deals', 'Deals', 'Akce', 'akce'),
    n('eoss', 'End of season sale', 'Konec sezóny', 'konec-sezóny'),
    n('all', 'All', 'Vše', 'vše'),
    ...saleTypes(),
  ]),
  n('black-friday', 'Black Friday', 'Black Friday', 'black-friday', [
    ...byGender(),
    n('outdoor', 'Outdoor', 'Outdoor', 'outdoor'),
    n('bags', 'Bags', 'Tašky', 'tašky'),
    ...saleTypes(),
  ]),
  n('cyber-monday', 'Cyber Monday', 'Cyber Monday', 'cyber-monday', byGender()),
  n('new', 'New', 'Novinky', 'nove', [n('all', 'All', 'Vše', 'vše')]),
  n('collections', 'Collections', 'Kolekce', 'kolekce', [
    n('nordic-line', 'Nordic line', 'Linie Nordic', 'linie-nordic'),
    n('earth-tones', 'Earth tones', 'Zemité tóny', 'zemité-tóny'),
    n('autumn-winter', 'Autumn/Winter', 'Podzim/zima', 'podzim-zima'),
    n('gifts', 'Gifts', 'Dárky', 'dárky'),
    n('atelier', 'Atelier collaboration', 'Spolupráce Atelier', 'atelier'),
  ]),
]

export const CATEGORY_ROOTS = categoryTree.map((node) => node.segment)

interface ResolvedCategory {
  key: string
  /** The nodes from the root down to this category. */
  trail: CategoryNode[]
  node: CategoryNode
}

/** The category at the given English segments (`['women', 'shoes']`), or undefined. */
/** A category's name in the locale's language (English where the shop has no texts). */
export function categoryName(node: CategoryNode, locale: Locale): string {
  return node.name[textLanguage(locale)]
}

export function findCategory(segments: readonly string[]): ResolvedCategory | undefined {
  let level: readonly CategoryNode[] = categoryTree
  const trail: CategoryNode[] = []
  for (const segment of segments) {
    const node = level.find((candidate) => candidate.segment === segment)
    if (!node) return undefined
    trail.push(node)
    level = node.children
  }
  const node = trail.at(-1)
  return node ? { key: segments.join('-'), trail, node } : undefined
}

/** The keys of a category and every category below it. */
export function categoryKeysBelow(key: string, node: CategoryNode): string[] {
  return [key, ...node.children.flatMap((child) => categoryKeysBelow(`${key}-${child.segment}`, child))]
}

/** The search filter of a category listing: a product listed in it or in any of its sub-categories. */
export function categoryFilter(category: ResolvedCategory): string {
  return categoryKeysBelow(category.key, category.node)
    .map((key) => `categoryKeys:"${key}"`)
    .join(' OR ')
}
