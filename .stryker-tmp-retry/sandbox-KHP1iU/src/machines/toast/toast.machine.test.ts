// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { selectToast, TOAST_POSITION, toastMachine } from './toast.machine'

const title = { id: 'error.title' }

describe('toast machine (spec 8.4)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it.each([
    ['default', 5000],
    ['error', 9000],
    ['newsletterFailure', 2000],
  ] as const)('a %s toast lasts %i ms', (kind, ms) => {
    const actor = createActor(toastMachine).start()
    actor.send({ type: 'toast.shown', kind, title })
    vi.advanceTimersByTime(ms - 1)
    expect(selectToast(actor.getSnapshot())?.kind).toBe(kind)
    vi.advanceTimersByTime(1)
    expect(selectToast(actor.getSnapshot())).toBeNull()
  })

  it('defaults to 5000 ms at the bottom', () => {
    const actor = createActor(toastMachine).start()
    actor.send({ type: 'toast.shown', title })
    expect(selectToast(actor.getSnapshot())).toMatchObject({ kind: 'default', duration: 5000 })
    expect(TOAST_POSITION).toBe('bottom')
  })

  it('a new toast takes the place of the one showing, with its whole duration', () => {
    const actor = createActor(toastMachine).start()
    actor.send({ type: 'toast.shown', title })
    vi.advanceTimersByTime(4000)
    actor.send({ type: 'toast.shown', kind: 'error', title: { id: 'second' } })
    expect(selectToast(actor.getSnapshot())?.title.id).toBe('second')
    vi.advanceTimersByTime(8999)
    expect(selectToast(actor.getSnapshot())?.title.id).toBe('second')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('a dismissed toast leaves at once and nothing follows it', () => {
    const actor = createActor(toastMachine).start()
    actor.send({ type: 'toast.shown', title })
    actor.send({ type: 'toast.shown', kind: 'error', title: { id: 'second' } })
    actor.send({ type: 'toast.dismissed' })
    expect(selectToast(actor.getSnapshot())).toBeNull()
  })
})
