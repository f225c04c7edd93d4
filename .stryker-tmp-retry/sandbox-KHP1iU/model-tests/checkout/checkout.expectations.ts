// @ts-nocheck
import { expect } from 'vitest'
import { checkoutMachine } from '../../src/machines/checkout/checkout.machine'
import { expectationsFor, type MachineStepView } from '../support/expectations'
import { card, contacts } from './checkout.model-data'

type Step = MachineStepView<typeof checkoutMachine>

/** Spec 4.2: the steps in order. */
const STEPS = ['CONTACT_DETAILS', 'DELIVERY', 'PAYMENT'] as const
/** Spec 4.8. */
const PENDING_CODES = ['Pending', 'Received', 'IdentifyShopper', 'ChallengeShopper']
const ACTION_CODES = ['IdentifyShopper', 'ChallengeShopper']

const stepOf = (states: string[]) => STEPS.find((s) => states.some((leaf) => leaf.startsWith(`${s}.`) || leaf === s))
const resultCode = (step: Step) => (step.event as { output?: { resultCode?: string } }).output?.resultCode
const settled = (step: Step, actor: string) => step.event.type === `xstate.done.actor.${actor}`

/** How the shopper may arrive at each step (spec 4.2: contact details, delivery, payment, one after the other). */
function arrival(step: Step): void {
  const from = step.previous && stepOf(step.previous.states)
  const to = stepOf(step.states)
  if (!from || from === to) return
  const forward = STEPS.indexOf(to!) === STEPS.indexOf(from) + 1
  const back = STEPS.indexOf(to!) === STEPS.indexOf(from) - 1
  if (step.event.type === 'checkout.step.back') expect(back).toBe(true)
  else expect(forward).toBe(true)
}

/** Spec 9: the query cache retries a read three times. */
const READ_RETRIES = 3
/** Decision 0009: the wait before retry n is 200 ms × n. */
const retryWait = (n: number) => 200 * n
/** The failed reads of the cart since the checkout started or the shopper last pressed Try again. */
const failedReads = (step: Step) => {
  const since = step.events.map((e) => e.type).lastIndexOf('checkout.load.retried')
  return step.events.slice(since + 1).filter((e) => e.type === 'xstate.error.actor.loadCheckout').length
}

/**
 * Where the shop waits on a service or a timer: the page shows it busy, so a second press does nothing
 * (spec 4.2, 4.8: one order, one payment). Everywhere else the shopper can act.
 */
const WAITING = [
  'loading',
  'loadWaiting',
  'CONTACT_DETAILS.saving',
  'DELIVERY.validating',
  'DELIVERY.saving',
  'PAYMENT.loadingSession',
  'PAYMENT.creatingOrder',
  'PAYMENT.processing',
  'PAYMENT.authenticating',
  'PAYMENT.confirmingAction',
]

/** Spec 8.3's message keys the checkout shows. */
const MESSAGES = {
  contactDetails: 'checkout.step1.contactDetails',
  policy: 'checkout.step1.policy',
  delivery: 'checkout.step1.delivery',
  pickupMissing: 'checkout.step2.pickupMissing',
  paymentWidget: 'checkout.step3.paymentWidget',
  paymentWidgetSession: 'checkout.step3.paymentWidgetSession',
  zeroAmount: 'checkout.step3.zeroAmount',
  itemNotAvailable: 'generic.itemNotAvailable',
  error: 'generic.error',
} as const

/** Spec 4.3: collected in a store (CC, CR, and the Japanese CC) or at a parcel shop (PS); the rest comes home. */
const pickupOf = (method: string) =>
  method === 'PS' ? 'parcelShop' : ['CC', 'CR', 'JP-CC'].includes(method) ? 'store' : null

const emitted = (step: Step, type: string) => (step.emitted as Array<{ type: string }>).filter((e) => e.type === type)
const entered = (step: Step, state: string) => !step.previous?.states.includes(state)

/** What the spec says of the checkout's steps and of the payment's outcome. */
export const checkoutExpectations = expectationsFor(checkoutMachine, {
  '*': [
    {
      says: 'the page is busy exactly while the shop waits on a service or a timer',
      check: (step) => expect(step.snapshot.hasTag('busy')).toBe(step.states.some((s) => WAITING.includes(s))),
    },
    {
      says: 'the steps follow one another: forward one step at a time, Back one step back',
      check: arrival,
    },
    {
      says: 'Back always leaves the step it was pressed on',
      check: (step) => {
        if (step.event.type === 'checkout.step.back' && step.previous)
          expect(stepOf(step.states)).not.toBe(stepOf(step.previous.states))
      },
    },
  ],
  loading: [
    {
      says: 'the cart is read for a checkout without an order, first and once more after each wait or Try again',
      check: (step) => {
        expect((step.input as { orderId?: string }).orderId).toBeUndefined()
        if (step.previous?.states.includes('loadWaiting'))
          expect(step.clock - step.previous.clock).toBe(retryWait(failedReads(step)))
      },
    },
  ],
  loadWaiting: [
    {
      says: 'a failed read of the cart is asked again at most three times (spec 9)',
      check: (step) => {
        expect(step.event.type).toBe('xstate.error.actor.loadCheckout')
        expect(failedReads(step)).toBeLessThanOrEqual(READ_RETRIES)
        expect(step.timers).toBe(1)
      },
    },
  ],
  loadFailed: [
    {
      says: 'the shopper is told the cart could not be read only after the three retries (spec 9)',
      check: (step) => {
        expect(failedReads(step)).toBe(READ_RETRIES + 1)
        expect(step.context.error).toBe('generic.error')
      },
    },
  ],
  empty: [
    {
      says: 'nothing to check out: the read found no cart (or an empty one) and no order',
      check: (step) => {
        expect(step.event.type).toBe('xstate.done.actor.loadCheckout')
        expect((step.input as { orderId?: string }).orderId).toBeUndefined()
      },
    },
  ],
  CONTACT_DETAILS: [
    {
      says: 'contact details come first on a checkout whose cart was read, never for an order',
      check: (step) => {
        expect((step.input as { orderId?: string }).orderId).toBeUndefined()
        if (step.previous && !stepOf(step.previous.states))
          expect(step.event.type).toBe('xstate.done.actor.loadCheckout')
      },
    },
  ],
  'CONTACT_DETAILS.editing': [
    {
      says: 'contact details refused say why (spec 8.3 step 1): the field errors, or the policy not accepted',
      check: (step) => {
        const event = step.event as { type: string; contact?: unknown }
        if (event.type === 'checkout.contact.submitted') {
          if (event.contact === contacts.badEmail) {
            expect(step.context.error).toBe(MESSAGES.contactDetails)
            expect(Object.keys(step.context.fieldErrors)).toContain('email')
          } else if (event.contact === contacts.noPolicy) {
            expect(step.context.error).toBe(MESSAGES.policy)
            expect(step.context.fieldErrors).toEqual({})
          }
        } else if (event.type === 'xstate.error.actor.saveContact')
          expect(step.context.error).toBe(MESSAGES.contactDetails)
        else if (event.type === 'xstate.done.actor.loadCheckout') expect(step.context.error).toBeNull()
      },
    },
  ],
  'CONTACT_DETAILS.saving': [
    {
      says: 'the contact details the shopper gave are saved with the cart, and nothing is said while they are',
      check: (step) => {
        const event = step.event as { contact?: unknown }
        expect(step.context.error).toBeNull()
        expect(step.context.fieldErrors).toEqual({})
        expect(step.context.contact).toBe(event.contact)
        expect(step.invoked).toContainEqual({
          id: 'saveContact',
          input: expect.objectContaining({ contact: event.contact, cart: step.context.cart }),
        })
      },
    },
  ],
  'DELIVERY.editing': [
    {
      says: 'a pickup method without its store or parcel shop is refused with its message; a bad address with the delivery message',
      check: (step) => {
        if (step.event.type !== 'checkout.delivery.submitted' || !step.previous?.states.includes('DELIVERY.editing'))
          return
        const pickup = pickupOf(step.context.method.key)
        const missing = pickup !== null && !step.context[pickup]
        expect(step.context.error).toBe(missing ? MESSAGES.pickupMissing : MESSAGES.delivery)
      },
    },
    {
      says: 'choosing a saved address fills the form with it and keeps what the shopper chose for billing',
      check: (step) => {
        const event = step.event as { type: string; addressId?: string }
        if (event.type !== 'checkout.delivery.savedAddressChosen') return
        const chosen = step.context.savedAddresses.find((address) => address.id === event.addressId)
        if (!chosen) return
        expect(step.context.delivery?.shipping).toMatchObject({ streetName: chosen.streetName, city: chosen.city })
        const before = step.previous?.context.delivery
        expect(step.context.delivery?.addressesMatch).toBe(before?.addressesMatch ?? true)
        expect(step.context.delivery?.billing ?? null).toEqual(before?.billing ?? null)
      },
    },
  ],
  'PAYMENT.sessionFailed': [
    {
      says: 'a payment session that could not be opened says so (spec 8.3 step 3: payment widget session error)',
      check: (step) => expect(step.context.error).toBe(MESSAGES.paymentWidgetSession),
    },
  ],
  'PAYMENT.orderFailed': [
    {
      says: 'an order refused for stock says the item is not available (spec 8.3 generic)',
      check: (step) => expect(step.context.error).toBe(MESSAGES.itemNotAvailable),
    },
  ],
  'PAYMENT.ready': [
    {
      says: 'an order that could not be created says so, and pay can be pressed again',
      check: (step) => {
        if (step.event.type === 'xstate.error.actor.createOrder') expect(step.context.error).toBe(MESSAGES.error)
      },
    },
  ],
  'PAYMENT.zeroAmount': [
    {
      says: 'a zero-amount order that could not be created says so (spec 8.3 step 3: zero-amount error)',
      check: (step) => {
        if (step.event.type === 'xstate.error.actor.createOrder') expect(step.context.error).toBe(MESSAGES.zeroAmount)
      },
    },
  ],
  'PAYMENT.creatingOrder': [
    {
      says: 'pay creates the order from the cart the shopper checked out, once',
      check: (step) => {
        if (entered(step, 'PAYMENT.creatingOrder'))
          expect(step.invoked).toEqual([{ id: 'createOrder', input: { cart: step.context.cart } }])
      },
    },
  ],
  'PAYMENT.processing': [
    {
      says: 'the payment is sent for the order with the details the shopper gave; a new order is announced once',
      check: (step) => {
        if (!entered(step, 'PAYMENT.processing')) return
        expect(step.invoked).toContainEqual({
          id: 'submitPayment',
          input: { orderId: step.context.order!.id, session: step.context.session, paymentData: card },
        })
        const created = step.event.type === 'xstate.done.actor.createOrder'
        expect(emitted(step, 'checkout.orderCreated')).toHaveLength(created ? 1 : 0)
      },
    },
  ],
  DELIVERY: [
    {
      says: 'delivery follows saved contact details, or Back from payment',
      check: (step) => {
        if (step.previous && stepOf(step.previous.states) !== 'DELIVERY')
          expect(settled(step, 'saveContact') || step.event.type === 'checkout.step.back').toBe(true)
      },
    },
  ],
  PAYMENT: [
    {
      says: 'payment follows a saved delivery, or opens at once for an order awaiting payment',
      check: (step) => {
        if (!step.previous) expect((step.input as { orderId?: string }).orderId).toBeDefined()
        else if (stepOf(step.previous.states) !== 'PAYMENT') expect(settled(step, 'saveDelivery')).toBe(true)
      },
    },
  ],
  'PAYMENT.paid': [
    {
      says: 'a paid order is announced as Paid, once',
      check: (step) => {
        if (entered(step, 'PAYMENT.paid'))
          expect(emitted(step, 'checkout.completed')).toEqual([expect.objectContaining({ status: 'Paid' })])
      },
    },
    {
      says: 'Paid only for Authorised (spec 4.8), a zero-amount order, or an order already paid',
      check: (step) => {
        if (settled(step, 'submitPayment') || settled(step, 'confirmPayment'))
          expect(resultCode(step)).toBe('Authorised')
      },
    },
  ],
  'PAYMENT.pending': [
    {
      says: 'a pending order is announced as Pending, once',
      check: (step) => {
        if (entered(step, 'PAYMENT.pending'))
          expect(emitted(step, 'checkout.completed')).toEqual([expect.objectContaining({ status: 'Pending' })])
      },
    },
    {
      says: 'Pending for Pending or Received (spec 4.8)',
      check: (step) => expect(PENDING_CODES).toContain(resultCode(step)),
    },
  ],
  'PAYMENT.authenticating': [
    {
      says: 'IdentifyShopper and ChallengeShopper send the shopper to 3-D Secure',
      check: (step) => expect(ACTION_CODES).toContain(resultCode(step)),
    },
  ],
  'PAYMENT.failed': [
    {
      says: 'a failed payment is announced once for its order; a payment that broke says the widget failed (spec 8.3)',
      check: (step) => {
        if (!entered(step, 'PAYMENT.failed')) return
        expect(emitted(step, 'checkout.paymentFailed')).toEqual([
          { type: 'checkout.paymentFailed', orderId: step.context.order!.id },
        ])
        if (/^xstate\.error\.actor\.(submitPayment|confirmPayment)$/.test(step.event.type))
          expect(step.context.error).toBe(MESSAGES.paymentWidget)
      },
    },
    {
      says: 'Failed for anything but Authorised and the pending codes (spec 4.8), or a payment that broke',
      check: (step) => {
        if (step.previous?.states.includes('PAYMENT.failed')) return
        const code = resultCode(step)
        if (code !== undefined) expect(['Authorised', ...PENDING_CODES]).not.toContain(code)
        else expect(step.event.type).toMatch(/^xstate\.error\.actor\./)
      },
    },
  ],
})
