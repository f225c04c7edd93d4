/** The REST representations stored as documents (only the parts the platform reads itself). */
// @ts-nocheck

export interface Money {
  type: 'centPrecision'
  currencyCode: string
  centAmount: number
  fractionDigits: number
}
export interface Reference {
  typeId: string
  id: string
}
export interface KeyReference {
  typeId: string
  key: string
}
export interface CustomFields {
  type: Reference
  fields: Record<string, unknown>
}
export interface Price {
  id: string
  key?: string
  value: Money
  country?: string
  channel?: Reference
  customerGroup?: Reference
  validFrom?: string
  validUntil?: string
  discounted?: { value: Money; discount: Reference }
  custom?: CustomFields
}
export interface Variant {
  id: number
  sku: string
  key?: string
  prices: Price[]
  images: Array<{ url: string; label?: string; dimensions: { w: number; h: number } }>
  attributes: Array<{ name: string; value: unknown }>
  assets: unknown[]
  availability?: unknown
}
export type LocalizedString = Record<string, string>
export interface ProductProjection {
  id: string
  version: number
  key?: string
  productType: Reference
  taxCategory?: Reference
  name: LocalizedString
  slug: LocalizedString
  description?: LocalizedString
  categories: Reference[]
  masterVariant: Variant
  variants: Variant[]
  published: boolean
  createdAt: string
  lastModifiedAt: string
  [extra: string]: unknown
}

export const money = (centAmount: number, currencyCode: string, fractionDigits = 2): Money => ({
  type: 'centPrecision',
  currencyCode,
  centAmount,
  fractionDigits,
})

export const allVariants = (product: { masterVariant: Variant; variants: Variant[] }) => [
  product.masterVariant,
  ...product.variants,
]

interface PriceQuery {
  currency: string
  country?: string | null
  channelId?: string | null
  customerGroupId?: string | null
  date?: string | null
}

/**
 * The platform's price selection: only prices of the currency whose country, channel and
 * customer group are either absent or equal to the ones asked for; the most specific one wins
 * (country + channel, then channel, then country, then neither), within its validity dates.
 */
export function selectPrice(prices: Price[] | undefined, query: PriceQuery): Price | undefined {
  const at = query.date ? new Date(query.date).getTime() : Date.now()
  let best: Price | undefined
  let bestScore = -1
  for (const price of prices ?? []) {
    if (price.value.currencyCode !== query.currency) continue
    if (price.country && price.country !== query.country) continue
    if (price.channel && price.channel.id !== query.channelId) continue
    if (price.customerGroup && price.customerGroup.id !== query.customerGroupId) continue
    if (price.validFrom && new Date(price.validFrom).getTime() > at) continue
    if (price.validUntil && new Date(price.validUntil).getTime() <= at) continue
    const score =
      (price.channel ? 4 : 0) +
      (price.country ? 2 : 0) +
      (price.customerGroup ? 1 : 0) +
      (price.validFrom || price.validUntil ? 0.5 : 0)
    if (score > bestScore) {
      best = price
      bestScore = score
    }
  }
  return best
}

/** The unit price a line pays before cart discounts: the product-discounted value if any. */
export const effectiveUnitPrice = (price: Price): Money => price.discounted?.value ?? price.value

/** Czech VAT is included in the price: net = gross / (1 + rate), rounded half even to the cent. */
export function splitIncludedTax(gross: number, rate: number): { net: number; tax: number } {
  const exact = gross / (1 + rate)
  const floor = Math.floor(exact)
  const diff = exact - floor
  const net = diff > 0.5 ? floor + 1 : diff < 0.5 ? floor : floor % 2 === 0 ? floor : floor + 1
  return { net, tax: gross - net }
}
