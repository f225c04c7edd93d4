import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSeeder } from '../../server/api/content/content.seed'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import { graphql, guest, pay, paymentSession, placeOrder, type Shopper } from '../security/shopper'
import { readAnswer } from '../support/answer'
import { mailsTo } from '../support/mailbox'
import { pdfText } from '../support/pdf-text'
import { startTestServer, type TestServer } from '../support/server'

/**
 * Returns over real HTTP (spec 2.7 "start a return", 4.10): a paid guest order, tracked and delivered, takes
 * a return of one item once however often it is sent; its label is a PDF with the order number and Czech
 * letters; its arrival refunds the item's share at the payment provider, whose signed notification settles
 * the return (Returned, Refunded) and shows the refund in tracking. Another browser cannot return the order.
 */
let server: TestServer
let shopper: Shopper
let orderId: string
let orderNumber: string
let cookie: string
const EMAIL = 'shopper@example.com'
const CLIENT = `Basic ${btoa('kestrel-local:kestrel-local')}`

const move = (step: string) =>
  fetch(`${server.origin}/platform/commerce/orders/${orderNumber}/fulfilment`, {
    method: 'POST',
    headers: { authorization: CLIENT, 'content-type': 'application/json' },
    body: JSON.stringify({ step }),
  })

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/api/order-tracking/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then(readAnswer)

const tracked = async () =>
  (
    await readAnswer(
      await fetch(`${server.origin}/api/order-tracking/${orderNumber}?locale=cs-CZ`, { headers: { cookie } }),
    )
  ).json.data as {
    items: Array<{ id: string; status: string; price: { centAmount: number } }>
    returns: Array<{ id: string; method: string; items: Array<{ shipmentState: string; paymentState: string }> }>
    returnable: { until: string; items: Array<{ lineItemId: string; quantity: number }> } | null
    refunds: Array<{ amount: { centAmount: number }; state: string; date: string }>
  }

beforeAll(async () => {
  server = await startTestServer({ seeders: [fixtureSeeder, contentSeeder], mail: true, orderMessages: true })
  shopper = await guest(server.origin)
  orderId = await placeOrder(server.origin, shopper, undefined, 2)
  const paid = await pay(server.origin, shopper, orderId, await paymentSession(server.origin, shopper, orderId))
  expect(paid.status).toBe(200)
  const data = await graphql<{ me: { order: { orderNumber: string } } }>(
    server.origin,
    shopper.token,
    'query ($id: String!) { me { order(id: $id) { orderNumber } } }',
    { id: orderId },
  )
  orderNumber = data.me.order.orderNumber
  const found = await fetch(`${server.origin}/api/order-tracking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderNumber, email: EMAIL, locale: 'cs-CZ' }),
  })
  expect(found.status).toBe(200)
  cookie = found.headers
    .getSetCookie()
    .find((line) => line.startsWith('kestrel_tracking='))!
    .split(';')[0]!
}, 120_000)
afterAll(() => server?.close())

describe('returns', () => {
  it('refuses a return before delivery, and bad input with 400', async () => {
    const order = await tracked()
    expect(order.returnable).toBeNull()
    const request = {
      requestId: randomUUID(),
      items: [{ lineItemId: order.items[0]!.id, quantity: 1 }],
      reason: 'tooBig',
      method: 'parcelShop',
    }
    expect((await post(`${orderNumber}/returns?locale=cs-CZ`, request, { cookie })).status).toBe(409)
    const bad = await post(`${orderNumber}/returns`, { ...request, method: 'drone' }, { cookie })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('method must be one of')
  })

  it('takes one return of a delivered item however often it is sent, and no second return of it', async () => {
    expect((await move('delivered')).status).toBe(200)
    const order = await tracked()
    expect(order.returnable?.items).toEqual([{ lineItemId: order.items[0]!.id, quantity: 2 }])
    const request = {
      requestId: randomUUID(),
      items: [{ lineItemId: order.items[0]!.id, quantity: 1 }],
      reason: 'tooSmall',
      method: 'parcelShop',
    }
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(`${orderNumber}/returns?locale=cs-CZ`, request, { cookie })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201])
    const after = await tracked()
    expect(after.returns).toHaveLength(1)
    expect(after.returns[0]).toMatchObject({ id: request.requestId, method: 'parcelShop' })
    expect(after.returns[0]!.items).toEqual([
      { lineItemId: order.items[0]!.id, quantity: 1, shipmentState: 'Advised', paymentState: 'Initial' },
    ])
    expect(after.returnable).toBeNull()
    const again = await post(`${orderNumber}/returns`, { ...request, requestId: randomUUID() }, { cookie })
    expect(again.status).toBe(409)
  })

  it('does not let another browser return the order or read its label', async () => {
    const order = await tracked()
    const request = {
      requestId: randomUUID(),
      items: [{ lineItemId: order.items[0]!.id, quantity: 1 }],
      reason: 'other',
      method: 'courier',
    }
    expect((await post(`${orderNumber}/returns`, request)).status).toBe(404)
    const stranger = await guest(server.origin)
    expect((await post(`${orderNumber}/returns`, request, { cookie: stranger.cookie })).status).toBe(404)
    const label = await fetch(
      `${server.origin}/api/order-tracking/${orderNumber}/returns/${order.returns[0]!.id}/label`,
    )
    expect(label.status).toBe(404)
  })

  it('gives a PDF label with the order number, the parcel number and Czech letters, and a confirmation mail', async () => {
    const order = await tracked()
    const response = await fetch(
      `${server.origin}/api/order-tracking/${orderNumber}/returns/${order.returns[0]!.id}/label?locale=cs-CZ`,
      { headers: { cookie } },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
    const text = await pdfText(bytes)
    expect(text).toContain(`Objednávka ${orderNumber}`)
    expect(text).toContain('Vrácení zboží')
    expect(text).toContain('Průmyslová 1565/12')
    expect(text).toMatch(/Z\d{10}/)
    await expect
      .poll(async () => (await mailsTo(server.origin, EMAIL)).map((mail) => mail.subject), { timeout: 10_000 })
      .toContain(`Vrácení zboží z objednávky ${orderNumber}`)
  })

  it('refunds the item when the return arrives, once, and shows the refund', async () => {
    const before = await tracked()
    expect((await move('returned')).status).toBe(200)
    await expect
      .poll(async () => (await tracked()).returns[0]!.items[0]!.paymentState, { timeout: 10_000 })
      .toBe('Refunded')
    const after = await tracked()
    expect(after.returns[0]!.items[0]!.shipmentState).toBe('Returned')
    expect(after.refunds).toHaveLength(1)
    expect(after.refunds[0]).toMatchObject({
      state: 'Success',
      amount: { centAmount: before.items[0]!.price.centAmount / 2 },
    })
    // Nothing more to receive.
    expect((await move('returned')).status).toBe(409)
  })
})

describe('the platform’s returns and the provider’s refunds', () => {
  const commerce = async (query: string, variables: Record<string, unknown>) => {
    const token = await fetch(`${server.origin}/platform/auth/oauth/token`, {
      method: 'POST',
      headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    }).then((response) => response.json() as Promise<{ access_token: string }>)
    const response = await fetch(`${server.origin}/platform/commerce/kestrel/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    })
    return (await response.json()) as {
      data?: Record<string, { version: number; returnInfo: Array<{ items: Array<{ id: string }> }> } | null>
      errors?: Array<{ message: string; extensions?: { code?: string } }>
    }
  }
  const ORDER = `query ($n: String!) { order(orderNumber: $n) { id version lineItems { id quantity }
    returnInfo { items { id shipmentState paymentState ... on LineItemReturnItem { lineItemId } } }
    paymentInfo { payments { transactions { type state interactionId amount { centAmount } } } } } }`
  const UPDATE = `mutation ($id: String!, $v: Long!, $actions: [OrderUpdateAction!]!) {
    updateOrder(id: $id, version: $v, actions: $actions) { id version } }`

  it('refuses more of a line than it holds and a return state moved backwards', async () => {
    const { data } = await commerce(ORDER, { n: orderNumber })
    const order = data!.order as unknown as { id: string; version: number; lineItems: Array<{ id: string }> }
    const tooMany = await commerce(UPDATE, {
      id: order.id,
      v: order.version,
      actions: [
        { addReturnInfo: { items: [{ lineItemId: order.lineItems[0]!.id, quantity: 2, shipmentState: 'Advised' }] } },
      ],
    })
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('InvalidOperation')
    const itemId = data!.order!.returnInfo[0]!.items[0]!.id
    const backwards = await commerce(UPDATE, {
      id: order.id,
      v: order.version,
      actions: [{ setReturnShipmentState: { returnItemId: itemId, shipmentState: 'Advised' } }],
    })
    expect(backwards.errors?.[0]?.extensions?.code).toBe('InvalidOperation')
  })

  it('answers a repeated refund with the same refund and refuses refunds beyond the payment', async () => {
    const { data } = await commerce(ORDER, { n: orderNumber })
    const transactions = (
      data!.order as unknown as {
        paymentInfo: { payments: Array<{ transactions: Array<{ type: string; interactionId: string }> }> }
      }
    ).paymentInfo.payments[0]!.transactions
    const psp = transactions.find((transaction) => transaction.type === 'Authorization')!.interactionId
    const refund = (body: unknown) =>
      fetch(`${server.origin}/platform/payments/v71/payments/${psp}/refunds`, {
        method: 'POST',
        headers: { 'x-api-key': 'kestrel-local-payments', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(readAnswer)
    const first = await refund({
      merchantAccount: 'KestrelECOM',
      reference: 'RF-TEST',
      amount: { value: 100, currency: 'CZK' },
    })
    const again = await refund({
      merchantAccount: 'KestrelECOM',
      reference: 'RF-TEST',
      amount: { value: 100, currency: 'CZK' },
    })
    expect(first.status).toBe(201)
    expect(again.json.pspReference).toBe(first.json.pspReference)
    const beyond = await refund({
      merchantAccount: 'KestrelECOM',
      reference: 'RF-TOO-MUCH',
      amount: { value: 100_000_000, currency: 'CZK' },
    })
    expect(beyond.status).toBe(422)
    const unsigned = await fetch(`${server.origin}/platform/payments/v71/payments/${psp}/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(unsigned.status).toBe(401)
    await expect
      .poll(async () => {
        const read = await commerce(ORDER, { n: orderNumber })
        return (
          read.data!.order as unknown as {
            paymentInfo: { payments: Array<{ transactions: Array<{ type: string }> }> }
          }
        ).paymentInfo.payments[0]!.transactions.filter((transaction) => transaction.type === 'Refund').length
      })
      .toBe(2)
  })
})
