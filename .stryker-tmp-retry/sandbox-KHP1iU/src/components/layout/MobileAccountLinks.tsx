// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { selectIsAuthenticated } from '../../machines/session/session.machine'
import { useSessionActor } from '../app/shop'
import { ContentLink } from './ContentLink'
import * as styles from './MobileMenu.css'

/** Spec 2.5: My account (account page or create-account), Stores, and Help for logged-in shoppers. */
export function MobileAccountLinks() {
  const { t } = useLingui()
  const isLoggedIn = useSelector(useSessionActor(), selectIsAuthenticated)
  return (
    <ul className={styles.accountLinks}>
      <li>
        <ContentLink href={isLoggedIn ? '/my-account' : '/create-account'}>{t`My account`}</ContentLink>
      </li>
      <li>
        <ContentLink href="/store-locator">{t`Stores`}</ContentLink>
      </li>
      {isLoggedIn && (
        <li>
          <ContentLink href="/customer-service">{t`Help`}</ContentLink>
        </li>
      )}
    </ul>
  )
}
