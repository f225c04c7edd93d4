import { productIndexName } from '@common/search-indices'
import type { InsightsEvent } from '../search/client'

interface AddedToCartAfterSearch {
  locale: string
  objectID: string
  queryID: string
  price: number
  currency: string
  userToken: string
}

/** Spec 7.4: `addedToCartObjectIDsAfterSearch` with the queryID of the search the shopper came from. */
export function addedToCartAfterSearchEvent({
  locale,
  objectID,
  queryID,
  price,
  currency,
  userToken,
}: AddedToCartAfterSearch): InsightsEvent {
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
