import { expect } from 'vitest'
import { selectToast, TOAST_POSITION, toastMachine } from '../src/machines/toast/toast.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

/** Spec 8.4: the default toast lasts 5000 ms, an error toast 9000 ms, the newsletter failure 2000 ms. */
const SPEC_DURATIONS = { default: 5000, error: 9000, newsletterFailure: 2000 }

type Step = MachineStepView<typeof toastMachine>

/** One toast at a time, the others in the order they came: the toasts not yet gone, oldest first. */
function waiting({ events }: Step) {
  const toasts: Array<{ kind: keyof typeof SPEC_DURATIONS; title: { id: string } }> = []
  for (const event of events) {
    if (event.type === 'toast.shown') toasts.push({ kind: event.kind ?? 'default', title: event.title })
    else if (event.type === 'toast.dismissed' || event.type.startsWith('xstate.after.')) toasts.shift()
  }
  return toasts
}

const expectations = expectationsFor(toastMachine, {
  '*': [
    { says: 'toasts appear at the bottom (spec 8.4)', check: () => expect(TOAST_POSITION).toBe('bottom') },
    {
      says: 'a toast that times out was on screen for its whole duration',
      check: ({ event, previous, clock }) => {
        if (event.type.startsWith('xstate.after.'))
          expect(clock - previous!.clock).toBe(SPEC_DURATIONS[previous!.context.current!.kind])
      },
    },
  ],
  idle: [
    {
      says: 'no toast is shown and none waits',
      check: (step) => {
        expect(selectToast(step)).toBeNull()
        expect(step.context.queue).toEqual([])
        expect(step.timers).toBe(0)
        expect(waiting(step)).toEqual([])
      },
    },
  ],
  showing: [
    {
      says: 'the toast shown is the oldest not yet gone, the others wait in order',
      check: (step) => {
        const [shown, ...rest] = waiting(step)
        expect(selectToast(step)).toMatchObject(shown!)
        expect(step.timers).toBe(1)
        expect(step.context.queue.map(({ kind, title }) => ({ kind, title }))).toEqual(rest)
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
    ],
  },
  // The queue length is what matters; cap it so the state space stays finite.
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { queue: unknown[]; current: { kind: string } | null }
    }
    return JSON.stringify([value, Math.min(context.queue.length, 2), context.current?.kind ?? null])
  },
  // Each kind of toast gets its own time out.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as { value: unknown; context: { current: { kind: string } | null } }
    return [value, context.current?.kind]
  },
  expectations,
  mustAccept: { showing: [{ type: 'toast.dismissed' }, { type: 'toast.shown', title: { id: 'saved' } }] },
  mustIgnore: { idle: [{ type: 'toast.dismissed' }] },
  requireEveryTransition: true,
})
