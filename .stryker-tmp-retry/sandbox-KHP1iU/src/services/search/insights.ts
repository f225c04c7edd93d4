// @ts-nocheck
import { BRAND } from '@common/market'
import type { AnalyticsEvent } from '../analytics/data-layer'
import { batchedListEvents } from '../analytics/events'
import type { InsightsEvent, SearchClient } from './client'
import type { ProductHit } from './types'

/** Spec 9: the insights user token lives 180 days. */
const INSIGHTS_COOKIE = '_ALGOLIA'
const INSIGHTS_COOKIE_DAYS = 180
/** The search service accepts at most 20 objectIDs and 10 filters per event. */
const MAX_OBJECT_IDS = 20
const MAX_FILTERS = 10

const EVENT_NAMES = {
  productClickedAfterSearch: 'Product Clicked After Search',
  productClicked: 'Product Clicked',
  productsViewed: 'Product List Viewed',
  filterClicked: 'Filter Applied',
  filterConverted: 'Filter Converted',
} as const

/** The anonymous insights user token: read from its cookie, or made and stored for 180 days. */
export function insightsUserToken(doc: Pick<Document, 'cookie'> | undefined = globalThis.document): string {
  const existing = doc?.cookie.split('; ').find((part) => part.startsWith(`${INSIGHTS_COOKIE}=`))
  const value = existing?.slice(INSIGHTS_COOKIE.length + 1)
  if (value && /^[A-Za-z0-9_=+/-]{1,129}$/.test(value)) return value
  const token = `anonymous-${globalThis.crypto.randomUUID()}`
  if (doc) doc.cookie = `${INSIGHTS_COOKIE}=${token}; Max-Age=${INSIGHTS_COOKIE_DAYS * 24 * 3600}; Path=/; SameSite=Lax`
  return token
}

/** A click on a product of a result list; after a search (with its queryID) it carries the position. */
export function productClickEvent(args: {
  index: string
  userToken: string
  objectID: string
  position: number
  queryID?: string | undefined
}): InsightsEvent {
  return args.queryID
    ? {
        eventType: 'click',
        eventName: EVENT_NAMES.productClickedAfterSearch,
        index: args.index,
        userToken: args.userToken,
        objectIDs: [args.objectID],
        positions: [args.position],
        queryID: args.queryID,
      }
    : {
        eventType: 'click',
        eventName: EVENT_NAMES.productClicked,
        index: args.index,
        userToken: args.userToken,
        objectIDs: [args.objectID],
      }
}

/** The products a shopper saw, in events of at most 20 objectIDs. */
export function productsViewedEvents(args: {
  index: string
  userToken: string
  objectIDs: readonly string[]
}): InsightsEvent[] {
  const events: InsightsEvent[] = []
  for (let start = 0; start < args.objectIDs.length; start += MAX_OBJECT_IDS) {
    events.push({
      eventType: 'view',
      eventName: EVENT_NAMES.productsViewed,
      index: args.index,
      userToken: args.userToken,
      objectIDs: args.objectIDs.slice(start, start + MAX_OBJECT_IDS),
    })
  }
  return events
}

/** Filters as `attribute:value`, the last 10 (clickedFilters / convertedFilters). */
export function filtersEvent(args: {
  kind: 'click' | 'conversion'
  index: string
  userToken: string
  filters: readonly string[]
}): InsightsEvent {
  return {
    eventType: args.kind,
    eventName: args.kind === 'click' ? EVENT_NAMES.filterClicked : EVENT_NAMES.filterConverted,
    index: args.index,
    userToken: args.userToken,
    filters: args.filters.slice(-MAX_FILTERS),
  }
}

/** Sends events and forgets failures: insights never disturb shopping. */
export function sendInsights(client: SearchClient, events: readonly InsightsEvent[]): void {
  client.sendEvents(events).catch(() => undefined)
}

/** A search hit as a data-layer item (spec 7.6). */
export function analyticsItem(hit: ProductHit, position: number, listName: string): Record<string, unknown> {
  return {
    item_id: hit.objectID,
    item_name: hit.name,
    item_brand: BRAND,
    item_category: hit.division,
    item_category2: hit.gender,
    item_category3: hit.collectionType,
    item_variant: hit.colorCode,
    item_list_name: listName,
    index: position,
    price: hit.price,
    discount: hit.hasDiscount ? Math.round((hit.listPrice - hit.price) * 100) / 100 : 0,
    currency: hit.currency,
  }
}

/** view_item_list / load_item_list events, 15 items each (spec 9). */
export function listEvents(
  kind: 'view_item_list' | 'load_item_list',
  hits: readonly ProductHit[],
  listName: string,
  offset = 0,
): AnalyticsEvent[] {
  return batchedListEvents(
    kind,
    hits.map((hit, index) => analyticsItem(hit, offset + index + 1, listName)),
    { item_list_name: listName },
  )
}
