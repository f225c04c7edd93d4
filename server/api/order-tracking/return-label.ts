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

/** The return label of one return (a PDF rendered by the document service from what the label shows). */
export function fetchReturnLabel(platform: PlatformAccess, order: Order, view: ReturnView, locale: Locale) {
  const address = order.shippingAddress
  const name = [address?.firstName, address?.lastName].filter(Boolean).join(' ')
  const street = [address?.streetName, address?.streetNumber].filter(Boolean).join(' ')
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
      street,
      postalCode: address?.postalCode ?? '',
      city: address?.city ?? '',
      country: address?.country ?? 'CZ',
    },
    to: RETURNS_DESK,
    items: view.items.map((item) => ({
      name: order.lineItems.find((line) => line.id === item.lineItemId)?.name ?? '',
      quantity: item.quantity,
    })),
  }
  return fetch(`${platform.origin}/platform/documents/return-labels/${encodeURIComponent(view.id)}.pdf`, {
    method: 'POST',
    headers: { 'x-api-key': documentService.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify(label),
  })
}
