// @ts-nocheck
import type { Database } from '../../db/database'
import type { CommerceTables } from '../commerce/tables'
import type { OrderSummary, SummaryAddress } from './order-summary'

type Money = { centAmount?: number; currencyCode?: string }
type Localized = Record<string, string> | undefined
type StoredAddress = Partial<
  Record<
    'firstName' | 'lastName' | 'company' | 'streetName' | 'additionalAddressInfo' | 'postalCode' | 'city' | 'country',
    string
  >
>
interface StoredOrder {
  orderNumber?: string
  createdAt?: string
  completedAt?: string
  customerEmail?: string
  totalPrice?: Money
  taxedPrice?: { totalTax?: Money }
  shippingAddress?: StoredAddress
  billingAddress?: StoredAddress
  shippingInfo?: { shippingMethodName?: string; price?: Money }
  lineItems?: {
    name?: Localized
    variant?: { sku?: string }
    quantity?: number
    price?: { value?: Money }
    totalPrice?: Money
  }[]
}

const addressOf = (stored: StoredAddress | undefined): SummaryAddress | undefined =>
  stored?.country ? { ...stored, country: stored.country } : undefined

/** Reads an order of the local commerce platform (commercetools Order JSON) as a document summary. */
export async function storedOrderSummary(
  db: Database,
  orderNumber: string,
  locale: 'cs-CZ' | 'en',
): Promise<OrderSummary | undefined> {
  const row = await db
    .withTables<CommerceTables>()
    .selectFrom('commerce_resources')
    .select('document')
    .where('type_id', '=', 'order')
    .where('lookup', '=', orderNumber)
    .executeTakeFirst()
  if (!row) return undefined
  const order = row.document as StoredOrder
  const currency = order.totalPrice?.currencyCode ?? 'CZK'
  const shippingAddress = addressOf(order.shippingAddress)
  const billingAddress = addressOf(order.billingAddress)
  return {
    locale,
    createdAt: order.completedAt ?? order.createdAt ?? new Date(0).toISOString(),
    currency,
    ...(order.customerEmail && { email: order.customerEmail }),
    ...(shippingAddress && { shippingAddress }),
    ...(billingAddress && { billingAddress }),
    lineItems: (order.lineItems ?? []).map((item) => {
      const quantity = item.quantity ?? 1
      const unitPrice = item.price?.value?.centAmount ?? 0
      return {
        name: item.name?.[locale] ?? item.name?.en ?? '',
        sku: item.variant?.sku ?? '',
        quantity,
        unitPrice,
        totalPrice: item.totalPrice?.centAmount ?? unitPrice * quantity,
      }
    }),
    ...(order.shippingInfo?.shippingMethodName && {
      shipping: { name: order.shippingInfo.shippingMethodName, price: order.shippingInfo.price?.centAmount ?? 0 },
    }),
    totalPrice: order.totalPrice?.centAmount ?? 0,
    ...(order.taxedPrice?.totalTax?.centAmount !== undefined && { taxAmount: order.taxedPrice.totalTax.centAmount }),
  }
}
