// @ts-nocheck
import { expect } from 'vitest'
import type { EventObject } from 'xstate'
import {
  expressCheckoutMachine,
  selectExpressAmount,
  selectExpressError,
  type WalletPayer,
} from '../src/machines/checkout/express.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

const cart = { id: 'c1', version: 3, totalCentAmount: 249900, currencyCode: 'CZK' }
const complete: WalletPayer = {
  email: 'jana@example.com',
  phone: '+420601123456',
  address: {
    firstName: 'Jana',
    lastName: 'Nováková',
    streetName: 'Vodičkova 12',
    postalCode: '110 00',
    city: 'Praha',
    country: 'CZ',
  },
}
const incomplete: WalletPayer = { email: 'petr@example.com', phone: '', address: { firstName: 'Petr', country: 'CZ' } }

type Step = MachineStepView<typeof expressCheckoutMachine>
type Event = Step['events'][number] & Record<string, unknown>

const last = (step: Step, type: string) => (step.events as Event[]).filter((e) => e.type === type).at(-1)
const ofType = (step: Step, type: string) => step.emitted.filter((e) => e.type === type)
const entered = (step: Step, state: string) => step.in(state) && !step.previous?.states.includes(state)

const expectations = expectationsFor(expressCheckoutMachine, {
  '*': [
    {
      says: 'the shopper is sent to the three-step checkout only when they choose another method (spec 8.3)',
      check: (step) =>
        expect(ofType(step, 'express.otherMethod')).toHaveLength(
          step.event.type === 'express.otherMethodChosen' ? 1 : 0,
        ),
    },
  ],
  idle: [
    {
      says: 'the wallet’s pay button waits for a press; a cancelled wallet or another method comes back here',
      check: (step) => {
        if (step.previous) expect(['express.wallet.cancelled', 'express.otherMethodChosen']).toContain(step.event.type)
      },
    },
  ],
  preparing: [
    {
      says: 'the bag is made ready, with the chosen size added first on a product page',
      check: (step) => {
        if (!entered(step, 'preparing')) return
        const sku = (last(step, 'express.pressed')?.sku as string | undefined) ?? null
        expect(step.invoked).toEqual([{ id: 'prepareCart', input: { sku } }])
        expect(selectExpressError(step.snapshot)).toBeNull()
      },
    },
  ],
  walletOpen: [
    {
      says: 'the wallet opens with the amount of the bag it pays for',
      check: (step) => {
        const prepared = (step.events as Event[]).filter((e) => e.type === 'xstate.done.actor.prepareCart').at(-1)
        expect(selectExpressAmount(step.snapshot)).toEqual(prepared!.output)
        expect(selectExpressError(step.snapshot)).toBeNull()
      },
    },
  ],
  placing: [
    {
      says: 'a payer whose contact and address pass the checkout’s rules places the order with the bag',
      check: (step) => {
        const authorised = step.event as Event & { authorisation: { payer: WalletPayer } }
        expect(authorised.authorisation.payer).toBe(complete)
        expect(step.invoked).toEqual([
          { id: 'placeOrder', input: { cart: selectExpressAmount(step.snapshot), payer: complete } },
        ])
      },
    },
  ],
  missingData: [
    {
      says: 'missing wallet data offers try again and try another method (spec 8.3)',
      check: (step) => {
        expect(selectExpressError(step.snapshot)).toBe('missingData')
        const authorised = last(step, 'express.wallet.authorised') as Event & { authorisation: { payer: WalletPayer } }
        expect(authorised.authorisation.payer).toBe(incomplete)
      },
    },
  ],
  failed: [
    {
      says: 'an empty bag or a call that failed is said so, with try again and another method',
      check: (step) => {
        if (step.event.type === 'xstate.done.actor.prepareCart')
          expect(selectExpressError(step.snapshot)).toBe('emptyBag')
        else expect(selectExpressError(step.snapshot)).toBe('failed')
      },
    },
  ],
  completed: [
    {
      says: 'the order placed is handed on by its id, once',
      check: (step) =>
        expect(step.emitted).toEqual([
          {
            type: 'express.completed',
            orderId: (step.event as unknown as { output: { orderId: string } }).output.orderId,
          },
        ]),
    },
  ],
})

const some = (list: Array<EventObject & Record<string, unknown>>) => list

describeModel('express checkout', expressCheckoutMachine, {
  events: {
    domain: [
      { type: 'express.pressed' },
      { type: 'express.pressed', sku: '480002-02163-42' },
      { type: 'express.wallet.authorised', authorisation: { payer: complete } },
      { type: 'express.wallet.authorised', authorisation: { payer: incomplete } },
      { type: 'express.wallet.cancelled' },
      { type: 'express.retried' },
      { type: 'express.otherMethodChosen' },
    ],
    outputs: { prepareCart: [cart, null], placeOrder: [{ orderId: 'o1' }] },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { sku: string | null; error: string | null }
    }
    return JSON.stringify([value, context.sku !== null, context.error])
  },
  expectations,
  // Pay pressed twice, or the wallet answering twice, starts nothing new.
  mustIgnore: {
    preparing: some([{ type: 'express.pressed' }]),
    placing: some([
      { type: 'express.pressed' },
      { type: 'express.wallet.authorised', authorisation: { payer: complete } },
    ]),
    walletOpen: some([{ type: 'express.pressed' }]),
  },
  mustAccept: {
    missingData: some([{ type: 'express.retried' }, { type: 'express.otherMethodChosen' }]),
    failed: some([{ type: 'express.retried' }, { type: 'express.otherMethodChosen' }]),
  },
  requireEveryTransition: true,
})
