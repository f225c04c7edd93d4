import { z } from 'zod'
import type { AnyTypedDocument, ResultOf, VariablesArgument, VariablesOf } from '@common/graphql/typed-document'

/**
 * How the own API reaches the commerce platform: over its protocol only (OAuth client
 * credentials + GraphQL), so production points the same code at the real service.
 */
export interface PlatformAccess {
  /** Origin of the platform services, e.g. `http://127.0.0.1:3000` (stand-ins under `/platform`). */
  origin: string
  commerce: {
    projectKey: string
    authHost: string
    apiHost: string
    clientId: string
    clientSecret: string
  }
  /** How the platform is reached: over the network, or in this process where the stand-ins are this server. */
  fetch: typeof fetch
  /** Runs a GraphQL document with the server's own token (cached until 30 s before it expires). */
  /** One of the shop's typed documents (a `.graphql` file beside its caller), run with the API client's token. */
  commerceQuery<D extends AnyTypedDocument>(query: D, ...variables: VariablesArgument<D>): Promise<ResultOf<D>>
}

/** Where the platform's services are, and how they are reached (in this process when they are this server's). */
export type PlatformServices = Pick<PlatformAccess, 'origin' | 'fetch'>

interface PlatformAccessOptions {
  origin: string
  clientId: string
  clientSecret: string
  projectKey?: string
  fetch?: typeof fetch
}

export class PlatformError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: unknown[] = [],
  ) {
    super(message)
  }
}

const tokenResponse = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() })
const graphqlResponse = z.object({
  data: z.unknown().optional(),
  errors: z.array(z.object({ message: z.string() }).loose()).optional(),
})
const REFRESH_AHEAD_MS = 30_000

export function createPlatformAccess({
  origin,
  clientId,
  clientSecret,
  projectKey = 'kestrel',
  fetch: fetchImpl = fetch,
}: PlatformAccessOptions): PlatformAccess {
  const commerce = {
    projectKey,
    authHost: `${origin}/platform/auth`,
    apiHost: `${origin}/platform/commerce`,
    clientId,
    clientSecret,
  }
  let token: { value: string; expiresAt: number } | null = null
  let pending: Promise<string> | null = null

  async function requestToken(): Promise<string> {
    const response = await fetchImpl(`${commerce.authHost}/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    })
    if (!response.ok) throw new PlatformError(`Commerce auth answered ${response.status}`, response.status)
    const body = tokenResponse.parse(await response.json())
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 }
    return token.value
  }

  function accessToken(): Promise<string> {
    if (token && token.expiresAt - REFRESH_AHEAD_MS > Date.now()) return Promise.resolve(token.value)
    pending ??= requestToken().finally(() => {
      pending = null
    })
    return pending
  }

  async function commerceQuery<D extends AnyTypedDocument>(
    query: D,
    ...[variables = {} as VariablesOf<D>]: VariablesArgument<D>
  ): Promise<ResultOf<D>> {
    const send = async () =>
      fetchImpl(`${commerce.apiHost}/${projectKey}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: String(query), variables }),
      })
    let response = await send()
    if (response.status === 401) {
      token = null
      response = await send()
    }
    const body = graphqlResponse.safeParse(await response.json().catch(() => null))
    if (!body.success) throw new PlatformError(`Commerce answered ${response.status} without GraphQL`, response.status)
    if (body.data.errors?.length)
      throw new PlatformError(body.data.errors[0]!.message, response.status, body.data.errors)
    if (!response.ok) throw new PlatformError(`Commerce answered ${response.status}`, response.status)
    return body.data.data as ResultOf<D>
  }

  return { origin, commerce, commerceQuery, fetch: fetchImpl }
}
