import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import type { ApiDeps, ApiEnv } from '../api-env'
import { isSessionEnded } from './session-epochs'

/**
 * The shopper's commerce session, kept in an HttpOnly cookie: the browser's scripts never see a
 * token. The server reads it for every shopper call (the API, the GraphQL proxy, the plain-HTML
 * forms, the server render), refreshes it shortly before it expires and starts a guest session
 * with the shopper's first write. A second, readable cookie (`kestrel_shopper`) tells the page
 * only that a session exists and whose kind it is, never the session itself.
 */
export const SESSION_COOKIE = 'kestrel_sid'
const SHOPPER_COOKIE = 'kestrel_shopper'
/** The refresh token's lifetime on the platform. */
const SESSION_MAX_AGE_S = 200 * 24 * 60 * 60
/** Spec 7.1: refresh when the token expires within 30 seconds. */
const REFRESH_MARGIN_MS = 30_000

export interface CookieSession {
  accessToken: string
  refreshToken: string | null
  /** Epoch milliseconds. */
  expiresAt: number
  anonymousId: string | null
  customerId: string | null
  /** When the shopper signed in (or the guest session started), epoch ms: kept through refreshes. */
  issuedAt: number
}

const stored = z.object({
  a: z.string().min(1).max(512),
  r: z.string().min(1).max(512).nullable(),
  e: z.number().int().nonnegative(),
  g: z.string().max(128).nullable(),
  c: z.string().max(128).nullable(),
  // Cookies written before sessions recorded their start count as started at 0.
  i: z.number().int().nonnegative().default(0),
})

const tokenResponse = z.object({
  access_token: z.string().min(1).max(512),
  expires_in: z.number().positive(),
  scope: z.string().default(''),
  refresh_token: z.string().min(1).max(512).optional(),
})

const scopeValue = (scope: string, prefix: string) =>
  scope
    .split(' ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length) || null

/** A platform token answer as a cookie session; a refresh keeps the refresh token it was given. */
export function sessionFromTokenAnswer(
  payload: unknown,
  previous: CookieSession | null = null,
  now = Date.now(),
): CookieSession | null {
  const token = tokenResponse.safeParse(payload)
  if (!token.success) return null
  const customerId = scopeValue(token.data.scope, 'customer_id:') ?? previous?.customerId ?? null
  return {
    accessToken: token.data.access_token,
    refreshToken: token.data.refresh_token ?? previous?.refreshToken ?? null,
    expiresAt: now + token.data.expires_in * 1000,
    anonymousId:
      scopeValue(token.data.scope, 'anonymous_id:') ?? (previous?.customerId ? null : (previous?.anonymousId ?? null)),
    customerId,
    issuedAt: previous && previous.customerId === customerId ? previous.issuedAt : now,
  }
}

/** The cookie's value as a session; null for anything that is not one. */
export function decodeSessionCookie(value: string | undefined): CookieSession | null {
  if (!value || value.length > 2048) return null
  try {
    const parsed = stored.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')))
    if (!parsed.success) return null
    const { a, r, e, g, c, i } = parsed.data
    return { accessToken: a, refreshToken: r, expiresAt: e, anonymousId: g, customerId: c, issuedAt: i }
  } catch {
    return null
  }
}

export function encodeSessionCookie(session: CookieSession): string {
  const { accessToken: a, refreshToken: r, expiresAt: e, anonymousId: g, customerId: c, issuedAt: i } = session
  return Buffer.from(JSON.stringify({ a, r, e, g, c, i }), 'utf8').toString('base64url')
}

/** Cookies are `Secure` whenever the shopper reached the shop over TLS (directly or through the load balancer). */
export function overTls(c: Context): boolean {
  const proto = c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '')
  return proto.split(',')[0]?.trim() === 'https'
}

/** The session the request's cookie holds, as it is (possibly expired); null without one. */
export function readSessionCookie(c: Context): CookieSession | null {
  return decodeSessionCookie(getCookie(c, SESSION_COOKIE))
}

export function writeSessionCookie(c: Context, session: CookieSession): void {
  const secure = overTls(c)
  setCookie(c, SESSION_COOKIE, encodeSessionCookie(session), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    maxAge: SESSION_MAX_AGE_S,
  })
  setCookie(c, SHOPPER_COOKIE, session.customerId ? 'customer' : 'guest', {
    path: '/',
    sameSite: 'Lax',
    secure,
    maxAge: SESSION_MAX_AGE_S,
  })
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' })
  deleteCookie(c, SHOPPER_COOKIE, { path: '/' })
}

type Platform = ApiDeps['platform']

async function tokenCall(
  { commerce, fetch }: Platform,
  path: string,
  form: Record<string, string>,
): Promise<{ status: number; payload: unknown }> {
  const response = await fetch(`${commerce.authHost}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${commerce.clientId}:${commerce.clientSecret}`)}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  })
  return { status: response.status, payload: await response.json().catch(() => null) }
}

export class SessionUnavailableError extends Error {}

/** A new guest session: the platform mints its anonymous id. */
async function startGuestSession(platform: Platform): Promise<CookieSession> {
  const result = await tokenCall(platform, `/oauth/${platform.commerce.projectKey}/anonymous/token`, {
    grant_type: 'client_credentials',
  })
  const session = result.status === 200 ? sessionFromTokenAnswer(result.payload) : null
  if (!session) throw new SessionUnavailableError(`The platform gave no guest session (${result.status})`)
  return session
}

/** A fresh access token for a session about to expire; null when the platform no longer knows it. */
async function refreshSession(platform: Platform, session: CookieSession): Promise<CookieSession | null> {
  if (!session.refreshToken) return null
  const result = await tokenCall(platform, '/oauth/token', {
    grant_type: 'refresh_token',
    refresh_token: session.refreshToken,
  })
  if (result.status >= 500)
    throw new SessionUnavailableError(`The platform could not refresh the session (${result.status})`)
  return result.status === 200 ? sessionFromTokenAnswer(result.payload, session) : null
}

interface ShopperSessionOptions {
  /** Start a guest session when there is none (a shopper's first write); reads pass false. */
  create: boolean
  now?: number
}

/**
 * The shopper's live session for this request: the cookie's, refreshed when it is about to expire,
 * or a new guest session when `create` asks for one. Any change is written back as cookies on the
 * response; a session the platform no longer knows, or one a later password reset or change ended
 * (./session-epochs.ts), is dropped (and replaced when `create`).
 */
export async function shopperSession(
  c: Context<ApiEnv>,
  { create, now = Date.now() }: ShopperSessionOptions,
): Promise<CookieSession | null> {
  const { platform } = c.var.deps
  let session = readSessionCookie(c)
  if (session && (await isSessionEnded(c.var.deps.db, session))) {
    clearSessionCookie(c)
    session = null
  }
  if (session && session.expiresAt - now <= REFRESH_MARGIN_MS) {
    const refreshed = await refreshSession(platform, session)
    if (refreshed) writeSessionCookie(c, refreshed)
    else clearSessionCookie(c)
    session = refreshed
  }
  if (!session && create) {
    session = await startGuestSession(platform)
    writeSessionCookie(c, session)
  }
  return session
}
