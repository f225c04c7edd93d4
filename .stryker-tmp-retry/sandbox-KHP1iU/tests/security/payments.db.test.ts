// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sql } from 'kysely'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import { startTestServer, type TestServer } from '../support/server'
import { api, cards, guest, pay, paymentSession, paymentStateOf, placeOrder, type Shopper } from './shopper'

let server: TestServer
let origin: string
/** Everything the server wrote to its logs while under attack. */
const logged: string[] = []
const secretsSeen = new Set<string>()

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation(
      (...items: unknown[]) =>
        void logged.push(
          items
            .map((item) =>
              item instanceof Error
                ? `${item.message} ${item.stack}`
                : typeof item === 'string'
                  ? item
                  : JSON.stringify(item),
            )
            .join(' '),
        ),
    )
  }
  server = await startTestServer({ seeders: [fixtureSeeder] })
  origin = server.origin
})
afterAll(() => server.close())

/** Payment attempts the provider authorised for these merchant references (its ledger, read from the database). */
async function authorisations(references: string[]): Promise<number> {
  const { rows } = await sql<{ count: string | number }>`
    SELECT count(*) AS count FROM payment_attempts WHERE result_code = 'Authorised' AND reference IN (${sql.join(references)})`.execute(
    server.database.db,
  )
  return Number(rows[0]!.count)
}

/** Pays with the 3-D Secure challenge card, completes the challenge page and answers the `redirectResult` it returns. */
async function challengeResult(shopper: Shopper, orderId: string) {
  const session = await paymentSession(origin, shopper, orderId)
  const started = await pay(origin, shopper, orderId, session, cards.challenge)
  expect(started.json.data).toMatchObject({ resultCode: 'ChallengeShopper' })
  const actionPath = (started.json.data as { action: { url: string } }).action.url
  const back = await fetch(`${origin}${actionPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=complete',
    redirect: 'manual',
  })
  expect(back.status).toBe(303)
  const redirectResult = new URL(back.headers.get('location')!).searchParams.get('redirectResult')!
  secretsSeen.add(redirectResult).add(shopper.token)
  return { session, redirectResult }
}

describe('a payment result is bound to its order and usable once', () => {
  it('refuses one order’s 3-D Secure result for another order, the shopper’s own or someone else’s', async () => {
    const attacker = await guest(origin)
    const victim = await guest(origin)
    const cheap = await placeOrder(origin, attacker)
    const ownOther = await placeOrder(origin, attacker, '1000020238')
    const victimsOrder = await placeOrder(origin, victim)
    const { redirectResult } = await challengeResult(attacker, cheap)

    const onOwnOther = await api(origin, '/api/payment/details', {
      cookie: attacker.cookie,
      body: { orderId: ownOther, redirectResult },
    })
    expect(onOwnOther.status).toBe(409)
    expect(onOwnOther.json.error).toBe('This payment result does not belong to this order or has already been used')
    const onVictims = await api(origin, '/api/payment/details', {
      cookie: attacker.cookie,
      body: { orderId: victimsOrder, redirectResult },
    })
    expect(onVictims.status).toBe(404)
    const asVictim = await api(origin, '/api/payment/details', {
      cookie: victim.cookie,
      body: { orderId: victimsOrder, redirectResult },
    })
    expect(asVictim.status).toBe(409)
    expect((await paymentStateOf(origin, attacker, ownOther))?.paymentState).not.toBe('Paid')
    expect((await paymentStateOf(origin, victim, victimsOrder))?.paymentState).not.toBe('Paid')

    const own = await api(origin, '/api/payment/details', {
      cookie: attacker.cookie,
      body: { orderId: cheap, redirectResult },
    })
    expect(own).toMatchObject({ status: 200, json: { data: { orderId: cheap, resultCode: 'Authorised' } } })
    expect((await paymentStateOf(origin, attacker, cheap))?.paymentState).toBe('Paid')

    // Used once: sent again, for the same or another order, it changes nothing.
    const again = await api(origin, '/api/payment/details', {
      cookie: attacker.cookie,
      body: { orderId: cheap, redirectResult },
    })
    expect(again.status).toBe(409)
    const later = await api(origin, '/api/payment/details', {
      cookie: attacker.cookie,
      body: { orderId: ownOther, redirectResult },
    })
    expect(later.status).toBe(409)
    expect((await paymentStateOf(origin, attacker, ownOther))?.paymentState).not.toBe('Paid')
  })

  it('lets a new attempt replace an abandoned 3-D Secure check, whose result then settles nothing', async () => {
    const shopper = await guest(origin)
    const orderId = await placeOrder(origin, shopper)
    const abandoned = await challengeResult(shopper, orderId)
    const retry = await paymentSession(origin, shopper, orderId)
    expect((await pay(origin, shopper, orderId, retry)).json.data).toMatchObject({ resultCode: 'Authorised' })
    const late = await api(origin, '/api/payment/details', {
      cookie: shopper.cookie,
      body: { orderId, redirectResult: abandoned.redirectResult },
    })
    expect(late.status).toBe(409)
    expect(await authorisations([abandoned.session.reference, retry.reference])).toBe(1)
  })

  it('lets a refused card be retried with a new session', async () => {
    const shopper = await guest(origin)
    const orderId = await placeOrder(origin, shopper)
    const first = await paymentSession(origin, shopper, orderId)
    expect((await pay(origin, shopper, orderId, first, cards.refused)).json.data).toMatchObject({
      resultCode: 'Refused',
    })
    const reused = await pay(origin, shopper, orderId, first)
    expect(reused.status).toBe(409)
    const second = await paymentSession(origin, shopper, orderId)
    expect((await pay(origin, shopper, orderId, second)).json.data).toMatchObject({ resultCode: 'Authorised' })
    expect((await paymentStateOf(origin, shopper, orderId))?.paymentState).toBe('Paid')
  })
})

describe('an order is charged once however often pay is pressed', () => {
  const TRIALS = Number(process.env.PAYMENT_TRIALS ?? 2)
  const SESSIONS = 10
  const SUBMITS_PER_SESSION = 5

  for (let trial = 1; trial <= TRIALS; trial += 1) {
    it(`trial ${trial}: ${SESSIONS * SUBMITS_PER_SESSION} parallel submits across ${SESSIONS} payment sessions give one authorisation`, async () => {
      const shopper = await guest(origin)
      const orderId = await placeOrder(origin, shopper)
      const sessions = await Promise.all(
        Array.from({ length: SESSIONS }, () => paymentSession(origin, shopper, orderId)),
      )
      const answers = await Promise.all(
        sessions.flatMap((session) =>
          Array.from({ length: SUBMITS_PER_SESSION }, () => pay(origin, shopper, orderId, session)),
        ),
      )

      expect(answers.filter((answer) => answer.status >= 500)).toEqual([])
      expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true)
      expect(await authorisations(sessions.map((session) => session.reference))).toBe(1)
      const order = await paymentStateOf(origin, shopper, orderId)
      expect(order?.paymentState).toBe('Paid')
      expect(order?.paymentInfo?.payments).toHaveLength(1)
    })
  }
})

describe('the payment routes answer bad credentials and bad input with 4xx', () => {
  const routes = [
    '/api/payment/session',
    '/api/payment/payments',
    '/api/payment/wallet-signature',
    '/api/payment/details',
  ]
  const bodyFor = (orderId: string) => ({
    orderId,
    sessionId: 'CSX',
    reference: 'KP-1',
    returnPath: '/checkout',
    redirectResult: 'abc',
    paymentMethod: { type: 'scheme', number: cards.authorised, expiryMonth: '03', expiryYear: '2030', cvc: '737' },
  })

  it('answers a forged or malformed bearer token with 401', async () => {
    for (const path of routes) {
      for (const token of ['forged-token-value', 'x'.repeat(400)]) {
        const answer = await api(origin, path, { token, body: bodyFor('4f0a3ee0-1b4e-4a8e-9a38-6cbd2e3fb1f2') })
        expect(answer.status, `${path} with ${token.slice(0, 10)}`).toBe(401)
      }
      expect((await api(origin, path, { body: bodyFor('x') })).status).toBe(401)
    }
  })

  it('answers another shopper’s order with 404 on every payment route', async () => {
    const owner = await guest(origin)
    const other = await guest(origin)
    const orderId = await placeOrder(origin, owner)
    for (const path of routes) {
      const answer = await api(origin, path, { cookie: other.cookie, body: bodyFor(orderId) })
      expect(answer.status, path).toBe(404)
    }
  })

  it('answers control characters in ids with 400', async () => {
    const shopper = await guest(origin)
    for (const path of routes) {
      const answer = await api(origin, path, { cookie: shopper.cookie, body: bodyFor('abc\u0000def') })
      expect(answer.status, path).toBe(400)
    }
  })
})

describe('what the server logs', () => {
  it('holds no card number, shopper token or payment result', () => {
    const secrets = [...Object.values(cards), ...secretsSeen]
    expect(secretsSeen.size).toBeGreaterThan(0)
    for (const line of logged)
      for (const secret of secrets)
        expect(line.includes(secret), `a secret in the log: ${line.slice(0, 120)}`).toBe(false)
  })
})
