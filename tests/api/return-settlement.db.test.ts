import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSeeder } from '../../server/api/content/content.seed'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import type { PaymentTables } from '../../server/platform/payments/tables'
import { commerce as commerceOf, deliveredOrder as delivered } from '../support/returning-order'
import { startTestServer, type TestServer } from '../support/server'

/**
 * Each return of an order gets its own refund (spec 4.10 return payment Initial → Refunded), and the warehouse's
 * steps move returns along their states, over real HTTP: two returns of one order arriving at once are refunded
 * once each with their own items' share, however often the arrival or the provider's notification is told
 * again, and never more than was paid; arrived items go back in stock or are found unusable; a return marked
 * NonRefundable on its way is not refunded when it arrives. A step nothing fits is refused with 409.
 */
let server: TestServer
const deliveredOrder = () => delivered(server.origin)
const commerce = <T>(query: string, variables: Record<string, unknown>) =>
  commerceOf<T>(server.origin, query, variables)

const payments = () => server.database.db.withTables<PaymentTables>()

/** Every message the shop has acted on is forgotten, and two readers read them all again at once. */
async function readAgain() {
  await server.database.db
    .withTables<{ platform_messages_taken: { feed: string } }>()
    .deleteFrom('platform_messages_taken')
    .execute()
  await Promise.all([server.readOrderMessages(), server.readOrderMessages()])
}

beforeAll(async () => {
  server = await startTestServer({ seeders: [fixtureSeeder, contentSeeder], orderMessages: true })
}, 120_000)
afterAll(() => server?.close())

describe('a refund for each return', () => {
  it('refunds two returns arriving at once each once, with its own share, whatever is told again', async () => {
    const order = await deliveredOrder()
    const first = await order.startReturn([0], 'parcelShop')
    const second = await order.startReturn([1], 'courier')
    const before = await order.tracked()
    const returnOf = (id: string) => before.returns.find((view) => view.id === id)!
    expect(returnOf(first).amount.centAmount).toBe(before.items[0]!.price.centAmount)
    expect(returnOf(second).amount.centAmount).toBe(before.items[1]!.price.centAmount)

    const arrivals = await Promise.all([
      order.move('returned', returnOf(first).trackingId),
      order.move('returned', returnOf(second).trackingId),
    ])
    expect(arrivals.map((answer) => answer.status)).toEqual([200, 200])
    await expect
      .poll(
        async () => (await order.tracked()).returns.flatMap((view) => view.items.map((item) => item.paymentState)),
        {
          timeout: 15_000,
        },
      )
      .toEqual(['Refunded', 'Refunded'])

    // The arrivals' messages read again by two readers at once (as after leases lost), and the provider's
    // notifications delivered again.
    await readAgain()
    const deliveries = await payments()
      .selectFrom('payment_webhook_deliveries')
      .select(['url', 'payload'])
      .where('event_code', '=', 'REFUND')
      .execute()
    const mine = deliveries.filter((delivery) => JSON.stringify(delivery.payload).includes(order.orderNumber))
    expect(mine).toHaveLength(2)
    const redelivered = await Promise.all(
      [...mine, ...mine].map((delivery) =>
        fetch(delivery.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(delivery.payload),
        }),
      ),
    )
    expect(redelivered.map((answer) => answer.status)).toEqual([200, 200, 200, 200])

    const after = await order.tracked()
    expect(after.refunds.map((refund) => refund.amount.centAmount).sort((a, b) => a - b)).toEqual(
      [returnOf(first).amount.centAmount, returnOf(second).amount.centAmount].sort((a, b) => a - b),
    )
    expect(after.refunds.every((refund) => refund.state === 'Success')).toBe(true)
    const refunds = await payments()
      .selectFrom('payment_refunds')
      .select(['reference', 'amount_value', 'original_reference'])
      .where('merchant_order_reference', '=', order.orderNumber)
      .execute()
    expect(Object.fromEntries(refunds.map((refund) => [refund.reference, Number(refund.amount_value)]))).toEqual({
      [`RT-${first}`]: returnOf(first).amount.centAmount,
      [`RT-${second}`]: returnOf(second).amount.centAmount,
    })
    const payment = await payments()
      .selectFrom('payment_attempts')
      .select('amount_value')
      .where('psp_reference', '=', refunds[0]!.original_reference)
      .executeTakeFirstOrThrow()
    const refunded = refunds.reduce((sum, refund) => sum + Number(refund.amount_value), 0)
    expect(refunded).toBeLessThanOrEqual(Number(payment.amount_value))
    // The third line was never returned: nothing of it is refunded.
    expect(refunded).toBe(after.items[0]!.price.centAmount + after.items[1]!.price.centAmount)
    expect(after.returns.flatMap((view) => view.items.map((item) => item.shipmentState))).toEqual([
      'Returned',
      'Returned',
    ])
  })

  it('refunds a return booked in by an update of the order as well: whoever moves a return, the platform says so', async () => {
    const order = await deliveredOrder()
    const first = await order.startReturn([0], 'store')
    const second = await order.startReturn([2], 'parcelShop')
    // The second parcel is booked in by an update of the order over the platform's API, not the warehouse's step.
    const { data } = await commerce<{
      order: { id: string; version: number; returnInfo: Array<{ items: Array<{ id: string; key: string }> }> }
    }>('query ($n: String!) { order(orderNumber: $n) { id version returnInfo { items { id key } } } }', {
      n: order.orderNumber,
    })
    const booked = data.order.returnInfo.flatMap((info) => info.items).find((item) => item.key.includes(second))!
    await commerce(
      'mutation ($id: String!, $v: Long!, $a: [OrderUpdateAction!]!) { updateOrder(id: $id, version: $v, actions: $a) { id } }',
      {
        id: data.order.id,
        v: data.order.version,
        a: [{ setReturnShipmentState: { returnItemId: booked.id, shipmentState: 'Returned' } }],
      },
    )
    const tracking = (await order.tracked()).returns.find((view) => view.id === first)!.trackingId
    expect((await order.move('returned', tracking)).status).toBe(200)
    await expect
      .poll(
        async () => (await order.tracked()).returns.flatMap((view) => view.items.map((item) => item.paymentState)),
        { timeout: 15_000 },
      )
      .toEqual(['Refunded', 'Refunded'])
    const after = await order.tracked()
    expect(after.refunds.map((refund) => refund.amount.centAmount).sort()).toEqual(
      [after.items[0]!.price.centAmount, after.items[2]!.price.centAmount].sort(),
    )
  })
})

describe('the warehouse’s return steps', () => {
  it('puts arrived items back in stock or finds them unusable, and refuses a step nothing fits', async () => {
    const order = await deliveredOrder()
    const kept = await order.startReturn([0], 'store')
    const spoilt = await order.startReturn([1], 'courier')
    const parcel = async (id: string) => (await order.tracked()).returns.find((view) => view.id === id)!.trackingId
    // Nothing has arrived yet.
    const early = await order.move('backInStock')
    expect(early.status).toBe(409)
    expect(early.text).toContain('no returned item waiting to be put back in stock')
    expect((await order.move('unusable', await parcel(spoilt))).status).toBe(409)
    expect((await order.move('returned')).status).toBe(200)
    const stocked = await order.move('backInStock', await parcel(kept))
    expect(stocked.status).toBe(200)
    expect((await order.move('unusable', await parcel(spoilt))).status).toBe(200)
    // Each has reached its end: neither moves again, and a parcel the order never had is refused.
    expect((await order.move('backInStock')).status).toBe(409)
    expect((await order.move('unusable', await parcel(kept))).status).toBe(409)
    const unknown = await order.move('returned', 'Z0000000000')
    expect(unknown.status).toBe(409)
    expect(unknown.text).toContain('no return with the parcel Z0000000000')
    const after = await order.tracked()
    const stateOf = (id: string) => after.returns.find((view) => view.id === id)!.items[0]!.shipmentState
    expect([stateOf(kept), stateOf(spoilt)]).toEqual(['BackInStock', 'Unusable'])
    await expect
      .poll(
        async () => (await order.tracked()).returns.flatMap((view) => view.items.map((item) => item.paymentState)),
        { timeout: 15_000 },
      )
      .toEqual(['Refunded', 'Refunded'])
  })

  it('refunds nothing for a return marked NonRefundable on its way, also when it arrives', async () => {
    const order = await deliveredOrder()
    const refused = await order.startReturn([0], 'parcelShop')
    const refunded = await order.startReturn([2], 'store')
    const tracked = await order.tracked()
    const parcel = (id: string) => tracked.returns.find((view) => view.id === id)!.trackingId
    expect((await order.move('nonRefundable', parcel(refused))).status).toBe(200)
    // Marked once: the return has no open refund left to refuse.
    const again = await order.move('nonRefundable', parcel(refused))
    expect(again.status).toBe(409)
    expect(again.text).toContain('no return on its way whose refund is still open')
    expect((await order.move('returned')).status).toBe(200)
    await expect
      .poll(async () => (await order.tracked()).returns.find((view) => view.id === refunded)!.items[0]!.paymentState, {
        timeout: 15_000,
      })
      .toBe('Refunded')
    const after = await order.tracked()
    expect(after.returns.find((view) => view.id === refused)!.items[0]).toMatchObject({
      shipmentState: 'Returned',
      paymentState: 'NonRefundable',
    })
    expect(after.refunds.map((refund) => refund.amount.centAmount)).toEqual([after.items[2]!.price.centAmount])
    const references = await payments()
      .selectFrom('payment_refunds')
      .select('reference')
      .where('merchant_order_reference', '=', order.orderNumber)
      .execute()
    expect(references.map((row) => row.reference)).toEqual([`RT-${refunded}`])
    // Its arrival's message read again still refunds nothing of it.
    await readAgain()
    expect(
      await payments()
        .selectFrom('payment_refunds')
        .select('reference')
        .where('merchant_order_reference', '=', order.orderNumber)
        .execute(),
    ).toHaveLength(1)
  })

  it('refuses a parcel number with a step that is not a return’s, and bad input, with 400', async () => {
    const order = await deliveredOrder()
    const wrong = await order.move('shipped', 'Z1234567890')
    expect(wrong.status).toBe(400)
    expect(wrong.text).toContain('only the return steps take it')
    const bad = await order.move('returned', 'z-1')
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('returnTrackingId: capital letters and digits only')
  })
})
