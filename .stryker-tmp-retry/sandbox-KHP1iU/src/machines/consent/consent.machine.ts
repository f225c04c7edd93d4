// @ts-nocheck
import { assign, emit, setup } from 'xstate'

/** Cookie categories of the consent banner; statistics is the one analytics waits for (spec 7.6, 9). */
export const COOKIE_CATEGORIES = [
  'cookie_cat_necessary',
  'cookie_cat_preference',
  'cookie_cat_statistic',
  'cookie_cat_marketing',
] as const
type CookieCategory = (typeof COOKIE_CATEGORIES)[number]
export const NECESSARY_CATEGORY: CookieCategory = 'cookie_cat_necessary'

type ConsentEvent =
  | { type: 'consent.restored'; categories: readonly string[] | null }
  | { type: 'consent.acceptedAll' }
  | { type: 'consent.rejected' }
  | { type: 'consent.choosing' }
  /** The categories ticked while choosing (the necessary ones cannot be unticked). */
  | { type: 'consent.categoriesChanged'; categories: readonly string[] }
  /** Saves the categories ticked. */
  | { type: 'consent.saved' }
  | { type: 'consent.reopened' }

type ConsentEmitted = { type: 'consent.changed'; categories: readonly string[] }

interface ConsentContext {
  categories: readonly string[] | null
  /** The categories ticked while choosing, until saved. */
  chosen: readonly string[]
}

const withNecessary = (categories: readonly string[]) => [
  NECESSARY_CATEGORY,
  ...COOKIE_CATEGORIES.filter((category) => category !== NECESSARY_CATEGORY && categories.includes(category)),
]

/** The cookie banner: asked once, remembered, reopened from the footer's 'renew cookie' button (spec 2.5). */
export const consentMachine = setup({
  types: { context: {} as ConsentContext, events: {} as ConsentEvent, emitted: {} as ConsentEmitted },
  guards: {
    isDecided: ({ event }) => event.type === 'consent.restored' && event.categories !== null,
  },
  actions: {
    decide: assign((_, params: { categories: readonly string[] }) => ({
      categories: withNecessary(params.categories),
      chosen: [],
    })),
    announce: emit(({ context }) => ({ type: 'consent.changed', categories: context.categories ?? [] }) as const),
  },
}).createMachine({
  id: 'consent',
  context: { categories: null, chosen: [] },
  // Nothing is shown before the stored choice is read (the consent cookie, on the server as in the browser).
  initial: 'unknown',
  states: {
    unknown: {
      on: {
        'consent.restored': [
          {
            guard: 'isDecided',
            target: 'closed',
            actions: [{ type: 'decide', params: ({ event }) => ({ categories: event.categories ?? [] }) }, 'announce'],
          },
          { target: 'open' },
        ],
      },
    },
    open: {
      initial: 'summary',
      on: {
        'consent.acceptedAll': {
          target: 'closed',
          actions: [{ type: 'decide', params: { categories: COOKIE_CATEGORIES } }, 'announce'],
        },
        'consent.rejected': { target: 'closed', actions: [{ type: 'decide', params: { categories: [] } }, 'announce'] },
      },
      states: {
        summary: {
          on: {
            'consent.choosing': {
              target: 'choosing',
              // The boxes start from the choice made before (renew cookie), else the necessary ones alone.
              actions: assign({ chosen: ({ context }) => withNecessary(context.categories ?? []) }),
            },
          },
        },
        choosing: {
          on: {
            'consent.categoriesChanged': {
              actions: assign({ chosen: ({ event }) => withNecessary(event.categories) }),
            },
            'consent.saved': {
              target: '#consent.closed',
              actions: [{ type: 'decide', params: ({ context }) => ({ categories: context.chosen }) }, 'announce'],
            },
          },
        },
      },
    },
    closed: { on: { 'consent.reopened': 'open' } },
  },
})

type ConsentSnapshot = { matches: (value: 'open' | { open: 'choosing' }) => boolean; context: ConsentContext }

export const selectConsentOpen = (s: ConsentSnapshot): boolean => s.matches('open')
export const selectConsentChoosing = (s: ConsentSnapshot): boolean => s.matches({ open: 'choosing' })
export const selectConsentCategories = (s: ConsentSnapshot): string => (s.context.categories ?? []).join(' ')
/** The categories ticked while choosing. */
export const selectConsentChosen = (s: ConsentSnapshot): readonly string[] => s.context.chosen
