import type { Locale } from '@common/market'
import type { PlatformAccess } from '../platform-access/platform-access'
import type { Order } from './order-tracking.routes'
import type { ReturnView } from './returns'

/** The document service's key: server side only (a label holds the shopper's name and address). */
const documentService = {
  apiKey: process.env.DOCUMENTS_API_KEY ?? 'kestrel-local-documents-key',
}

/** Where returns go: the shop's returns desk in its warehouse. */
const RETURNS_DESK = {
  name: 'Kestrel – oddělení vrácení zboží',
  street: 'Průmyslová 1565/12',
  postalCode: '102 00',
  city: 'Praha 10 – Hostivař',
  country: 'CZ',
}

/** Which carrier takes the parcel: Zásilkovna from a parcel shop, PPL's courier from the door; none for a store. */
const CARRIERS = { parcelShop: 'Zásilkovna', courier: 'PPL', store: null } as const

type Address = NonNullable<Order['shippingAddress']> | NonNullable<Order['billingAddress']>

const streetOf = (address: Address | null | undefined) =>
  [address?.streetName, address?.streetNumber].filter(Boolean).join(' ')

/**
 * The return label of one return (a PDF rendered by the document service from what the label shows). The
 * sender is the shopper at home: the delivery address of a home delivery, otherwise the billing address (a
 * parcel shop's or store's address is where the order went, not where the shopper lives). An order delivered
 * to a parcel shop names that parcel shop (its name and address) on the label.
 */
export function fetchReturnLabel(platform: PlatformAccess, order: Order, view: ReturnView, locale: Locale) {
  const method = order.shippingInfo?.shippingMethod?.key
  const shipping = order.shippingAddress
  const home = method === 'HD' || !order.billingAddress ? shipping : order.billingAddress
  const name = [home?.firstName, home?.lastName].filter(Boolean).join(' ')
  const parcelShop =
    method === 'PS' && shipping
      ? {
          name: shipping.company ?? '',
          street: streetOf(shipping),
          postalCode: shipping.postalCode ?? '',
          city: shipping.city ?? '',
          country: shipping.country,
        }
      : null
  const label = {
    locale,
    orderNumber: order.orderNumber ?? '',
    returnId: view.id,
    trackingId: view.trackingId ?? view.id.slice(0, 8).toUpperCase(),
    method: view.method,
    carrier: CARRIERS[view.method],
    createdAt: view.createdAt,
    from: {
      name: name || (order.customerEmail ?? ''),
      street: streetOf(home),
      postalCode: home?.postalCode ?? '',
      city: home?.city ?? '',
      country: home?.country ?? 'CZ',
    },
    to: RETURNS_DESK,
    parcelShop,
    items: view.items.map((item) => ({
      name: order.lineItems.find((line) => line.id === item.lineItemId)?.name ?? '',
      quantity: item.quantity,
    })),
  }
  return platform.fetch(`${platform.origin}/platform/documents/return-labels/${encodeURIComponent(view.id)}.pdf`, {
    method: 'POST',
    headers: { 'x-api-key': documentService.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify(label),
  })
}
