// @ts-nocheck
import type { SizeGroup } from './sizes'
import type { ProductTypeDraft } from './types'
import type { CzechForm, MaterialKey } from './words'

export type Shape =
  | 'sneaker'
  | 'boot'
  | 'sandal'
  | 'heel'
  | 'formal'
  | 'loafer'
  | 'golf'
  | 'outdoor'
  | 'kids'
  | 'bag'
  | 'backpack'
  | 'wallet'
  | 'belt'
  | 'care'
  | 'socks'
  | 'giftwrap'

export type Gender = 'Women' | 'Men' | 'Kids' | 'Unisex'

/** Footwear comes in the sizes of its group; other goods in a fixed list of sizes (`Size` only). */
export type LineSizes = { footwear: SizeGroup } | { fixed: readonly string[] }

/** A family of models sold together: the generator makes `models × scale` models, each in 2–4 colours. */
export interface ProductLine {
  key: string
  productType: ProductTypeDraft['key']
  division: 'Footwear' | 'Leathergoods' | 'Accessories' | 'Shoe Care'
  gender: Gender
  /** The type slug of spec 2.3 (sneakers, boots, handbags, …). */
  kind: string
  shape: Shape
  noun: { en: string; cs: string; form: CzechForm }
  materials: readonly MaterialKey[]
  /** Whole CZK; prices end in 90. */
  price: readonly [number, number]
  models: number
  colours: readonly [number, number]
  sizes: LineSizes
  collectionType: string
  segment: string
}

interface FootwearKind {
  kind: string
  noun: { en: string; cs: string }
  shape: Shape
  materials: readonly MaterialKey[]
  price: readonly [number, number]
  collectionType: string
  segment: string
  models: { Women: number; Men: number; Kids: number }
}

const footwearKinds: readonly FootwearKind[] = [
  {
    kind: 'sneakers',
    noun: { en: 'Sneakers', cs: 'tenisky' },
    shape: 'sneaker',
    materials: ['leather', 'suede', 'knit', 'nubuck'],
    price: [2490, 3990],
    collectionType: 'Lifestyle',
    segment: 'Casual',
    models: { Women: 10, Men: 9, Kids: 5 },
  },
  {
    kind: 'sandals',
    noun: { en: 'Sandals', cs: 'sandály' },
    shape: 'sandal',
    materials: ['leather', 'nubuck', 'light'],
    price: [1790, 2990],
    collectionType: 'Lifestyle',
    segment: 'Summer',
    models: { Women: 6, Men: 4, Kids: 3 },
  },
  {
    kind: 'boots',
    noun: { en: 'Ankle Boots', cs: 'kotníkové boty' },
    shape: 'boot',
    materials: ['leather', 'nubuck', 'suede', 'waterproof'],
    price: [3490, 5990],
    collectionType: 'Lifestyle',
    segment: 'Winter',
    models: { Women: 8, Men: 7, Kids: 4 },
  },
  {
    kind: 'formal',
    noun: { en: 'Formal Shoes', cs: 'společenské boty' },
    shape: 'formal',
    materials: ['leather', 'suede'],
    price: [2990, 4990],
    collectionType: 'Formal',
    segment: 'Business',
    models: { Women: 5, Men: 7, Kids: 0 },
  },
  {
    kind: 'running',
    noun: { en: 'Running Shoes', cs: 'běžecké boty' },
    shape: 'sneaker',
    materials: ['knit', 'light'],
    price: [2790, 3790],
    collectionType: 'Active',
    segment: 'Performance',
    models: { Women: 4, Men: 4, Kids: 0 },
  },
  {
    kind: 'moccasins',
    noun: { en: 'Moccasins', cs: 'mokasíny' },
    shape: 'loafer',
    materials: ['leather', 'suede'],
    price: [2290, 3490],
    collectionType: 'Lifestyle',
    segment: 'Casual',
    models: { Women: 3, Men: 3, Kids: 0 },
  },
  {
    kind: 'slip-on',
    noun: { en: 'Slip-ons', cs: 'nazouvací boty' },
    shape: 'sneaker',
    materials: ['knit', 'leather'],
    price: [1990, 2990],
    collectionType: 'Lifestyle',
    segment: 'Casual',
    models: { Women: 4, Men: 3, Kids: 2 },
  },
  {
    kind: 'heels',
    noun: { en: 'Pumps', cs: 'lodičky' },
    shape: 'heel',
    materials: ['leather', 'suede'],
    price: [2490, 3990],
    collectionType: 'Formal',
    segment: 'Business',
    models: { Women: 6, Men: 0, Kids: 0 },
  },
  {
    kind: 'flats',
    noun: { en: 'Ballerinas', cs: 'baleríny' },
    shape: 'loafer',
    materials: ['leather', 'suede'],
    price: [1990, 2990],
    collectionType: 'Lifestyle',
    segment: 'Casual',
    models: { Women: 4, Men: 0, Kids: 0 },
  },
  {
    kind: 'leisure',
    noun: { en: 'Walking Shoes', cs: 'vycházkové boty' },
    shape: 'sneaker',
    materials: ['leather', 'nubuck'],
    price: [2290, 3290],
    collectionType: 'Lifestyle',
    segment: 'Comfort',
    models: { Women: 4, Men: 4, Kids: 2 },
  },
  {
    kind: 'slides',
    noun: { en: 'Slides', cs: 'pantofle' },
    shape: 'sandal',
    materials: ['leather', 'light'],
    price: [990, 1790],
    collectionType: 'Lifestyle',
    segment: 'Summer',
    models: { Women: 3, Men: 2, Kids: 0 },
  },
  {
    kind: 'golf',
    noun: { en: 'Golf Shoes', cs: 'golfové boty' },
    shape: 'golf',
    materials: ['leather', 'waterproof'],
    price: [3490, 5490],
    collectionType: 'Golf',
    segment: 'Golf',
    models: { Women: 5, Men: 6, Kids: 0 },
  },
  {
    kind: 'outdoor',
    noun: { en: 'Hiking Shoes', cs: 'turistické boty' },
    shape: 'outdoor',
    materials: ['waterproof', 'nubuck', 'leather'],
    price: [3290, 5290],
    collectionType: 'Outdoor',
    segment: 'Outdoor',
    models: { Women: 5, Men: 5, Kids: 2 },
  },
]

const footwearLines: ProductLine[] = footwearKinds.flatMap((kind) =>
  (['Women', 'Men', 'Kids'] as const)
    .filter((gender) => kind.models[gender] > 0)
    .map((gender): ProductLine => ({
      key: `${gender.toLowerCase()}-${kind.kind}`,
      productType: 'Footwear',
      division: 'Footwear',
      gender,
      kind: kind.kind,
      shape: gender === 'Kids' ? 'kids' : kind.shape,
      noun: { ...kind.noun, form: 'pl' },
      materials: kind.materials,
      price: gender === 'Kids' ? [1190, 2290] : kind.price,
      models: kind.models[gender],
      colours: [2, 4],
      sizes: { footwear: gender === 'Women' ? 'women' : gender === 'Men' ? 'men' : 'kids' },
      collectionType: gender === 'Kids' ? 'Kids' : kind.collectionType,
      segment: kind.segment,
    })),
)

const goods = (
  key: string,
  productType: ProductLine['productType'],
  division: ProductLine['division'],
  gender: Gender,
  shape: Shape,
  noun: ProductLine['noun'],
  materials: readonly MaterialKey[],
  price: readonly [number, number],
  models: number,
  sizes: readonly string[],
  colours: readonly [number, number] = [2, 4],
): ProductLine => ({
  key,
  productType,
  division,
  gender,
  kind: key.replace(/^(women|men|kids|unisex)-/, ''),
  shape,
  noun,
  materials,
  price,
  models,
  colours,
  sizes: { fixed: sizes },
  collectionType: division === 'Accessories' ? 'Accessories' : 'Leathergoods',
  segment: division === 'Footwear' ? 'Casual' : division,
})

const oneSize = ['OS'] as const

const goodsLines: ProductLine[] = [
  goods(
    'women-handbags',
    'LeatherGoods',
    'Leathergoods',
    'Women',
    'bag',
    { en: 'Handbag', cs: 'kabelka', form: 'f' },
    ['leather', 'suede'],
    [3490, 6990],
    5,
    oneSize,
  ),
  goods(
    'women-crossbody',
    'LeatherGoods',
    'Leathergoods',
    'Women',
    'bag',
    { en: 'Crossbody Bag', cs: 'crossbody kabelka', form: 'f' },
    ['leather'],
    [2490, 4490],
    3,
    oneSize,
  ),
  goods(
    'unisex-backpacks',
    'LeatherGoods',
    'Leathergoods',
    'Unisex',
    'backpack',
    { en: 'Backpack', cs: 'batoh', form: 'm' },
    ['leather', 'nubuck'],
    [2990, 5490],
    3,
    oneSize,
  ),
  goods(
    'unisex-wallets',
    'LeatherGoods',
    'Leathergoods',
    'Unisex',
    'wallet',
    { en: 'Wallet', cs: 'peněženka', form: 'f' },
    ['leather'],
    [990, 2490],
    4,
    oneSize,
  ),
  goods(
    'unisex-card-holders',
    'LeatherGoods',
    'Leathergoods',
    'Unisex',
    'wallet',
    { en: 'Card Holder', cs: 'pouzdro na karty', form: 'n' },
    ['leather'],
    [690, 1290],
    2,
    oneSize,
  ),
  goods(
    'men-belts',
    'Accessories',
    'Accessories',
    'Men',
    'belt',
    { en: 'Belt', cs: 'opasek', form: 'm' },
    ['leather', 'suede'],
    [990, 1690],
    2,
    ['85', '90', '95', '100', '105', '110'],
  ),
  goods(
    'women-belts',
    'Accessories',
    'Accessories',
    'Women',
    'belt',
    { en: 'Belt', cs: 'opasek', form: 'm' },
    ['leather'],
    [890, 1490],
    2,
    ['75', '80', '85', '90', '95'],
  ),
  goods(
    'unisex-socks',
    'Accessories',
    'Accessories',
    'Unisex',
    'socks',
    { en: 'Socks', cs: 'ponožky', form: 'pl' },
    ['cotton'],
    [249, 449],
    3,
    ['35-38', '39-42', '43-46'],
    [2, 3],
  ),
  goods(
    'unisex-laces',
    'ShoeRelatedAccessories',
    'Accessories',
    'Unisex',
    'care',
    { en: 'Laces', cs: 'tkaničky', form: 'pl' },
    ['waxed'],
    [149, 249],
    2,
    ['90 cm', '120 cm'],
    [2, 3],
  ),
]

export const productLines: readonly ProductLine[] = [...footwearLines, ...goodsLines]

/**
 * Kids' socks and laces (the kids' accessories of the menu), in children's sizes. They come after
 * every other line, so the article numbers and stock of the rest of the catalog stay as they were.
 */
export const kidsAccessoryLines: readonly ProductLine[] = [
  goods(
    'kids-socks',
    'Accessories',
    'Accessories',
    'Kids',
    'socks',
    { en: 'Socks', cs: 'ponožky', form: 'pl' },
    ['cotton'],
    [149, 249],
    3,
    ['19-22', '23-26', '27-30', '31-34'],
    [2, 3],
  ),
  goods(
    'kids-laces',
    'ShoeRelatedAccessories',
    'Accessories',
    'Kids',
    'care',
    { en: 'Laces', cs: 'tkaničky', form: 'pl' },
    ['waxed'],
    [99, 149],
    2,
    ['60 cm', '75 cm', '90 cm'],
    [2, 3],
  ),
]
