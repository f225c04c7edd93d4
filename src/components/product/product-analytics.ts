import { stockBucket } from '../../services/analytics/events'
import type { AnalyticsEvent } from '../../services/analytics/data-layer'
import type { ProductView } from '@common/product-schema'
import { moneyValue } from '../../services/money'
import { pageSales } from '@common/market'

/** The analytics item of a product (spec 7.6), optionally for one size. */
function analyticsItem(product: ProductView, sku?: string) {
  const variant = product.variants.find((candidate) => candidate.sku === sku)
  return {
    item_id: product.key,
    item_name: product.name,
    item_brand: 'Kestrel',
    item_category: product.division ?? undefined,
    item_category2: product.gender ?? undefined,
    item_variant: product.colourName,
    ...(variant ? { item_size: variant.sizes.EU, sku: variant.sku } : {}),
    price: product.price ? moneyValue(product.price) : undefined,
    discount:
      product.listPrice && product.price ? moneyValue(product.listPrice) - moneyValue(product.price) : undefined,
    quantity: 1,
  }
}

export function productEvent(event: 'view_item', product: ProductView, sku?: string): AnalyticsEvent {
  return {
    event,
    ecommerce: {
      currency: product.price?.currencyCode ?? pageSales().currency,
      value: product.price ? moneyValue(product.price) : 0,
      items: [analyticsItem(product, sku)],
    },
  }
}

/** Spec 7.6 product_availability with the stock bucket of spec 9. */
export function availabilityEvent(product: ProductView, sku: string, quantity: number, store?: string): AnalyticsEvent {
  return {
    event: 'product_availability',
    item_id: product.key,
    sku,
    stock: stockBucket(quantity),
    ...(store ? { store } : {}),
  }
}
