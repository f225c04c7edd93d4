import { expect } from 'vitest'
import { selectToast, TOAST_POSITION, toastMachine } from '../src/machines/toast/toast.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

/** Spec 8.4: the default toast lasts 5000 ms, an error toast 9000 ms, the newsletter failure 2000 ms. */
const SPEC_DURATIONS = { default: 5000, error: 9000, newsletterFailure: 2000 }

type Step = MachineStepView<typeof toastMachine>

/** One toast at a time, the latest: the toast shown last, unless it has gone since (dismissed or timed out). */
function latest({ events }: Step) {
  let shown: { kind: keyof typeof SPEC_DURATIONS; title: { id: string } } | null = null
  for (const event of events) {
    if (event.type === 'toast.shown') shown = { kind: event.kind ?? 'default', title: event.title }
    else if (event.type === 'toast.dismissed' || event.type.startsWith('xstate.after.')) shown = null
  }
  return shown
}

/**
 * Whether the shopper holds the toast showing: a hold while a toast showed, with no release, dismissal
 * or time out since (a hold needs a toast to rest on; a toast that takes another's place stays held).
 */
function heldNow(step: Step) {
  let held = false
  let shown = false
  for (const event of step.events) {
    if (event.type === 'toast.shown') shown = true
    else if (event.type === 'toast.held') held = shown
    else if (event.type === 'toast.released') held = false
    else if (event.type === 'toast.dismissed' || event.type.startsWith('xstate.after.')) held = shown = false
  }
  return held
}

const expectations = expectationsFor(toastMachine, {
  '*': [
    { says: 'toasts appear at the bottom (spec 8.4)', check: () => expect(TOAST_POSITION).toBe('bottom') },
    {
      says: 'a toast that times out was on screen, not held, for its whole duration (WCAG 2.2.1)',
      check: ({ event, previous, clock }) => {
        if (event.type.startsWith('xstate.after.'))
          expect(clock - previous!.clock).toBe(SPEC_DURATIONS[previous!.context.current!.kind])
      },
    },
    {
      says: 'a toast never times out while the shopper holds it',
      check: (step) => {
        if (step.event.type.startsWith('xstate.after.')) expect(heldNow(step)).toBe(false)
      },
    },
  ],
  idle: [
    {
      says: 'no toast is shown and none waits',
      check: (step) => {
        expect(selectToast(step)).toBeNull()
        expect(step.timers).toBe(0)
        expect(latest(step)).toBeNull()
      },
    },
  ],
  showing: [
    {
      says: 'the toast shown is the latest, with one time out running unless the shopper holds it',
      check: (step) => {
        expect(latest(step)).not.toBeNull()
        expect(selectToast(step)).toMatchObject(latest(step)!)
        expect(step.timers).toBe(heldNow(step) ? 0 : 1)
      },
    },
    {
      says: 'it lasts 5000 ms by default, 9000 ms for an error, 2000 ms for the newsletter failure (spec 8.4)',
      check: ({ context }) => expect(context.current?.duration).toBe(SPEC_DURATIONS[context.current!.kind]),
    },
  ],
})

describeModel('toast', toastMachine, {
  events: {
    domain: [
      { type: 'toast.shown', title: { id: 'saved' } },
      { type: 'toast.shown', kind: 'error', title: { id: 'error.title' } },
      { type: 'toast.shown', kind: 'newsletterFailure', title: { id: 'newsletter.failed' } },
      { type: 'toast.dismissed' },
      { type: 'toast.held' },
      { type: 'toast.released' },
    ],
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { current: { kind: string } | null }
    }
    return JSON.stringify([value, context.current?.kind ?? null])
  },
  // Each kind of toast gets its own time out.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { current: { kind: string } | null }
    }
    return [value, context.current?.kind]
  },
  expectations,
  mustAccept: {
    showing: [{ type: 'toast.dismissed' }, { type: 'toast.shown', title: { id: 'saved' } }],
    'showing.running': [{ type: 'toast.held' }],
    'showing.held': [{ type: 'toast.released' }],
  },
  mustIgnore: { idle: [{ type: 'toast.dismissed' }, { type: 'toast.held' }, { type: 'toast.released' }] },
  requireEveryTransition: true,
})
