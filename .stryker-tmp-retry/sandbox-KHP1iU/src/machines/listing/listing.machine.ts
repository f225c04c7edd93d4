// @ts-nocheck
import { assign, setup } from 'xstate'

/** Spec 9: a listing starts at page 1. */
const FIRST_PAGE = 1

/**
 * The product listing's stateful rules (spec 2.7, 3.19): the filters dialog, the size modal and
 * the mobile sort sheet (one panel at a time), and the remembered position — the last visited
 * listing, its last loaded page and its container height — so a return visit restores it.
 */
type ListingEvent =
  | { type: 'filters.open' }
  | { type: 'sizes.open' }
  | { type: 'sort.open' }
  | { type: 'panel.close' }
  | { type: 'plp.visited'; path: string; page: number }
  /**
   * The shopper picked a facet or a sort option on the listing shown: a new position to remember
   * (the refined listing is a listing of its own), but no other listing, so an open panel stays open
   * for the next pick (spec 2.7: the filters dialog closes by its own button).
   */
  | { type: 'plp.refined'; path: string; page: number }
  | { type: 'page.loaded'; page: number }
  | { type: 'container.measured'; height: number; scrollY?: number }
  | { type: 'position.restored' }

interface ListingContext {
  lastVisitedPlp: string | null
  lastLoadedPage: number
  lastVisitedPlpContainerHeight: number
  /** Where the page was scrolled when the shopper left the listing. */
  lastScrollY: number
  /** The page count, height and scroll position to restore on this visit (the previous ones of this listing). */
  restore: { page: number; height: number; scrollY: number } | null
}

export const listingMachine = setup({
  types: { context: {} as ListingContext, events: {} as ListingEvent },
  guards: {
    isReturnVisit: ({ context, event }) => event.type === 'plp.visited' && event.path === context.lastVisitedPlp,
  },
  actions: {
    /** A listing not seen last: remembered from its first page, with nothing yet to restore. */
    startVisit: assign({
      lastVisitedPlp: ({ context, event }) =>
        event.type === 'plp.visited' || event.type === 'plp.refined' ? event.path : context.lastVisitedPlp,
      lastLoadedPage: ({ event }) =>
        event.type === 'plp.visited' || event.type === 'plp.refined' ? Math.max(event.page, FIRST_PAGE) : FIRST_PAGE,
      lastVisitedPlpContainerHeight: 0,
      lastScrollY: 0,
      restore: null,
    }),
  },
}).createMachine({
  id: 'listing',
  type: 'parallel',
  context: {
    lastVisitedPlp: null,
    lastLoadedPage: FIRST_PAGE,
    lastVisitedPlpContainerHeight: 0,
    lastScrollY: 0,
    restore: null,
  },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'filters.open': 'filters', 'sizes.open': 'sizes', 'sort.open': 'sort' },
        },
        // One dialog at a time (spec 2.6): the panel the shopper opens replaces the open one.
        filters: {
          // The size modal opens from the filters dialog and returns to it.
          on: { 'sizes.open': 'sizesFromFilters', 'sort.open': 'sort', 'panel.close': 'closed' },
        },
        sizes: { on: { 'panel.close': 'closed', 'filters.open': 'filters', 'sort.open': 'sort' } },
        sizesFromFilters: { on: { 'panel.close': 'filters', 'sort.open': 'sort' } },
        sort: { on: { 'panel.close': 'closed', 'filters.open': 'filters', 'sizes.open': 'sizes' } },
      },
      on: { 'plp.visited': '.closed' },
    },
    position: {
      initial: 'tracking',
      states: {
        tracking: {},
        restoring: { on: { 'position.restored': { target: 'tracking', actions: assign({ restore: null }) } } },
      },
      on: {
        'plp.visited': [
          {
            guard: 'isReturnVisit',
            target: '.restoring',
            actions: assign({
              restore: ({ context, event }) => ({
                page: Math.max(context.lastLoadedPage, event.page),
                height: context.lastVisitedPlpContainerHeight,
                scrollY: context.lastScrollY,
              }),
              lastLoadedPage: ({ context, event }) => Math.max(context.lastLoadedPage, event.page),
            }),
          },
          { target: '.tracking', actions: 'startVisit' },
        ],
        'plp.refined': { target: '.tracking', actions: 'startVisit' },
        'page.loaded': { actions: assign({ lastLoadedPage: ({ event }) => Math.max(event.page, FIRST_PAGE) }) },
        'container.measured': {
          actions: assign({
            lastVisitedPlpContainerHeight: ({ event }) => Math.max(0, Math.round(event.height)),
            lastScrollY: ({ context, event }) =>
              event.scrollY === undefined ? context.lastScrollY : Math.max(0, Math.round(event.scrollY)),
          }),
        },
      },
    },
  },
})
