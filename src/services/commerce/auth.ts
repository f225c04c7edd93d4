import * as z from 'zod/mini'
import type { SessionToken } from '../../machines/session/session.types'

/** The commercetools OAuth protocol of the auth host (architecture: "Interfaces that must stay stable"). */
export interface CommerceAuthOptions {
  /** e.g. `{origin}/platform/auth`. */
  authHost: string
  projectKey: string
  /**
   * The API client's credentials. The browser leaves them out: it talks to the shop's own token
   * endpoint (`/api/session`), which adds them on the server so the secret never leaves it.
   */
  clientId?: string
  clientSecret?: string
  fetch?: typeof fetch
  now?: () => number
}

const tokenResponse = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_in: z.number().check(z.positive()),
  scope: z._default(z.string(), ''),
  refresh_token: z.optional(z.string()),
})

export class CommerceAuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message)
  }
}

const scopeValue = (scope: string, prefix: string) =>
  scope.split(' ').find((part) => part.startsWith(prefix))?.slice(prefix.length) ?? null

async function requestToken(options: CommerceAuthOptions, path: string, form: Record<string, string>, bearer?: string): Promise<SessionToken> {
  const fetchImpl = options.fetch ?? fetch
  const response = await fetchImpl(`${options.authHost}${path}`, {
    method: 'POST',
    headers: {
      ...(options.clientId
        ? { authorization: `Basic ${btoa(`${options.clientId}:${options.clientSecret ?? ''}`)}` }
        : bearer
          ? { authorization: `Bearer ${bearer}` }
          : {}),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    // The platform answers `{ error: code, message }`; the shop's own token endpoint `{ error: message, code }`.
    const error = body as { error?: string; code?: string; message?: string; error_description?: string } | null
    const message = error?.message ?? error?.error_description ?? error?.error ?? 'Unknown error occurred'
    throw new CommerceAuthError(message, response.status, error?.code ?? (error?.message || error?.error_description ? error?.error : undefined))
  }
  const token = z.parse(tokenResponse, body)
  return {
    accessToken: token.access_token,
    accessTokenExpiryTimestamp: (options.now ?? Date.now)() + token.expires_in * 1000,
    refreshToken: token.refresh_token ?? null,
    anonymousId: scopeValue(token.scope, 'anonymous_id:'),
    ucid: scopeValue(token.scope, 'customer_id:'),
  }
}

/** A guest's session (spec 3.14: `anonymousId`); the platform mints the id. */
export function requestAnonymousToken(options: CommerceAuthOptions): Promise<SessionToken> {
  return requestToken(options, `/oauth/${options.projectKey}/anonymous/token`, { grant_type: 'client_credentials' })
}

/**
 * The password flow; the guest's session hands its cart over to the customer. The shop's token
 * endpoint takes the guest's access token as the bearer and asks the platform whose session it
 * is; a client with the API credentials names the anonymous id itself.
 */
export function requestCustomerToken(
  options: CommerceAuthOptions,
  credentials: { email: string; password: string },
  guest?: Pick<SessionToken, 'accessToken' | 'anonymousId'> | null,
): Promise<SessionToken> {
  const anonymousId = guest?.anonymousId
  const form = { grant_type: 'password', username: credentials.email, password: credentials.password }
  if (options.clientId) return requestToken(options, `/oauth/${options.projectKey}/customers/token`, anonymousId ? { ...form, anonymous_id: anonymousId } : form)
  return requestToken(options, `/oauth/${options.projectKey}/customers/token`, form, anonymousId ? guest.accessToken : undefined)
}

export async function refreshSessionToken(options: CommerceAuthOptions, session: SessionToken): Promise<SessionToken> {
  if (!session.refreshToken) throw new CommerceAuthError('No refresh token', 400, 'invalid_grant')
  const fresh = await requestToken(options, '/oauth/token', { grant_type: 'refresh_token', refresh_token: session.refreshToken })
  // A refresh keeps the identity; the platform does not always repeat it in the scope.
  return {
    ...fresh,
    refreshToken: fresh.refreshToken ?? session.refreshToken,
    anonymousId: fresh.anonymousId ?? session.anonymousId ?? null,
    ucid: fresh.ucid ?? session.ucid ?? null,
  }
}
