import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Locale } from '@common/market'
import type { ApiClient } from './api'
import { footerQueryOptions, layoutQueryKey, marketsQueryOptions, navigationQueryOptions } from './navigation'

import { siteSettingsSchema } from '@common/content-schemas'

/** The content documents' schemas are shared with the API (`common/content-schemas.ts`). */
export { type MarketFeatures, type SiteSettings } from '@common/content-schemas'

export function siteSettingsQueryOptions(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: layoutQueryKey('site-settings', locale),
    queryFn: () => api.get(`/api/content/site-settings?locale=${encodeURIComponent(locale)}`, siteSettingsSchema),
  })
}

/**
 * Everything the site-wide layout renders (settings, navigation, footer, markets), for the root
 * loader: the server renders the full menu and footer, and the client hydrates from the cache.
 */
export function ensureLayoutContent(queryClient: QueryClient, api: ApiClient, locale: Locale): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(siteSettingsQueryOptions(api, locale)),
    queryClient.ensureQueryData(navigationQueryOptions(api, locale)),
    queryClient.ensureQueryData(footerQueryOptions(api, locale)),
    queryClient.ensureQueryData(marketsQueryOptions(api, locale)),
  ])
}
