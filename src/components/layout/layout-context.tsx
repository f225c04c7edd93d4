import { useRouterState } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createContext, use, type ReactNode } from 'react'
import { localeOfPath, type Locale } from '@common/market'
import { siteSettingsQueryOptions } from '../../services/content'
import { footerQueryOptions, marketsQueryOptions, navigationQueryOptions } from '../../services/navigation'
import { useShopServices } from '../app/shop'
import type { ActorRefFrom } from 'xstate'
import type { navigationMachine } from '../../machines/navigation/navigation.machine'

/** The shopper's locale, read from the current path once for the page (`LayoutLocaleProvider`). */
export function useLayoutLocale(): Locale {
  const locale = use(LayoutLocaleContext)
  if (!locale) throw new Error('useLayoutLocale needs a LayoutLocaleProvider above it')
  return locale
}

const LayoutLocaleContext = createContext<Locale | null>(null)

/**
 * Reads the locale of the current path for everything below: the menus and the footer render hundreds of links
 * in it, which then read a context rather than each subscribing to the router's state.
 */
export function LayoutLocaleProvider({ children }: { children: ReactNode }) {
  const locale = useRouterState({ select: (state) => localeOfPath(state.location.pathname) })
  return <LayoutLocaleContext value={locale}>{children}</LayoutLocaleContext>
}

/**
 * The current page's path as a link to it in `locale` starts from: the page itself, or the home page where
 * the page says it does not exist in that locale (a content page written in one language; its route's
 * loader data names its `availableLocales`).
 */
export function useLanguagePath(): (locale: string) => string {
  const pathname = useCurrentPath()
  const available = useRouterState({
    select: (state) =>
      (state.matches[state.matches.length - 1]?.loaderData as { availableLocales?: readonly string[] } | undefined)
        ?.availableLocales,
  })
  return (locale) => (available && !available.includes(locale) ? '/' : pathname)
}

/** The internal (English-slug) path of the current page. */
export function useCurrentPath(): string {
  return useRouterState({ select: (state) => state.location.pathname })
}

/** Layout content from the query cache: the root loader warms it, so the server renders it in full. */
export function useSiteSettings() {
  const { api } = useShopServices()
  return useSuspenseQuery(siteSettingsQueryOptions(api, useLayoutLocale())).data
}

export function useNavigation() {
  const { api } = useShopServices()
  return useSuspenseQuery(navigationQueryOptions(api, useLayoutLocale())).data
}

export function useFooter() {
  const { api } = useShopServices()
  return useSuspenseQuery(footerQueryOptions(api, useLayoutLocale())).data
}

export function useMarkets() {
  const { api } = useShopServices()
  return useSuspenseQuery(marketsQueryOptions(api, useLayoutLocale())).data
}

type NavigationActor = ActorRefFrom<typeof navigationMachine>

export const NavigationContext = createContext<NavigationActor | null>(null)

export function useNavigationActor(): NavigationActor {
  const actor = use(NavigationContext)
  if (!actor) throw new Error('useNavigationActor outside SiteLayout')
  return actor
}
