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

  it('waits while the shopper holds it, and gets its whole duration again once released', () => {
    const actor = createActor(toastMachine).start()
    actor.send({ type: 'toast.shown', title })
    vi.advanceTimersByTime(4000)
    actor.send({ type: 'toast.held' })
    vi.advanceTimersByTime(60_000)
    expect(selectToast(actor.getSnapshot())?.title).toEqual(title)
    actor.send({ type: 'toast.released' })
    vi.advanceTimersByTime(4999)
    expect(selectToast(actor.getSnapshot())?.title).toEqual(title)
    vi.advanceTimersByTime(1)
    expect(selectToast(actor.getSnapshot())).toBeNull()
  })

  it('holds a new toast that takes the place of a held one', () => {
    const actor = createActor(toastMachine).start()
    actor.send({ type: 'toast.shown', title })
    actor.send({ type: 'toast.held' })
    vi.advanceTimersByTime(10_000)
    actor.send({ type: 'toast.shown', kind: 'error', title: { id: 'second' } })
    vi.advanceTimersByTime(10_000)
    expect(selectToast(actor.getSnapshot())?.title.id).toBe('second')
    actor.send({ type: 'toast.released' })
    vi.advanceTimersByTime(9000)
    expect(selectToast(actor.getSnapshot())).toBeNull()
  })

  it('can still be dismissed while held, and the next toast then times out as usual', () => {
    const actor = createActor(toastMachine).start()
    actor.send({ type: 'toast.shown', title })
    actor.send({ type: 'toast.held' })
    actor.send({ type: 'toast.dismissed' })
    expect(selectToast(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'toast.shown', title: { id: 'next' } })
    vi.advanceTimersByTime(5000)
    expect(selectToast(actor.getSnapshot())).toBeNull()
  })
})
