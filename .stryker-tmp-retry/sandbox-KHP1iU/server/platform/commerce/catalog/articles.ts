// @ts-nocheck
import { careItems } from './care'
import type { ProductLine } from './lines'
import { kidsAccessoryLines, productLines } from './lines'
import { colourByCode, palette } from './palette'
import type { Random } from './prng'
import { createRandom, seedOf } from './prng'
import { convertSize, euSizes } from './sizes'
import type { LocalizedString } from './types'
import { merchandise } from './merchandising'
import type { ArticleDiscount, ArticleSpec, SizeVariant } from './article-spec'
import { features, goodsFeatures, headings, materials, modelNames, modelSuffixes, stories } from './words'

export const productKeyOf = (articleNumber: string, colorCode: string): string => `${articleNumber}-${colorCode}`

const pad = (value: number, width: number): string => String(value).padStart(width, '0')

const priceIn = (random: Random, [min, max]: readonly [number, number]): number =>
  random.int(Math.ceil((min + 10) / 100), Math.floor((max + 10) / 100)) * 100 - 10

const careLine: ProductLine = {
  key: 'unisex-care-products',
  productType: 'ShoeRelatedAccessories',
  division: 'Shoe Care',
  gender: 'Unisex',
  kind: 'care-products',
  shape: 'care',
  noun: { en: 'Care', cs: 'péče', form: 'f' },
  materials: ['leather'],
  price: [199, 599],
  models: careItems.length,
  colours: [1, 6],
  sizes: { fixed: ['OS'] },
  collectionType: 'Shoe Care',
  segment: 'Shoe Care',
}

const sizesOf = (line: ProductLine, modelIndex: number): SizeVariant[] => {
  if ('fixed' in line.sizes) return line.sizes.fixed.map((size, index) => ({ size, code: pad(index + 1, 3) }))
  const group = line.sizes.footwear
  const all = euSizes(group)
  const range =
    group === 'kids' ? (modelIndex % 2 === 0 ? all.filter((eu) => eu <= 27) : all.filter((eu) => eu >= 28)) : all
  return range.map((eu) => ({ size: String(eu), code: pad(eu * 10, 3), shoe: convertSize(group, eu) }))
}

const discountFor = (random: Random, line: ProductLine, priceCzk: number): ArticleDiscount | undefined => {
  const share = line.division === 'Shoe Care' ? 0.15 : 0.32
  if (!random.chance(share)) return undefined
  const percentage = random.pick([20, 25, 30, 30, 40, 50])
  // The lowest price of the last 30 days (EU price rules): sometimes an earlier markdown, always above today's price.
  const lowerCzk = priceCzk - random.int(1, 3) * 100
  const lowered = random.chance(0.3) && lowerCzk > (priceCzk * (100 - percentage)) / 100
  const previousLowestCzk = lowered ? lowerCzk : priceCzk
  const offerIds = ['SALE-AW26']
  if (random.chance(0.45)) offerIds.push('BLACK-FRIDAY')
  if (random.chance(0.25)) offerIds.push('CYBER-MONDAY')
  if (random.chance(0.3)) offerIds.push('EOSS')
  return { percentage, previousLowestCzk, offerIds }
}

const origins = {
  Footwear: ['PT', 'SK', 'TH', 'ID', 'VN', 'CN'],
  Leathergoods: ['TH', 'IN', 'PT'],
  Accessories: ['PT', 'TR', 'CZ'],
  'Shoe Care': ['DK', 'DE', 'CZ'],
} as const

/** Larger scales repeat the care range as numbered editions so names stay distinct. */
const careName = (name: LocalizedString, edition: number): LocalizedString =>
  edition === 0 ? name : { 'cs-CZ': `${name['cs-CZ']} ${edition + 1}`, en: `${name.en} ${edition + 1}` }

function modelsOf(line: ProductLine, lineIndex: number, scale: number): ArticleSpec[] {
  const random = createRandom(seedOf(line.key))
  const specs: ArticleSpec[] = []
  const count = line.models * scale
  for (let modelIndex = 0; modelIndex < count; modelIndex++) {
    const articleNumber = `${10 + lineIndex}${pad(modelIndex + 1, 4)}`
    const care = line.division === 'Shoe Care' ? careItems[modelIndex % careItems.length] : undefined
    const edition = Math.floor(modelIndex / modelNames.length)
    const baseName = care
      ? ''
      : `${modelNames[(modelIndex * 7 + lineIndex * 3) % modelNames.length]}${random.pick(modelSuffixes)}`
    const material = materials[random.pick(line.materials)]
    const model = care
      ? ''
      : `${baseName}${edition > 0 ? ` ${edition + 1}` : ''}${material.key === 'waterproof' ? ' GTX' : ''}`
    const colours = care
      ? care.colours.map(colourByCode)
      : random.sample(palette, random.int(line.colours[0], line.colours[1]))
    const siblingKeys = colours.map((colour) => productKeyOf(articleNumber, colour.code))
    const priceCzk = care ? care.price : priceIn(random, line.price)
    const season = random.pick(['AW26', 'SS26', 'Core'] as const)
    const collectionIndex = random.int(0, 9)
    const goods = line.division !== 'Footwear'
    const tags: string[] = []
    if (line.gender === 'Kids') tags.push(...random.pick([['girls'], ['boys'], ['girls', 'boys']]))
    if (line.kind === 'golf')
      tags.push(random.chance(0.4) ? 'spiked' : 'spikeless', ...(random.chance(0.3) ? ['wide-fit'] : []))
    if (line.gender === 'Kids' && random.chance(0.4)) tags.push('back-to-school')
    const shared = {
      line,
      articleNumber,
      model,
      material,
      siblingKeys,
      priceCzk,
      sizes: sizesOf(line, modelIndex),
      season,
      isNew: season === 'AW26' && random.chance(0.5),
      bestSeller: random.chance(0.12),
      iconic: random.chance(0.06),
      ...(collectionIndex < 5
        ? { collection: ['nordic-line', 'earth-tones', 'autumn-winter', 'gifts', 'atelier'][collectionIndex] }
        : {}),
      tags,
      features: random.sample(goods ? goodsFeatures : features, 6),
      story: random.pick(stories),
      heading: random.pick(headings),
      countryOfOrigin: random.pick(origins[line.division]),
      ...(care
        ? {
            care: {
              name: careName(care.name, Math.floor(modelIndex / careItems.length)),
              howToUse: care.howToUse,
              netQuantity: care.netQuantity,
            },
          }
        : {}),
    }
    for (const colour of colours) {
      const discount = discountFor(random, line, priceCzk)
      specs.push({ ...shared, colour, ...(discount ? { discount } : {}) })
    }
  }
  return specs
}

/** All sellable articles, line by line; deterministic for a given scale. */
export function buildArticleSpecs(scale: number): ArticleSpec[] {
  const specs = [...productLines, careLine, ...kidsAccessoryLines].flatMap((line, lineIndex) =>
    modelsOf(line, lineIndex, scale),
  )
  return merchandise(specs)
}
