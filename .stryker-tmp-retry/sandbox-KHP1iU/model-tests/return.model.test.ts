// @ts-nocheck
import { expect } from 'vitest'
import type { EventObject } from 'xstate'
import type { TrackedOrder } from '../src/machines/order-tracking/order-tracking.machine'
import {
  returnMachine,
  selectCreatedReturnId,
  selectReturnBusy,
  selectReturnChosen,
  selectReturnErrors,
  selectReturnFailure,
  selectReturnMethod,
  selectReturnOpen,
  selectReturnReason,
  type ReturnInput,
} from '../src/machines/return/return.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

const REQUEST = '00000000-0000-4000-8000-000000000001'
const input: ReturnInput = {
  orderNumber: 'KCZ1000',
  locale: 'cs-CZ',
  requestId: REQUEST,
  returnable: [{ lineItemId: 'line-1', quantity: 2 }],
}
const answered = { orderNumber: 'KCZ1000' } as TrackedOrder

type Step = MachineStepView<typeof returnMachine>
type Event = Step['events'][number] & Record<string, unknown>

/**
 * The shopper's choices since the return was last opened, read from the events alone (spec 2.7 "start a
 * return"): the items (a line at most as often as it may be returned, a second tick takes it out), the
 * reason, how it comes back, and whether a send was tried.
 */
function choicesOf(step: Step) {
  const events = step.events as Event[]
  const opened = events.map((e) => e.type).lastIndexOf('return.started')
  const chosen: Record<string, number> = {}
  let reason: unknown = null
  let method: unknown = null
  let sent = false
  for (const event of events.slice(opened + 1)) {
    const line = String(event.lineItemId ?? '')
    const limit = input.returnable.find((item) => item.lineItemId === line)?.quantity ?? 0
    if (event.type === 'return.item.toggled' && limit > 0) {
      if (chosen[line]) delete chosen[line]
      else chosen[line] = 1
    }
    if (event.type === 'return.quantity.changed' && limit > 0) chosen[line] = Math.min(Number(event.quantity), limit)
    if (event.type === 'return.reason.chosen') reason = event.reason
    if (event.type === 'return.method.chosen') method = event.method
    if (event.type === 'return.submitted') sent = true
  }
  return { chosen, reason, method, sent }
}

const errorOf = (step: Step) => (step.event as { error?: { status?: number } }).error

const expectations = expectationsFor(returnMachine, {
  '*': [
    {
      says: 'the form is busy only while the return is sent, and open from its start until it is made',
      check: (step) => {
        expect(selectReturnBusy(step.snapshot)).toBe(step.in('submitting'))
        expect(selectReturnOpen(step.snapshot)).toBe(!step.in('closed') && !step.in('done'))
      },
    },
  ],
  closed: [
    {
      says: 'nothing is asked of the shop until the shopper starts a return',
      check: (step) => {
        expect(step.invoked).toEqual([])
        expect(selectCreatedReturnId(step.snapshot)).toBeNull()
      },
    },
  ],
  editing: [
    {
      says: 'the form shows the choices made since it opened, and after a send names each missing one as required',
      check: (step) => {
        const choices = choicesOf(step)
        // Cancelling closes the form (spec: the shopper leaves the return without sending it).
        expect(step.event.type).not.toBe('return.cancelled')
        expect(selectReturnChosen(step.snapshot)).toEqual(choices.chosen)
        expect(selectReturnReason(step.snapshot)).toBe(choices.reason)
        expect(selectReturnMethod(step.snapshot)).toBe(choices.method)
        expect(selectReturnErrors(step.snapshot)).toEqual(
          choices.sent
            ? {
                items: Object.keys(choices.chosen).length ? null : 'required',
                reason: choices.reason ? null : 'required',
                method: choices.method ? null : 'required',
              }
            : null,
        )
        expect(step.invoked).toEqual([])
      },
    },
  ],
  submitting: [
    {
      says: 'a complete return is sent once, with the request id that makes a repeat the same return',
      check: (step) => {
        const choices = choicesOf(step)
        expect(step.invoked).toEqual([
          {
            id: 'submitReturn',
            input: {
              orderNumber: 'KCZ1000',
              locale: 'cs-CZ',
              requestId: REQUEST,
              items: Object.entries(choices.chosen).map(([lineItemId, quantity]) => ({ lineItemId, quantity })),
              reason: choices.reason,
              method: choices.method,
            },
          },
        ])
      },
    },
  ],
  failed: [
    {
      says: 'a failure on the shop’s side says so and may be sent again',
      check: (step) => {
        expect(step.event.type).toBe('xstate.error.actor.submitReturn')
        expect(errorOf(step)?.status).not.toBe(409)
        expect(selectReturnFailure(step.snapshot)).toBe('failed')
      },
    },
  ],
  refused: [
    {
      says: 'the shop refusing the return (the items can no longer be returned) is told apart from a failure',
      check: (step) => {
        expect(step.event.type).toBe('xstate.error.actor.submitReturn')
        expect(errorOf(step)?.status).toBe(409)
        expect(selectReturnFailure(step.snapshot)).toBe('refused')
      },
    },
  ],
  done: [
    {
      says: 'the return is made: its label is offered and the order with the return goes back to the page, once',
      check: (step) => {
        expect(selectCreatedReturnId(step.snapshot)).toBe(REQUEST)
        expect(step.emitted.filter((e) => e.type === 'return.created')).toEqual([
          { type: 'return.created', order: answered },
        ])
      },
    },
  ],
})

const some = (list: Array<EventObject & Record<string, unknown>>) => list
const submitted = { type: 'return.submitted' }

describeModel('return', returnMachine, {
  inputs: [input],
  events: {
    domain: [
      { type: 'return.started' },
      { type: 'return.item.toggled', lineItemId: 'line-1' },
      // A line the order does not offer for return.
      { type: 'return.item.toggled', lineItemId: 'line-9' },
      { type: 'return.quantity.changed', lineItemId: 'line-1', quantity: 5 },
      { type: 'return.reason.chosen', reason: 'tooSmall' },
      { type: 'return.method.chosen', method: 'parcelShop' },
      submitted,
      { type: 'return.cancelled' },
    ],
    outputs: { submitReturn: [{ returnId: REQUEST, order: answered }] },
    errors: { submitReturn: [{ status: 409 }, { status: 500 }] },
  },
  expectations,
  minimalPaths: true,
  // The return is sent once: another send while it runs does nothing, nor does any send once it is made.
  mustIgnore: {
    submitting: some([submitted, { type: 'return.cancelled' }]),
    done: some([submitted, { type: 'return.started' }]),
    refused: some([submitted]),
  },
  mustAccept: {
    failed: some([submitted, { type: 'return.cancelled' }]),
    refused: some([{ type: 'return.cancelled' }]),
    editing: some([{ type: 'return.cancelled' }, submitted]),
    closed: some([{ type: 'return.started' }]),
  },
  requireEveryTransition: true,
})
