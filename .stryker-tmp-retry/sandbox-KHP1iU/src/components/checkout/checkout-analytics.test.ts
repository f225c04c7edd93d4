// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { checkoutMachine } from '../../machines/checkout/checkout.machine'
import type {
  AddressFields,
  AddressValidationResult,
  CheckoutCart,
  PaymentMethodData,
  PaymentOutcome,
  PaymentSession,
  PlacedOrder,
} from '../../machines/checkout/checkout.types'
import { createDataLayer } from '../../services/analytics/data-layer'
import type { CheckoutCartDetails } from '../../services/commerce/order-checkout'
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  beginCheckoutEvent,
  createPurchaseTracker,
  observeCheckout,
  purchaseEvent,
  purchaseStatusEvent,
  PURCHASE_STORAGE_KEY,
} from './checkout-analytics'

const czk = (centAmount: number) => ({ centAmount, currencyCode: 'CZK', fractionDigits: 2 })

/** Two pairs of Iris sandals (list 1 460 Kč, sold at 1 314 Kč) with WELCOME10, and a gift line. */
function cart(overrides: Partial<CheckoutCartDetails> = {}): CheckoutCartDetails {
  return {
    id: 'c1',
    version: 3,
    totalCentAmount: 236520,
    currencyCode: 'CZK',
    totalPrice: czk(236520),
    tax: czk(41049),
    lines: [
      {
        id: 'l1',
        sku: '13000304040350',
        quantity: 2,
        names: { en: "Women's Iris 2.0 Leather Sandals", 'cs-CZ': 'Dámské sandály Iris 2.0' },
        image: null,
        attributes: { Size: '38', ColorCode: '01001', Division: 'Women' },
        unitPrice: czk(131400),
        listUnitPrice: czk(146000),
        totalPrice: czk(236520),
        isGift: false,
      },
      {
        id: 'l2',
        sku: 'GIFT-1',
        quantity: 1,
        names: { en: 'Gift wrap' },
        image: null,
        attributes: {},
        unitPrice: czk(0),
        totalPrice: czk(0),
        isGift: true,
      },
    ],
    discountCodes: ['WELCOME10'],
    shipping: null,
    ...overrides,
  }
}

const IRIS = {
  item_id: '13000304040350',
  item_name: "Women's Iris 2.0 Leather Sandals",
  item_variant: '01001',
  item_category: 'Women',
  size: '38',
  price: 1314,
  discount: 146,
  quantity: 2,
}

describe('checkout events of spec 7.6', () => {
  it('begin_checkout: currency, amount, codes and the sold items in English', () => {
    expect(beginCheckoutEvent(cart())).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'CZK', value: 2365.2, coupon: 'WELCOME10', items: [IRIS] },
    })
    expect((beginCheckoutEvent(cart({ discountCodes: [] })).ecommerce as { coupon: unknown }).coupon).toBeNull()
  })

  it('add_shipping_info carries the order type as its tier; add_payment_info the payment method', () => {
    const withDelivery = cart({
      totalPrice: czk(246420),
      shipping: { methodKey: 'HD', price: czk(9900), tax: czk(1718) },
    })
    expect(addShippingInfoEvent(withDelivery, 'HD')).toEqual({
      event: 'add_shipping_info',
      ecommerce: { currency: 'CZK', value: 2464.2, coupon: 'WELCOME10', shipping_tier: 'HD', items: [IRIS] },
    })
    expect(addPaymentInfoEvent(withDelivery, 'scheme')).toMatchObject({
      event: 'add_payment_info',
      ecommerce: { value: 2464.2, payment_type: 'scheme', items: [IRIS] },
    })
  })

  it('purchase: the order number, the total as charged, its VAT and shipping', () => {
    const order = cart({
      id: 'o1',
      totalPrice: czk(246420),
      tax: czk(42767),
      shipping: { methodKey: 'HD', price: czk(9900), tax: czk(1718) },
    })
    expect(purchaseEvent(order, 'KCZ100042')).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'KCZ100042',
        currency: 'CZK',
        value: 2464.2,
        coupon: 'WELCOME10',
        tax: 427.67,
        shipping: 99,
        items: [IRIS],
      },
    })
    expect(purchaseEvent(cart({ id: 'o2' }), null).ecommerce as Record<string, unknown>).toMatchObject({
      transaction_id: 'o2',
      shipping: 0,
    })
  })

  it('purchase_status: the outcome fields of spec 3.10 and the status of spec 4.8', () => {
    expect(purchaseStatusEvent({ orderId: 'o1', resultCode: 'Authorised', action: null }, 'Paid')).toEqual({
      event: 'purchase_status',
      orderId: 'o1',
      resultCode: 'Authorised',
      action: null,
      status: 'Paid',
    })
    expect(
      purchaseStatusEvent({ orderId: 'o1', resultCode: 'ChallengeShopper', action: { type: 'redirect' } }, 'Pending'),
    ).toMatchObject({ action: 'redirect', status: 'Pending' })
    expect(purchaseStatusEvent({ orderId: 'o1', resultCode: 'Refused', action: null }, 'Failed')).toMatchObject({
      status: 'Failed',
    })
    expect(purchaseStatusEvent({ orderId: 'o1', resultCode: null, action: null }, 'Failed')).toMatchObject({
      resultCode: null,
      status: 'Failed',
    })
  })
})

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

describe('purchase exactly once per order', () => {
  it('reports a completed order once, and only once it is in the data layer it is forgotten', () => {
    const storage = memoryStorage()
    const sink: unknown[] = []
    const layer = createDataLayer(() => sink)
    const checkout = createPurchaseTracker(storage)
    checkout.completed('o1')
    // The confirmation before consent: held, still noted.
    const page = createPurchaseTracker(storage)
    expect(page.report(layer, 'o1', () => ({ event: 'purchase' }))).toBe(true)
    expect(page.report(layer, 'o1', () => ({ event: 'purchase' }))).toBe(false)
    expect(sink).toEqual([])
    expect(JSON.parse(storage.values.get(PURCHASE_STORAGE_KEY)!)).toEqual(['o1'])
    // Reloaded before consent: the held event is gone, the note is not; consent pushes it once.
    const reloaded = createPurchaseTracker(storage)
    const fresh = createDataLayer(() => sink)
    expect(reloaded.report(fresh, 'o1', () => ({ event: 'purchase' }))).toBe(true)
    fresh.consentChanged(['cookie_cat_statistic'])
    expect(sink).toEqual([{ event: 'purchase' }])
    expect(JSON.parse(storage.values.get(PURCHASE_STORAGE_KEY)!)).toEqual([])
    // Reloaded after: nothing more.
    expect(createPurchaseTracker(storage).report(fresh, 'o1', () => ({ event: 'purchase' }))).toBe(false)
    expect(sink).toHaveLength(1)
  })

  it('never reports an order this browser did not complete', () => {
    const sink: unknown[] = []
    const layer = createDataLayer(() => sink)
    layer.consentChanged(['cookie_cat_statistic'])
    expect(createPurchaseTracker(memoryStorage()).report(layer, 'o9', () => ({ event: 'purchase' }))).toBe(false)
    expect(sink).toEqual([])
  })
})

const contact = { email: 'jana@example.com', country: 'CZ', phone: '+420601123456', policyAccepted: true }
const address = {
  firstName: 'Jana',
  lastName: 'Nováková',
  streetName: 'Vodičkova 12',
  postalCode: '110 00',
  city: 'Praha',
  country: 'CZ',
}
const card = { type: 'scheme' as const, number: '4111111111111111', expiryMonth: '03', expiryYear: '2030', cvc: '737' }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function checkout(results: string[]) {
  const outcomes = [...results]
  return checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise(async ({ input }: { input: { orderId: string | null; signedIn: boolean } }) => ({
        cart: input.orderId ? null : (cart() as CheckoutCart),
        shippingMethods: [{ key: 'HD', name: 'Home' }],
      })),
      saveContact: fromPromise(async () => cart() as CheckoutCart),
      validateAddress: fromPromise<AddressValidationResult, { address: AddressFields; carrier: string | null }>(
        async () => ({ valid: true, errors: [] }),
      ),
      saveDelivery: fromPromise(
        async () =>
          cart({
            totalPrice: czk(246420),
            shipping: { methodKey: 'HD', price: czk(9900), tax: czk(1718) },
          }) as CheckoutCart,
      ),
      createSession: fromPromise(
        async () =>
          ({ id: 'CS1', sessionData: 'x', reference: 'KP-1', methods: [{ type: 'scheme' }] }) as PaymentSession,
      ),
      createOrder: fromPromise<PlacedOrder, { cart: CheckoutCart }>(async () => ({ id: 'o1', orderNumber: 'KCZ1' })),
      submitPayment: fromPromise<
        PaymentOutcome,
        { orderId: string; session: PaymentSession; paymentData: PaymentMethodData }
      >(async () => ({
        orderId: 'o1',
        resultCode: outcomes.shift()!,
        action: null,
      })),
    },
  })
}

describe('the checkout statechart observed for analytics', () => {
  it('pushes each checkout event once, in order, through a refused and an authorised payment', async () => {
    const sink: Array<{ event: string }> = []
    const layer = createDataLayer(() => sink)
    layer.consentChanged(['cookie_cat_statistic'])
    const storage = memoryStorage()
    const actor = createActor(checkout(['Refused', 'Authorised']), { input: {} }).start()
    const stop = observeCheckout(actor, { analytics: layer, purchases: createPurchaseTracker(storage) })
    // Observed again (the page's effect running twice): still one begin_checkout.
    observeCheckout(actor, { analytics: createDataLayer(() => sink), purchases: createPurchaseTracker(storage) })()
    // The checkout begins once its cart has loaded.
    await settle()
    actor.send({ type: 'checkout.contact.submitted', contact })
    await settle()
    actor.send({
      type: 'checkout.delivery.submitted',
      delivery: { shipping: address, billing: null },
    })
    await settle()
    actor.send({ type: 'checkout.payment.submitted', paymentData: card })
    await settle()
    expect(actor.getSnapshot().matches({ PAYMENT: 'failed' })).toBe(true)
    expect(storage.values.get(PURCHASE_STORAGE_KEY)).toBeUndefined()
    actor.send({ type: 'checkout.payment.retried' })
    await settle()
    actor.send({ type: 'checkout.payment.submitted', paymentData: card })
    await settle()
    expect(actor.getSnapshot().matches({ PAYMENT: 'paid' })).toBe(true)
    stop()

    expect(sink.map((e) => e.event)).toEqual([
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase_status',
      'add_payment_info',
      'purchase_status',
    ])
    expect(sink[1]).toMatchObject({ ecommerce: { shipping_tier: 'HD', value: 2464.2 } })
    expect(sink[2]).toMatchObject({ ecommerce: { payment_type: 'scheme', items: [IRIS] } })
    expect(sink[3]).toEqual({
      event: 'purchase_status',
      orderId: 'o1',
      resultCode: 'Refused',
      action: null,
      status: 'Failed',
    })
    expect(sink[5]).toEqual({
      event: 'purchase_status',
      orderId: 'o1',
      resultCode: 'Authorised',
      action: null,
      status: 'Paid',
    })
    // The confirmation will report the purchase of this order.
    expect(JSON.parse(storage.values.get(PURCHASE_STORAGE_KEY)!)).toEqual(['o1'])
  })

  it('a paid order opened again at checkout reports nothing new', async () => {
    const sink: unknown[] = []
    const layer = createDataLayer(() => sink)
    layer.consentChanged(['cookie_cat_statistic'])
    const storage = memoryStorage()
    const machine = checkout([]).provide({
      actors: {
        createSession: fromPromise<PaymentSession, { cartId: string | null; orderId: string | null }>(async () =>
          Promise.reject(Object.assign(new Error('paid'), { data: { code: 'OrderPaid' } })),
        ),
      },
    })
    const actor = createActor(machine, { input: { orderId: 'o1' } }).start()
    const stop = observeCheckout(actor, { analytics: layer, purchases: createPurchaseTracker(storage) })
    await settle()
    expect(actor.getSnapshot().matches({ PAYMENT: 'paid' })).toBe(true)
    stop()
    expect(sink).toEqual([])
    expect(storage.values.get(PURCHASE_STORAGE_KEY)).toBeUndefined()
  })
})
