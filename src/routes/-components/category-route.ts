import { notFound, redirect } from '@tanstack/react-router'
import type { Locale } from '@common/market'
import { categoryFilter, categoryName, findCategory } from '@common/search-categories'
import { pathCrumbs } from '../../components/app/structured-data'
import { listingDescription } from '../../components/listing/meta-descriptions'
import type { RouterContext } from '../../router-context'
import { siteSettingsQueryOptions } from '../../services/content'
import { homeRails } from '../../services/search/home-rails'
import {
  isNoResult,
  listingQueryFromSearch,
  listingQueryOptions,
  productRailQueryOptions,
  type ListingSearch,
} from '../../services/search/listing'
import { noResultsQueryOptions } from '../../services/search/no-results'
import { searchClientFor } from '../../services/search/use-search-client'

type LoaderContext = RouterContext & { locale: Locale }

const segmentsOf = (root: string, splat: string | undefined) => [root, ...(splat ?? '').split('/').filter(Boolean)]

/** A category listing's loader: the category must exist; its first results are warmed in the query cache for SSR. */
export async function loadCategory(
  context: LoaderContext,
  root: string,
  splat: string | undefined,
  search: ListingSearch,
) {
  const category = findCategory(segmentsOf(root, splat))
  if (!category) throw notFound()
  const client = searchClientFor(context.searchOrigin, context.searchRequester)
  await context.queryClient.ensureQueryData(
    listingQueryOptions(
      client,
      listingQueryFromSearch({ locale: context.locale, search, categoryFilter: categoryFilter(category) }),
    ),
  )
  const steps = category.trail.map((node) => ({ segment: node.segment, name: categoryName(node, context.locale) }))
  return {
    title: categoryName(category.node, context.locale),
    description: listingDescription(
      context.i18n,
      steps.map((step) => step.name),
    ),
    breadcrumbs: pathCrumbs(context.siteOrigin, context.locale, steps),
  }
}

/**
 * The search page's loader: the results of `q` warmed for SSR (nothing to fetch without a query),
 * or the page a query rule redirects the query to; when it finds nothing, the correction, popular categories and products offered instead.
 */
export async function loadSearch(context: LoaderContext, search: ListingSearch) {
  const query = search.q?.trim()
  if (!query) return
  const client = searchClientFor(context.searchOrigin, context.searchRequester)
  const listing = listingQueryFromSearch({ locale: context.locale, search })
  const result = await context.queryClient.ensureQueryData(listingQueryOptions(client, listing))
  // A query rule's redirect (`výprodej` → the sale listing) applies to the query as typed, unrefined.
  if (result.redirect && !Object.values(listing.refinements).some((values) => values?.length))
    throw redirect({ href: result.redirect })
  if (isNoResult(result, listing))
    await context.queryClient.ensureQueryData(noResultsQueryOptions(client, context.locale, query))
}

/** The home page's loader: site settings and the product rails, all warmed for SSR. */
export async function loadHome(context: LoaderContext) {
  const client = searchClientFor(context.searchOrigin, context.searchRequester)
  await Promise.all([
    context.queryClient.ensureQueryData(siteSettingsQueryOptions(context.api, context.locale)),
    ...homeRails.map((rail) =>
      context.queryClient.ensureQueryData(productRailQueryOptions(client, { ...rail.query, locale: context.locale })),
    ),
  ])
}
