import type { CategoryDraft } from './types'

/**
 * The category tree of spec 2.3 with the Czech slugs of 2.4. Slugs must be unique per locale on the platform,
 * so a category's slug is its path joined with '-': `/ženy/obuv/tenisky` → cs slug `ženy-obuv-tenisky`,
 * en slug `women-shoes-sneakers`; the key is the English slug. Parents come before their children.
 */
interface Node {
  segment: string
  en: string
  cs: string
  csSegment: string
  children: Node[]
}

const n = (segment: string, en: string, cs: string, csSegment: string, children: Node[] = []): Node => ({
  segment,
  en,
  cs,
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

export const shoeTypesByGender = {
  women: Object.keys(shoeTypes),
  men: Object.keys(shoeTypes).filter((type) => type !== 'heels' && type !== 'flats'),
  kids: ['sneakers', 'sandals', 'boots', 'leisure', 'slip-on', 'outdoor'],
} as const

const shoes = (types: readonly string[]): Node =>
  n('shoes', 'Shoes', 'Obuv', 'obuv', types.map((type) => {
    const [en, cs, csSegment] = shoeTypes[type] ?? [type, type, type]
    return n(type, en, cs, csSegment)
  }))

const accessories = (): Node[] => [
  n('bags-and-accessories', 'Bags and accessories', 'Tašky a doplňky', 'tašky-a-doplňky'),
  n('accessories', 'Accessories', 'Doplňky', 'doplňky', [
    n('laces', 'Laces', 'Tkaničky', 'tkaničky'),
    n('socks', 'Socks', 'Ponožky', 'ponožky'),
    n('belts', 'Belts', 'Opasky', 'opasky'),
    n('leather-care', 'Leather care', 'Péče o kůži', 'péče-o-kůži'),
  ]),
  n('care-products', 'Care products', 'Pečující výrobky', 'pečující-výrobky'),
]

const selection = (): Node[] => [
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

const byGender = (): Node[] => [
  n('women', 'Women', 'Ženy', 'ženy'),
  n('men', 'Men', 'Muži', 'muži'),
  n('kids', 'Kids', 'Děti', 'děti'),
]

const saleTypes = (): Node[] => [
  n('gore-tex', 'GORE-TEX', 'GORE-TEX', 'gore-tex'),
  n('waterproof', 'Waterproof', 'Voděodolné', 'voděodolné'),
  n('boots', 'Boots', 'Kotníkové boty', 'kotníkové-boty'),
  n('sneakers', 'Sneakers', 'Tenisky', 'tenisky'),
  n('business', 'Business', 'Do kanceláře', 'business'),
  n('golf', 'Golf', 'Golf', 'golf'),
]

export const namedCollections = ['nordic-line', 'earth-tones', 'autumn-winter', 'gifts', 'atelier'] as const

const tree: Node[] = [
  n('women', 'Women', 'Ženy', 'ženy', [shoes(shoeTypesByGender.women), ...selection(), ...accessories()]),
  n('men', 'Men', 'Muži', 'muži', [shoes(shoeTypesByGender.men), ...selection(), ...accessories()]),
  n('kids', 'Kids', 'Děti', 'děti', [
    shoes(shoeTypesByGender.kids),
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

export function buildCategories(): CategoryDraft[] {
  const drafts: CategoryDraft[] = []
  const visit = (node: Node, path: { en: string[]; cs: string[] }, parentKey: string | undefined, index: number, count: number) => {
    const en = [...path.en, node.segment]
    const cs = [...path.cs, node.csSegment]
    const key = en.join('-')
    drafts.push({
      key,
      name: { 'cs-CZ': node.cs, en: node.en },
      slug: { 'cs-CZ': cs.join('-'), en: key },
      ...(parentKey ? { parent: { typeId: 'category' as const, key: parentKey } } : {}),
      orderHint: ((index + 1) / (count + 1)).toFixed(4),
    })
    node.children.forEach((child, childIndex) => visit(child, { en, cs }, key, childIndex, node.children.length))
  }
  tree.forEach((node, index) => visit(node, { en: [], cs: [] }, undefined, index, tree.length))
  return drafts
}
