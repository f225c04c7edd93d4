import { I18nProvider } from '@lingui/react'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router'
import { I18nProvider as AriaI18nProvider } from 'react-aria-components'
import { GlobalOverlays } from '../components/app/GlobalOverlays'
import { languageLinks, pageTitle, ROUTES_WITH_OWN_LANGUAGE_LINKS } from '../components/app/head-links'
import { ShopProvider } from '../components/app/shop'
import { ERROR_TITLES, NotFoundPage, ServerErrorPage } from '../components/layout/ErrorPages'
import { SiteLayout } from '../components/layout/SiteLayout'
import { LayoutLocaleProvider } from '../components/layout/layout-context'
import { activateLocale } from '../i18n/i18n'
import { ensureLayoutContent, layoutContentPath } from '../services/content'
import { LAYOUT_CONTENT_META } from '@common/page-start'
import { languageOf, localeOfPath, MARKET_META, marketMetaContent, textLanguage } from '@common/market'
import type { RouterContext } from '../router-context'
import '../styles/global.css'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, context }) => {
    const locale = localeOfPath(location.pathname)
    await activateLocale(context.i18n, locale, location.pathname)
    return { locale }
  },
  // The layout's content is in the cache before rendering: the server sends the whole page at once
  // (nothing in the layout waits in a boundary), and the browser hydrates it from the cache.
  // The moment of rendering goes with the page, so the browser's first render of what depends on the clock
  // (the countdown timer) is the server's HTML whatever the browser's clock says.
  loader: async ({ context }) => {
    await ensureLayoutContent(context.queryClient, context.api, context.locale)
    return { renderedAt: Date.now() }
  },
  // Child routes set their own title with `pageTitle(...)` in their `head()`; the last one wins.
  head: ({ matches, match }) => {
    // The router marks the match whose boundary shows the page not found with `_notFound` (a path no route
    // matched, or a loader's `notFound()`), keeping its status 'success'; a failed load is an 'error'.
    const failed = matches.some((each) => each.status === 'notFound' || (each as { _notFound?: boolean })._notFound)
      ? 'notFound'
      : matches.some((each) => each.status === 'error')
        ? 'error'
        : null
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#1a1a1a' },
        // The market the page was rendered for: the browser's code reads it before it runs (common/market.ts).
        { name: MARKET_META, content: marketMetaContent },
        // What the code needs of the layout and the page does not embed: the start script preloads it.
        { name: LAYOUT_CONTENT_META, content: layoutContentPath(match.context.locale) },
        pageTitle(failed && match.context.i18n._(ERROR_TITLES[failed])),
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        // A path no page matched ends in the root or the locale layout: an error page has no canonical.
        ...(failed ||
        ['__root__', '/{-$locale}', ...ROUTES_WITH_OWN_LANGUAGE_LINKS].includes(
          matches[matches.length - 1]?.routeId ?? '__root__',
        )
          ? []
          : languageLinks(matches[matches.length - 1]?.pathname ?? '/', match.context.siteOrigin)),
      ],
    }
  },
  component: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: ServerErrorPage,
})

function RootDocument() {
  const { i18n, locale, shop } = Route.useRouteContext()
  return (
    <html lang={languageOf(textLanguage(locale))}>
      <head>
        <HeadContent />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          {/* The page's locale for react-aria: formats and announcements match the page, and no re-render to the browser's language after hydration. */}
          <AriaI18nProvider locale={locale}>
            <ShopProvider shop={shop} locale={locale}>
              <LayoutLocaleProvider>
                <SiteLayout>
                  <Outlet />
                </SiteLayout>
                <GlobalOverlays />
              </LayoutLocaleProvider>
            </ShopProvider>
          </AriaI18nProvider>
        </I18nProvider>
        <Scripts />
      </body>
    </html>
  )
}
