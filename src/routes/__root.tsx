import { I18nProvider } from '@lingui/react'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router'
import { useEffect } from 'react'
import { NotFoundPage, ServerErrorPage } from '../components/layout/ErrorPages'
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
  notFoundComponent: NotFoundPage,
  errorComponent: ServerErrorPage,
})

function RootDocument() {
  const { i18n, locale } = Route.useRouteContext()
  // Tests and monitoring read this to know the server HTML has become interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
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
