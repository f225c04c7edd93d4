import { sizeAttributeNames, sizeConventions } from '@common/sizes'
import { market, type Locale } from '@common/market'
import type {
  ProductColour,
  ProductMoney,
  ProductVariantView,
  ProductView,
  RatingSummary,
} from '@common/product-schema'
import type { ProductByKeyQuery, ProductColoursQuery, ProductPageVariantFragment } from './product.generated'

/** What the commerce documents answer (./product.graphql), as the page reads it. */
type RawAttribute = ProductPageVariantFragment['attributesRaw'][number]
export type RawVariant = ProductPageVariantFragment
export type RawProduct = NonNullable<ProductByKeyQuery['inStore']['product']>
type RawColourProduct = ProductColoursQuery['products']['results'][number]

/** A product key is `{ArticleNumber}-{ColorCode}` (spec 2.2, README "Model"). */
export const PRODUCT_KEY = /^(\d{6})-(\d{5})$/

/** A localized attribute value (`{ 'cs-CZ': …, en: … }`) or a plain one, as text in `locale`. */
export function text(value: unknown, locale: Locale): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (typeof value === 'object') {
    const localized = value as Record<string, unknown>
    const chosen = localized[locale] ?? localized[market.defaultLocale] ?? localized.en
    return typeof chosen === 'string' ? chosen : null
  }
  return null
}

const attribute = (attributes: RawAttribute[], name: string) => attributes.find((entry) => entry.name === name)?.value

const moneyOf = (value: unknown): ProductMoney | null => {
  const money = value as Partial<ProductMoney> | null
  return money && typeof money.centAmount === 'number' && typeof money.currencyCode === 'string'
    ? { centAmount: money.centAmount, currencyCode: money.currencyCode, fractionDigits: money.fractionDigits ?? 2 }
    : null
}

/** The sizes of a variant in every convention; goods without shoe sizes keep their one label under EU. */
export function variantSizes(attributes: RawAttribute[]): Record<string, string> {
  const sizes: Record<string, string> = {}
  for (const convention of sizeConventions) {
    const value = attribute(attributes, sizeAttributeNames[convention])
    if (value !== undefined && value !== null) sizes[convention] = String(value)
  }
  return sizes
}

/** Web stock: the supply of the store's stock channel (spec 4.4: the shop sells from its web channel's warehouse). */
export function webAvailability(
  variant: RawVariant,
  channel: string,
): { isOnStock: boolean; availableQuantity: number } {
  const web = variant.availability?.channels.results.find((entry) => entry.channel?.key === channel)
  const quantity = web?.availability.availableQuantity ?? 0
  return { isOnStock: Boolean(web?.availability.isOnStock) && quantity > 0, availableQuantity: Math.max(0, quantity) }
}

export function shapeVariant(variant: RawVariant, channel: string): ProductVariantView | null {
  if (!variant.sku) return null
  return { sku: variant.sku, sizes: variantSizes(variant.attributesRaw), ...webAvailability(variant, channel) }
}

function shapeColour(product: RawColourProduct, locale: Locale): ProductColour | null {
  const current = product.masterData.current
  if (!product.key || !product.masterData.published || !current) return null
  const attributes = current.masterVariant.attributesRaw
  return {
    key: product.key,
    colorCode: String(attribute(attributes, 'ColorCode') ?? product.key.split('-')[1] ?? ''),
    name: text(attribute(attributes, 'Color'), locale) ?? '',
    slug: current.slug ?? product.key,
    image: current.masterVariant.images[0]?.url ?? null,
    backgroundColor: text(attribute(attributes, 'BackgroundColor'), locale) ?? '#ffffff',
  }
}

/** The review summary shown by the title: none without reviews. */
export const ratingOf = (summary: RatingSummary | null): RatingSummary | null =>
  summary && summary.count > 0 ? { average: summary.average, count: summary.count } : null

/** The compact product of the page, or null when it is not sold in the store. */
export function shapeProduct(
  product: RawProduct,
  colours: RawColourProduct[],
  locale: Locale,
  channel: string,
  rating: RatingSummary | null = null,
): ProductView | null {
  const current = product.masterData.current
  if (!product.key || !product.masterData.published || !product.productSelectionRefs.exists || !current) return null
  const attributes = current.masterVariant.attributesRaw
  const read = (name: string) => text(attribute(attributes, name), locale)
  const variants = current.allVariants.flatMap((variant) => shapeVariant(variant, channel) ?? [])
  const priced = current.allVariants.find((variant) => variant.price)?.price ?? null
  const discounted = priced?.discounted?.value ?? null
  const customFields = priced?.custom?.customFieldsRaw ?? []
  const percentage = attribute(customFields, 'price_CF_DiscountPercentage')
  const [articleNumber = '', colorCode = ''] = product.key.split('-')
  const name = current.name ?? product.key
  const colourByKey = new Map(
    colours.flatMap((colour) => {
      const shaped = shapeColour(colour, locale)
      return shaped ? [[shaped.key, shaped] as const] : []
    }),
  )
  const siblingKeys = (attribute(attributes, 'ProductColors') as string[] | undefined) ?? [product.key]
  const slug = current.slug ?? product.key
  return {
    id: product.id,
    key: product.key,
    articleNumber: read('ArticleNumber') ?? articleNumber,
    colorCode: read('ColorCode') ?? colorCode,
    itemNumber: read('ProductNumber') ?? `${articleNumber}${colorCode}`,
    productType: product.productType?.key ?? '',
    isFootwear: variants.some((variant) => Object.keys(variant.sizes).length > 1),
    name,
    slug,
    slugs: {
      ...Object.fromEntries((current.slugAllLocales ?? []).map((entry) => [entry.locale, entry.value])),
      [locale]: slug,
    },
    title: current.metaTitle ?? read('PageTitle') ?? name,
    description: current.metaDescription ?? current.description ?? '',
    heading: read('DescriptiveHeading'),
    story: read('FBStory'),
    features: ['FBText1', 'FBText2', 'FBText3', 'FBText4', 'FBText5', 'FBText6'].flatMap((key) => read(key) ?? []),
    badges: ['CustomBadge1', 'CustomBadge2', 'CustomBadge3'].flatMap((key) => read(key) ?? []),
    colourName: read('Color') ?? '',
    material: read('MaterialGroupLocalized'),
    countryOfOrigin: read('CountryOfOrigin'),
    howToUse: read('HowToUse'),
    division: read('Division'),
    gender: read('Gender'),
    backgroundColor: read('BackgroundColor') ?? '#ffffff',
    price: moneyOf(discounted ?? priced?.value),
    listPrice: discounted ? moneyOf(priced?.value) : null,
    discountPercentage: discounted && typeof percentage === 'number' ? percentage : null,
    previousLowestPrice: discounted ? moneyOf(attribute(customFields, 'price_CF_PreviousLowestPrice')) : null,
    images: current.masterVariant.images.map((image) => ({
      url: image.url,
      label: image.label ?? name,
      width: image.dimensions.width,
      height: image.dimensions.height,
    })),
    variants,
    colours: siblingKeys.flatMap((key) => colourByKey.get(key) ?? []),
    rating: ratingOf(rating),
  }
}
