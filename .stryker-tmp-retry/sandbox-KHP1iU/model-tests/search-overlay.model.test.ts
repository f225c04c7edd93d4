// @ts-nocheck
import { expect } from 'vitest'
import { searchOverlayMachine } from '../src/machines/search/search-overlay.machine'
import { expectationsFor, lastOf, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'
import { named } from './support/paths'

/** The overlay's search field: a query goes out 250 ms after the last keystroke, from 2 characters on. */
const DEBOUNCE_MS = 250
const MIN_CHARACTERS = 2

const sneakers = named('sneakers', { query: 'sneakers', hits: [{ objectID: 'p1' }], nbHits: 1, queryID: 'q1' })
const none = named('nothing', { query: 'zz', hits: [], nbHits: 0 })

type Step = MachineStepView<typeof searchOverlayMachine>

/** The answer the overlay shows: the last one that came in since the field last fell below 2 characters. */
function lastAnswer({ events }: Step) {
  let answer: unknown = null
  for (const event of events) {
    if (event.type === 'cleared' || (event.type === 'typed' && event.value.trim().length < MIN_CHARACTERS))
      answer = null
    if (event.type.startsWith('xstate.done.actor.')) answer = (event as { output?: unknown }).output
  }
  return answer
}

const typedValue = ({ events }: Step) => {
  const last = [...events].reverse().find((e) => e.type === 'typed' || e.type === 'cleared')
  return last?.type === 'typed' ? last.value : ''
}

const expectations = expectationsFor(searchOverlayMachine, {
  '*': [
    {
      says: 'only a query waiting for the typing to stop is on a timer',
      check: (step) => expect(step.timers).toBe(step.in('debouncing') ? 1 : 0),
    },
    {
      says: 'the field holds what was last typed (empty once cleared)',
      check: (step) => expect(step.context.value).toBe(typedValue(step)),
    },
    {
      says: 'the suggestions shown are the last answer',
      check: (step) => expect(step.context.suggestions).toBe(lastAnswer(step)),
    },
  ],
  idle: [
    {
      says: 'fewer than 2 characters show no suggestions and no failure',
      check: (step) => {
        expect(step.context.value.trim().length).toBeLessThan(MIN_CHARACTERS)
        expect(step.context.failed).toBe(false)
      },
    },
  ],
  debouncing: [
    {
      says: 'a query of 2 characters or more waits for the typing to stop',
      check: (step) => expect(step.context.value.trim().length).toBeGreaterThanOrEqual(MIN_CHARACTERS),
    },
  ],
  searching: [
    {
      says: 'the search service is asked for what was typed, without surrounding spaces',
      check: (step) =>
        expect(step.invoked).toEqual([{ id: expect.any(String), input: { query: typedValue(step).trim() } }]),
    },
    {
      says: 'the query goes out 250 ms after the last keystroke',
      check: ({ events, clock, previous, event }) => {
        expect(event.type).toMatch(/^xstate\.after\./)
        expect(clock - previous!.clock).toBe(DEBOUNCE_MS)
        expect(lastOf(events, 'typed')).toBeDefined()
      },
    },
  ],
  showing: [
    {
      says: 'a failed query is shown as failed and keeps the previous answer; an answer clears the failure',
      check: ({ event, context }) => expect(context.failed).toBe(event.type.startsWith('xstate.error.actor.')),
    },
  ],
})

describeModel('search overlay', searchOverlayMachine, {
  events: {
    domain: [
      { type: 'typed', value: 's' },
      { type: 'typed', value: 'ab' },
      { type: 'typed', value: 'sneakers' },
      { type: 'typed', value: ' z ' },
      { type: 'cleared' },
    ],
    outputs: { '0.searchOverlay.searching': [sneakers, none] },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as Step & { value: unknown }
    return JSON.stringify([value, context.value, context.suggestions?.query ?? null, context.failed])
  },
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as Step & { value: unknown }
    return [value, context.suggestions !== null, context.failed]
  },
  expectations,
  requireEveryTransition: true,
})
