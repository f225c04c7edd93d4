// @ts-nocheck
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { requestTimeout } from './request-timeout'

const app = new Hono()
app.use(requestTimeout(30))
const never = () => new Promise<Response>(() => {})
app.get('/api/stuck', never)
app.post('/platform/commerce/kestrel/graphql', never)
app.get('/stuck-page', never)
app.get('/api/quick', (c) => c.json({ status: 'ok' }))

describe('the per-request time limit', () => {
  it('answers a stuck API request 503 in the API error shape', async () => {
    const response = await app.request('/api/stuck')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.json()).toEqual({ error: expect.stringContaining('did not complete') })
  })

  it("answers a stuck platform request in the platform's error shape, and a page in HTML", async () => {
    const platform = await app.request('/platform/commerce/kestrel/graphql', { method: 'POST' })
    expect(platform.status).toBe(503)
    expect(await platform.json()).toEqual({
      errors: [{ message: expect.any(String), extensions: { code: 'ServiceUnavailable' } }],
    })
    const page = await app.request('/stuck-page')
    expect(page.status).toBe(503)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
  })

  it('leaves a quick request alone', async () => {
    const response = await app.request('/api/quick')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})
