// @ts-nocheck
import { z } from 'zod'
import type { Locale } from '@common/market'
import { categoryKeysBelow, findCategory } from '@common/search-categories'
import { productIndexName, SEARCH_API_KEY, SEARCH_APP_ID, SEARCH_PATH } from '@common/search-indices'
import type { navigationSchema } from '@common/content-schemas'

type Navigation = z.infer<typeof navigationSchema>
type Link = Navigation['items'][number]['thumbnailLinks'][number]

/** More than the catalog's categories, so every listed category is counted. */
const MAX_CATEGORY_VALUES = 1000

const facetAnswer = z.object({
  facets: z.object({ categoryKeys: z.record(z.string(), z.number()).optional() }).optional(),
})

/**
 * How many listed products each category key has, from the search service the listings read
 * (one facet count, no hits). Undefined when the service does not answer: the menu then stays whole.
 */
export async function listedCategoryCounts(
  origin: string,
  locale: Locale,
  fetchImpl: typeof fetch = fetch,
): Promise<Map<string, number> | undefined> {
  try {
    const response = await fetchImpl(
      `${origin}${SEARCH_PATH}/1/indexes/${encodeURIComponent(productIndexName(locale))}/query`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-algolia-application-id': SEARCH_APP_ID,
          'x-algolia-api-key': SEARCH_API_KEY,
        },
        body: JSON.stringify({
          query: '',
          hitsPerPage: 0,
          facets: ['categoryKeys'],
          maxValuesPerFacet: MAX_CATEGORY_VALUES,
          analytics: false,
        }),
      },
    )
    if (!response.ok) return undefined
    const parsed = facetAnswer.safeParse(await response.json())
    if (!parsed.success) return undefined
    return new Map(Object.entries(parsed.data.facets?.categoryKeys ?? {}))
  } catch {
    return undefined
  }
}

/** Whether a menu link leads somewhere with products: a category path needs a listed product in it or below it. */
export function leadsToProducts(href: string | undefined, counts: ReadonlyMap<string, number>): boolean {
  if (href === undefined || !href.startsWith('/')) return true
  const path = href.split(/[?#]/)[0] ?? ''
  const category = findCategory(path.split('/').filter(Boolean))
  if (!category) return true
  return categoryKeysBelow(category.key, category.node).some((key) => (counts.get(key) ?? 0) > 0)
}

/**
 * The menu without dead ends: links, thumbnails and tiles of empty categories are left out, a
 * column without links or title link goes, and so does an item whose own category is empty.
 */
export function visibleNavigation(navigation: Navigation, counts: ReadonlyMap<string, number>): Navigation {
  const keep = (link: Link) => leadsToProducts(link.href, counts)
  return {
    items: navigation.items
      .filter((item) => leadsToProducts(item.primaryLink.completeSlug, counts))
      .map((item) => ({
        ...item,
        linkCollections: item.linkCollections
          .map((collection) => {
            const { titleLink, ...rest } = collection
            return {
              ...rest,
              ...(titleLink && keep(titleLink) ? { titleLink } : {}),
              links: collection.links.filter(keep),
            }
          })
          .filter((collection) => collection.links.length > 0 || collection.titleLink !== undefined),
        thumbnailLinks: item.thumbnailLinks.filter(keep),
        thumbnailLinksTiles: item.thumbnailLinksTiles.filter(keep),
      })),
  }
}
