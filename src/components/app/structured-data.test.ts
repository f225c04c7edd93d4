import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { ContentPage } from '@common/content-schemas'
import type { ProductView } from '@common/product-schema'
import { productHead } from '../product/product-head'
import {
  articleJsonLd,
  breadcrumbJsonLd,
  contentPageScripts,
  faqPageJsonLd,
  homeHead,
  jsonLd,
  organizationJsonLd,
  pathCrumbs,
  richTextToPlain,
  webSiteJsonLd,
} from './structured-data'

/**
 * The shapes schema.org and Google's structured-data guidelines ask for (required and recommended
 * properties of each rich result), written from the guidelines, not from the builders.
 */
const absoluteUrl = z.url({ protocol: /^https$/ })
const context = z.literal('https://schema.org')
const text = z.string().min(1)

const productShape = z.object({
  '@context': context,
  '@type': z.literal('Product'),
  name: text,
  image: z.array(absoluteUrl).min(1),
  description: text,
  sku: text,
  brand: z.object({ '@type': z.literal('Brand'), name: text }),
  offers: z.object({
    '@type': z.literal('Offer'),
    url: absoluteUrl,
    price: z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)]),
    priceCurrency: z.string().regex(/^[A-Z]{3}$/),
    availability: z.enum([
      'https://schema.org/InStock',
      'https://schema.org/OutOfStock',
      'https://schema.org/PreOrder',
      'https://schema.org/BackOrder',
    ]),
    itemCondition: z.string().startsWith('https://schema.org/').optional(),
  }),
  aggregateRating: z
    .object({
      '@type': z.literal('AggregateRating'),
      ratingValue: z.number().min(1).max(5),
      reviewCount: z.number().int().positive(),
      bestRating: z.number().optional(),
      worstRating: z.number().optional(),
    })
    .optional(),
})

const breadcrumbShape = z.object({
  '@context': context,
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(
      z.object({
        '@type': z.literal('ListItem'),
        position: z.number().int().positive(),
        name: text,
        item: absoluteUrl,
      }),
    )
    .min(2)
    .refine((items) => items.every((item, index) => item.position === index + 1), 'positions count from 1'),
})

const faqShape = z.object({
  '@context': context,
  '@type': z.literal('FAQPage'),
  mainEntity: z
    .array(
      z.object({
        '@type': z.literal('Question'),
        name: text,
        acceptedAnswer: z.object({
          '@type': z.literal('Answer'),
          text: text.refine((value) => !/<[a-z]/i.test(value)),
        }),
      }),
    )
    .min(1),
})

const articleShape = z.object({
  '@context': context,
  '@type': z.enum(['Article', 'NewsArticle', 'BlogPosting']),
  headline: text.max(110),
  datePublished: z.iso.date().or(z.iso.datetime()),
  image: z.array(absoluteUrl).min(1),
  author: z.object({ '@type': z.enum(['Organization', 'Person']), name: text, url: absoluteUrl.optional() }),
})

const organizationShape = z.object({
  '@context': context,
  '@type': z.literal('Organization'),
  name: text,
  url: absoluteUrl,
  logo: absoluteUrl,
})

const webSiteShape = z.object({
  '@context': context,
  '@type': z.literal('WebSite'),
  name: text,
  url: absoluteUrl,
  potentialAction: z.object({
    '@type': z.literal('SearchAction'),
    target: z.object({
      '@type': z.literal('EntryPoint'),
      urlTemplate: z.string().refine((template) => template.includes('{search_term_string}')),
    }),
    'query-input': z.literal('required name=search_term_string'),
  }),
})

const origin = 'https://shop.example'
/** What the page's script carries, as a search engine reads it. */
const parsed = (script: { children: string } | undefined) => JSON.parse(script?.children ?? 'null') as unknown

const product = {
  key: '100001-01380',
  articleNumber: '100001',
  colorCode: '01380',
  itemNumber: '10000101380',
  name: 'Aria',
  slug: 'aria',
  slugs: { 'cs-CZ': 'aria-cs', en: 'aria' },
  title: 'Aria | Kestrel',
  description: 'A sneaker',
  colourName: 'white',
  material: null,
  gender: 'Women',
  images: [{ url: '/platform/images/aria/1.svg', label: 'Aria', width: 1200, height: 1200 }],
  price: { centAmount: 249900, currencyCode: 'CZK', fractionDigits: 2 },
  variants: [{ sku: '1', sizes: { EU: '40' }, isOnStock: true, availableQuantity: 3 }],
  rating: { average: 4.26, count: 12 },
} as unknown as ProductView

const faqPage: ContentPage = {
  kind: 'faq',
  title: 'Frequently asked questions',
  description: 'Answers about orders',
  blocks: [
    { type: 'heading', text: 'Orders' },
    {
      type: 'faq',
      items: [
        {
          question: 'How long does delivery take?',
          answer: [
            { type: 'paragraph', children: [{ text: 'Usually ' }, { text: '2–3 days', bold: true }, { text: '.' }] },
            {
              type: 'list',
              items: [[{ text: 'Home delivery', href: '/customer-service/shipping' }], [{ text: 'Stores' }]],
            },
          ],
        },
        {
          question: 'Can I return </script> shoes?',
          answer: [{ type: 'paragraph', children: [{ text: 'Yes, within 30 days.' }] }],
        },
      ],
    },
  ],
}

const articlePage: ContentPage = {
  kind: 'article',
  title: 'How we tan our leather',
  description: 'A visit to the tannery.',
  image: { src: '/platform/images/stories/tannery.jpg', alt: 'The tannery' },
  date: '2025-03-14',
  blocks: [{ type: 'richText', content: [{ type: 'paragraph', children: [{ text: 'It starts with a hide.' }] }] }],
}

describe('structured data shapes', () => {
  it('describes a product with an offer and, where it has reviews, its rating', () => {
    const head = productHead(product, '/en/product/aria/100001/01380', origin)
    const data = productShape.parse(parsed(head.scripts?.[0]))
    expect(data.offers.availability).toBe('https://schema.org/InStock')
    expect(data.image).toEqual([`${origin}/platform/images/aria/1.svg`])
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 12 })

    const unrated = productHead({ ...product, rating: null }, '/en/product/aria/100001/01380', origin)
    expect(productShape.parse(parsed(unrated.scripts?.[0])).aggregateRating).toBeUndefined()
  })

  it("gives a product page its trail through its department's listing", () => {
    const head = productHead(product, '/produkt/aria-cs/100001/01380', origin)
    const trail = breadcrumbShape.parse(parsed(head.scripts?.[1]))
    expect(trail.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ['Kestrel', `${origin}/`],
      ['Ženy', `${origin}/${encodeURI('ženy')}`],
      ['Aria', `${origin}/produkt/aria-cs/100001/01380`],
    ])
  })

  it('lists the breadcrumbs of a listing with localized names and public URLs', () => {
    const crumbs = pathCrumbs(origin, 'en', [
      { segment: 'women', name: 'Women' },
      { segment: 'shoes', name: 'Shoes' },
    ])
    const trail = breadcrumbShape.parse(breadcrumbJsonLd(crumbs))
    expect(trail.itemListElement.map((item) => item.item)).toEqual([
      `${origin}/en`,
      `${origin}/en/women`,
      `${origin}/en/women/shoes`,
    ])
  })

  it('names the organization and the search of each locale on the home page', () => {
    organizationShape.parse(organizationJsonLd(origin))
    const cs = webSiteShape.parse(webSiteJsonLd(origin, 'cs-CZ'))
    expect(cs.potentialAction.target.urlTemplate).toBe(`${origin}/vyhledat?q={search_term_string}`)
    const en = webSiteShape.parse(webSiteJsonLd(origin, 'en'))
    expect(en.potentialAction.target.urlTemplate).toBe(`${origin}/en/search?q={search_term_string}`)
    const head = homeHead(origin, 'en', 'Shoes and leather goods.')
    expect(head.meta).toContainEqual({ name: 'description', content: 'Shoes and leather goods.' })
    const scripts = head.scripts
    expect(scripts.map((script) => (parsed(script) as { '@type': string })['@type'])).toEqual([
      'Organization',
      'WebSite',
    ])
  })

  it('turns FAQ blocks into questions with plain-text answers', () => {
    const data = faqShape.parse(faqPageJsonLd(faqPage, `${origin}/en/customer-service/faq`))
    expect(data.mainEntity[0]?.acceptedAnswer.text).toBe('Usually 2–3 days.\nHome delivery\nStores')
    expect(faqPageJsonLd({ ...faqPage, blocks: [] }, `${origin}/en/customer-service/faq`)).toBeNull()
  })

  it('describes an article with its headline, date and absolute image', () => {
    const data = articleShape.parse(articleJsonLd(articlePage, `${origin}/en/stories/tannery`, origin))
    expect(data.image).toEqual([`${origin}/platform/images/stories/tannery.jpg`])
    expect(
      articleShape.shape.headline.parse(
        articleJsonLd({ ...articlePage, title: 'x'.repeat(200) }, origin, origin).headline,
      ),
    ).toHaveLength(110)
  })

  it('gives a content page the scripts of its kind, none able to close its script element', () => {
    const crumbs = pathCrumbs(origin, 'en', [
      { segment: 'customer-service', name: 'Customer service' },
      { segment: 'faq', name: 'FAQ' },
    ])
    const faqScripts = contentPageScripts(faqPage, `${origin}/en/customer-service/faq`, origin, crumbs)
    expect(faqScripts.map((script) => (parsed(script) as { '@type': string })['@type'])).toEqual([
      'BreadcrumbList',
      'FAQPage',
    ])
    expect(faqScripts.every((script) => !script.children.includes('</script'))).toBe(true)
    const articleScripts = contentPageScripts(articlePage, `${origin}/en/stories/tannery`, origin, crumbs)
    expect(articleScripts.map((script) => (parsed(script) as { '@type': string })['@type'])).toEqual([
      'BreadcrumbList',
      'Article',
    ])
  })

  it('escapes text that could end the script element or the line', () => {
    const value = { name: '</script><script>alert(1)</script>\u2028' }
    const textOut = jsonLd(value)
    expect(textOut).not.toMatch(/<|\u2028/)
    expect(JSON.parse(textOut)).toEqual(value)
  })

  it('reads rich text as plain text', () => {
    expect(richTextToPlain([{ type: 'paragraph', children: [{ text: ' a ' }, { text: 'b', bold: true }] }])).toBe('a b')
  })
})
