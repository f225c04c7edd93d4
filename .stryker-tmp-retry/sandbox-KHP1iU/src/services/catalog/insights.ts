// @ts-nocheck
import { productIndexName } from '@common/search-indices'
import type { InsightsEvent } from '../search/client'
import { insightsUserToken, sendInsights } from '../search/insights'
import { searchClientFor } from '../search/use-search-client'

interface AddedToCartAfterSearch {
  locale: string
  objectID: string
  queryID: string
  price: number
  currency: string
}

/** Spec 7.4: `addedToCartObjectIDsAfterSearch` with the queryID of the search the shopper came from. */
function addedToCartAfterSearchEvent(
  { locale, objectID, queryID, price, currency }: AddedToCartAfterSearch,
  userToken: string,
): InsightsEvent {
  return {
    eventType: 'conversion',
    eventSubtype: 'addToCart',
    eventName: 'Product Added To Cart After Search',
    index: productIndexName(locale),
    objectIDs: [objectID],
    queryID,
    userToken,
    objectData: [{ price, quantity: 1, queryID }],
    currency,
  }
}

/**
 * Sends the conversion from the browser. The product page imports this module when it sends one,
 * so the search client is not part of its first load.
 */
export function sendAddedToCartAfterSearch(conversion: AddedToCartAfterSearch): void {
  sendInsights(searchClientFor(''), [addedToCartAfterSearchEvent(conversion, insightsUserToken())])
}
