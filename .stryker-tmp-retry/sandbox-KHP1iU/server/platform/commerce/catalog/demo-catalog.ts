// @ts-nocheck
import { buildArticleSpecs } from './articles'
import { buildCategories } from './categories'
import { buildChannels, buildStores, buildTaxCategories, buildZones } from './channels'
import { buildCustomers } from './customers'
import { buildTypes } from './custom-types'
import { buildCartDiscounts, buildDiscountCodes, buildProductDiscounts } from './discounts'
import { buildGiftwrap, giftwrapKey } from './giftwrap'
import { buildInventory } from './inventory'
import { buildOrders } from './orders'
import { productDraftOf } from './product-draft'
import { buildProductTypes } from './product-types'
import { buildShippingMethods } from './shipping'
import type { DemoCatalog } from './types'

/**
 * The deterministic demo catalog of the Kestrel shop. `scale` 1 is the normal shop (≥ 400 articles);
 * 10 makes ten times the models (distinct article numbers, SKUs and keys) for benchmarks.
 */
export function buildDemoCatalog({ scale }: { scale: number }): DemoCatalog {
  if (!Number.isInteger(scale) || scale < 1 || scale > 100)
    throw new Error(`scale must be an integer 1–100, got ${scale}`)
  const specs = buildArticleSpecs(scale)
  const articles = specs.map(productDraftOf)
  const products = [...articles, buildGiftwrap()]
  const brush = specs.find((spec) => spec.care?.name.en.startsWith('Shoe Brush'))
  const giftProductKey = brush ? `${brush.articleNumber}-${brush.colour.code}` : giftwrapKey
  const { discountCodes, usage } = buildDiscountCodes()
  const customers = buildCustomers()
  return {
    productTypes: buildProductTypes(),
    types: buildTypes(),
    taxCategories: buildTaxCategories(),
    zones: buildZones(),
    channels: buildChannels(),
    stores: buildStores(),
    categories: buildCategories(),
    shippingMethods: buildShippingMethods(),
    products,
    productDiscounts: buildProductDiscounts(specs, articles),
    inventory: buildInventory(products, new Set([giftwrapKey])),
    cartDiscounts: buildCartDiscounts(giftProductKey),
    discountCodes,
    discountCodeUsage: usage,
    customers,
    orders: buildOrders(customers, articles),
  }
}
