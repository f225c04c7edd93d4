// @ts-nocheck
import type { EventObject } from 'xstate'

/**
 * What the cookie banner's decisions come to (spec 2.5, 7.6), written from the spec for the model
 * tests of the consent statechart, at machine level and in the browser: the categories decided and
 * the boxes ticked while choosing, replayed from the shopper's events.
 */
export const NECESSARY = 'cookie_cat_necessary'
export const ALL_CATEGORIES = [NECESSARY, 'cookie_cat_preference', 'cookie_cat_statistic', 'cookie_cat_marketing']

/** The necessary categories and the known ones among `categories`, sorted. */
export const withNecessary = (categories: readonly string[]) =>
  [NECESSARY, ...ALL_CATEGORIES.filter((c) => c !== NECESSARY && categories.includes(c))].sort()

type ConsentEvent = EventObject & { categories?: readonly string[] | null }

/**
 * The categories of the shopper's last decision (null before one: the stored choice read, accept all,
 * reject all, or the boxes saved), and the boxes ticked while choosing: from the decision before
 * (else the necessary ones), then as the shopper ticks.
 */
export function replayConsent(events: readonly ConsentEvent[]): { categories: string[] | null; ticked: string[] } {
  let categories: readonly string[] | null = null
  let ticked: string[] = []
  for (const event of events) {
    if (event.type === 'consent.restored' && event.categories && categories === null) categories = event.categories
    if (event.type === 'consent.acceptedAll') categories = ALL_CATEGORIES
    if (event.type === 'consent.rejected') categories = []
    if (event.type === 'consent.choosing') ticked = withNecessary(categories ?? [])
    if (event.type === 'consent.categoriesChanged') ticked = withNecessary(event.categories ?? [])
    if (event.type === 'consent.saved') categories = ticked
  }
  return { categories: categories && withNecessary(categories), ticked }
}
