import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { inProcessFetch } from './in-process-fetch'

describe('the server’s calls to itself', () => {
  const app = new Hono().post('/platform/echo', async (c) =>
    c.json({ method: c.req.method, auth: c.req.header('authorization'), body: await c.req.json() }, 201),
  )
  const elsewhere: string[] = []
  const fallback = (async (input: RequestInfo | URL) => {
    elsewhere.push(String(input))
    return new Response('remote')
  }) as typeof fetch
  const call = inProcessFetch('http://127.0.0.1:4000', (request) => app.fetch(request), fallback)

  it('are handed to the app with their method, headers and body, and answer its response', async () => {
    const response = await call('http://127.0.0.1:4000/platform/echo', {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ method: 'POST', auth: 'Bearer t', body: { a: 1 } })
    expect(elsewhere).toEqual([])
  })

  it('leave every other address to the network, a look-alike origin too', async () => {
    for (const url of ['http://127.0.0.1:40001/platform/echo', 'https://platform.example/graphql'])
      expect(await (await call(url)).text()).toBe('remote')
    expect(elsewhere).toEqual(['http://127.0.0.1:40001/platform/echo', 'https://platform.example/graphql'])
  })
})
