import type { PlatformAccess } from '../platform-access/platform-access'
import { PlatformError } from '../platform-access/platform-access'

/** The shopper's bearer token as the browser sent it (`Authorization: Bearer …`), or null. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+([\w.~+/=:-]{8,512})$/.exec(header ?? '')
  return match ? match[1]! : null
}

export interface GraphqlFailure {
  message: string
  extensions?: { code?: string }
}

/**
 * A GraphQL call that acts for the shopper (their token, their `me` scope): the platform itself
 * keeps one shopper from another's carts, orders and payments.
 */
export async function shopperQuery<T>(platform: PlatformAccess, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${platform.commerce.apiHost}/${platform.commerce.projectKey}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json().catch(() => null)) as { data?: T; errors?: GraphqlFailure[] } | null
  if (!body) throw new PlatformError(`Commerce answered ${response.status} without GraphQL`, response.status)
  if (body.errors?.length) throw new PlatformError(body.errors[0]!.message, response.status, body.errors)
  if (!response.ok) throw new PlatformError(`Commerce answered ${response.status}`, response.status)
  return body.data as T
}

export function errorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof PlatformError)) return undefined
  return (error.errors[0] as GraphqlFailure | undefined)?.extensions?.code
}
