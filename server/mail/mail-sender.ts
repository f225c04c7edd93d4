import nodemailer from 'nodemailer'
import { BRAND, isLocale } from '@common/market'
import type { Database } from '../db/database'
import type { PlatformAccess } from '../api/platform-access/platform-access'
import { OrderForCollectionDocument } from './collection-ready.generated'
import { OrderForConfirmationDocument } from './order-confirmation.generated'
import { OrderForReturnDocument } from './return-confirmation.generated'
import { postalCodeText } from '@common/postal-codes'
import { parseReturnItemKey } from '@common/returns'
import { MailOutbox, type MailOutboxOptions, type MailResolver } from './outbox'

const DEFAULT_MAIL_FROM = `${BRAND} <obchod@kestrel.example>`

/**
 * An SMTP transport for `SMTP_URL` (`smtp://user:password@host:port`, `smtps://` for TLS). The
 * timeouts stay well inside the outbox's lease, so a hanging server never lets two workers hold
 * one mail. Nodemailer's own logging stays off: it would print addresses and the message.
 */
function smtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    logger: false,
    debug: false,
  })
}

/** Reads a click-and-collect order with the server's own client, for the mail that it waits in its store. */
function collectionResolver(platform: Pick<PlatformAccess, 'commerceQuery'>): MailResolver {
  return async ({ payload }) => {
    const { order } = await platform.commerceQuery(OrderForCollectionDocument, { id: payload.orderId })
    const to = order?.customerEmail ?? order?.shippingAddress?.email
    if (!order || !to) return null
    const address = order.shippingAddress
    const street = [address?.streetName, address?.streetNumber].filter(Boolean).join(' ')
    const postalCode = address?.postalCode ? postalCodeText(address.postalCode, address.country) : null
    const town = [postalCode, address?.city].filter(Boolean).join(' ')
    return {
      to,
      locale: isLocale(order.locale) ? order.locale : undefined,
      content: {
        kind: 'collection-ready',
        props: {
          orderNumber: order.orderNumber ?? order.id,
          firstName: address?.firstName ?? null,
          store: { name: address?.company ?? '', address: [street, town].filter(Boolean).join(', ') },
        },
      },
    }
  }
}

/** Reads an order and one of its returns with the server's own client, for the return's confirmation. */
function returnResolver(platform: Pick<PlatformAccess, 'commerceQuery'>): MailResolver {
  return async ({ payload, locale }) => {
    const { order } = await platform.commerceQuery(OrderForReturnDocument, { id: payload.orderId, locale })
    const to = order?.customerEmail ?? order?.shippingAddress?.email
    if (!order || !to || !payload.returnId) return null
    const infos = order.returnInfo.filter((info) =>
      info.items.some((item) => parseReturnItemKey(item.key)?.id === payload.returnId),
    )
    const info = infos[0]
    if (!info) return null
    const method = parseReturnItemKey(info.items[0]?.key)?.method ?? 'parcelShop'
    return {
      to,
      content: {
        kind: 'return-confirmation',
        props: {
          orderNumber: order.orderNumber ?? order.id,
          firstName: order.shippingAddress?.firstName ?? null,
          method,
          trackingId: info.returnTrackingId ?? null,
          items: info.items.map((item) => ({
            name: order.lineItems.find((line) => 'lineItemId' in item && line.id === item.lineItemId)?.name ?? '',
            quantity: item.quantity,
          })),
        },
      },
    }
  }
}

/** Reads a paid order with the server's own client, for its confirmation mail; a store order for its collection notice. */
function orderResolver(platform: Pick<PlatformAccess, 'commerceQuery'>): MailResolver {
  const collection = collectionResolver(platform)
  const returned = returnResolver(platform)
  return async ({ kind, payload, locale }) => {
    if (kind === 'collection-ready') return collection({ kind, payload, locale })
    if (kind === 'return-confirmation') return returned({ kind, payload, locale })
    const { order } = await platform.commerceQuery(OrderForConfirmationDocument, { id: payload.orderId, locale })
    const to = order?.customerEmail ?? order?.shippingAddress?.email
    if (!order || !to) return null
    const vat = order.taxedPrice?.totalTax
    return {
      to,
      // The language the shopper shopped in (the cart's), when the order names one.
      locale: isLocale(order.locale) ? order.locale : undefined,
      content: {
        kind: 'order-confirmation',
        props: {
          orderNumber: order.orderNumber ?? order.id,
          firstName: order.shippingAddress?.firstName ?? null,
          lines: order.lineItems.map((line) => ({
            name: line.name ?? line.variant?.sku ?? '',
            sku: line.variant?.sku ?? null,
            quantity: line.quantity,
            total: line.totalPrice ?? { centAmount: 0, currencyCode: order.totalPrice.currencyCode, fractionDigits: 2 },
          })),
          shipping: order.shippingInfo
            ? { name: order.shippingInfo.shippingMethodName, price: order.shippingInfo.price }
            : null,
          total: order.totalPrice,
          vat: vat ?? null,
        },
      },
    }
  }
}

/** The outbox worker of a server process: mail over `smtpUrl`, order confirmations read through `platform`. */
export function createMailWorker(
  deps: {
    db: Database
    platform: Pick<PlatformAccess, 'commerceQuery'>
    smtpUrl: string
    from?: string | undefined
    customerService?: string | undefined
  },
  options: Omit<MailOutboxOptions, 'db' | 'transport' | 'from' | 'resolveOrder' | 'customerService'> = {},
): MailOutbox {
  return new MailOutbox({
    db: deps.db,
    transport: smtpTransport(deps.smtpUrl),
    from: deps.from ?? DEFAULT_MAIL_FROM,
    customerService: deps.customerService,
    resolveOrder: orderResolver(deps.platform),
    ...options,
  })
}
