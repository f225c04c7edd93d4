import { breadcrumbJsonLd, jsonLdScript, type Crumb } from '../../components/app/structured-data'
import type { ListingSearch } from '../../services/search/listing'

export { listingSearchSchema } from '../../services/search/listing'

/** Loader dependencies: the URL state of the listing. */
export const listingDeps = ({ search }: { search: ListingSearch }) => search

/** A listing's title, description and its breadcrumb trail as structured data (BreadcrumbList). */
export function categoryHead(loaderData: { title: string; description: string; breadcrumbs: Crumb[] } | undefined) {
  return {
    meta: [
      { title: loaderData ? `${loaderData.title} · Kestrel` : 'Kestrel' },
      ...(loaderData ? [{ name: 'description', content: loaderData.description }] : []),
    ],
    scripts: loaderData ? [jsonLdScript(breadcrumbJsonLd(loaderData.breadcrumbs))] : [],
  }
}

export function searchHead(search: ListingSearch | undefined) {
  return { meta: [{ title: search?.q ? `${search.q} · Kestrel` : 'Kestrel' }] }
}

/** The loaders load with their page: the category tree and the search client stay out of the entry bundle. */
export const loaders = () => import('./category-route')
