// @ts-nocheck
import { useRouterState } from '@tanstack/react-router'
import { localeOfPath, localePrefix } from '@common/market'

/** The `{-$locale}` param of the current location, for links that stay in the shopper's locale. */
export function useLocaleParams(): { locale: string | undefined } {
  const prefix = useRouterState({ select: (state) => localePrefix[localeOfPath(state.location.pathname)] })
  return { locale: prefix || undefined }
}
