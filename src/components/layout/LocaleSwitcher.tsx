import { useLingui } from '@lingui/react/macro'
import { languageOf, market, type Locale } from '@common/market'
import { countryLink } from '../../services/navigation-links'
import * as styles from './Footer.css'
import { useLanguagePath, useLayoutLocale } from './layout-context'

/** A language's own name, as its speakers write it at the start of a line: `Čeština`, `English`. */
function ownName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(languageOf(locale)) ?? locale
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}

/** The languages this market's site speaks: the current page in each other locale (spec 2.5). */
export function LocaleSwitcher() {
  const { t } = useLingui()
  const pathIn = useLanguagePath()
  const current = useLayoutLocale()
  const others = market.locales.filter((locale) => locale !== current)
  // A market of one language has nothing to switch to (spec 1.2, reading B).
  if (others.length === 0) return null
  return (
    <nav aria-label={t`Language`} className={styles.languages}>
      {others.map((locale) => (
        <a
          key={locale}
          href={countryLink(pathIn(locale), { id: locale, link: '' })}
          hrefLang={locale}
          rel="nofollow"
          lang={locale}
          className={styles.footerLink}
        >
          {ownName(locale)}
        </a>
      ))}
    </nav>
  )
}
