// @ts-nocheck
import type { EventObject } from 'xstate'

/**
 * What the shopper must see in each state of the listing statechart (spec 2.6 one dialog at a time,
 * 2.7 listing: filters dialog, size modal, sort sheet, 'load more', the remembered position), written
 * from the spec for the browser paths (tests/e2e/model-listing.spec.ts). Nothing here is read from the
 * shop's code or from its machine: each sight follows from the state the path says the listing is in
 * and from the shopper's own actions before it (which listing, how many pages loaded, which product opened).
 */

/** Spec 9: a listing shows 24 products a page. */
const PAGE_SIZE = 24

/** A listing the paths visit: its heading and how many products it has (the demo seed's). */
export interface ListingPlace {
  heading: string
  total: number
}

/** Where the shopper is and what their actions made of the listing. */
export interface ListingSeen {
  /** The listing the shopper is on (the model's path), 'product' after opening one, 'start' before any. */
  at: string
  /** The listing last visited (the one the shopper returns to from a product). */
  last: string | null
  /** Pages of the last listing loaded ('load more'), from 1. */
  pages: number
  /** The product the shopper opened from the last listing, to be in view again on return. */
  opened: boolean
  /** The listing's position was restored at this return visit (a card is in view again). */
  restored: boolean
}

type ShopperEvent = EventObject & Record<string, unknown>

/** The shopper's view after their actions: only user actions and the page's own settling count. */
export function listingSeen(events: readonly ShopperEvent[]): ListingSeen {
  const seen: ListingSeen = { at: 'start', last: null, pages: 1, opened: false, restored: false }
  for (const event of events) {
    seen.restored = false
    if (event.type === 'plp.visited' || event.type === 'plp.refined') {
      const path = event.path as string
      // Spec 2.7: back on the listing last visited, the shopper finds the pages loaded before; a
      // refinement (a facet picked) shows its own first page.
      if (path !== seen.last || event.type === 'plp.refined') [seen.pages, seen.opened] = [1, false]
      ;[seen.at, seen.last] = [path, path]
    }
    if (event.type === 'page.loaded') seen.pages += 1
    if (event.type === 'container.measured') [seen.at, seen.opened] = ['product', true]
    if (event.type === 'position.restored') seen.restored = seen.opened
  }
  return seen
}

/** One thing to see, as data: the browser spec turns each into a locator check. */
export type ListingShows =
  /** Exactly this one of the listing's dialogs is open, by its accessible name. */
  | { dialog: 'Filters' | 'Choose your size' | 'Sort by' }
  /** None of the listing's dialogs is open. */
  | { noDialog: true }
  /** The listing's heading, its product count and the products its loaded pages hold. */
  | { listing: string; products: number; cards: number; loadMore: boolean }
  /** A product page, no listing. */
  | { productPage: true }
  /** The product the shopper opened is in view again. */
  | { openedInView: true }

export interface ListingSight {
  says: string
  shows: ListingShows
}

const panelDialog: Record<string, 'Filters' | 'Choose your size' | 'Sort by'> = {
  'panel.filters': 'Filters',
  'panel.sizes': 'Choose your size',
  'panel.sizesFromFilters': 'Choose your size',
  'panel.sort': 'Sort by',
}

/** What each state shows, given the shopper's view; `places` are the listings by the model's path. */
export const LISTING_SIGHTS: Record<
  string,
  (seen: ListingSeen, places: Record<string, ListingPlace>) => ListingSight[]
> = {
  'panel.closed': (seen) =>
    seen.at === 'product' || seen.at === 'start'
      ? []
      : [{ says: 'no filters dialog, size modal or sort sheet is open (spec 2.7)', shows: { noDialog: true } }],
  'panel.filters': () => [
    {
      says: 'the filters dialog is the one dialog open (spec 2.6, 2.7)',
      shows: { dialog: panelDialog['panel.filters']! },
    },
  ],
  'panel.sizes': () => [
    { says: 'the size modal is the one dialog open (spec 2.6, 2.7)', shows: { dialog: panelDialog['panel.sizes']! } },
  ],
  'panel.sizesFromFilters': () => [
    {
      says: 'the size modal opened from the filters dialog takes its place: one dialog at a time (spec 2.6)',
      shows: { dialog: panelDialog['panel.sizesFromFilters']! },
    },
  ],
  'panel.sort': () => [
    { says: 'the sort sheet is the one dialog open (spec 2.6, 2.7)', shows: { dialog: panelDialog['panel.sort']! } },
  ],
  'position.tracking': (seen, places) => {
    if (seen.at === 'start') return []
    if (seen.at === 'product')
      return [{ says: 'a product opened from the listing shows its page', shows: { productPage: true } }]
    const sights: ListingSight[] = [listingShown(seen, places)]
    if (seen.restored)
      sights.push({
        says: 'back on the listing, the product the shopper opened is in view again (spec 2.7 remembered position)',
        shows: { openedInView: true },
      })
    return sights
  },
  'position.restoring': (seen, places) => [listingShown(seen, places)],
}

function listingShown(seen: ListingSeen, places: Record<string, ListingPlace>): ListingSight {
  const place = places[seen.at]!
  const cards = Math.min(seen.pages * PAGE_SIZE, place.total)
  return {
    says:
      seen.pages > 1
        ? 'the listing shows every page the shopper loaded, and offers more only while there are more (spec 2.7)'
        : 'the listing shows its heading, its product count and its first page (spec 2.7)',
    shows: { listing: place.heading, products: place.total, cards, loadMore: cards < place.total },
  }
}

/** Every sight of the states a step is in, in the order of the map. */
export function listingSights(
  states: readonly string[],
  seen: ListingSeen,
  places: Record<string, ListingPlace>,
): ListingSight[] {
  return Object.entries(LISTING_SIGHTS).flatMap(([state, sights]) =>
    states.includes(state) ? sights(seen, places) : [],
  )
}
