import type { Generated, JSONColumnType } from 'kysely'

/**
 * Tables of the local commerce platform (migration `0100_commerce_platform.sql`). Documents are
 * the commercetools REST representations; the other columns are what they are looked up by.
 * Other areas (search indexing) may read `commerce_products.projection`: the current
 * ProductProjection of each product.
 */
export type CommerceTables = {
  commerce_products: CommerceProductTable
  commerce_product_variants: CommerceProductVariantTable
  commerce_inventory: CommerceInventoryTable
  commerce_resources: CommerceResourceTable
  commerce_tokens: CommerceTokenTable
  commerce_customer_tokens: CommerceCustomerTokenTable
  commerce_fulfilment: CommerceFulfilmentTable
  commerce_messages: CommerceMessageTable
}

/** A Message (migration `0105_commerce_messages.sql`): what changed on a resource, in the order it changed. */
export type CommerceMessageTable = {
  id: string
  resource_type: string
  resource_id: string
  resource_version: number
  /** 1, 2, 3 … per resource, as the platform numbers a resource's messages. */
  sequence_number: number
  type: string
  /** The message's own fields (`returnItemId`, `returnShipmentState`, `shipmentState` …). */
  payload: JSONColumnType<Json>
  created_at: Generated<Date | string>
}

export type Json = Record<string, unknown>

export type CommerceProductTable = {
  id: string
  key: string | null
  version: number
  product_type_id: string
  published: boolean
  /** The Product without its data: `{ id, version, key, productType, taxCategory, masterData: { published, hasStagedChanges } }`; the data is in `projection`. */
  document: JSONColumnType<Json>
  /** The current ProductProjection: `{ id, key, version, productType, name, slug, categories, masterVariant, variants, ... }`. */
  projection: JSONColumnType<Json>
  created_at: Generated<Date | string>
  last_modified_at: Generated<Date | string>
}

export type CommerceProductVariantTable = {
  sku: string
  product_id: string
  variant_id: number
}

export type CommerceInventoryTable = {
  id: string
  sku: string
  /** The supply channel id, or '' for an entry without channel. */
  supply_channel_id: string
  version: number
  quantity_on_stock: number
  available_quantity: number
  /** The InventoryEntry. */
  document: JSONColumnType<Json>
  last_modified_at: Generated<Date | string>
}

export type ResourceTypeId =
  | 'cart'
  | 'order'
  | 'customer'
  | 'shopping-list'
  | 'payment'
  | 'category'
  | 'channel'
  | 'cart-discount'
  | 'discount-code'
  | 'shipping-method'
  | 'store'
  | 'tax-category'
  | 'product-type'
  | 'type'

export type CommerceResourceTable = {
  type_id: ResourceTypeId
  id: string
  key: string | null
  version: number
  customer_id: string | null
  anonymous_id: string | null
  state: string | null
  lookup: string | null
  origin_id: string | null
  document: JSONColumnType<Json>
  created_at: Generated<Date | string>
  last_modified_at: Generated<Date | string>
}

export type CommerceTokenTable = {
  token_hash: string
  kind: 'access' | 'refresh'
  client_id: string
  scope: string
  customer_id: string | null
  anonymous_id: string | null
  expires_at: Date | string
  created_at: Generated<Date | string>
}

/** A customer's email-verification or password-reset token, by its hash (migration `0103`). */
export type CommerceCustomerTokenTable = {
  id: string
  kind: 'email' | 'password'
  customer_id: string
  value_hash: string
  expires_at: Date | string
  used_at: Date | string | null
  created_at: Generated<Date | string>
}

/** When an order's next fulfilment step is due (migration `0104`); the step follows from the order itself. */
export type CommerceFulfilmentTable = {
  order_id: string
  due_at: Date | string
  created_at: Generated<Date | string>
}
