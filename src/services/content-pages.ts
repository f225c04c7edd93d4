import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { contentPageSchema } from '@common/content-schemas'
import type { Locale } from '@common/market'
import type { ApiClient } from './api'

const image = z.object({ src: z.string(), alt: z.string() })

export const contentPageResponseSchema = z.object({
  path: z.string(),
  page: contentPageSchema,
  /** The published pages one level below (a hub's topics, a section's articles). */
  children: z.array(
    z.object({
      path: z.string(),
      title: z.string(),
      description: z.string(),
      image: z.optional(image),
      date: z.optional(z.string()),
    }),
  ),
  /** Whether a draft could be shown (preview mode, spec 4.12). */
  preview: z.boolean(),
  /** The locales that have this page. */
  locales: z.array(z.string()),
})
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>

/**
 * A content page by its internal path. In preview mode (spec 4.12) the server's own render passes the
 * browser's preview token on; the browser's requests carry it as their cookie.
 */
export function contentPageQueryOptions(
  api: ApiClient,
  locale: Locale,
  path: string,
  preview: { on: boolean; token?: string },
) {
  const query = new URLSearchParams({ path, locale })
  if (preview.token) query.set('preview', preview.token)
  return queryOptions({
    queryKey: ['content-page', locale, path, preview.on] as const,
    queryFn: () => api.get(`/api/pages?${query}`, contentPageResponseSchema),
  })
}
