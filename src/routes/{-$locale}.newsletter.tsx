import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { localeFromPrefix, market } from '@common/market'
import { useSiteSettings } from '../components/layout/layout-context'
import { NewsletterPage } from '../components/newsletter/NewsletterPage'
import { isNewsletterHidden } from '../machines/newsletter/newsletter.rules'
import { siteSettingsQueryOptions } from '../services/content'

/** Spec 4.11: without a newsletter policy (or with an all-empty one) the market has no sign-up, and no page. */
const withoutNewsletter = (policy: Record<string, unknown> | null) =>
  isNewsletterHidden({ pathname: '', createAccountSlugs: [], isLoggedIn: false, activeConsentTypes: [], policy })

export const Route = createFileRoute('/{-$locale}/newsletter')({
  beforeLoad: async ({ context, params }) => {
    const locale = localeFromPrefix(params.locale) ?? market.defaultLocale
    const settings = await context.queryClient.ensureQueryData(siteSettingsQueryOptions(context.api, locale))
    if (withoutNewsletter(settings.kestrelNewsletter)) throw notFound()
  },
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`Newsletter`) }] }),
  component: function NewsletterRoute() {
    const settings = useSiteSettings()
    const policy = settings.kestrelNewsletter
    if (!policy) return null
    return (
      <NewsletterPage
        policy={policy}
        extended={settings.marketFeatures.hasExtendedNewsletterForm}
        hasBotProtection={settings.marketFeatures.hasBotProtection}
      />
    )
  },
})
