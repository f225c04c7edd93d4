import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import type { Locale } from '@common/market'
import type { ApiClient } from './api'

export const siteSettingsSchema = z.object({
  uspBanner: z.nullable(z.object({ messages: z.array(z.string()) })),
  home: z.object({
    heading: z.string(),
    intro: z.string(),
    tiles: z.array(z.object({ label: z.string(), description: z.string() })),
  }),
})

export type SiteSettings = z.infer<typeof siteSettingsSchema>

export function siteSettingsQueryOptions(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'site-settings', locale],
    queryFn: () => api.get(`/api/content/site-settings?locale=${encodeURIComponent(locale)}`, siteSettingsSchema),
  })
}
