// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { TrackedOrder } from '../order-tracking/order-tracking.machine'
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
  type SubmitReturnInput,
} from './return.machine'

const REQUEST = '00000000-0000-4000-8000-000000000001'
const order = { orderNumber: 'KCZ1000' } as TrackedOrder

function start(outcome: Array<'ok' | 409 | 500> = ['ok']) {
  const sent: SubmitReturnInput[] = []
  const machine = returnMachine.provide({
    actors: {
      submitReturn: fromPromise<{ returnId: string; order: TrackedOrder }, SubmitReturnInput>(async ({ input }) => {
        sent.push(input)
        const next = outcome.shift() ?? 'ok'
        if (next !== 'ok') throw Object.assign(new Error('refused'), { status: next })
        return { returnId: input.requestId, order }
      }),
    },
  })
  const actor = createActor(machine, {
    input: {
      orderNumber: 'KCZ1000',
      locale: 'en',
      requestId: REQUEST,
      returnable: [
        { lineItemId: 'line-1', quantity: 2 },
        { lineItemId: 'line-2', quantity: 1 },
      ],
    },
  }).start()
  const emitted: Array<{ type: string }> = []
  actor.on('*', (event) => emitted.push(event))
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, sent, emitted, settled }
}

const fill = (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'return.item.toggled', lineItemId: 'line-1' })
  actor.send({ type: 'return.quantity.changed', lineItemId: 'line-1', quantity: 2 })
  actor.send({ type: 'return.reason.chosen', reason: 'tooSmall' })
  actor.send({ type: 'return.method.chosen', method: 'courier' })
}

describe('starting a return (spec 2.7 "start a return")', () => {
  it('is closed until the shopper starts it, and cancelling forgets the choices', () => {
    const { actor } = start()
    expect(selectReturnOpen(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'return.started' })
    fill(actor)
    actor.send({ type: 'return.cancelled' })
    actor.send({ type: 'return.started' })
    expect(selectReturnChosen(actor.getSnapshot())).toEqual({})
  })

  it('names every missing choice on submit and sends nothing; the messages follow the choices', () => {
    const { actor, sent } = start()
    actor.send({ type: 'return.started' })
    actor.send({ type: 'return.submitted' })
    expect(selectReturnErrors(actor.getSnapshot())).toEqual({
      items: 'required',
      reason: 'required',
      method: 'required',
    })
    actor.send({ type: 'return.reason.chosen', reason: 'other' })
    expect(selectReturnErrors(actor.getSnapshot())).toEqual({ items: 'required', reason: null, method: 'required' })
    expect(sent).toEqual([])
  })

  it('sends nothing while any one choice is missing, and clears each message as its choice is made', () => {
    const { actor, sent } = start()
    actor.send({ type: 'return.started' })
    actor.send({ type: 'return.submitted' })
    actor.send({ type: 'return.item.toggled', lineItemId: 'line-1' })
    actor.send({ type: 'return.method.chosen', method: 'store' })
    expect(selectReturnErrors(actor.getSnapshot())).toEqual({ items: null, reason: 'required', method: null })
    actor.send({ type: 'return.submitted' })
    actor.send({ type: 'return.item.toggled', lineItemId: 'line-1' })
    actor.send({ type: 'return.reason.chosen', reason: 'damaged' })
    expect(selectReturnErrors(actor.getSnapshot())).toEqual({ items: 'required', reason: null, method: null })
    actor.send({ type: 'return.submitted' })
    expect(sent).toEqual([])
    expect(selectReturnReason(actor.getSnapshot())).toBe('damaged')
    expect(selectReturnMethod(actor.getSnapshot())).toBe('store')
  })

  it('keeps quantities within what each line allows and ignores lines that are not returnable', () => {
    const { actor } = start()
    actor.send({ type: 'return.started' })
    actor.send({ type: 'return.item.toggled', lineItemId: 'line-1' })
    actor.send({ type: 'return.quantity.changed', lineItemId: 'line-1', quantity: 7 })
    actor.send({ type: 'return.item.toggled', lineItemId: 'line-9' })
    expect(selectReturnChosen(actor.getSnapshot())).toEqual({ 'line-1': 2 })
    actor.send({ type: 'return.item.toggled', lineItemId: 'line-1' })
    expect(selectReturnChosen(actor.getSnapshot())).toEqual({})
  })

  it('sends the return once with its request id, however often it is submitted, and hands the order on', async () => {
    const { actor, sent, emitted, settled } = start()
    actor.send({ type: 'return.started' })
    fill(actor)
    actor.send({ type: 'return.submitted' })
    expect(selectReturnBusy(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'return.submitted' })
    await settled()
    expect(sent).toEqual([
      {
        orderNumber: 'KCZ1000',
        locale: 'en',
        requestId: REQUEST,
        items: [{ lineItemId: 'line-1', quantity: 2 }],
        reason: 'tooSmall',
        method: 'courier',
      },
    ])
    expect(selectCreatedReturnId(actor.getSnapshot())).toBe(REQUEST)
    expect(emitted).toEqual([{ type: 'return.created', order }])
  })

  it('tells a refusal from a failure; a failure is sent again with the same request id', async () => {
    const refused = start([409])
    refused.actor.send({ type: 'return.started' })
    fill(refused.actor)
    refused.actor.send({ type: 'return.submitted' })
    await refused.settled()
    expect(selectReturnFailure(refused.actor.getSnapshot())).toBe('refused')

    const failed = start([500, 'ok'])
    failed.actor.send({ type: 'return.started' })
    fill(failed.actor)
    failed.actor.send({ type: 'return.submitted' })
    await failed.settled()
    expect(selectReturnFailure(failed.actor.getSnapshot())).toBe('failed')
    failed.actor.send({ type: 'return.submitted' })
    await failed.settled()
    expect(failed.sent.map((input) => input.requestId)).toEqual([REQUEST, REQUEST])
    expect(selectCreatedReturnId(failed.actor.getSnapshot())).toBe(REQUEST)
  })
})
