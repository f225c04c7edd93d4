// @ts-nocheck
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSeeder } from '../../server/api/content/content.seed'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import { signNotification } from '../../server/platform/payments/hmac'
import { LOCAL_PAYMENTS } from '../../server/platform/payments/payments.config'
import { cards, graphql, guest, pay, paymentSession, placeOrder, signIn, type Shopper } from '../security/shopper'
import { customerNumberFrom } from '../../server/platform/addresses/customer-number'
import { startTestServer, type TestServer } from '../support/server'

/**
 * A paid order earns its member's points once: the payment provider's AUTHORISATION notification,
 * delivered to the connector again and again (20 times at once), posts one Earn keyed by the order
 * number to the loyalty service; a guest's order and an unpaid one earn nothing.
 */
let server: TestServer
const MEMBER = { customer_number: customerNumberFrom(26_009_901), email: 'jana@example.cz' }
const LOYALTY_KEY = { 'x-api-key': 'kestrel-local-loyalty-key' }

beforeAll(async () => {
  server = await startTestServer({ seeders: [contentSeeder, fixtureSeeder] })
  // The fixture's customer is a club member with no points yet.
  await sql`INSERT INTO loyalty_members (customer_number, email, first_name, last_name, enrolled_at)
    VALUES (${MEMBER.customer_number}, ${MEMBER.email}, 'Jana', 'Nováková', now())`.execute(server.database.db)
})
afterAll(() => server.close())

interface Transaction {
  type: string
  points: number
  orderNumber: string | null
}
const history = async () => {
  const response = await fetch(
    `${server.origin}/platform/loyalty/members/${MEMBER.customer_number}/transactions?perPage=100`,
    { headers: LOYALTY_KEY },
  )
  return ((await response.json()) as { transactions: Transaction[] }).transactions
}
const balance = async () =>
  (
    (await (
      await fetch(`${server.origin}/platform/loyalty/members/${MEMBER.customer_number}`, { headers: LOYALTY_KEY })
    ).json()) as { balance: number }
  ).balance

async function eventually<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + 10_000
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The notification the provider sends for an authorised payment, signed with the provider's key. */
function authorisation(pspReference: string, merchantReference: string, value: number) {
  const item = {
    pspReference,
    merchantAccountCode: 'KestrelECOM',
    merchantReference,
    amount: { value, currency: 'CZK' },
    eventCode: 'AUTHORISATION',
    success: 'true',
  }
  return {
    live: 'false',
    notificationItems: [
      {
        NotificationRequestItem: {
          ...item,
          additionalData: { hmacSignature: signNotification(item, LOCAL_PAYMENTS.hmacKey) },
        },
      },
    ],
  }
}
const notify = (body: unknown) =>
  fetch(`${server.origin}/platform/payments/connector/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const PENDING_CARD = '4000000000000135'

/** The member's order, paid with `card`, with its number and total. */
async function orderPaidWith(shopper: Shopper, card: string) {
  const orderId = await placeOrder(server.origin, shopper)
  const session = await paymentSession(server.origin, shopper, orderId)
  const answer = await pay(server.origin, shopper, orderId, session, card)
  const { me } = await graphql<{ me: { order: { orderNumber: string; totalPrice: { centAmount: number } } } }>(
    server.origin,
    shopper.token,
    'query ($id: String!) { me { order(id: $id) { orderNumber totalPrice { centAmount } } } }',
    { id: orderId },
  )
  return { resultCode: (answer.json.data as { resultCode: string }).resultCode, session, ...me.order }
}
const entriesOf = async (orderNumber: string) => (await history()).filter((entry) => entry.orderNumber === orderNumber)

describe('points for a paid order', () => {
  it('are earned when the provider notifies the payment of a member’s order', async () => {
    const jana = await signIn(server.origin, { email: MEMBER.email, password: 'heslo123' })
    const order = await orderPaidWith(jana, cards.authorised)
    expect(order.resultCode).toBe('Authorised')
    const points = Math.floor(order.totalPrice.centAmount / 1_000)
    expect(points).toBeGreaterThan(0)
    const earned = await eventually(async () => {
      const found = await entriesOf(order.orderNumber)
      return found.length ? found : undefined
    })
    expect(earned).toEqual([expect.objectContaining({ type: 'Earn', points, orderNumber: order.orderNumber })])
  })

  it('are earned once when the same notification arrives 20 times at once', async () => {
    const jana = await signIn(server.origin, { email: MEMBER.email, password: 'heslo123' })
    const before = await balance()
    // A pending payment: the provider tells its outcome later, by notification alone.
    const order = await orderPaidWith(jana, PENDING_CARD)
    expect(order.resultCode).toBe('Pending')
    const same = authorisation('PSPLOYALTY000001', order.session.reference, order.totalPrice.centAmount)
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(same)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    const points = Math.floor(order.totalPrice.centAmount / 1_000)
    expect(await entriesOf(order.orderNumber)).toEqual([
      expect.objectContaining({ type: 'Earn', points, orderNumber: order.orderNumber }),
    ])
    expect(await balance()).toBe(before + points)
    // Delivered again later, and under another pspReference: nothing more.
    expect((await notify(same)).status).toBe(200)
    const other = authorisation('PSPLOYALTY000002', order.session.reference, order.totalPrice.centAmount)
    expect((await notify(other)).status).toBe(200)
    expect(await entriesOf(order.orderNumber)).toHaveLength(1)
    expect(await balance()).toBe(before + points)
  })

  it('are not earned by a guest’s order, nor by a refused payment', async () => {
    const before = await history()
    const visitor = await guest(server.origin)
    expect((await orderPaidWith(visitor, cards.authorised)).resultCode).toBe('Authorised')
    const jana = await signIn(server.origin, { email: MEMBER.email, password: 'heslo123' })
    expect((await orderPaidWith(jana, cards.refused)).resultCode).toBe('Refused')
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await history()).toEqual(before)
  })

  it('are not earned while the market’s loyalty switch is off', async () => {
    await sql`UPDATE content_entries SET document = jsonb_set(document::jsonb, '{marketFeatures,isMarketWithLoyalty}', 'false'::jsonb)
      WHERE key = 'site-settings'`.execute(server.database.db)
    try {
      const before = await balance()
      const jana = await signIn(server.origin, { email: MEMBER.email, password: 'heslo123' })
      const order = await orderPaidWith(jana, PENDING_CARD)
      const notified = authorisation('PSPLOYALTY000003', order.session.reference, order.totalPrice.centAmount)
      expect((await notify(notified)).status).toBe(200)
      expect(await entriesOf(order.orderNumber)).toEqual([])
      expect(await balance()).toBe(before)
    } finally {
      await sql`UPDATE content_entries SET document = jsonb_set(document::jsonb, '{marketFeatures,isMarketWithLoyalty}', 'true'::jsonb)
        WHERE key = 'site-settings'`.execute(server.database.db)
    }
  })
})

/** The notification the provider sends for a refund the shop asked for, signed with the provider's key. */
function refundNotification(
  pspReference: string,
  payment: { merchantReference: string; orderNumber: string },
  value: number,
  refundReference: string,
) {
  const item = {
    pspReference,
    merchantAccountCode: 'KestrelECOM',
    merchantReference: payment.merchantReference,
    amount: { value, currency: 'CZK' },
    eventCode: 'REFUND',
    success: 'true',
  }
  return {
    live: 'false',
    notificationItems: [
      {
        NotificationRequestItem: {
          ...item,
          additionalData: {
            merchantOrderReference: payment.orderNumber,
            refundReference,
            hmacSignature: signNotification(item, LOCAL_PAYMENTS.hmacKey),
          },
        },
      },
    ],
  }
}

describe('points for a refund', () => {
  it('are taken back once per refund, however often or however many times at once it is notified', async () => {
    const jana = await signIn(server.origin, { email: MEMBER.email, password: 'heslo123' })
    const order = await orderPaidWith(jana, cards.authorised)
    const earned = Math.floor(order.totalPrice.centAmount / 1_000)
    await eventually(async () => ((await entriesOf(order.orderNumber)).length ? true : undefined))
    const before = await balance()
    const payment = { merchantReference: order.session.reference, orderNumber: order.orderNumber }
    // A return of part of the order: its refund, told 10 times at once.
    const part = Math.floor(order.totalPrice.centAmount / 3)
    const first = refundNotification('PSPREFUND0000001', payment, part, 'RT-00000000-0000-4000-8000-000000000001')
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(first)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    const partPoints = Math.floor(part / 1_000)
    expect(partPoints).toBeGreaterThan(0)
    expect((await entriesOf(order.orderNumber)).filter((entry) => entry.type === 'Return')).toEqual([
      expect.objectContaining({ type: 'Return', points: -partPoints, orderNumber: order.orderNumber }),
    ])
    expect(await balance()).toBe(before - partPoints)
    // A second return's refund takes back its own points; told again later, nothing more.
    const second = refundNotification('PSPREFUND0000002', payment, part, 'RT-00000000-0000-4000-8000-000000000002')
    expect((await notify(second)).status).toBe(200)
    expect((await notify(second)).status).toBe(200)
    expect((await notify(first)).status).toBe(200)
    expect((await entriesOf(order.orderNumber)).filter((entry) => entry.type === 'Return')).toHaveLength(2)
    expect(await balance()).toBe(before - 2 * partPoints)
    expect(2 * partPoints).toBeLessThanOrEqual(earned)
  })

  it('take nothing from anyone for a guest’s order', async () => {
    const visitor = await guest(server.origin)
    const order = await orderPaidWith(visitor, cards.authorised)
    const before = await history()
    const refund = refundNotification(
      'PSPREFUND0000003',
      { merchantReference: order.session.reference, orderNumber: order.orderNumber },
      order.totalPrice.centAmount,
      'RT-00000000-0000-4000-8000-000000000003',
    )
    expect((await notify(refund)).status).toBe(200)
    expect(await history()).toEqual(before)
  })
})
