/** One order in the shopper's list (spec 3.9, 4.10 states). */
// @ts-nocheck

export interface OrderListItem {
  id: string
  orderNumber: string | null
  createdAt: string
  orderState: string
  paymentState: string | null
  shipmentState: string | null
  totalPrice: { centAmount: number; currencyCode: string; fractionDigits: number }
  itemCount: number
}

export interface OrderPage {
  results: OrderListItem[]
  total: number
}
