// @ts-nocheck
import { expect } from 'vitest'
import type { EventObject } from 'xstate'
import {
  orderTrackingMachine,
  selectTrackedOrder,
  selectTrackingBusy,
  selectTrackingFailure,
  selectTrackingFieldErrors,
  selectTrackingRetryAfter,
  type OrderTrackingInput,
  type TrackedOrder,
} from '../src/machines/order-tracking/order-tracking.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

const order: TrackedOrder = {
  orderNumber: 'KCZ1000',
  createdAt: '2026-11-20T10:00:00.000Z',
  orderType: 'homeDelivery',
  items: [
    {
      id: 'line-1',
      name: 'Kestrel Runner',
      sizes: { Size: '42' },
      quantity: 1,
      price: { centAmount: 249900, currencyCode: 'CZK', fractionDigits: 2 },
      status: 'open',
    },
  ],
  originalOrder: null,
  shipment: { state: 'Pending', shippedAt: null, deliveredAt: null, parcels: [] },
  returns: [],
  returnable: null,
  refunds: [],
}
/** The same order after a return was started on the page (the return's own statechart answers it). */
const withReturn: TrackedOrder = {
  ...order,
  returns: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      createdAt: '2026-11-25T10:00:00.000Z',
      method: 'parcelShop',
      reason: 'tooSmall',
      trackingId: 'Z1234567890',
      items: [{ lineItemId: 'line-1', quantity: 1, shipmentState: 'Advised', paymentState: 'Initial' }],
      amount: { centAmount: 249900, currencyCode: 'CZK', fractionDigits: 2 },
    },
  ],
}
const fresh: OrderTrackingInput = { locale: 'en', remembered: null }
const reloaded: OrderTrackingInput = { locale: 'cs-CZ', remembered: 'KCZ1000' }

type Step = MachineStepView<typeof orderTrackingMachine>
type Event = Step['events'][number] & Record<string, unknown>

/**
 * Spec 5.3 (the form's own maximum lengths: 20 for the number, 70 for the email) and 8.3 "Order tracking":
 * order number invalid, order number too long, order email too long; an empty field is the generic
 * "required field", an address that is not one the generic invalid email.
 */
function specErrors(values: { orderNumber: string; email: string }) {
  const number = values.orderNumber.trim()
  const email = values.email.trim()
  return {
    orderNumber: !number
      ? 'required'
      : number.length > 20
        ? 'orderNumberTooLong'
        : /^[A-Za-z0-9-]+$/.test(number)
          ? null
          : 'orderNumberInvalid',
    email: !email ? 'required' : email.length > 70 ? 'emailTooLong' : /^\S+@\S+\.\S{2,}$/.test(email) ? null : 'email',
  }
}

const lastSubmitted = (step: Step) => (step.events as Event[]).filter((e) => e.type === 'tracking.submitted').at(-1)
const ofType = (step: Step, type: string) => step.emitted.filter((e) => e.type === type)
const errorOf = (step: Step) => (step.event as { error?: { status?: number; retryAfter?: number } }).error

const expectations = expectationsFor(orderTrackingMachine, {
  '*': [
    {
      says: 'the form shows it is busy only while an order is asked for; a found order is shown only once found',
      check: (step) => {
        expect(selectTrackingBusy(step.snapshot)).toBe(step.in('restoring') || step.in('submitting'))
        if (!step.in('found')) expect(selectTrackedOrder(step.snapshot)).toBeNull()
      },
    },
    {
      says: 'field messages show only after a submission the rules turned away, a wait only after too many tries',
      check: (step) => {
        if (!step.in('form.invalid')) expect(selectTrackingFieldErrors(step.snapshot)).toBeNull()
        if (!step.in('form.throttled')) expect(selectTrackingRetryAfter(step.snapshot)).toBeNull()
      },
    },
    {
      says: 'the page keeps a found order only while it shows it: once the shopper asks for another, or the browser session no longer holds it, the order and its number are forgotten',
      check: (step) => {
        if (!step.in('found') && !step.in('restoring')) {
          expect(step.snapshot.context.order).toBeNull()
          expect(step.snapshot.context.remembered).toBeNull()
        }
      },
    },
    {
      says: 'the shopper is sent to the first field in error only when a submission is turned away, never while typing',
      check: (step) => {
        const refused = ofType(step, 'tracking.refused')
        if (step.event.type !== 'tracking.submitted' || !step.in('form.invalid')) expect(refused).toEqual([])
      },
    },
  ],
  restoring: [
    {
      says: 'a reload reads the order this browser session already found, by its number, without asking again',
      check: (step) => {
        expect((step.input as OrderTrackingInput).remembered).toBe('KCZ1000')
        expect(step.invoked).toEqual([{ id: 'readRemembered', input: { orderNumber: 'KCZ1000', locale: 'cs-CZ' } }])
      },
    },
  ],
  'form.idle': [
    {
      says: 'the form asks for the order number and email, with no message; an edit gets here only by fixing every field; leaving an order (or one the session no longer holds) clears the address',
      check: (step) => {
        expect(selectTrackingFailure(step.snapshot)).toBeNull()
        expect(selectTrackingFieldErrors(step.snapshot)).toBeNull()
        if (step.event.type === 'tracking.edited')
          expect(specErrors(step.event as unknown as { orderNumber: string; email: string })).toEqual({
            orderNumber: null,
            email: null,
          })
        expect(ofType(step, 'tracking.cleared')).toHaveLength(
          step.event.type === 'xstate.error.actor.readRemembered' || step.event.type === 'tracking.restarted' ? 1 : 0,
        )
      },
    },
  ],
  'form.invalid': [
    {
      says: 'a submission the rules turn away stays in the form with the messages of 8.3 and asks nothing (5.3 limits); the first field in error takes the focus',
      check: (step) => {
        const event = step.event as Event
        const shown = selectTrackingFieldErrors(step.snapshot)
        if (event.type === 'tracking.submitted' || event.type === 'tracking.edited')
          expect(shown).toEqual(specErrors(event as unknown as { orderNumber: string; email: string }))
        expect(step.invoked).toEqual([])
        // A form turned away always names a field.
        expect(shown?.orderNumber ?? shown?.email).toBeTruthy()
        if (event.type === 'tracking.submitted')
          expect(ofType(step, 'tracking.refused')).toEqual([
            { type: 'tracking.refused', field: shown?.orderNumber ? 'orderNumber' : 'email' },
          ])
        expect(selectTrackingFailure(step.snapshot)).toBeNull()
      },
    },
  ],
  'form.notFound': [
    {
      says: 'no order for the number and email: "order not found" (8.3), the same for any wrong combination',
      check: (step) => {
        expect(errorOf(step)?.status).toBe(404)
        expect(selectTrackingFailure(step.snapshot)).toBe('notFound')
        expect(selectTrackingFieldErrors(step.snapshot)).toBeNull()
      },
    },
  ],
  'form.throttled': [
    {
      says: 'too many tries: the form says so, with the wait the shop gave when it gave one (seconds above zero)',
      check: (step) => {
        expect(errorOf(step)?.status).toBe(429)
        expect(selectTrackingFailure(step.snapshot)).toBe('throttled')
        const wait = errorOf(step)?.retryAfter
        expect(selectTrackingRetryAfter(step.snapshot)).toBe(wait && wait > 0 ? wait : null)
      },
    },
  ],
  'form.failed': [
    {
      says: 'any other failure: "server error" (8.3)',
      check: (step) => {
        expect([404, 429]).not.toContain(errorOf(step)?.status)
        expect(selectTrackingFailure(step.snapshot)).toBe('serverError')
      },
    },
  ],
  submitting: [
    {
      says: 'a valid number and email are sent once, trimmed, with the page’s language',
      check: (step) => {
        const submitted = lastSubmitted(step)!
        expect(specErrors(submitted as unknown as { orderNumber: string; email: string })).toEqual({
          orderNumber: null,
          email: null,
        })
        expect(step.invoked).toEqual([
          {
            id: 'lookUp',
            input: {
              orderNumber: String(submitted.orderNumber).trim(),
              email: String(submitted.email).trim(),
              locale: (step.input as OrderTrackingInput).locale,
            },
          },
        ])
      },
    },
  ],
  found: [
    {
      says: 'the found order is shown (its items, order type and link), and its number goes into the page’s address after a lookup',
      check: (step) => {
        // A lookup shows the order as the shop answered it; a return started on the page shows it with the return.
        if (step.event.type === 'tracking.order.updated') expect(selectTrackedOrder(step.snapshot)).toEqual(withReturn)
        else if (step.event.type.startsWith('xstate.done.actor'))
          expect(selectTrackedOrder(step.snapshot)).toEqual(order)
        else expect([order, withReturn]).toContainEqual(selectTrackedOrder(step.snapshot))
        expect(selectTrackingFailure(step.snapshot)).toBeNull()
        expect(ofType(step, 'tracking.shown')).toEqual(
          step.event.type === 'xstate.done.actor.lookUp' ? [{ type: 'tracking.shown', orderNumber: 'KCZ1000' }] : [],
        )
      },
    },
  ],
})

const some = (list: Array<EventObject & Record<string, unknown>>) => list
const valid = { type: 'tracking.submitted', orderNumber: ' kcz1000 ', email: ' Shopper@Example.com ' }

describeModel('order-tracking', orderTrackingMachine, {
  inputs: [fresh, reloaded],
  events: {
    domain: [
      valid,
      // Spec 8.3: order number invalid; order number too long; order email too long; and empty fields.
      { type: 'tracking.submitted', orderNumber: 'KCZ 1000', email: 'shopper@example.com' },
      { type: 'tracking.submitted', orderNumber: 'K'.repeat(21), email: `${'a'.repeat(60)}@example.com` },
      { type: 'tracking.submitted', orderNumber: '', email: '' },
      { type: 'tracking.edited', orderNumber: 'KCZ1000', email: 'shopper@example' },
      { type: 'tracking.edited', orderNumber: 'KCZ1000', email: 'shopper@example.com' },
      { type: 'tracking.restarted' },
      { type: 'tracking.order.updated', order: withReturn },
    ],
    outputs: { lookUp: [order], readRemembered: [order] },
    errors: {
      // A wait of none or zero seconds is no wait; a failure with nothing to say is a server error.
      lookUp: [
        { status: 404 },
        { status: 429, retryAfter: 42 },
        { status: 429, retryAfter: 0 },
        { status: 429 },
        { status: 500 },
        null,
      ],
      readRemembered: [{ status: 404 }],
    },
  },
  expectations,
  // A lookup is sent once: another submit while it runs does nothing; a found order stays until the shopper asks for another.
  mustIgnore: {
    submitting: some([valid]),
    restoring: some([valid]),
    found: some([valid]),
  },
  mustAccept: {
    'form.notFound': some([valid]),
    'form.throttled': some([valid]),
    'form.failed': some([valid]),
    'form.invalid': some([
      { type: 'tracking.edited', orderNumber: 'KCZ1000', email: 'shopper@example' },
      { type: 'tracking.edited', orderNumber: 'KCZ1000', email: 'shopper@example.com' },
    ]),
    found: some([{ type: 'tracking.restarted' }, { type: 'tracking.order.updated', order: withReturn }]),
  },
  requireEveryTransition: true,
})
