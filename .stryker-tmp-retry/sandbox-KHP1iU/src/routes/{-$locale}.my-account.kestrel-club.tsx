// @ts-nocheck
import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { localeFromPrefix, market } from '@common/market'
import { AccountClientOnly } from '../components/account/AccountClientOnly'
import { LoyaltyClubPage } from '../components/account/LoyaltyClubPage'
import { siteSettingsQueryOptions } from '../services/content'

/** The Kestrel Club (spec 2.2 `/my-account/{brand}-club`, the same slug in every locale); only where the market has the club. */
export const Route = createFileRoute('/{-$locale}/my-account/kestrel-club')({
  beforeLoad: async ({ context, params }) => {
    const locale = localeFromPrefix(params.locale) ?? market.defaultLocale
    const settings = await context.queryClient.ensureQueryData(siteSettingsQueryOptions(context.api, locale))
    if (!settings.marketFeatures.isMarketWithLoyalty) throw notFound()
  },
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`Kestrel Club`) }] }),
  component: () => (
    <AccountClientOnly>
      <LoyaltyClubPage />
    </AccountClientOnly>
  ),
})
