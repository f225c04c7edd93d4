// @ts-nocheck
import { expect } from 'vitest'
import { passkeysMachine, type Passkey } from '../src/machines/account/passkeys.machine'
import { expectationsFor } from './support/expectations'
import { describeModel } from './support/model'
import { named } from './support/paths'

const passkey = (id: string): Passkey => ({ id, name: 'Passkey', createdAt: '2026-11-02T10:00:00Z', lastUsedAt: null })
const phone = passkey('phone')
const laptop = passkey('laptop')

/**
 * The profile's passkeys: the list the shop holds, one added on this device or one removed at a
 * time; the device's prompt given up is told apart from the shop refusing.
 */
const busy = (busy: boolean) => ({
  says: busy ? 'the passkeys are busy' : 'the passkeys are not busy',
  check: ({ snapshot }: { snapshot: { hasTag: (tag: string) => boolean } }) =>
    expect(snapshot.hasTag('busy')).toBe(busy),
})

const expectations = expectationsFor(passkeysMachine, {
  loading: [
    busy(true),
    {
      says: 'the list is asked for, and nothing is shown or said before the shop answers',
      check: ({ context, invoked }) => {
        expect(context).toMatchObject({ passkeys: null, failure: null, notice: null })
        expect(invoked).toEqual([{ id: 'loadPasskeys', input: undefined }])
      },
    },
  ],
  failed: [
    busy(false),
    {
      says: 'a list that could not be read says so and offers to try again',
      check: ({ context }) => expect(context).toMatchObject({ failure: 'load', passkeys: null }),
    },
  ],
  adding: [
    busy(true),
    {
      says: 'adding clears what the last change said and asks the device',
      check: ({ context, invoked }) => {
        expect(context).toMatchObject({ failure: null, notice: null })
        expect(invoked).toEqual([{ id: 'addPasskey', input: undefined }])
      },
    },
  ],
  removing: [
    busy(true),
    {
      says: 'only the passkey pressed is removed',
      check: ({ event, context, invoked }) => {
        if (event.type !== 'passkeys.removed') return
        expect(context).toMatchObject({ removing: event.id, failure: null, notice: null })
        expect(invoked).toEqual([{ id: 'removePasskey', input: { id: event.id } }])
      },
    },
  ],
  ready: [
    busy(false),
    {
      says: 'after every answer the list is the one the shop holds',
      check: ({ event, context }) => {
        if (event.type.startsWith('xstate.done.actor.'))
          expect(context.passkeys).toEqual((event as unknown as { output: Passkey[] }).output)
      },
    },
    {
      says: 'an added passkey says so',
      check: ({ event, context }) => {
        if (event.type === 'xstate.done.actor.addPasskey')
          expect(context).toMatchObject({ notice: 'added', failure: null })
      },
    },
    {
      says: 'a removed passkey says so and nothing is being removed any more',
      check: ({ event, context }) => {
        if (event.type === 'xstate.done.actor.removePasskey')
          expect(context).toMatchObject({ notice: 'removed', failure: null, removing: null })
      },
    },
    {
      says: 'a prompt given up on the device is not reported as the shop failing',
      check: ({ event, context, previous }) => {
        if (event.type !== 'xstate.error.actor.addPasskey') return
        const cancelled = (event as unknown as { error: { name?: string } }).error.name === 'NotAllowedError'
        expect(context.failure).toBe(cancelled ? 'cancelled' : 'add')
        expect(context.passkeys).toEqual(previous!.context.passkeys)
        expect(context.notice).toBeNull()
      },
    },
    {
      says: 'a refused removal keeps the list as it was',
      check: ({ event, context, previous }) => {
        if (event.type !== 'xstate.error.actor.removePasskey') return
        expect(context).toMatchObject({ failure: 'remove', removing: null, notice: null })
        expect(context.passkeys).toEqual(previous!.context.passkeys)
      },
    },
  ],
})

describeModel('passkeys', passkeysMachine, {
  events: {
    domain: [
      { type: 'passkeys.added' },
      { type: 'passkeys.removed', id: 'phone' },
      { type: 'passkeys.removed', id: 'gone' },
      { type: 'passkeys.retried' },
    ],
    outputs: {
      loadPasskeys: [named('one passkey', [phone])],
      addPasskey: [named('two passkeys', [phone, laptop])],
      removePasskey: [named('none left', [])],
    },
    errors: {
      addPasskey: [Object.assign(new Error('closed'), { name: 'NotAllowedError' }), new Error('refused')],
      removePasskey: [new Error('refused')],
    },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { passkeys: Passkey[] | null; failure: unknown; notice: unknown }
    }
    return JSON.stringify([value, context.passkeys?.length, context.failure, context.notice])
  },
  // A change starts afresh whatever the last one said: each notice and failure is a step of its own.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as { value: unknown; context: { failure: unknown; notice: unknown } }
    return [value, context.failure, context.notice]
  },
  expectations,
  mustIgnore: {
    ready: [{ type: 'passkeys.removed', id: 'gone' }, { type: 'passkeys.retried' }],
    adding: [{ type: 'passkeys.added' }, { type: 'passkeys.removed', id: 'phone' }],
    removing: [{ type: 'passkeys.added' }, { type: 'passkeys.removed', id: 'phone' }],
    loading: [{ type: 'passkeys.added' }],
  },
  mustAccept: {
    failed: [{ type: 'passkeys.retried' }],
    loading: [{ type: 'xstate.error.actor.loadPasskeys', error: new Error('down') }],
    adding: [{ type: 'xstate.error.actor.addPasskey', error: new Error('down') }],
    removing: [{ type: 'xstate.error.actor.removePasskey', error: new Error('down') }],
    ready: [{ type: 'passkeys.added' }],
  },
  requireEveryTransition: true,
})
