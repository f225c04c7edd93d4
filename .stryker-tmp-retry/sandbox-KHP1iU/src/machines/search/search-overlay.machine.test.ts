// @ts-nocheck
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { searchOverlayMachine, SUGGEST_DEBOUNCE_MS, type Suggestions } from './search-overlay.machine'

function start(answer: (query: string) => Promise<Suggestions>) {
  const fetchSuggestions = vi.fn(({ input }: { input: { query: string } }) => answer(input.query))
  const actor = createActor(
    searchOverlayMachine.provide({ actors: { fetchSuggestions: fromPromise(fetchSuggestions) } }),
  ).start()
  return { actor, fetchSuggestions }
}

describe('search overlay machine', () => {
  it('waits for the shopper to pause, then asks once for the last words', async () => {
    vi.useFakeTimers()
    const { actor, fetchSuggestions } = start(async (query) => ({ query, hits: [{ objectID: '1' }], nbHits: 1 }))
    actor.send({ type: 'typed', value: 'sn' })
    actor.send({ type: 'typed', value: 'snea' })
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 10)
    actor.send({ type: 'typed', value: 'sneak ' })
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS + 10)
    expect(fetchSuggestions).toHaveBeenCalledTimes(1)
    expect(fetchSuggestions.mock.calls[0]?.[0].input).toEqual({ query: 'sneak' })
    expect(actor.getSnapshot().value).toBe('showing')
    expect(actor.getSnapshot().context.suggestions?.nbHits).toBe(1)
    vi.useRealTimers()
  })

  it('shows nothing for fewer than two characters or after clearing', async () => {
    vi.useFakeTimers()
    const { actor, fetchSuggestions } = start(async (query) => ({ query, hits: [], nbHits: 0 }))
    actor.send({ type: 'typed', value: 'a' })
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2)
    expect(fetchSuggestions).not.toHaveBeenCalled()
    actor.send({ type: 'typed', value: 'ab' })
    actor.send({ type: 'cleared' })
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2)
    expect(fetchSuggestions).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context).toMatchObject({ value: '', suggestions: null })
    vi.useRealTimers()
  })

  it('marks a failed search and recovers on the next words', async () => {
    vi.useFakeTimers()
    let fail = true
    const { actor } = start(async (query) => {
      if (fail) throw new Error('down')
      return { query, hits: [], nbHits: 0 }
    })
    actor.send({ type: 'typed', value: 'boots' })
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS + 10)
    expect(actor.getSnapshot().context.failed).toBe(true)
    fail = false
    actor.send({ type: 'typed', value: 'boot' })
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS + 10)
    expect(actor.getSnapshot().context).toMatchObject({ failed: false, suggestions: { query: 'boot' } })
    vi.useRealTimers()
  })
})
