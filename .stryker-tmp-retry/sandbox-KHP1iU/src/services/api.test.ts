// @ts-nocheck
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { ApiError, createApiClient, normalizeApiError } from './api'

function apiReplying(status: number, body: unknown) {
  const requests: Array<{ url: string; init: RequestInit | undefined }> = []
  const api = createApiClient({
    baseUrl: 'http://shop.test',
    fetch: async (url, init) => {
      requests.push({ url: String(url), init })
      return new Response(body === undefined ? 'not json' : JSON.stringify(body), { status })
    },
  })
  return { api, requests }
}

const normalized = (promise: Promise<unknown>) => promise.then(() => null, normalizeApiError)

describe('own-API client (spec 7.2, 8.2)', () => {
  it('sends the locale header with the first configured locale and a JSON body', async () => {
    const { api, requests } = apiReplying(200, { data: { ok: true } })
    await api.post('/api/cart/create-cart', { currency: 'CZK' }, z.object({ ok: z.boolean() }))
    const headers = new Headers(requests[0]?.init?.headers)
    expect(headers.get('X-Kestrel-Locale')).toBe('cs-CZ')
    expect(requests[0]?.init).toMatchObject({ method: 'POST', body: '{"currency":"CZK"}' })
  })

  it('reads data.data when present, else data', async () => {
    expect(await apiReplying(200, { data: { id: 1 } }).api.get('/x', z.object({ id: z.number() }))).toEqual({ id: 1 })
    expect(await apiReplying(200, { id: 2 }).api.get('/x', z.object({ id: z.number() }))).toEqual({ id: 2 })
  })

  it('normalizes HTTP errors to error, status and data', async () => {
    const body = { error: 'Address not found' }
    expect(
      await normalized(apiReplying(404, body).api.delete('/api/addresses/delete-address', { id: 'a' }, z.unknown())),
    ).toEqual({
      error: 'Address not found',
      status: 404,
      data: body,
    })
  })

  it("falls back to 'Unknown error occurred' and status 500", async () => {
    expect(await normalized(apiReplying(502, undefined).api.get('/x', z.unknown()))).toEqual({
      error: 'Unknown error occurred',
      status: 502,
      data: null,
    })
    const offline = createApiClient({
      baseUrl: '',
      fetch: async () => {
        throw new TypeError('offline')
      },
    })
    expect(await normalized(offline.put('/x', {}, z.unknown()))).toEqual({
      error: 'Unknown error occurred',
      status: 500,
      data: null,
    })
    expect(normalizeApiError(new Error('boom'))).toEqual({ error: 'Unknown error occurred', status: 500, data: null })
    expect(normalizeApiError(new ApiError('Bad', 400, { x: 1 }))).toEqual({ error: 'Bad', status: 400, data: { x: 1 } })
  })
})
