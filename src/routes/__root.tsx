import { I18nProvider } from '@lingui/react'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router'
import { SiteLayout } from '../components/layout/SiteLayout'
import { activateLocale } from '../i18n/i18n'
import { localeOfPath } from '@common/market'
import type { RouterContext } from '../router'
import '../styles/global.css'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, context }) => {
    const locale = localeOfPath(location.pathname)
    await activateLocale(context.i18n, locale)
    return { locale }
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#1a1a1a' },
      { title: 'Kestrel' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  component: RootDocument,
})

function RootDocument() {
  const { i18n, locale } = Route.useRouteContext()
  return (
    <html lang={locale === 'cs-CZ' ? 'cs' : locale}>
      <head>
        <HeadContent />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <SiteLayout>
            <Outlet />
          </SiteLayout>
        </I18nProvider>
        <Scripts />
      </body>
    </html>
  )
}
