import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { Link as AriaLink } from 'react-aria-components'
import { localeOfPath, localePrefix, market, type Locale } from '@common/market'
import { toPublicPath } from '../../locales/slugs'

const localeNames: Record<Locale, string> = { 'cs-CZ': 'Čeština', en: 'English' }

/** Links to the current page in each other locale (spec 2.5: the current path in the target locale). */
export function LocaleSwitcher() {
  const { t } = useLingui()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const current = localeOfPath(pathname)
  const prefix = localePrefix[current]
  const unprefixed = prefix ? pathname.slice(prefix.length + 1) || '/' : pathname
  return (
    <nav aria-label={t`Language`}>
      {market.locales
        .filter((locale) => locale !== current)
        .map((locale) => {
          const target = localePrefix[locale] ? `/${localePrefix[locale]}${unprefixed === '/' ? '' : unprefixed}` : unprefixed
          return (
            <AriaLink key={locale} href={toPublicPath(target)} hrefLang={locale} rel="nofollow" lang={locale}>
              {localeNames[locale]}
            </AriaLink>
          )
        })}
    </nav>
  )
}
