// @ts-nocheck
import type { ListingSearch } from '../../services/search/listing'

export { listingSearchSchema } from '../../services/search/listing'

/** Loader dependencies: the URL state of the listing. */
export const listingDeps = ({ search }: { search: ListingSearch }) => search

export function categoryHead(loaderData: { title: string } | undefined) {
  return { meta: [{ title: loaderData ? `${loaderData.title} · Kestrel` : 'Kestrel' }] }
}

export function searchHead(search: ListingSearch | undefined) {
  return { meta: [{ title: search?.q ? `${search.q} · Kestrel` : 'Kestrel' }] }
}

/** The loaders load with their page: the category tree and the search client stay out of the entry bundle. */
export const loaders = () => import('./category-route')
