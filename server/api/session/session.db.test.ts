import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { commerceCatalogSeeder } from '../../platform/commerce/catalog.seed'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ seeders: [commerceCatalogSeeder] })
})
afterAll(() => server.close())

const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/api/session${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  })

const DEMO = { grant_type: 'password', username: 'jana.novakova@example.com', password: 'Kestrel-demo-1' }

describe('the shopper token endpoints', () => {
  it('hands out a guest token without the browser knowing the client secret', async () => {
    const response = await post('/oauth/kestrel/anonymous/token', { grant_type: 'client_credentials' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const token = (await response.json()) as { access_token: string; refresh_token: string; scope: string }
    expect(token.access_token).toBeTruthy()
    expect(token.refresh_token).toBeTruthy()
    expect(token.scope).toMatch(/anonymous_id:/)
    expect(token.scope).not.toMatch(/manage_project/)
  })

  it('signs a customer in with the password grant', async () => {
    const response = await post('/oauth/kestrel/customers/token', DEMO)
    expect(response.status).toBe(200)
    const token = (await response.json()) as { scope: string }
    expect(token.scope).toMatch(/customer_id:/)
  })

  it("keeps the platform's message for a wrong password", async () => {
    const response = await post('/oauth/kestrel/customers/token', { ...DEMO, password: 'wrong-password' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; code: string }
    expect(body.code).toBe('invalid_customer_account_credentials')
    expect(body.error).toBe('Customer account with the given credentials not found.')
  })

  it('refreshes a token', async () => {
    const issued = (await (await post('/oauth/kestrel/anonymous/token', { grant_type: 'client_credentials' })).json()) as { refresh_token: string }
    const response = await post('/oauth/token', { grant_type: 'refresh_token', refresh_token: issued.refresh_token })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { access_token: string }).access_token).toBeTruthy()
  })

  it('never hands out a server token', async () => {
    const response = await post('/oauth/token', { grant_type: 'client_credentials' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toMatch(/refresh_token/)
  })

  it('answers bad input with 4xx and { error }', async () => {
    expect((await post('/oauth/kestrel/customers/token', { grant_type: 'password', username: 'a@b.cz' })).status).toBe(400)
    expect((await post('/oauth/token', { grant_type: 'refresh_token', refresh_token: 'nope' })).status).toBe(400)
    const unknown = await post('/oauth/other/anonymous/token', { grant_type: 'client_credentials' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toHaveProperty('error')
  })
})
