import type { Context } from 'hono'
import { z } from 'zod'
import type { AnyTypedDocument, ResultOf, VariablesArgument, VariablesOf } from '@common/graphql/typed-document'
import type { ApiEnv } from '../api-env'
import { clearSessionCookie, readSessionCookie, SessionUnavailableError, shopperSession } from './session-cookie'

/**
 * Commerce GraphQL on behalf of the shopper: the shopper's own token (from the session cookie,
 * refreshed when it is about to expire) runs the `me…` operations, so the API can never reach
 * another shopper's data.
 */
export class ShopperCommerceError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 502 | 503,
    readonly code: string | undefined,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

const graphqlResponse = z.object({
  data: z.unknown().optional(),
  errors: z
    .array(
      z
        .object({ message: z.string(), extensions: z.object({ code: z.string().optional() }).loose().optional() })
        .loose(),
    )
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
  // The platform could not finish in time: busy, not broken; the caller may try again shortly.
  QueryTimedOut: 503,
}

/**
 * The shopper's access token: the session cookie's (refreshed near expiry), else a Bearer token
 * in the `Authorization` header (a server-side caller's; the browser never holds one); null without either.
 */
export async function shopperToken(c: Context<ApiEnv>): Promise<string | null> {
  try {
    const session = await shopperSession(c, { create: false })
    if (session) return session.accessToken
  } catch (failure) {
    if (!(failure instanceof SessionUnavailableError)) throw failure
    // The platform could not refresh it now: the token as it is, for the platform to judge.
    return readSessionCookie(c)?.accessToken ?? null
  }
  const match = /^Bearer\s+(\S{1,512})$/i.exec(c.req.header('authorization') ?? '')
  return match?.[1] ?? null
}

/** One of the shop's typed documents (a `.graphql` file beside its caller), run with the shopper's token. */
export async function shopperQuery<D extends AnyTypedDocument>(
  c: Context<ApiEnv>,
  token: string,
  query: D,
  ...[variables = {} as VariablesOf<D>]: VariablesArgument<D>
): Promise<ResultOf<D>> {
  const { commerce, fetch } = c.var.deps.platform
  let response: Response
  try {
    response = await fetch(`${commerce.apiHost}/${commerce.projectKey}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: String(query), variables }),
    })
  } catch {
    throw new ShopperCommerceError('Unknown error occurred', 502, undefined)
  }
  const parsed = graphqlResponse.safeParse(await response.json().catch(() => null))
  if (!parsed.success) throw new ShopperCommerceError('Unknown error occurred', 502, undefined)
  const first = parsed.data.errors?.[0]
  if (first) {
    const code = first.extensions?.code ?? (response.status === 401 ? 'invalid_token' : undefined)
    throw new ShopperCommerceError(
      first.message,
      (code ? STATUS_OF_CODE[code] : undefined) ?? 502,
      code,
      first.extensions ?? {},
    )
  }
  if (response.status === 401) throw new ShopperCommerceError('Invalid access token', 401, 'invalid_token')
  if (!response.ok) throw new ShopperCommerceError('Unknown error occurred', 502, undefined)
  return parsed.data.data as ResultOf<D>
}

/** Spec 8.2's normalized error: `{ error }` with the platform's message, its code alongside. */
export function shopperFailure(c: Context<ApiEnv>, failure: unknown) {
  if (failure instanceof ShopperCommerceError) {
    // A session the platform no longer honours ends here too, so the page stops counting on it.
    if (failure.status === 401 && readSessionCookie(c)) clearSessionCookie(c)
    return c.json(
      {
        error: failure.message,
        code: failure.code,
        ...('currentVersion' in failure.extensions ? { currentVersion: failure.extensions.currentVersion } : {}),
      },
      failure.status,
      failure.status === 503 ? { 'retry-after': '5' } : {},
    )
  }
  console.error('shopper commerce call failed', failure)
  return c.json({ error: 'Unknown error occurred' }, 502)
}
