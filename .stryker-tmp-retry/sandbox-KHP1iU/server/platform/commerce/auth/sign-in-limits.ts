// @ts-nocheck
import { AsyncLocalStorage } from 'node:async_hooks'
import type { MiddlewareHandler } from 'hono'
import { clientAddress, signInCounters, TOO_MANY_SIGN_INS, type Attempt } from '../../../http/throttle'
import type { CommerceCore } from '../core'
import { CommerceError } from '../errors'

/** The platform's own sign-in counters, shared by the password flow and `customerSignMeIn`. */
const SCOPE = 'commerce-sign-in'

/** One sign-in attempt against the platform's counters for this email and client address. */
export function attemptSignIn(core: CommerceCore, who: { address: string; email: string }): Promise<Attempt> {
  return core.throttle.attempt(signInCounters(SCOPE, who))
}

interface GraphqlRequest {
  address: string
  /** Set when a sign-in in this request was refused for too many failures. */
  retryAfter?: number
}

const graphqlRequest = new AsyncLocalStorage<GraphqlRequest>()

/**
 * Around the GraphQL API: makes the caller's address known to `customerSignMeIn`, and turns a
 * refused sign-in into 429 with `Retry-After` (the body stays the GraphQL error).
 */
export function graphqlSignInLimits(core: CommerceCore): MiddlewareHandler {
  return async (c, next) => {
    const request: GraphqlRequest = { address: clientAddress(c, core.trustedProxyHops) }
    await graphqlRequest.run(request, next)
    if (request.retryAfter === undefined) return
    const headers = new Headers(c.res.headers)
    headers.set('retry-after', String(request.retryAfter))
    c.res = new Response(c.res.body, { status: 429, headers })
  }
}

/** `customerSignMeIn`: the sign-in runs only under the limits, and only a failed one stays counted. */
export async function limitedGraphqlSignIn<T>(core: CommerceCore, email: string, signIn: () => Promise<T>): Promise<T> {
  const request = graphqlRequest.getStore()
  const attempt = await attemptSignIn(core, { address: request?.address ?? 'unknown', email })
  if (attempt.throttled) {
    if (request) request.retryAfter = attempt.retryAfter
    throw new CommerceError('TooManyRequests', TOO_MANY_SIGN_INS)
  }
  const result = await signIn()
  await attempt.succeeded()
  return result
}
