import { useLingui } from '@lingui/react/macro'
import { countryLink } from '../../services/navigation-links'
import * as styles from './Footer.css'
import { useLanguagePath, useLayoutLocale, useMarkets } from './layout-context'

/**
 * Spec 2.5: every market sorted by name, with its flag; each link is the current path in that market's locale.
 * The list opens as a native disclosure: it works before (and without) the page's scripts.
 */
export function CountrySelector() {
  const { t } = useLingui()
  const markets = useMarkets()
  const locale = useLayoutLocale()
  const pathIn = useLanguagePath()
  const current = markets.find((market) => market.id === locale)
  const name = current?.name ?? ''
  return (
    <details className={styles.countries}>
      <summary className={styles.countryTrigger}>
        {current && <img src={current.icon} alt="" className={styles.flag} width={20} height={15} />}
        {current ? t`Country: ${name}` : t`Choose your country`}
      </summary>
      <div role="group" aria-label={t`Countries`}>
        <ul className={styles.countryList}>
          {markets.map((market) => (
            <li key={market.id}>
              {/* A plain link: a market change loads the page afresh in its locale. Search engines follow
                  the markets this site serves and not the other sites (spec 2.5). */}
              <a
                href={countryLink(pathIn(market.id), market)}
                rel={market.link === '' ? undefined : 'nofollow'}
                hrefLang={market.id}
                className={styles.countryLink}
                aria-current={market.id === locale ? 'true' : undefined}
              >
                <img src={market.icon} alt="" className={styles.flag} width={20} height={15} loading="lazy" />
                {market.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  )
}
