// @ts-nocheck
import { expect } from 'vitest'
import { countdownMachine, selectCountdownEnded, selectRemaining } from '../src/machines/navigation/countdown.machine'
import { expectationsFor } from './support/expectations'
import { describeModel } from './support/model'

/** The promotional countdown of spec 2.5: it shows the time left each second until its end, then it is gone. */
const TICK_MS = 1000
const DAY_MS = 86_400_000
const endOf = (input: unknown) => (input as { endsAt: number }).endsAt

const expectations = expectationsFor(countdownMachine, {
  '*': [
    { says: 'the end is the one configured', check: (step) => expect(step.context.endsAt).toBe(endOf(step.input)) },
  ],
  running: [
    {
      says: 'a running countdown shows the days, hours, minutes and seconds left and ticks on',
      check: (step) => {
        const { endsAt, now } = step.context
        expect(endsAt).toBeGreaterThan(now)
        const left = Math.floor((endsAt - now) / 1000)
        expect(selectRemaining(step.snapshot)).toEqual({
          days: Math.floor(left / 86400),
          hours: Math.floor((left % 86400) / 3600),
          minutes: Math.floor((left % 3600) / 60),
          seconds: left % 60,
        })
        expect(selectCountdownEnded(step.snapshot)).toBe(false)
        expect(step.timers).toBe(1)
      },
    },
    {
      says: 'it shows the time left anew each second',
      check: ({ event, context, previous, clock }) => {
        if (!previous) return
        expect(clock - previous.clock).toBe(event.type.startsWith('xstate.after.') ? TICK_MS : 0)
        expect(context.now - previous.context.now).toBe(clock - previous.clock)
      },
    },
  ],
  ended: [
    {
      says: 'the timer is gone once its end has passed',
      check: (step) => {
        expect(step.context.now).toBeGreaterThanOrEqual(step.context.endsAt)
        expect(selectCountdownEnded(step.snapshot)).toBe(true)
        expect(selectRemaining(step.snapshot)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
        expect(step.timers).toBe(0)
      },
    },
  ],
})

describeModel('countdown', countdownMachine, {
  // No timer (0), one that has ended, one a day away, and one the server rendered running that has
  // ended by the browser's clock.
  inputs: [
    { endsAt: 0 },
    { endsAt: Date.now() - TICK_MS },
    { endsAt: Date.now() + DAY_MS },
    { endsAt: Date.now() - TICK_MS, renderedAt: Date.now() - 3 * TICK_MS },
  ],
  events: { domain: [] },
  // The clock moves on every tick: what matters is whether the end has passed.
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as { value: unknown; context: { now: number; endsAt: number } }
    return JSON.stringify([value, context.now >= context.endsAt])
  },
  expectations,
  requireEveryTransition: true,
})
