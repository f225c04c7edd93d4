import type { Context } from 'hono'
import { z } from 'zod'
import type { ApiEnv } from '../api-env'

/**
 * Commerce GraphQL on behalf of the shopper: the shopper's own Bearer token (from the request's
 * `Authorization` header) runs the `me…` operations, so the API can never reach another
 * shopper's data.
 */
export class ShopperCommerceError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 502,
    readonly code: string | undefined,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

const graphqlResponse = z.object({
  data: z.unknown().optional(),
  errors: z
    .array(z.object({ message: z.string(), extensions: z.object({ code: z.string().optional() }).loose().optional() }).loose())
    .optional(),
})

const STATUS_OF_CODE: Record<string, ShopperCommerceError['status']> = {
  invalid_token: 401,
  insufficient_scope: 403,
  ResourceNotFound: 404,
  ConcurrentModification: 409,
  InvalidInput: 400,
  InvalidOperation: 400,
  DuplicateField: 400,
  InvalidCurrentPassword: 400,
  InvalidCredentials: 400,
}

/** The shopper's access token, or null when the request carries none. */
export function shopperToken(c: Context<ApiEnv>): string | null {
  const match = /^Bearer\s+(\S{1,512})$/i.exec(c.req.header('authorization') ?? '')
  return match?.[1] ?? null
}

export async function shopperQuery<T>(c: Context<ApiEnv>, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { commerce } = c.var.deps.platform
  let response: Response
  try {
    response = await fetch(`${commerce.apiHost}/${commerce.projectKey}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    })
  } catch {
    throw new ShopperCommerceError('Unknown error occurred', 502, undefined)
  }
  const parsed = graphqlResponse.safeParse(await response.json().catch(() => null))
  if (!parsed.success) throw new ShopperCommerceError('Unknown error occurred', 502, undefined)
  const first = parsed.data.errors?.[0]
  if (first) {
    const code = first.extensions?.code ?? (response.status === 401 ? 'invalid_token' : undefined)
    throw new ShopperCommerceError(first.message, (code ? STATUS_OF_CODE[code] : undefined) ?? 502, code, first.extensions ?? {})
  }
  if (response.status === 401) throw new ShopperCommerceError('Invalid access token', 401, 'invalid_token')
  if (!response.ok) throw new ShopperCommerceError('Unknown error occurred', 502, undefined)
  return parsed.data.data as T
}

/** Spec 8.2's normalized error: `{ error }` with the platform's message, its code alongside. */
export function shopperFailure(c: Context<ApiEnv>, failure: unknown) {
  if (failure instanceof ShopperCommerceError) {
    return c.json({ error: failure.message, code: failure.code, ...('currentVersion' in failure.extensions ? { currentVersion: failure.extensions.currentVersion } : {}) }, failure.status)
  }
  console.error('shopper commerce call failed', failure)
  return c.json({ error: 'Unknown error occurred' }, 502)
}
