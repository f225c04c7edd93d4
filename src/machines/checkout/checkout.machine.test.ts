import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { checkoutMachine } from './checkout.machine'
import type {
  AddressFields,
  AddressValidationResult,
  CheckoutCart,
  CheckoutStart,
  DeliveryDetails,
  DeliveryMethod,
  PaymentMethodData,
  PaymentOutcome,
  PaymentSession,
  PickupPoint,
  PlacedOrder,
} from './checkout.types'
import {
  addressErrors,
  contactErrors,
  defaultDeliveryMethod,
  instalmentAmounts,
  offeredMethods,
} from './checkout.rules'

const cart = { id: 'c1', version: 1, totalCentAmount: 249900, currencyCode: 'CZK' }
const contact = { email: 'jana@example.com', country: 'CZ', phone: '+420601123456', policyAccepted: true }
const address = {
  firstName: 'Jana',
  lastName: 'Nováková',
  streetName: 'Vodičkova 12',
  postalCode: '110 00',
  city: 'Praha',
  country: 'CZ',
}

describe('checkout rules', () => {
  it('defaults to HD, and falls back to key HD with an empty name (spec 4.3)', () => {
    expect(
      defaultDeliveryMethod([
        { key: 'CC', name: 'C' },
        { key: 'HD', name: 'Home' },
      ]),
    ).toEqual({ key: 'HD', name: 'Home' })
    expect(defaultDeliveryMethod([{ key: 'CC', name: 'C' }])).toEqual({ key: 'HD', name: '' })
    expect(defaultDeliveryMethod(undefined)).toEqual({ key: 'HD', name: '' })
  })

  it('offers try-and-buy only where the market has it', () => {
    const methods = [
      { key: 'HD', name: '' },
      { key: 'CR', name: '' },
    ]
    expect(offeredMethods(methods, false).map((m) => m.key)).toEqual(['HD'])
    expect(offeredMethods(methods, true).map((m) => m.key)).toEqual(['HD', 'CR'])
  })

  it('applies the limits and formats of spec 5.3 to contact details', () => {
    expect(contactErrors(contact)).toEqual({})
    // 35 is the address service's field, not the shopper's address: real addresses up to RFC 5321's 254 go through.
    expect(contactErrors({ ...contact, email: `${'a'.repeat(28)}@example.com` })).toEqual({})
    expect(contactErrors({ ...contact, email: `${'a'.repeat(242)}@example.com` })).toEqual({})
    expect(contactErrors({ ...contact, email: `${'a'.repeat(243)}@example.com` })).toEqual({ email: 'maxCharacters' })
    expect(contactErrors({ ...contact, phone: '12' })).toEqual({ phone: 'phone' })
    expect(contactErrors({ ...contact, phone: '+4206011234567890' })).toEqual({ phone: 'maxCharacters' })
  })

  it('takes a country the shop ships to, by its code (spec 5.4)', () => {
    expect(contactErrors({ ...contact, country: '' })).toEqual({ country: 'required' })
    expect(contactErrors({ ...contact, country: 'Czechia' })).toEqual({ country: 'maxCharacters' })
    expect(contactErrors({ ...contact, country: 'cz' })).toEqual({ country: 'countryCode' })
    expect(contactErrors({ ...contact, country: 'DE' })).toEqual({ country: 'notShipped' })
  })

  it('splits a pay-later amount into instalments that add up to it', () => {
    expect(instalmentAmounts(249900, 3)).toEqual([83300, 83300, 83300])
    expect(instalmentAmounts(100001, 3)).toEqual([33335, 33333, 33333])
    expect(instalmentAmounts(100001, 3).reduce((a, b) => a + b, 0)).toBe(100001)
    expect(instalmentAmounts(5, 0)).toEqual([])
  })

  it('applies the address rules of spec 5.4', () => {
    expect(addressErrors(address, 'shipping')).toEqual({})
    expect(addressErrors({ ...address, city: 'Praha 1' }, 's')).toEqual({ 's.city': 'containsDigits' })
    expect(addressErrors({ ...address, streetName: 'P.O. Box 12' }, 's')).toEqual({ 's.streetName': 'poBox' })
    expect(addressErrors({ ...address, firstName: 'J4na' }, 's')).toEqual({ 's.firstName': 'notAlphabetic' })
    expect(addressErrors({ ...address, postalCode: '1100' }, 's')).toEqual({ 's.postalCode': 'postalCode' })
    expect(addressErrors({ ...address, country: 'DE', postalCode: '10115' }, 's')).toEqual({
      's.country': 'notShipped',
    })
    expect(addressErrors({ ...address, lastName: 'x'.repeat(26) }, 's')).toEqual({ 's.lastName': 'maxCharacters' })
  })
})

const cardsOnly: PaymentSession = { id: 'CS1', sessionData: 'x', reference: 'KP-1', methods: [{ type: 'scheme' }] }
const withPayLater: PaymentSession = {
  ...cardsOnly,
  methods: [{ type: 'scheme' }, { type: 'paylater', instalments: 3 }],
}
const tick = () => new Promise((r) => setTimeout(r, 0))

/** The machine with stand-in actors; `paid` records what each payment call was given. */
function checkoutWith(
  session: PaymentSession,
  paid: PaymentMethodData[] = [],
  orders: string[] = [],
  shippingMethods: DeliveryMethod[] = [{ key: 'HD', name: 'Home' }],
) {
  return checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise<CheckoutStart, { orderId: string | null; signedIn: boolean }>(async ({ input }) =>
        input.orderId ? { cart: null, shippingMethods: [] } : { cart, shippingMethods },
      ),
      saveContact: fromPromise(async () => cart),
      validateAddress: fromPromise<AddressValidationResult, { address: AddressFields; carrier: string | null }>(
        async () => ({ valid: true, errors: [] }),
      ),
      saveDelivery: fromPromise(async () => cart),
      createSession: fromPromise<PaymentSession, { cartId: string | null; orderId: string | null }>(
        async () => session,
      ),
      createOrder: fromPromise<PlacedOrder, { cart: CheckoutCart }>(async () => {
        orders.push('o1')
        return { id: 'o1', orderNumber: 'KCZ1' }
      }),
      submitPayment: fromPromise<
        PaymentOutcome,
        { orderId: string; session: PaymentSession; paymentData: PaymentMethodData }
      >(async ({ input }) => {
        paid.push(input.paymentData)
        return { orderId: 'o1', resultCode: 'Authorised', action: null }
      }),
    },
  })
}

async function toPayment(session: PaymentSession, paid: PaymentMethodData[] = [], orders: string[] = []) {
  const actor = createActor(checkoutWith(session, paid, orders), { input: {} })
  const completed: unknown[] = []
  actor.on('checkout.completed', (event) => completed.push(event))
  actor.start()
  await tick()
  actor.send({ type: 'checkout.contact.submitted', contact })
  await tick()
  actor.send({
    type: 'checkout.delivery.submitted',
    delivery: { shipping: address, billing: null },
  })
  await tick()
  return { actor, completed }
}

describe('checkout machine: pay later', () => {
  it('pays with pay later when the session offers it, once, and completes the order as paid', async () => {
    const paid: PaymentMethodData[] = []
    const orders: string[] = []
    const { actor, completed } = await toPayment(withPayLater, paid, orders)
    expect(actor.getSnapshot().context.paymentMethod).toBe('scheme')
    actor.send({ type: 'checkout.payment.methodSelected', method: 'paylater' })
    expect(actor.getSnapshot().context.paymentMethod).toBe('paylater')
    actor.send({ type: 'checkout.payment.submitted', paymentData: { type: 'paylater' } })
    actor.send({ type: 'checkout.payment.submitted', paymentData: { type: 'paylater' } })
    await tick()
    expect(actor.getSnapshot().matches({ PAYMENT: 'paid' })).toBe(true)
    expect(paid).toEqual([{ type: 'paylater' }])
    expect(orders).toEqual(['o1'])
    expect(completed).toEqual([{ type: 'checkout.completed', orderId: 'o1', status: 'Paid' }])
  })

  it('neither offers nor sends pay later when the session does not list it (another country or amount)', async () => {
    const paid: PaymentMethodData[] = []
    const orders: string[] = []
    const { actor } = await toPayment(cardsOnly, paid, orders)
    actor.send({ type: 'checkout.payment.methodSelected', method: 'paylater' })
    expect(actor.getSnapshot().context.paymentMethod).toBe('scheme')
    actor.send({ type: 'checkout.payment.submitted', paymentData: { type: 'paylater' } })
    await tick()
    expect(actor.getSnapshot().matches({ PAYMENT: 'ready' })).toBe(true)
    expect(orders).toEqual([])
    expect(paid).toEqual([])
  })
})

describe('checkout machine', () => {
  it('goes through the three steps and announces a paid order once', async () => {
    const machine = checkoutWith(cardsOnly)
    const actor = createActor(machine, { input: {} })
    const completed: unknown[] = []
    actor.on('checkout.completed', (event) => completed.push(event))
    actor.start()
    await tick()
    actor.send({ type: 'checkout.contact.submitted', contact })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().matches('DELIVERY')).toBe(true)
    actor.send({
      type: 'checkout.delivery.submitted',
      delivery: { shipping: address, billing: null },
    })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().matches({ PAYMENT: 'ready' })).toBe(true)
    const card = {
      type: 'scheme' as const,
      number: '4111111111111111',
      expiryMonth: '03',
      expiryYear: '2030',
      cvc: '737',
    }
    actor.send({ type: 'checkout.payment.submitted', paymentData: card })
    actor.send({ type: 'checkout.payment.submitted', paymentData: card })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().matches({ PAYMENT: 'paid' })).toBe(true)
    expect(completed).toEqual([{ type: 'checkout.completed', orderId: 'o1', status: 'Paid' }])
    expect(actor.getSnapshot().context.paymentData).toBeNull()
  })
})

describe('checkout machine: pay pressed twice (spec 4.8: one order is charged once)', () => {
  const card: PaymentMethodData = {
    type: 'scheme',
    number: '4111111111111111',
    expiryMonth: '03',
    expiryYear: '2030',
    cvc: '737',
  }

  /** Order and payment calls that stay open until the test settles them, so a second press lands while the first runs. */
  function slowProvider(resultCodes: string[]) {
    const paid: PaymentMethodData[] = []
    const orders: string[] = []
    const settle: Array<() => void> = []
    const machine = checkoutWith(cardsOnly).provide({
      actors: {
        createOrder: fromPromise<PlacedOrder, { cart: CheckoutCart }>(
          () =>
            new Promise((resolve) => {
              orders.push('o1')
              settle.push(() => resolve({ id: 'o1', orderNumber: 'KCZ1' }))
            }),
        ),
        submitPayment: fromPromise<
          PaymentOutcome,
          { orderId: string; session: PaymentSession; paymentData: PaymentMethodData }
        >(
          ({ input }) =>
            new Promise((resolve) => {
              const resultCode = resultCodes[paid.length] ?? 'Authorised'
              paid.push(input.paymentData)
              settle.push(() => resolve({ orderId: 'o1', resultCode, action: null }))
            }),
        ),
      },
    })
    const settleNext = async () => {
      settle.shift()!()
      await tick()
    }
    return { machine, paid, orders, settleNext }
  }

  async function payingActor(machine: ReturnType<typeof checkoutWith>, orderId: string | null = null) {
    const actor = createActor(machine, { input: { orderId } })
    const completed: unknown[] = []
    const failed: unknown[] = []
    actor.on('checkout.completed', (event) => completed.push(event))
    actor.on('checkout.paymentFailed', (event) => failed.push(event))
    actor.start()
    await tick()
    if (!orderId) {
      actor.send({ type: 'checkout.contact.submitted', contact })
      await tick()
      actor.send({
        type: 'checkout.delivery.submitted',
        delivery: { shipping: address, billing: null },
      })
    }
    await tick()
    return { actor, completed, failed }
  }

  it('creates one order and sends one payment request when pay is pressed again at each stage', async () => {
    const { machine, paid, orders, settleNext } = slowProvider(['Authorised'])
    const { actor, completed } = await payingActor(machine)
    actor.send({ type: 'checkout.payment.submitted', paymentData: card })
    actor.send({ type: 'checkout.payment.submitted', paymentData: card })
    await tick()
    expect(orders).toEqual(['o1'])
    await settleNext()
    actor.send({ type: 'checkout.payment.submitted', paymentData: card })
    await tick()
    expect(paid).toEqual([card])
    await settleNext()
    expect(paid).toEqual([card])
    expect(orders).toEqual(['o1'])
    expect(completed).toEqual([{ type: 'checkout.completed', orderId: 'o1', status: 'Paid' }])
  })

  it('sends one payment request for an order that awaits payment, however often pay is pressed', async () => {
    const { machine, paid, orders, settleNext } = slowProvider(['Authorised'])
    const { actor, completed } = await payingActor(machine, 'o1')
    for (let press = 0; press < 3; press++) actor.send({ type: 'checkout.payment.submitted', paymentData: card })
    await tick()
    await settleNext()
    expect(orders).toEqual([])
    expect(paid).toEqual([card])
    expect(completed).toEqual([{ type: 'checkout.completed', orderId: 'o1', status: 'Paid' }])
  })

  it('takes pay again after a refusal only once the shopper asked to try again, and then once', async () => {
    const { machine, paid, settleNext } = slowProvider(['Refused', 'Authorised'])
    const { actor, completed, failed } = await payingActor(machine, 'o1')
    actor.send({ type: 'checkout.payment.submitted', paymentData: card })
    await tick()
    await settleNext()
    expect(failed).toEqual([{ type: 'checkout.paymentFailed', orderId: 'o1' }])
    actor.send({ type: 'checkout.payment.submitted', paymentData: card })
    await tick()
    expect(paid).toHaveLength(1)
    actor.send({ type: 'checkout.payment.retried' })
    await tick()
    actor.send({ type: 'checkout.payment.submitted', paymentData: card })
    actor.send({ type: 'checkout.payment.submitted', paymentData: card })
    await tick()
    await settleNext()
    expect(paid).toEqual([card, card])
    expect(completed).toEqual([{ type: 'checkout.completed', orderId: 'o1', status: 'Paid' }])
  })
})

type SaveDeliveryInput = {
  cart: CheckoutCart
  method: DeliveryMethod
  store: PickupPoint | null
  parcelShop: PickupPoint | null
  date: string | null
  slot: string | null
  delivery: DeliveryDetails
  email: string
}

describe('checkout machine: billing address (spec 4.2 billing = shipping)', () => {
  const billing = { ...address, firstName: 'Petr', streetName: 'Národní 5' }
  const saved: DeliveryDetails[] = []
  const machine = (methods: DeliveryMethod[]) =>
    checkoutWith(cardsOnly, [], [], methods).provide({
      actors: {
        saveDelivery: fromPromise<CheckoutCart, SaveDeliveryInput>(async ({ input }) => {
          saved.push(input.delivery)
          return cart
        }),
      },
    })
  async function atDelivery(methods = [{ key: 'HD', name: 'Home' }]) {
    saved.length = 0
    const actor = createActor(machine([...methods, { key: 'CC', name: 'C' }]), { input: {} })
    actor.start()
    await tick()
    actor.send({ type: 'checkout.contact.submitted', contact })
    await tick()
    return actor
  }

  it('is the shipping address while the box stays ticked, whatever the form sends', async () => {
    const actor = await atDelivery()
    expect(actor.getSnapshot().context.addressesMatch).toBe(true)
    actor.send({ type: 'checkout.delivery.submitted', delivery: { shipping: address, billing } })
    await tick()
    expect(saved).toEqual([{ shipping: address, billing: null, addressesMatch: true }])
  })

  it('asks for a billing address of its own once the box is unticked, with the address rules', async () => {
    const actor = await atDelivery()
    actor.send({ type: 'checkout.delivery.billingSameChanged', same: false })
    expect(actor.getSnapshot().context.addressesMatch).toBe(false)
    actor.send({ type: 'checkout.delivery.submitted', delivery: { shipping: address } })
    expect(actor.getSnapshot().matches({ DELIVERY: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
      'billing.firstName': 'required',
      'billing.city': 'required',
    })
    actor.send({ type: 'checkout.delivery.submitted', delivery: { shipping: address, billing } })
    await tick()
    expect(saved).toEqual([{ shipping: address, billing, addressesMatch: false }])
  })

  it('keeps the choice when the shopper ticks the box again or comes back from payment', async () => {
    const actor = await atDelivery()
    actor.send({ type: 'checkout.delivery.billingSameChanged', same: false })
    actor.send({ type: 'checkout.delivery.billingSameChanged', same: true })
    expect(actor.getSnapshot().context.addressesMatch).toBe(true)
    actor.send({ type: 'checkout.delivery.billingSameChanged', same: false })
    actor.send({ type: 'checkout.delivery.submitted', delivery: { shipping: address, billing } })
    await tick()
    expect(actor.getSnapshot().matches({ PAYMENT: 'ready' })).toBe(true)
    actor.send({ type: 'checkout.step.back' })
    expect(actor.getSnapshot().context.addressesMatch).toBe(false)
  })

  it('has no billing address apart for a pickup: the box is a home delivery’s only', async () => {
    const actor = await atDelivery()
    actor.send({ type: 'checkout.delivery.methodSelected', method: 'CC' })
    actor.send({ type: 'checkout.delivery.billingSameChanged', same: false })
    expect(actor.getSnapshot().context.addressesMatch).toBe(true)
    // Unticked under home delivery, then a pickup chosen: the pickup's address is the billing one.
    actor.send({ type: 'checkout.delivery.methodSelected', method: 'HD' })
    actor.send({ type: 'checkout.delivery.billingSameChanged', same: false })
    actor.send({ type: 'checkout.delivery.methodSelected', method: 'CC' })
    actor.send({
      type: 'checkout.delivery.storeSelected',
      store: { id: 's1', name: 'S', address: { streetName: 'a', postalCode: '110 00', city: 'Praha', country: 'CZ' } },
    })
    actor.send({ type: 'checkout.delivery.submitted', delivery: { shipping: address, billing } })
    await tick()
    expect(saved).toEqual([{ shipping: address, billing: null, addressesMatch: true }])
  })
})

describe('checkout machine: the payment result (spec 4.8)', () => {
  async function payWith(resultCode: string, action: PaymentOutcome['action'] = null) {
    const machine = checkoutWith(cardsOnly).provide({
      actors: {
        submitPayment: fromPromise<
          PaymentOutcome,
          { orderId: string; session: PaymentSession; paymentData: PaymentMethodData }
        >(async () => ({ orderId: 'o1', resultCode, action })),
      },
    })
    const actor = createActor(machine, { input: { orderId: 'o1' } })
    const completed: unknown[] = []
    const failed: unknown[] = []
    actor.on('checkout.completed', (event) => completed.push(event))
    actor.on('checkout.paymentFailed', (event) => failed.push(event))
    actor.start()
    await tick()
    actor.send({
      type: 'checkout.payment.submitted',
      paymentData: { type: 'scheme', number: '4000000000000002', expiryMonth: '03', expiryYear: '2030', cvc: '737' },
    })
    await tick()
    return { snapshot: actor.getSnapshot(), completed, failed }
  }

  it.each(['Refused', 'refused', 'Refused ', 'Cancelled', 'Error', 'authorised', '', 'constructor'])(
    'a %j result fails the payment and never completes the order',
    async (code) => {
      const { snapshot, completed, failed } = await payWith(code)
      expect(snapshot.matches({ PAYMENT: 'failed' })).toBe(true)
      expect(completed).toEqual([])
      expect(failed).toEqual([{ type: 'checkout.paymentFailed', orderId: 'o1' }])
    },
  )

  it('says which failure it was: a refusal, a cancellation, anything else', async () => {
    expect((await payWith('Refused')).snapshot.context.error).toBe('checkout.step3.paymentRefused')
    expect((await payWith('Cancelled')).snapshot.context.error).toBe('checkout.step3.paymentCancelled')
    expect((await payWith('Error')).snapshot.context.error).toBe('checkout.step3.paymentFailed')
  })

  it.each([
    ['Authorised', 'Paid'],
    ['Pending', 'Pending'],
    ['Received', 'Pending'],
  ] as const)('a %s result completes the order as %s', async (code, status) => {
    const { completed } = await payWith(code)
    expect(completed).toEqual([{ type: 'checkout.completed', orderId: 'o1', status }])
  })

  it('sends the shopper to the bank for IdentifyShopper and ChallengeShopper', async () => {
    for (const code of ['IdentifyShopper', 'ChallengeShopper']) {
      const { snapshot, completed } = await payWith(code, { type: 'redirect', url: 'https://bank.example/3ds' })
      expect(snapshot.matches({ PAYMENT: 'authenticating' })).toBe(true)
      expect(completed).toEqual([])
    }
  })
})

describe('checkout machine: delivery date and time slot', () => {
  async function atDelivery() {
    const methods = [
      { key: 'HD', name: 'Home' },
      { key: 'CC', name: 'C' },
    ]
    const actor = createActor(checkoutWith(cardsOnly, [], [], methods), { input: { today: '2030-03-11' } })
    actor.start()
    await tick()
    actor.send({ type: 'checkout.contact.submitted', contact })
    await tick()
    return actor
  }

  it('offers the working days after the shopper’s date', async () => {
    const actor = await atDelivery()
    expect(actor.getSnapshot().context.deliveryDates).toEqual([
      '2030-03-12',
      '2030-03-13',
      '2030-03-14',
      '2030-03-15',
      '2030-03-18',
    ])
  })

  it('takes no preference with a date chosen first, and the first date with a slot chosen first', async () => {
    const byDate = await atDelivery()
    byDate.send({ type: 'checkout.delivery.slotSelected', date: '2030-03-14' })
    expect(byDate.getSnapshot().context).toMatchObject({ date: '2030-03-14', slot: 'noPreference' })
    byDate.send({ type: 'checkout.delivery.slotSelected', slot: '18-20' })
    expect(byDate.getSnapshot().context).toMatchObject({ date: '2030-03-14', slot: '18-20' })
    const bySlot = await atDelivery()
    bySlot.send({ type: 'checkout.delivery.slotSelected', slot: 'morning' })
    expect(bySlot.getSnapshot().context).toMatchObject({ date: '2030-03-12', slot: 'morning' })
  })

  it('refuses a day it does not offer, a slot of spec 9 it does not know, and any slot for a pickup', async () => {
    const actor = await atDelivery()
    for (const date of ['2030-03-16', '2030-03-11', '2030-03-19', 'tomorrow'])
      actor.send({ type: 'checkout.delivery.slotSelected', date })
    actor.send({ type: 'checkout.delivery.slotSelected', slot: 'midnight' })
    expect(actor.getSnapshot().context).toMatchObject({ date: null, slot: null })
    actor.send({ type: 'checkout.delivery.methodSelected', method: 'CC' })
    actor.send({ type: 'checkout.delivery.slotSelected', date: '2030-03-12', slot: 'morning' })
    expect(actor.getSnapshot().context).toMatchObject({ date: null, slot: null })
  })
})

describe('checkout machine: loading the cart (spec 9 read retries, decision 0009)', () => {
  /** A load that fails with `failures` in turn, then answers with `start`; `calls` counts the reads and their time. */
  function loader(
    failures: unknown[],
    start: CheckoutStart = { cart, shippingMethods: [{ key: 'HD', name: 'Home' }] },
  ) {
    const calls: Array<{ at: number; orderId: string | null }> = []
    const machine = checkoutWith(cardsOnly).provide({
      actors: {
        loadCheckout: fromPromise<CheckoutStart, { orderId: string | null; signedIn: boolean }>(async ({ input }) => {
          calls.push({ at: Date.now(), orderId: input.orderId })
          if (failures.length) throw failures.shift()
          return start
        }),
      },
    })
    return { machine, calls }
  }
  const serverDown = { response: { status: 503, errors: [] } }
  const answered = { response: { status: 404, errors: [{ message: 'Not found' }] } }

  afterEach(() => vi.useRealTimers())

  it('retries a failed read three times, 200, 400 and 600 ms apart, then says so and offers to try again', async () => {
    vi.useFakeTimers({ now: 0 })
    const { machine, calls } = loader([serverDown, serverDown, serverDown, serverDown])
    const actor = createActor(machine, { input: {} }).start()
    await vi.advanceTimersByTimeAsync(5000)
    // Spec 9: the query cache retries three times: four reads in all.
    expect(calls.map((c) => c.at)).toEqual([0, 200, 600, 1200])
    expect(actor.getSnapshot().value).toBe('loadFailed')
    expect(actor.getSnapshot().context.error).toBe('generic.error')
    actor.send({ type: 'checkout.load.retried' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(5)
    expect(actor.getSnapshot().matches('CONTACT_DETAILS')).toBe(true)
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('shows the cart once a retry succeeds, and is busy while it waits', async () => {
    vi.useFakeTimers({ now: 0 })
    const { machine, calls } = loader([serverDown])
    const actor = createActor(machine, { input: {} }).start()
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await vi.advanceTimersByTimeAsync(200)
    expect(calls).toHaveLength(2)
    expect(actor.getSnapshot().matches('CONTACT_DETAILS')).toBe(true)
    expect(actor.getSnapshot().context.cart).toEqual(cart)
  })

  it('does not ask again after the server answered (a 4xx)', async () => {
    vi.useFakeTimers({ now: 0 })
    const { machine, calls } = loader([answered])
    const actor = createActor(machine, { input: {} }).start()
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toHaveLength(1)
    expect(actor.getSnapshot().value).toBe('loadFailed')
  })

  it('has nothing to check out without a cart', async () => {
    const { machine } = loader([], { cart: null, shippingMethods: [] })
    const actor = createActor(machine, { input: {} }).start()
    await tick()
    expect(actor.getSnapshot().value).toBe('empty')
    actor.send({ type: 'checkout.contact.submitted', contact })
    expect(actor.getSnapshot().value).toBe('empty')
  })

  it('offers the loaded methods, home delivery first chosen (spec 4.3), try and buy only where the market has it', async () => {
    const methods = [
      { key: 'CC', name: 'Store' },
      { key: 'CR', name: 'Try' },
      { key: 'HD', name: 'Home' },
    ]
    for (const hasTryAndBuy of [false, true]) {
      const { machine } = loader([], { cart, shippingMethods: methods })
      const actor = createActor(machine, { input: { hasTryAndBuy } }).start()
      await tick()
      const { context } = actor.getSnapshot()
      expect(context.method).toEqual({ key: 'HD', name: 'Home' })
      expect(context.methods.map((m) => m.key)).toEqual(hasTryAndBuy ? ['CC', 'CR', 'HD'] : ['CC', 'HD'])
    }
  })

  it('opens an order awaiting payment (its URL) on the payment step, without reading a cart', async () => {
    const { machine, calls } = loader([])
    const actor = createActor(machine, { input: { orderId: 'o1' } }).start()
    await tick()
    expect(calls).toEqual([])
    expect(actor.getSnapshot().matches('PAYMENT')).toBe(true)
  })
})

describe('checkout machine: finding a store or a parcel shop (spec 2.7 delivery)', () => {
  async function atDelivery() {
    const methods = [
      { key: 'HD', name: 'Home' },
      { key: 'CC', name: 'Store' },
      { key: 'PS', name: 'Parcel shop' },
    ]
    const actor = createActor(checkoutWith(cardsOnly, [], [], methods), { input: {} }).start()
    await tick()
    actor.send({ type: 'checkout.contact.submitted', contact })
    await tick()
    return actor
  }

  it('searches the lists by what the shopper typed, kept from stores to parcel shops', async () => {
    const actor = await atDelivery()
    expect(actor.getSnapshot().context.pickupSearch).toBe('Praha')
    actor.send({ type: 'checkout.delivery.methodSelected', method: 'CC' })
    actor.send({ type: 'checkout.delivery.pickupSearched', query: 'Brno' })
    expect(actor.getSnapshot().context.pickupSearch).toBe('Brno')
    actor.send({ type: 'checkout.delivery.methodSelected', method: 'PS' })
    actor.send({ type: 'checkout.delivery.pickupSearched', query: '602' })
    expect(actor.getSnapshot().context.pickupSearch).toBe('602')
  })

  it('has no search for a home delivery, which has no list', async () => {
    const actor = await atDelivery()
    actor.send({ type: 'checkout.delivery.pickupSearched', query: 'Brno' })
    expect(actor.getSnapshot().context.pickupSearch).toBe('Praha')
  })
})

describe('checkout machine: the shopper’s click-and-collect store', () => {
  it('comes preselected, and the store list opens on its town', async () => {
    const store: PickupPoint = {
      id: 'CZ-BRN-VANKOVKA',
      name: 'Kestrel Brno Vaňkovka',
      address: { streetName: 'Ve Vaňkovce 1', postalCode: '60200', city: 'Brno', country: 'CZ' },
    }
    const actor = createActor(checkoutWith(cardsOnly), { input: { store } }).start()
    await tick()
    expect(actor.getSnapshot().context.store).toEqual(store)
    expect(actor.getSnapshot().context.pickupSearch).toBe('Brno')
    const without = createActor(checkoutWith(cardsOnly), { input: {} }).start()
    expect(without.getSnapshot().context.store).toBeNull()
  })
})
