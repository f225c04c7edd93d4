// @ts-nocheck
import { assign, fromPromise, setup } from 'xstate'

/** Search-as-you-type: the shopper's words wait this long before a query goes out. */
export const SUGGEST_DEBOUNCE_MS = 250
/** Fewer characters than this show no suggestions. */
const MIN_QUERY_LENGTH = 2

export interface Suggestions {
  query: string
  hits: readonly { objectID: string }[]
  nbHits: number
  queryID?: string | undefined
}

type SearchOverlayEvent = { type: 'typed'; value: string } | { type: 'cleared' }

interface SearchOverlayContext {
  value: string
  suggestions: Suggestions | null
  failed: boolean
}

/** The overlay's search field: debounced queries, the last answer kept while the next one runs. */
export const searchOverlayMachine = setup({
  types: { context: {} as SearchOverlayContext, events: {} as SearchOverlayEvent },
  actors: {
    // Provided by the component: the search service query.
    fetchSuggestions: fromPromise<Suggestions, { query: string }>(() =>
      Promise.reject(new Error('fetchSuggestions not provided')),
    ),
  },
  delays: { debounce: SUGGEST_DEBOUNCE_MS },
  guards: {
    isSearchable: ({ event }) => event.type === 'typed' && event.value.trim().length >= MIN_QUERY_LENGTH,
  },
}).createMachine({
  id: 'searchOverlay',
  context: { value: '', suggestions: null, failed: false },
  initial: 'idle',
  on: {
    typed: [
      { guard: 'isSearchable', target: '.debouncing', actions: assign({ value: ({ event }) => event.value }) },
      { target: '.idle', actions: assign({ value: ({ event }) => event.value, suggestions: null, failed: false }) },
    ],
    cleared: { target: '.idle', actions: assign({ value: '', suggestions: null, failed: false }) },
  },
  states: {
    idle: {},
    debouncing: { after: { debounce: 'searching' } },
    searching: {
      invoke: {
        src: 'fetchSuggestions',
        input: ({ context }) => ({ query: context.value.trim() }),
        onDone: { target: 'showing', actions: assign({ suggestions: ({ event }) => event.output, failed: false }) },
        onError: { target: 'showing', actions: assign({ failed: true }) },
      },
    },
    showing: {},
  },
})
