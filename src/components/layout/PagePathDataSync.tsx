import { useEffect, useMemo } from 'react'
import { buildPagePathData, withBuiltPagePathData } from '../../machines/shopper/page-path-data'
import { useShopperStore } from '../app/shop'
import { useLayoutLocale, useNavigation } from './layout-context'

/**
 * Keeps the shopper's breadcrumb map (spec 2.1, 3.19) built for the page's locale and navigation: a
 * change of either, or a stored map from another locale or an older navigation, rebuilds it; the
 * shopper store persists it with the rest of the remembered state. Renders nothing.
 */
export function PagePathDataSync() {
  const locale = useLayoutLocale()
  const navigation = useNavigation()
  const [state, update] = useShopperStore()
  const built = useMemo(() => buildPagePathData(locale, navigation), [locale, navigation])
  const held = state.pagePathData
  // Runs again whenever the held map changes, the stored one read back after hydration included.
  useEffect(() => {
    if (withBuiltPagePathData(held, built) !== held)
      update((shopper) => ({ ...shopper, pagePathData: withBuiltPagePathData(shopper.pagePathData, built) }))
  }, [held, built, update])
  return null
}
