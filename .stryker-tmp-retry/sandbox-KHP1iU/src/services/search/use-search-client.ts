// @ts-nocheck
import { useRouter } from '@tanstack/react-router'
import type { RouterContext } from '../../router-context'
import { createSearchClient, type SearchClient } from './client'

const clients = new Map<string, SearchClient>()

/** One search client per origin ('' in the browser; the server's own origin during SSR). */
export function searchClientFor(origin: string): SearchClient {
  let client = clients.get(origin)
  if (!client) {
    client = createSearchClient({ origin })
    clients.set(origin, client)
  }
  return client
}

export function useSearchClient(): SearchClient {
  const router = useRouter()
  return searchClientFor((router.options.context as RouterContext | undefined)?.searchOrigin ?? '')
}
