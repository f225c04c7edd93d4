import { market } from '@common/market'

/** Spec 9: the insights user-token cookie lives 180 days. */
const COOKIE = '_ALGOLIA'
const MAX_AGE = 180 * 24 * 60 * 60

function userToken(): string {
  const existing = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1)
  if (existing && /^[A-Za-z0-9_=+/-]{1,129}$/.test(existing)) return existing
  const token = `anonymous-${crypto.randomUUID()}`
  document.cookie = `${COOKIE}=${token}; max-age=${MAX_AGE}; path=/; samesite=lax`
  return token
}

interface AddedToCartAfterSearch {
  locale: string
  objectID: string
  queryID: string
  price: number
  currency: string
}

/** Spec 7.4: `addedToCartObjectIDsAfterSearch` with the queryID of the search the shopper came from. */
export function sendAddedToCartAfterSearch({
  locale,
  objectID,
  queryID,
  price,
  currency,
}: AddedToCartAfterSearch): void {
  const params = new URLSearchParams({
    'x-algolia-application-id': 'KESTREL',
    'x-algolia-api-key': 'kestrel-local',
    'x-algolia-agent': 'Kestrel storefront (fetch)',
  })
  const event = {
    eventType: 'conversion',
    eventSubtype: 'addToCart',
    eventName: 'Product Added To Cart After Search',
    index: `prod_kestrel_${locale}_${market.country}_Products`,
    objectIDs: [objectID],
    queryID,
    userToken: userToken(),
    objectData: [{ price, quantity: 1, queryID }],
    currency,
  }
  void fetch(`/platform/search/1/events?${params.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ events: [event] }),
    keepalive: true,
  }).catch(() => undefined)
}
