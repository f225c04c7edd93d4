import { describe, expect, it } from 'vitest'
import { useCommerceFixture } from '../../../tests/support/commerce-fixture'
import { parseConfig } from '../../config'
import { createCommercePlatform } from './commerce'
import { createCommerceCore } from './core'
import { Fulfilment } from './fulfilment'
import { Repository } from './repository'
import type { CommerceTables } from './tables'

const fixture = useCommerceFixture()
const { client } = fixture

const web = { key: 'CZ-web', typeId: 'channel' }
/** Five pairs of each in stock: every order takes the next. */
const SKUS = ['1000010138', '1000010139', '1000020238', '1000020239', '1000020240']
let ordersPlaced = 0
const STEP_MS = 60_000
const CREATE = `mutation($draft: MyCartDraft!) { createMyCart(draft: $draft, storeKey: "CZ-web") { id version } }`
const DELIVERY = `mutation($id: String!, $version: Long!, $method: String!, $address: AddressInput!) {
  updateMyCart(id: $id, version: $version, storeKey: "CZ-web", actions: [
    { setShippingMethod: { shippingMethod: { key: $method, typeId: "shipping-method" } } },
    { setShippingAddress: { address: $address } }
  ]) { id version } }`
const ORDER = `mutation($draft: OrderMyCartCommand!) { createMyOrderFromCart(draft: $draft, storeKey: "CZ-web") { id version orderNumber } }`
const MY_ORDER = `query($id: String!) { me { order(id: $id) {
  orderState shipmentState completedAt
  shippingInfo { deliveries { createdAt items { id quantity } parcels { trackingData { trackingId carrier provider isReturn } } } }
} } }`

const server = { kind: 'server' as const, scopes: ['manage_project:kestrel'] }

const core = () =>
  createCommerceCore(fixture.server.database.db, {
    COMMERCE_CLIENT_ID: 'kestrel-local',
    COMMERCE_CLIENT_SECRET: 'kestrel-local',
    NODE_ENV: 'test',
  })

/** A simulation of its own, as another process of the shop runs one on the same database. */
const simulation = () =>
  new Fulfilment(new Repository(fixture.server.database.db, { takeConcurrentModification: () => false }), STEP_MS)

async function placeOrder({ method = 'HD', quantity = 2, paid = true } = {}) {
  const sku = SKUS[ordersPlaced++ % SKUS.length]!
  const { access_token: token } = await client.anonymousToken()
  const draft = {
    currency: 'CZK',
    country: 'CZ',
    locale: 'en',
    store: { key: 'CZ-web', typeId: 'store' },
    lineItems: [{ sku, quantity, distributionChannel: web, supplyChannel: web }],
  }
  const created = (await client.gql(token, CREATE, { draft })).data.createMyCart
  const address = {
    country: 'CZ',
    firstName: 'Jana',
    lastName: 'Nováková',
    email: 'jana@example.com',
    company: method === 'CC' ? 'Kestrel Praha Chodov' : null,
    streetName: 'Roztylská',
    streetNumber: '2321/19',
    postalCode: '14800',
    city: 'Praha',
  }
  const cart = (await client.gql(token, DELIVERY, { id: created.id, version: created.version, method, address })).data
    .updateMyCart
  const placed = await client.gql(token, ORDER, { draft: { id: cart.id, version: cart.version } })
  expect(placed.errors).toBeUndefined()
  const order = placed.data.createMyOrderFromCart as { id: string; version: number; orderNumber: string }
  if (paid)
    await core().orders.update(server, order.id, undefined, order.version, [
      { changePaymentState: { paymentState: 'Paid' } },
    ])
  const read = async () => (await client.gql(token, MY_ORDER, { id: order.id })).data.me.order
  return { token, order, read }
}

/** A moment `steps` simulation steps from now (and a second more). */
const after = (steps: number) => new Date(Date.now() + steps * STEP_MS + 1000)

describe('the fulfilment simulation', () => {
  it('moves a paid home-delivery order one step a tick: confirmed, shipped with a tracking number, delivered', async () => {
    const { order, read } = await placeOrder()
    const fulfilment = simulation()

    // Not due yet.
    expect(await fulfilment.tick(new Date())).not.toContain(order.id)
    expect(await read()).toMatchObject({ orderState: 'Open', shipmentState: 'Pending' })

    expect(await fulfilment.tick(after(1))).toContain(order.id)
    expect(await read()).toMatchObject({ orderState: 'Confirmed', shipmentState: 'Ready' })

    // The next step is a step after this one, not at once.
    expect(await fulfilment.tick(after(1))).not.toContain(order.id)
    expect(await fulfilment.tick(after(2))).toContain(order.id)
    const shipped = await read()
    expect(shipped).toMatchObject({ orderState: 'Confirmed', shipmentState: 'Shipped' })
    expect(shipped.shippingInfo.deliveries).toHaveLength(1)
    const tracking = shipped.shippingInfo.deliveries[0].parcels[0].trackingData
    expect(['ppl', 'dpd']).toContain(tracking.carrier)
    expect(tracking.trackingId).toMatch(/^\d{11,14}$/)
    expect(tracking.isReturn).toBe(false)
    expect(shipped.shippingInfo.deliveries[0].items).toEqual([expect.objectContaining({ quantity: 2 })])

    expect(await fulfilment.tick(after(3))).toContain(order.id)
    const delivered = await read()
    expect(delivered).toMatchObject({ orderState: 'Complete', shipmentState: 'Delivered' })
    expect(delivered.completedAt).toEqual(expect.any(String))

    // Finished: no more steps, and the schedule let it go.
    expect(await fulfilment.tick(after(10))).not.toContain(order.id)
    expect(await read()).toMatchObject({ orderState: 'Complete', shipmentState: 'Delivered' })
  })

  it('never moves an order two steps when several processes tick at the same moment', async () => {
    const orders = [
      await placeOrder({ quantity: 1 }),
      await placeOrder({ quantity: 1 }),
      await placeOrder({ quantity: 1 }),
    ]
    for (const steps of [1, 2]) {
      const moment = after(steps)
      const moved = (
        await Promise.all([simulation().tick(moment), simulation().tick(moment), simulation().tick(moment)])
      ).flat()
      for (const { order } of orders) expect(moved.filter((id) => id === order.id)).toHaveLength(1)
    }
    for (const { read } of orders) {
      const shipped = await read()
      expect(shipped).toMatchObject({ orderState: 'Confirmed', shipmentState: 'Shipped' })
      expect(shipped.shippingInfo.deliveries).toHaveLength(1)
    }
  })

  it('leaves an unpaid order open until it is paid, and a cancelled one untouched', async () => {
    const unpaid = await placeOrder({ paid: false })
    const fulfilment = simulation()
    expect(await fulfilment.tick(after(1))).not.toContain(unpaid.order.id)
    expect(await unpaid.read()).toMatchObject({ orderState: 'Open', shipmentState: 'Pending' })

    const cancelled = await placeOrder({ paid: false })
    await core().orders.update(server, cancelled.order.id, undefined, cancelled.order.version, [
      { changeOrderState: { orderState: 'Cancelled' } },
    ])
    for (const steps of [1, 2, 3, 4]) expect(await fulfilment.tick(after(steps))).not.toContain(cancelled.order.id)
    expect(await cancelled.read()).toMatchObject({ orderState: 'Cancelled', shipmentState: 'Pending' })
    expect(await cancelled.read()).toMatchObject({ shippingInfo: { deliveries: [] } })
    await expect(core().fulfilment.move(cancelled.order.orderNumber, 'shipped')).rejects.toThrow(/Cancelled/)
  })

  describe('a click-and-collect order', () => {
    it('is ready at its store with one mail to the shopper, then handed over; it is never shipped', async () => {
      const { order, read } = await placeOrder({ method: 'CC' })
      const fulfilment = simulation()
      await expect(core().fulfilment.move(order.orderNumber, 'shipped')).rejects.toThrow(/collected in a store/)

      const moment = after(1)
      await Promise.all([fulfilment.tick(moment), simulation().tick(moment)])
      expect(await read()).toMatchObject({ orderState: 'Confirmed', shipmentState: 'Ready' })
      // Forced again to a state it has passed: refused, and no second mail.
      await expect(core().fulfilment.move(order.orderNumber, 'confirmed')).rejects.toThrow(/already confirmed/)

      await fulfilment.tick(after(2))
      expect(await read()).toMatchObject({
        orderState: 'Complete',
        shipmentState: 'Delivered',
        shippingInfo: { deliveries: [] },
      })
      // Its messages say Ready once, then Delivered; the shop, reading them as often as it may, mails once.
      const messages = await fixture.server.database.db
        .withTables<CommerceTables>()
        .selectFrom('commerce_messages')
        .select(['type', 'payload', 'sequence_number'])
        .where('resource_id', '=', order.id)
        .orderBy('sequence_number')
        .execute()
      expect(messages.map((message) => [message.type, message.payload, message.sequence_number])).toEqual([
        ['OrderShipmentStateChanged', { shipmentState: 'Ready', oldShipmentState: 'Pending' }, 1],
        ['OrderShipmentStateChanged', { shipmentState: 'Delivered', oldShipmentState: 'Ready' }, 2],
      ])
      // Read by two rounds at once besides the server's own: whichever takes the message queues the mail.
      await Promise.all([fixture.server.readOrderMessages(), fixture.server.readOrderMessages()])
      const mails = () =>
        fixture.server.database.db
          .withTables<{ api_mail_outbox: { kind: string; dedupe_key: string | null } }>()
          .selectFrom('api_mail_outbox')
          .select('kind')
          .where('dedupe_key', '=', `collection-ready:${order.id}`)
          .execute()
      await expect.poll(mails, { timeout: 10_000 }).toEqual([{ kind: 'collection-ready' }])
      await fixture.server.readOrderMessages()
      expect(await mails()).toEqual([{ kind: 'collection-ready' }])
    })
  })

  it('moves an order at once for the operator: in part, delayed, then the rest, then delivered', async () => {
    const { order, read } = await placeOrder({ quantity: 3 })
    const fulfilment = core().fulfilment

    expect(await fulfilment.move(order.orderNumber, 'partial')).toMatchObject({
      orderState: 'Confirmed',
      shipmentState: 'Partial',
    })
    expect(await fulfilment.move(order.orderNumber, 'delayed')).toMatchObject({ shipmentState: 'Delayed' })
    await expect(fulfilment.move(order.orderNumber, 'delayed')).rejects.toThrow(/already delayed/)
    expect(await fulfilment.move(order.orderNumber, 'shipped')).toMatchObject({ shipmentState: 'Shipped' })
    const shipped = await read()
    expect(
      shipped.shippingInfo.deliveries.map((d: { items: Array<{ quantity: number }> }) => d.items[0]!.quantity),
    ).toEqual([1, 2])
    await expect(fulfilment.move(order.orderNumber, 'shipped')).rejects.toThrow(/already shipped/)
    expect(await fulfilment.move(order.orderNumber, 'delivered')).toMatchObject({
      orderState: 'Complete',
      shipmentState: 'Delivered',
    })
    await expect(fulfilment.move(order.orderNumber, 'delivered')).rejects.toThrow(/moves no more/)
    expect(await fulfilment.move('KCZ0', 'shipped')).toBeUndefined()
  })
})

describe('the operator endpoint POST /platform/commerce/orders/{orderNumber}/fulfilment', () => {
  const CLIENT = `Basic ${btoa('kestrel-local:kestrel-local')}`
  const move = (orderNumber: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${fixture.server.origin}/platform/commerce/orders/${orderNumber}/fulfilment`, {
      method: 'POST',
      headers: { authorization: CLIENT, 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('moves an order at once to the named state and answers its states and parcels', async () => {
    const { order, read } = await placeOrder({ quantity: 1 })
    const shipped = await move(order.orderNumber, { step: 'shipped' })
    expect(shipped.status).toBe(200)
    const body = (await shipped.json()) as { orderState: string; shipmentState: string; deliveries: unknown[] }
    expect(body).toMatchObject({ orderNumber: order.orderNumber, orderState: 'Confirmed', shipmentState: 'Shipped' })
    expect(body.deliveries).toEqual([
      expect.objectContaining({
        parcels: [expect.objectContaining({ trackingData: expect.objectContaining({ isReturn: false }) })],
      }),
    ])
    expect(await read()).toMatchObject({ shipmentState: 'Shipped' })

    const delivered = await move(order.orderNumber, { step: 'delivered' })
    expect(delivered.status).toBe(200)
    expect(await read()).toMatchObject({ orderState: 'Complete', shipmentState: 'Delivered' })
  })

  it('answers 409 for a move the order cannot make, 404 for an unknown order', async () => {
    const { order } = await placeOrder({ quantity: 1 })
    expect((await move(order.orderNumber, { step: 'partial' })).status).toBe(409)
    expect((await move(order.orderNumber, { step: 'delivered' })).status).toBe(200)
    const again = await move(order.orderNumber, { step: 'shipped' })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ statusCode: 409, errors: [{ code: 'InvalidOperation' }] })
    const unknown = await move('KCZ999999999', { step: 'shipped' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ errors: [{ code: 'ResourceNotFound' }] })
  })

  it('refuses bad input with 4xx and a message, never a 5xx', async () => {
    const { order } = await placeOrder({ quantity: 1 })
    const cases: Array<[string, unknown, number]> = [
      [order.orderNumber, { step: 'teleported' }, 400],
      [order.orderNumber, {}, 400],
      [order.orderNumber, { step: 'shipped', extra: true }, 400],
      [order.orderNumber, { step: 42 }, 400],
      [order.orderNumber, '{not json', 400],
      ['KCZ%3Cscript%3E', { step: 'shipped' }, 400],
      ['K'.repeat(41), { step: 'shipped' }, 400],
    ]
    for (const [number, body, status] of cases) {
      const response = await move(number, body)
      expect(response.status, `${number} ${JSON.stringify(body)}`).toBe(status)
      expect(await response.json()).toHaveProperty('error')
    }
    expect((await move(order.orderNumber, { step: 'shipped' }, { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await move(order.orderNumber, { step: 'shipped' }, { authorization: '' })).status).toBe(401)
    // Nothing above moved the order.
    expect((await move(order.orderNumber, { step: 'confirmed' })).status).toBe(200)
  })

  it('is not served in production', async () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      COMMERCE_CLIENT_ID: 'shop-client',
      COMMERCE_CLIENT_SECRET: 'shop-secret-of-the-shop',
    })
    const { api } = createCommercePlatform(fixture.server.database.db, config)
    const { order } = await placeOrder({ quantity: 1 })
    const response = await api.request(`/orders/${order.orderNumber}/fulfilment`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa('shop-client:shop-secret-of-the-shop')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ step: 'shipped' }),
    })
    expect(response.status).toBe(404)
    expect((await move(order.orderNumber, { step: 'confirmed' })).status).toBe(200)
  })
})

describe('deliveries through the update actions of the platform (addDelivery, addParcelToDelivery, setParcelTrackingData)', () => {
  const UPDATE = `mutation($id: String!, $version: Long!, $actions: [OrderUpdateAction!]!) {
    updateOrder(id: $id, version: $version, actions: $actions) {
      version
      shippingInfo { deliveries { key items { id quantity } parcels { id key items { quantity } trackingData { trackingId carrier provider isReturn } } } }
    } }`
  const LINES = `query($id: String!) { order(id: $id) { version lineItems { id } } }`

  it('keeps deliveries and parcels with their tracking as commercetools does, and refuses unknown items', async () => {
    const { order } = await placeOrder({ quantity: 1, paid: false })
    const token = await client.serverToken()
    const { version, lineItems } = (await client.gql(token, LINES, { id: order.id })).data.order
    const line = lineItems[0].id as string
    const added = await client.gql(token, UPDATE, {
      id: order.id,
      version,
      actions: [
        {
          addDelivery: {
            deliveryKey: 'first',
            items: [{ id: line, quantity: 1 }],
            parcels: [
              {
                key: 'box-1',
                items: [{ id: line, quantity: 1 }],
                trackingData: { trackingId: 'Z1234567890', carrier: 'packeta' },
              },
            ],
          },
        },
        { addParcelToDelivery: { deliveryKey: 'first', parcelKey: 'box-2', items: [{ id: line, quantity: 1 }] } },
        {
          setParcelTrackingData: {
            parcelKey: 'box-2',
            trackingData: { trackingId: 'Z0987654321', carrier: 'packeta', provider: 'Zásilkovna' },
          },
        },
      ],
    })
    expect(added.errors).toBeUndefined()
    expect(added.data.updateOrder.shippingInfo.deliveries).toEqual([
      {
        key: 'first',
        items: [{ id: line, quantity: 1 }],
        parcels: [
          expect.objectContaining({
            key: 'box-1',
            items: [{ quantity: 1 }],
            trackingData: { trackingId: 'Z1234567890', carrier: 'packeta', provider: null, isReturn: false },
          }),
          expect.objectContaining({
            key: 'box-2',
            trackingData: { trackingId: 'Z0987654321', carrier: 'packeta', provider: 'Zásilkovna', isReturn: false },
          }),
        ],
      },
    ])

    const refused = await client.gql(token, UPDATE, {
      id: order.id,
      version: added.data.updateOrder.version,
      actions: [{ addDelivery: { items: [{ id: 'no-such-line', quantity: 1 }] } }],
    })
    expect(refused.errors?.[0]?.extensions?.code).toBe('InvalidInput')
  })
})
