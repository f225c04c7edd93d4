import { market } from '@common/market'
import type { Seeder } from '../../db/seed'
import { contentSchemas, type ContentKey } from '@common/content-schemas'
import { footerFor } from './footer.seed'
import { inLocalCurrency } from './local-amounts'
import { marketsFor } from './markets.seed'
import { navigationFor } from './navigation.seed'
import { siteSettingsFor } from './site-settings.seed'

const documents: Record<ContentKey, (locale: (typeof market.locales)[number]) => Record<string, unknown>> = {
  'site-settings': siteSettingsFor,
  navigation: navigationFor,
  footer: footerFor,
  markets: marketsFor,
}

/** Site settings, navigation, footer and markets per locale; each document is checked against its schema. */
export const contentSeeder: Seeder = {
  name: 'content',
  async run(db) {
    for (const [key, build] of Object.entries(documents) as Array<[ContentKey, (typeof documents)[ContentKey]]>) {
      for (const locale of market.locales) {
        const document = JSON.stringify(contentSchemas[key].parse(inLocalCurrency(build(locale), locale)))
        await db
          .insertInto('content_entries')
          .values({ key, locale, document })
          .onConflict((conflict) => conflict.columns(['key', 'locale']).doUpdateSet({ document }))
          .execute()
      }
    }
  },
}
