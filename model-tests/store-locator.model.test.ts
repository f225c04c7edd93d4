import { expect } from 'vitest'
import {
  LocateError,
  selectLocateFailure,
  selectLocating,
  selectSelectedStore,
  storeLocatorMachine,
} from '../src/machines/store-locator/store-locator.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'
import { named } from './support/paths'

/** The store locator (spec 2.7 "Other screens"): the position only on request, a store selected from a pin, the store chosen. */
const INVOKE = '0.storeLocator.locating'
const brno = named('Brno', { lat: 49.19, lng: 16.61 })
const denied = named('refused', new LocateError('denied'))
const unavailable = named('cannot tell', new LocateError('unavailable'))
const palladium = {
  key: 'CZ-PRG-PALLADIUM',
  name: 'Kestrel Praha Palladium',
  address: { streetName: 'náměstí Republiky 1078/1', postalCode: '11000', city: 'Praha 1', country: 'CZ' },
}

type Step = MachineStepView<typeof storeLocatorMachine>

/** The store last picked on the map or chosen for click and collect. */
function lastPicked({ events }: Step): string | null {
  let key: string | null = null
  for (const event of events) {
    if (event.type === 'storeLocator.store.selected') key = event.key
    if (event.type === 'storeLocator.store.chosen') key = event.store.key
  }
  return key
}

/** How the last request for the position ended, unless another one began since. */
function lastFailure({ events }: Step): string | null {
  let failure: string | null = null
  for (const event of events) {
    if (event.type === 'storeLocator.position.requested') failure = null
    if (event.type.startsWith('xstate.error.actor.'))
      failure = ((event as unknown as { error: LocateError }).error.failure as string) ?? 'unavailable'
  }
  return failure
}

const expectations = expectationsFor(storeLocatorMachine, {
  '*': [
    {
      says: 'the store shown is the one last picked',
      check: (step) => expect(selectSelectedStore(step.snapshot)).toBe(lastPicked(step)),
    },
    {
      says: 'a store chosen for click and collect is announced once, as chosen',
      check: (step) =>
        expect(step.emitted.filter((e) => e.type === 'storeLocator.storeChosen')).toEqual(
          step.events
            .filter((e) => e.type === 'storeLocator.store.chosen')
            .map((e) => ({ type: 'storeLocator.storeChosen', store: (e as { store: unknown }).store })),
        ),
    },
    {
      says: 'the position is handed over once per answer from the browser',
      check: (step) =>
        expect(step.emitted.filter((e) => e.type === 'storeLocator.located')).toHaveLength(
          step.events.filter((e) => e.type.startsWith('xstate.done.actor.')).length,
        ),
    },
  ],
  idle: [
    {
      says: 'the browser is asked for nothing; a refusal and a device that cannot tell say different things',
      check: (step) => {
        expect(selectLocating(step.snapshot)).toBe(false)
        expect(step.invoked).toEqual([])
        expect(selectLocateFailure(step.snapshot)).toBe(lastFailure(step))
      },
    },
  ],
  locating: [
    {
      says: 'the browser is asked only after the button was pressed, and no old failure shows meanwhile',
      check: (step) => {
        expect(selectLocating(step.snapshot)).toBe(true)
        const lastRequest = step.events.findLastIndex((e) => e.type === 'storeLocator.position.requested')
        const lastAnswer = step.events.findLastIndex((e) => /^xstate\.(done|error)\.actor\./.test(e.type))
        expect(lastRequest).toBeGreaterThan(lastAnswer)
        expect(selectLocateFailure(step.snapshot)).toBeNull()
      },
    },
  ],
})

describeModel('store locator', storeLocatorMachine, {
  events: {
    domain: [
      { type: 'storeLocator.position.requested' },
      { type: 'storeLocator.store.selected', key: 'CZ-BRN-OLYMPIA' },
      { type: 'storeLocator.store.chosen', store: palladium },
    ],
    outputs: { [INVOKE]: [brno] },
    errors: { [INVOKE]: [denied, unavailable] },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as Step & { value: unknown }
    return JSON.stringify([value, context.selectedKey, context.failure])
  },
  expectations,
  mustIgnore: { locating: [{ type: 'storeLocator.position.requested' }] },
  requireEveryTransition: true,
})
