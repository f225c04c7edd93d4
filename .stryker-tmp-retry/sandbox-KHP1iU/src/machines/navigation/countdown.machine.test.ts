// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { countdownMachine, selectCountdownEnded, selectRemaining } from './countdown.machine'

describe('countdown machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-12-31T22:59:57Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('counts down each second and ends at its end time', () => {
    const endsAt = Date.parse('2026-12-31T22:59:59Z')
    const actor = createActor(countdownMachine, { input: { endsAt } }).start()
    expect(selectRemaining(actor.getSnapshot())).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 })
    vi.advanceTimersByTime(1000)
    expect(selectRemaining(actor.getSnapshot()).seconds).toBe(1)
    expect(selectCountdownEnded(actor.getSnapshot())).toBe(false)
    vi.advanceTimersByTime(1000)
    expect(selectCountdownEnded(actor.getSnapshot())).toBe(true)
  })

  it('is ended at once when its end has passed', () => {
    const actor = createActor(countdownMachine, { input: { endsAt: Date.now() - 1 } }).start()
    expect(selectCountdownEnded(actor.getSnapshot())).toBe(true)
  })

  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const now = Date.now()
    const endsAt = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000
    const actor = createActor(countdownMachine, { input: { endsAt } }).start()
    expect(selectRemaining(actor.getSnapshot())).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 })
  })
})
