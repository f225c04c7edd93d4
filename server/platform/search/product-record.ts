import type { SearchRecord } from './engine/record-store'
import { sizeAttributeNames } from '@common/sizes'
import { SIZE_CONVENTIONS } from './indices'

/**
 * Maps one commerce ProductProjection (commercetools JSON) to the search record of one locale
 * (spec 3.13, plus what a listing needs: categories, colour, sizes per convention, createdAt,
 * the URL parts and availability).
 */
export interface ProjectionLike {
  id: string
  key?: string
  name?: Record<string, string>
  slug?: Record<string, string>
  categories?: { id: string }[]
  createdAt?: string
  masterVariant: VariantLike
  variants?: VariantLike[]
}

export interface VariantLike {
  id?: number
  sku?: string
  attributes?: { name: string; value: unknown }[]
  images?: { url: string; label?: string; dimensions?: { w: number; h: number } }[]
  prices?: PriceLike[]
}

interface PriceLike {
  value: MoneyLike
  country?: string
  channel?: { id?: string; key?: string; obj?: { key?: string } }
  discounted?: { value: MoneyLike }
  custom?: { fields?: Record<string, unknown> }
}

interface MoneyLike {
  centAmount: number
  currencyCode: string
  fractionDigits?: number
}

export interface CategoryInfo {
  key: string
  /** Names from the root down to this category, in the record's locale. */
  path: string[]
  slug: string
}

/** What the mapping needs besides the product itself. */
export interface MappingContext {
  locale: string
  currency: string
  categoryOf: (id: string) => CategoryInfo | undefined
  /** Units available per sku; a sku absent from the map has no inventory entry. */
  stock: Map<string, number>
  /** Sibling colours by product key: their price and first image. */
  siblings: Map<string, ColorSummary>
}

export interface ColorSummary {
  key: string
  colorCode: string
  priceRaw: number
  listPriceRaw: number
  image: string | undefined
}

function attributeOf(variant: VariantLike, name: string): unknown {
  return variant.attributes?.find((attribute) => attribute.name === name)?.value
}

/** Reads text from plain, localized, enum and localized-enum attribute values. */
function textOf(value: unknown, locale: string): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>
    if ('label' in object) return textOf(object.label, locale)
    const localized = object[locale] ?? object.en ?? Object.values(object)[0]
    return typeof localized === 'string' ? localized : undefined
  }
  return undefined
}

const amount = (money: MoneyLike): number => money.centAmount / 10 ** (money.fractionDigits ?? 2)

/** The selling price and the list price, in currency units, of a variant in the market's currency. */
function pricesOf(
  variant: VariantLike,
  currency: string,
): { price: number; listPrice: number; discountPercentage: number } | undefined {
  const price = variant.prices?.find((candidate) => candidate.value.currencyCode === currency)
  if (!price) return undefined
  const fields = price.custom?.fields ?? {}
  const regular = amount(price.value)
  const rrp = fields.price_CF_RecommendedRetailPrice as MoneyLike | undefined
  const adjusted = fields.price_CF_AdjustedPrice as MoneyLike | undefined
  const selling = price.discounted ? amount(price.discounted.value) : adjusted ? amount(adjusted) : regular
  const listPrice = rrp ? Math.max(amount(rrp), selling) : regular
  const stated = typeof fields.price_CF_DiscountPercentage === 'number' ? fields.price_CF_DiscountPercentage : undefined
  const discountPercentage = stated ?? (listPrice > selling ? Math.round(((listPrice - selling) / listPrice) * 100) : 0)
  return { price: selling, listPrice, discountPercentage: selling < listPrice ? discountPercentage : 0 }
}

/** Price buckets for a range facet. */
function priceRangeOf(price: number): string {
  const bounds = [500, 1000, 1500, 2000, 3000, 5000]
  const upper = bounds.find((bound) => price < bound)
  if (upper === undefined) return '5000+'
  const lower = bounds[bounds.indexOf(upper) - 1] ?? 0
  return `${lower}-${upper}`
}

export function colorSummaryOf(projection: ProjectionLike, currency: string): ColorSummary | undefined {
  const prices = pricesOf(projection.masterVariant, currency)
  if (!prices) return undefined
  return {
    key: projection.key ?? projection.id,
    colorCode: String(attributeOf(projection.masterVariant, 'ColorCode') ?? ''),
    priceRaw: prices.price,
    listPriceRaw: prices.listPrice,
    image: projection.masterVariant.images?.[0]?.url,
  }
}

export function productToRecord(projection: ProjectionLike, context: MappingContext): SearchRecord | undefined {
  const { locale } = context
  const master = projection.masterVariant
  const prices = pricesOf(master, context.currency)
  if (!prices) return undefined
  const variants = [master, ...(projection.variants ?? [])]
  const key = projection.key ?? projection.id
  const articleNumber = String(attributeOf(master, 'ArticleNumber') ?? key)
  const colorCode = String(attributeOf(master, 'ColorCode') ?? '')
  const name = projection.name?.[locale] ?? projection.name?.en ?? key
  const images = master.images ?? []
  const categories = (projection.categories ?? [])
    .map((reference) => context.categoryOf(reference.id))
    .filter((c) => c !== undefined)

  const tracked = variants.filter((variant) => variant.sku !== undefined && context.stock.has(variant.sku))
  const inStock = (variant: VariantLike) => (variant.sku ? (context.stock.get(variant.sku) ?? 0) > 0 : false)
  const available = tracked.length === 0 ? true : tracked.some(inStock)
  const sizeVariants = tracked.length === 0 ? variants : variants.filter(inStock)
  const sizes: Record<string, string[]> = {}
  for (const convention of SIZE_CONVENTIONS) {
    const values = sizeVariants
      .map((variant) => textOf(attributeOf(variant, sizeAttributeNames[convention]), locale))
      .filter((v) => v !== undefined)
    if (values.length) sizes[convention] = [...new Set(values)]
  }

  const siblingKeys = attributeOf(master, 'ProductColors')
  const colours = [
    key,
    ...(Array.isArray(siblingKeys) ? siblingKeys.map(String).filter((sibling) => sibling !== key) : []),
  ]
  const own = colorSummaryOf(projection, context.currency)
  const productColors = colours
    .map((colourKey) => (colourKey === key ? own : context.siblings.get(colourKey)))
    .filter((summary) => summary !== undefined)
    .map((summary) => ({
      key: summary.key,
      colorCode: summary.colorCode,
      priceRaw: summary.priceRaw,
      listPriceRaw: summary.listPriceRaw,
      image: summary.image,
    }))

  const levels: Record<string, string[]> = {}
  for (const category of categories) {
    category.path.forEach((_, depth) => {
      if (depth > 2) return
      const label = category.path.slice(0, depth + 1).join(' > ')
      levels[`lvl${depth}`] = [...new Set([...(levels[`lvl${depth}`] ?? []), label])]
    })
  }

  return {
    objectID: key,
    /** The commerce product's id: a wishlist line names the product by it. */
    productId: projection.id,
    articleNumber,
    colorCode,
    name,
    productName: projection.slug?.[locale] ?? projection.slug?.en ?? key,
    pageTitle: textOf(attributeOf(master, 'PageTitle'), locale) ?? name,
    division: textOf(attributeOf(master, 'Division'), locale) ?? '',
    collectionType: textOf(attributeOf(master, 'CollectionType'), locale) ?? '',
    collectionClass: textOf(attributeOf(master, 'CollectionClass'), locale) ?? '',
    dominantColor: textOf(attributeOf(master, 'DominantColor'), locale) ?? '',
    /** The colour in the record's language, so a shopper's colour word (`černé`) finds it. */
    colorName: colorNameOf(textOf(attributeOf(master, 'DominantColor'), locale) ?? '', locale),
    backgroundColor: textOf(attributeOf(master, 'BackgroundColor'), locale) ?? '#ffffff',
    gender: textOf(attributeOf(master, 'Gender'), locale) ?? '',
    isNew: isNewArticle(master),
    price: prices.price,
    listPrice: prices.listPrice,
    priceRange: priceRangeOf(prices.price),
    currency: context.currency,
    hasDiscount: prices.discountPercentage > 0,
    discountPercentage: prices.discountPercentage,
    image: images[0] ? { url: images[0].url, label: images[0].label ?? name } : null,
    images: images.map((image) => image.url),
    productColors,
    sizes,
    available,
    categories: levels,
    categoryKeys: categories.map((category) => category.key),
    categoryNames: [...new Set(categories.map((category) => category.path.at(-1) ?? ''))].filter(Boolean),
    categorySlugs: categories.map((category) => category.slug),
    createdAt: projection.createdAt ? Math.floor(Date.parse(projection.createdAt) / 1000) : 0,
  }
}

/** The catalog's colours are English; Czech shoppers name them in Czech (any inflection matches the stem). */
const CZECH_COLOURS: Record<string, string> = {
  Black: 'černá',
  White: 'bílá',
  Brown: 'hnědá',
  Red: 'červená',
  Blue: 'modrá',
  Green: 'zelená',
  Grey: 'šedá',
  Beige: 'béžová',
  Pink: 'růžová',
  Yellow: 'žlutá',
  Orange: 'oranžová',
  Silver: 'stříbrná',
  Multicolor: 'vícebarevná',
  Neutral: 'neutrální',
}

function colorNameOf(dominantColor: string, locale: string): string {
  return locale.startsWith('cs') ? (CZECH_COLOURS[dominantColor] ?? dominantColor) : dominantColor
}

/** The catalog marks new arrivals with a `New` badge (CustomBadge1–3). */
function isNewArticle(master: VariantLike): boolean {
  return [1, 2, 3].some((slot) => textOf(attributeOf(master, `CustomBadge${slot}`), 'en') === 'New')
}
