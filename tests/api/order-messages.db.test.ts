import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSeeder } from '../../server/api/content/content.seed'
import { orderMessageActions, readOrderMessages } from '../../server/api/order-messages/order-messages'
import { createPlatformAccess } from '../../server/api/platform-access/platform-access'
import type { CommerceTables } from '../../server/platform/commerce/tables'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import type { PaymentTables } from '../../server/platform/payments/tables'
import { graphql, guest } from '../security/shopper'
import { commerce, deliveredOrder } from '../support/returning-order'
import { startTestServer, type TestServer } from '../support/server'

/**
 * The shop acts on the platform's order messages (commercetools Messages), not on a notice in the process
 * that changed the order: a return that arrived while no shop process read them is refunded by the next one
 * that reads, once however many read at once; an action that failed is tried again on the next round.
 */
let server: TestServer
let other: TestServer

beforeAll(async () => {
  server = await startTestServer({ seeders: [fixtureSeeder, contentSeeder], orderMessages: false })
  // A second process of the shop on the same database.
  other = await startTestServer({ sharedDatabase: server.database, orderMessages: false })
}, 120_000)
afterAll(async () => {
  await other?.close()
  await server?.close()
})

const refundsOf = (orderNumber: string) =>
  server.database.db
    .withTables<PaymentTables>()
    .selectFrom('payment_refunds')
    .select('reference')
    .where('merchant_order_reference', '=', orderNumber)
    .execute()

async function arrivedReturn() {
  const order = await deliveredOrder(server.origin)
  const returned = await order.startReturn([0], 'parcelShop')
  const tracking = (await order.tracked()).returns.find((view) => view.id === returned)!.trackingId
  expect((await order.move('returned', tracking)).status).toBe(200)
  return { order, returned }
}

describe('the platform’s order messages', () => {
  it('refund a return that arrived while no shop process read them, once, however many read at once', async () => {
    const { order, returned } = await arrivedReturn()
    // The change is in the platform, with its message; nothing has acted on it yet (as after a kill -9).
    const { data } = await commerce<{
      messages: { results: Array<{ type: string; payload: Record<string, unknown> }> }
    }>(
      server.origin,
      'query ($w: String!) { messages(where: $w, limit: 500) { results { type payload { type ... on OrderReturnShipmentStateChanged { returnShipmentState } } } } }',
      { w: 'type = "OrderReturnShipmentStateChanged"' },
    )
    expect(data.messages.results.some((message) => message.payload.returnShipmentState === 'Returned')).toBe(true)
    expect(await refundsOf(order.orderNumber)).toEqual([])

    const acted = await Promise.all([
      server.readOrderMessages(),
      other.readOrderMessages(),
      server.readOrderMessages(),
      other.readOrderMessages(),
    ])
    expect(acted.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1)
    expect(await refundsOf(order.orderNumber)).toEqual([{ reference: `RT-${returned}` }])
    await expect
      .poll(async () => (await order.tracked()).returns[0]!.items[0]!.paymentState, { timeout: 15_000 })
      .toBe('Refunded')
    // Read again: nothing more is asked of the provider.
    await Promise.all([server.readOrderMessages(), other.readOrderMessages()])
    expect(await refundsOf(order.orderNumber)).toHaveLength(1)
  })

  it('try an action that failed again on the next round', async () => {
    const { order, returned } = await arrivedReturn()
    const platform = createPlatformAccess({
      origin: server.origin,
      clientId: 'kestrel-local',
      clientSecret: 'kestrel-local',
    })
    const real = orderMessageActions(server.database.db, platform)
    let down = true
    const actions = {
      ...real,
      refundArrived: async (orderNumber: string) => {
        if (down && orderNumber === order.orderNumber) throw new Error('The payment provider did not answer')
        return real.refundArrived(orderNumber)
      },
    }
    await readOrderMessages(server.database.db, platform, actions)
    expect(await refundsOf(order.orderNumber)).toEqual([])
    down = false
    await readOrderMessages(server.database.db, platform, actions)
    expect(await refundsOf(order.orderNumber)).toEqual([{ reference: `RT-${returned}` }])
  })

  it('are all read in a busy minute, more than a page of them', async () => {
    // 120 other orders' messages of the last seconds, written before the arrival.
    await server.database.db
      .withTables<CommerceTables>()
      .insertInto('commerce_messages')
      .values(
        Array.from({ length: 120 }, (_, index) => ({
          id: `busy-${index}-${Date.now()}`,
          resource_type: 'order',
          resource_id: `busy-order-${index}`,
          resource_version: 2,
          sequence_number: 1,
          type: 'OrderShipmentStateChanged',
          payload: JSON.stringify({ shipmentState: 'Shipped', oldShipmentState: 'Ready' }),
        })),
      )
      .execute()
    const { order, returned } = await arrivedReturn()
    await server.readOrderMessages()
    expect(await refundsOf(order.orderNumber)).toEqual([{ reference: `RT-${returned}` }])
  })

  it('are read by the platform’s API client only', async () => {
    const shopper = await guest(server.origin)
    const refused = await graphql(server.origin, shopper.token, '{ messages { total } }', {}).catch(
      (error: unknown) => error,
    )
    expect(String(refused)).toContain('This operation needs a token with the manage_project scope.')
  })
})
