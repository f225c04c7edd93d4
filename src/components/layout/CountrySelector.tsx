import { useLingui } from '@lingui/react/macro'
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components'
import { countryLink } from '../../services/navigation-links'
import * as styles from './Footer.css'
import { useCurrentPath, useLayoutLocale, useMarkets } from './layout-context'

/** Spec 2.5: every market sorted by name, with its flag; each link is the current path in that market's locale. */
export function CountrySelector() {
  const { t } = useLingui()
  const markets = useMarkets()
  const locale = useLayoutLocale()
  const pathname = useCurrentPath()
  const current = markets.find((market) => market.id === locale)
  const name = current?.name ?? ''
  return (
    <Disclosure className={styles.countries}>
      <Button slot="trigger" className={styles.countryTrigger}>
        {current && <img src={current.icon} alt="" className={styles.flag} width={20} height={15} />}
        {current ? t`Country: ${name}` : t`Choose your country`}
      </Button>
      <DisclosurePanel aria-label={t`Countries`}>
        <ul className={styles.countryList}>
          {markets.map((market) => (
            <li key={market.id}>
              {/* A plain link: a market change loads the page afresh in its locale. */}
              <a
                href={countryLink(pathname, market)}
                rel="nofollow"
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
      </DisclosurePanel>
    </Disclosure>
  )
}
