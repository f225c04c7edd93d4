// @ts-nocheck
import { createCommerceClient, SHOPPER_GRAPHQL_PATH } from '../../src/services/commerce/commerce-client'

/**
 * A browser's view of the shop's session: a `fetch` that keeps the cookies the server sets (the
 * HttpOnly session cookie among them) and sends them back, as a browser does for its own origin.
 */
export function cookieJar() {
  const cookies = new Map<string, string>()
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const jarFetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (cookies.size) headers.set('cookie', header())
    const response = await fetch(input, { ...init, headers })
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (!value || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) cookies.delete(name)
      else cookies.set(name, value)
    }
    return response
  }
  return { fetch: jarFetch as typeof fetch, cookies, header }
}

export type CookieJar = ReturnType<typeof cookieJar>

/** The shop's commerce client as the browser runs it: `/api/graphql` with the jar's cookies. */
export function shopperCommerce(
  origin: string,
  jar: CookieJar,
  options: { retryDelay?: number; logger?: { error(message: string, detail?: unknown): void } } = {},
) {
  return createCommerceClient({
    endpoint: `${origin}${SHOPPER_GRAPHQL_PATH}`,
    fetch: jar.fetch,
    session: { hasSession: () => jar.cookies.has('kestrel_shopper') },
    retryDelay: options.retryDelay ?? 5,
    ...(options.logger ? { logger: options.logger } : {}),
  })
}

/** Signs the jar's browser in through the shop's API (the guest cart of its own session merged). */
export async function signInWith(origin: string, jar: CookieJar, credentials: { email: string; password: string }) {
  const response = await jar.fetch(`${origin}/api/session/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  if (!response.ok) throw new Error(`sign-in ${credentials.email}: ${response.status} ${await response.text()}`)
  return (await response.json()) as { kind: 'customer'; customerId: string }
}
