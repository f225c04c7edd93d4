// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { decodeSessionCookie, encodeSessionCookie, sessionFromTokenAnswer, type CookieSession } from './session-cookie'

const NOW = Date.UTC(2026, 10, 25, 12)
const guest: CookieSession = {
  accessToken: 'kestrel:a1',
  refreshToken: 'kestrel:r1',
  expiresAt: NOW + 3_600_000,
  anonymousId: 'anon-1',
  customerId: null,
  issuedAt: NOW - 60_000,
}

describe('the session cookie value', () => {
  it('reads back what it wrote', () => {
    expect(decodeSessionCookie(encodeSessionCookie(guest))).toEqual(guest)
  })

  it('is no session when it is missing, too long, not base64 JSON or not of the shape', () => {
    for (const value of [
      undefined,
      '',
      'x'.repeat(2049),
      '%%%',
      Buffer.from('not json').toString('base64url'),
      Buffer.from('{"a":""}').toString('base64url'),
      Buffer.from('[1,2]').toString('base64url'),
    ]) {
      expect(decodeSessionCookie(value)).toBeNull()
    }
    const tooLongToken = Buffer.from(JSON.stringify({ a: 'x'.repeat(513), r: null, e: 1, g: null, c: null })).toString(
      'base64url',
    )
    expect(decodeSessionCookie(tooLongToken)).toBeNull()
  })
})

describe('a platform token answer as a session', () => {
  it('takes the anonymous id or the customer id from the scope, and the expiry from expires_in', () => {
    expect(
      sessionFromTokenAnswer(
        { access_token: 'a', refresh_token: 'r', expires_in: 60, scope: 'view_products:kestrel anonymous_id:anon-9' },
        null,
        NOW,
      ),
    ).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: NOW + 60_000,
      anonymousId: 'anon-9',
      customerId: null,
      issuedAt: NOW,
    })
    expect(
      sessionFromTokenAnswer(
        { access_token: 'a', refresh_token: 'r', expires_in: 60, scope: 'customer_id:c-1' },
        null,
        NOW,
      ),
    ).toMatchObject({ customerId: 'c-1', anonymousId: null })
  })

  it('keeps the refresh token and the identity through a refresh that does not repeat them', () => {
    expect(sessionFromTokenAnswer({ access_token: 'a2', expires_in: 120 }, guest, NOW)).toEqual({
      ...guest,
      accessToken: 'a2',
      expiresAt: NOW + 120_000,
    })
    const customer = { ...guest, anonymousId: null, customerId: 'c-1' }
    expect(sessionFromTokenAnswer({ access_token: 'a3', expires_in: 120 }, customer, NOW)).toMatchObject({
      customerId: 'c-1',
      anonymousId: null,
      refreshToken: 'kestrel:r1',
      issuedAt: guest.issuedAt,
    })
  })

  it('starts anew when the shopper signs in: a sign-in is a new session, a refresh is not', () => {
    const signedIn = sessionFromTokenAnswer({ access_token: 'c', expires_in: 60, scope: 'customer_id:c-1' }, guest, NOW)
    expect(signedIn?.issuedAt).toBe(NOW)
    expect(sessionFromTokenAnswer({ access_token: 'd', expires_in: 60 }, signedIn, NOW + 5000)?.issuedAt).toBe(NOW)
  })

  it('counts a cookie written before sessions recorded their start as started at 0', () => {
    const old = Buffer.from(JSON.stringify({ a: 'a', r: null, e: 1, g: null, c: 'c-1' })).toString('base64url')
    expect(decodeSessionCookie(old)?.issuedAt).toBe(0)
  })

  it('is none for an answer that is no token', () => {
    expect(sessionFromTokenAnswer({ error: 'invalid_grant' })).toBeNull()
    expect(sessionFromTokenAnswer(null)).toBeNull()
    expect(sessionFromTokenAnswer({ access_token: 'a', expires_in: 0 })).toBeNull()
  })
})
