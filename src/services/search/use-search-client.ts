import { useRouter } from '@tanstack/react-router'
import type { RouterContext } from '../../router-context'
import { createSearchClient, type SearchClient } from './client'

const clients = new Map<string, SearchClient>()

/**
 * One search client per origin ('' in the browser; the server's own origin during SSR, reached with the render's
 * `fetch`, which hands the server's calls to itself to the app in its process).
 */
export function searchClientFor(origin: string, fetch?: typeof globalThis.fetch): SearchClient {
  let client = clients.get(origin)
  if (!client) {
    client = createSearchClient({ origin, fetch })
    clients.set(origin, client)
  }
  return client
}

export function useSearchClient(): SearchClient {
  const router = useRouter()
  const context = router.options.context as RouterContext | undefined
  return searchClientFor(context?.searchOrigin ?? '', context?.searchFetch)
}
