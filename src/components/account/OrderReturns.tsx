import { useLingui } from '@lingui/react/macro'
import { useProvidedActorRef } from '../app/use-provided-actor-ref'
import { useCallback } from 'react'
import type { Locale } from '@common/market'
import {
  orderTrackingMachine,
  selectTrackedOrder,
  selectTrackingBusy,
  type TrackedOrder,
} from '../../machines/order-tracking/order-tracking.machine'
import { orderTrackingActors } from '../../services/order-tracking'
import { useSelector } from '../app/use-selector'
import { TrackedReturnsView } from '../order-tracking/TrackedReturnsView'

/**
 * The returns and refunds of one of the signed-in shopper's orders, on the account's order page (spec 2.7
 * "start a return", issue 18): the order as tracking shows it, read with the owner's session, its returns
 * with their labels and states, and the form to start one. The tracking statechart reads the order as it
 * reads a remembered one; the return statechart holds the form.
 */
export function OrderReturns({ orderNumber, locale }: { orderNumber: string; locale: Locale }) {
  const { t } = useLingui()
  const actor = useProvidedActorRef(() => orderTrackingMachine.provide({ actors: orderTrackingActors() }), {
    input: { locale, remembered: orderNumber },
  })
  const order = useSelector(actor, selectTrackedOrder)
  const busy = useSelector(actor, selectTrackingBusy)
  const onUpdated = useCallback(
    (updated: TrackedOrder) => actor.send({ type: 'tracking.order.updated', order: updated }),
    [actor],
  )
  if (busy) return <p role="status">{t`Loading returns…`}</p>
  if (!order)
    return <p data-testid="order-returns-unavailable">{t`Returns could not be loaded. Please reload the page.`}</p>
  return <TrackedReturnsView order={order} locale={locale} onUpdated={onUpdated} level={2} />
}
