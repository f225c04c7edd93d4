import { useLingui } from '@lingui/react/macro'
import { market, type Locale } from '@common/market'
import { countryLink } from '../../services/navigation-links'
import * as styles from './Footer.css'
import { useLanguagePath, useLayoutLocale } from './layout-context'

const localeNames: Record<Locale, string> = { 'cs-CZ': 'Čeština', en: 'English' }

/** The languages this market's site speaks: the current page in each other locale (spec 2.5). */
export function LocaleSwitcher() {
  const { t } = useLingui()
  const pathIn = useLanguagePath()
  const current = useLayoutLocale()
  return (
    <nav aria-label={t`Language`} className={styles.languages}>
      {market.locales
        .filter((locale) => locale !== current)
        .map((locale) => (
          <a
            key={locale}
            href={countryLink(pathIn(locale), { id: locale, link: '' })}
            hrefLang={locale}
            rel="nofollow"
            lang={locale}
            className={styles.footerLink}
          >
            {localeNames[locale]}
          </a>
        ))}
    </nav>
  )
}
