// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSeeder } from '../../server/api/content/content.seed'
import { startTestServer, type TestServer } from '../support/server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ seeders: [contentSeeder] })
})
afterAll(() => server.close())

describe('the product API over HTTP', () => {
  it('answers health once migrated and seeded', async () => {
    const response = await fetch(`${server.origin}/api/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('serves the seeded site settings per locale', async () => {
    const cs = await (await fetch(`${server.origin}/api/content/site-settings?locale=cs-CZ`)).json()
    const en = await (await fetch(`${server.origin}/api/content/site-settings?locale=en`)).json()
    expect(cs.data.home.heading).toBe('Obuv a kožené zboží pro každý krok')
    expect(en.data.home.heading).toBe('Shoes and leather goods for every step')
  })

  it('answers bad input with 400 and a message, never a 5xx', async () => {
    const response = await fetch(`${server.origin}/api/content/site-settings?locale=xx`)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/locale must be one of cs-CZ, en/)
    const badKey = await fetch(`${server.origin}/api/content/..%2F..%2Fetc?locale=en`)
    expect(badKey.status).toBe(400)
  })

  it('answers unknown content and routes with 404 JSON', async () => {
    expect((await fetch(`${server.origin}/api/content/nothing-here?locale=en`)).status).toBe(404)
    const response = await fetch(`${server.origin}/api/no-such-thing`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'No API route GET /api/no-such-thing' })
  })

  it('sends the security headers', async () => {
    const response = await fetch(`${server.origin}/api/health`)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-eval')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('strict-transport-security')).toBeNull()
    const overTls = await fetch(`${server.origin}/api/health`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(overTls.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
  })
})
