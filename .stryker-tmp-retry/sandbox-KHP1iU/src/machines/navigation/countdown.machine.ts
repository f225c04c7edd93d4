// @ts-nocheck
import { assign, setup, type SnapshotFrom } from 'xstate'

const COUNTDOWN_TICK_MS = 1000

interface CountdownInput {
  /** Epoch milliseconds; 0 for no timer. */
  endsAt: number
  /**
   * The clock the page was rendered by (epoch milliseconds): the browser starts from the server's
   * moment, so its first render is the server's HTML, and reads its own clock from the first tick on.
   * Without it, the clock of the moment the timer starts.
   */
  renderedAt?: number
}

interface CountdownContext {
  endsAt: number
  now: number
}

/** The promotional countdown timer of spec 2.5: ticks until its end, then it is gone. */
export const countdownMachine = setup({
  types: { context: {} as CountdownContext, input: {} as CountdownInput },
  guards: { hasEnded: ({ context }) => context.now >= context.endsAt },
  actions: { tick: assign({ now: () => Date.now() }) },
  delays: { tick: COUNTDOWN_TICK_MS },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ endsAt: input.endsAt, now: input.renderedAt ?? Date.now() }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasEnded', target: 'ended' }, { target: 'running' }] },
    running: { after: { tick: { target: 'checking', actions: 'tick' } } },
    ended: { type: 'final' },
  },
})

type CountdownSnapshot = SnapshotFrom<typeof countdownMachine>

export const selectCountdownEnded = (s: CountdownSnapshot): boolean => s.matches('ended')

/** The time left as days, hours, minutes and seconds. */
export function selectRemaining(s: CountdownSnapshot): {
  days: number
  hours: number
  minutes: number
  seconds: number
} {
  const total = Math.max(0, Math.floor((s.context.endsAt - s.context.now) / 1000))
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  }
}
