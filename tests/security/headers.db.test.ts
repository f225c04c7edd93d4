import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_LOYALTY_API_KEY } from '../../server/platform/loyalty/loyalty.config'
import { loyaltyMembers, loyaltySeeder } from '../../server/platform/loyalty/loyalty.seed'
import { startTestServer, type TestServer } from '../support/server'
import { guest } from './shopper'

/** The security headers every answer carries, and `no-store` on every answer with a shopper's data. */

let server: TestServer
let guestToken: string

const request = (
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
) =>
  fetch(`${server.origin}${path}`, {
    method,
    headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })

/** The shopper's GraphQL through the shop: a first write starts the guest session. */
const shopGraphql = (query: string, headers: Record<string, string> = {}) =>
  request('POST', '/api/graphql', { body: { query }, headers })

beforeAll(async () => {
  server = await startTestServer({ seeders: [loyaltySeeder] })
  guestToken = (await guest(server.origin)).token
})
afterAll(() => server.close())

function expectBaseHeaders(response: Response) {
  expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/)
  expect(response.headers.get('permissions-policy')).toMatch(/microphone=\(\)/)
  // Only the shop's own pages may ask for the position (the store locator does, on a button press).
  expect(response.headers.get('permissions-policy')).toMatch(/geolocation=\(self\)/)
  expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/)
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('x-frame-options')).toBe('DENY')
}

describe('security headers', () => {
  it('are on pages, API answers and platform answers', async () => {
    for (const path of [
      '/',
      '/en/shopping-bag',
      '/en/menu',
      '/menu',
      '/api/health',
      '/api/nope',
      '/platform/loyalty/tiers',
    ])
      expectBaseHeaders(await request('GET', path))
  })
})

describe('Cache-Control: no-store on answers with a shopper’s data', () => {
  const bearer = () => ({ authorization: `Bearer ${guestToken}` })
  const cases: Array<[group: string, send: () => Promise<Response>]> = [
    ['session (started by a first write)', () => shopGraphql('mutation { __typename }')],
    ['session (read without one)', () => shopGraphql('{ me { activeCart { id } } }')],
    ['session (what the page may know)', () => request('GET', '/api/session')],
    [
      'session (refused sign-in)',
      () => request('POST', '/api/session/sign-in', { body: { email: 'nobody@example.com', password: 'wrong' } }),
    ],
    ['session (sign-out)', () => request('POST', '/api/session/sign-out')],
    ['user (signed out)', () => request('GET', '/api/user/get-user')],
    ['user (guest)', () => request('GET', '/api/user/get-user', { headers: bearer() })],
    ['user (unknown route)', () => request('GET', '/api/user/nope')],
    ['addresses', () => request('GET', '/api/addresses/get-addresses', { headers: bearer() })],
    ['cart (bad input)', () => request('POST', '/api/cart/create-cart', { body: {}, headers: bearer() })],
    ['checkout (bad input)', () => request('POST', '/api/checkout/validate-address', { body: {} })],
    ['orders (bad input)', () => request('POST', '/api/orders', { body: {}, headers: bearer() })],
    ['payment (bad input)', () => request('POST', '/api/payment/session', { body: {}, headers: bearer() })],
    ['platform auth', () => request('POST', '/platform/auth/oauth/token')],
    [
      'platform commerce',
      () =>
        request('POST', '/platform/commerce/kestrel/graphql', { body: { query: '{ me { id } }' }, headers: bearer() }),
    ],
    [
      'platform loyalty member',
      () =>
        request('GET', `/platform/loyalty/members/${loyaltyMembers()[0]!.customer_number}`, {
          headers: { 'x-api-key': LOCAL_LOYALTY_API_KEY },
        }),
    ],
    [
      'platform loyalty refusal',
      () => request('GET', `/platform/loyalty/members/${loyaltyMembers()[0]!.customer_number}`),
    ],
    ['platform payments', () => request('POST', '/platform/payments/v71/sessions', { body: {} })],
  ]
  for (const [group, send] of cases) {
    it(group, async () => {
      const response = await send()
      expect(response.headers.get('cache-control')).toBe('no-store')
      expectBaseHeaders(response)
    })
  }
})
