// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { signToken } from './jwt'
import { LOCAL_SUPPORT_CHAT_API_KEY, LOCAL_SUPPORT_CHAT_SECRET, TOKEN_LIFETIME_SECONDS } from './support-chat.routes'

let server: TestServer
const post = async (
  path: string,
  body: unknown,
  key: Record<string, string> = { 'x-api-key': LOCAL_SUPPORT_CHAT_API_KEY },
) => {
  const response = await fetch(`${server.origin}/platform/support-chat${path}`, {
    method: 'POST',
    headers: { ...key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('support-chat tokens over HTTP', () => {
  it('issues a short-lived signed token carrying the visitor, which verifies', async () => {
    const issued = await post('/token', { name: 'Jana Nováková', email: 'jana.novakova@example.cz' })
    expect(issued.status).toBe(200)
    const { token, visitorId, expiresAt } = issued.body
    expect(token.split('.')).toHaveLength(3)
    const lifetime = (Date.parse(expiresAt) - Date.now()) / 1000
    expect(lifetime).toBeGreaterThan(TOKEN_LIFETIME_SECONDS - 30)
    expect(lifetime).toBeLessThanOrEqual(TOKEN_LIFETIME_SECONDS)
    const checked = await post('/verify', { token })
    expect(checked.body).toMatchObject({
      valid: true,
      claims: { sub: visitorId, name: 'Jana Nováková', email: 'jana.novakova@example.cz' },
    })
  })

  it('keeps a given visitor id and works for an anonymous visitor', async () => {
    const anonymous = await post('/token', {})
    expect(anonymous.body.visitorId).toMatch(/^[0-9a-f-]{36}$/)
    const returning = await post('/token', { visitorId: 'visitor-12345678' })
    expect((await post('/verify', { token: returning.body.token })).body.claims.sub).toBe('visitor-12345678')
  })

  it('refuses tampered, foreign and expired tokens', async () => {
    const { token } = (await post('/token', { name: 'Petr' })).body as { token: string }
    const [header, , signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', aud: 'support-chat', exp: 9e9 })).toString(
      'base64url',
    )
    expect((await post('/verify', { token: `${header}.${forged}.${signature}` })).body).toEqual({
      valid: false,
      reason: 'invalid_signature',
    })
    const foreign = await signToken(
      { iss: 'x', aud: 'support-chat', sub: 'v', iat: 1, exp: 9e9 },
      'another-secret-of-someone',
    )
    expect((await post('/verify', { token: foreign })).body.reason).toBe('invalid_signature')
    const past = Math.floor(Date.now() / 1000) - 60
    const expired = await signToken(
      { iss: 'kestrel-support-chat', aud: 'support-chat', sub: 'v', iat: past - 900, exp: past },
      LOCAL_SUPPORT_CHAT_SECRET,
    )
    expect((await post('/verify', { token: expired })).body).toEqual({ valid: false, reason: 'expired' })
    expect((await post('/verify', { token: 'not-a-token' })).body).toEqual({ valid: false, reason: 'malformed' })
  })

  it('issues no token without the API key or with a wrong one', async () => {
    for (const key of [
      {},
      { 'x-api-key': 'not-the-key-of-this-service' },
      { authorization: `Bearer ${LOCAL_SUPPORT_CHAT_SECRET}x` },
    ] as Record<string, string>[]) {
      const refused = await post('/token', { name: 'Jana Nováková', email: 'jana.novakova@example.cz' }, key)
      expect(refused).toEqual({ status: 401, body: { error: expect.stringMatching(/API key/) } })
    }
    expect((await post('/token', {}, { authorization: `Bearer ${LOCAL_SUPPORT_CHAT_API_KEY}` })).status).toBe(200)
  })

  it('answers bad input with 400 and a message', async () => {
    const badEmail = await post('/token', { email: 'nope' })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.error).toMatch(/email must be an email address/)
    expect((await post('/token', { visitorId: '../x' })).status).toBe(400)
    expect((await post('/token', { role: 'admin' })).status).toBe(400)
    expect((await post('/verify', {})).status).toBe(400)
  })
})
