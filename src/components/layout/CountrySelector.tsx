import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { countryLink } from '../../services/navigation-links'
import * as styles from './Footer.css'
import { useLanguagePath, useLayoutLocale, useMarkets } from './layout-context'

/** Spec 2.5: every market sorted by name, with its flag; each link is the current path in that market's locale. */
export function CountrySelector() {
  const { t } = useLingui()
  const markets = useMarkets()
  const locale = useLayoutLocale()
  const pathIn = useLanguagePath()
  const current = markets.find((market) => market.id === locale)
  const name = current?.name ?? ''
  const [isExpanded, setExpanded] = useState(false)
  const id = useId()
  return (
    <div className={styles.countries} data-expanded={isExpanded || undefined}>
      <button
        type="button"
        id={`${id}-trigger`}
        className={styles.countryTrigger}
        aria-expanded={isExpanded}
        aria-controls={`${id}-panel`}
        onClick={() => setExpanded(!isExpanded)}
      >
        {current && <img src={current.icon} alt="" className={styles.flag} width={20} height={15} />}
        {current ? t`Country: ${name}` : t`Choose your country`}
      </button>
      <div id={`${id}-panel`} role="group" aria-label={t`Countries`} hidden={!isExpanded}>
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
    </div>
  )
}
