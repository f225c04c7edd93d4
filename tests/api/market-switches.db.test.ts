import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSeeder } from '../../server/api/content/content.seed'
import { commerceCatalogSeeder } from '../../server/platform/commerce/catalog.seed'
import { formTokenFor } from '../../server/web/forms/form-token'
import { api, graphql, guest } from '../security/shopper'
import { startTestServer, type TestServer } from '../support/server'

/**
 * The market's switches (spec 1.2) as the server honours them, each flipped the way an editor does
 * (the content API, one language's save setting every language): with try and buy off no store is
 * offered or listed for it and an order to be delivered by it is refused; with bot protection on every
 * protected form (newsletter, contact, its plain-HTML post, sign-up) refuses a missing or forged token
 * and takes a solved one; the extended newsletter form's name is required; the club and the live chat
 * answer only where they are on.
 */
let server: TestServer
const EDITOR = { authorization: `Basic ${Buffer.from('kestrel-local:kestrel-local').toString('base64')}` }
let nextAddress = 10
const fromNewAddress = () => `198.51.100.${nextAddress++}`

beforeAll(async () => {
  server = await startTestServer({
    seeders: [contentSeeder, commerceCatalogSeeder],
    env: { TRUSTED_PROXY_HOPS: '1' },
  })
}, 180_000)
afterAll(() => server?.close())

type Switches = Record<string, unknown>

/** Saves the Czech site settings with these switches changed, as an editor does (they hold in every language). */
async function setSwitches(change: Switches) {
  const url = `${server.origin}/api/content/site-settings?locale=cs-CZ`
  const settings = ((await (await fetch(url)).json()) as { data: { marketFeatures: Switches } }).data
  settings.marketFeatures = { ...settings.marketFeatures, ...change }
  const saved = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...EDITOR },
    body: JSON.stringify(settings),
  })
  expect(saved.status).toBe(200)
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': fromNewAddress(), ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> }
}

async function solvedToken(): Promise<string> {
  const challenge = (await (await fetch(`${server.origin}/platform/bot-protection/challenge`)).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** A token that looks like one but answers no challenge the service issued. */
const forgedToken = () =>
  Buffer.from(
    JSON.stringify({
      challenge: { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab', salt: 'cd', cost: 1 }, signature: 'ef' },
      solution: { counter: 1, derivedKey: '00' },
    }),
  ).toString('base64')

describe('try and buy (hasTryAndBuy)', () => {
  const SKU = '13000304040350'

  /** A guest's cart with one pair, to be delivered by `method`, and the shop's answer to ordering it. */
  async function orderDeliveredBy(method: string) {
    const shopper = await guest(server.origin)
    type Cart = { id: string; version: number }
    const created = await graphql<{ createMyCart: Cart }>(
      server.origin,
      shopper.token,
      `mutation { createMyCart(storeKey: "CZ-web", draft: { currency: "CZK", country: "CZ", lineItems: [{ sku: "${SKU}", quantity: 1, distributionChannel: { key: "CZ-web", typeId: "channel" }, supplyChannel: { key: "CZ-web", typeId: "channel" } }], shippingAddress: { country: "CZ" } }) { id version } }`,
    )
    const address = {
      firstName: 'Test',
      lastName: 'Shopper',
      streetName: 'Na Příkopě 22',
      postalCode: '11000',
      city: 'Praha',
      country: 'CZ',
      email: 'shopper@example.com',
    }
    const updated = await graphql<{ updateMyCart: Cart }>(
      server.origin,
      shopper.token,
      `
        mutation Fill($id: String!, $version: Long!, $actions: [MyCartUpdateAction!]!) {
          updateMyCart(id: $id, version: $version, storeKey: "CZ-web", actions: $actions) {
            id
            version
          }
        }
      `,
      {
        id: created.createMyCart.id,
        version: created.createMyCart.version,
        actions: [
          { setCustomerEmail: { email: 'shopper@example.com' } },
          { setShippingMethod: { shippingMethod: { key: method, typeId: 'shipping-method' } } },
          { setShippingAddress: { address } },
          { setBillingAddress: { address } },
        ],
      },
    )
    return api(server.origin, '/api/orders', {
      cookie: shopper.cookie,
      body: { cartId: updated.updateMyCart.id, version: updated.updateMyCart.version },
    })
  }

  const servicesOf = (answer: { json: unknown }, list: 'stores' | 'results') =>
    ((answer.json as { data: Record<string, Array<{ services: string[] }>> }).data[list] ?? []).flatMap(
      (store) => store.services,
    )

  it('off: no store is offered or listed for it, and an order to be delivered by it is refused', async () => {
    await setSwitches({ hasTryAndBuy: false })
    const offered = await api(server.origin, '/api/checkout/places/stores?service=tryAndBuy', { method: 'GET' })
    expect(offered.status).toBe(404)
    const collect = await api(server.origin, '/api/checkout/places/stores?service=clickAndCollect&limit=50', {
      method: 'GET',
    })
    expect(collect.status).toBe(200)
    expect(servicesOf(collect, 'results')).toContain('clickAndCollect')
    expect(servicesOf(collect, 'results')).not.toContain('tryAndBuy')
    const locator = await api(server.origin, '/api/stores', { method: 'GET' })
    expect(locator.status).toBe(200)
    expect(servicesOf(locator, 'stores').length).toBeGreaterThan(0)
    expect(servicesOf(locator, 'stores')).not.toContain('tryAndBuy')

    const refused = await orderDeliveredBy('CR')
    expect(refused.status).toBe(422)
    expect(refused.json).toMatchObject({ code: 'TryAndBuyUnavailable' })
    // Other methods are ordered as before.
    expect((await orderDeliveredBy('CC')).status).toBe(201)
  })

  it('on: only the stores offering it are offered for it, and the order is taken', async () => {
    await setSwitches({ hasTryAndBuy: true })
    try {
      const offered = await api(server.origin, '/api/checkout/places/stores?service=tryAndBuy&limit=50', {
        method: 'GET',
      })
      expect(offered.status).toBe(200)
      const stores = (offered.json as { data: { results: Array<{ services: string[] }> } }).data.results
      expect(stores.length).toBeGreaterThan(0)
      expect(stores.every((store) => store.services.includes('tryAndBuy'))).toBe(true)
      const all = await api(server.origin, '/api/checkout/places/stores?limit=50', { method: 'GET' })
      expect((all.json as { data: { results: unknown[] } }).data.results.length).toBeGreaterThan(stores.length)
      expect(servicesOf(await api(server.origin, '/api/stores', { method: 'GET' }), 'stores')).toContain('tryAndBuy')
      expect((await orderDeliveredBy('CR')).status).toBe(201)
    } finally {
      await setSwitches({ hasTryAndBuy: false })
    }
  })
})

describe('bot protection (the bot-protection flag)', () => {
  const newsletter = (token: string | null, extra: Record<string, unknown> = {}) =>
    post('/api/email-subscription', {
      email: `odber-${randomBytes(4).toString('hex')}@example.cz`,
      newsletterKey: 'newsletter',
      privacyPolicyKey: 'privacyPolicy',
      termsAndConditionsKey: 'termsAndConditions',
      locale: 'cs-CZ',
      altchaToken: token,
      ...extra,
    })
  const contact = (token: string | null) =>
    post('/api/contact', {
      email: 'petra.kralova@example.com',
      firstName: 'Petra',
      lastName: 'Králová',
      phone: '+420 777123456',
      myQuestion: 'laceRequest',
      comment: 'Dobrý den, prosím o náhradní tkaničky.',
      locale: 'cs-CZ',
      altchaToken: token,
    })
  const signUp = (token: string | null) =>
    post('/api/account/sign-up', {
      firstName: 'Eliška',
      lastName: 'Dvořáková',
      email: `ucet-${randomBytes(4).toString('hex')}@example.cz`,
      password: 'Heslo-2026-kestrel',
      passwordConfirmation: 'Heslo-2026-kestrel',
      consents: { termsAndConditions: true, privacyPolicy: true, newsletter: false, loyaltyConsent: false },
      locale: 'cs-CZ',
      altchaToken: token,
    })
  const formCookie = randomBytes(32).toString('base64url')
  const plainContact = () =>
    fetch(`${server.origin}/forms/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `kestrel_form=${formCookie}`,
        'x-forwarded-for': fromNewAddress(),
      },
      body: new URLSearchParams({
        email: 'petra.kralova@example.com',
        firstName: 'Petra',
        lastName: 'Králová',
        phone: '+420 777123456',
        myQuestion: 'laceRequest',
        orderNumber: '',
        comment: 'Dobrý den, prosím o náhradní tkaničky.',
        csrf: formTokenFor('kestrel-local', formCookie),
        back: '/kontakt',
      }).toString(),
    })

  it('on: every protected form refuses a missing or forged token and takes a solved one', async () => {
    await setSwitches({ hasBotProtection: true })
    try {
      for (const form of [newsletter, contact, signUp]) {
        expect((await form(null)).status).toBe(400)
        expect((await form(forgedToken())).status).toBe(400)
      }
      const plain = await plainContact()
      expect(plain.status).toBe(303)
      expect(plain.headers.get('location')).toMatch(/contact=botProtection$/)

      expect((await newsletter(await solvedToken())).status).toBe(201)
      expect((await contact(await solvedToken())).status).toBe(201)
      // A token is good once.
      const token = await solvedToken()
      expect((await newsletter(token)).status).toBe(201)
      expect((await newsletter(token)).status).toBe(400)
    } finally {
      await setSwitches({ hasBotProtection: false })
    }
  }, 120_000)

  it('off: the forms take no token, and a forged one sent is still refused', async () => {
    expect((await newsletter(null)).status).toBe(201)
    expect((await contact(null)).status).toBe(201)
    expect((await signUp(null)).status).toBe(201)
    expect((await plainContact()).headers.get('location')).toMatch(/contact=sent$/)
    expect((await newsletter(forgedToken())).status).toBe(400)
  })
})

describe('the extended newsletter form (hasExtendedNewsletterForm)', () => {
  const subscribe = (name?: string) =>
    post('/api/email-subscription', {
      email: `jmeno-${randomBytes(4).toString('hex')}@example.cz`,
      ...(name === undefined ? {} : { name }),
      newsletterKey: 'newsletter',
      privacyPolicyKey: 'privacyPolicy',
      termsAndConditionsKey: 'termsAndConditions',
      locale: 'en',
      altchaToken: null,
    })

  it('asks a name only where the market has it', async () => {
    expect((await subscribe()).status).toBe(201)
    await setSwitches({ hasExtendedNewsletterForm: true })
    try {
      expect((await subscribe()).status).toBe(400)
      expect((await subscribe('  ')).status).toBe(400)
      expect((await subscribe('Jana')).status).toBe(201)
    } finally {
      await setSwitches({ hasExtendedNewsletterForm: false })
    }
  })
})

describe('the club and the live chat (isMarketWithLoyalty, liveChat.enabled)', () => {
  it('answer only where they are on', async () => {
    const shopper = await guest(server.origin)
    const club = () => api(server.origin, '/api/loyalty', { method: 'GET', cookie: shopper.cookie })
    const chat = () => post('/api/live-chat/session', {}, { cookie: shopper.cookie })
    expect((await club()).status).toBe(403)
    expect((await chat()).status).not.toBe(404)
    await setSwitches({ isMarketWithLoyalty: false, liveChat: { enabled: false, solution: 'widget' } })
    try {
      expect((await club()).status).toBe(404)
      expect((await chat()).status).toBe(404)
    } finally {
      await setSwitches({ isMarketWithLoyalty: true, liveChat: { enabled: true, solution: 'widget' } })
    }
  })
})
