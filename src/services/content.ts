import { queryOptions, type QueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import type { Locale } from '@common/market'
import type { ApiClient } from './api'
import { footerQueryOptions, marketsQueryOptions, navigationQueryOptions } from './navigation'

const text = z.string()

/** Spec 1.2, 9: the market's feature switches. */
export const marketFeaturesSchema = z.object({
  instalmentSiteMessaging: z.boolean(),
  isMarketWithLoyalty: z.boolean(),
  hasTryAndBuy: z.boolean(),
  hasExtendedNewsletterForm: z.boolean(),
  hasBotProtection: z.boolean(),
  liveChat: z.object({ enabled: z.boolean(), solution: z.enum(['customerServiceSuite', 'widget']) }),
  hasRaffle: z.boolean(),
})

/** Site settings (spec 3.22); other settings pass through untouched for the areas that read them. */
export const siteSettingsSchema = z.looseObject({
  uspBanner: z.nullable(z.object({ messages: z.array(text) })),
  promotionalCountdownTimer: z._default(
    z.nullable(z.object({ label: text, endsAt: text, href: z.optional(text), hiddenOnPaths: z.array(text) })),
    null,
  ),
  marketFeatures: marketFeaturesSchema,
  instalmentPromo: z._default(z.nullable(z.object({ message: text })), null),
  kestrelNewsletter: z._default(
    z.nullable(
      z.object({ title: text, description: text, policyAgreement: text, successHeader: text, successDescription: text }),
    ),
    null,
  ),
  home: z.object({
    heading: text,
    intro: text,
    tiles: z.array(z.object({ label: text, description: text })),
  }),
})

export type SiteSettings = z.infer<typeof siteSettingsSchema>
export type MarketFeatures = z.infer<typeof marketFeaturesSchema>

export function siteSettingsQueryOptions(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'site-settings', locale],
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
