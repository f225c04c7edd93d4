// @ts-nocheck
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'

/**
 * Protection of the shop's plain-HTML forms against cross-site posts (double submit): each browser
 * gets a random HttpOnly cookie, and each form carries a token signed from it. A page of another
 * site can neither read the cookie nor compute the token.
 */
const FORM_COOKIE = 'kestrel_form'
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60
const COOKIE_PATTERN = /^[A-Za-z0-9_-]{43}$/

export interface FormTokens {
  /** The browser's form token, creating its cookie when the browser has none yet. */
  issue(c: Context): string
  /** Whether the posted token was signed for this browser's cookie. */
  verify(c: Context, token: unknown): boolean
}

const overTls = (c: Context) =>
  (c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '')).split(',')[0]?.trim() === 'https'

/** The token of a browser's form cookie; the key is derived from `secret`, so no second secret needs configuring. */
export function formTokenFor(secret: string, cookie: string): string {
  const key = createHmac('sha256', secret).update('kestrel form token key').digest()
  return createHmac('sha256', key).update(cookie).digest('base64url')
}

/** `secret` is a server secret (the commerce client's). */
export function createFormTokens(secret: string): FormTokens {
  const sign = (value: string) => formTokenFor(secret, value)
  const cookieOf = (c: Context) => {
    const value = getCookie(c, FORM_COOKIE)
    return value && COOKIE_PATTERN.test(value) ? value : null
  }
  return {
    issue(c) {
      let value = cookieOf(c)
      if (!value) {
        value = randomBytes(32).toString('base64url')
        setCookie(c, FORM_COOKIE, value, {
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
          secure: overTls(c),
          maxAge: COOKIE_MAX_AGE_S,
        })
      }
      return sign(value)
    },
    verify(c, token) {
      const value = cookieOf(c)
      if (!value || typeof token !== 'string' || token.length > 64) return false
      const expected = Buffer.from(sign(value))
      const given = Buffer.from(token)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}
