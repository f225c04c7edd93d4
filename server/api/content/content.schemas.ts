import { z } from 'zod'

/**
 * The editable content documents (spec 3.21–3.23), validated when seeded or changed and again by
 * the web app when read. Paths are internal (English slugs, no locale prefix); the app localizes them.
 */
const internalPath = z.string().regex(/^\/[^\s]*$/, 'must be a path starting with /')
const href = z.union([internalPath, z.url()])

const inline = z.object({ text: z.string(), bold: z.boolean().optional(), href: href.optional() })
export const richText = z.array(
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), children: z.array(inline) }),
    z.object({ type: z.literal('list'), items: z.array(z.array(inline)) }),
  ]),
)

const image = z.object({ src: z.string().min(1), alt: z.string() })

/** Spec 3.23 link: a label, optional description and image; `modal` links open their rich text in a dialog. */
export const contentLink = z.object({
  label: z.string().min(1),
  href: href.optional(),
  description: z.string().optional(),
  linkImage: image.optional(),
  modal: z.boolean().optional(),
  descriptionRichText: richText.optional(),
})

export const navigationItem = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  primaryLink: z.object({ label: z.string().min(1), pageTypeId: z.string(), completeSlug: internalPath }),
  linkCollections: z.array(
    z.object({
      title: z.string(),
      titleLink: contentLink.optional(),
      links: z.array(contentLink),
      column: z.enum(['1', '2', '3', '4']),
    }),
  ),
  thumbnailLinks: z.array(contentLink),
  thumbnailLinksTiles: z.array(contentLink),
  fallbackImage: image.nullable(),
  bottomLinkLabel: z.string().nullable(),
  isSalesNavigationItem: z.boolean(),
})

export const navigationDocument = z.object({ items: z.array(navigationItem) })

export const footerDocument = z.object({
  customerService: richText,
  contactInformation: richText,
  copyright: z.string(),
  linkCollections: z.array(z.object({ title: z.string(), links: z.array(contentLink) })),
  socialLinks: z.array(z.object({ label: z.string().min(1), href: z.url() })),
})

/** Spec 3.21: `link` is the market's site ('' for the markets this build serves). */
export const marketsDocument = z.object({
  markets: z.array(
    z.object({ id: z.string().min(2), name: z.string().min(1), icon: z.string().regex(/^\/assets\/flags\/[a-z]+\.svg$/), link: z.union([z.literal(''), z.url()]) }),
  ),
})

const text = z.string()

export const siteSettingsDocument = z.looseObject({
  uspBanner: z.object({ messages: z.array(text) }).nullable(),
  promotionalCountdownTimer: z
    .object({ label: text, endsAt: z.iso.datetime(), href: internalPath.optional(), hiddenOnPaths: z.array(internalPath) })
    .nullable(),
  /** Spec 1.2, 9: the market's feature switches. */
  marketFeatures: z.object({
    instalmentSiteMessaging: z.boolean(),
    isMarketWithLoyalty: z.boolean(),
    hasTryAndBuy: z.boolean(),
    hasExtendedNewsletterForm: z.boolean(),
    hasBotProtection: z.boolean(),
    liveChat: z.object({ enabled: z.boolean(), solution: z.enum(['customerServiceSuite', 'widget']) }),
    hasRaffle: z.boolean(),
  }),
  instalmentPromo: z.object({ message: text }).nullable(),
  kestrelNewsletter: z
    .object({ title: text, description: text, policyAgreement: text, successHeader: text, successDescription: text })
    .nullable(),
  kestrelMembership: z.object({ title: text, description: text }).nullable(),
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

/** Which schema each content key's document follows; other keys are free-form pages. */
export const contentSchemas = {
  'site-settings': siteSettingsDocument,
  navigation: navigationDocument,
  footer: footerDocument,
  markets: marketsDocument,
} as const

export type ContentKey = keyof typeof contentSchemas
