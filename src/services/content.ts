import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Locale } from '@common/market'
import { createApiClient, type ApiClient } from './api'
import { footerQueryOptions, layoutQueryKey, marketsQueryOptions, navigationQueryOptions } from './navigation'

import { LAYOUT_DOCUMENTS, siteSettingsSchema } from '@common/content-schemas'

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
export function ensureLayoutContent(
  queryClient: QueryClient,
  api: ApiClient,
  locale: Locale,
  { retry }: { retry?: false } = {},
): Promise<unknown> {
  const once = retry === false ? { retry } : {}
  return Promise.all([
    queryClient.ensureQueryData({ ...siteSettingsQueryOptions(api, locale), ...once }),
    queryClient.ensureQueryData({ ...navigationQueryOptions(api, locale), ...once }),
    queryClient.ensureQueryData({ ...footerQueryOptions(api, locale), ...once }),
    queryClient.ensureQueryData({ ...marketsQueryOptions(api, locale), ...once }),
  ])
}

/** The one request that answers every layout document of a locale (`GET /api/content/layout`). */
export const layoutContentPath = (locale: Locale) => `/api/content/layout?locale=${encodeURIComponent(locale)}`

/**
 * The layout's content in the browser, before the page hydrates. The server's page shows it but does
 * not embed a copy for the code (it is the biggest part of what would be), so the code asks for it in
 * one request, which the start script has preloaded and the browser keeps from one page to the next.
 * The documents go through the same queries as on the server; should that request fail, each query
 * asks for its own document. It never fails the page's hydration.
 */
export async function loadLayoutContent(
  queryClient: QueryClient,
  api: ApiClient,
  locale: Locale,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const documents = await fetchImpl(layoutContentPath(locale), { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<{ data?: Record<string, unknown> }>) : null))
    .then((answer) => answer?.data ?? null)
    .catch(() => null)
  const fromLayout: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://layout')
    const key = /^\/api\/content\/([a-z-]+)$/.exec(url.pathname)?.[1]
    const document = key !== undefined && documents && Object.hasOwn(documents, key) ? documents[key] : undefined
    return document === undefined ? fetchImpl(input, init) : Response.json({ data: document })
  }
  const preloaded = documents ? createApiClient({ baseUrl: '', locale, fetch: fromLayout }) : api
  // A document of the answer the shop cannot read reads no better a second time: it is asked for alone at once.
  await ensureLayoutContent(queryClient, preloaded, locale, documents ? { retry: false } : {})
    .catch(() => ensureLayoutContent(queryClient, api, locale))
    // Still nothing (the content API down): the page hydrates anyway, and what needs the layout asks for it itself.
    .catch(() => undefined)
}

/** The layout's documents are not embedded in the page for the code (`loadLayoutContent`). */
export const isLayoutQuery = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  queryKey[0] === 'content' && (LAYOUT_DOCUMENTS as readonly unknown[]).includes(queryKey[1])
