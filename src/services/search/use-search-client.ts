import type { Requester } from '@algolia/client-common'
import { useRouter } from '@tanstack/react-router'
import type { RouterContext } from '../../router-context'
import { createSearchClient, type SearchClient } from './client'

const clients = new Map<string, SearchClient>()

/**
 * One search client per origin ('' in the browser; the server's own origin during SSR, reached through the render's
 * requester, which hands the server's calls to itself to the app in its process).
 */
export function searchClientFor(origin: string, requester?: Requester): SearchClient {
  let client = clients.get(origin)
  if (!client) {
    client = createSearchClient({ origin, requester })
    clients.set(origin, client)
  }
  return client
}

export function useSearchClient(): SearchClient {
  const router = useRouter()
  const context = router.options.context as RouterContext | undefined
  return searchClientFor(context?.searchOrigin ?? '', context?.searchRequester)
}
