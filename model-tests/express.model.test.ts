import { expect } from 'vitest'
import type { EventObject } from 'xstate'
import {
  expressCheckoutMachine,
  selectExpressAmount,
  selectExpressError,
  selectExpressState,
  type WalletPayer,
} from '../src/machines/checkout/express.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'
import { named } from './support/paths'

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
/** A wallet's address without its street, or its town: the contact is fine, the parcel could not be delivered. */
const { streetName: _street, ...withoutStreet } = complete.address
const { city: _city, ...withoutCity } = complete.address
const noStreet: WalletPayer = { ...complete, address: withoutStreet }
const noCity: WalletPayer = { ...complete, address: withoutCity }
/** Contact details that pass, an address the checkout's rules refuse (a postal code that is not Czech). */
const badPostalCode: WalletPayer = { ...complete, address: { ...complete.address, postalCode: '1100' } }
/** The address is whole, but the wallet gave no phone (spec 5.3: the phone is required). */
const noPhone: WalletPayer = { ...complete, phone: '' }
const INCOMPLETE = [incomplete, noStreet, noCity, badPostalCode, noPhone]

type Step = MachineStepView<typeof expressCheckoutMachine>
type Event = Step['events'][number] & Record<string, unknown>

const last = (step: Step, type: string) => (step.events as Event[]).filter((e) => e.type === type).at(-1)
const ofType = (step: Step, type: string) => step.emitted.filter((e) => e.type === type)
const entered = (step: Step, state: string) => step.in(state) && !step.previous?.states.includes(state)

/** Where each of the shopper's actions and each answer leads (spec 2.7, 8.3). */
function leadsTo(step: Step): string | null {
  const event = step.event as Event
  const from = step.previous?.states ?? []
  switch (event.type) {
    case 'express.pressed':
      return 'preparing'
    case 'xstate.done.actor.prepareCart':
      return event.output === null ? 'failed' : 'walletOpen'
    case 'xstate.error.actor.prepareCart':
    case 'xstate.error.actor.placeOrder':
      return 'failed'
    case 'express.wallet.cancelled':
    case 'express.otherMethodChosen':
      return 'idle'
    case 'express.wallet.authorised':
      return (event.authorisation as { payer: WalletPayer }).payer === complete ? 'placing' : 'missingData'
    case 'xstate.done.actor.placeOrder':
      return 'completed'
    case 'express.retried':
      return from.includes('missingData') ? 'walletOpen' : 'preparing'
    default:
      return null
  }
}

const expectations = expectationsFor(expressCheckoutMachine, {
  '*': [
    {
      says: 'each press, wallet answer and service answer leads where the spec says, and the page shows that state',
      check: (step) => {
        const target = leadsTo(step)
        if (target) expect(step.in(target), `${step.event.type} leads to ${target}`).toBe(true)
        expect(selectExpressState(step.snapshot)).toBe(step.states[0])
        expect(step.snapshot.status).toBe(step.in('completed') ? 'done' : 'active')
      },
    },
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
      says: 'nothing is said before the shopper presses pay',
      check: (step) => {
        if (!step.previous) expect(selectExpressError(step.snapshot)).toBeNull()
      },
    },
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
        expect(INCOMPLETE).toContain(authorised.authorisation.payer)
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
      { type: 'express.wallet.authorised', authorisation: named('complete', { payer: complete }) },
      { type: 'express.wallet.authorised', authorisation: named('no phone nor address', { payer: incomplete }) },
      { type: 'express.wallet.authorised', authorisation: named('no street', { payer: noStreet }) },
      { type: 'express.wallet.authorised', authorisation: named('no town', { payer: noCity }) },
      { type: 'express.wallet.authorised', authorisation: named('a foreign postal code', { payer: badPostalCode }) },
      { type: 'express.wallet.authorised', authorisation: named('no phone', { payer: noPhone }) },
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
