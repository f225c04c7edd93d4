// @ts-nocheck
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { shippingMethodsQueryOptions, type ShippingMethod } from '../../services/commerce/order'
import { asCheckoutCartDetails, checkoutOrderQueryOptions } from '../../services/commerce/order-checkout'
import type { Money } from '../../services/money'
import { useSelector } from '../app/use-selector'
import type { CheckoutActor } from './checkout-actor'
import { deliveryPrice, orderSummary, type DeliveryRate } from './order-summary'
import { useCheckoutCommerce } from './useCheckoutCommerce'

const byKey = (methods: ShippingMethod[]): Record<string, DeliveryRate> =>
  Object.fromEntries(methods.map((method) => [method.key, { rate: method.rate, taxRate: method.taxRate }]))

/** The checkout's figures: the summary for the chosen method and each method's price, from the cart the machine holds. */
export function useOrderSummary(actor: CheckoutActor) {
  const heldCart = useSelector(actor, (s) => asCheckoutCartDetails(s.context.cart))
  // Back on the payment step of an order awaiting payment, there is no cart: the order has the figures.
  const orderId = useSelector(actor, (s) => (s.context.cart ? null : (s.context.order?.id ?? null)))
  const chosenKey = useSelector(actor, (s) => s.context.method.key)
  const commerce = useCheckoutCommerce()
  const order = useQuery({ ...checkoutOrderQueryOptions(commerce, orderId ?? ''), enabled: orderId !== null })
  const cart = heldCart ?? (orderId ? (order.data ?? null) : null)
  const methodKey = heldCart ? chosenKey : (cart?.shipping?.methodKey ?? chosenKey)
  const rates = useQuery({
    ...shippingMethodsQueryOptions(commerce, heldCart?.id ?? ''),
    enabled: heldCart !== null,
    select: byKey,
  })
  const summary = useMemo(
    () => (cart ? orderSummary(cart, methodKey, rates.data ?? {}) : null),
    [cart, methodKey, rates.data],
  )
  const methodPrices = useMemo(() => {
    if (!cart || !rates.data) return {}
    const lines: Money = {
      ...cart.totalPrice,
      centAmount: cart.lines.reduce((sum, line) => sum + line.totalPrice.centAmount, 0),
    }
    return Object.fromEntries(
      Object.entries(rates.data).map(([key, rate]) => [key, deliveryPrice(rate.rate, lines)]),
    ) as Record<string, Money | null>
  }, [cart, rates.data])
  return { cart, summary, methodPrices }
}
