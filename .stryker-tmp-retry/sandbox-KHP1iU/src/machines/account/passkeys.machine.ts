// @ts-nocheck
import { assign, fromPromise, setup } from 'xstate'

/** A passkey the account holds, as the shop lists it. */
export interface Passkey {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}

type PasskeysEvent =
  { type: 'passkeys.added' } | { type: 'passkeys.removed'; id: string } | { type: 'passkeys.retried' }

interface PasskeysContext {
  passkeys: Passkey[] | null
  /** The passkey being removed, while it is. */
  removing: string | null
  /** What went wrong last: the list not read, the device's prompt given up, or the shop refused. */
  failure: 'load' | 'cancelled' | 'add' | 'remove' | null
  notice: 'added' | 'removed' | null
}

/** The browser's WebAuthn prompt was closed or refused on the device (not an answer of the shop). */
const cancelledOnDevice = (error: unknown) => (error as { name?: unknown } | null)?.name === 'NotAllowedError'

/**
 * The profile's passkeys: listed when the page opens, one added on this device or one removed at a
 * time; after each change the list is read again, so it shows what the shop holds.
 */
export const passkeysMachine = setup({
  types: {
    context: {} as PasskeysContext,
    events: {} as PasskeysEvent,
  },
  actors: {
    loadPasskeys: fromPromise<Passkey[], void>(async () => {
      throw new Error('loadPasskeys actor not provided')
    }),
    addPasskey: fromPromise<Passkey[], void>(async () => {
      throw new Error('addPasskey actor not provided')
    }),
    removePasskey: fromPromise<Passkey[], { id: string }>(async () => {
      throw new Error('removePasskey actor not provided')
    }),
  },
  guards: {
    listed: ({ context, event }) =>
      (context.passkeys ?? []).some((passkey) => passkey.id === (event as { id?: string }).id),
    cancelledOnDevice: ({ event }) => cancelledOnDevice((event as { error?: unknown }).error),
  },
  actions: {
    take: assign((_, params: { passkeys: Passkey[] }) => ({ passkeys: params.passkeys })),
    start: assign({ failure: null, notice: null }),
  },
}).createMachine({
  id: 'passkeys',
  context: { passkeys: null, removing: null, failure: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadPasskeys',
        src: 'loadPasskeys',
        onDone: { target: 'ready', actions: { type: 'take', params: ({ event }) => ({ passkeys: event.output }) } },
        onError: { target: 'failed', actions: assign({ failure: 'load' as const }) },
      },
    },
    failed: {
      on: { 'passkeys.retried': { target: 'loading', actions: assign({ failure: null }) } },
    },
    ready: {
      on: {
        'passkeys.added': { target: 'adding', actions: 'start' },
        'passkeys.removed': {
          guard: 'listed',
          target: 'removing',
          actions: ['start', assign({ removing: ({ event }) => event.id })],
        },
      },
    },
    adding: {
      tags: 'busy',
      invoke: {
        id: 'addPasskey',
        src: 'addPasskey',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'take', params: ({ event }) => ({ passkeys: event.output }) },
            assign({ notice: 'added' as const }),
          ],
        },
        onError: [
          { guard: 'cancelledOnDevice', target: 'ready', actions: assign({ failure: 'cancelled' as const }) },
          { target: 'ready', actions: assign({ failure: 'add' as const }) },
        ],
      },
    },
    removing: {
      tags: 'busy',
      invoke: {
        id: 'removePasskey',
        src: 'removePasskey',
        input: ({ context }) => ({ id: context.removing ?? '' }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'take', params: ({ event }) => ({ passkeys: event.output }) },
            assign({ notice: 'removed' as const, removing: null }),
          ],
        },
        onError: { target: 'ready', actions: assign({ failure: 'remove' as const, removing: null }) },
      },
    },
  },
})
