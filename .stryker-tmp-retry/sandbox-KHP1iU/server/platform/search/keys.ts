/**
 * The embedded credentials of the local search service. The search key only searches and
 * sends insights events; the admin key also indexes, and is refused in production, where the
 * index is written in-process by the catalog sync only.
 */
// @ts-nocheck

const SEARCH_APPLICATION_ID = 'KESTREL'
const SEARCH_API_KEY = 'kestrel-local'
const SEARCH_ADMIN_API_KEY = 'kestrel-local-admin'

export type KeyAccess = 'search' | 'admin'

export function accessOf(
  applicationId: string | undefined,
  apiKey: string | undefined,
  production: boolean,
): KeyAccess | undefined {
  if (applicationId !== SEARCH_APPLICATION_ID) return undefined
  if (apiKey === SEARCH_API_KEY) return 'search'
  if (apiKey === SEARCH_ADMIN_API_KEY && !production) return 'admin'
  return undefined
}
