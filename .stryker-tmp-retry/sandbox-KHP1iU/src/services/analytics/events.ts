// @ts-nocheck
import type { AnalyticsEvent, AnalyticsEventName } from './data-layer'

/** Spec 9: list events carry at most 15 items each. */
const LIST_BATCH_SIZE = 15
/** Spec 9: viewed-filter events send at most the last 10 filters. */
const VIEWED_FILTERS_LIMIT = 10

/** A list event split into as many events as it takes, 15 items each. */
export function batchedListEvents<T>(
  event: AnalyticsEventName,
  items: readonly T[],
  fields: Record<string, unknown> = {},
): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = []
  for (let start = 0; start < items.length; start += LIST_BATCH_SIZE) {
    events.push({ ...fields, event, items: items.slice(start, start + LIST_BATCH_SIZE) })
  }
  return events
}

export function lastViewedFilters<T>(filters: readonly T[]): T[] {
  return filters.slice(-VIEWED_FILTERS_LIMIT)
}

type StockBucket = 'Out of Stock' | '0-5' | '5-10' | '10-20' | '20-30' | '30-50' | 'Over 50'

const BUCKETS: Array<[number, StockBucket]> = [
  [5, '0-5'],
  [10, '5-10'],
  [20, '10-20'],
  [30, '20-30'],
  [50, '30-50'],
]

/** Spec 9: the stock-count bucket; each range includes its upper bound. */
export function stockBucket(count: number): StockBucket {
  if (count <= 0) return 'Out of Stock'
  return BUCKETS.find(([upper]) => count <= upper)?.[1] ?? 'Over 50'
}

/** Spec 4.1: the analytics visitor status. */
export function visitorStatus(isLoggedIn: boolean): 'logged-in' | 'guest' {
  return isLoggedIn ? 'logged-in' : 'guest'
}
