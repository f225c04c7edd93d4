import { useEffect, useRef } from 'react'
import type { Locale } from '@common/market'
import { buildPagePathData, withBuiltPagePathData, type PagePathData } from '../../machines/shopper/page-path-data'
import { useShopperStore } from '../app/shop'
import { useLayoutLocale, useNavigation } from './layout-context'

type Navigation = ReturnType<typeof useNavigation>

/**
 * Keeps the shopper's breadcrumb map (spec 2.1, 3.19) built for the page's locale and navigation: a
 * change of either, or a stored map from another locale or an older navigation, rebuilds it; the
 * shopper store persists it with the rest of the remembered state. Renders nothing.
 */
export function PagePathDataSync() {
  const locale = useLayoutLocale()
  const navigation = useNavigation()
  const [state, update] = useShopperStore()
  const held = state.pagePathData
  const last = useRef<{ locale: Locale; navigation: Navigation; built: PagePathData } | null>(null)
  // Built in the browser only (the server's render builds each page's chain itself), once per locale and
  // navigation; checked whenever the held map changes, the stored one read back after hydration included.
  useEffect(() => {
    if (last.current?.locale !== locale || last.current.navigation !== navigation)
      last.current = { locale, navigation, built: buildPagePathData(locale, navigation) }
    const { built } = last.current
    if (withBuiltPagePathData(held, built) !== held)
      update((shopper) => ({ ...shopper, pagePathData: withBuiltPagePathData(shopper.pagePathData, built) }))
  }, [held, locale, navigation, update])
  return null
}
