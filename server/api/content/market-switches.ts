import { z } from 'zod'
import { market } from '@common/market'
import type { Database } from '../../db/database'

/**
 * The switches as stored: each one read on its own, so a document that lacks one (or holds a broken
 * value for it) leaves that switch at its safe default without turning the others off.
 */
const flag = z.boolean().optional().catch(undefined)
const storedSwitches = z.looseObject({
  marketFeatures: z.looseObject({
    isMarketWithLoyalty: flag,
    hasTryAndBuy: flag,
    hasBotProtection: flag,
    hasExtendedNewsletterForm: flag,
    liveChat: z.looseObject({ enabled: z.boolean() }).optional().catch(undefined),
  }),
})

/** The switches the server acts on, each at its safe default when the settings do not say. */
interface MarketSwitches {
  /** The loyalty club, its pages, dialogs and points (`isMarketWithLoyalty`); off by default. */
  loyalty: boolean
  /** Try and buy (delivery `CR`) offered and accepted (`hasTryAndBuy`); off by default. */
  tryAndBuy: boolean
  /** Protected forms refuse a missing or unverified token; on by default (fails closed). */
  botProtection: boolean
  /** The live chat's sessions (`liveChat.enabled`); off by default. */
  liveChat: boolean
  /** The extended newsletter form that also asks for a name (`hasExtendedNewsletterForm`); off by default. */
  extendedNewsletter: boolean
}

/**
 * The market's feature switches (spec 1.2, 9) from the site settings, the one reader of them on the
 * server. The switches are the market's, kept alike in every language's settings (an editor's save
 * in one language sets them in all: content.routes.ts), so the market's default language answers
 * unless a request names its own.
 */
export async function marketSwitches(db: Database, locale: string = market.defaultLocale): Promise<MarketSwitches> {
  const parsed = storedSwitches.safeParse(await siteSettingsDocument(db, locale))
  const features: Partial<z.infer<typeof storedSwitches>['marketFeatures']> = parsed.success
    ? parsed.data.marketFeatures
    : {}
  return {
    loyalty: features.isMarketWithLoyalty ?? false,
    tryAndBuy: features.hasTryAndBuy ?? false,
    botProtection: features.hasBotProtection ?? true,
    liveChat: features.liveChat?.enabled ?? false,
    extendedNewsletter: features.hasExtendedNewsletterForm ?? false,
  }
}

/** A language's site settings (spec 3.22) as stored, for a reader to check what it needs of them; undefined when none. */
export async function siteSettingsDocument(db: Database, locale: string): Promise<unknown> {
  const entry = await db
    .selectFrom('content_entries')
    .select('document')
    .where('key', '=', 'site-settings')
    .where('locale', '=', locale)
    .executeTakeFirst()
  return entry?.document
}
