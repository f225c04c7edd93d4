// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { shownItemsOf } from '@common/order-tracking'
import { OrderTrackingPage } from '../components/order-tracking/OrderTrackingPage'
import { ORDER_TRACKING_TITLE } from '../components/order-tracking/titles'

export const Route = createFileRoute('/{-$locale}/order-tracking')({
  // The number of an order this browser session found: the page reads it again instead of asking. `items`:
  // how many of its items 'load more items' has shown, so the link works without scripts and survives a reload.
  validateSearch: z.object({ order: z.optional(z.string()), items: z.optional(z.union([z.string(), z.number()])) }),
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(ORDER_TRACKING_TITLE) }, { name: 'robots', content: 'noindex' }],
  }),
  component: function OrderTrackingRoute() {
    const { order, items } = Route.useSearch()
    return (
      <OrderTrackingPage remembered={order && order.length <= 20 ? order : null} shownItems={shownItemsOf(items)} />
    )
  },
})
