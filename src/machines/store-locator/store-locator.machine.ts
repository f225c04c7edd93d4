import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate'

export interface Position {
  lat: number
  lng: number
}

/** Why the shopper's position could not be had: refused, or the device could not tell. */
type LocateFailure = 'denied' | 'unavailable'

/** The locate actor rejects with one of these as the error's message. */
export class LocateError extends Error {
  constructor(readonly failure: LocateFailure) {
    super(failure)
  }
}

/** The store as the shop remembers it for click and collect (spec 3.19 `storeData`). */
export interface ChosenStore {
  key: string
  name: string
  address: { streetName: string; postalCode: string; city: string; country: string }
}

type StoreLocatorEvent =
  /** The shopper pressed "use my location": only then is the browser asked. */
  | { type: 'storeLocator.position.requested' }
  /** A pin or a list entry was picked: the list shows that store. */
  | { type: 'storeLocator.store.selected'; key: string }
  | { type: 'storeLocator.store.chosen'; store: ChosenStore }

type StoreLocatorEmitted =
  ({ type: 'storeLocator.located' } & Position) | { type: 'storeLocator.storeChosen'; store: ChosenStore }

interface StoreLocatorContext {
  selectedKey: string | null
  failure: LocateFailure | null
}

/** The store locator (spec 2.7 "Other screens"): the shopper's position on request, the selected store, the chosen store. */
export const storeLocatorMachine = setup({
  types: {
    context: {} as StoreLocatorContext,
    events: {} as StoreLocatorEvent,
    emitted: {} as StoreLocatorEmitted,
  },
  actors: {
    locate: fromPromise<Position>(async () => {
      throw new Error('locate actor not provided')
    }),
  },
}).createMachine({
  id: 'storeLocator',
  context: { selectedKey: null, failure: null },
  initial: 'idle',
  on: {
    'storeLocator.store.selected': { actions: assign({ selectedKey: ({ event }) => event.key }) },
    'storeLocator.store.chosen': {
      actions: [
        assign({ selectedKey: ({ event }) => event.store.key }),
        emit(({ event }) => ({ type: 'storeLocator.storeChosen', store: event.store }) as const),
      ],
    },
  },
  states: {
    idle: {
      on: { 'storeLocator.position.requested': { target: 'locating', actions: assign({ failure: null }) } },
    },
    locating: {
      invoke: {
        src: 'locate',
        onDone: {
          target: 'idle',
          actions: emit(({ event }) => ({ type: 'storeLocator.located', ...event.output }) as const),
        },
        onError: {
          target: 'idle',
          actions: assign({
            failure: ({ event }) =>
              event.error instanceof LocateError && event.error.failure === 'denied' ? 'denied' : 'unavailable',
          }),
        },
      },
    },
  },
})

type Snapshot = SnapshotFrom<typeof storeLocatorMachine>
export const selectLocating = (snapshot: Snapshot) => snapshot.matches('locating')
export const selectLocateFailure = (snapshot: Snapshot) => snapshot.context.failure
export const selectSelectedStore = (snapshot: Snapshot) => snapshot.context.selectedKey
