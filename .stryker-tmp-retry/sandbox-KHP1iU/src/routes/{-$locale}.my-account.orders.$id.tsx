// @ts-nocheck
import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AccountClientOnly } from '../components/account/AccountClientOnly'
import { OrderDetailPage, OrderNotFound } from '../components/account/OrderDetailPage'

export const Route = createFileRoute('/{-$locale}/my-account/orders/$id')({
  // The server looked the order up with the shopper's token: one their account does not hold answers 404.
  beforeLoad: ({ context, params }) => {
    if (context.shop.rendered?.missingOrder === params.id) throw notFound()
  },
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`Order`) }] }),
  notFoundComponent: OrderNotFound,
  component: () => (
    <AccountClientOnly>
      <OrderDetailPage />
    </AccountClientOnly>
  ),
})
