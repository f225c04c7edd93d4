// @ts-nocheck
import type { CustomFields, KeyReference, LocalizedString, Money, Price, Reference, Variant } from './model'

export interface TaxRate {
  name: string
  amount: number
  includedInPrice: boolean
  country: string
  id?: string
  subRates: unknown[]
}
export interface TaxedPrice {
  totalNet: Money
  totalGross: Money
  totalTax: Money
  taxPortions: Array<{ rate: number; amount: Money; name?: string }>
}
export interface Address {
  id?: string
  key?: string
  country: string
  custom?: CustomFields
  [field: string]: unknown
}

export interface LineItemDocument {
  id: string
  key?: string
  productId: string
  productKey?: string
  name: LocalizedString
  productSlug?: LocalizedString
  productType: Reference
  variant: Variant
  price: Price
  quantity: number
  totalPrice: Money
  taxRate?: TaxRate
  taxedPrice?: TaxedPrice
  discountedPricePerQuantity: unknown[]
  addedAt: string
  lastModifiedAt: string
  distributionChannel?: Reference
  supplyChannel?: Reference
  lineItemMode: 'Standard' | 'GiftLineItem'
  priceMode: 'Platform'
  inventoryMode?: string
  state: Array<{ quantity: number; state: Reference }>
  perMethodTaxRate: unknown[]
  taxedPricePortions: unknown[]
  custom?: CustomFields
  /** Not in the REST shape: the product's categories, for line predicates. */
  categoryIds?: string[]
}

export interface ShippingInfoDocument {
  shippingMethodName: string
  price: Money
  shippingRate: { price: Money; freeAbove?: Money; tiers: unknown[] }
  taxRate?: TaxRate
  taxCategory?: Reference
  shippingMethod: Reference
  shippingMethodState: 'MatchesCart' | 'DoesNotMatchCart'
  taxedPrice?: TaxedPrice
  discountedPrice?: { value: Money; includedDiscounts: unknown[] }
  deliveries: unknown[]
}

export interface CartFields {
  id: string
  version: number
  key?: string
  customerId?: string
  customerEmail?: string
  anonymousId?: string
  store?: KeyReference
  lineItems: LineItemDocument[]
  customLineItems: unknown[]
  totalPrice: Money
  taxedPrice?: TaxedPrice
  totalLineItemQuantity?: number
  country?: string
  locale?: string
  shippingAddress?: Address
  billingAddress?: Address
  shippingInfo?: ShippingInfoDocument
  discountCodes: Array<{ discountCode: Reference; state: string }>
  directDiscounts: unknown[]
  custom?: CustomFields
  paymentInfo?: { payments: Reference[] }
  inventoryMode: string
  taxMode: string
  taxRoundingMode: string
  taxCalculationMode: string
  shippingMode: string
  shipping: unknown[]
  itemShippingAddresses: unknown[]
  refusedGifts: unknown[]
  origin: string
  createdAt: string
  lastModifiedAt: string
}

export interface CartDocument extends CartFields {
  cartState: 'Active' | 'Frozen' | 'Merged' | 'Ordered'
  [extra: string]: unknown
}

/**
 * How every cart (and the order made from it) is taxed, shipped and originated on this platform;
 * a function so each document gets arrays of its own.
 */
export const platformCartModes = () => ({
  taxMode: 'Platform' as const,
  taxRoundingMode: 'HalfEven' as const,
  taxCalculationMode: 'LineItemLevel' as const,
  shippingMode: 'Single' as const,
  origin: 'Customer' as const,
  shipping: [] as unknown[],
  itemShippingAddresses: [] as unknown[],
  refusedGifts: [] as unknown[],
})
