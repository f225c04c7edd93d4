import type { ContentBlock, ContentLink, ContentPage, RichTextDocument } from '@common/content-schemas'
import type { Locale } from '@common/market'

/** When the current versions of the legal documents took effect. */
export const LEGAL_DATE = '2026-01-01'

/** A content page's document in one locale. */
export type PageBuilder = (locale: Locale) => ContentPage
/** Pages by internal path (English slugs). */
export type PageBuilders = Readonly<Record<string, PageBuilder>>

type RichTextNode = RichTextDocument[number]
type Run = Extract<RichTextNode, { type: 'paragraph' }>['children'][number]
/** A run of text: plain text as a string, bold text or a link as a run. */
type Part = string | Run

const runOf = (part: Part): Run => (typeof part === 'string' ? { text: part } : part)

export const bold = (text: string): Run => ({ text, bold: true })

/** A link inside rich text: an internal path (English slugs) or an absolute https URL. */
export const link = (text: string, href: string): Run => ({ text, href })

export const paragraph = (...parts: Part[]): RichTextNode => ({ type: 'paragraph', children: parts.map(runOf) })

/** A bulleted list; an item is one part or several parts in a row. */
export const list = (...items: Array<Part | Part[]>): RichTextNode => ({
  type: 'list',
  items: items.map((item) => (Array.isArray(item) ? item : [item]).map(runOf)),
})

export const heading = (text: string): ContentBlock => ({ type: 'heading', text })

export const richText = (...content: RichTextNode[]): ContentBlock => ({ type: 'richText', content })

/** A tile of a `links` block. */
export const tile = (label: string, href: string, description?: string): ContentLink => ({
  label,
  href,
  ...(description ? { description } : {}),
})

export const links = (title: string | undefined, ...tiles: ContentLink[]): ContentBlock => ({
  type: 'links',
  ...(title ? { title } : {}),
  links: tiles,
})

export const faq = (...items: Array<[question: string, ...answer: RichTextNode[]]>): ContentBlock => ({
  type: 'faq',
  items: items.map(([question, ...answer]) => ({ question, answer })),
})

/** A filter matching products listed in any of the categories (keys as in `common/search-categories.ts`). */
export const inCategories = (...keys: string[]): string => keys.map((key) => `categoryKeys:"${key}"`).join(' OR ')

/** A rail of products: the first `limit` hits of `filters`, 'see all' leading to the listing `link`. */
export const products = (title: string, filters: string, link: string, limit = 4): ContentBlock => ({
  type: 'products',
  title,
  filters,
  link,
  limit,
})

/**
 * A drawing of the image service's catalog, reached by its address like any other image: colours as 6-digit lowercase
 * hex; view 1 side, 2 top, 3 sole, 4 detail (`tests/unit/content-pages-seed.test.ts` checks each one is drawn).
 */
export const drawing = (shape: string, primary: string, secondary: string, alt: string, view: 1 | 2 | 3 | 4 = 1) => ({
  src: `/platform/images/catalog/${shape}/${primary}/${secondary}/${view}.svg`,
  alt,
})

export const image = (picture: ReturnType<typeof drawing>, caption?: string): ContentBlock => ({
  type: 'image',
  image: picture,
  ...(caption ? { caption } : {}),
})
