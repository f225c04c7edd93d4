import { BRAND, type Locale } from '@common/market'
import type { ContentPage, RichTextDocument } from '@common/content-schemas'
import { publicHref } from './head-links'

/** JSON-LD is data, never markup: `<` is escaped so the text cannot close its script element. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** A route `head()`'s script entry carrying one structured-data object. */
export function jsonLdScript(value: unknown): { type: string; children: string } {
  return { type: 'application/ld+json', children: jsonLd(value) }
}

/** An absolute URL of an image or page the shop links with a path of its own. */
export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).href
  } catch {
    return url
  }
}

/** Rich text as plain text (structured data takes no markup): paragraphs and list items on lines of their own. */
export function richTextToPlain(document: RichTextDocument): string {
  const runs = (children: ReadonlyArray<{ text: string }>) =>
    children
      .map((child) => child.text)
      .join('')
      .trim()
  return document
    .flatMap((block) => (block.type === 'paragraph' ? [runs(block.children)] : block.items.map(runs)))
    .filter(Boolean)
    .join('\n')
}

export interface Crumb {
  name: string
  /** The step's absolute URL. */
  url: string
}

/** schema.org BreadcrumbList: the steps from the home page down to the page, the page last. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

/** The home page's URL in a locale (`/` in Czech, `/en` in English). */
function homeUrl(origin: string, locale: Locale): string {
  return publicHref(origin, locale, '/')
}

/** schema.org Organization: the brand, its site and its logo. */
export function organizationJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: BRAND,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  }
}

/** schema.org WebSite with the sitelinks search box: the locale's search page (`/vyhledat?q=`, `/en/search?q=`). */
export function webSiteJsonLd(origin: string, locale: Locale) {
  const search = publicHref(origin, locale, '/search')
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: BRAND,
    url: homeUrl(origin, locale),
    inLanguage: locale,
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${search}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** The home page's head: its structured data (Organization, WebSite with search). */
export function homeHead(origin: string, locale: Locale, description: string) {
  return {
    meta: [{ title: BRAND }, { name: 'description', content: description }],
    scripts: [jsonLdScript(organizationJsonLd(origin)), jsonLdScript(webSiteJsonLd(origin, locale))],
  }
}

/** The breadcrumb steps of a path below a locale's home (English slugs, no prefix), each step named. */
export function pathCrumbs(origin: string, locale: Locale, steps: ReadonlyArray<{ segment: string; name: string }>) {
  const home: Crumb = { name: BRAND, url: homeUrl(origin, locale) }
  return [
    home,
    ...steps.map((step, index) => ({
      name: step.name,
      url: publicHref(
        origin,
        locale,
        `/${steps
          .slice(0, index + 1)
          .map((each) => each.segment)
          .join('/')}`,
      ),
    })),
  ]
}

/** The question-and-answer pairs of a content page's FAQ blocks, answers as plain text. */
function questionsOf(page: ContentPage) {
  return page.blocks.flatMap((block) =>
    block.type === 'faq'
      ? block.items
          .map((item) => ({ question: item.question.trim(), answer: richTextToPlain(item.answer) }))
          .filter((item) => item.question && item.answer)
      : [],
  )
}

/**
 * schema.org FAQPage of a content page: every question of its FAQ blocks with its answer as plain
 * text; null when the page has no answered question (Google ignores an empty FAQPage).
 */
export function faqPageJsonLd(page: ContentPage, url: string) {
  const questions = questionsOf(page)
  if (questions.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    name: page.title,
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/**
 * schema.org Article of a content page (stories, guides, legal texts): headline, description,
 * image and the date it took effect; `origin` makes the image's path absolute.
 */
export function articleJsonLd(page: ContentPage, url: string, origin: string) {
  const organization = { '@type': 'Organization', name: BRAND, url: `${origin}/` }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    mainEntityOfPage: url,
    url,
    // Google shows at most 110 characters of a headline.
    headline: page.title.length > 110 ? `${page.title.slice(0, 109)}…` : page.title,
    description: page.description || undefined,
    image: page.image ? [absoluteUrl(page.image.src, origin)] : undefined,
    datePublished: page.date,
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
  }
}

/**
 * The structured data of a content page, as its route's `head().scripts`: the breadcrumb trail, and
 * by its kind FAQPage (any page with FAQ blocks) or Article (articles and legal texts).
 */
export function contentPageScripts(page: ContentPage, url: string, origin: string, crumbs: readonly Crumb[]) {
  const faq = faqPageJsonLd(page, url)
  const article = page.kind === 'article' || page.kind === 'legal' ? articleJsonLd(page, url, origin) : null
  return [breadcrumbJsonLd(crumbs), faq, article].flatMap((value) => (value ? [jsonLdScript(value)] : []))
}
