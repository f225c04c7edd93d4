import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../../server/api/api.routes'
import type { ApiDeps } from '../../server/api/api-env'
import { contentSeeder } from '../../server/api/content/content.seed'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import { startTestServer, type TestServer } from '../support/server'
import { watchDatabase } from './fingerprint'
import { guest, signIn } from './shopper'

/**
 * Every route of the shop's own API, fuzzed the way an outsider would: generated bodies, query
 * strings and path segments (wrong types, missing and extra fields, NUL bytes, lone surrogates,
 * huge and hostile strings, broken JSON). No answer may be a 5xx, and a refused write changes
 * nothing that the shop stores.
 */

const RUNS = 200

let server: TestServer
let origin: string
let guestCookie: string
let customerCookie: string

beforeAll(async () => {
  server = await startTestServer({ seeders: [contentSeeder, fixtureSeeder] })
  origin = server.origin
  guestCookie = (await guest(origin)).cookie
  customerCookie = (await signIn(origin, { email: 'jana@example.cz', password: 'heslo123' })).cookie
  // The API's own platform token is issued at its first use: a stored token no fuzzed request should be blamed for.
  await fetch(`${origin}/api/account/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'warm-up' }),
  })
})
afterAll(() => server.close())

const hostile = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '%00',
  '%',
  '../../etc/passwd',
  '..%2f..%2f',
  "' OR 1=1 --",
  '"; DROP TABLE content_entries; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '\u202e',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '__proto__',
  'constructor',
  'Bearer x',
  '9'.repeat(300),
  'ž'.repeat(80),
  '\n\r\t',
  'CZ-web',
  'cs-CZ',
  'en',
  '1000010138',
  'jana@example.cz',
)
const text = fc.oneof(
  { weight: 3, arbitrary: hostile },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 2000, maxLength: 12000 }) },
)
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(Number.MAX_SAFE_INTEGER * 8, -1, 0, 2 ** 31),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(text, tie('value'), { maxKeys: 3 }),
  ),
})).value

/** A body built from the route's own field names (so validation goes deep) or anything at all. */
function jsonBody(fields: readonly string[]): fc.Arbitrary<string> {
  const shaped = fc.record(Object.fromEntries(fields.map((field) => [field, value])), { requiredKeys: [] })
  return fc.oneof(
    { weight: 4, arbitrary: shaped.map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: fc.jsonValue().map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: text },
  )
}
/** Percent-encoding that also carries lone surrogates (as their WTF-8 bytes), which encodeURIComponent refuses. */
function percent(item: string): string {
  let out = ''
  for (const char of item) {
    const unit = char.codePointAt(0)!
    if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    } else out += encodeURIComponent(char)
  }
  return out
}
const queryOf = (fields: readonly string[]) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...fields), text), text), { maxLength: 4 })
    .map((pairs) => pairs.map(([key, item]) => `${percent(key)}=${percent(item)}`).join('&'))
const segment = text.map((item) => percent(item).slice(0, 2000) || '%20')

type Identity = 'none' | 'guest' | 'customer' | 'editor'
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** `{}` marks a path segment that is fuzzed. */
  path: string
  identity: Identity
  body?: 'json' | 'form'
  fields: readonly string[]
}

const payment = [
  'orderId',
  'cartId',
  'sessionId',
  'reference',
  'returnPath',
  'locale',
  'paymentMethod',
  'redirectResult',
]
const address = ['version', 'addressId', 'address', 'setDefault', 'setDefaultBilling']
const API_ROUTES: readonly Route[] = [
  { method: 'GET', path: '/api/health', identity: 'none', fields: ['x'] },
  { method: 'GET', path: '/api/content/layout', identity: 'none', fields: ['locale'] },
  { method: 'GET', path: '/api/content/{}', identity: 'none', fields: ['locale'] },
  {
    method: 'PUT',
    path: '/api/content/{}',
    identity: 'editor',
    body: 'json',
    fields: ['locale', 'usp', 'countdown', 'home', 'items'],
  },
  { method: 'GET', path: '/api/pages', identity: 'none', fields: ['path', 'locale', 'preview'] },
  {
    method: 'PUT',
    path: '/api/pages',
    identity: 'editor',
    body: 'json',
    fields: ['path', 'locale', 'status', 'kind', 'title', 'description', 'date', 'blocks'],
  },
  { method: 'POST', path: '/api/pages/publish', identity: 'editor', fields: ['path', 'locale'] },
  { method: 'POST', path: '/api/preview/link', identity: 'editor', body: 'json', fields: ['path', 'minutes'] },
  { method: 'GET', path: '/api/preview/start', identity: 'none', fields: ['redirect', 'expires', 'signature'] },
  { method: 'GET', path: '/api/preview/clear', identity: 'none', fields: ['redirect'] },
  { method: 'GET', path: '/api/session', identity: 'guest', fields: ['x'] },
  { method: 'POST', path: '/api/session/sign-in', identity: 'guest', body: 'json', fields: ['email', 'password'] },
  { method: 'POST', path: '/api/session/sign-out', identity: 'none', body: 'json', fields: ['x'] },
  {
    method: 'POST',
    path: '/api/graphql',
    identity: 'guest',
    body: 'json',
    fields: ['query', 'variables', 'operationName'],
  },
  {
    method: 'POST',
    path: '/api/account/sign-up',
    identity: 'none',
    body: 'json',
    fields: [
      'firstName',
      'lastName',
      'email',
      'password',
      'passwordConfirmation',
      'dateOfBirth',
      'countryCode',
      'phoneNumber',
      'gender',
      'consents',
      'locale',
      'altchaToken',
    ],
  },
  { method: 'POST', path: '/api/account/verify-email', identity: 'none', body: 'json', fields: ['token'] },
  {
    method: 'POST',
    path: '/api/account/resend-verification',
    identity: 'none',
    body: 'json',
    fields: ['email', 'locale'],
  },
  { method: 'POST', path: '/api/account/forgot-password', identity: 'none', body: 'json', fields: ['email', 'locale'] },
  {
    method: 'POST',
    path: '/api/account/reset-password',
    identity: 'none',
    body: 'json',
    fields: ['token', 'password'],
  },
  {
    method: 'POST',
    path: '/api/account/change-password',
    identity: 'customer',
    body: 'json',
    fields: ['currentPassword', 'newPassword'],
  },
  { method: 'GET', path: '/api/account/passkeys', identity: 'customer', fields: ['x'] },
  { method: 'POST', path: '/api/account/passkeys/register-options', identity: 'customer', body: 'json', fields: ['x'] },
  {
    method: 'POST',
    path: '/api/account/passkeys/register',
    identity: 'customer',
    body: 'json',
    fields: ['response', 'name'],
  },
  { method: 'DELETE', path: '/api/account/passkeys/{}', identity: 'customer', fields: ['x'] },
  { method: 'POST', path: '/api/account/passkeys/sign-in-options', identity: 'none', body: 'json', fields: ['x'] },
  { method: 'POST', path: '/api/account/passkeys/sign-in', identity: 'none', body: 'json', fields: ['response'] },
  { method: 'GET', path: '/api/user/get-user', identity: 'customer', fields: ['x'] },
  {
    method: 'PUT',
    path: '/api/user/update-user',
    identity: 'customer',
    body: 'json',
    fields: ['version', 'firstName', 'lastName', 'email', 'dateOfBirth', 'phoneNumber', 'countryCode', 'gender'],
  },
  { method: 'GET', path: '/api/addresses/get-addresses', identity: 'customer', fields: ['x'] },
  { method: 'POST', path: '/api/addresses/add-address', identity: 'customer', body: 'json', fields: address },
  { method: 'PUT', path: '/api/addresses/update-address', identity: 'customer', body: 'json', fields: address },
  { method: 'DELETE', path: '/api/addresses/delete-address', identity: 'customer', body: 'json', fields: address },
  {
    method: 'PUT',
    path: '/api/addresses/set-default-address',
    identity: 'customer',
    body: 'json',
    fields: ['version', 'addressId', 'kind', 'title'],
  },
  { method: 'GET', path: '/api/subscriptions', identity: 'customer', fields: ['x'] },
  { method: 'PUT', path: '/api/subscriptions', identity: 'customer', body: 'json', fields: ['newsletter', 'locale'] },
  { method: 'GET', path: '/api/loyalty', identity: 'customer', fields: ['x'] },
  { method: 'POST', path: '/api/loyalty/join', identity: 'customer', body: 'json', fields: ['loyaltyConsent'] },
  { method: 'GET', path: '/api/loyalty/pass.svg', identity: 'customer', fields: ['x'] },
  { method: 'GET', path: '/api/loyalty/history', identity: 'customer', fields: ['page', 'perPage'] },
  {
    method: 'POST',
    path: '/api/cart/create-cart',
    identity: 'guest',
    body: 'json',
    fields: ['locale', 'storeKey', 'currency', 'country', 'deliveryMethodId'],
  },
  {
    method: 'POST',
    path: '/api/email-subscription',
    identity: 'none',
    body: 'json',
    fields: ['email', 'name', 'newsletterKey', 'privacyPolicyKey', 'termsAndConditionsKey', 'locale', 'altchaToken'],
  },
  {
    method: 'POST',
    path: '/api/contact',
    identity: 'none',
    body: 'json',
    fields: [
      'email',
      'firstName',
      'lastName',
      'phone',
      'myQuestion',
      'orderNumber',
      'comment',
      'locale',
      'altchaToken',
    ],
  },
  { method: 'GET', path: '/api/products/{}', identity: 'none', fields: ['locale'] },
  { method: 'GET', path: '/api/products/{}/reviews', identity: 'none', fields: ['locale'] },
  { method: 'GET', path: '/api/products/{}/recommendations', identity: 'none', fields: ['locale'] },
  { method: 'POST', path: '/api/notify-me', identity: 'none', body: 'json', fields: ['email', 'sku', 'locale'] },
  { method: 'GET', path: '/api/stores-availability', identity: 'none', fields: ['sku'] },
  { method: 'GET', path: '/api/stores', identity: 'none', fields: ['q', 'lat', 'lng'] },
  {
    method: 'POST',
    path: '/api/checkout/validate-address',
    identity: 'none',
    body: 'json',
    fields: ['firstName', 'streetName', 'postalCode', 'city', 'country', 'addressType', 'carrier'],
  },
  {
    method: 'GET',
    path: '/api/checkout/places/stores',
    identity: 'none',
    fields: ['q', 'carrier', 'limit', 'service'],
  },
  { method: 'GET', path: '/api/checkout/places/parcel-shops', identity: 'none', fields: ['q', 'carrier', 'limit'] },
  { method: 'POST', path: '/api/orders', identity: 'guest', body: 'json', fields: ['cartId', 'version'] },
  { method: 'GET', path: '/api/orders/{}/document', identity: 'guest', fields: ['locale'] },
  {
    method: 'POST',
    path: '/api/order-tracking',
    identity: 'none',
    body: 'json',
    fields: ['orderNumber', 'email', 'locale'],
  },
  { method: 'GET', path: '/api/order-tracking/{}', identity: 'customer', fields: ['locale'] },
  {
    method: 'POST',
    path: '/api/order-tracking/{}/returns',
    identity: 'customer',
    body: 'json',
    fields: ['requestId', 'items', 'reason', 'method', 'locale'],
  },
  { method: 'GET', path: '/api/order-tracking/{}/returns/{}/label', identity: 'customer', fields: ['locale'] },
  { method: 'POST', path: '/api/live-chat/session', identity: 'none', body: 'json', fields: ['visitorId'] },
  { method: 'POST', path: '/api/payment/session', identity: 'guest', body: 'json', fields: payment },
  { method: 'POST', path: '/api/payment/payments', identity: 'guest', body: 'json', fields: payment },
  { method: 'POST', path: '/api/payment/wallet-signature', identity: 'guest', body: 'json', fields: payment },
  { method: 'POST', path: '/api/payment/details', identity: 'guest', body: 'json', fields: payment },
]

function credentials(identity: Identity): Record<string, string> {
  if (identity === 'guest') return { cookie: guestCookie }
  if (identity === 'customer') return { cookie: customerCookie }
  if (identity === 'editor') return { authorization: `Basic ${btoa('kestrel-local:kestrel-local')}` }
  return {}
}

function requestOf(route: Route) {
  const segments = route.path.split('{}').length - 1
  return fc.record({
    segments: fc.array(segment, { minLength: segments, maxLength: segments }),
    query: queryOf(route.fields),
    body:
      route.body === 'form'
        ? queryOf(route.fields)
        : route.body === 'json'
          ? jsonBody(route.fields)
          : fc.constant(undefined),
    contentType: fc.constantFrom('default', 'text/plain', 'none'),
  })
}

describe('fuzzed input never yields a 5xx and a refused write changes nothing', () => {
  for (const route of API_ROUTES) {
    it(`${route.method} ${route.path}: ${RUNS} generated requests`, { timeout: 300_000 }, async () => {
      const writes = route.method !== 'GET'
      const seen = new Map<number, number>()
      const database = watchDatabase(server.database.db)
      await fc.assert(
        fc.asyncProperty(requestOf(route), async (request) => {
          let index = 0
          const path = route.path.replace(/\{\}/g, () => request.segments[index++]!)
          const url = `${origin}${path}${request.query ? `?${request.query}` : ''}`
          const defaultType = route.body === 'form' ? 'application/x-www-form-urlencoded' : 'application/json'
          const type =
            request.contentType === 'default'
              ? defaultType
              : request.contentType === 'text/plain'
                ? 'text/plain'
                : undefined
          const before = writes ? await database.fingerprint() : ''
          const response = await fetch(url, {
            method: route.method,
            headers: {
              ...credentials(route.identity),
              ...(type && request.body !== undefined ? { 'content-type': type } : {}),
            },
            ...(request.body === undefined ? {} : { body: request.body }),
            // A redirect is an answer of its own (preview mode's exit); where it leads is not this route.
            redirect: 'manual',
            signal: AbortSignal.timeout(20_000),
          })
          const answer = await response.text()
          seen.set(response.status, (seen.get(response.status) ?? 0) + 1)
          expect(
            response.status,
            `${route.method} ${url} ${String(request.body).slice(0, 200)} → ${answer.slice(0, 200)}`,
          ).toBeLessThan(500)
          if (response.status >= 400) {
            // The HTTP server itself refuses an oversized request line (431) before the shop sees it.
            if (response.status !== 431)
              expect(
                () => JSON.parse(answer),
                `a JSON error body, not ${response.status} ${answer.slice(0, 80)}`,
              ).not.toThrow()
            if (writes) expect(await database.fingerprint(), `${url} was refused but changed data`).toBe(before)
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      )
      expect([...seen.values()].reduce((sum, count) => sum + count, 0)).toBe(RUNS)
    })
  }
})

describe('the watch on the database', () => {
  it('sees a write, and only a write', async () => {
    const database = watchDatabase(server.database.db)
    const before = await database.fingerprint()
    await fetch(`${origin}/api/products/none`)
    expect(await database.fingerprint()).toBe(before)
    await sql`UPDATE content_entries SET updated_at = now() + interval '1 day'`.execute(server.database.db)
    expect(await database.fingerprint()).not.toBe(before)
  })
})

describe('the security suite keeps up with the API', () => {
  /** `:kind{stores|parcel-shops}` stands for each of its alternatives; any other `:param` for any segment. */
  const expand = (path: string): string[] => {
    const choice = /:[A-Za-z]+\{([^}]+)\}/.exec(path)
    return choice ? choice[1]!.split('|').flatMap((option) => expand(path.replace(choice[0], option))) : [path]
  }
  const covers = (served: string, listed: string) => {
    const [a, b] = [served.split('/'), listed.split('/')]
    return (
      a.length === b.length && a.every((part, index) => part === b[index] || part.startsWith(':') || b[index] === '{}')
    )
  }

  it('every route the API serves has a row here (a new route gets one)', () => {
    const served = createApi({} as ApiDeps)
      .routes.filter((route) => route.method !== 'ALL')
      .flatMap((route) =>
        expand(`/api${route.path}`.replace(/\/$/, '')).map((path) => ({ method: route.method, path })),
      )
    const missing = served.filter(
      (route) => !API_ROUTES.some((listed) => listed.method === route.method && covers(route.path, listed.path)),
    )
    expect(missing).toEqual([])
    const stale = API_ROUTES.filter(
      (listed) => !served.some((route) => route.method === listed.method && covers(route.path, listed.path)),
    )
    expect(stale).toEqual([])
  })
})
