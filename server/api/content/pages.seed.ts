import { contentPagePath, contentPageSchema } from '@common/content-schemas'
import { market } from '@common/market'
import type { Seeder } from '../../db/seed'
import type { PageBuilders } from './pages/blocks'
import { campaignPages } from './pages/campaigns.seed'
import { customerServicePages } from './pages/customer-service.seed'
import { explorePages } from './pages/explore.seed'
import { faqPages } from './pages/faq.seed'
import { guidePages } from './pages/guides.seed'
import { helpPages } from './pages/help.seed'
import { legalPages } from './pages/legal-pages.seed'
import { privacyPages } from './pages/privacy.seed'
import { purchaseTermsPages } from './pages/purchase-terms.seed'
import { storyPages } from './pages/stories.seed'

/** Every content page of the demo shop by internal path (English slugs), built per locale. */
export const contentPages: PageBuilders = {
  ...customerServicePages,
  ...faqPages,
  ...helpPages,
  ...legalPages,
  ...purchaseTermsPages,
  ...privacyPages,
  ...storyPages,
  ...guidePages,
  ...explorePages,
  ...campaignPages,
}

/** The published content pages (customer service, legal pages, stories, guides, explore, campaigns) in every locale; each document is checked against its schema. */
export const contentPagesSeeder: Seeder = {
  name: 'content pages',
  async run(db) {
    const rows = Object.entries(contentPages).flatMap(([path, build]) =>
      market.locales.map((locale) => ({
        path: contentPagePath.parse(path),
        locale,
        status: 'published' as const,
        document: JSON.stringify(contentPageSchema.parse(build(locale))),
      })),
    )
    await db
      .insertInto('content_pages')
      .values(rows)
      .onConflict((conflict) =>
        conflict
          .columns(['path', 'locale', 'status'])
          .doUpdateSet((eb) => ({ document: eb.ref('excluded.document'), updated_at: new Date() })),
      )
      .execute()
  },
}
