// @ts-nocheck
import { categoriesOf } from './article-categories'
import type { ArticleSpec, SizeVariant } from './article-spec'
import { productKeyOf } from './articles'
import { taxCategoryKey } from './channels'
import { articleImages } from './images'
import { friendlyName, productDescription, productName, productSlug } from './naming'
import { priceDraft } from './prices'
import { sizeAttributeNames, sizeConventions } from './sizes'
import type {
  Attribute,
  AttributeValue,
  Image,
  LocalizedString,
  PriceDraft,
  ProductDraft,
  ProductVariantDraft,
} from './types'

const attr = (name: string, value: AttributeValue | undefined): Attribute[] =>
  value === undefined ? [] : [{ name, value }]

const titleCase = (kind: string): string =>
  kind
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ')

const badgesOf = (spec: ArticleSpec): LocalizedString[] =>
  [
    spec.isNew ? { 'cs-CZ': 'Novinka', en: 'New' } : undefined,
    spec.bestSeller ? { 'cs-CZ': 'Bestseller', en: 'Bestseller' } : undefined,
    spec.material.key === 'waterproof' ? { 'cs-CZ': 'GORE-TEX', en: 'GORE-TEX' } : undefined,
    spec.iconic ? { 'cs-CZ': 'Ikona', en: 'Icon' } : undefined,
    spec.discount && spec.discount.percentage >= 40 ? { 'cs-CZ': 'Super cena', en: 'Great price' } : undefined,
  ]
    .filter((badge): badge is LocalizedString => badge !== undefined)
    .slice(0, 3)

/** Attributes the line item needs on every variant (spec 3.3); the platform keeps them SameForAll. */
function sharedAttributes(spec: ArticleSpec, name: LocalizedString): Attribute[] {
  return [
    ...attr('ArticleNumber', spec.articleNumber),
    ...attr('ColorCode', spec.colour.code),
    ...attr('MaterialGroupLocalized', spec.material.group),
    ...attr('DominantColor', spec.colour.dominant),
    ...attr('BackgroundColor', spec.colour.background),
    ...attr('DescriptiveHeading', spec.heading),
    ...attr('Division', spec.line.division),
    ...attr('CollectionType', spec.line.collectionType),
    ...attr('CollectionClass', spec.season),
    ...attr('CollectionSegment', spec.line.segment),
    ...attr('PageTitle', { 'cs-CZ': `${name['cs-CZ']} | Kestrel`, en: `${name.en} | Kestrel` }),
  ]
}

/** Attributes of spec 3.11 that only the master variant carries. */
function masterAttributes(spec: ArticleSpec, name: LocalizedString): Attribute[] {
  const footwear = spec.line.division === 'Footwear'
  return [
    ...attr('ProductNumber', `${spec.articleNumber}${spec.colour.code}`),
    ...attr('Gender', spec.line.gender),
    ...attr(
      'TargetGroup',
      spec.line.gender === 'Kids' ? 'Kids' : spec.line.gender === 'Unisex' ? 'Adults' : spec.line.gender,
    ),
    ...attr('CollectionCategory', titleCase(spec.line.kind)),
    ...attr('CollectionCategoryCode', spec.articleNumber.slice(0, 2)),
    ...attr('Color', spec.colour.name),
    ...attr('ProductColors', spec.siblingKeys),
    ...attr('CountryOfOrigin', spec.countryOfOrigin),
    ...attr('main', spec.material.group),
    ...attr('outside', footwear ? { 'cs-CZ': 'Pryž', en: 'Rubber' } : spec.material.group),
    ...attr('ProductNameCustomerFriendly', friendlyName(spec)),
    ...attr('FBStory', {
      'cs-CZ': spec.story['cs-CZ'].replace('{model}', spec.model || name['cs-CZ']),
      en: spec.story.en.replace('{model}', spec.model || name.en),
    }),
    ...spec.features.flatMap((feature, index) => attr(`FBText${index + 1}`, feature)),
    ...badgesOf(spec).flatMap((badge, index) => attr(`CustomBadge${index + 1}`, badge)),
    ...attr('HowToUse', spec.care?.howToUse),
    ...attr('NetQuantity', spec.care?.netQuantity),
  ]
}

function sizeAttributes(size: SizeVariant): Attribute[] {
  const { shoe } = size
  if (!shoe) return attr('Size', size.size)
  return sizeConventions.map((convention) => ({ name: sizeAttributeNames[convention], value: shoe[convention] }))
}

const skuOf = (spec: ArticleSpec, size: SizeVariant): string => `${spec.articleNumber}${spec.colour.code}${size.code}`

export function productDraftOf(spec: ArticleSpec): ProductDraft {
  const key = productKeyOf(spec.articleNumber, spec.colour.code)
  const name = productName(spec)
  const images: Image[] = articleImages(spec.line.shape, spec.colour.primary, spec.colour.secondary, name.en)
  const price: PriceDraft = priceDraft(spec.priceCzk, spec.discount)
  const shared = sharedAttributes(spec, name)
  const variants = spec.sizes.map((size, index): ProductVariantDraft => {
    const sku = skuOf(spec, size)
    return {
      sku,
      key: sku,
      prices: [price],
      attributes: [...shared, ...(index === 0 ? masterAttributes(spec, name) : []), ...sizeAttributes(size)],
      images,
    }
  })
  const [masterVariant, ...rest] = variants
  if (!masterVariant) throw new Error(`article ${key} has no sizes`)
  const description = productDescription(spec, name)
  return {
    key,
    productType: { typeId: 'product-type', key: spec.line.productType },
    name,
    slug: productSlug(name, key),
    description,
    metaTitle: { 'cs-CZ': `${name['cs-CZ']} | Kestrel`, en: `${name.en} | Kestrel` },
    metaDescription: description,
    categories: categoriesOf(spec).map((categoryKey) => ({ typeId: 'category' as const, key: categoryKey })),
    taxCategory: { typeId: 'tax-category', key: taxCategoryKey },
    masterVariant,
    variants: rest,
    publish: true,
  }
}
