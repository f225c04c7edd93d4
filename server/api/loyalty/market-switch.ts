import { z } from 'zod'
import { market } from '@common/market'
import type { Database } from '../../db/database'

const marketFeatures = z.object({ marketFeatures: z.object({ isMarketWithLoyalty: z.boolean() }).loose() }).loose()

/**
 * The market's loyalty switch (spec 1.2, site settings `isMarketWithLoyalty`): the club, its pages,
 * dialogs and points exist only where it is on. The switches are the market's, kept alike in every
 * language's settings (an editor's save in one language sets them in all), so the market's default
 * language answers for the market. Without readable settings the club is off.
 */
export async function isMarketWithLoyalty(db: Database): Promise<boolean> {
  const entry = await db
    .selectFrom('content_entries')
    .select('document')
    .where('key', '=', 'site-settings')
    .where('locale', '=', market.defaultLocale)
    .executeTakeFirst()
  const settings = marketFeatures.safeParse(entry?.document)
  return settings.success && settings.data.marketFeatures.isMarketWithLoyalty
}
