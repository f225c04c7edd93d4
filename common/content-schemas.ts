import * as z from 'zod/mini'

/**
 * The editable content documents (spec 3.21–3.23: navigation, footer, markets, site settings),
 * one schema each: the API validates a document with it when it is seeded or changed, and the web
 * app parses what it reads with the same one. Paths are internal (English slugs, no locale
 * prefix); the app localizes them.
 */
const internalPath = z.string().check(z.regex(/^\/(?![/\\])[^\s]*$/, 'must be a path starting with a single /'))
const webUrl = z.url({ protocol: /^https?$/ })
const contactUrl = z
  .string()
  .check(z.regex(/^(mailto:[^\s@:/]+@[^\s@:/]+|tel:\+?[\d ]{3,20})$/, 'must be a mailto: or tel: link'))
/** An internal path, a web address, or a mail or phone link; never another scheme (`javascript:` and the like). */
const href = z.union([internalPath, webUrl, contactUrl])

/** Rich text: paragraphs and lists of text runs (no HTML). */
const inline = z.object({ text: z.string(), bold: z.optional(z.boolean()), href: z.optional(href) })
export const richTextSchema = z.array(
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), children: z.array(inline) }),
    z.object({ type: z.literal('list'), items: z.array(z.array(inline)) }),
  ]),
)
export type RichTextDocument = z.infer<typeof richTextSchema>

const image = z.object({ src: z.string().check(z.minLength(1)), alt: z.string() })

/** Spec 3.23 link: a label, optional description and image; `modal` links open their rich text in a dialog. */
export const contentLinkSchema = z.object({
  label: z.string().check(z.minLength(1)),
  href: z.optional(href),
  description: z.optional(z.string()),
  linkImage: z.optional(image),
  modal: z.optional(z.boolean()),
  descriptionRichText: z.optional(richTextSchema),
})
export type ContentLink = z.infer<typeof contentLinkSchema>

export const navigationItemSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  primaryLink: z.object({
    label: z.string().check(z.minLength(1)),
    pageTypeId: z.string(),
    completeSlug: internalPath,
  }),
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
  socialLinks: z.array(z.object({ label: z.string().check(z.minLength(1)), href: webUrl })),
})

/** Spec 3.21: `link` is the market's own site, '' for the markets this build serves. */
export const marketSchema = z.object({
  id: z.string().check(z.minLength(2)),
  name: z.string().check(z.minLength(1)),
  icon: z.string().check(z.regex(/^\/assets\/flags\/[a-z]+\.svg$/)),
  link: z.union([z.literal(''), webUrl]),
})
export type MarketLocation = z.infer<typeof marketSchema>
export const marketsSchema = z.object({ markets: z.array(marketSchema) })

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
export type MarketFeatures = z.infer<typeof marketFeaturesSchema>

/** Site settings (spec 3.22); further settings pass through untouched for the areas that read them. */
export const siteSettingsSchema = z.looseObject({
  uspBanner: z.nullable(z.object({ messages: z.array(text) })),
  promotionalCountdownTimer: z.nullable(
    z.object({
      label: text,
      endsAt: z.iso.datetime(),
      href: z.optional(internalPath),
      hiddenOnPaths: z.array(internalPath),
    }),
  ),
  marketFeatures: marketFeaturesSchema,
  instalmentPromo: z.nullable(z.object({ message: text })),
  kestrelNewsletter: z.nullable(
    z.object({ title: text, description: text, policyAgreement: text, successHeader: text, successDescription: text }),
  ),
  kestrelMembership: z.nullable(z.object({ title: text, description: text })),
  offerToLogIn: text,
  offerToCreateAnAccount: text,
  policiesAgreementTerms: text,
  authorizationInvitation: text,
  forgotYourPassword: text,
  /** Spec 2.6, 3.22: a note the size guide dialogs show above their charts. */
  sizeGuideModal: z.optional(z.nullable(text)),
  /** Spec 2.6, 3.22: the shippingDetails dialog, opened from the product's delivery details. */
  shippingDetailsModal: z.optional(z.nullable(z.object({ title: text, content: richTextSchema }))),
  /** Spec 2.6, 3.22: the giftWrapping dialog, opened from the bag's gift wrapping. */
  giftWrappingDescription: z.optional(z.nullable(z.object({ title: text, content: richTextSchema }))),
  /** Spec 2.6, 3.22: what the shopper agrees to before the live chat starts (the liveChat dialog). */
  liveChatAgreement: z.optional(z.nullable(richTextSchema)),
  /** Spec 2.6, 3.22: the chatIsNotAvailable dialog's text, outside support hours. */
  liveChatOfflineDescription: z.optional(z.nullable(richTextSchema)),
  /** Spec 2.7: the product page's delivery and returns texts, when editors set them (a malformed one is left out). */
  deliveryAndReturns: z.optional(z.catch(z.nullable(z.object({ delivery: text, returns: text })), null)),
  /** Spec 3.22: the agreement the contact form shows above its send button. */
  contactFormAgreement: z.optional(z.nullable(text)),
  /** Spec 3.22: the bot-protection agreement text, under the forms bot protection guards while its switch is on. */
  botProtectionAgreement: z.optional(z.nullable(text)),
  home: z.object({
    heading: text,
    intro: text,
    tiles: z.array(z.object({ label: text, description: text, href: z.optional(internalPath) })),
  }),
})
export type SiteSettings = z.infer<typeof siteSettingsSchema>

/** Which schema each content key's document follows; other keys are free-form pages. */
export const contentSchemas = {
  'site-settings': siteSettingsSchema,
  navigation: navigationSchema,
  footer: footerSchema,
  markets: marketsSchema,
} as const

export type ContentKey = keyof typeof contentSchemas

/** The documents every page's layout shows, the same for every shopper of a locale. */
export const LAYOUT_DOCUMENTS = [
  'site-settings',
  'navigation',
  'footer',
  'markets',
] as const satisfies readonly ContentKey[]

/** The content sections with pages of their own (spec 2.2: optional catch-all slugs). */
export const contentSections = ['customer-service', 'stories', 'guides', 'explore', 'campaigns'] as const
export type ContentSection = (typeof contentSections)[number]

/**
 * A content page's path: internal (English slugs), in one of the sections, lowercase words joined by
 * hyphens, e.g. `/customer-service/legal-pages/terms-of-use`; the section's own path is its index.
 */
export const contentPagePath = z
  .string()
  .check(
    z.maxLength(200),
    z.regex(
      new RegExp(`^/(${contentSections.join('|')})(/[a-z0-9]+(-[a-z0-9]+)*)*$`),
      `must be a lowercase path in one of the sections ${contentSections.join(', ')}`,
    ),
  )

/** A content page's parts, top to bottom. */
export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string().check(z.minLength(1)) }),
  z.object({ type: z.literal('richText'), content: richTextSchema }),
  z.object({ type: z.literal('image'), image, caption: z.optional(z.string()) }),
  /** Questions and answers (FAQPage structured data). */
  z.object({
    type: z.literal('faq'),
    items: z.array(z.object({ question: z.string().check(z.minLength(1)), answer: richTextSchema })),
  }),
  /** Tiles linking to other pages (a hub's topics, a section's articles). */
  z.object({ type: z.literal('links'), title: z.optional(z.string()), links: z.array(contentLinkSchema) }),
  /** A rail of products from the search service: the first hits of a filter (Algolia filter syntax), and where 'see all' leads. */
  z.object({
    type: z.literal('products'),
    title: z.string().check(z.minLength(1)),
    filters: z.string().check(z.maxLength(500)),
    link: z.optional(internalPath),
    limit: z.number().check(z.int(), z.minimum(1), z.maximum(24)),
  }),
])
export type ContentBlock = z.infer<typeof contentBlockSchema>

/** A content page (customer service, legal pages, stories, guides, explore, campaigns), per locale. */
export const contentPageSchema = z.object({
  kind: z.enum(['hub', 'article', 'legal', 'faq', 'campaign']),
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  /** One or two sentences: the meta description and the teaser on index pages. */
  description: z.string().check(z.maxLength(400)),
  image: z.optional(image),
  /** When an article or legal text took effect, shown on the page (ISO date). */
  date: z.optional(z.iso.date()),
  blocks: z.array(contentBlockSchema),
})
export type ContentPage = z.infer<typeof contentPageSchema>
