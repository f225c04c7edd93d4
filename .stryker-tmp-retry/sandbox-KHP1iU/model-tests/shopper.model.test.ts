// @ts-nocheck
import { expect } from 'vitest'
import { createActor, fromCallback, type EventObject } from 'xstate'
import { shopperMachine } from '../src/machines/shopper/shopper.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

/** The bag's and the wishlist's actors stand in as recorders of what the shopper machine tells them. */
const told: Array<{ to: 'cart' | 'wishlist'; event: EventObject }> = []
const recorder = (to: 'cart' | 'wishlist') =>
  createActor(
    fromCallback<EventObject>(({ receive }) => {
      receive((event) => told.push({ to, event }))
    }),
  ).start()
const input = { cart: recorder('cart'), wishlist: recorder('wishlist') }

const bag = { id: 'c1', version: 1, totalLineItemQuantity: 1, lineItems: [], discountCodes: [] }
const list = { id: 'w1', version: 1, lineItems: [] }
const profile = { id: 'u-1', version: 2, firstName: 'Eva' }
const refused = { data: { code: 'CustomerGetFailure' } }

type Step = MachineStepView<typeof shopperMachine>
type Event = Step['events'][number] & Record<string, unknown>

/** What the bag and the wishlist were told since the last step (read once per step). */
let seen = 0
function toldThisStep(step: Step) {
  if (!step.previous) seen = told.length
  const now = told.slice(seen)
  seen = told.length
  return now
}

/** Spec 4.1: the profile is asked for only once a customer is named (`ucid`), once per customer. */
function profileFor(events: readonly Event[]) {
  let customer: string | null = null
  for (const event of events) if (event.type === 'shopper.customer.named') customer = event.customerId as string | null
  return customer
}

const profileCalls = (step: Step) => step.invoked.filter((i) => i.id === 'fetchProfile')

const expectations = expectationsFor(shopperMachine, {
  '*': [
    {
      says: 'a sign-in’s data or a guest’s own bag go to the bag and the wishlist; sign-out clears both (spec 4.1)',
      check: (step) => {
        const event = step.event as Event
        const data =
          event.type === 'shopper.data.loaded'
            ? (event.data as { cart: unknown; wishlist: unknown })
            : event.type === 'xstate.done.actor.fetchGuestData'
              ? (event.output as { cart: unknown; wishlist: unknown })
              : null
        const expected = data
          ? [
              { to: 'cart', event: { type: 'cart.loaded', cart: data.cart } },
              { to: 'wishlist', event: { type: 'wishlist.loaded', wishlist: data.wishlist } },
            ]
          : event.type === 'shopper.signedOut' && step.previous?.states.includes('data.idle')
            ? [
                { to: 'wishlist', event: { type: 'wishlist.cleared' } },
                { to: 'cart', event: { type: 'cart.cleared' } },
              ]
            : []
        expect(toldThisStep(step)).toEqual(expected)
        expect(step.emitted.filter((e) => e.type === 'shopper.cart.loaded')).toEqual(
          data ? [{ type: 'shopper.cart.loaded', cart: data.cart }] : [],
        )
        expect(step.emitted.filter((e) => e.type === 'shopper.user.dropped')).toHaveLength(
          expected.some((t) => t.event.type === 'cart.cleared') ? 1 : 0,
        )
      },
    },
    {
      says: 'the profile fetched is handed to the session; a refused user (spec 8.2) signs out; any other failure does nothing',
      check: (step) => {
        const event = step.event as Event
        expect(step.emitted.filter((e) => e.type === 'shopper.profile.received')).toEqual(
          event.type === 'xstate.done.actor.fetchProfile'
            ? [{ type: 'shopper.profile.received', profile: event.output }]
            : [],
        )
        expect(step.emitted.filter((e) => e.type === 'shopper.user.failed')).toEqual(
          event.type === 'xstate.error.actor.fetchProfile' && event.error === refused
            ? [{ type: 'shopper.user.failed', code: 'CustomerGetFailure' }]
            : [],
        )
      },
    },
  ],
  'data.idle': [
    {
      says: 'no guest bag is being fetched',
      check: (step) => expect(step.invoked.map((i) => i.id)).not.toContain('fetchGuestData'),
    },
  ],
  'data.loadingGuest': [
    {
      says: 'a guest’s session found in the cookie loads the guest’s own bag and wishlist',
      check: (step) => {
        if (step.previous?.states.includes('data.loadingGuest')) return
        expect(step.event.type).toBe('shopper.guest.restored')
        expect(step.invoked.filter((i) => i.id === 'fetchGuestData')).toEqual([
          { id: 'fetchGuestData', input: undefined },
        ])
      },
    },
  ],
  'profile.idle': [
    {
      says: 'no profile is asked for without a newly named customer',
      check: (step) => expect(step.invoked.map((i) => i.id)).not.toContain('fetchProfile'),
    },
  ],
  'profile.loading': [
    {
      says: 'the profile of the customer just named is asked for, once per customer (spec 4.1)',
      check: (step) => {
        const customer = profileFor(step.events as Event[])
        expect(customer).not.toBeNull()
        if (step.event.type === 'shopper.customer.named') {
          const earlier = profileFor((step.events as Event[]).slice(0, -1))
          expect(customer).not.toBe(earlier)
          expect(profileCalls(step)).toEqual([{ id: 'fetchProfile', input: { customerId: customer } }])
        } else expect(profileCalls(step)).toEqual([])
      },
    },
  ],
})

const some = (list: Array<EventObject & Record<string, unknown>>) => list

describeModel('shopper', shopperMachine, {
  inputs: [input],
  events: {
    domain: [
      { type: 'shopper.data.loaded', data: { cart: bag, wishlist: list } },
      { type: 'shopper.signedOut' },
      { type: 'shopper.customer.named', customerId: 'u-1' },
      { type: 'shopper.customer.named', customerId: 'u-2' },
      { type: 'shopper.customer.named', customerId: null },
      { type: 'shopper.guest.restored' },
    ],
    outputs: { fetchGuestData: [{ cart: bag, wishlist: null }], fetchProfile: [profile] },
    errors: { fetchProfile: [refused, new Error('failed')], fetchGuestData: [new Error('failed')] },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as { value: unknown; context: { profileFor: string | null } }
    return JSON.stringify([value, context.profileFor])
  },
  expectations,
  mustIgnore: { 'data.loadingGuest': some([{ type: 'shopper.guest.restored' }]) },
  mustAccept: {
    'data.idle': some([{ type: 'shopper.signedOut' }, { type: 'shopper.guest.restored' }]),
    'profile.loading': some([{ type: 'shopper.customer.named', customerId: null }]),
  },
  requireEveryTransition: true,
})
