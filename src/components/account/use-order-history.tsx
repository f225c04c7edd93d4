import { useLingui } from '@lingui/react/macro'
import { useActorRef } from '@xstate/react'
import { useMemo, useRef } from 'react'
import { orderHistoryMachine, selectHasMoreOrders } from '../../machines/account/order-history.machine'
import { orderHistoryActors } from '../../services/commerce/order-history'
import { useShopServices } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { Button } from '../ui/Button'
import { useFocusFirstAdded } from '../ui/useFocusFirstAdded'

/**
 * The signed-in shopper's orders as the order history statechart holds them (the account's Orders page and
 * "Your orders" on tracking): newest first, a page at a time; the list's element gets the keyboard's focus
 * on the first order each page adds.
 */
export function useOrderHistory() {
  const { commerce } = useShopServices()
  const machine = useMemo(() => orderHistoryMachine.provide({ actors: orderHistoryActors(commerce) }), [commerce])
  const actor = useActorRef(machine, { input: {} })
  const orders = useSelector(actor, (s) => s.context.orders)
  const listRef = useRef<HTMLUListElement>(null)
  useFocusFirstAdded(listRef, orders.length)
  return {
    actor,
    orders,
    listRef,
    total: useSelector(actor, (s) => s.context.total),
    loading: useSelector(actor, (s) => s.matches('loading')),
    failed: useSelector(actor, (s) => s.matches('failed')),
    loadingMore: useSelector(actor, (s) => s.matches('loadingMore')),
    moreFailed: useSelector(actor, (s) => s.context.moreFailed),
    hasMore: useSelector(actor, selectHasMoreOrders),
  }
}

/** Under the list: a failed next page said, and "Load more orders" while orders remain. */
export function LoadMoreOrders({
  history,
  errorClassName,
  actionsClassName,
}: {
  history: ReturnType<typeof useOrderHistory>
  errorClassName: string
  actionsClassName: string
}) {
  const { t } = useLingui()
  return (
    <>
      {history.moreFailed && (
        <p className={errorClassName} role="alert">{t`More orders could not be loaded. Please try again.`}</p>
      )}
      {history.hasMore && (
        <div className={actionsClassName}>
          <Button
            variant="secondary"
            isPending={history.loadingMore}
            onPress={() => history.actor.send({ type: 'orders.more.requested' })}
          >
            {t`Load more orders`}
          </Button>
        </div>
      )}
    </>
  )
}
