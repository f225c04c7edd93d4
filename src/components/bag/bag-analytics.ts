import { FALLBACK_LOCALE } from '@common/market'
import type { AnalyticsEvent } from '../../services/analytics/data-layer'
import type { Cart, CartLineDetails } from '../../services/commerce/cart'
import type { Wishlist, WishlistLineDetails } from '../../services/commerce/wishlist'
import { amountOf, nameIn } from './format'

/** Analytics name everything in one language, whatever the page's locale. */
const ANALYTICS_LOCALE = FALLBACK_LOCALE

export interface AnalyticsItem {
  item_id: string
  item_name: string
  item_variant: string | null
  item_category: string | null
  size: string | null
  price: number
  discount: number
  quantity: number
}

type ItemSource = Pick<CartLineDetails, 'sku' | 'names' | 'attributes'> & {
  unitPrice?: CartLineDetails['unitPrice']
  unitSalePrice?: CartLineDetails['unitSalePrice']
}

export function analyticsItem(line: ItemSource, quantity: number): AnalyticsItem {
  const regular = amountOf(line.unitPrice)
  const paid = line.unitSalePrice ? amountOf(line.unitSalePrice) : regular
  const attr = (name: string) => (typeof line.attributes[name] === 'string' ? (line.attributes[name] as string) : null)
  return {
    item_id: line.sku,
    item_name: nameIn(line.names, ANALYTICS_LOCALE),
    item_variant: attr('ColorCode'),
    item_category: attr('Division'),
    size: attr('Size'),
    price: paid,
    discount: Math.max(0, Math.round((regular - paid) * 100) / 100),
    quantity,
  }
}

const wishlistItem = (line: WishlistLineDetails): AnalyticsItem =>
  analyticsItem(
    {
      sku: line.sku ?? '',
      names: line.names,
      attributes: line.attributes,
      unitPrice: line.price,
      unitSalePrice: line.salePrice,
    },
    1,
  )

const quantities = (cart: Cart | null) =>
  new Map((cart?.lineItems ?? []).filter((l) => !l.isGift).map((l) => [l.sku, l]))

/** Spec 7.6 `view_cart`. */
export function viewCartEvent(cart: Cart): AnalyticsEvent {
  return {
    event: 'view_cart',
    ecommerce: {
      currency: cart.totalPrice.currencyCode,
      value: amountOf(cart.totalPrice),
      items: cart.lineItems.filter((l) => !l.isGift).map((l) => analyticsItem(l, l.quantity)),
    },
  }
}

/** Spec 7.6 `cart_contents`: the whole bag after a change. */
function cartContentsEvent(cart: Cart): AnalyticsEvent {
  return { ...viewCartEvent(cart), event: 'cart_contents' }
}

/**
 * What a cart change means for analytics: `add_to_cart` for every unit that came in,
 * `remove_from_cart` for every unit that left (a size change is one of each), then `cart_contents`.
 */
export function cartChangeEvents(previous: Cart | null, next: Cart): AnalyticsEvent[] {
  const before = quantities(previous)
  const after = quantities(next)
  const currency = next.totalPrice.currencyCode
  const events: AnalyticsEvent[] = []
  const push = (event: 'add_to_cart' | 'remove_from_cart', line: CartLineDetails, quantity: number) => {
    const item = analyticsItem(line, quantity)
    events.push({ event, ecommerce: { currency, value: item.price * quantity, items: [item] } })
  }
  for (const [sku, line] of after) {
    const added = line.quantity - (before.get(sku)?.quantity ?? 0)
    if (added > 0) push('add_to_cart', line, added)
  }
  for (const [sku, line] of before) {
    const removed = line.quantity - (after.get(sku)?.quantity ?? 0)
    if (removed > 0) push('remove_from_cart', line, removed)
  }
  if (events.length > 0) events.push(cartContentsEvent(next))
  return events
}

const wishlistSkus = (wishlist: Wishlist | null) =>
  new Map((wishlist?.lineItems ?? []).flatMap((l) => (l.sku ? [[l.id, l] as const] : [])))

/** `add_to_wishlist` / `remove_from_wishlist` for the lines a wishlist change brought or took away. */
export function wishlistChangeEvents(
  previous: Wishlist | null,
  next: Wishlist | null,
): { added: WishlistLineDetails[]; removed: WishlistLineDetails[]; events: AnalyticsEvent[] } {
  const before = wishlistSkus(previous)
  const after = wishlistSkus(next)
  const beforeSkus = new Set([...before.values()].map((l) => l.sku))
  const afterSkus = new Set([...after.values()].map((l) => l.sku))
  const added = [...after.values()].filter((l) => !beforeSkus.has(l.sku))
  const removed = [...before.values()].filter((l) => !afterSkus.has(l.sku))
  const events: AnalyticsEvent[] = [
    ...added.map((l): AnalyticsEvent => ({ event: 'add_to_wishlist', ecommerce: { items: [wishlistItem(l)] } })),
    ...removed.map((l): AnalyticsEvent => ({ event: 'remove_from_wishlist', ecommerce: { items: [wishlistItem(l)] } })),
  ]
  return { added, removed, events }
}
