import { useMemo } from 'react'
import { waitFor } from 'xstate'
import { createCommerceClient, type CommerceClient } from '../../services/commerce/commerce-client'
import { useSessionActor, useShopServices } from '../app/shop'

const ENDPOINT_PATH = '/platform/commerce/kestrel/graphql'

/**
 * The commerce client for checkout pages, on an absolute endpoint: the GraphQL client builds a
 * `URL` from the endpoint, which a bare path cannot be in the browser. Same session, same token.
 */
export function useCheckoutCommerce(): CommerceClient {
  const { commerce } = useShopServices()
  const session = useSessionActor()
  return useMemo(() => {
    if (typeof window === 'undefined') return commerce
    return createCommerceClient({
      endpoint: `${window.location.origin}${ENDPOINT_PATH}`,
      session: {
        getSession: () => session.getSnapshot().context.session,
        refreshSession: async () => {
          const settled = await waitFor(session, (s) => s.context.session !== null && !s.matches('refreshing'), { timeout: 15_000 })
          return settled.context.session!
        },
        obtainSession: async () => {
          if (session.getSnapshot().matches('noSession')) session.send({ type: 'session.started' })
          const settled = await waitFor(session, (s) => s.context.session !== null || s.matches('noSession'), { timeout: 15_000 })
          return settled.context.session
        },
      },
    })
  }, [commerce, session])
}
