// @ts-nocheck
import { useCallback, useMemo } from 'react'
import { useCookieSettings, useShopServices } from '../app/shop'
import { STATISTICS_CONSENT } from '../../services/analytics/data-layer'
import {
  analyticsItem,
  filtersEvent,
  insightsUserToken,
  listEvents,
  productClickEvent,
  productsViewedEvents,
  sendInsights,
} from '../../services/search/insights'
import type { ProductHit } from '../../services/search/types'
import { useSearchClient } from '../../services/search/use-search-client'

export interface ListingTracking {
  viewed(hits: readonly ProductHit[], index: string): void
  loaded(hits: readonly ProductHit[], offset: number): void
  selected(hit: ProductHit, position: number, index: string, queryID: string | undefined): void
  filtered(attribute: string, value: string, index: string): void
  sorted(sort: string): void
}

/** The listing's data-layer events (spec 7.6) and search insights (7.4), the latter only with statistics consent. */
export function useListingTracking(listName: string): ListingTracking {
  const { analytics } = useShopServices()
  const client = useSearchClient()
  const { categories } = useCookieSettings()
  const insightsAllowed = categories.includes(STATISTICS_CONSENT)

  const insights = useCallback(
    (build: (userToken: string) => Parameters<typeof sendInsights>[1]) => {
      if (insightsAllowed) sendInsights(client, build(insightsUserToken()))
    },
    [client, insightsAllowed],
  )

  return useMemo(
    () => ({
      viewed(hits, index) {
        for (const event of listEvents('view_item_list', hits, listName)) analytics.push(event)
        insights((userToken) => productsViewedEvents({ index, userToken, objectIDs: hits.map((hit) => hit.objectID) }))
      },
      loaded(hits, offset) {
        for (const event of listEvents('load_item_list', hits, listName, offset)) analytics.push(event)
      },
      selected(hit, position, index, queryID) {
        analytics.push({
          event: 'select_item',
          item_list_name: listName,
          items: [analyticsItem(hit, position, listName)],
        })
        insights((userToken) => [productClickEvent({ index, userToken, objectID: hit.objectID, position, queryID })])
      },
      filtered(attribute, value, index) {
        analytics.push({
          event: 'list_filter_applied',
          item_list_name: listName,
          filter_name: attribute,
          filter_value: value,
        })
        insights((userToken) => [filtersEvent({ kind: 'click', index, userToken, filters: [`${attribute}:${value}`] })])
      },
      sorted(sort) {
        analytics.push({ event: 'list_sorting_applied', item_list_name: listName, sorting: sort })
      },
    }),
    [analytics, insights, listName],
  )
}
