// @ts-nocheck
import * as z from 'zod/mini'

/**
 * The editable content documents (spec 3.21–3.23: navigation, footer, markets, site settings),
 * one schema each: the API validates a document with it when it is seeded or changed, and the web
 * app parses what it reads with the same one. Paths are internal (English slugs, no locale
 * prefix); the app localizes them.
 */
const internalPath = z.string().check(z.regex(/^\/[^\s]*$/, 'must be a path starting with /'))
const href = z.union([internalPath, z.url()])

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
  socialLinks: z.array(z.object({ label: z.string().check(z.minLength(1)), href: z.url() })),
})

/** Spec 3.21: `link` is the market's own site, '' for the markets this build serves. */
export const marketSchema = z.object({
  id: z.string().check(z.minLength(2)),
  name: z.string().check(z.minLength(1)),
  icon: z.string().check(z.regex(/^\/assets\/flags\/[a-z]+\.svg$/)),
  link: z.union([z.literal(''), z.url()]),
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
  home: z.object({
    heading: text,
    intro: text,
    tiles: z.array(z.object({ label: text, description: text })),
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
