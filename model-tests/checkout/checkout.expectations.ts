import { expect } from 'vitest'
import { checkoutMachine } from '../../src/machines/checkout/checkout.machine'
import { expectationsFor, type MachineStepView } from '../support/expectations'

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

/** What the spec says of the checkout's steps and of the payment's outcome. */
export const checkoutExpectations = expectationsFor(checkoutMachine, {
  '*': [
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
      says: 'Paid only for Authorised (spec 4.8), a zero-amount order, or an order already paid',
      check: (step) => {
        if (settled(step, 'submitPayment') || settled(step, 'confirmPayment'))
          expect(resultCode(step)).toBe('Authorised')
      },
    },
  ],
  'PAYMENT.pending': [
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
