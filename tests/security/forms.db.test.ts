import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHOP_FORMS } from '../../common/shop-forms'
import { contentSeeder } from '../../server/api/content/content.seed'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import { createFormRoutes } from '../../server/web/forms/forms.routes'
import { createFormTokens, formTokenFor } from '../../server/web/forms/form-token'
import type { ApiDeps } from '../../server/api/api-env'
import { startTestServer, type TestServer } from '../support/server'
import { databaseFingerprint } from './fingerprint'
import { graphql, guest } from './shopper'

/**
 * The shop's plain-HTML forms (`/forms/*`), posted the way an outsider would: from another site,
 * without this browser's token or with a forged one (403, nothing changed), and with generated
 * fields (never a 5xx; a refused post changes nothing the shop stores).
 */
const RUNS = 60
const SECRET = 'kestrel-local'

let server: TestServer
let guestCookie: string
const formCookie = randomBytes(32).toString('base64url')
const token = formTokenFor(SECRET, formCookie)

beforeAll(async () => {
  server = await startTestServer({ seeders: [contentSeeder, fixtureSeeder] })
  guestCookie = (await guest(server.origin)).cookie
  // The shop's own platform token (client credentials) is issued on its first use: before any fingerprint.
  await post(SHOP_FORMS.wishlistToggle, new URLSearchParams({ product: 'warm-up', csrf: token }).toString(), {
    origin: server.origin,
  })
})
afterAll(() => server.close())

const FORMS: ReadonlyArray<{ path: string; fields: readonly string[] }> = [
  { path: SHOP_FORMS.bagAdd, fields: ['sku', 'product'] },
  { path: SHOP_FORMS.bagQuantity, fields: ['line', 'quantity'] },
  { path: SHOP_FORMS.bagSize, fields: ['line', 'sku'] },
  { path: SHOP_FORMS.bagRemove, fields: ['line'] },
  { path: SHOP_FORMS.bagMoveToWishlist, fields: ['line'] },
  { path: SHOP_FORMS.bagPromo, fields: ['promoCode'] },
  { path: SHOP_FORMS.wishlistToggle, fields: ['product', 'sku'] },
  { path: SHOP_FORMS.wishlistRemove, fields: ['line'] },
  { path: SHOP_FORMS.wishlistSize, fields: ['line', 'sku'] },
  { path: SHOP_FORMS.wishlistToBag, fields: ['line'] },
  { path: SHOP_FORMS.wishlistAllToBag, fields: [] },
  { path: SHOP_FORMS.checkoutContact, fields: ['email', 'policy'] },
  { path: SHOP_FORMS.checkoutDelivery, fields: ['firstName', 'lastName', 'streetName', 'postalCode', 'city', 'phone'] },
  { path: SHOP_FORMS.orderTracking, fields: ['orderNumber', 'email'] },
  {
    path: SHOP_FORMS.contact,
    fields: ['firstName', 'lastName', 'email', 'phone', 'myQuestion', 'orderNumber', 'comment'],
  },
  { path: SHOP_FORMS.newsletter, fields: ['name', 'email', 'policy'] },
  { path: SHOP_FORMS.consent, fields: ['choice'] },
]

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `${guestCookie}; kestrel_form=${formCookie}`,
      ...headers,
    },
    body,
    signal: AbortSignal.timeout(20_000),
  })

const hostile = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'x\udc00y',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '9'.repeat(300),
  'ž'.repeat(80),
  '//evil.example',
  'https://evil.example/',
)
const text = fc.oneof(hostile, fc.string({ maxLength: 40 }), fc.string({ minLength: 2000, maxLength: 6000 }))

describe('cross-site posts are refused and change nothing', () => {
  for (const form of FORMS) {
    it(`POST ${form.path} from another site, without a token, with a forged token or another browser's: 403`, async () => {
      const before = await databaseFingerprint(server.database.db)
      const fields = new URLSearchParams(form.fields.map((field) => [field, '1']))
      const attempts: Array<[string, Record<string, string>]> = [
        [`${fields}&csrf=${token}`, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
        [`${fields}&csrf=${token}`, { 'sec-fetch-site': 'same-site' }],
        [`${fields}`, {}],
        [`${fields}&csrf=${'A'.repeat(43)}`, {}],
        [`${fields}&csrf=${formTokenFor(SECRET, randomBytes(32).toString('base64url'))}`, {}],
        [`${fields}&csrf=${formTokenFor('another-secret-value', formCookie)}`, {}],
      ]
      for (const [body, headers] of attempts) {
        const response = await post(form.path, body, headers)
        expect(response.status, `${form.path} ${JSON.stringify(headers)} ${body}`).toBe(403)
        expect(response.headers.get('cache-control')).toBe('no-store')
        // Nor does a refused post answer the cookie banner for the browser.
        expect(response.headers.get('set-cookie') ?? '').not.toContain('kestrel_consent')
      }
      expect(await databaseFingerprint(server.database.db)).toBe(before)
    })
  }
})

describe('fuzzed form posts never yield a 5xx, and a refused post changes nothing', () => {
  for (const form of FORMS) {
    it(`POST ${form.path}: ${RUNS} generated posts`, { timeout: 300_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.oneof(fc.constantFrom(...form.fields, 'back'), text), text), { maxLength: 5 }),
          fc.constantFrom('application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'),
          async (pairs, type) => {
            const body = new URLSearchParams([...pairs, ['csrf', token]]).toString()
            const before = await databaseFingerprint(server.database.db)
            const response = await post(form.path, body, { 'content-type': type, origin: server.origin })
            const answer = await response.text()
            expect(response.status, `${form.path} ${body.slice(0, 200)} → ${answer.slice(0, 200)}`).toBeLessThan(500)
            if (response.status >= 400)
              expect(
                await databaseFingerprint(server.database.db),
                `${body.slice(0, 200)} was refused but changed data`,
              ).toBe(before)
            const location = response.headers.get('location')
            // A post only ever returns the shopper to a page of this shop.
            if (location) expect(location.startsWith('/') && !location.startsWith('//')).toBe(true)
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      )
    })
  }
})

describe('well-formed posts that name nothing of the catalog', () => {
  it('a heart naming no product, or a size not its own, is refused (404) and changes nothing', async () => {
    const before = await databaseFingerprint(server.database.db)
    const posts: Array<Record<string, string>> = [{ product: 'rNeu9QK' }, { product: 'rNeu9QK', sku: '1000010138' }]
    for (const fields of posts) {
      const body = new URLSearchParams({ ...fields, back: '/en', csrf: token }).toString()
      const response = await post(SHOP_FORMS.wishlistToggle, body, { origin: server.origin })
      expect(response.status, body).toBe(404)
      expect(await response.text()).toContain('This product could not be found.')
    }
    expect(await databaseFingerprint(server.database.db)).toBe(before)
  })
})

describe("a card's heart", () => {
  it('brings the page back at the heart that was pressed (`at`), and only at an id the page could have', async () => {
    // A browser of its own: its hearts fill no other test's wishlist.
    const shopper = await guest(server.origin)
    const { product } = await graphql<{ product: { id: string } }>(
      server.origin,
      shopper.token,
      '{ product(sku: "1000010138") { id } }',
    )
    const press = async (at: string) => {
      const body = new URLSearchParams({ product: product.id, back: '/en/women?page=2', csrf: token }).toString()
      const response = await post(`${SHOP_FORMS.wishlistToggle}?at=${encodeURIComponent(at)}`, body, {
        origin: server.origin,
        cookie: `${shopper.cookie}; kestrel_form=${formCookie}`,
      })
      expect(response.status, at).toBe(303)
      return response.headers.get('location')
    }
    expect(await press('heart-r1')).toBe('/en/women?page=2#heart-r1')
    for (const at of ['//evil.example', 'x"><script>alert(1)</script>', '../../etc', 'a'.repeat(65)])
      expect(await press(at)).toBe('/en/women?page=2')
  })
})

describe('the newsletter sign-up', () => {
  const subscriptions = async (email: string) =>
    (
      await sql<{ email: string; locale: string; consent_keys: unknown }>`
        select email, locale, consent_keys from newsletter_subscriptions where email = ${email}`.execute(
        server.database.db,
      )
    ).rows
  const signUp = (fields: Record<string, string>) =>
    post(SHOP_FORMS.newsletter, new URLSearchParams({ ...fields, back: '/en/women#filters', csrf: token }).toString(), {
      origin: server.origin,
    })

  it('is kept under the lower-cased address with the consents, and the page comes back at the block', async () => {
    const response = await signUp({ email: ' Jana.Forms@Example.com ', policy: 'on' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en/women?newsletter=sent#newsletter')
    expect(await subscriptions('jana.forms@example.com')).toEqual([
      {
        email: 'jana.forms@example.com',
        locale: 'en',
        consent_keys: ['newsletter', 'privacyPolicy', 'termsAndConditions'],
      },
    ])
  })

  it("an address that is not one, or the policy box left unticked, comes back with the fields' errors", async () => {
    const before = await databaseFingerprint(server.database.db)
    for (const [fields, answer] of [
      [{ email: 'not-an-email', policy: 'on' }, 'email:email'],
      [{ email: 'eva.forms@example.com' }, 'policy:required'],
      [{ email: `${'a'.repeat(70)}@example.com` }, 'email:maxCharacters|policy:required'],
    ] as const) {
      const response = await signUp(fields)
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(
        `/en/women?${new URLSearchParams({ newsletter: answer })}#newsletter`,
      )
    }
    expect(await databaseFingerprint(server.database.db)).toBe(before)
    expect(await subscriptions('eva.forms@example.com')).toEqual([])
  })
})

describe("another shopper's wishlist", () => {
  it('its lines are not found from this browser: removing, resizing or sending them to the bag changes nothing', async () => {
    const other = await guest(server.origin)
    const created = await graphql<{ createMyShoppingList: { id: string; version: number } }>(
      server.origin,
      other.token,
      'mutation { createMyShoppingList(draft: { name: [{ locale: "en", value: "Wishlist" }] }) { id version } }',
    )
    const { id, version } = created.createMyShoppingList
    const saved = await graphql<{ updateMyShoppingList: { lineItems: Array<{ id: string }> } }>(
      server.origin,
      other.token,
      `mutation { updateMyShoppingList(id: "${id}", version: ${version}, actions: [{ addLineItem: { sku: "1000010138", quantity: 1 } }]) { lineItems { id } } }`,
    )
    const line = saved.updateMyShoppingList.lineItems[0]!.id
    const before = await databaseFingerprint(server.database.db)
    for (const [path, fields] of [
      [SHOP_FORMS.wishlistRemove, { line }],
      [SHOP_FORMS.wishlistSize, { line, sku: '1000010139' }],
      [SHOP_FORMS.wishlistToBag, { line }],
      [SHOP_FORMS.wishlistAllToBag, {}],
    ] as const) {
      const body = new URLSearchParams({ ...fields, back: '/en/my-account/wishlist', csrf: token }).toString()
      const response = await post(path, body, { origin: server.origin })
      expect(response.status, path).toBe(303)
      expect(response.headers.get('location'), path).toBe('/en/my-account/wishlist')
    }
    expect(await databaseFingerprint(server.database.db)).toBe(before)
    const still = await graphql<{ me: { shoppingLists: { results: Array<{ lineItems: Array<{ id: string }> }> } } }>(
      server.origin,
      other.token,
      '{ me { shoppingLists { results { lineItems { id } } } } }',
    )
    expect(still.me.shoppingLists.results[0]!.lineItems.map((item) => item.id)).toEqual([line])
  })
})

describe('a post to a page: a form only the code takes, sent without scripts', () => {
  it('is refused with a page saying so, reads nothing of the form and changes nothing', async () => {
    const before = await databaseFingerprint(server.database.db)
    for (const [path, message] of [
      ['/en/log-in', 'This form needs JavaScript. Please turn it on in your browser and try again.'],
      ['/en/create-account?next=%2Fen', 'This form needs JavaScript.'],
      ['/', 'Tento formulář potřebuje JavaScript.'],
    ] as const) {
      const body = new URLSearchParams({ email: 'jana.novakova@example.com', password: 'Kestrel-demo-1' }).toString()
      const response = await post(path, body, { origin: server.origin })
      const page = await response.text()
      expect(response.status, path).toBe(400)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(page).toContain(message)
      expect(page).not.toContain('Kestrel-demo-1')
      expect(response.headers.get('set-cookie') ?? '').not.toContain('kestrel_sid')
    }
    expect(await databaseFingerprint(server.database.db)).toBe(before)
  })
})

describe('the security suite keeps up with the forms', () => {
  it('every form route has a row here (a new form gets one)', () => {
    const served = createFormRoutes({} as ApiDeps, createFormTokens(SECRET))
      .routes.filter((route) => route.method === 'POST')
      .map((route) => `/forms${route.path}`)
    expect(served.sort()).toEqual(FORMS.map((form) => form.path).sort())
    expect(Object.values(SHOP_FORMS).sort()).toEqual(FORMS.map((form) => form.path).sort())
  })
})
