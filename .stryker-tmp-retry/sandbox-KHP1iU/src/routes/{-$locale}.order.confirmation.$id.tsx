// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import { OrderConfirmationPage } from '../components/checkout/OrderConfirmationPage'

export const Route = createFileRoute('/{-$locale}/order/confirmation/$id')({
  component: OrderConfirmationPage,
})
