import { useLingui } from '@lingui/react/macro'
import { languageOf, market, salesOf, type Locale } from '@common/market'
import { countryLink } from '../../services/navigation-links'
import * as styles from './Footer.css'
import { useLanguagePath, useLayoutLocale } from './layout-context'

/** A language's own name, as its speakers write it at the start of a line: `Čeština`, `English`. */
function ownName(locale: Locale): string {
  let known = ownNames.get(locale)
  if (known === undefined) {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(languageOf(locale)) ?? locale
    known = name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
    ownNames.set(locale, known)
  }
  return known
}

/** Each locale's name once per process: every page's header names them. */
const ownNames = new Map<Locale, string>()

/**
 * The languages the current store's site speaks: the current page in each other locale of the same
 * store (spec 2.5), `Français` beside `English` in Canada. Another country is the country selector's.
 */
export function LocaleSwitcher() {
  const { t } = useLingui()
  const pathIn = useLanguagePath()
  const current = useLayoutLocale()
  const store = salesOf(current).storeKey
  const others = market.locales.filter((locale) => locale !== current && salesOf(locale).storeKey === store)
  // A store of one language has nothing to switch to (spec 1.2, reading B; Austria in reading C).
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
