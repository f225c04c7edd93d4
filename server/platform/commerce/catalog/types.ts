/**
 * The demo catalog as commercetools *draft* objects, in the platform's REST/JSON draft shape
 * (the shape of the HTTP API's POST bodies, not GraphQL inputs):
 * - localized strings are objects keyed by locale; every draft here carries both `cs-CZ` and `en`;
 * - references are resource identifiers by key (`{ typeId, key }`), never ids — ids are the importer's business;
 * - money is `{ type: 'centPrecision', currencyCode: 'CZK', centAmount, fractionDigits: 2 }`.
 *
 * Product model: ONE PRODUCT PER ARTICLE (article = model × colour). Product key = `{ArticleNumber}-{ColorCode}`,
 * the variants are the sizes, and `ArticleNumber` + `ColorCode` (same for all variants) identify the article as in
 * the route `/product/[productName]/[articleNumber]/[colorCode]`. Sibling colours of a model are listed in the
 * `ProductColors` attribute (as product keys). SKU = `{ArticleNumber}{ColorCode}{sizeCode}` (digits only); the
 * gift wrap is the fixed SKU `8888881`.
 *
 * Discounted prices: a ProductDraft price cannot carry `discounted`, so a discounted price has
 * `value` = regular price (= `price_CF_RecommendedRetailPrice`), `price_CF_DiscountPercentage` = the percentage and
 * `price_CF_AdjustedPrice` = the discounted money; `productDiscounts` holds one relative ProductDiscount per percentage
 * whose predicate lists the SKUs (`sku in ("…", …)`), so a platform that applies product discounts derives the same
 * `discounted.value` (= round(value × (100 − pct) / 100)) as one that reads `price_CF_AdjustedPrice`.
 *
 * Warranty discount codes: key prefix `warranty-` AND custom field `discountcode_CF_IsWarranty` = true.
 */

export type Locale = 'cs-CZ' | 'en'
export type LocalizedString = Record<Locale, string>

export type ResourceTypeId =
  | 'category'
  | 'channel'
  | 'product-type'
  | 'tax-category'
  | 'type'
  | 'zone'
  | 'product'
  | 'cart-discount'
  | 'store'
  | 'customer'

export interface ResourceIdentifier<T extends ResourceTypeId = ResourceTypeId> {
  typeId: T
  key: string
}

export interface Money {
  type: 'centPrecision'
  /** CZK for the Czech store; the other stores of a market set-up price in their own currency. */
  currencyCode: string
  centAmount: number
  fractionDigits: number
}

// ---------- product types ----------

export type AttributeType =
  | { name: 'text' | 'ltext' | 'number' | 'boolean' | 'money' | 'date' }
  | { name: 'enum'; values: { key: string; label: string }[] }
  | { name: 'lenum'; values: { key: string; label: LocalizedString }[] }
  | { name: 'set'; elementType: { name: 'text' | 'ltext' | 'number' } }

export interface AttributeDefinitionDraft {
  type: AttributeType
  name: string
  label: LocalizedString
  isRequired: boolean
  attributeConstraint: 'None' | 'Unique' | 'CombinationUnique' | 'SameForAll'
  inputHint: 'SingleLine' | 'MultiLine'
  isSearchable: boolean
}

export interface ProductTypeDraft {
  key: 'Footwear' | 'LeatherGoods' | 'Accessories' | 'ShoeRelatedAccessories' | 'Giftwrap'
  name: string
  description: string
  attributes: AttributeDefinitionDraft[]
}

// ---------- categories, channels, zones, taxes, stores ----------

export interface CategoryDraft {
  key: string
  name: LocalizedString
  slug: LocalizedString
  description?: LocalizedString
  parent?: ResourceIdentifier<'category'>
  /** A decimal string between 0 and 1, as the platform wants. */
  orderHint: string
}

export interface BaseAddress {
  key?: string
  salutation?: string
  title?: string
  firstName?: string
  lastName?: string
  streetName?: string
  streetNumber?: string
  additionalAddressInfo?: string
  postalCode?: string
  city?: string
  region?: string
  country: 'CZ'
  company?: string
  phone?: string
  email?: string
  externalId?: string
  custom?: CustomFieldsDraft
}

export interface GeoJsonPoint {
  type: 'Point'
  /** [longitude, latitude], GeoJSON order. */
  coordinates: [number, number]
}

export type ChannelRole = 'InventorySupply' | 'ProductDistribution' | 'OrderExport' | 'OrderImport' | 'Primary'

export interface ChannelDraft {
  key: string
  roles: ChannelRole[]
  name: LocalizedString
  description?: LocalizedString
  address?: BaseAddress
  geoLocation?: GeoJsonPoint
  /** Store channels: type `channel-customfields-type` with opening hours, phone and e-mail. */
  custom?: CustomFieldsDraft
}

export interface ZoneDraft {
  key: string
  name: string
  description?: string
  locations: { country: string; state?: string }[]
}

export interface TaxRateDraft {
  key: string
  name: string
  /** 0.21 = 21 %. */
  amount: number
  includedInPrice: boolean
  country: string
}

export interface TaxCategoryDraft {
  key: string
  name: string
  description?: string
  rates: TaxRateDraft[]
}

export interface StoreDraft {
  key: string
  name: LocalizedString
  languages: Locale[]
  countries: { code: string }[]
  distributionChannels: ResourceIdentifier<'channel'>[]
  supplyChannels: ResourceIdentifier<'channel'>[]
}

// ---------- custom types ----------

export type FieldType =
  | { name: 'Boolean' | 'String' | 'LocalizedString' | 'Number' | 'Money' | 'Date' | 'Time' | 'DateTime' }
  | { name: 'Enum'; values: { key: string; label: string }[] }
  | { name: 'Set'; elementType: { name: 'String' } }

export interface FieldDefinition {
  type: FieldType
  name: string
  label: LocalizedString
  required: boolean
  inputHint?: 'SingleLine' | 'MultiLine'
}

export type CustomizableResource =
  | 'address'
  | 'order'
  | 'line-item'
  | 'customer'
  | 'product-price'
  | 'shipping-method'
  | 'payment'
  | 'channel'
  | 'discount-code'

export interface TypeDraft {
  key: string
  name: LocalizedString
  description?: LocalizedString
  resourceTypeIds: CustomizableResource[]
  fieldDefinitions: FieldDefinition[]
}

export interface CustomFieldsDraft {
  type: ResourceIdentifier<'type'>
  fields: Record<string, unknown>
}

// ---------- shipping ----------

interface ShippingRateDraft {
  price: Money
  freeAbove?: Money
}

export interface ZoneRateDraft {
  zone: ResourceIdentifier<'zone'>
  shippingRates: ShippingRateDraft[]
}

export interface ShippingMethodDraft {
  key: 'HD' | 'CC' | 'CR' | 'PS'
  name: string
  localizedName: LocalizedString
  localizedDescription: LocalizedString
  taxCategory: ResourceIdentifier<'tax-category'>
  zoneRates: ZoneRateDraft[]
  isDefault: boolean
  custom: CustomFieldsDraft
}

// ---------- products ----------

export type AttributeValue = string | number | boolean | LocalizedString | string[] | Money

export interface Attribute {
  name: string
  value: AttributeValue
}

export interface Image {
  url: string
  label: string
  dimensions: { w: number; h: number }
}

export interface PriceDraft {
  key: string
  value: Money
  country: string
  channel: ResourceIdentifier<'channel'>
  /** Type `price-customfields-type`: the price_CF_* fields of spec 3.3 / 3.11. */
  custom?: CustomFieldsDraft
}

export interface ProductVariantDraft {
  sku: string
  key: string
  prices: PriceDraft[]
  attributes: Attribute[]
  images: Image[]
}

export interface ProductDraft {
  key: string
  productType: ResourceIdentifier<'product-type'>
  name: LocalizedString
  slug: LocalizedString
  description: LocalizedString
  metaTitle?: LocalizedString
  metaDescription?: LocalizedString
  categories: ResourceIdentifier<'category'>[]
  taxCategory: ResourceIdentifier<'tax-category'>
  masterVariant: ProductVariantDraft
  variants: ProductVariantDraft[]
  publish: boolean
}

export interface ProductDiscountDraft {
  key: string
  name: LocalizedString
  value: { type: 'relative'; permyriad: number }
  predicate: string
  /** Decimal string in (0, 1); a higher value wins. */
  sortOrder: string
  isActive: boolean
}

export interface InventoryEntryDraft {
  key: string
  sku: string
  supplyChannel: ResourceIdentifier<'channel'>
  quantityOnStock: number
  restockableInDays?: number
}

// ---------- discounts ----------

export type CartDiscountValueDraft =
  | { type: 'relative'; permyriad: number }
  | { type: 'absolute'; money: Money[] }
  | {
      type: 'giftLineItem'
      product: ResourceIdentifier<'product'>
      variantId: number
      distributionChannel?: ResourceIdentifier<'channel'>
      supplyChannel?: ResourceIdentifier<'channel'>
    }

export type CartDiscountTarget =
  { type: 'lineItems'; predicate: string } | { type: 'shipping' } | { type: 'totalPrice' }

export interface CartDiscountDraft {
  key: string
  name: LocalizedString
  description?: LocalizedString
  value: CartDiscountValueDraft
  cartPredicate: string
  target?: CartDiscountTarget
  sortOrder: string
  stores: ResourceIdentifier<'store'>[]
  isActive: boolean
  /** ISO date-times; fixed, never from the clock. */
  validFrom?: string
  validUntil?: string
  requiresDiscountCode: boolean
  stackingMode: 'Stacking' | 'StopAfterThisDiscount'
}

export interface DiscountCodeDraft {
  key: string
  code: string
  name: LocalizedString
  description?: LocalizedString
  cartDiscounts: ResourceIdentifier<'cart-discount'>[]
  cartPredicate?: string
  isActive: boolean
  maxApplications?: number
  maxApplicationsPerCustomer?: number
  validFrom?: string
  validUntil?: string
  /** Type `discount-code-customfields-type`: `discountcode_CF_IsWarranty`. */
  custom?: CustomFieldsDraft
}

/** Not a platform draft: how often a code was already redeemed, so `MaxApplicationReached` can be seeded. */
export interface DiscountCodeUsage {
  code: string
  applications: number
}

// ---------- customers, orders ----------

export interface CustomerDraft {
  key: string
  email: string
  /** Plain text; the importer hashes it. Demo passwords are listed in catalog/README.md. */
  password: string
  firstName: string
  lastName: string
  salutation?: string
  title?: string
  /** YYYY-MM-DD */
  dateOfBirth?: string
  externalId?: string
  addresses: BaseAddress[]
  /** Indexes into `addresses`, as in the platform's CustomerDraft. */
  defaultShippingAddress?: number
  defaultBillingAddress?: number
  shippingAddresses: number[]
  billingAddresses: number[]
  isEmailVerified: boolean
  stores: ResourceIdentifier<'store'>[]
  /** Type `customer-customfields-type`: the customer_CF_* fields of spec 3.6. */
  custom: CustomFieldsDraft
}

export interface LineItemImportDraft {
  name: LocalizedString
  productKey: string
  variant: { sku: string }
  price: { value: Money; country: 'CZ'; channel: ResourceIdentifier<'channel'> }
  quantity: number
  supplyChannel: ResourceIdentifier<'channel'>
  distributionChannel: ResourceIdentifier<'channel'>
  taxRate: TaxRateDraft
}

/** A simplified OrderImportDraft for demo order history (customer by key instead of id). */
export interface OrderImportDraft {
  orderNumber: string
  customerKey: string
  customerEmail: string
  store: ResourceIdentifier<'store'>
  /** Fixed ISO date-time. */
  completedAt: string
  lineItems: LineItemImportDraft[]
  totalPrice: Money
  taxedPrice: { totalNet: Money; totalGross: Money; totalTax: Money }
  shippingAddress: BaseAddress
  billingAddress: BaseAddress
  shippingMethodKey: ShippingMethodDraft['key']
  discountCodes: string[]
  orderState: 'Open' | 'Confirmed' | 'Complete' | 'Cancelled'
  paymentState: 'BalanceDue' | 'CreditOwed' | 'Failed' | 'Paid' | 'Pending'
  /** The platform's shipment states (its schema has no Canceled); none for an order that never reached shipping. */
  shipmentState?: 'Backorder' | 'Delayed' | 'Delivered' | 'Partial' | 'Pending' | 'Ready' | 'Shipped'
  custom?: CustomFieldsDraft
}

// ---------- the whole catalog ----------

/** Import order = field order below (each array only references keys of the arrays before it). */
export interface DemoCatalog {
  productTypes: ProductTypeDraft[]
  types: TypeDraft[]
  taxCategories: TaxCategoryDraft[]
  zones: ZoneDraft[]
  channels: ChannelDraft[]
  stores: StoreDraft[]
  categories: CategoryDraft[]
  shippingMethods: ShippingMethodDraft[]
  products: ProductDraft[]
  productDiscounts: ProductDiscountDraft[]
  inventory: InventoryEntryDraft[]
  cartDiscounts: CartDiscountDraft[]
  discountCodes: DiscountCodeDraft[]
  discountCodeUsage: DiscountCodeUsage[]
  customers: CustomerDraft[]
  orders: OrderImportDraft[]
}
