import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import type { Locale } from '@common/market'
import type { ApiClient } from './api'

/** Rich text of the content documents: paragraphs and lists of text runs (no HTML). */
const inline = z.object({ text: z.string(), bold: z.optional(z.boolean()), href: z.optional(z.string()) })
export const richTextSchema = z.array(
  z.union([
    z.object({ type: z.literal('paragraph'), children: z.array(inline) }),
    z.object({ type: z.literal('list'), items: z.array(z.array(inline)) }),
  ]),
)
export type RichTextDocument = z.infer<typeof richTextSchema>

const image = z.object({ src: z.string(), alt: z.string() })

/** Spec 3.23 link; `href` is an internal path with English slugs or an absolute URL. */
export const contentLinkSchema = z.object({
  label: z.string(),
  href: z.optional(z.string()),
  description: z.optional(z.string()),
  linkImage: z.optional(image),
  modal: z.optional(z.boolean()),
  descriptionRichText: z.optional(richTextSchema),
})
export type ContentLink = z.infer<typeof contentLinkSchema>

export const navigationItemSchema = z.object({
  id: z.string(),
  primaryLink: z.object({ label: z.string(), pageTypeId: z.string(), completeSlug: z.string() }),
  linkCollections: z.array(
    z.object({
      title: z.string(),
      titleLink: z.optional(contentLinkSchema),
      links: z.array(contentLinkSchema),
      column: z.enum(['1', '2', '3', '4']),
    }),
  ),
  thumbnailLinks: z.array(contentLinkSchema),
  thumbnailLinksTiles: z.array(contentLinkSchema),
  fallbackImage: z.nullable(image),
  bottomLinkLabel: z.nullable(z.string()),
  isSalesNavigationItem: z.boolean(),
})
export type NavigationItem = z.infer<typeof navigationItemSchema>

export const navigationSchema = z.object({ items: z.array(navigationItemSchema) })

export const footerSchema = z.object({
  customerService: richTextSchema,
  contactInformation: richTextSchema,
  copyright: z.string(),
  linkCollections: z.array(z.object({ title: z.string(), links: z.array(contentLinkSchema) })),
  socialLinks: z.array(z.object({ label: z.string(), href: z.string() })),
})
export type Footer = z.infer<typeof footerSchema>

/** Spec 3.21: `link` is the market's own site, '' for the markets this build serves. */
export const marketSchema = z.object({ id: z.string(), name: z.string(), icon: z.string(), link: z.string() })
export type MarketLocation = z.infer<typeof marketSchema>
export const marketsSchema = z.object({ markets: z.array(marketSchema) })

const contentPath = (key: string, locale: Locale) => `/api/content/${key}?locale=${encodeURIComponent(locale)}`

export function navigationQueryOptions(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'navigation', locale],
    queryFn: () => api.get(contentPath('navigation', locale), navigationSchema),
  })
}

export function footerQueryOptions(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'footer', locale],
    queryFn: () => api.get(contentPath('footer', locale), footerSchema),
  })
}

/** The markets sorted by name in the shopper's language (spec 2.5). */
export function marketsQueryOptions(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'markets', locale],
    queryFn: async () => {
      const { markets } = await api.get(contentPath('markets', locale), marketsSchema)
      const collator = new Intl.Collator(locale)
      return [...markets].sort((a, b) => collator.compare(a.name, b.name))
    },
  })
}
