// @ts-nocheck
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import { api, card, cards, graphql, guest, pay, paymentSession, placeOrder } from '../security/shopper'
import { mailsTo, waitForMail } from '../support/mailbox'
import { startTestServer, type TestServer } from '../support/server'

/**
 * A paid order's confirmation mail: queued once per order however often the payment is reported
 * to the shop (the same result again, in parallel, from several attempts), delivered over SMTP
 * to the local mail catcher by the outbox worker, with the order's number, lines and total.
 */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ seeders: [fixtureSeeder], mail: true })
})
afterAll(() => server.close())

const SHOPPER = 'shopper@example.com'
const confirmationsOf = async (orderNumber: string) =>
  (await mailsTo(server.origin, SHOPPER)).filter((mail) => mail.subject.endsWith(orderNumber))
const confirmationOf = (orderNumber: string) => waitForMail(server.origin, SHOPPER, new RegExp(`${orderNumber}$`))
const queued = async (orderId: string) => {
  const { rows } = await sql<{ count: string | number }>`
    SELECT count(*) AS count FROM api_mail_outbox WHERE kind = 'order-confirmation' AND payload->>'orderId' = ${orderId}
       OR dedupe_key = ${`order-confirmation:${orderId}`}`.execute(server.database.db)
  return Number(rows[0]!.count)
}
const orderNumberOf = async (token: string, orderId: string) =>
  (
    await graphql<{ me: { order: { orderNumber: string } } }>(
      server.origin,
      token,
      'query ($id: String!) { me { order(id: $id) { orderNumber } } }',
      { id: orderId },
    )
  ).me.order.orderNumber

describe('order confirmation mail', () => {
  it('is queued once however often the payment is reported, and arrives once in the shopper’s language', async () => {
    const shopper = await guest(server.origin)
    const orderId = await placeOrder(server.origin, shopper)
    const session = await paymentSession(server.origin, shopper, orderId)
    const payment = (reference: string, sessionId?: string) =>
      api(server.origin, '/api/payment/payments', {
        cookie: shopper.cookie,
        body: {
          orderId,
          ...(sessionId ? { sessionId } : {}),
          reference,
          returnPath: `/en/checkout?order=${orderId}`,
          paymentMethod: card(cards.authorised),
        },
      })
    const first = await payment(session.reference, session.id)
    expect(first.json.data).toMatchObject({ resultCode: 'Authorised' })

    // The paid result reported again: the same reference, new ones, in parallel.
    const again = await Promise.all([
      payment(session.reference, session.id),
      ...Array.from({ length: 6 }, (_, index) => payment(`REPEAT-${orderId.slice(0, 8)}-${index}`)),
    ])
    for (const answer of again) expect(answer.json.data).toMatchObject({ resultCode: 'Authorised' })
    expect(await queued(orderId)).toBe(1)

    const orderNumber = await orderNumberOf(shopper.token, orderId)
    expect(orderNumber).toMatch(/^KCZ/)
    const full = await confirmationOf(orderNumber)
    expect(full).toMatchObject({ subject: `Order confirmation ${orderNumber}`, to: SHOPPER })
    expect(full.text).toContain(`Order number: ${orderNumber}`)
    expect(full.text).toMatch(/^1 × .+: CZK/m)
    expect(full.text).toMatch(/^Total: CZK\s[\d,.]+$/m)
    expect(full.html).toContain(`<strong>${orderNumber}</strong>`)

    // More reports after delivery queue nothing new.
    await payment(session.reference, session.id)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await queued(orderId)).toBe(1)
    expect(await confirmationsOf(orderNumber)).toHaveLength(1)
  })

  it('after 3-D Secure: queued once when the result is sent again, in Czech by default', async () => {
    const shopper = await guest(server.origin)
    const orderId = await placeOrder(server.origin, shopper)
    const session = await paymentSession(server.origin, shopper, orderId)
    const started = await pay(server.origin, shopper, orderId, session, cards.challenge)
    expect(started.json.data).toMatchObject({ resultCode: 'ChallengeShopper' })
    expect(await queued(orderId)).toBe(0)
    const back = await fetch(`${server.origin}${(started.json.data as { action: { url: string } }).action.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=complete',
      redirect: 'manual',
    })
    const redirectResult = new URL(back.headers.get('location')!).searchParams.get('redirectResult')!
    const details = () =>
      api(server.origin, '/api/payment/details', { cookie: shopper.cookie, body: { orderId, redirectResult } })
    const answers = await Promise.all([details(), details(), details()])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    expect(await queued(orderId)).toBe(1)
    const orderNumber = await orderNumberOf(shopper.token, orderId)
    expect((await confirmationOf(orderNumber)).subject).toBe(`Potvrzení objednávky ${orderNumber}`)
  })

  it('is not queued for a refused payment', async () => {
    const shopper = await guest(server.origin)
    const orderId = await placeOrder(server.origin, shopper)
    const session = await paymentSession(server.origin, shopper, orderId)
    const refused = await pay(server.origin, shopper, orderId, session, cards.refused)
    expect(refused.json.data).toMatchObject({ resultCode: 'Refused' })
    expect(await queued(orderId)).toBe(0)
  })
})
