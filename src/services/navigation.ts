import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@common/market'
import type { ApiClient } from './api'

import { footerSchema, marketsSchema, navigationSchema, type LAYOUT_DOCUMENTS } from '@common/content-schemas'

/** The content documents' schemas are shared with the API (`common/content-schemas.ts`). */
export {
  type ContentLink,
  type MarketLocation,
  type NavigationItem,
  type RichTextDocument,
} from '@common/content-schemas'

const contentPath = (key: string, locale: Locale) => `/api/content/${key}?locale=${encodeURIComponent(locale)}`

/** The query key of a layout document. */
export const layoutQueryKey = (document: (typeof LAYOUT_DOCUMENTS)[number], locale: Locale) =>
  ['content', document, locale] as const

export function navigationQueryOptions(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: layoutQueryKey('navigation', locale),
    queryFn: () => api.get(contentPath('navigation', locale), navigationSchema),
  })
}

export function footerQueryOptions(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: layoutQueryKey('footer', locale),
    queryFn: () => api.get(contentPath('footer', locale), footerSchema),
  })
}

/** The markets sorted by name in the shopper's language (spec 2.5). */
export function marketsQueryOptions(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: layoutQueryKey('markets', locale),
    queryFn: async () => {
      const { markets } = await api.get(contentPath('markets', locale), marketsSchema)
      const collator = new Intl.Collator(locale)
      return [...markets].sort((a, b) => collator.compare(a.name, b.name))
    },
  })
}
